"""The kernel checked against the engine: the same deals and the same choices, turn by turn.

The kernel plays a batch of games with seeded random legal choices and records, after
every step, the rows, the takes (who, which row, which cards, how many heads; the cow's
too, FAN-COW-5), where the fan cards on the rows stand and the totals; each game's deals
and choices are then replayed through the engine (`TAKE6.new(config, outcomes=deals)`,
`act`), which must produce the very same. With
`rule_of_thumb` the kernel's rule-of-thumb card and row are also compared with the
heuristic bot's on the engine's view at every decision.

Used by tests/test_take6_kernel.py (a small seeded sample) and
benchmarks/take6_kernel_diff.py (the full run).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from bullheads.bots.take6_heuristic import Take6HeuristicBot
from bullheads.games.take6 import TAKE6
from bullheads.games.take6.actions import decode
from bullheads.games.take6.config import Take6Config
from bullheads.games.take6.events import RowTaken
from bullheads.games.take6.fans import FanTable
from bullheads.games.take6.kernel.batch import Take6Batch
from bullheads.games.take6.kernel.fans import markers_json
from bullheads.games.take6.kernel.games import CHOOSE, OVER, ROW, Games

Take = tuple[int, int, tuple[int, ...]]
"""(seat, row, cards)."""
PHASES = {CHOOSE: "choose", ROW: "row", OVER: "over"}


@dataclasses.dataclass
class Step:
    """One recorded kernel step of one game."""

    phase: int
    actions: list[int]
    rows: list[list[int]]
    lasts: list[int]
    """The kernel's `lasts`, which must be the rows' last cards (`Table.lasts`)."""
    takes: list[Take]
    markers: dict[str, dict[str, Any]]
    """Where the fan cards on the rows stand (`FanTable.to_json`; empty without them)."""
    heads: list[int]
    totals: list[int]
    phase_after: str
    rule_of_thumb: list[int] | None = None
    """The kernel's rule-of-thumb actions before the step (-1: no decision)."""


@dataclasses.dataclass
class Recorded:
    """One kernel game: its deals (engine outcomes) and its steps."""

    deals: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    steps: list[Step] = dataclasses.field(default_factory=list)
    winners: list[int] = dataclasses.field(default_factory=list)


def compare(
    config: Take6Config, games: int, seed: int, rule_of_thumb: bool = False
) -> tuple[int, int, list[str]]:
    """Play `games` kernel games of `config` and replay them in the engine.

    Returns the rounds and steps compared and the mismatches found (empty: they agree).
    The professional deck is the engine's deal mode (T6-15, dealt as in T6-03): the engine
    is given the kernel's deals as recorded outcomes, as for the base game.
    """
    recorded = record(config, games, seed, rule_of_thumb)
    mismatches: list[str] = []
    rounds = steps = 0
    for index, game in enumerate(recorded):
        rounds += len(game.deals)
        steps += len(game.steps)
        problem = replay(config, game)
        if problem:
            mismatches.append(f"game {index} (seed {seed}, {config}): {problem}")
    return rounds, steps, mismatches


def record(config: Take6Config, games: int, seed: int, rule_of_thumb: bool) -> list[Recorded]:
    """The kernel's games, with random legal choices drawn from `seed`."""
    batch = Take6Batch(games, config, seed, autoreset=False)
    state = batch.state
    choices = np.random.default_rng(seed)
    recorded = [Recorded() for _ in range(games)]
    rounds = np.zeros(games, np.int32)
    while True:
        for g in range(games):
            if state.round[g] != rounds[g] and state.phase[g] != OVER:
                rounds[g] = state.round[g]
                recorded[g].deals.append(deal_of(state, g))
        playing = [g for g in range(games) if state.phase[g] != OVER]
        if not playing:
            break
        mask = batch.legal_mask()
        actions = np.where(mask.any(axis=2), (mask * choices.random(mask.shape)).argmax(axis=2), -1)
        thumb = batch.policy_actions("heuristic", "cheapest") if rule_of_thumb else None
        phases = state.phase.copy()
        batch.step(actions)
        for g in playing:
            recorded[g].steps.append(
                Step(
                    phase=int(phases[g]),
                    actions=[int(a) for a in actions[g]],
                    rows=[[int(c) for c in state.rows[g, r, : state.row_len[g, r]]] for r in range(4)],
                    lasts=[int(c) for c in state.lasts[g]],
                    takes=_takes(state, g),
                    markers=markers_json(state, g),
                    heads=[int(h) for h in state.heads[g]],
                    totals=[int(t) for t in state.totals[g]],
                    phase_after=PHASES[int(state.phase[g])],
                    rule_of_thumb=None if thumb is None else [int(a) for a in thumb[g]],
                )
            )
            if state.phase[g] == OVER:
                recorded[g].winners = [s for s in range(config.players) if state.winners[g, s]]
    return recorded


def replay(config: Take6Config, game: Recorded) -> str:
    """Replay one recorded game in the engine; the first difference, or "" if none."""
    state = TAKE6.new(config, outcomes=game.deals)
    bot = Take6HeuristicBot()
    for number, step in enumerate(game.steps):
        where = f"step {number} (round {state.round}, turn {state.turn})"
        seats = state.to_act()
        if step.rule_of_thumb is not None:
            for seat in seats:
                expected = bot.choose(state.view(seat), state.legal(seat)).encode()
                if step.rule_of_thumb[seat] != expected:
                    kernel = step.rule_of_thumb[seat]
                    return f"{where}: rule of thumb of seat {seat}: kernel {kernel}, bot {expected}"
        events = []
        for seat in seats:
            events += state.act(seat, decode(step.actions[seat]))
        taken = [event for event in events if isinstance(event, RowTaken)]
        heads = [0] * config.players
        for event in taken:
            heads[event.seat] += event.heads
        found = {
            "takes": [(event.seat, event.row, tuple(event.cards)) for event in taken],
            "heads": heads,
            "rows": [list(row) for row in state.table.rows],
            "lasts": list(state.table.lasts),
            "markers": state.table.to_json() if isinstance(state.table, FanTable) else {},
            "totals": list(state.totals),
            "phase": state.phase.value,
        }
        wanted = {
            "takes": step.takes,
            "heads": step.heads,
            "rows": step.rows,
            "lasts": step.lasts,
            "markers": step.markers,
            "totals": step.totals,
            "phase": step.phase_after,
        }
        for key, value in wanted.items():
            if found[key] != value:
                return f"{where}: {key}: kernel {value}, engine {found[key]}"
    if list(state.result().winners) != game.winners:
        return f"winners: kernel {game.winners}, engine {list(state.result().winners)}"
    return ""


def deal_of(state: Games, g: int) -> dict[str, Any]:
    """The deal of game g's current round as an engine outcome (hands of active seats)."""
    size = int(state.hand_size[g])
    hands = [
        sorted(int(c) for c in state.hands[g, s, :size])
        for s in range(state.active.shape[1])
        if state.active[g, s]
    ]
    return {"hands": hands, "rows": [[int(state.rows[g, r, 0])] for r in range(4)]}


def _takes(state: Games, g: int) -> list[Take]:
    takes = []
    for k in range(int(state.takes[g])):
        size = int(state.take_size[g, k])
        cards = tuple(int(c) for c in state.take_cards[g, k, :size])
        takes.append((int(state.take_seat[g, k]), int(state.take_row[g, k]), cards))
    return takes
