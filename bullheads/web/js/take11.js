// The Take 11! table: the piles (their top cards only, T11-05), the draw pile, the bull cards, the
// hand, the play of one or more cards (choose a card, then the pile, then end the turn),
// taking a pile, stealing a bull card, and the score pad across rounds.
import { el } from "./dom.js";
import { plural, t } from "./i18n.js";
import { headsCard } from "./cards.js";
import { scorePad } from "./endgame.js";

/** The heads of each card: the game's table in play, from the view (card_heads, T11-02). */
function headsTable(view) {
  return (card) => view.card_heads[card];
}

function cardFace(card, headsOf, extra = {}) {
  return headsCard(card, headsOf(card), extra);
}

// The card chosen in the hand, waiting for its pile (kept while the decision lasts).
let picked = { decision: null, card: null };

export function render(root, view, ctx) {
  const headsOf = headsTable(view);
  if (picked.decision !== ctx.decision) picked = { decision: ctx.decision, card: null };
  const plays = ctx.legal.filter((c) => "play" in c.action);
  const takes = ctx.legal.filter((c) => "take" in c.action);
  const endTurn = ctx.legal.find((c) => "end_turn" in c.action);
  const steals = ctx.legal.filter((c) => "steal_from" in c.action);
  const pileOf = (top) => view.turn_tops.indexOf(top);
  const playsOf = (card) => plays.filter((c) => c.action.play === card);
  if (picked.card !== null && !playsOf(picked.card).length) picked.card = null;
  const redraw = () => {
    const table = ctx.main.querySelector("#table");
    if (!table) return;
    table.replaceChildren();
    render(table, view, ctx);
  };

  const status = [t("t11.view.round", { round: view.round, rounds: view.rounds }),
    plural("t11.view.draw", view.draw_size), t("web.t11.supply", { count: view.supply })];
  root.append(el("p", { class: "round" }, status.join(" · ")));

  // the piles
  const piles = el("section", { class: "rows piles11", "data-zone": "rows", tabindex: "-1", "aria-label": t("web.t11.piles") },
    el("h2", { class: "sr-only" }, t("web.t11.piles")));
  let shortcut = 0;
  view.piles.forEach((pile, index) => {
    const take = takes.find((c) => c.action.take === pile.top);
    const here = picked.card === null ? null : playsOf(picked.card).find((c) => pileOf(c.action.on) === index);
    const played = view.turn_reach[index] > 0;
    const label = t("t11.view.pile", { number: index + 1, top: pile.top });
    const buttons = [];
    if (here) {
      shortcut += 1;
      buttons.push(el("button", { type: "button", class: "take primary", "data-choice": "1", "data-key": `on-${index}`,
        "data-shortcut": shortcut < 10 ? String(shortcut) : null, onclick: () => { picked.card = null; ctx.act(here.action); } },
      t("web.t11.play_here", { card: picked.card, number: index + 1 })));
    }
    if (take) {
      shortcut += 1;
      buttons.push(el("button", { type: "button", class: "take", "data-choice": "1", "data-key": `take-${index}`,
        "data-shortcut": shortcut < 10 ? String(shortcut) : null, onclick: () => ctx.act(take.action) },
      t("web.t11.take", { number: index + 1 })));
    }
    piles.append(el("div", { class: `row pile11${played ? " played" : ""}`, role: "group", "aria-label": label, "data-row": index },
      el("span", { class: "row-name", "aria-hidden": "true" }, index + 1),
      cardFace(pile.top, headsOf),
      played ? el("span", { class: "marker" }, t("web.t11.played_on")) : "",
      buttons));
  });
  root.append(piles);

  // what to do now
  const me = ctx.seat;
  if (steals.length) {
    root.append(el("section", { class: "choices", "aria-labelledby": "steal-title" },
      el("h2", { id: "steal-title" }, t("web.t11.steal")),
      el("div", { class: "buttons" }, steals.map((choice, index) => el("button", { type: "button", "data-choice": "1",
        "data-key": `steal-${choice.action.steal_from}`, "data-shortcut": index < 9 ? String(index + 1) : null,
        onclick: () => ctx.act(choice.action) }, `${index + 1}. ${t("web.t11.steal_from", { name: ctx.name(choice.action.steal_from), bulls: view.bulls[choice.action.steal_from] })}`)))));
  } else if (me !== null && view.turn_seat === me && (plays.length || takes.length || endTurn)) {
    const bulls = view.bulls[me];
    const used = view.turn_reach.filter((reach) => reach > 0).length;
    let hint = used ? t("web.t11.more", { used, piles: Math.max(bulls, 1) })
      : bulls ? plural("t11.view.turn_bulls", bulls) : t("web.t11.turn_one");
    if (picked.card !== null) hint = t("web.t11.pick_pile", { card: picked.card });
    root.append(el("p", { class: "prompt", role: "status" }, hint,
      endTurn ? el("button", { type: "button", class: "primary end-turn", "data-choice": "1", "data-key": "end-turn",
        onclick: () => { picked.card = null; ctx.act(endTurn.action); } }, t("web.t11.end_turn")) : ""));
  } else if (view.phase !== "over") {
    root.append(el("p", { class: "prompt" }, t("web.waiting_for", { names: view.to_act.map(ctx.name).join(", ") })));
  }

  // the hand
  const hand = el("section", { class: "hand", "data-zone": "hand", tabindex: "-1", "aria-labelledby": "hand-title" });
  if (me === null || !view.hand) {
    hand.append(el("h2", { id: "hand-title" }, t("web.spectating")));
  } else {
    const total = view.hand.reduce((sum, card) => sum + headsOf(card), 0);
    hand.append(el("h2", { id: "hand-title" }, view.hand.length
      ? t("view.hand.you", { cards: "", size: plural("cards", view.hand.length), heads: plural("heads", total) }) : t("view.hand_empty.you")),
    el("div", { class: "cards" }, view.hand.map((card) => {
      const options = playsOf(card);
      if (!options.length) {
        return cardFace(card, headsOf, { class: plays.length ? "idle" : "", "aria-label": `${card}, ${plural("heads", headsOf(card))}` });
      }
      const pressed = picked.card === card;
      return cardFace(card, headsOf, { class: pressed ? "chosen" : "",
        "data-choice": "1", "data-key": `card-${card}`, "aria-pressed": pressed ? "true" : "false",
        "aria-label": options.length === 1 ? t("web.t11.play_on", { card, number: pileOf(options[0].action.on) + 1 })
          : t("web.t11.choose_card", { card, count: options.length }),
        onclick: () => {
          if (options.length === 1) { picked.card = null; ctx.act(options[0].action); return; }
          picked.card = pressed ? null : card;
          redraw();
          ctx.main.querySelector("[data-key^='on-']")?.focus();
        } });
    })));
  }
  root.append(hand);

  // players and the score pad
  const room = ctx.room || { away: [] };
  root.append(el("section", { class: "players", "aria-labelledby": "players-title" },
    el("h2", { id: "players-title" }, t("web.players")),
    el("table", {},
      el("thead", {}, el("tr", {}, [t("web.player"), t("web.cards_left"), t("web.t11.bulls"), t("pad.total")].map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, view.totals.map((total, seat) => el("tr", { class: `${seat === me ? "me" : ""}${seat === view.turn_seat ? " turn" : ""}`, "data-seat-spot": seat },
        el("th", { scope: "row" }, seat === view.turn_seat ? "▶ " : "", ctx.name(seat), room.away.includes(seat) ? ` (${t("web.bot_playing")})` : ""),
        el("td", {}, view.hand_sizes[seat]), el("td", {}, view.bulls[seat]), el("td", {}, total)))))));
  root.append(scorePad(view, ctx));
}

/** The heads of each round, per seat (the score pad), for the chart at the end. */
export const rounds = (view) => view.score_pad;

export function summary(view, ctx) {
  const lines = [t("t11.view.round", { round: view.round, rounds: view.rounds })];
  view.piles.forEach((pile, index) => lines.push(t("t11.view.pile", { number: index + 1, top: pile.top })));
  if (view.hand?.length) {
    const headsOf = headsTable(view);
    const total = view.hand.reduce((sum, card) => sum + headsOf(card), 0);
    lines.push(t("view.hand.you", { cards: view.hand.join(", "), size: plural("cards", view.hand.length), heads: plural("heads", total) }));
  }
  return lines.join(" ");
}

export { narrateEvents as describeEvents } from "./narrate.js";
