"""The compiled drivers: a step of many games with given actions, and whole rounds or
games played by the kernel's policies.

Actions use the engine's stable encoding (bullheads.games.take6.actions): card - 1 plays
a card, TAKE_BASE + row takes a row (T6-09), FLIP_BASE + i plays a card flipped
(FAN-FLIP-2, kernel/flip.py); -1 where a seat has nothing to do.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from bullheads.games.take6.actions import TAKE_BASE
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.flip import action_of, choice_of
from bullheads.games.take6.kernel.games import CHOOSE, OVER, ROW, Games
from bullheads.games.take6.kernel.policies import choose_slot, row_for, start_turn
from bullheads.games.take6.kernel.rounds import (
    begin_step,
    choice_in,
    low_seat,
    resolve,
    reveal_cards,
    reveal_slots,
    start_game,
    take_row,
)
from bullheads.games.take6.kernel.seats import NONE_CHOSEN, is_legal, legal_actions, owes

NOTHING = -1
"""The action of a seat that has nothing to do."""


@jit
def start_all(games: Games) -> None:
    for g in range(games.phase.shape[0]):
        start_game(games, g)


@jit
def check(games: Games, actions: NDArray[np.int32]) -> int:
    """The first illegal action as g * players + seat, or -1 when all are legal.

    Legal (seats.is_legal): in phase CHOOSE each active seat plays a card of its hand
    (T6-04; FAN-FLIP-2: flipped, while it holds its Digit Flip), in phase ROW the low
    card's owner takes a row (T6-09); every other seat's action is ignored.
    """
    players = games.active.shape[1]
    for g in range(games.phase.shape[0]):
        for seat in range(players):
            action = actions[g, seat]
            if owes(games, g, NONE_CHOSEN, seat) and not is_legal(games, g, NONE_CHOSEN, seat, action):
                return int(g * players + seat)
    return -1


@jit
def step(games: Games, actions: NDArray[np.int32]) -> None:
    """One decision of every game that waits for one (the actions must pass `check`)."""
    cards = games.cards
    for g in range(games.phase.shape[0]):
        begin_step(games, g)
        phase = games.phase[g]
        if phase == CHOOSE:
            for seat in range(cards.shape[0]):
                cards[seat] = choice_of(actions[g, seat]) if games.active[g, seat] else 0
            reveal_cards(games, g, cards)
        elif phase == ROW:
            take_row(games, g, actions[g, low_seat(games, g)] - TAKE_BASE)
        if phase != OVER:
            resolve(games, g)  # one call site: see rounds.reveal_cards


@jit
def legal_mask(games: Games, mask: NDArray[np.bool_]) -> None:
    """mask[g, seat, action]: whether `action` is legal for `seat` in game g now (every
    active seat chooses its card in the same step: seats.legal_actions)."""
    for g in range(games.phase.shape[0]):
        for seat in range(games.active.shape[1]):
            legal_actions(games, g, NONE_CHOSEN, seat, mask[g, seat])


@jit
def policy_actions(games: Games, card_policy: int, row_policy: int, actions: NDArray[np.int32]) -> None:
    """The actions the kernel's policies choose for every seat that has a decision."""
    actions[:] = NOTHING
    for g in range(games.phase.shape[0]):
        if games.phase[g] == CHOOSE:
            start_turn(games, g, card_policy)  # once for every seat of the turn
            for seat in range(games.active.shape[1]):
                if games.active[g, seat]:
                    slot = choose_slot(games, g, seat, card_policy)
                    actions[g, seat] = action_of(choice_in(games, g, seat, slot))
        elif games.phase[g] == ROW:
            actions[g, low_seat(games, g)] = TAKE_BASE + row_for(games, g, row_policy)


@jit
def play_for_seat(games: Games, g: int, seat: int, action: int, card_policy: int, row_policy: int) -> int:
    """`seat`'s decision `action` (NOTHING: it owes none now), then the policies' decisions
    of the other seats until `seat` owes its next one (seats.owes: a card, T6-04, or the
    row of its low card, T6-09) or the game is over; returns the heads `seat` took (T6-10).

    Every active seat's card of a turn is revealed in one step (T6-05), `seat`'s being
    `action`: `seat` chooses first, before any other seat has chosen. The action must be
    legal (seats.is_legal). One call site of `resolve` (see rounds.reveal_cards).
    """
    cards = games.cards
    taken = 0
    while games.phase[g] != OVER:
        ours = owes(games, g, NONE_CHOSEN, seat)
        if ours and action == NOTHING:
            break
        begin_step(games, g)
        if games.phase[g] == ROW:
            take_row(games, g, action - TAKE_BASE if ours else row_for(games, g, row_policy))
        else:
            start_turn(games, g, card_policy)  # once for every other seat of the turn
            for other in range(games.active.shape[1]):
                if not games.active[g, other]:
                    continue
                if other == seat:
                    cards[other] = choice_of(action)
                else:
                    cards[other] = choice_in(games, g, other, choose_slot(games, g, other, card_policy))
            reveal_cards(games, g, cards)
        resolve(games, g)
        if ours:
            action = NOTHING
        taken += games.heads[g, seat]
    return taken


@jit
def play_game(games: Games, g: int, card_policy: int, row_policy: int) -> None:
    """Play the game in slot `g` to its end by the policies (`done[g]` is then set)."""
    while True:
        policy_step(games, g, card_policy, row_policy)
        if games.done[g]:
            return


@jit
def policy_step(games: Games, g: int, card_policy: int, row_policy: int) -> None:
    """One decision of game `g` by the policies: every active seat's card, or the low-card
    row (T6-09)."""
    slots = games.cards
    begin_step(games, g)
    if games.phase[g] == CHOOSE:
        start_turn(games, g, card_policy)  # once for every seat of the turn
        for seat in range(slots.shape[0]):
            if games.active[g, seat]:
                slots[seat] = choose_slot(games, g, seat, card_policy)
        reveal_slots(games, g, slots)
    else:
        take_row(games, g, row_for(games, g, row_policy))
    resolve(games, g)  # one call site: see rounds.reveal_cards


@jit
def play_many(
    games: Games,
    card_policy: int,
    row_policy: int,
    totals: NDArray[np.int32],
    winners: NDArray[np.bool_],
    rounds: NDArray[np.int32],
) -> None:
    """Play totals.shape[0] games one after another in slot 0 (with autoreset on)."""
    for index in range(totals.shape[0]):
        play_game(games, 0, card_policy, row_policy)
        for seat in range(totals.shape[1]):
            totals[index, seat] = games.final[0, seat]
            winners[index, seat] = games.winners[0, seat]
        rounds[index] = games.final_round[0]
