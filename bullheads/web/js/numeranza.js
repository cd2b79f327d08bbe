// The Numeranza table, every variant: the centre (the dice target, the spiral, the diamond
// or the co-operative queue and common pile), each player's zones (deck, hand, in play,
// discard, won cards), the player's own hand, and the choices. In the co-operative variant
// the decisive phrases and hints are buttons with their words, and everything said is
// shown to everyone. Texts come from the shared catalogs.
import { el, numberedChoices } from "./dom.js";
import { plural, t } from "./i18n.js";

const WORDS = {
  play: "num.phrase.play", alone: "num.phrase.alone", pass: "num.phrase.pass", confirm: "num.phrase.confirm",
  starting: "num.hint.starting", special: "num.hint.special", need_help: "num.hint.need_help", cant_help: "num.hint.cant_help",
};
const words = (code) => (code ? t(WORDS[code] || code) : "");

/** A card's number, with a star when it is a special card. */
const cardText = (face) => (face ? `${face.number}${face.points ? "*" : ""}` : t("num.face_down"));

function cardFace(face, extra = {}) {
  if (!face) return el("span", { class: "ncard back", "aria-label": t("num.face_down"), ...extra }, el("span", { class: "num" }, "?"));
  const label = face.points ? t("web.num.special_card", { number: face.number, points: plural("points", face.points) }) : String(face.number);
  return el("span", { class: `ncard${face.points ? " special" : ""}`, "aria-label": label, "data-fly": `n-${face.id}`, ...extra },
    el("span", { class: "num" }, face.number),
    face.points ? el("span", { class: "pts", "aria-hidden": "true" }, "★".repeat(face.points)) : "");
}

/** Every card this seat can see, by id (to name the cards of its choices). */
function knownCards(view) {
  const known = new Map();
  for (const player of view.players) {
    for (const zone of [player.hand, player.play, player.discard, player.won]) {
      for (const face of zone || []) if (face) known.set(face.id, face);
    }
  }
  return known;
}

/** An action in the page's language (the server's own text is English). */
function actionText(action, view, ctx, known) {
  const [key, value] = Object.entries(action)[0];
  const card = (id) => cardText(known.get(id));
  switch (key) {
    case "do": return t(`num.act.${value}`);
    case "play": return t("num.act.play", { card: card(value) });
    case "defend": return t("num.act.defend", { card: card(value) });
    case "discard": return t("num.act.discard", { card: card(value) });
    case "try": {
      const cell = view.diamond?.[value];
      return t("num.act.try", { cell: value + 1, card: cell?.card ? cardText(cell.card) : t("num.face_down") });
    }
    case "say": return t("num.act.say", { words: words(value) });
    case "hint": return t("num.act.hint", { words: words(value) });
    case "give": return t("num.act.give", { name: ctx.name(value) });
    case "replace": return t("num.act.replace_cells", { cells: value.map((cell) => cell + 1).join(", ") });
    case "win_new": return value.length ? t("num.act.win_new", { cells: value.map((cell) => cell + 1).join(", ") }) : t("num.act.win_none");
    default: return JSON.stringify(action);
  }
}

function centreTarget(view) {
  if (!view.target) return el("p", {}, t("web.num.no_target"));
  return el("div", { class: "target" }, el("span", { class: "label" }, t("web.num.target")), cardFace(view.target),
    el("span", {}, t("web.num.exhausted", { count: view.exhausted })));
}

function centreSpiral(view) {
  return el("div", { class: "spiral" },
    el("p", {}, t("web.num.spiral", { count: view.spiral.length })),
    view.first_round ? el("p", { class: "note" }, t("num.view.first_round")) : null,
    el("ol", { class: "spiral-cards" }, view.spiral.map((face, index) => el("li", {
      class: index === 0 ? "disputed" : index === view.spiral.length - 1 ? "spiral-centre" : "",
    }, cardFace(face), index === 0 ? el("span", { class: "tag" }, t("web.num.disputed"))
      : index === view.spiral.length - 1 ? el("span", { class: "tag" }, t("web.num.centre")) : ""))));
}

