// A finished game step by step: the server replays the record; this page steps through
// every action with each seat's view (or everyone's public view).
import { alertNow, announce, api, el } from "./dom.js";
import { botLabel, t } from "./i18n.js";
import { text } from "./narrate.js";
import { rendererFor } from "./renderers.js";

export async function showReplay(main, roomId) {
  if (!roomId) {
    const input = el("input", { type: "file", id: "record-file", accept: ".json,application/json" });
    const error = el("p", { class: "error", role: "alert" });
    input.addEventListener("change", async () => {
      try {
        const data = JSON.parse(await input.files[0].text());
        show(main, await api("/api/replay", data));
      } catch (problem) { error.textContent = problem.message; alertNow(problem.message); }
    });
    main.replaceChildren(el("h1", {}, t("web.replay_file")), el("label", { for: "record-file" }, t("web.choose_record")), " ", input, error);
    return;
  }
  try { show(main, await api(`/api/rooms/${roomId}/replay`)); } catch (problem) {
    main.replaceChildren(el("h1", {}, t("web.replay")), el("p", { class: "error" }, problem.message));
  }
}

function show(main, replay) {
  const renderer = rendererFor(replay.game);
  const players = replay.seats?.map((seat, index) => (seat.kind === "bot"
    ? `${t("seat.bot", { number: index + 1 })} (${botLabel(seat.bot)})` : seat.name))
    || replay.meta?.players || replay.steps[0].views.map((_, seat) => t("seat.player", { number: seat + 1 }));
  let at = 0;
  let seen = -1;
  const table = el("div", { class: "table" });
  const label = el("p", { class: "step", role: "status" });
  const slider = el("input", { type: "range", min: 0, max: replay.steps.length - 1, value: 0, id: "replay-step", "aria-label": t("web.step") });
  const who = el("select", { id: "replay-seat", "aria-label": t("web.seen_by") },
    el("option", { value: -1 }, t("web.everyone")), players.map((name, seat) => el("option", { value: seat }, name)));
  const ctx = { seat: null, legal: [], room: { seats: players.map((name) => ({ name })), away: [], connected: [] } };
  ctx.name = (seat) => players[seat] ?? t("seat.player", { number: seat + 1 });
  ctx.act = () => {};
  const draw = () => {
    const step = replay.steps[at];
    ctx.seat = seen >= 0 ? seen : null;
    const view = seen >= 0 ? step.views[seen] : step.view;
    table.replaceChildren();
    renderer.render(table, view, ctx);
    const lines = renderer.describeEvents(step.events, ctx).flat();
    // who acted and the action in the game's words for it (`say`, State.say_action)
    const what = at === 0 ? t("web.replay_start") : `${ctx.name(step.seat)}: ${text(step.say, ctx)}`;
    label.textContent = `${t("web.step")} ${at} / ${replay.steps.length - 1}. ${what}`;
    announce([what, ...lines].join(" "));
    slider.value = at;
  };
  const go = (to) => { at = Math.max(0, Math.min(replay.steps.length - 1, to)); draw(); };
  const button = (text, to, id) => el("button", { type: "button", id, onclick: () => go(to()) }, text);
  slider.addEventListener("input", () => go(Number(slider.value)));
  who.addEventListener("change", () => { seen = Number(who.value); draw(); });
  main.replaceChildren(el("h1", {}, `${t("web.replay")}: ${replay.title}`),
    el("div", { class: "replay-controls" },
      button(t("web.first"), () => 0, "replay-first"), button(t("web.previous"), () => at - 1, "replay-prev"),
      button(t("web.next"), () => at + 1, "replay-next"), button(t("web.last"), () => replay.steps.length - 1, "replay-last"),
      slider, who),
    label, table);
  main.addEventListener("keydown", (event) => {
    if (event.target.matches("input, select")) return;
    if (event.key === "ArrowRight") go(at + 1);
    if (event.key === "ArrowLeft") go(at - 1);
  });
  draw();
}
