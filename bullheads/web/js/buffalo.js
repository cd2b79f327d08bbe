// The Beat the Buffalo table: the felt shared with Take 6! (felt.js: the members and the
// buffalo around the rows, with their Take 7! and Stop! cards), the face-up special cards,
// the revealed cards in placing order, both piles, the member's hand and the team's
// decisions. Any person in the team may answer a team decision (the server sends them its
// legal actions); spectators see that the team is deciding. Texts come from the shared
// catalogs.
import { el, numberedChoices } from "./dom.js";
import { plural, t } from "./i18n.js";
import { bullHeads } from "./cards.js";
import { animateFelt, feltNode, seatSpot } from "./felt.js";
import { cardFace, heads, rowPlaces, sum, useHeads } from "./take6.js";

const BUFFALO = -1;
const special = (kind) => t(`buf.special.${kind}`);
/** The special cards in the order the rule book lists them (BUF-10..BUF-17). */
const KINDS = ["take7", "stop", "replace", "insert", "push", "first", "last", "sort"];

function who(ctx, seat) {
  return seat === BUFFALO ? t("buf.buffalo") : ctx.name(seat);
}

/** An action's words in the page's language (the server's own text is English). */
function actionText(action, view) {
  const [key, value] = Object.entries(action)[0];
  if (key === "pass") return t("web.buf.pass");
  if (key === "sort") return t("buf.act.sort");
  if (key === "take_row") return t("buf.act.take", { row: value + 1 });
  if (["take7", "stop", "unstop"].includes(key)) return t(`buf.act.${key}`, { row: value + 1 });
  if (["replace", "first", "last", "order"].includes(key)) return t(`buf.act.${key}`, { card: value });
  if (key === "insert") return t("buf.act.insert", { card: view.insert_card, row: value[0] + 1, before: view.rows[value[0]][value[1]] });
  if (key === "push") {
    const [source, index, row, place] = value;
    const values = { card: view.rows[source][index], source: source + 1, row: row + 1, before: view.rows[row][place] };
    return t(place === view.rows[row].length ? "buf.act.push.end" : "buf.act.push.before", values);
  }
  return t("buf.act.play", { card: value });
}

/** The rows (those shown on the felt: the view's, or as the events of an update are played)
 * with their Take 7! and Stop! cards, their places and the team's take buttons. */
function drawRows(zone, rows, view, ctx) {
  const takes = new Map(ctx.legal.filter((c) => "take_row" in c.action).map((c) => [c.action.take_row, c]));
  zone.replaceChildren(el("h2", { class: "sr-only" }, t("web.rows")), ...rows.map((row, index) => {
    const marks = [];
    if (view.take7.includes(index)) marks.push(special("take7"));
    if (view.stop.includes(index)) marks.push(special("stop"));
    const take = takes.get(index);
    const label = t("buf.view.row", { number: index + 1, cards: row.join(", "), heads: plural("heads", sum(row)), marks: marks.length ? `, ${marks.join(", ")}` : "" });
    return el("div", { class: `row${view.stop.includes(index) ? " stopped" : ""}`, role: "group", "aria-label": label, "data-row": index },
      el("span", { class: "row-name", "aria-hidden": "true" }, index + 1),
      rowPlaces(row, view.row_capacity[index]),
      marks.map((mark) => el("span", { class: "special-mark" }, mark)),
      take ? el("button", { type: "button", class: "take", "data-choice": "1", "data-key": `take-${index}`,
        "data-shortcut": String(index + 1), onclick: () => ctx.act(take.action) },
      t("web.take_row", { number: index + 1, heads: plural("heads", sum(row)) })) : "");
  }));
}

/** Whether a member owes a card now: while cards are chosen, or the card that replaces the
 * one a Replace! took back (the team's decisions are the team's, no one member's). */
const choosing = (view, seat) => view.to_act.includes(seat) && (view.phase === "choose" || view.replacing?.[0] === seat);

/** Beat the Buffalo's felt (felt.js): the team's members and the buffalo around the rows;
 * each member with its face-down choice, then its revealed card, and its cards left; the
 * buffalo with its card (face down while the members choose), the heads of its pile and
 * its cards left. The team's heads are one pile, beside the felt. */
const FELT = {
  model: (view) => ({
    rows: view.rows.map((row) => [...row]),
    mine: view.my_choice ?? null,
    revealed: new Map(view.revealed.map(([seat, card]) => [seat, card])),
    chosen: new Set([...view.chosen, ...(view.phase === "choose" && view.buffalo_cards ? [BUFFALO] : [])]),
    heads: { [BUFFALO]: view.scores.buffalo },
  }),
  seats: (view) => [...view.hand_sizes.map((_, seat) => seat), BUFFALO],
  rows: drawRows,
  face: cardFace,
  spot(seat, felt, view, ctx, card) {
    const left = (count) => el("span", { class: "left", title: t("web.cards_left") }, el("span", { class: "mini-card" }), count);
    if (seat === BUFFALO) {
      return seatSpot(seat, ctx, { name: t("buf.buffalo"), card, extra: "buffalo-spot",
        tally: [el("span", { class: "taken", title: t("web.buf.buffalo_pile") }, felt.heads[BUFFALO], bullHeads(1)), left(view.buffalo_cards)] });
    }
    const away = (ctx.room || { away: [] }).away.includes(seat);
    return seatSpot(seat, ctx, { name: ctx.name(seat), notes: away ? [t("web.bot_playing")] : [], card,
      acting: choosing(view, seat) && !felt.chosen.has(seat), tally: [left(view.hand_sizes[seat])] });
  },
};

