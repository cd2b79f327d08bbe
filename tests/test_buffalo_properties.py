"""Properties of Beat the Buffalo over random games with random legal special-card uses:
cards conserved, row sizes within their limits (Take 7! included), views leak no secret,
every action encodes and decodes, determinize keeps what the seat sees, records replay,
the placing order keeps every live «First Card» / «Last Card» naming."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import Phase, given, settings
from hypothesis import strategies as st
from test_buffalo_positions import position, reveal

from bullheads.core.record import parse, record_of, replay, result_json
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import CardCard, Sort, decode, from_json
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.state import BuffaloState

SETTINGS = settings(
    max_examples=30, derandomize=True, database=None, deadline=None, phases=(Phase.explicit, Phase.generate)
)


def cards_of(state: BuffaloState) -> list[int]:
    return [
        *(card for hand in state.hands for card in hand if card not in state.chosen.values()),
        *state.chosen.values(),
        *state.buffalo,
        *(card for row in state.table.rows for card in row),
        *state.team_pile,
        *state.buffalo_pile,
        *(card for _, card in state.order),
        *([state.low[1]] if state.low else []),
    ]


def play(players: int, seed: int, stop: int | None = None) -> BuffaloState:
    """A game whose every decision (cards, rows, special cards) is a random legal one."""
    state = BUFFALO_GAME.new(BuffaloConfig(players), seed=seed)
    rng = random.Random(seed)
    total = len(cards_of(state))
    steps = 0
    while not state.over and steps != stop:
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        action = rng.choice(legal)
        assert decode(action.encode()) == action and from_json(action.to_json()) == action
        state.act(seat, action)
        steps += 1
        cards = cards_of(state)
        assert len(cards) == len(set(cards)) == total
        for row, cards_in_row in enumerate(state.table.rows):
            assert 1 <= len(cards_in_row) <= state.table.capacity(row)
            assert cards_in_row == sorted(cards_in_row)
        assert len(state.face_up) <= 2
    return state


@SETTINGS
@given(players=st.integers(1, 6), seed=st.integers(0, 2**32))
def test_random_games_conserve_cards_keep_row_limits_and_end(players: int, seed: int) -> None:
    state = play(players, seed)
    assert state.over and state.turn == 10
    assert all(hand == [] for hand in state.hands) and state.buffalo == []


def shown_cards(view: dict[str, Any]) -> set[int]:
    """Every card a view shows (rows, revealed cards, piles, the low card, its own hand)."""
    cards = {card for row in view["rows"] for card in row}
    cards.update(card for _, card in view["revealed"])
    cards.update(view["team_pile"], view["buffalo_pile"], view.get("hand", ()))
    for pair in (view["low_card"], view["replacing"]):
        if pair:
            cards.add(pair[1])
    if view.get("my_choice"):
        cards.add(view["my_choice"])
    return cards


@SETTINGS
@given(players=st.integers(1, 6), seed=st.integers(0, 2**32), stop=st.integers(0, 80))
def test_views_leak_no_secret(players: int, seed: int, stop: int) -> None:
    state = play(players, seed, stop)
    public = state.returned[1] if state.returned else None
    for seat in [None, *range(players)]:
        view = state.view(seat)
        secret = {card for other in range(players) if other != seat for card in state.hands[other]}
        secret.update(state.buffalo)
        assert shown_cards(view) & secret <= {public}
        assert set(view) >= {"stack", "buffalo_cards"} and "specials" not in view
        if seat is not None:
            assert view["hand"] == state.hands[seat]
        json.dumps(view)


@SETTINGS
@given(players=st.integers(1, 6), seed=st.integers(0, 2**32), stop=st.integers(0, 80))
def test_determinize_keeps_what_the_seat_sees(players: int, seed: int, stop: int) -> None:
    state = play(players, seed, stop)
    for seat in range(players):
        other = state.determinize(seat, random.Random(seed))
        assert other.view(seat) == state.view(seat)
        assert len(set(cards_of(other))) == len(cards_of(other)) == len(cards_of(state))
        assert len(other.stack) == len(state.stack)


@SETTINGS
@given(players=st.integers(1, 6), seed=st.integers(0, 2**32), stop=st.integers(0, 200))
def test_records_replay_exactly(players: int, seed: int, stop: int) -> None:
    state = play(players, seed, stop)
    record = parse(json.loads(record_of(state, seed=seed).dumps()))
    again = replay(record, BUFFALO_GAME)
    assert isinstance(again, BuffaloState)
    assert again.view(None) == state.view(None)
    assert [again.view(seat) for seat in range(players)] == [state.view(seat) for seat in range(players)]
    assert result_json(again) == result_json(state)


def test_determinize_keeps_public_cards_where_they_are() -> None:
    """The low card waiting for its row and a card Replace! sent back are public."""
    state = position(
        [[2, 5, 9, 13, 17], [10], [50], [70]], [[15, 25], [1, 104], [102, 103]], [80, 90], ["replace"]
    )
    reveal(state, 25, 104, 103)
    state.act(0, CardCard("replace", 25))
    for seed in range(20):
        other = state.determinize(1, random.Random(seed))
        assert 25 in other.hands[0] and len(other.hands[0]) == 2
    state = position([[10], [20], [30], [40]], [[5, 6], [90, 91]], [95, 96], [])
    reveal(state, 5, 90)
    assert state.low == (0, 5)
    for seed in range(20):
        other = state.determinize(1, random.Random(seed))
        assert 5 not in other.hands[0] and 5 not in other.buffalo


def keep_namings(players: int, seed: int) -> None:
    """A random game that favours «First Card», «Last Card» and Replace!, checked against
    its own book of the live namings (BUF-12, BUF-15..BUF-17): a «First Card» naming lives
    until the next card is placed (docs: first of a window), a «Last Card» one for the turn;
    both end when their card leaves the revealed cards; Sort ends them all."""
    state = BUFFALO_GAME.new(BuffaloConfig(players), seed=seed)
    rng = random.Random(seed)
    first: list[int] = []
    last: list[int] = []
    while not state.over:
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        on_cards = [action for action in legal if isinstance(action, CardCard) and action.kind != "order"]
        action = rng.choice(on_cards if on_cards and rng.random() < 0.7 else legal)
        before = [card for _, card in state.order]
        state.act(seat, action)
        after = {card for _, card in state.order}
        left = [card for card in before if card not in after]
        if isinstance(action, CardCard) and action.kind in ("first", "last"):
            (first if action.kind == "first" else last).append(action.card)
        elif isinstance(action, Sort):
            first, last = [], []
        placed = [card for card in left if not (isinstance(action, CardCard) and action.card == card)]
        if placed and first:
            assert placed[0] == first[0]
            first = []
        first = [card for card in first if card not in left]
        last = [card for card in last if card not in left]
        if state.phase != "sort":
            order = [card for _, card in state.order]
            assert order[: len(first)] == first
            assert order[len(order) - len(last) :] == last[::-1]


@SETTINGS
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32))
def test_the_placing_order_keeps_every_live_naming(players: int, seed: int) -> None:
    keep_namings(players, seed)