function centreDiamond(view, ctx, tries) {
  const radius = view.config.diamond_radius;
  const size = radius * 2 + 1;
  const fresh = new Set(view.new_cells || []);
  return el("div", { class: "diamond", style: `grid-template-columns: repeat(${size}, auto)`, role: "group", "aria-label": t("web.num.diamond") },
    view.diamond.map((cell) => {
      const place = `grid-column: ${cell.x + radius + 1}; grid-row: ${radius - cell.y + 1}`;
      if (cell.empty) return el("span", { class: "cell empty", style: place, "aria-label": t("web.num.cell_empty", { cell: cell.cell + 1 }) }, cell.cell + 1);
      const ops = t(`num.ops.${cell.operations}`);
      const label = t("web.num.cell", { cell: cell.cell + 1, card: cell.face_up ? cardText(cell.card) : t("num.face_down"),
        neighbours: cell.neighbours, margin: cell.margin, ops });
      const body = [el("span", { class: "cell-no", "aria-hidden": "true" }, cell.cell + 1),
        cardFace(cell.face_up ? cell.card : null, { "aria-hidden": "true" }),
        el("span", { class: "cell-rule", "aria-hidden": "true" }, cell.operations === "none" ? "✕" : `±${cell.margin}${cell.operations === "add" ? " +" : ""}`)];
      const choice = tries.get(cell.cell);
      const classes = `cell${fresh.has(cell.cell) ? " fresh" : ""}`;
      if (choice) {
        return el("button", { type: "button", class: `${classes} try`, style: place, "data-choice": "1", "data-key": `try-${cell.cell}`,
          "aria-label": `${t("num.act.try", { cell: cell.cell + 1, card: cell.face_up ? cardText(cell.card) : t("num.face_down") })}. ${label}`,
          onclick: () => ctx.act(choice.action) }, body);
      }
      return el("span", { class: classes, style: place, role: "img", "aria-label": label }, body);
    }));
}

function centreCoop(view, ctx) {
  return el("div", { class: "coop" },
    el("div", { class: "queue" }, el("span", { class: "label" }, t("web.num.queue", { count: view.queue.length, limit: view.config.queue_limit })),
      el("span", { class: "queue-cards" }, view.queue.map((face) => cardFace(face)))),
    el("p", {}, t("web.num.pile", { count: view.pile.length, target: view.config.pile_target }),
      view.matched ? el("strong", {}, " ", t("web.num.matched", { card: cardText(view.matched) })) : ""));
}

function phrasesZone(view, ctx) {
  return el("section", { class: "phrases", "aria-labelledby": "phrases-title" },
    el("h2", { id: "phrases-title" }, t("web.num.phrases")),
    el("ul", {}, view.phrases.map((phrase, seat) => el("li", { class: view.confirmed[seat] ? "confirmed" : "" },
      el("strong", {}, ctx.name(seat)), ": ",
      phrase ? el("span", { class: "said" }, `“${words(phrase)}”`) : el("span", { class: "muted" }, t("num.view.silent")),
      view.confirmed[seat] ? ` ✓ ${t("num.phrase.confirm")}` : "",
      view.hinted[seat]?.length ? el("span", { class: "hints" }, " · ", view.hinted[seat].map((hint) => `“${words(hint)}”`).join(", ")) : ""))),
    el("p", { class: "note" }, t("web.num.talk_rule")));
}

function choicesZone(view, ctx, known) {
  const choices = ctx.legal.filter((c) => !("play" in c.action) && !("try" in c.action));
  const zone = el("section", { class: "choices", "aria-labelledby": "choices-title" });
  if (!choices.length) {
    if (view.phase === "award" && ctx.legal.length === 0) {
      zone.append(el("h2", { id: "choices-title" }, t("num.team")), el("p", {}, t("web.num.team_deciding")));
      return zone;
    }
    if (!ctx.legal.length) return null;
  }
  zone.append(el("h2", { id: "choices-title" }, view.phase === "award" ? t("web.num.award") : t("web.your_choices")));
  const spoken = choices.filter((c) => "say" in c.action || "hint" in c.action || c.action.do === "confirm");
  const others = choices.filter((c) => !spoken.includes(c));
  const button = numberedChoices(ctx, "choice");
  if (spoken.length) {
    const say = spoken.filter((c) => "say" in c.action || "do" in c.action);
    const hints = spoken.filter((c) => "hint" in c.action);
    if (say.length) zone.append(el("div", { class: "buttons phrase-buttons" }, say.map((c) => button(c,
      "say" in c.action ? `“${words(c.action.say)}”` : t("num.act.confirm"), { class: "say" in c.action ? "phrase" : "primary" }))));
    if (hints.length) zone.append(el("p", { class: "label" }, t("web.num.hints")),
      el("div", { class: "buttons phrase-buttons" }, hints.map((c) => button(c, `“${words(c.action.hint)}”`, { class: "phrase hint" }))));
  }
  if (others.length) zone.append(el("div", { class: "buttons" }, others.map((c) => button(c, actionText(c.action, view, ctx, known)))));
  if (!choices.length && ctx.legal.some((c) => "play" in c.action)) zone.append(el("p", {}, t("web.num.play_hint")));
  if (!choices.length && ctx.legal.some((c) => "try" in c.action)) zone.append(el("p", {}, t("web.num.try_hint")));
  return zone;
}

