// The Take 6! table: the players around the felt (each with a face-down choice, then the
// revealed card, the running total and the heads of this round), the rows with their five
// places and the marked sixth, the hand and the score pad. Cards travel from the players to
// the rows in placing order and taken rows to their taker, one event at a time.
// Texts come from the shared catalogs (the terminal client says the same things).
import { el } from "./dom.js";
import { plural, t } from "./i18n.js";
import { bullHeads, headsCard } from "./cards.js";
import { scorePad } from "./endgame.js";
import { animateFelt, feltNode, seatSpot } from "./felt.js";

/** Heads printed on each card (T6-02): the game's table in the view (`card_heads`), for
 * drawing only (the engine scores). A table takes it from each view it renders. */
let cardHeads = [];
export function useHeads(view) {
  cardHeads = view.card_heads;
}
export function heads(card) {
  return cardHeads[card];
}

const SHOWS = { even: "parity.even", odd: "parity.odd", up: "arrow.up", down: "arrow.down" };
/** The heads of a row or pile of Take 6! cards. */
export const sum = (cards) => cards.reduce((total, card) => total + heads(card), 0);
const cardsText = (cards) => cards.join(", ");

/** A card with its bull heads; a button when `extra` has an onclick. */
export function cardFace(card, extra = {}) {
  return headsCard(card, heads(card), extra);
}

function rowLabel(row, index) {
  return t("view.row", { number: index + 1, cards: cardsText(row), size: plural("cards", row.length), heads: plural("heads", sum(row)) });
}

function markerNotes(view, index) {
  const markers = view.fans?.markers || {};
  const notes = [];
  if (markers["even-odd"]?.row === index) notes.push(t("view.marker_parity", { parity: t(SHOWS[markers["even-odd"].shows]) }));
  if (markers.mountaineering?.row === index) notes.push(t("view.marker_descending", { arrow: t(SHOWS[markers.mountaineering.arrow]) }));
  if (markers.cow?.row === index) notes.push(t("view.cow"));
  return notes;
}

/** A row's places: as many as it holds (the view's `row_capacity`, T6-08), then the
 * place whose card takes the row, marked. */
export function rowPlaces(row, capacity) {
  const places = [];
  for (let index = 0; index < Math.max(capacity, row.length); index += 1) {
    places.push(el("span", { class: "place" }, index < row.length ? cardFace(row[index]) : ""));
  }
  places.push(el("span", { class: "place sixth", "aria-hidden": "true", title: t("web.takes_row") }, bullHeads(1)));
  return el("span", { class: "row-cards" }, places);
}

function drawRows(zone, rows, view, ctx) {
  const takes = new Map(ctx.legal.filter((c) => "take_row" in c.action).map((c) => [c.action.take_row, c]));
  zone.replaceChildren(el("h2", { class: "sr-only" }, t("web.rows")), ...rows.map((row, index) => {
    const take = takes.get(index);
    const notes = markerNotes(view, index);
    return el("div", { class: "row", role: "group", "aria-label": [rowLabel(row, index), ...notes].join(". "), "data-row": index },
      el("span", { class: "row-name", "aria-hidden": "true" }, index + 1),
      rowPlaces(row, view.row_capacity[index]),
      notes.map((note) => el("span", { class: "marker" }, note)),
      !take ? "" : el("button", { type: "button", class: "take", "data-choice": "1", "data-key": `take-${index}`,
        "data-shortcut": String(index + 1), onclick: () => ctx.act(take.action) },
        t("web.take_row", { number: index + 1, heads: plural("heads", sum(row)) })));
  }));
}

/** Take 6!'s felt (felt.js): the rows, each seat's revealed card, the seats whose choice
 * lies face down, and at each seat its running total, the heads it took this round and its
 * cards left. */
const FELT = {
  model: (view) => ({
    rows: view.rows.map((row) => [...row]),
    mine: view.my_choice,
    revealed: new Map((view.revealed || []).map(([card, seat]) => [seat, card])),
    chosen: new Set(view.chosen.flatMap((chosen, seat) => (chosen ? [seat] : []))),
    heads: [...view.penalty_heads],
  }),
  seats: (view) => view.totals.map((_, seat) => seat),
  rows: drawRows,
  face: cardFace,
  spot(seat, felt, view, ctx, card) {
    const room = ctx.room || { away: [] };
    const notes = [];
    if (!view.active[seat]) notes.push(t("pad.out"));
    if (room.away.includes(seat)) notes.push(t("web.bot_playing"));
    return seatSpot(seat, ctx, {
      name: ctx.name(seat), notes, card, out: !view.active[seat],
      acting: view.to_act.includes(seat) && !felt.chosen.has(seat),
      tally: [el("span", { class: "total", title: t("pad.total") }, "Σ ", view.totals[seat]),
        el("span", { class: "taken", title: t("web.round_heads") }, "+", felt.heads[seat], bullHeads(1)),
        el("span", { class: "left", title: t("web.cards_left") }, el("span", { class: "mini-card" }), view.hand_sizes[seat])],
    });
  },
};

export function render(root, view, ctx) {
  useHeads(view);
  const roundLine = view.phase === "draft" ? t("view.draft_round", { round: view.round })
    : t("view.round_turn", { round: view.round, turn: view.turn, turns: view.turns });
  root.append(el("p", { class: "round" }, roundLine), feltNode(FELT, view, ctx));
  if (view.low_card) {
    const who = view.low_card.seat === ctx.seat ? t("view.low_card.you", { card: view.low_card.card })
      : t("view.low_card", { name: ctx.name(view.low_card.seat), card: view.low_card.card });
    root.append(el("p", { class: "prompt" }, who));
  }
  if (view.revealed?.length) {
    root.append(el("p", { class: "revealed" }, t("web.revealed"), " ",
      view.revealed.map(([card, seat]) => el("span", { class: "reveal" }, cardFace(card, { "data-fly": null }), " ", ctx.name(seat)))));
  }
  root.append(handZone(view, ctx), playersZone(view, ctx), scorePad(view, ctx));
}

