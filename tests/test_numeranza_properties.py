"""Numeranza invariants over random games of every variant (hypothesis, seeded):
cards conserved across all zones, every game ends within a bounded number of turns,
records replay exactly, views leak nothing, and the reach solver agrees with brute force."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.bots.registry import make_bot
from bullheads.core.record import parse, record_of, replay, result_json
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, NumeranzaState
from bullheads.games.numeranza.reach import reach, signed_values

VARIANTS = ["target", "spiral", "trips", "diamond", "coop"]
SETTINGS = settings(derandomize=True, database=None, max_examples=25, deadline=None)
TURN_LIMIT = 60
"""A small turn limit keeps random games short; the bound it guarantees is what is tested."""
MAX_ACTIONS_PER_TURN = 40
"""Within a turn (a round in variant 5) the number of decisions is bounded by the rules."""


def views(state: NumeranzaState) -> list[dict[str, Any]]:
    return [state.view(seat) for seat in [*range(state.rules.seats(state.config.players)), None]]


def play(variant: str, players: int, seed: int, bot: str = "random", check: Any = None) -> NumeranzaState:
    config = NumeranzaConfig(variant=variant, players=players, turn_limit=TURN_LIMIT)
    state = NUMERANZA.new(config, seed=seed)
    bots = [make_bot(bot, "numeranza", seed + seat) for seat in range(players + 1)]
    rng = random.Random(seed)
    steps = 0
    while not state.over:
        seat = rng.choice(state.to_act())
        state.act(seat, bots[seat].choose(state.view(seat), state.legal(seat)))
        steps += 1
        assert steps <= (TURN_LIMIT + 1) * MAX_ACTIONS_PER_TURN * (players + 1), "the game does not end"
        if check is not None:
            check(state)
    return state


def conserved(state: NumeranzaState) -> None:
    assert sorted(state.cards_everywhere()) == list(range(len(state.cards.numbers)))
    for seat, zone in enumerate(state.zones):
        for card in zone.cards():
            if not state.cards.is_special(card):
                assert state.cards.owner_of_starting(card) == seat, "starting cards stay their owner's"
        assert zone.hidden <= set(zone.play) | set(zone.discard)


game = st.tuples(st.sampled_from(VARIANTS), st.integers(2, 4), st.integers(0, 10_000))


@SETTINGS
@given(game)
def test_cards_are_conserved_across_all_zones(args: tuple[str, int, int]) -> None:
    variant, players, seed = args
    play(variant, players, seed, check=conserved)


@SETTINGS
@given(game, st.sampled_from(["random", "heuristic"]))
def test_every_game_ends_within_the_turn_limit(args: tuple[str, int, int], bot: str) -> None:
    variant, players, seed = args
    state = play(variant, players, seed, bot)
    assert state.over and state.reason
    turns = state.rules.round if variant == "coop" else state.rules.turn  # type: ignore[attr-defined]
    assert turns <= TURN_LIMIT
    if variant != "coop":
        assert len(state.result().winners) == 1, "ties are always broken"


@SETTINGS
@given(game)
def test_records_replay_exactly(args: tuple[str, int, int]) -> None:
    variant, players, seed = args
    state = play(variant, players, seed)
    record = record_of(state, seed=seed)
    again = replay(parse(json.loads(record.dumps())), NUMERANZA)
    assert [again.view(s) for s in range(players)] == [state.view(s) for s in range(players)]
    assert result_json(again) == record.result
    replay_without_seed = replay(parse({**json.loads(record.dumps()), "seed": 999}), NUMERANZA)
    assert result_json(replay_without_seed) == record.result, "the outcomes, not the seed, decide"


@SETTINGS
@given(game, st.integers(0, 200))
def test_views_leak_nothing(args: tuple[str, int, int], stop: int) -> None:
    """A seat's view is the same in every re-deal of what it cannot see, and events a
    seat may not see are private ones of another seat."""
    variant, players, seed = args
    config = NumeranzaConfig(variant=variant, players=players, turn_limit=TURN_LIMIT)
    state = NUMERANZA.new(config, seed=seed)
    rng = random.Random(seed)
    while not state.over and len(state.history) < stop:
        seat = rng.choice(state.to_act())
        for event in state.act(seat, rng.choice(state.legal(seat))):
            if not event.seen_by(None):
                assert event.seen_by(seat) or event.seat != seat  # type: ignore[attr-defined]
                assert [other for other in range(players) if event.seen_by(other)] == [event.seat]  # type: ignore[attr-defined]
    for seat in range(players):
        for redeal in range(3):
            other = state.determinize(seat, random.Random(redeal))
            assert other.view(seat) == state.view(seat)
            assert other.view(None) == state.view(None)
            assert other.legal(seat) == state.legal(seat)
            conserved(other)


@settings(derandomize=True, database=None, max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 12), max_size=7), st.integers(-30, 40), st.integers(0, 3))
def test_reach_agrees_with_brute_force(numbers: list[int], value: int, room: int) -> None:
    brute = set()
    for signs in itertools.product((1, -1), repeat=len(numbers)):
        if 1 in signs:
            brute.add(sum(s * n for s, n in zip(signs, numbers, strict=True)))
    assert signed_values(numbers) == (brute or {0})
    found = reach(numbers, value - room, value + room, signed=True)
    assert (found is not None) == any(abs(v - value) <= room for v in signed_values(numbers))
    if found is not None:
        assert 1 in found or not numbers
        assert abs(sum(s * n for s, n in zip(found, numbers, strict=True)) - value) <= room
    plain = reach(numbers, value - room, value + room, signed=False)
    assert (plain is not None) == (abs(sum(numbers) - value) <= room)