function handZone(view, ctx, known) {
  const zone = el("section", { class: "hand", "data-zone": "hand", tabindex: "-1", "aria-labelledby": "hand-title" });
  const me = ctx.seat === null ? null : view.players[ctx.seat];
  if (!me || !me.hand) {
    zone.append(el("h2", { id: "hand-title" }, t("web.spectating")));
    return zone;
  }
  const plays = new Map(ctx.legal.filter((c) => "play" in c.action).map((c) => [c.action.play, c]));
  zone.append(el("h2", { id: "hand-title" }, t("web.num.hand", { size: plural("cards", me.hand.length) })),
    el("div", { class: "cards" }, me.hand.length ? me.hand.map((face) => {
      const choice = plays.get(face.id);
      if (!choice) return cardFace(face, plays.size ? { class: `ncard${face.points ? " special" : ""} idle` } : {});
      return el("button", { type: "button", class: `ncard${face.points ? " special" : ""}`, "data-choice": "1", "data-key": `play-${face.id}`, "data-fly": `n-${face.id}`,
        "aria-label": actionText(choice.action, view, ctx, known), onclick: () => ctx.act(choice.action) },
      el("span", { class: "num" }, face.number), face.points ? el("span", { class: "pts", "aria-hidden": "true" }, "★".repeat(face.points)) : "");
    }) : el("span", { class: "muted" }, t("num.view.empty"))));
  return zone;
}

function playersZone(view, ctx) {
  const room = ctx.room || { away: [] };
  const cards = (zone) => {
    if (zone === null || zone === undefined) return "";
    if (!zone.length) return "—";
    const hidden = zone.filter((face) => !face).length;
    return [...zone.filter(Boolean).map(cardText), hidden ? plural("num.hidden", hidden) : ""].filter(Boolean).join(" ");
  };
  return el("section", { class: "players", "data-zone": "pad", tabindex: "-1", "aria-labelledby": "players-title" },
    el("h2", { id: "players-title" }, t("web.players")),
    el("table", {},
      el("thead", {}, el("tr", {}, [t("web.player"), t("web.num.deck"), t("web.num.hand_short"), t("web.num.in_play"), t("web.num.discard"),
        t("web.num.won"), t("web.num.points")].map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, view.players.map((player, seat) => el("tr", { class: `${seat === ctx.seat ? "me" : ""}${seat === view.active ? " turn" : ""}`, "data-seat-spot": seat },
        el("th", { scope: "row" }, seat === view.active ? "▶ " : "", ctx.name(seat), room.away.includes(seat) ? ` (${t("web.bot_playing")})` : ""),
        el("td", {}, player.deck),
        el("td", {}, player.hand_size),
        el("td", {}, cards(player.play)),
        el("td", {}, player.discard.length),
        el("td", {}, cards(player.won)),
        el("td", {}, player.points))))),
    view.variant === "coop" ? el("p", {}, t("web.num.team_score", { count: view.pile.length })) : null);
}

export function render(root, view, ctx) {
  const known = knownCards(view);
  const tries = new Map(ctx.legal.filter((c) => "try" in c.action).map((c) => [c.action.try, c]));
  const heading = [t(`num.variant.${view.variant}`)];
  if (view.variant === "coop") heading.push(t("web.num.round", { round: view.round }));
  else heading.push(t("web.num.turn", { turn: view.turn, name: ctx.name(view.active) }));
  heading.push(t("web.num.central", { count: view.central }));
  const centre = el("section", { class: `centre v-${view.variant}`, "data-zone": "rows", tabindex: "-1", "aria-label": t("web.table") });
  if (view.variant === "spiral") centre.append(centreSpiral(view));
  else if (view.variant === "diamond") centre.append(centreDiamond(view, ctx, tries));
  else if (view.variant === "coop") centre.append(centreCoop(view, ctx));
  else centre.append(centreTarget(view));
  if (view.variant === "trips") {
    const lines = [];
    if (view.asked?.length) lines.push(t("web.num.asked", { names: view.asked.map(ctx.name).join(", ") }));
    if (view.to_play) lines.push(t("web.num.to_play", { count: view.to_play }));
    if (lines.length) centre.append(el("p", { class: "prompt" }, lines.join(" ")));
  }
  root.classList.add("numeranza-table");
  root.append(...[el("p", { class: "round" }, heading.join(" · ")), centre,
    view.variant === "coop" ? phrasesZone(view, ctx) : null,
    choicesZone(view, ctx, known), handZone(view, ctx, known), playersZone(view, ctx)].filter(Boolean));
}

export function summary(view, ctx) {
  const parts = [t(`num.variant.${view.variant}`)];
  if (view.target) parts.push(t("web.num.target_is", { card: cardText(view.target) }));
  if (view.spiral?.length) parts.push(t("web.num.disputed_is", { card: cardText(view.spiral[0]) }));
  const me = ctx.seat === null ? null : view.players[ctx.seat];
  if (me?.hand) parts.push(t("web.num.hand_is", { cards: me.hand.map(cardText).join(", ") || t("num.view.empty") }));
  return parts.join(". ");
}

export { narrateEvents as describeEvents } from "./narrate.js";
