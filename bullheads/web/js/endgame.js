// The end of a game: the score pad, a chart of the running totals across rounds (inline
// SVG, its numbers also in the score pad table), and the next game with the same seats.
import { alertNow, api, el } from "./dom.js";
import { t } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";
/** One colour and one marker shape per seat, told apart without colour too. */
const COLOURS = ["#0b5cad", "#b3261e", "#1b7a3d", "#8a4fbf", "#b86e00", "#00838f", "#6d4c41", "#c2185b", "#546e7a", "#827717"];
const SHAPES = ["circle", "square", "diamond", "triangle"];

/** The score pad: each round's heads per seat (null: the seat was out), and the totals. */
export function scorePad(view, ctx) {
  const zone = el("section", { class: "pad", "data-zone": "pad", tabindex: "-1", "aria-labelledby": "pad-title" },
    el("h2", { id: "pad-title" }, t("pad.title")));
  if (!view.score_pad.length) {
    zone.append(el("p", {}, t("pad.empty")));
    return zone;
  }
  zone.append(el("table", { id: "pad-table" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("pad.round")),
      view.totals.map((_, seat) => el("th", { scope: "col" }, ctx.name(seat))))),
    el("tbody", {}, view.score_pad.map((line, index) => el("tr", {}, el("th", { scope: "row" }, index + 1),
      line.map((value) => el("td", {}, value === null ? t("pad.out") : value))))),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row" }, t("pad.total")), view.totals.map((total) => el("td", {}, total))))));
  return zone;
}

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children.flat()) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
}

function marker(shape, x, y, colour, data) {
  const common = { fill: colour, class: "point", ...data };
  if (shape === "square") return svg("rect", { x: x - 4, y: y - 4, width: 8, height: 8, ...common });
  if (shape === "diamond") return svg("path", { d: `M${x} ${y - 5.5}L${x + 5.5} ${y}L${x} ${y + 5.5}L${x - 5.5} ${y}Z`, ...common });
  if (shape === "triangle") return svg("path", { d: `M${x} ${y - 5}L${x + 5} ${y + 4}L${x - 5} ${y + 4}Z`, ...common });
  return svg("circle", { cx: x, cy: y, r: 4.5, ...common });
}

/** Each seat's running total after each round (null once the seat is out). */
export function runningTotals(lines, seats) {
  const totals = Array(seats).fill(0);
  return lines.map((line) => line.map((value, seat) => {
    if (value === null) return null;
    totals[seat] += value;
    return totals[seat];
  }));
}

/** A line chart of the running totals, round by round: one point per round and seat. */
export function scoreChart(lines, ctx) {
  const seats = lines[0].length;
  const running = runningTotals(lines, seats);
  const width = 480;
  const height = 220;
  const left = 40;
  const right = 16;
  const top = 14;
  const bottom = 30;
  const most = Math.max(1, ...running.flat().filter((value) => value !== null));
  const x = (round) => left + (lines.length === 1 ? (width - left - right) / 2 : (round * (width - left - right)) / (lines.length - 1));
  const y = (value) => top + (height - top - bottom) * (1 - value / most);
  const ticks = [0, Math.round(most / 2), most];
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "chart", role: "img", "aria-labelledby": "chart-title chart-desc" },
    svg("title", { id: "chart-title" }, t("web.chart.title")),
    svg("desc", { id: "chart-desc" }, t("web.chart.desc")),
    ticks.map((value) => svg("g", { class: "tick" },
      svg("line", { x1: left, x2: width - right, y1: y(value), y2: y(value) }),
      svg("text", { x: left - 6, y: y(value) + 4, "text-anchor": "end" }, value))),
    lines.map((_, round) => svg("text", { x: x(round), y: height - 10, "text-anchor": "middle", class: "round-label" }, round + 1)),
    Array.from({ length: seats }, (_, seat) => {
      const colour = COLOURS[seat % COLOURS.length];
      const points = running.map((line, round) => [round, line[seat]]).filter(([, value]) => value !== null);
      return svg("g", { class: "series", "data-seat": seat },
        svg("polyline", { points: points.map(([round, value]) => `${x(round)},${y(value)}`).join(" "), fill: "none", stroke: colour, "stroke-width": 2.5 }),
        points.map(([round, value]) => marker(SHAPES[seat % SHAPES.length], x(round), y(value), colour, { "data-round": round + 1, "data-seat": seat })));
    }));
  const legend = el("ul", { class: "legend", "aria-hidden": "true" }, Array.from({ length: seats }, (_, seat) => {
    const swatch = svg("svg", { viewBox: "0 0 12 12", class: "swatch" }, marker(SHAPES[seat % SHAPES.length], 6, 6, COLOURS[seat % COLOURS.length], {}));
    swatch.firstChild.removeAttribute("class");
    return el("li", {}, swatch, " ", ctx.name(seat));
  }));
  return el("figure", { class: "chart-box" }, chart, legend);
}

/** Remember this browser's keys for the room of the next game (the same seat token
 * opens the same seat there; the owner token stays the owner's), then go there. */
function follow(ctx, roomId) {
  if (ctx.token) localStorage.setItem(`bullheads.seat.${roomId}`, JSON.stringify({ token: ctx.token }));
  if (ctx.owner) localStorage.setItem(`bullheads.owner.${roomId}`, ctx.owner);
  location.href = `/room/${roomId}`;
}

/** "Play again with the same seats": a link to the next game once someone set it up,
 * else (for the game's people and its owner) a button that sets it up. */
export function againLine(ctx) {
  const next = ctx.room.next;
  if (next) {
    return el("p", { class: "again" }, el("a", { href: `/room/${next}`, id: "again", class: "button primary",
      onclick: (event) => { event.preventDefault(); follow(ctx, next); } }, t(ctx.seat === null && !ctx.owner ? "web.again_watch" : "web.again_join")));
  }
  const key = ctx.seat !== null ? ctx.token : ctx.owner;
  if (!key) return null;
  return el("p", { class: "again" }, el("button", { type: "button", id: "again", class: "primary", onclick: async () => {
    try {
      const room = await api(`/api/rooms/${ctx.room.id}/again`, { token: key });
      follow(ctx, room.id);
    } catch (problem) { alertNow(problem.message); }
  } }, t("web.again")));
}
