// The lobby: create a room for any game (its form built from what the game declares,
// /api/games), and the list of rooms to join or watch.
import { api, el, alertNow } from "./dom.js";
import { plural, t } from "./i18n.js";
import { applies, optionLabel, optionsSummary } from "./options.js";

/** How often the list of rooms asks the server again (ms): the list stays live. */
const POLL_MS = 3000;

export async function showLobby(main) {
  document.title = `bullheads: ${t("web.lobby")}`;
  const games = await api("/api/games");
  const rooms = await api("/api/rooms");
  const gameSelect = el("select", { id: "game", name: "game" },
    games.map((game) => el("option", { value: game.name }, game.title)));
  const fields = el("div", { class: "fields" });
  const drawFields = () => {
    const game = games.find((g) => g.name === gameSelect.value);
    fields.replaceChildren(...configFields(game));
    showApplying(game, fields);
  };
  gameSelect.addEventListener("change", drawFields);
  fields.addEventListener("change", () => showApplying(games.find((g) => g.name === gameSelect.value), fields));
  drawFields();
  const error = el("p", { class: "error", role: "alert" });
  const form = el("form", { class: "card-panel", "aria-labelledby": "new-room" },
    el("h2", { id: "new-room" }, t("web.new_room")),
    el("label", {}, t("web.game"), " ", gameSelect),
    fields,
    el("fieldset", {},
      el("legend", {}, t("web.room_options")),
      el("label", {}, t("web.turn_seconds"), " ",
        el("input", { type: "number", name: "turn_seconds", min: 0, max: 3600, value: 0 })),
      el("label", {}, t("web.bot_delay"), " ",
        el("input", { type: "number", name: "bot_delay", min: 0, max: 10, step: 0.1, value: 0 }))),
    el("button", { type: "submit", class: "primary" }, t("web.create")),
    error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const game = games.find((g) => g.name === gameSelect.value);
    try {
      const config = readConfig(game, form);
      const options = {
        turn_seconds: Number(form.elements.turn_seconds.value || 0),
        bot_delay: Number(form.elements.bot_delay.value || 0),
      };
      const room = await api("/api/rooms", { game: game.name, config, options });
      localStorage.setItem(`bullheads.owner.${room.id}`, room.owner_token);
      location.href = `/room/${room.id}`;
    } catch (problem) {
      error.textContent = problem.message;
      alertNow(problem.message);
    }
  });
  const list = el("div", { id: "rooms" });
  drawRooms(list, rooms, games);
  main.replaceChildren(
    el("h1", {}, t("web.lobby")),
    form,
    el("section", { "aria-labelledby": "rooms-title" }, el("h2", { id: "rooms-title" }, t("web.rooms")), list),
    el("p", {}, el("a", { href: "/replay" }, t("web.replay_file"))));
  keepListing(list, games, JSON.stringify(rooms));
}

/** Ask for the rooms every POLL_MS while this page shows the lobby; redraw only what
 * changed (a redraw keeps the focus on the same link). */
function keepListing(list, games, shown) {
  const timer = setInterval(async () => {
    if (!list.isConnected) { clearInterval(timer); return; }
    if (document.hidden) return;
    let rooms;
    try { rooms = await api("/api/rooms"); } catch { return; }
    const text = JSON.stringify(rooms);
    if (text === shown) return;
    shown = text;
    drawRooms(list, rooms, games);
  }, POLL_MS);
}

/** The open rooms: each one's game, options and free seats, with Join (take a seat) and
 * Watch; a finished or full room only with Watch. */
