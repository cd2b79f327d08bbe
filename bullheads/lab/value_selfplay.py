"""Training samples for Take 6!'s value network from rounds that a bot plays against
itself through the engine (`bullheads lab train-value --play BOT`): the search levels'
own play, where the kernel's `collect` can only play the rule of thumb.

Every seat is the same bot (its own seed). At the start of every turn, when every seat
owes a card, what the seats' views show (the rows, each hand, the heads taken) is
copied into one kernel slot (`load`) and each seat's features are read there by the
same `features` the search uses in its worlds (kernel/value.py): the seat's hand, the
rows and the other seats' real hands. A sample's target is the heads the seat then
took to the end of the round, as in the rule of thumb's data.
"""

from __future__ import annotations

from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.bots.take6_kernel import load_table
from bullheads.games.take6.actions import Take6Action
from bullheads.games.take6.config import EndRule, ProMode, Take6Config
from bullheads.games.take6.game import TAKE6
from bullheads.games.take6.state import Take6State

CHUNK = 10
"""Rounds per piece of work: each piece has its own seed, so the samples are the same
whatever the number of processes."""


def config_of(players: int, deck: str) -> Take6Config:
    """One round with `players` seats and the full or the professional deck (T6-15)."""
    professional = ProMode.DEAL if deck == "professional" else None
    return Take6Config(players=players, end=EndRule.ROUNDS, rounds=1, professional=professional)


def new_round(players: int, deck: str, seed: int, number: int) -> Take6State:
    """Round `number` of the piece of work seeded `seed`, dealt."""
    return TAKE6.new(config_of(players, deck), seed=seed * 1000 + number)


def load(games: Any, state: Take6State) -> list[int]:
    """Copy what the seats' views show (the rows, each seat's hand, the heads taken, who
    plays) into the kernel's slot 0, the fields `features` reads; return the heads each
    seat has taken this round."""
    table = state.view(0)
    views = [table, *(state.view(seat) for seat in range(1, len(table["active"])))]
    load_table(games, 0, table)
    games.hands[0] = 0
    for seat, view in enumerate(views):
        hand = view["hand"] or []
        games.hands[0, seat, : len(hand)] = hand
    games.hand_size[0] = max(len(view["hand"] or []) for view in views)
    return list(table["penalty_heads"])


def played_rounds(
    players: int, deck: str, seed: int, rounds: int, bot: str
) -> tuple[list[NDArray[np.int32]], list[NDArray[np.float64]], NDArray[np.float64]]:
    """`rounds` rounds of `bot` in every seat: each sample's feature indices and values,
    and its target (module docstring)."""
    from bullheads.games.take6.kernel import value
    from bullheads.games.take6.kernel.batch import one_round

    games = one_round(1, players, deck == "professional")
    scratch = np.zeros(value.SCRATCH, np.int32)
    index = np.zeros(value.MOST, np.int32)
    entries = np.zeros(value.MOST, np.float64)
    columns: list[NDArray[np.int32]] = []
    data: list[NDArray[np.float64]] = []
    targets: list[float] = []
    for number in range(rounds):
        state = new_round(players, deck, seed, number)
        seeds = [seed * 100_000 + number * 16 + seat for seat in range(players)]
        bots = [make_bot(bot, TAKE6.name, seed=bot_seed) for bot_seed in seeds]
        first = len(targets)
        while not state.over:
            owing = state.to_act()
            if len(owing) == players:  # a turn starts: every seat chooses a card (T6-04)
                heads = load(games, state)
                for seat in range(players):
                    n = value.features(games, 0, seat, scratch, index, entries)
                    columns.append(index[:n].copy())
                    data.append(entries[:n].copy())
                    targets.append(-heads[seat])
            for seat in owing:
                state.act(seat, cast(Take6Action, decide(bots[seat], state, seat)))
        totals = state.result().scores
        for sample in range(first, len(targets)):
            targets[sample] += totals[(sample - first) % players]
    return columns, data, np.array(targets, np.float64)


def chunks(players: int, deck: str, seed: int, rounds: int, bot: str) -> list[tuple[int, str, int, int, str]]:
    """The pieces of work of one kind of table (CHUNK rounds each, own seeds)."""
    pieces = []
    for start in range(0, rounds, CHUNK):
        piece_seed = (seed * 100 + players * 2 + (deck == "professional")) * 10_000 + start
        pieces.append((players, deck, piece_seed, min(CHUNK, rounds - start), bot))
    return pieces


def play_chunk(
    piece: tuple[int, str, int, int, str],
) -> tuple[list[NDArray[np.int32]], list[NDArray[np.float64]], NDArray[np.float64]]:
    """One piece of work (a process pool's task)."""
    return played_rounds(*piece)
