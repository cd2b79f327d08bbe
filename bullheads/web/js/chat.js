// Table talk: a small chat panel under the room. Lines are shown as text, never as HTML.
// Whether the table may talk now is the game's rule: the server says it in every update
// (`talk`), and the input is closed with the reason while talk is not allowed, and for
// spectators, who read the talk but do not take part.
import { announce, el } from "./dom.js";
import { t } from "./i18n.js";

const KEEP = 50;
const MAX = 200;

/** Put the panel after `main` (outside the redrawn table, so typing survives updates);
 * `say(text)` sends a line, `name(seat, fallback)` names a seat. */
export function mountChat(main, say, name) {
  const list = el("ol", { class: "log", id: "chat-lines", tabindex: "0", "aria-label": t("web.chat") });
  const input = el("input", { type: "text", id: "chat-text", maxlength: MAX, autocomplete: "off" });
  const button = el("button", { type: "submit", id: "chat-send" }, t("web.chat_send"));
  const reason = el("p", { id: "chat-reason", role: "status" });
  const form = el("form", {}, el("label", { for: "chat-text" }, t("web.chat_label")), " ", input, " ", button);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || input.disabled) return;
    say(text);
    input.value = "";
  });
  const panel = el("aside", { class: "log-panel chat", id: "chat", "aria-labelledby": "chat-title" },
    el("h2", { id: "chat-title" }, t("web.chat")), list, form, reason);
  main.after(panel);
  return {
    /** New lines (one when someone speaks, the recent talk on joining). */
    add(lines) {
      for (const line of lines) {
        const who = name(line.seat, line.name);
        list.append(el("li", {}, el("strong", {}, who), ": ", line.text));
        if (lines.length === 1) announce(`${who}: ${line.text}`);
      }
      while (list.childElementCount > KEEP) list.firstElementChild.remove();
    },
    /** Open or close the input: `talk` from the server, `seat` null for a spectator. */
    update(talk, seat) {
      const closed = seat === null ? t("web.chat_watchers") : talk === false ? t("web.chat_closed") : "";
      input.disabled = Boolean(closed);
      button.disabled = Boolean(closed);
      reason.textContent = closed;
    },
  };
}