function handZone(view, ctx) {
  const zone = el("section", { class: "hand", "data-zone": "hand", tabindex: "-1", "aria-labelledby": "hand-title" });
  const plays = new Map();
  const flips = new Map();
  for (const choice of ctx.legal) {
    if ("play" in choice.action) (choice.action.flip ? flips : plays).set(choice.action.play, choice);
  }
  const drafts = ctx.legal.filter((choice) => "draft" in choice.action);
  if (view.phase === "draft" && view.draft) {
    zone.append(el("h2", { id: "hand-title" }, t("view.draft_pool", { count: view.draft.pool.length, cards: "" })),
      el("div", { class: "cards" }, view.draft.pool.map((card) => {
        const choice = drafts.find((c) => c.action.draft === card);
        return choice ? cardFace(card, { "data-choice": "1", "data-key": `draft-${card}`,
          "aria-label": `${t("web.draft")} ${card}, ${plural("heads", heads(card))}`, onclick: () => ctx.act(choice.action) })
          : cardFace(card);
      })));
  }
  if (ctx.seat === null) {
    zone.append(el("h2", { id: view.phase === "draft" ? "hands-title" : "hand-title" }, t("web.spectating")));
    if (view.hands) zone.append(openHands(view, ctx));
    return zone;
  }
  const hand = view.hand || [];
  const title = hand.length ? t("view.hand.you", { cards: "", size: plural("cards", hand.length), heads: plural("heads", sum(hand)) })
    : t("view.hand_empty.you");
  let flipBox = null;
  if (flips.size) {
    flipBox = el("input", { type: "checkbox", id: "flip", "data-key": "flip" });
  }
  zone.append(el(view.phase === "draft" ? "h3" : "h2", { id: view.phase === "draft" ? "own-hand" : "hand-title" }, title),
    flipBox ? el("label", { class: "flip" }, flipBox, " ", t("web.flip")) : "",
    el("div", { class: "cards" }, hand.map((card) => {
      const choice = plays.get(card);
      const chosen = view.my_choice === card;
      if (!choice) return cardFace(card, { class: chosen ? "chosen" : "", "aria-label": `${card}${chosen ? `, ${t("web.chosen")}` : ""}` });
      return cardFace(card, { "data-choice": "1", "data-key": `play-${card}`,
        "aria-label": `${t("web.play")} ${card}, ${plural("heads", heads(card))}`,
        onclick: () => ctx.act(flipBox?.checked && flips.has(card) ? flips.get(card).action : choice.action) });
    })));
  if (view.hands) zone.append(openHands(view, ctx));
  return zone;
}

function openHands(view, ctx) {
  return el("div", { class: "open-hands" }, el("h3", {}, t("view.open_hands")),
    el("ul", {}, view.hands.map((hand, seat) => seat === ctx.seat ? null
      : el("li", {}, t("view.open_hand", { name: ctx.name(seat), cards: cardsText(hand) })))));
}

function playersZone(view, ctx) {
  const room = ctx.room || { away: [], connected: [], seats: [] };
  return el("section", { class: "players sr-only", "aria-labelledby": "players-title" },
    el("h2", { id: "players-title" }, t("web.players")),
    el("table", {},
      el("thead", {}, el("tr", {}, [t("web.player"), t("web.cards_left"), t("web.has_chosen"), t("web.round_heads"), t("pad.total")]
        .map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, view.totals.map((total, seat) => {
        const state = [];
        if (!view.active[seat]) state.push(t("pad.out"));
        if (room.away.includes(seat)) state.push(t("web.bot_playing"));
        return el("tr", { class: seat === ctx.seat ? "me" : "" },
          el("th", { scope: "row" }, ctx.name(seat), state.length ? ` (${state.join(", ")})` : ""),
          el("td", {}, view.hand_sizes[seat]),
          el("td", {}, view.chosen[seat] ? "✓" : (view.to_act.includes(seat) ? "…" : "")),
          el("td", {}, view.penalty_heads[seat]),
          el("td", {}, total));
      }))));
}

/** The heads of each round, per seat (the score pad), for the chart at the end. */
export const rounds = (view) => view.score_pad;

/** A short spoken summary of the table (on connecting). */
export function summary(view, ctx) {
  useHeads(view);
  const lines = [t("view.round_turn", { round: view.round, turn: view.turn, turns: view.turns })];
  view.rows.forEach((row, index) => lines.push(rowLabel(row, index)));
  if (view.hand?.length) lines.push(t("view.hand.you", { cards: cardsText(view.hand), size: plural("cards", view.hand.length), heads: plural("heads", sum(view.hand)) }));
  return lines.join(" ");
}

/** Show one event on the felt before the next view arrives; true if something moved
 * (felt.js: cards travel from the seats to the rows in placing order, taken rows to their
 * taker, whose heads this round grow). */
export function animate(event, ctx, main) {
  useHeads(ctx.view);
  return animateFelt(FELT, event, ctx, main);
}

/** Each event as lines of text: the events' own narration (narrate.js). */
export { describeEvents } from "./felt.js";
