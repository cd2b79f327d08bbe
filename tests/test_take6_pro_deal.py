"""The professional variant's deal mode (seed 004, docs/rules-decisions.md): the cards
1..(10 x players + 4) of T6-15, shuffled and dealt as T6-03 deals, hands secret."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from conftest import play_turn

from bullheads.bots.take6_heuristic import unseen_cards
from bullheads.bots.tracker import track
from bullheads.cli.main import cli
from bullheads.core.errors import RecordError
from bullheads.core.record import parse, record_of, replay
from bullheads.games.take6 import TAKE6, EndRule, Phase, ProMode, Take6Config, Take6State

DEAL = ProMode.DEAL


def dealt(players: int, seed: int = 1, **options: Any) -> Take6State:
    return TAKE6.new(Take6Config(players=players, professional=DEAL, **options), seed=seed)


def random_play(state: Take6State, seed: int, steps: int | None = None) -> Take6State:
    rng = random.Random(seed)
    while not state.over and (steps is None or len(state.history) < steps):
        seat = rng.choice(state.to_act())
        state.act(seat, rng.choice(state.legal(seat)))
    return state


@pytest.mark.parametrize(("players", "top"), [(2, 24), (3, 34), (4, 44), (5, 54), (6, 64)])
def test_T6_15_deal_gives_10_cards_each_and_4_rows_from_1_to_10n_plus_4(players: int, top: int) -> None:
    state = dealt(players, seed=players)
    assert state.phase is Phase.CHOOSE, "T6-03: no draft, the first turn's choice starts at once"
    (deal,) = state.outcomes
    assert [len(hand) for hand in deal["hands"]] == [10] * players
    assert [len(row) for row in deal["rows"]] == [1, 1, 1, 1]
    cards = [card for group in (*deal["hands"], *deal["rows"]) for card in group]
    assert sorted(cards) == list(range(1, top + 1)), "every card of the deck once"
    assert state.dealt == state.cards_in_play() == frozenset(range(1, top + 1))
    assert state.view(None)["deck"] == top


def test_T6_03_each_round_is_a_fresh_shuffle_of_the_professional_deck() -> None:
    state = random_play(dealt(3, seed=4, end=EndRule.ROUNDS, rounds=3), seed=4)
    assert len(state.outcomes) == 3
    assert len({json.dumps(deal) for deal in state.outcomes}) == 3
    for deal in state.outcomes:
        cards = sorted(card for group in (*deal["hands"], *deal["rows"]) for card in group)
        assert cards == list(range(1, 35))


def test_T6_15_deal_keeps_the_hands_secret_from_other_seats_and_spectators() -> None:
    state = dealt(3, seed=2)
    play_turn(state, [state.hands[0][0], None, None])
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert "hands" not in view and "draft" not in view
        shown = {card for group in (*view["rows"], view["hand"] or []) for card in group}
        shown.add(view["my_choice"] or 0)
        others = {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
        assert not shown & others, f"view({seat}) shows another seat's cards"
        assert view["hand"] == (None if seat is None else state.hands[seat])
    assert state.view(0)["my_choice"] == state.chosen[0]
    assert state.view(1)["my_choice"] is None and state.view(None)["my_choice"] is None


def test_T6_15_determinize_keeps_what_the_seat_sees_and_redeals_from_the_professional_deck() -> None:
    state = random_play(dealt(4, seed=6), seed=6, steps=9)
    assert state.turn > 1
    others = {card for seat in (1, 2, 3) for card in state.hands[seat]}
    deals = set()
    for k in range(20):
        world = state.determinize(0, random.Random(k))
        assert world.view(0) == state.view(0)
        assert world.hands[0] == state.hands[0]
        assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
        # the deck is used up by the deal: the unseen cards are exactly the other hands
        assert {card for seat in (1, 2, 3) for card in world.hands[seat]} == others
        assert world.dealt == world.cards_in_play() == frozenset(range(1, 45))
        deals.add(json.dumps(world.hands))
    assert len(deals) > 10, "determinize hardly re-deals the hidden hands"


def test_T6_15_bots_count_the_unseen_cards_of_the_professional_deck() -> None:
    state = random_play(dealt(3, seed=8), seed=8, steps=6)
    view = state.view(1)
    others = sorted(card for seat in (0, 2) for card in state.hands[seat])
    assert unseen_cards(view) == others
    tracked = track(view)
    assert list(tracked.unseen) == others
    assert tracked.in_other_hands == len(others)


def test_T6_14_T6_15_an_elimination_redeals_the_deck_of_the_seats_left() -> None:
    # round 1 (hand-written, cards of 1..34): seat 0's 15 is the sixth card of row 0 and
    # takes 11 heads, over the limit of 5 (T6-14); round 2 deals 1..24 to the two left
    first = {"hands": [[15], [30], [31]], "rows": [[10, 11, 12, 13, 14], [20], [25], [29]]}
    config = Take6Config(players=3, professional=DEAL, end=EndRule.ELIMINATION, limit=5)
    state = TAKE6.new(config, outcomes=[first], seed=0)
    play_turn(state, [15, 30, 31])
    assert state.active == [False, True, True] and state.round == 2
    assert state.hands[0] == [] and [len(hand) for hand in state.hands[1:]] == [10, 10]
    assert state.dealt == frozenset(range(1, 25))
    assert state.view(1)["deck"] == 24


def test_T6_15_a_recorded_deal_outside_the_professional_deck_is_refused() -> None:
    deal = {"hands": [[1], [35]], "rows": [[2], [3], [4], [5]]}
    with pytest.raises(RecordError, match=r"a hand must be a list of cards 1\.\.24: \[35\]$"):
        TAKE6.new(Take6Config(players=2, professional=DEAL), outcomes=[deal])


def test_T6_15_a_dealt_game_replays_from_its_record() -> None:
    state = random_play(dealt(3, seed=9, end=EndRule.ROUNDS, rounds=2), seed=9)
    data = json.loads(record_of(state, seed=9).dumps())
    assert data["config"]["professional"] == "deal"
    again = replay(parse(data), TAKE6)
    assert again.result() == state.result() and again.history == state.history
    data["outcomes"][1]["hands"][0][0] = 40
    with pytest.raises(RecordError, match=r"cards 1\.\.34"):
        replay(parse(data), TAKE6)


def test_T6_15_the_example_dealt_record_replays_through_the_command() -> None:
    path = Path(__file__).parent.parent / "examples" / "records" / "take6-pro-deal-2p.json"
    result = CliRunner().invoke(cli, ["replay", "--verify", str(path)])
    assert result.exit_code == 0, result.output
    assert "verified" in result.output
    assert json.loads(path.read_text(encoding="utf-8"))["config"]["professional"] == "deal"
