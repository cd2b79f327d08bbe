// A card with bull heads (Take 6!, Beat the Buffalo, Take 11!): its number, its heads drawn
// as small bull heads (one drawing, used once per head) and the colour players know for its
// count. The count always comes from the game (the view's `card_heads`), never the number.
import { el } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";
const SYMBOL = "bull-head";
/** The colour class of a count of heads (the printed cards' colours); other counts of a
 * custom Take 11! heads table take the 3-head colour. */
const COLOURS = new Set([1, 2, 3, 5, 7]);
export const headClass = (count) => `h${COLOURS.has(count) ? count : 3}`;

/** The bull head, drawn once in the page as an SVG symbol: horns, head, ears, eyes, muzzle. */
function defineSymbol() {
  if (document.getElementById(SYMBOL)) return;
  const sprite = document.createElementNS(SVG, "svg");
  sprite.setAttribute("aria-hidden", "true");
  sprite.setAttribute("class", "sprite");
  sprite.innerHTML = `<symbol id="${SYMBOL}" viewBox="0 0 24 24">
    <path d="M7.4 9C3.4 9.2.9 6.6 1.2 2.4c1.3 2.6 3.4 3.6 6.6 3.8zM16.6 9c4 .2 6.5-2.4 6.2-6.6-1.3 2.6-3.4 3.6-6.6 3.8z" fill="currentColor"/>
    <ellipse cx="4.6" cy="10.2" rx="2.4" ry="1.3" transform="rotate(20 4.6 10.2)" fill="currentColor"/>
    <ellipse cx="19.4" cy="10.2" rx="2.4" ry="1.3" transform="rotate(-20 19.4 10.2)" fill="currentColor"/>
    <path d="M6.4 7.6Q12 4.6 17.6 7.6L16.6 15.2Q12 17.4 7.4 15.2z" fill="currentColor"/>
    <ellipse cx="12" cy="17.6" rx="4.6" ry="3.6" fill="#f0c4cf" stroke="currentColor" stroke-width="1"/>
    <ellipse cx="10.3" cy="17.8" rx=".8" ry="1.1" fill="currentColor"/><ellipse cx="13.7" cy="17.8" rx=".8" ry="1.1" fill="currentColor"/>
    <circle cx="9.4" cy="10.6" r="1.3" fill="#fff"/><circle cx="14.6" cy="10.6" r="1.3" fill="#fff"/>
  </symbol>`;
  document.body.prepend(sprite);
}

/** One bull head per head, in lines of at most four (seven heads: 4 over 3). */
export function bullHeads(count) {
  defineSymbol();
  const lines = count > 3 ? [Math.ceil(count / 2), Math.floor(count / 2)] : [count];
  return el("span", { class: "heads", "aria-hidden": "true", "data-heads": count },
    lines.map((size) => el("span", { class: "heads-line" }, Array.from({ length: size }, () => {
      const icon = document.createElementNS(SVG, "svg");
      icon.setAttribute("class", "head");
      icon.setAttribute("viewBox", "0 0 24 24");
      const use = document.createElementNS(SVG, "use");
      use.setAttribute("href", `#${SYMBOL}`);
      icon.append(use);
      return icon;
    }))));
}

/** The inside of a card: its number over its heads. */
export const cardInside = (card, count) => [el("span", { class: "num" }, card), bullHeads(count)];

/** A card (a span), or a button when `extra` has an onclick. `extra.class` adds classes. */
export function headsCard(card, count, extra = {}) {
  const { class: more = "", ...rest } = extra;
  const tag = rest.onclick ? "button" : "span";
  const attrs = { class: `card ${headClass(count)}${more ? ` ${more}` : ""}`, "data-fly": `card-${card}`, ...rest };
  if (tag === "button") attrs.type = "button";
  return el(tag, attrs, cardInside(card, count));
}

/** A face-down card (a choice not yet revealed). */
export const cardBack = (extra = {}) => el("span", { class: "card back", "aria-hidden": "true", ...extra });
