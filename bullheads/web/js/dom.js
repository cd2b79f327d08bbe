// Small helpers to build elements and speak to screen readers.
import { said } from "./i18n.js";

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A maker of choice buttons numbered 1 to 9 in order (the keys that press them, room.js);
 * `key` names each button's data-key from its action, so a redraw keeps the focus. */
export function numberedChoices(ctx, key) {
  let shortcut = 0;
  return (choice, text, extra = {}) => {
    shortcut += 1;
    return el("button", { type: "button", "data-choice": "1", "data-key": `${key}-${JSON.stringify(choice.action)}`,
      "data-shortcut": shortcut < 10 ? String(shortcut) : null, onclick: () => ctx.act(choice.action), ...extra },
    shortcut < 10 ? `${shortcut}. ${text}` : text);
  };
}

const KEEP = 30;

/** Say `text` through the polite live region (every event goes through here). */
export function announce(text) {
  const region = document.getElementById("announcer");
  if (!region || !text) return;
  region.append(el("p", {}, text));
  while (region.childElementCount > KEEP) region.firstElementChild.remove();
}

/** Say `text` at once (errors). */
export function alertNow(text) {
  const region = document.getElementById("alert");
  if (!region) return;
  region.textContent = "";
  region.textContent = text;
}

export async function api(path, body) {
  const options = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  const response = await fetch(path, options);
  const data = await response.json();
  if (!response.ok) throw new Error(said(data) || response.statusText);
  return data;
}

export const reducedMotion = () =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches || new URLSearchParams(location.search).has("fast");