function specialsZone(view) {
  return el("section", { class: "specials", "aria-labelledby": "specials-title" },
    el("h2", { id: "specials-title" }, t("web.buf.specials")),
    el("div", { class: "special-cards" },
      view.face_up.length ? view.face_up.map((kind) => el("span", { class: `special-card s-${kind}` }, special(kind)))
        : el("span", {}, t("buf.view.none")),
      el("span", { class: "stack" }, t("web.buf.stack", { count: view.stack }))));
}

function revealedZone(view, ctx) {
  if (!view.revealed.length && !view.low_card) return null;
  const items = view.revealed.map(([seat, card], index) => el("li", { class: seat === BUFFALO ? "reveal buffalo" : "reveal" },
    el("span", { class: "order" }, index + 1), cardFace(card, { "data-fly": null }), " ",
    el("span", { class: "owner" }, seat === BUFFALO ? t("buf.buffalo") : ctx.name(seat))));
  const cards = view.revealed.map(([seat, card]) => `${card} (${who(ctx, seat)})`).join(", ");
  return el("section", { class: "revealed-order", "aria-label": t("buf.view.revealed", { cards }) },
    el("h2", {}, t("web.buf.revealed")),
    view.low_card ? el("p", { class: "prompt" }, t("web.buf.low", { name: who(ctx, view.low_card[0]), card: view.low_card[1] })) : null,
    el("ol", { class: "reveals" }, items));
}

function pilesZone(view) {
  const double = view.team_weight > 1;
  return el("section", { class: "piles", "data-zone": "pad", tabindex: "-1", "aria-labelledby": "piles-title" },
    el("h2", { id: "piles-title" }, t("web.buf.piles")),
    el("div", { class: "versus" },
      el("div", { class: "pile team", "data-seat-spot": view.team_seat }, el("strong", {}, t("web.buf.team_pile")),
        el("span", { class: "score" }, view.scores.team),
        el("span", {}, plural("cards", view.team_pile.length), double ? ` · ${t("web.buf.doubled")}` : "")),
      el("div", { class: "pile buffalo", "data-seat-spot": BUFFALO }, el("strong", {}, t("web.buf.buffalo_pile")),
        el("span", { class: "score" }, view.scores.buffalo),
        el("span", {}, plural("cards", view.buffalo_pile.length)))),
    el("p", { class: "note" }, t("web.buf.goal")));
}

/** The team's decision: pass, and each legal special-card use grouped by card. */
function teamZone(view, ctx) {
  const zone = el("section", { class: "choices team-choices", "aria-labelledby": "team-title" });
  const teamLegal = ctx.legal.filter((c) => !("play" in c.action) && !("take_row" in c.action));
  if (!teamLegal.length) {
    if (view.phase === "window" || view.phase === "sort" || view.phase === "row") {
      const key = view.phase === "row" ? "web.buf.team_row" : view.phase === "sort" ? "web.buf.team_sorting" : "web.buf.team_deciding";
      zone.append(el("h2", { id: "team-title" }, t("web.buf.team")), el("p", {}, t(key)));
      return zone;
    }
    return null;
  }
  const button = numberedChoices(ctx, "team");
  zone.append(el("h2", { id: "team-title" }, view.phase === "sort" ? t("web.buf.sort_title") : t("web.buf.team_title")));
  if (view.phase === "sort") {
    zone.append(el("p", {}, t("web.buf.sort_help")),
      el("div", { class: "buttons" }, teamLegal.map((choice) => button(choice, t("web.buf.order", { card: choice.action.order })))));
    return zone;
  }
  zone.append(el("p", {}, view.window === "b" ? t("web.buf.window_b") : t("web.buf.window_a")));
  const pass = teamLegal.find((c) => "pass" in c.action);
  if (pass) zone.append(el("p", {}, button(pass, t("web.buf.pass"), { class: "primary" })));
  const groups = new Map();
  for (const choice of teamLegal) {
    const key = Object.keys(choice.action)[0];
    if (key === "pass") continue;
    const kind = key === "unstop" ? "stop" : key;
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind).push(choice);
  }
  for (const kind of KINDS.filter((k) => groups.has(k))) {
    const choices = groups.get(kind);
    let body;
    if (kind === "push") {
      const byCard = new Map();
      for (const choice of choices) {
        const [source, index] = choice.action.push;
        const card = view.rows[source][index];
        if (!byCard.has(card)) byCard.set(card, []);
        byCard.get(card).push(choice);
      }
      body = [...byCard].map(([card, list]) => el("div", { class: "push-card" },
        el("span", { class: "push-what" }, t("web.buf.push_card", { card, row: list[0].action.push[0] + 1 })),
        el("div", { class: "buttons" }, list.map((choice) => button(choice,
          pushTarget(view, choice.action.push))))));
    } else {
      body = el("div", { class: "buttons" }, choices.map((choice) => button(choice, actionText(choice.action, view))));
    }
    zone.append(el("fieldset", { class: `special-group s-${kind}` }, el("legend", {}, special(kind)), body));
  }
  return zone;
}

