// The Take 6! table: rows with heads, the hand, the players, the score pad.
// Texts come from the shared catalogs (the terminal client says the same things).
import { el } from "./dom.js";
import { plural, t } from "./i18n.js";
import { narrateEvents } from "./narrate.js";

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

export function cardFace(card, extra = {}) {
  return el("span", { class: `card h${heads(card)}`, ...extra },
    el("span", { class: "num" }, card),
    el("span", { class: "heads", "aria-hidden": "true" }, "▾".repeat(heads(card))));
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

function drawRows(zone, rows, view, ctx, fresh = new Set()) {
  const takes = new Map(ctx.legal.filter((c) => "take_row" in c.action).map((c) => [c.action.take_row, c]));
  zone.replaceChildren(el("h2", { class: "sr-only" }, t("web.rows")), ...rows.map((row, index) => {
    const take = takes.get(index);
    const notes = markerNotes(view, index);
    return el("div", { class: "row", role: "group", "aria-label": [rowLabel(row, index), ...notes].join(". "), "data-row": index },
      el("span", { class: "row-name", "aria-hidden": "true" }, index + 1),
      el("span", { class: "row-cards" }, row.map((card) => cardFace(card, { class: `card h${heads(card)}${fresh.has(card) ? " arrive" : ""}` }))),
      notes.map((note) => el("span", { class: "marker" }, note)),
      !take ? "" : el("button", { type: "button", class: "take", "data-choice": "1", "data-key": `take-${index}`,
        "data-shortcut": String(index + 1), onclick: () => ctx.act(take.action) },
        t("web.take_row", { number: index + 1, heads: plural("heads", sum(row)) })));
  }));
}

export function render(root, view, ctx) {
  useHeads(view);
  const roundLine = view.phase === "draft" ? t("view.draft_round", { round: view.round })
    : t("view.round_turn", { round: view.round, turn: view.turn, turns: view.turns });
  const rows = el("section", { class: "rows", "data-zone": "rows", tabindex: "-1", "aria-label": t("web.rows") });
  drawRows(rows, view.rows, view, ctx);
  root.append(el("p", { class: "round" }, roundLine), rows);
  if (view.low_card) {
    const who = view.low_card.seat === ctx.seat ? t("view.low_card.you", { card: view.low_card.card })
      : t("view.low_card", { name: ctx.name(view.low_card.seat), card: view.low_card.card });
    root.append(el("p", { class: "prompt" }, who));
  }
  if (view.revealed?.length) {
    root.append(el("p", { class: "revealed" }, t("web.revealed"), " ",
      view.revealed.map(([card, seat]) => el("span", { class: "reveal" }, cardFace(card), " ", ctx.name(seat)))));
  }
  root.append(handZone(view, ctx), playersZone(view, ctx), padZone(view, ctx));
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
        return choice ? el("button", { type: "button", class: `card h${heads(card)}`, "data-choice": "1", "data-key": `draft-${card}`,
          "aria-label": `${t("web.draft")} ${card}, ${plural("heads", heads(card))}`, onclick: () => ctx.act(choice.action) },
        el("span", { class: "num" }, card), el("span", { class: "heads", "aria-hidden": "true" }, "▾".repeat(heads(card))))
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
      if (!choice) return cardFace(card, { class: `card h${heads(card)}${chosen ? " chosen" : ""}`, "aria-label": `${card}${chosen ? `, ${t("web.chosen")}` : ""}` });
      return el("button", { type: "button", class: `card h${heads(card)}`, "data-choice": "1", "data-key": `play-${card}`,
        "aria-label": `${t("web.play")} ${card}, ${plural("heads", heads(card))}`,
        onclick: () => ctx.act(flipBox?.checked && flips.has(card) ? flips.get(card).action : choice.action) },
      el("span", { class: "num" }, card), el("span", { class: "heads", "aria-hidden": "true" }, "▾".repeat(heads(card))));
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
  return el("section", { class: "players", "aria-labelledby": "players-title" },
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

function padZone(view, ctx) {
  const zone = el("section", { class: "pad", "data-zone": "pad", tabindex: "-1", "aria-labelledby": "pad-title" },
    el("h2", { id: "pad-title" }, t("pad.title")));
  if (!view.score_pad.length) {
    zone.append(el("p", {}, t("pad.empty")));
    return zone;
  }
  zone.append(el("table", {},
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("pad.round")),
      view.totals.map((_, seat) => el("th", { scope: "col" }, ctx.name(seat))))),
    el("tbody", {}, view.score_pad.map((line, index) => el("tr", {}, el("th", { scope: "row" }, index + 1),
      line.map((value) => el("td", {}, value === null ? t("pad.out") : value))))),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row" }, t("pad.total")), view.totals.map((total) => el("td", {}, total))))));
  return zone;
}

/** A short spoken summary of the table (on connecting). */
export function summary(view, ctx) {
  useHeads(view);
  const lines = [t("view.round_turn", { round: view.round, turn: view.turn, turns: view.turns })];
  view.rows.forEach((row, index) => lines.push(rowLabel(row, index)));
  if (view.hand?.length) lines.push(t("view.hand.you", { cards: cardsText(view.hand), size: plural("cards", view.hand.length), heads: plural("heads", sum(view.hand)) }));
  return lines.join(" ");
}

/** Show one event on the table before the next view arrives; true if something moved. */
export function animate(event, ctx, main) {
  useHeads(ctx.view);
  const zone = main.querySelector("[data-zone=rows]");
  if (!zone) return false;
  ctx.shown ??= { rows: ctx.view.rows.map((row) => [...row]) };
  const rows = ctx.shown.rows;
  if (event.type === "rows_laid") rows.splice(0, rows.length, ...event.rows.map((row) => [...row]));
  else if (event.type === "row_taken") rows[event.row] = [];
  else if (event.type === "card_placed") rows[event.row].push(event.card);
  else return false;
  drawRows(zone, rows, ctx.view, { ...ctx, legal: [] }, new Set(event.type === "card_placed" ? [event.card] : []));
  return true;
}

/** Each event as lines of text: the events' own narration (narrate.js). */
export function describeEvents(events, ctx) {
  ctx.shown = null;
  return narrateEvents(events, ctx);
}