function drawRooms(list, rooms, games) {
  const focused = document.activeElement?.dataset?.key;
  if (!rooms.length) {
    list.replaceChildren(el("p", {}, t("web.no_rooms")));
    return;
  }
  list.replaceChildren(el("ul", { class: "rooms" }, rooms.map((room) => {
    const game = games.find((g) => g.name === room.game);
    const free = room.status === "waiting" ? room.seats.filter((seat) => seat.kind === "open").length : 0;
    const name = `${room.title} ${room.id}`;
    return el("li", { class: "room-line", "data-room": room.id },
      el("strong", {}, room.title), ` · ${room.id} · ${t(`web.status.${room.status}`)}`,
      el("br"), optionsSummary(game, room.config), " · ", plural("web.free_seats", free), " ",
      el("span", { class: "room-actions" },
        free ? el("a", { class: "button", href: `/room/${room.id}?join`, "data-key": `join-${room.id}`,
          "aria-label": t("web.join_room", { room: name }) }, t("web.join")) : null,
        el("a", { class: "button", href: `/room/${room.id}`, "data-key": `watch-${room.id}`,
          "aria-label": t("web.watch_room", { room: name }) }, t("web.watch"))));
  })));
  if (focused) list.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
}

const label = optionLabel;

/** The form's fields: the players, then one per declared option, of the declared kind,
 * domain and default; the advanced ones folded into "More options". */
function configFields(game) {
  const players = el("label", {}, label("players"), " ", el("input", { type: "number", name: "opt.players",
    min: game.players.low, max: game.players.high, value: game.players.default }));
  const plain = game.options.filter((option) => !option.advanced).map(optionField);
  const advanced = game.options.filter((option) => option.advanced).map(optionField);
  return [players, ...plain, advanced.length ? el("details", {}, el("summary", {}, t("web.more_options")), advanced) : null]
    .filter(Boolean);
}

function optionField(option) {
  const name = `opt.${option.name}`;
  const attrs = { "data-option": option.name, title: option.help };
  if (option.kind === "choice") {
    return el("label", attrs, label(option.name), " ", el("select", { name },
      option.choices.map((choice) => el("option", { value: choice, selected: choice === option.default }, label(option.name, choice)))));
  }
  if (option.kind === "choices") {
    return el("fieldset", attrs, el("legend", {}, label(option.name)), option.choices.map((choice) =>
      el("label", { class: "inline" }, el("input", { type: "checkbox", name, value: choice, checked: option.default.includes(choice) }),
        " ", label(option.name, choice))));
  }
  if (option.kind === "bool") {
    return el("label", attrs, el("input", { type: "checkbox", name, checked: option.default }), " ", label(option.name));
  }
  if (option.kind === "int") {
    return el("label", attrs, label(option.name), " ",
      el("input", { type: "number", name, min: option.low, max: option.high, value: option.default }));
  }
  return el("label", attrs, `${label(option.name)} (JSON)`, " ",
    el("textarea", { name, rows: 2 }, JSON.stringify(option.default)));
}

/** The value each option has in the form now (as the config's JSON form says it). */
function formValues(game, form) {
  const values = {};
  for (const option of game.options) {
    if (option.kind === "choices") {
      values[option.name] = [...form.querySelectorAll(`input[name="opt.${option.name}"]:checked`)].map((box) => box.value);
      continue;
    }
    const input = form.querySelector(`[name="opt.${option.name}"]`);
    if (option.kind === "bool") values[option.name] = input.checked;
    else if (option.kind === "int") values[option.name] = Number(input.value);
    else if (option.kind === "json") values[option.name] = JSON.parse(input.value);
    else values[option.name] = input.value;
  }
  return values;
}

/** Show only the fields that apply to what the form says now (no rounds when the game ends by points). */
function showApplying(game, fields) {
  const values = {};
  for (const option of game.options) {
    if (option.kind !== "choice") continue;
    values[option.name] = fields.querySelector(`[name="opt.${option.name}"]`).value;
  }
  for (const option of game.options) {
    // an inline style, since the page's styles give labels a display of their own
    fields.querySelector(`[data-option="${option.name}"]`).style.display = applies(option, values) ? "" : "none";
  }
}

/** The config to send: the players and every option that applies (the others keep the game's defaults). */
function readConfig(game, form) {
  const values = formValues(game, form);
  const config = { players: Number(form.elements["opt.players"].value) };
  for (const option of game.options) if (applies(option, values)) config[option.name] = values[option.name];
  return config;
}
