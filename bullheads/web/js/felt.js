// The felt shared by the tables of Take 6! cards (Take 6! and Beat the Buffalo): the rows in
// the middle and the seats around them, each with its face-down choice, then its revealed
// card, and what the game's view says of it; the events of an update are played on it one
// by one (a revealed card turns up at its seat, a placed card travels from its seat to its
// place, a taken row slides to its taker). Each table says what it shows through a table
// object (below); this module only lays it out and moves it.
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { cardBack } from "./cards.js";
import { FLY_MS, positions, seatRect, send, slide } from "./motion.js";
import { narrateEvents } from "./narrate.js";

/** A table object: how one game's felt is drawn from its view.
 * - `model(view)`: what the felt shows, `{ rows, revealed, chosen, mine, heads }`: the rows,
 *   each seat's revealed card (a Map), the seats whose choice lies face down (a Set), this
 *   seat's own choice (or null), and the heads shown at the seats (by seat; a seat absent
 *   from it shows none);
 * - `seats(view)`: the seats in the order they sit;
 * - `rows(zone, rows, view, ctx)`: draws the rows into their zone (its heading too);
 * - `spot(seat, felt, view, ctx, card)`: a seat's place ({@link seatSpot}) around `card`;
 * - `face(card, extra)`: a face-up card. */

/** The seats in the order they sit, from this seat on (a spectator: from the first), split
 * into the sides of the felt: left, top, right (this seat sits at the bottom); each with its
 * place in that order (`after`: 0 is this seat, the phone's layout orders by it). */
function sides(seats, me) {
  const at = seats.indexOf(me);
  const others = at < 0 ? [...seats] : [...seats.slice(at + 1), ...seats.slice(0, at)];
  const after = new Map(others.map((seat, index) => [seat, at < 0 ? index : index + 1]));
  if (at >= 0) after.set(me, 0);
  const side = others.length >= 4 ? Math.floor(others.length / 4) : 0;
  return { after, left: others.slice(0, side).reverse(), top: others.slice(side, others.length - side), right: others.slice(others.length - side) };
}

/** A seat's card on the felt: its revealed card, or its own choice (seen by itself only), or
 * a face-down card once it has chosen, or an empty place. */
function seatCard(seat, felt, ctx, table) {
  const revealed = felt.revealed.get(seat);
  if (revealed !== undefined) return table.face(revealed, { class: "revealed-card" });
  if (seat === ctx.seat && felt.mine) return table.face(felt.mine, { class: "picked", "data-fly": `chosen-${felt.mine}` });
  if (felt.chosen.has(seat)) return cardBack({ "data-fly": `back-${seat}` });
  return el("span", { class: "card slot" });
}

/** A seat's place at the table: its name (with `notes`, e.g. out, a bot playing), its card
 * and its `tally` (spans), highlighted while it owes a choice (`acting`). */
export function seatSpot(seat, ctx, { name, notes = [], card, tally = [], acting = false, out = false, extra = "" }) {
  const classes = ["spot", seat === ctx.seat ? "me" : "", acting ? "acting" : "", out ? "out" : "", extra];
  return el("li", { class: classes.filter(Boolean).join(" "), "data-seat-spot": seat },
    el("span", { class: "who" }, name, notes.length ? ` (${notes.join(", ")})` : ""),
    card,
    el("span", { class: "tally" }, tally));
}

/** The felt: the rows with the seats around them. The spots are for the eyes: each table's
 * players table says the same to screen readers. */
function drawFelt(node, table, felt, view, ctx) {
  const rows = el("section", { class: "rows", "data-zone": "rows", tabindex: "-1", "aria-label": t("web.rows") });
  table.rows(rows, felt.rows, view, ctx);
  const { after, left, top, right } = sides(table.seats(view), ctx.seat);
  const spots = (seats, side) => el("ul", { class: `spots spots-${side}`, "aria-hidden": "true" }, seats.map((seat) => {
    const spot = table.spot(seat, felt, view, ctx, seatCard(seat, felt, ctx, table));
    spot.style.setProperty("--after", after.get(seat));
    return spot;
  }));
  node.replaceChildren(spots(top, "top"), spots(left, "left"), rows, spots(right, "right"),
    ctx.seat === null ? "" : spots([ctx.seat], "bottom"));
}

/** A new felt drawn from the view (`seats`: how many sit around it, for the layout). */
export function feltNode(table, view, ctx) {
  const node = el("div", { class: "felt", style: `--seats: ${table.seats(view).length}` });
  drawFelt(node, table, table.model(view), view, ctx);
  return node;
}

/** Show one event on the felt before the next view arrives; true if something moved. */
export function animateFelt(table, event, ctx, main) {
  const node = main.querySelector(".felt");
  if (!node) return false;
  ctx.shown ??= table.model(ctx.view);
  const felt = ctx.shown;
  const before = positions(node);
  if (event.type === "rows_laid") felt.rows = event.rows.map((row) => [...row]);
  else if (event.type === "round_started") for (const seat of Object.keys(felt.heads)) felt.heads[seat] = 0;
  else if (event.type === "cards_revealed") {
    felt.revealed = new Map(event.plays.map(([card, seat]) => [seat, card]));
    felt.chosen = new Set();
  } else if (event.type === "row_taken") {
    felt.rows[event.row] = [];
    if (event.seat in felt.heads) felt.heads[event.seat] += event.heads;
  } else if (event.type === "card_placed") {
    felt.rows[event.row].push(event.card);
    felt.revealed.delete(event.seat);
  } else return false;
  drawFelt(node, table, felt, ctx.view, { ...ctx, legal: [] });
  if (event.type === "row_taken") {
    const taker = seatRect(node, event.seat);
    event.cards.forEach((card, index) => {
      const was = before.get(`card-${card}`);
      if (was) send(was.node, was.rect, taker, index * 30);
    });
  } else if (event.type === "card_placed") {
    const card = node.querySelector(`.rows [data-fly="card-${event.card}"]`);
    if (card) slide(card, before.get(`card-${event.card}`)?.rect ?? before.get(`chosen-${event.card}`)?.rect ?? seatRect(node, event.seat));
  } else if (event.type === "cards_revealed") {
    for (const [card, seat] of event.plays) {
      const face = node.querySelector(`[data-seat-spot="${seat}"] [data-fly="card-${card}"]`);
      if (face?.animate) face.animate([{ transform: "rotateY(90deg)" }, { transform: "none" }], { duration: FLY_MS / 2 });
    }
  }
  return true;
}

/** Each event of an update as lines of text (narrate.js); the felt then starts again from
 * the view the update was made from, to play its events. */
export function describeEvents(events, ctx) {
  ctx.shown = null;
  return narrateEvents(events, ctx);
}