/** Where a Push! puts its card: before a card of the destination row, or at its end. */
function pushTarget(view, [, , row, place]) {
  const cards = view.rows[row];
  return place === cards.length ? t("web.buf.push_end", { row: row + 1 }) : t("web.buf.push_to", { row: row + 1, before: cards[place] });
}

function handZone(view, ctx) {
  const zone = el("section", { class: "hand", "data-zone": "hand", tabindex: "-1", "aria-labelledby": "hand-title" });
  if (ctx.seat === null || !view.hand) {
    zone.append(el("h2", { id: "hand-title" }, t("web.spectating")));
    return zone;
  }
  const plays = new Map(ctx.legal.filter((c) => "play" in c.action).map((c) => [c.action.play, c]));
  const replacing = view.replacing;
  let title = view.hand.length ? t("view.hand.you", { cards: "", size: plural("cards", view.hand.length), heads: plural("heads", sum(view.hand)) })
    : t("view.hand_empty.you");
  if (replacing && plays.size) title = t("web.buf.replace_you", { card: view.replacing[1] });
  zone.append(el("h2", { id: "hand-title" }, title));
  if (replacing && !plays.size) zone.append(el("p", { class: "prompt" }, t("web.buf.replace_other", { name: ctx.name(view.replacing[0]), card: view.replacing[1] })));
  zone.append(el("div", { class: "cards" }, view.hand.map((card) => {
    const choice = plays.get(card);
    const chosen = view.my_choice === card;
    if (!choice) return cardFace(card, { class: chosen ? "chosen" : "", "aria-label": `${card}${chosen ? `, ${t("web.chosen")}` : ""}` });
    return cardFace(card, { "data-choice": "1", "data-key": `play-${card}`, "aria-label": `${t("web.play")} ${card}, ${plural("heads", heads(card))}`,
      onclick: () => ctx.act(choice.action) });
  })));
  if (view.phase === "choose") zone.append(el("p", { class: "note rule", role: "note" }, t("web.buf.quiet")));
  return zone;
}

function membersZone(view, ctx) {
  const room = ctx.room || { away: [] };
  return el("section", { class: "players sr-only", "aria-labelledby": "players-title" },
    el("h2", { id: "players-title" }, t("web.players")),
    el("table", {},
      el("thead", {}, el("tr", {}, [t("web.player"), t("web.cards_left"), t("web.has_chosen")].map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {},
        view.hand_sizes.map((size, seat) => el("tr", { class: seat === ctx.seat ? "me" : "" },
          el("th", { scope: "row" }, ctx.name(seat),
            room.away.includes(seat) ? ` (${t("web.bot_playing")})` : ""),
          el("td", {}, size),
          el("td", {}, view.phase === "choose" ? (view.chosen.includes(seat) ? "✓" : "…") : ""))),
        el("tr", {}, el("th", { scope: "row", class: "buffalo-name" }, t("buf.buffalo")), el("td", {}, view.buffalo_cards), el("td", {}, "")))));
}

export function render(root, view, ctx) {
  useHeads(view);
  root.classList.add("buffalo-table");
  root.append(...[el("p", { class: "round" }, t("buf.view.turn", { turn: Math.min(view.turn, view.turns), turns: view.turns })),
    feltNode(FELT, view, ctx), specialsZone(view), revealedZone(view, ctx), teamZone(view, ctx), handZone(view, ctx),
    el("div", { class: "side" }, pilesZone(view), membersZone(view, ctx))].filter(Boolean));
}

/** A short spoken summary of the table (on connecting). */
export function summary(view, ctx) {
  useHeads(view);
  const lines = [t("buf.view.turn", { turn: Math.min(view.turn, view.turns), turns: view.turns })];
  view.rows.forEach((row, index) => lines.push(t("buf.view.row", { number: index + 1, cards: row.join(", "), heads: plural("heads", sum(row)), marks: "" })));
  lines.push(t("buf.view.specials", { cards: view.face_up.map(special).join(", ") || t("buf.view.none"), stack: view.stack }));
  lines.push(t("buf.view.scores", view.scores));
  if (view.hand?.length) lines.push(t("buf.view.hand", { cards: view.hand.join(", "), heads: plural("heads", sum(view.hand)) }));
  return lines.join(" ");
}

/** Show one event on the felt before the next view arrives (felt.js); true if something
 * moved. */
export function animate(event, ctx, main) {
  useHeads(ctx.view);
  return animateFelt(FELT, event, ctx, main);
}

/** Each event as lines of text, in the order they happened (narrate.js). */
export { describeEvents } from "./felt.js";
