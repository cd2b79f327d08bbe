// The options a game declares (/api/games): their labels, which of them apply, and a
// room's options as one line of text. One place for the lobby's form, its list of rooms
// and the waiting room.
import { t } from "./i18n.js";

/** The label of an option (`web.option.NAME`) or of one of its values
 * (`web.option.NAME.VALUE`): every declared name has one in each catalogue. */
export const optionLabel = (name, value) => t(value === undefined ? `web.option.${name}` : `web.option.${name}.${value}`);

/** Whether `option` means something with these values (its declared applies_when). */
export function applies(option, values) {
  return Object.entries(option.applies_when || {}).every(([name, allowed]) => allowed.includes(String(values[name])));
}

function valueText(option, value) {
  if (typeof value === "boolean") return t(value ? "web.yes" : "web.no");
  if (option.kind === "choice" && option.choices.includes(value)) return optionLabel(option.name, value);
  if (option.kind === "choices") return value.length ? value.map((item) => optionLabel(option.name, item)).join(", ") : t("web.none");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A room's options as people read them: the players, every plain option that applies,
 * and the advanced ones changed from their defaults (`game`: its declaration). */
export function optionsSummary(game, config) {
  const parts = [`${optionLabel("players")}: ${config.players}`];
  for (const option of game?.options || []) {
    const value = config[option.name] ?? option.default;
    if (!applies(option, config)) continue;
    if (option.advanced && JSON.stringify(value) === JSON.stringify(option.default)) continue;
    parts.push(`${optionLabel(option.name)}: ${valueText(option, value)}`);
  }
  return parts.join(" · ");
}
