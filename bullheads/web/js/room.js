// A room: its seats before the start, then the table, over one WebSocket.
// The server sends each recipient its own view, its legal actions and the events it may
// see; this page only draws them, plays the events one by one and sends choices back.
import { mountChat } from "./chat.js";
import { alertNow, announce, api, el, reducedMotion } from "./dom.js";
import { botLabel, plural, said, t } from "./i18n.js";
import { text } from "./narrate.js";
import { optionsSummary } from "./options.js";
import { rendererFor } from "./renderers.js";
import { againLine, scoreChart } from "./endgame.js";
import { flip, positions, seatRect } from "./motion.js";

const STEP_MS = 350;
/** The server's close codes a person is told about (docs/protocol-ws.md); any other close
 * shows the server's reason text, if it gave one. */
const CLOSED = { 1009: "web.closed_too_big", 4429: "web.closed_flood" };
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
/** Lines of "What happened" kept (the server resends the room's recent events on joining,
 * so the log survives a reload and opens in a new tab). */
const LOG_KEPT = 60;

export function showRoom(main, roomId) {
  const key = `bullheads.seat.${roomId}`;
  const saved = JSON.parse(localStorage.getItem(key) || "null");
  const ctx = {
    roomId, main, seat: null, token: saved?.token ?? null, room: null, view: null, legal: [],
    decision: null, acted: null, step: 0, result: null, queue: [], busy: false, log: [],
    socket: null, retry: 0, error: "", renderer: null, focusedDecision: null,
    focusAfter: new URLSearchParams(location.search).has("join") ? "join" : null,
    owner: localStorage.getItem(`bullheads.owner.${roomId}`),
  };
  ctx.name = (seat) => nameOf(ctx, seat);
  ctx.act = (action) => act(ctx, action);
  ctx.save = (token) => {
    localStorage.setItem(key, JSON.stringify({ token }));
    ctx.token = token;
  };
  ctx.forget = () => { localStorage.removeItem(key); ctx.token = null; };
  ctx.chat = mountChat(main, (text) => send(ctx, { type: "chat", text }),
    (seat, name) => (seat === ctx.seat ? t("seat.you") : name || nameOf(ctx, seat)));
  connect(ctx);
  document.addEventListener("keydown", (event) => shortcut(ctx, event));
}

function nameOf(ctx, seat) {
  if (seat === ctx.seat) return t("seat.you");
  const info = ctx.room?.seats?.[seat];
  if (info?.kind === "bot") return `${t("seat.bot", { number: seat + 1 })} (${botLabel(info.bot)})`;
  if (info?.name) return info.name;
  return t("seat.player", { number: seat + 1 });
}

