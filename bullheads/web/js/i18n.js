// Texts: the server's catalogs (shared with the terminal client) plus web-only strings.
let texts = {};
export let lang = "en";

export async function loadTexts(wanted) {
  const response = await fetch(`/api/texts/${wanted}`);
  texts = await response.json();
  lang = wanted;
  document.documentElement.lang = wanted;
}

/** The text of `key` with its {placeholders} filled (Python str.format style); a full
 * stop after a name ending in its own "!" or "?" ("Insert!.") is dropped, as the
 * terminal's Translator does. */
export function t(key, values = {}) {
  const template = texts[key] ?? key;
  const text = template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  return text.replaceAll("!.", "!").replaceAll("?.", "?");
}

/** Whether the catalog has `key` (e.g. a line's ".you" form). */
export function has(key) {
  return key in texts;
}

/** A bot's name in this language (`bot.NAME`), or its own name (a bot from elsewhere). */
export const botLabel = (name) => (has(`bot.${name}`) ? t(`bot.${name}`) : name);

/** `key.one` for 1, else `key.other`, with {count}. */
export function plural(key, count, values = {}) {
  return t(`${key}.${count === 1 ? "one" : "other"}`, { count, ...values });
}

/** A server's refusal in this page's language: its message key and parameters (seats
 * counted from 1), or its English message when the key is unknown here. A parameter that
 * is a narrated line (the refused action's `say`) is told by `tell` (narrate.js's `text`
 * with the page's names), else left out. */
export function said(reply, tell = () => "") {
  if (!reply.key || !has(reply.key)) return reply.message ?? reply.error ?? "";
  const params = Object.fromEntries(Object.entries(reply.params || {}).map(([name, value]) => [name,
    value !== null && typeof value === "object" && "key" in value ? tell(value) : value]));
  return t(reply.key, params);
}
