// The lobby: create a room for any game (its options drawn from the game's own config),
// and the list of rooms to join or watch.
import { api, el, alertNow } from "./dom.js";
import { t } from "./i18n.js";
import { rendererFor } from "./renderers.js";

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
  };
  gameSelect.addEventListener("change", drawFields);
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
  const list = rooms.length
    ? el("ul", { class: "rooms" }, rooms.map((room) => el("li", {},
        el("a", { href: `/room/${room.id}` }, `${room.title} · ${room.id}`), " ",
        t(`web.status.${room.status}`), " · ",
        room.seats.map((seat) => seat.name || t("web.open_seat")).join(", "))))
    : el("p", {}, t("web.no_rooms"));
  main.replaceChildren(
    el("h1", {}, t("web.lobby")),
    form,
    el("section", { "aria-labelledby": "rooms-title" }, el("h2", { id: "rooms-title" }, t("web.rooms")), list),
    el("p", {}, el("a", { href: "/replay" }, t("web.replay_file"))));
}

/** The translation of `key`, or `fallback` when the catalogue has none. */
function text(key, fallback) {
  return t(key) === key ? fallback : t(key);
}

/** One input per option of the game's default config; hints from the game's renderer
 * (a choice's label is `web.option.NAME.CHOICE` where the catalogue has it). */
function configFields(game) {
  const hints = rendererFor(game.name).optionHints || {};
  const config = { ...game.config };
  for (const name of Object.keys(hints)) if (!(name in config)) config[name] = hints[name].default;
  return Object.entries(config).map(([name, value]) => {
    const label = text(`web.option.${name}`, name);
    const hint = hints[name];
    if (hint?.choices) {
      return el("label", {}, label, " ", el("select", { name: `opt.${name}` },
        hint.choices.map((choice) => el("option", { value: choice, selected: choice === value },
          text(`web.option.${name}.${choice}`, choice)))));
    }
    if (hint?.multi) {
      return el("fieldset", {}, el("legend", {}, label), hint.multi.map((choice) =>
        el("label", { class: "inline" }, el("input", { type: "checkbox", name: `opt.${name}`, value: choice }), " ", choice)));
    }
    if (typeof value === "boolean") {
      return el("label", {}, el("input", { type: "checkbox", name: `opt.${name}`, checked: value }), " ", label);
    }
    if (typeof value === "number") {
      return el("label", {}, label, " ", el("input", { type: "number", name: `opt.${name}`, value }));
    }
    if (typeof value === "string") {
      return el("label", {}, label, " ", el("input", { type: "text", name: `opt.${name}`, value }));
    }
    return el("label", {}, `${label} (JSON)`, " ",
      el("textarea", { name: `opt.${name}`, rows: 2, "data-json": "1" }, JSON.stringify(value)));
  });
}

function readConfig(game, form) {
  const hints = rendererFor(game.name).optionHints || {};
  const config = {};
  for (const name of new Set([...Object.keys(game.config), ...Object.keys(hints)])) {
    if (hints[name]?.multi) {
      const picked = [...form.querySelectorAll(`input[name="opt.${name}"]:checked`)].map((box) => box.value);
      if (picked.length) config[name] = picked;
      continue;
    }
    const input = form.elements[`opt.${name}`];
    if (!input) continue;
    if (input.type === "checkbox") config[name] = input.checked;
    else if (input.type === "number") config[name] = Number(input.value);
    else if (input.dataset.json) config[name] = JSON.parse(input.value);
    else config[name] = input.value;
  }
  return config;
}
