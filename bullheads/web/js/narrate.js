// What happened, in words: every event carries its narration (`say`: lines of a catalog
// key and typed parameters, bullheads/core/narration.py); this turns it into text for the
// reader. The terminal's formatter (bullheads/i18n/narrate.py) applies the same rules
// (docs/games.md, "Narration"); no game's script decides a key, a "you" form or a plural.
import { has, plural, t } from "./i18n.js";

/** ``12`` for a one-head card, ``55(7)`` when it is worth more. */
const cardText = (card, heads) => (heads > 1 ? `${card}(${heads})` : String(card));

/** One parameter as words. */
function param(value, ctx) {
  if (value === null || typeof value !== "object") return String(value);
  if ("seat" in value) return ctx.name(value.seat);
  if ("row" in value) return String(value.row + 1);
  if ("card" in value) return cardText(value.card, value.heads);
  if ("cards" in value) return value.cards.map((card, index) => cardText(card, value.heads[index] ?? 1)).join(" ");
  if ("noun" in value) return plural(value.noun, value.count);
  if ("key" in value) return t(value.key);
  if ("seats" in value) return value.seats.map((seat) => ctx.name(seat)).join(", ") || t("say.nobody");
  if ("numbers" in value) return value.numbers.map((n) => (n === null ? t("say.face_down") : String(n))).join(", ") || t("say.none");
  return value.pairs.map(([who, what]) => `${param(who, ctx)} ${param(what, ctx)}`.trim()).join(", ") || t("say.nobody");
}

/** One line's text, or null when it is not told to this reader (an event's line, or a
 * legal action's `say`: the game's words for it, State.say_action). */
export function text(line, ctx) {
  const subject = line.params.name;
  const isMe = ctx.seat !== null && ctx.seat !== undefined && subject?.seat === ctx.seat;
  if (line.to === "subject" && !isMe) return null;
  let key = line.key;
  if ("count" in line) key = `${key}.${line.count === 1 ? "one" : "other"}`;
  if (isMe && has(`${key}.you`)) key = `${key}.you`;
  const values = Object.fromEntries(Object.entries(line.params).map(([name, value]) => [name, param(value, ctx)]));
  if ("count" in line) values.count = line.count;
  return t(key, values);
}

/** The lines of each event (one array per event, in order) for the reader `ctx.seat`:
 * a private twin's lines replace its public event's, and a run of lines with the same key
 * and `merge` parameter becomes one line, told with the run's last event. */
export function narrateEvents(events, ctx) {
  const told = events.map((event) => [...(event.say || [])]);
  told.forEach((lines, index) => { if (index && lines[0]?.replaces) told[index - 1] = []; });
  const flat = [];
  told.forEach((lines, index) => lines.forEach((line) => {
    const previous = flat[flat.length - 1];
    const name = line.merge;
    if (name && previous && previous.line.key === line.key && previous.line.merge === name) {
      const pairs = [...previous.line.params[name].pairs, ...line.params[name].pairs];
      flat.pop();
      line = { ...line, params: { ...line.params, [name]: { pairs } } };
    }
    flat.push({ line, index });
  }));
  const lines = events.map(() => []);
  for (const { line, index } of flat) {
    const said = text(line, ctx);
    if (said !== null) lines[index].push(said);
  }
  return lines;
}
