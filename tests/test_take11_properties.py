"""Property-based tests of the Take 11! engine: random player counts, random legal play.

Each example plays a whole game (seeded random.Random choices) and checks after every act:
cards are conserved (T11-01); to_act and legal agree; no view and no event a seat may see
holds another seat's hand card, a card under a pile's top (except the tops the current
turn began with, which fix the ranges, T11-04) or a draw pile card (T11-05) -- events are
checked on every act within a round (an act that ends a round only reveals draw cards and
plays, then deals anew); the game
ends (T11-09); its record replays to the same views and result, also through JSON.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import Phase as Stage
from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.core.record import parse, record_of, replay, result_json
from bullheads.games.take11 import TAKE11, Take11Config, Take11State
from bullheads.games.take11.actions import ACTION_COUNT

SETTINGS = settings(
    max_examples=25, derandomize=True, database=None, deadline=None, phases=(Stage.explicit, Stage.generate)
)
MAX_STEPS = 20_000
VIEW_KEYS = frozenset(
    {
        "game",
        "config",
        "seat",
        "phase",
        "round",
        "rounds",
        "starter",
        "turn_seat",
        "to_act",
        "piles",
        "card_heads",
        "round_log",
        "turn_tops",
        "turn_reach",
        "draw_size",
        "supply",
        "bulls",
        "hand",
        "hand_sizes",
        "steal_candidates",
        "totals",
        "score_pad",
        "winners",
    }
)
"""Every key of a view; only `piles` (tops), `turn_tops` and `hand` hold cards
(`card_heads` is the heads table, the same for every seat), and `round_log`, the public log
of the round (checked on its own below)."""
EVENT_CARD_FIELDS = ("card", "on", "top", "cards", "tops")


def cards_in(value: Any) -> set[int]:
    if isinstance(value, int) and not isinstance(value, bool):
        return {value}
    if isinstance(value, list | tuple):
        return set().union(*(cards_in(item) for item in value)) if value else set()
    return set()


def secrets_of(state: Take11State, seat: int | None) -> set[int]:
    """The cards `seat` may not see now: other hands, pile cards under the tops, the draw."""
    secret = set(state.draw)
    for other, hand in enumerate(state.hands):
        if other != seat:
            secret.update(hand)
    shown = {pile[-1] for pile in state.piles} | set(state.turn_tops)
    for pile in state.piles:
        secret.update(card for card in pile if card not in shown)
    return secret


def check_view(state: Take11State, seat: int | None) -> None:
    view = state.view(seat)
    assert set(view) == VIEW_KEYS, "a new view key: say here whether it holds cards"
    assert all(set(pile) == {"top"} for pile in view["piles"])
    visible = {pile["top"] for pile in view["piles"]} | set(view["turn_tops"]) | set(view["hand"] or ())
    leaked = visible & secrets_of(state, seat)
    assert not leaked, f"seat {seat} sees {sorted(leaked)}"


def play(players: int, seed: int, check: bool = True) -> Take11State:
    state = TAKE11.new(Take11Config(players=players), seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if state.over:
            return state
        waiting = state.to_act()
        assert len(waiting) == 1
        seat = waiting[0]
        legal = state.legal(seat)
        assert legal and all(not state.legal(other) for other in range(players) if other != seat)
        assert len({action.encode() for action in legal}) == len(legal)
        assert all(0 <= action.encode() < ACTION_COUNT for action in legal)
        action = rng.choice(legal)
        before = {other: secrets_of(state, other) for other in [*range(players), None]}
        round_before = state.round
        events = state.act(seat, action)
        if check and state.round == round_before and not state.over:
            for other, secret in before.items():
                for event in events:
                    if event.seen_by(other):
                        data = event.to_json()
                        shown = cards_in([data.get(field) for field in EVENT_CARD_FIELDS])
                        leaked = shown & secret & secrets_of(state, other)
                        assert not leaked, f"{event} shows {sorted(leaked)} to seat {other}"
            if not state.over:
                assert state.cards_in_play() == state.dealt == frozenset(range(1, 101))
                for other in [*range(players), None]:
                    check_view(state, other)
    assert state.over, "the game did not end"
    return state


@SETTINGS
@given(players=st.integers(2, 7), seed=st.integers(0, 2**32))
def test_T11_01_T11_05_T11_09_random_games_conserve_cards_hide_secrets_and_end(
    players: int, seed: int
) -> None:
    state = play(players, seed)
    assert len(state.score_pad) == players
    assert state.result().winners and all(
        state.totals[w] == min(state.totals) for w in state.result().winners
    )


@SETTINGS
@given(players=st.integers(2, 7), seed=st.integers(0, 2**32))
def test_records_replay_exactly(players: int, seed: int) -> None:
    state = play(players, seed, check=False)
    record = parse(json.loads(record_of(state, seed=seed).dumps()))
    again = replay(record, TAKE11)
    assert result_json(again) == record.result == result_json(state)
    assert [again.view(s) for s in range(players)] == [state.view(s) for s in range(players)]


@SETTINGS
@given(players=st.integers(2, 7), seed=st.integers(0, 2**32), stop=st.integers(0, 300))
def test_determinize_keeps_what_the_seat_knows(players: int, seed: int, stop: int) -> None:
    state = TAKE11.new(Take11Config(players=players), seed=seed)
    rng = random.Random(seed)
    while not state.over and len(state.history) < stop:
        seat = state.to_act()[0]
        state.act(seat, rng.choice(state.legal(seat)))
    if state.over:
        return
    seat = state.to_act()[0]
    other = state.determinize(seat, random.Random(seed + 1))
    assert other.view(seat) == state.view(seat)
    assert other.legal(seat) == state.legal(seat)
    assert other.cards_in_play() == state.cards_in_play()
    for index in range(players):
        assert state.taken[index] <= set(other.hands[index])
    while not other.over:
        actor = other.to_act()[0]
        other.act(actor, rng.choice(other.legal(actor)))


def log_cards(plays: list[dict[str, Any]]) -> set[int]:
    return {entry[key] for entry in plays for key in ("top", "card") if key in entry}


@SETTINGS
@given(players=st.integers(2, 7), seed=st.integers(0, 2**32))
def test_T11_05_the_round_log_is_public_and_grows_in_order(players: int, seed: int) -> None:
    """The view's log of the round is the same for every seat and the spectator; it never
    holds a card before the table saw it (a top, dealt, revealed or played) nor a card of
    a hand or the draw pile that nobody saw; within a round it only grows, and a new
    round begins it again with the piles dealt (T11-03)."""
    state = TAKE11.new(Take11Config(players=players), seed=seed)
    rng = random.Random(seed)
    seen: set[int] = set()
    before: list[dict[str, Any]] = []
    current = state.round
    while not state.over:
        spectator = state.view(None)
        if state.round != current:
            seen, before, current = set(), [], state.round
        seen |= {pile["top"] for pile in spectator["piles"]}
        plays = spectator["round_log"]
        assert all(state.view(seat)["round_log"] == plays for seat in range(players))
        assert plays[: len(before)] == before
        assert plays[0]["kind"] == "pile" and plays[0]["size"] == 1
        assert log_cards(plays) <= seen
        hidden = (set(hand) - state.taken[index] for index, hand in enumerate(state.hands))
        unseen = set(state.draw).union(*hidden)
        assert not log_cards(plays) & unseen
        before = plays
        seat = state.to_act()[0]
        state.act(seat, rng.choice(state.legal(seat)))
