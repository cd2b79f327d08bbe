// Movement on the tables, with the Web Animations API: a thing tagged data-fly="key" that
// changed place between two drawings slides from where it was to where it is; one that is
// new comes from its source (the seat that played it); one that left goes to its
// destination (the seat that took it). Which moves happen is decided by the events the
// server sent; nothing moves under prefers-reduced-motion.
import { reducedMotion } from "./dom.js";

export const FLY_MS = 420;
const EASING = "cubic-bezier(.2,.7,.3,1)";

/** The table's corner: places are kept from it, so that a table moved as a whole (a line
 * above it grew) moves nothing on it. */
function corner(root) {
  const rect = (root.querySelector("#table") ?? root).getBoundingClientRect();
  return { x: rect.left, y: rect.top };
}

/** Where each tagged thing is now (the first of a key), with a copy to fly if it leaves. */
export function positions(root) {
  const found = new Map();
  const { x, y } = corner(root);
  for (const node of root.querySelectorAll("[data-fly]")) {
    const rect = node.getBoundingClientRect();
    if (!found.has(node.dataset.fly)) found.set(node.dataset.fly, { rect, x: rect.left - x, y: rect.top - y, node });
  }
  return found;
}

/** The place of a seat on the table (its spot around the felt, or its line in a list). */
export function seatRect(root, seat) {
  const spot = seat === null || seat === undefined ? null : root.querySelector(`[data-seat-spot="${seat}"]`);
  return spot ? spot.getBoundingClientRect() : null;
}

/** Slide `node` from rectangle `from` to where it is now. */
export function slide(node, from, delay = 0) {
  if (reducedMotion() || !from || !node.animate) return null;
  const to = node.getBoundingClientRect();
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  return node.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 5 }, { transform: "none", zIndex: 5 }],
    { duration: FLY_MS, delay, easing: EASING, fill: "backwards" });
}

/** A copy of a node that left the table, flown from where it was to rectangle `to`. */
export function send(node, from, to, delay = 0) {
  if (reducedMotion() || !to || !document.body.animate) return;
  const ghost = node.cloneNode(true);
  ghost.removeAttribute("data-fly");
  ghost.setAttribute("aria-hidden", "true");
  Object.assign(ghost.style, { position: "fixed", left: `${from.left}px`, top: `${from.top}px`, width: `${from.width}px`,
    height: `${from.height}px`, margin: "0", zIndex: "20", pointerEvents: "none" });
  document.body.append(ghost);
  const dx = to.left + to.width / 2 - (from.left + from.width / 2);
  const dy = to.top + to.height / 2 - (from.top + from.height / 2);
  const flight = ghost.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(.5)`, opacity: 0.2 }],
    { duration: FLY_MS, delay, easing: EASING, fill: "both" });
  flight.onfinish = () => ghost.remove();
  flight.oncancel = () => ghost.remove();
}

/** After a redraw: what stayed slides to its new place, what is new comes from
 * `sourceOf(key)` (a rectangle, or null: it just appears), what left goes to
 * `sinkOf(key)` (a rectangle, or null: it just goes). */
export function flip(root, before, sourceOf = () => null, sinkOf = () => null) {
  if (reducedMotion()) return;
  const after = positions(root);
  const { x, y } = corner(root);
  for (const node of root.querySelectorAll("[data-fly]")) {
    const key = node.dataset.fly;
    const was = before.get(key);
    slide(node, was ? { left: was.x + x, top: was.y + y } : sourceOf(key));
  }
  for (const [key, { rect, node }] of before) {
    if (!after.has(key)) send(node, rect, sinkOf(key));
  }
}
