// Any game: the view as readable text and the legal actions as buttons, each labelled with
// the game's own line for it (`say`, State.say_action) in the page's language. Every game
// the server knows is playable through this page (`?plain` shows any game this way).
import { el } from "./dom.js";
import { has, t } from "./i18n.js";
import { text } from "./narrate.js";

/** A view field's label in the page's language (`field.NAME`: every field a game's view
 * declares has one); an object's key that is data, not a declared field (a marker's
 * kind), is shown as it is. */
const label = (name) => (has(`field.${name}`) ? t(`field.${name}`) : name.replaceAll("_", " "));

function scalar(value) {
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? t("web.yes") : t("web.no");
  return String(value);
}

/** A JSON value as nested lists of "name: value" lines. */
function readable(value, ctx, depth = 0) {
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== "object")) return el("span", {}, value.map(scalar).join(", ") || "—");
    return el("ol", { start: 0 }, value.map((item) => el("li", {}, readable(item, ctx, depth + 1))));
  }
  if (value && typeof value === "object") {
    return el("dl", {}, Object.entries(value).flatMap(([name, item]) => [el("dt", {}, label(name)), el("dd", {}, readable(item, ctx, depth + 1))]));
  }
  return el("span", {}, scalar(value));
}

export function render(root, view, ctx) {
  const shown = { ...view };
  delete shown.config;
  const choices = el("section", { class: "choices", "data-zone": "hand", tabindex: "-1", "aria-labelledby": "choices-title" },
    el("h2", { id: "choices-title" }, ctx.legal.length ? t("web.your_choices") : t("web.no_choices")),
    el("div", { class: "buttons" }, ctx.legal.map((choice, index) => {
      const said = text(choice.say, ctx);
      return el("button", {
        type: "button", "data-choice": "1", "data-key": `choice-${JSON.stringify(choice.action)}`,
        "data-shortcut": index < 9 ? String(index + 1) : null, onclick: () => ctx.act(choice.action),
      }, index < 9 ? `${index + 1}. ${said}` : said);
    })));
  root.append(choices,
    el("section", { class: "generic-view", "data-zone": "rows", tabindex: "-1", "aria-labelledby": "view-title" },
      el("h2", { id: "view-title" }, t("web.table")), readable(shown, ctx)),
    el("section", { "data-zone": "pad", tabindex: "-1", "aria-labelledby": "totals-title" },
      el("h2", { id: "totals-title" }, t("web.players")),
      el("ul", {}, (ctx.room?.seats || []).map((seat, index) => el("li", {}, ctx.name(index),
        view.totals ? `: ${view.totals[index]}` : "")))));
}

export function summary(view, ctx) {
  return ctx.legal.length ? t("web.your_turn") : t("web.waiting_for", { names: (view.to_act || []).map(ctx.name).join(", ") });
}

export { narrateEvents as describeEvents } from "./narrate.js";