function connect(ctx) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/${ctx.roomId}`);
  ctx.socket = socket;
  socket.addEventListener("open", () => {
    ctx.retry = 0;
    socket.send(JSON.stringify({ type: "hello", token: ctx.token, owner: ctx.owner }));
  });
  socket.addEventListener("message", (event) => receive(ctx, JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (ctx.gone) return;
    ctx.connected = false;
    const why = CLOSED[event.code] ? t(CLOSED[event.code]) : event.reason;
    if (why) {
      ctx.error = why;
      alertNow(why);
    }
    drawStatusLine(ctx);
    ctx.retry = Math.min(ctx.retry + 1, 5);
    setTimeout(() => connect(ctx), 400 * ctx.retry);
  });
}

function send(ctx, message) {
  if (ctx.socket?.readyState === WebSocket.OPEN) ctx.socket.send(JSON.stringify(message));
}

function receive(ctx, message) {
  if (message.type === "welcome") {
    ctx.connected = true;
    ctx.seat = message.seat;
    ctx.queue = [];
    apply(ctx, message);
    if (message.history?.length) ctx.log = ctx.renderer.describeEvents(message.history, ctx).flat().slice(-LOG_KEPT);
    draw(ctx);
    if (ctx.view) announce(ctx.renderer.summary(ctx.view, ctx));
    return;
  }
  if (message.type === "update") {
    ctx.queue.push(message);
    pump(ctx);
    return;
  }
  if (message.type === "chat") {
    ctx.chat.add(message.lines);
    return;
  }
  if (message.type === "room") {
    const started = ctx.room && ctx.room.status === "waiting" && message.room.status !== "waiting";
    ctx.room = message.room;
    if (ctx.room.status === "waiting" || !ctx.view || started) draw(ctx);
    else drawPlayers(ctx);
    return;
  }
  if (message.type === "error") {
    if (message.code === "no_room") {
      ctx.gone = true;
      ctx.main.replaceChildren(el("h1", {}, t("web.no_room")), el("p", {}, el("a", { href: "/" }, t("web.lobby"))));
      return;
    }
    if (!ctx.connected && ctx.token) {
      // the saved token is not valid here (an old room): watch instead
      ctx.forget();
      send(ctx, { type: "hello", token: null, owner: ctx.owner });
      return;
    }
    ctx.error = said(message, (line) => text(line, ctx));
    ctx.acted = null;
    alertNow(ctx.error);
    if (message.code === "stale") send(ctx, { type: "sync" });
    drawStatusLine(ctx);
  }
}

function apply(ctx, message) {
  ctx.room = message.room;
  ctx.view = message.view;
  ctx.legal = message.legal || [];
  ctx.step = message.step;
  ctx.decision = message.decision ?? null;
  ctx.result = message.result || null;
  ctx.renderer = rendererFor(ctx.room.game);
  ctx.chat.update(message.talk, ctx.seat);
}

/** Play the updates in order: each event is announced, logged and (with motion) shown. */
async function pump(ctx) {
  if (ctx.busy) return;
  ctx.busy = true;
  while (ctx.queue.length) {
    const message = ctx.queue.shift();
    const motion = !reducedMotion() && !document.hidden && ctx.view && ctx.queue.length < 3;
    const lines = ctx.renderer ? ctx.renderer.describeEvents(message.events, ctx) : [];
    for (let index = 0; index < message.events.length; index += 1) {
      leaveHand(message.events[index], ctx);
      for (const line of lines[index] || []) {
        announce(line);
        ctx.log.push(line);
      }
      const moved = motion && ctx.renderer.animate?.(message.events[index], ctx, ctx.main);
      if (moved) await sleep(STEP_MS);
    }
    ctx.log = ctx.log.slice(-LOG_KEPT);
    const wasMyTurn = ctx.legal.length > 0;
    const before = motion && message.events.length ? positions(ctx.main) : null;
    apply(ctx, message);
    ctx.error = "";
    draw(ctx);
    if (before) moveAfter(ctx, before, message.events);
    if (!wasMyTurn && ctx.legal.length && ctx.decision !== ctx.acted) announce(t("web.your_turn"));
  }
  ctx.busy = false;
}

/** At a reveal (an event listing each seat's card in `plays`), this seat's card leaves the
 * hand at once, before the rows move and the next view is drawn. */
function leaveHand(event, ctx) {
  const mine = (event.plays || []).filter(([, seat]) => seat === ctx.seat).map(([card]) => String(card));
  if (!mine.length) return;
  for (const face of ctx.main.querySelectorAll("[data-zone=hand] .card")) {
    if (mine.includes(face.querySelector(".num")?.textContent)) face.remove();
  }
}

/** What an update's events moved: a card that came or went with no place of its own before
 * or after comes from, or goes to, the seat the events name for it (the seat of the event
 * that holds it, else of the last event that names a seat). */
function moveAfter(ctx, before, events) {
  const owners = new Map();
  let last = null;
  for (const event of events) {
    const seat = event.seat ?? event.claimer ?? event.to ?? null;
    if (typeof seat === "number") last = seat;
    const cards = [event.card, ...(Array.isArray(event.cards) ? event.cards : [])].filter((card) => typeof card === "number");
    for (const card of cards) owners.set(`card-${card}`, typeof seat === "number" ? seat : last);
  }
  const placeOf = (key) => seatRect(ctx.main, owners.has(key) ? owners.get(key) : last);
  flip(ctx.main, before, placeOf, placeOf);
}

function act(ctx, action) {
  if (ctx.acted !== null && ctx.acted === ctx.decision) return;
  ctx.acted = ctx.decision;
  send(ctx, { type: "act", action, step: ctx.step });
  drawTable(ctx);
}

/** The choices still open to this seat (none once it has acted on this decision). */
export function openChoices(ctx) {
  if (ctx.acted !== null && ctx.acted === ctx.decision) return [];
  return ctx.legal;
}

function draw(ctx) {
  if (!ctx.room) return;
  document.title = `${ctx.room.title} · ${ctx.room.id}`;
  if (ctx.room.status === "waiting") drawSeats(ctx);
  else drawTable(ctx);
}

function shareLine(ctx) {
  const link = `${location.origin}/room/${ctx.room.id}`;
  const input = el("input", { type: "text", readonly: true, value: link, id: "share", size: Math.min(link.length, 40) });
  return el("p", { class: "share" },
    el("label", { for: "share" }, t("web.share")), " ", input, " ",
    el("button", { type: "button", onclick: () => { input.select(); navigator.clipboard?.writeText(link); announce(t("web.copied")); } }, t("web.copy")));
}

// ------------------------------------------------------------------ before the start

/** The key to the owner's rights this page holds: the creator's owner token, or this
 * seat's token once ownership passed to it; null when this page does not own the room. */
function ownerKey(ctx) {
  const owner = ctx.room.owner;
  if (owner !== null && owner !== undefined) return owner === ctx.seat ? ctx.token : null;
  return ctx.owner;
}

function drawSeats(ctx) {
  const room = ctx.room;
  const focused = document.activeElement?.id;
  const error = el("p", { class: "error", role: "alert" });
  const run = async (promise) => {
    try { await promise; } catch (problem) { error.textContent = problem.message; alertNow(problem.message); }
  };
  const key = ownerKey(ctx);
  const owned = (path, body) => api(`/api/rooms/${room.id}/${path}`, { ...body, token: key });
  const seats = room.seats.map((seat, index) => {
    const label = t("seat.player", { number: index + 1 });
    if (seat.kind === "human") {
      const mine = index === ctx.seat;
      return el("li", { class: "seat" }, `${label}: ${seat.name}`, mine ? ` (${t("seat.you")})` : "",
        key && !mine ? el("button", { type: "button", onclick: () => run(owned(`seats/${index}/remove`, {})) },
          t("web.remove_player", { number: index + 1 })) : null);
    }
    if (seat.kind === "bot") {
      return el("li", { class: "seat" }, `${label}: ${t("web.bot")} ${botLabel(seat.bot)} `,
        key ? el("button", { type: "button", onclick: () => run(owned(`seats/${index}/bot`, { bot: null })) },
          t("web.remove_bot", { number: index + 1 })) : null);
    }
    const name = el("input", { type: "text", maxlength: 24, id: `name-${index}`, autocomplete: "nickname",
      value: ctx.typed ?? localStorage.getItem("bullheads.name") ?? "", oninput: (event) => { ctx.typed = event.target.value; } });
    const bot = el("select", { id: `bot-${index}`, "aria-label": t("web.bot_for", { number: index + 1 }) },
      (ctx.bots || ["heuristic", "random"]).map((b) => el("option", { value: b }, botLabel(b))));
    const canSit = ctx.seat === null;
    return el("li", { class: "seat open" },
      el("span", {}, `${label}: ${t("web.open_seat")} `),
      canSit ? el("label", { for: `name-${index}` }, t("web.your_name")) : null, canSit ? name : null,
      canSit ? el("button", { type: "button", class: "primary", onclick: () => {
        localStorage.setItem("bullheads.name", name.value);
        run(api(`/api/rooms/${room.id}/seats/${index}`, { name: name.value }).then((answer) => {
          ctx.save(answer.token);
          ctx.focusAfter = "sit";
          ctx.socket.close();
        }));
      } }, t("web.sit", { number: index + 1 })) : null,
      key ? [" ", bot, el("button", { type: "button", onclick: () => run(owned(`seats/${index}/bot`, { bot: bot.value })) },
        t("web.add_bot", { number: index + 1 }))] : null);
  });
  if (!ctx.games) {
    ctx.games = [];
    api("/api/games").then((games) => {
      ctx.games = games;
      ctx.bots = games.find((game) => game.name === room.game)?.bots || [];
      if (ctx.room.status === "waiting") drawSeats(ctx);
    });
  }
  const fillSeats = () => {
    ctx.focusAfter = "fill";
    run(Promise.all(room.seats.map((seat, index) =>
      seat.kind === "open" && index !== ctx.seat ? owned(`seats/${index}/bot`, { bot: "heuristic" }) : null)).then(() => null));
  };
  const fill = el("button", { type: "button", id: "fill", onclick: fillSeats }, t("web.fill_bots"));
  const start = el("button", { type: "button", class: "primary", id: "start",
    onclick: () => run(owned("start", {})) }, t("web.start"));
  // replaceChildren (unlike el) writes a null as the text "null": only the parts shown
  ctx.main.replaceChildren(...[
    el("h1", {}, `${room.title} · ${t("web.room")} ${room.id}`),
    shareLine(ctx),
    el("p", {}, optionsText(ctx)),
    el("h2", {}, t("web.seats")),
    el("ul", { class: "seats" }, seats),
    key ? el("p", {}, fill, " ", start) : null,
    el("p", {}, t(key ? "web.you_own" : "web.owner_only")),
    error,
    el("p", { id: "seated", tabindex: "-1" }, ctx.seat === null ? t("web.watching") : t("web.seated", { number: ctx.seat + 1 }))]
    .filter(Boolean));
  const next = seatsFocus(ctx, key);
  if (next) {
    ctx.focusAfter = null;
    next.focus();
  } else if (focused) document.getElementById(focused)?.focus();
}

/** Where the next step is after Sit (Fill or Start for the owner, else the line saying
 * where this person sits), after Fill (Start), or on arriving from the lobby's Join (the
 * first open seat's name). */
function seatsFocus(ctx, key) {
  const find = (selector) => ctx.main.querySelector(selector);
  if (ctx.focusAfter === "sit" && ctx.seat !== null) {
    const open = ctx.room.seats.some((seat) => seat.kind === "open");
    return key ? find(open ? "#fill" : "#start") : find("#seated");
  }
  if (ctx.focusAfter === "fill") return find("#start");
  if (ctx.focusAfter === "join" && ctx.seat === null) return find(".seat.open input");
  return null;
}

/** The room's options in this page's language (the game's declaration names them). */
function optionsText(ctx) {
  const game = ctx.games?.find((g) => g.name === ctx.room.game);
  const parts = [optionsSummary(game, ctx.room.config)];
  if (ctx.room.options.turn_seconds) parts.push(t("web.timer", { seconds: ctx.room.options.turn_seconds }));
  return parts.join(" · ");
}

// ------------------------------------------------------------------ the table

function drawTable(ctx) {
  if (!ctx.view) return;
  const focused = document.activeElement?.dataset?.key;
  const table = el("div", { class: "table", id: "table", "data-step": ctx.step });
  ctx.renderer.render(table, ctx.view, { ...ctx, legal: openChoices(ctx) });
  const logList = el("ol", { class: "log", id: "log", tabindex: "0", "aria-label": t("web.log") },
    ctx.log.slice(-12).map((line) => el("li", {}, line)));
  ctx.main.replaceChildren(...[
    el("h1", { class: "room-title" }, `${ctx.room.title} · ${ctx.room.id}`),
    el("p", { class: "status", id: "status" }),
    awayBanner(ctx),
    ctx.result ? resultPanel(ctx) : null,
    table,
    el("section", { "aria-labelledby": "log-title", class: "log-panel" },
      el("h2", { id: "log-title" }, t("web.log")), logList),
    shareLine(ctx),
    el("p", { class: "keys" }, t("web.keys_hint")),
    helpDialog(ctx)].filter(Boolean));
  // the players' table and the score pad scroll sideways on a narrow screen: Tab reaches them
  for (const zone of table.querySelectorAll(".players, .pad")) zone.tabIndex = 0;
  drawStatusLine(ctx);
  const again = focused && ctx.main.querySelector(`[data-key="${CSS.escape(focused)}"]`);
  const first = ctx.main.querySelector("[data-choice]");
  const typing = document.activeElement?.matches?.("input, textarea, select");
  if (first && ctx.focusedDecision !== ctx.decision && !typing) {
    // a new decision (after Start, each turn, a row to choose): focus goes to its first choice
    ctx.focusedDecision = ctx.decision;
    first.focus();
  } else if (again) again.focus();
  else if (first && focused) first.focus();
}

function drawPlayers(ctx) {
  if (ctx.view) drawTable(ctx);
}

function awayBanner(ctx) {
  if (ctx.seat === null || !ctx.room.away.includes(ctx.seat)) return null;
  return el("p", { class: "away", role: "status" }, t("web.away"), " ",
    el("button", { type: "button", "data-key": "back", onclick: () => send(ctx, { type: "back" }) }, t("web.back")));
}

function drawStatusLine(ctx) {
  const line = document.getElementById("status");
  if (!line || !ctx.view) return;
  const parts = [];
  if (ctx.connected === false) parts.push(t("web.reconnecting"));
  if (ctx.seat === null) parts.push(t("web.watching"));
  if (ctx.result) parts.push(t("event.game_over"));
  else if (openChoices(ctx).length) parts.push(t("web.your_turn"));
  else if (ctx.seat !== null && ctx.legal.length) parts.push(t("web.sent"));
  else {
    const waiting = (ctx.view.to_act || []).map((seat) => ctx.name(seat)).join(", ");
    if (waiting) parts.push(t("web.waiting_for", { names: waiting }));
  }
  if (ctx.error) parts.push(ctx.error);
  line.textContent = parts.join(" · ");
  line.classList.toggle("error", Boolean(ctx.error));
}

function resultPanel(ctx) {
  const scores = ctx.result.scores;
  // best first, in the game's sense: the room says whether the lowest score wins
  const sense = ctx.room.lower_scores_win ? 1 : -1;
  const order = scores.map((score, seat) => [score, seat]).sort((a, b) => sense * (a[0] - b[0]) || a[1] - b[1]);
  const winners = ctx.result.winners.map((seat) => ctx.name(seat)).join(", ");
  const lines = ctx.renderer.rounds?.(ctx.view);
  return el("section", { class: "result", "aria-labelledby": "result-title" },
    el("h2", { id: "result-title" }, t("result.standings")),
    el("ol", {}, order.map(([score, seat]) => el("li", {}, `${ctx.name(seat)}: ${plural("points", score)}`))),
    el("p", {}, plural("result.winners", ctx.result.winners.length, { names: winners })),
    lines?.length ? scoreChart(lines, ctx) : null,
    againLine(ctx),
    el("p", {},
      el("a", { href: `/api/rooms/${ctx.room.id}/record`, download: "" }, t("web.download")), " · ",
      el("a", { href: `/replay/${ctx.room.id}` }, t("web.replay")), " · ",
      el("a", { href: "/" }, t("web.lobby"))));
}

function helpDialog(ctx) {
  const keys = ["web.help.tab", "web.help.rows", "web.help.h", "web.help.r", "web.help.s", "web.help.l", "web.help.b", "web.help.q"];
  return el("dialog", { id: "help", "aria-labelledby": "help-title" },
    el("h2", { id: "help-title" }, t("help.title")),
    el("ul", {}, keys.map((key) => el("li", {}, t(key)))),
    el("button", { type: "button", onclick: (event) => event.target.closest("dialog").close() }, t("web.close")));
}

function shortcut(ctx, event) {
  if (!ctx.view || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.matches?.("input, select, textarea")) return;
  const focus = (...selectors) => {
    const target = selectors.map((selector) => ctx.main.querySelector(selector)).find(Boolean);
    if (target) { target.focus(); event.preventDefault(); }
  };
  if (event.key === "?") {
    const help = document.getElementById("help");
    if (help && !help.open) help.showModal();
    event.preventDefault();
  } else if (/^[1-9]$/.test(event.key)) {
    const choice = ctx.main.querySelector(`[data-shortcut="${event.key}"]`);
    if (choice) { choice.click(); event.preventDefault(); }
  } else if (event.key === "h") focus("[data-zone=hand] [data-choice]", "[data-zone=hand]");
  else if (event.key === "r") focus("[data-zone=rows]");
  else if (event.key === "s") focus("[data-zone=pad]");
  else if (event.key === "l") focus("#log");
  else if (event.key === "b") focus("[data-key=back]");
  else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
    const buttons = [...ctx.main.querySelectorAll("[data-zone=hand] button")];
    const at = buttons.indexOf(document.activeElement);
    if (at >= 0) {
      buttons[(at + (event.key === "ArrowRight" ? 1 : buttons.length - 1)) % buttons.length].focus();
      event.preventDefault();
    }
  }
}
