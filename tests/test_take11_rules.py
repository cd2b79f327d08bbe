"""Take 11! rules, one test (or more) per rule id of the canonical rule file, and the
rule book's worked examples K1 and K2.

Positions are dealt exactly through the deal outcomes a record would hold; bull cards are
earned by taking piles, except where a test needs an empty supply (then the position's
bull cards are set before the first action, as a set-up, and everything after goes
through the contract).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.core.errors import ConfigError, IllegalAction
from bullheads.core.events import Event
from bullheads.games.take11 import DEFAULT_HEADS, END_TURN, TAKE11, Play, Steal, Take, Take11Config, distance
from bullheads.games.take11.cards import DEFAULT_HEADS_JSON, REACH, fits, heads_to_json, in_reach, parse_heads
from bullheads.games.take11.config import load_heads
from bullheads.games.take11.events import (
    BullGained,
    CardsTaken,
    NoBullLeft,
    PileStarted,
    PileTaken,
    RoundScored,
    StealPending,
)
from bullheads.games.take11.state import Take11State, next_starter


def position(
    hands: Sequence[Sequence[int]],
    piles: Sequence[Sequence[int]],
    draw: Sequence[int],
    start: int = 0,
) -> Take11State:
    """A game whose first round is dealt exactly as given, `start` playing first."""
    deal = {"hands": [list(h) for h in hands], "piles": [list(p) for p in piles], "draw": list(draw)}
    return TAKE11.new(Take11Config(players=len(hands)), outcomes=[{"start": start}, deal])


def tops(state: Take11State) -> list[int]:
    return [pile["top"] for pile in state.view(None)["piles"]]


def kinds(events: Sequence[Event]) -> list[str]:
    return [event.kind() for event in events]


# ---------------------------------------------------------------------- components


def test_T11_01_hundred_cards_and_ten_bull_cards() -> None:
    state = TAKE11.new(Take11Config(players=7), seed=3)
    assert state.cards_in_play() == frozenset(range(1, 101))
    assert [len(hand) for hand in state.hands] == [10] * 7
    assert state.supply == 10 and state.bulls == [0] * 7


def test_T11_02_default_heads_table() -> None:
    assert sum(DEFAULT_HEADS) == 184
    assert [DEFAULT_HEADS[card] for card in (3, 33, 63, 93)] == [7] * 4
    assert [DEFAULT_HEADS[card] for card in (13, 23, 43, 53, 73, 83)] == [5] * 6
    assert DEFAULT_HEADS[2] == DEFAULT_HEADS[97] == 3 and DEFAULT_HEADS[1] == DEFAULT_HEADS[100] == 1
    assert heads_to_json(DEFAULT_HEADS) == DEFAULT_HEADS_JSON


def test_T11_02_heads_table_overridden_from_a_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "heads.json"
    path.write_text('{"default": 2, "0": [1, 2], "9": [100]}', encoding="utf-8")
    table = load_heads(path)
    assert table[1] == table[2] == 0 and table[100] == 9 and table[50] == 2
    config = Take11Config(players=2, heads=table)
    assert Take11Config.from_json(config.to_json()) == config
    assert config.to_json()["heads"] == {"default": 2, "0": [1, 2], "9": [100]}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "a heads table is a JSON object"),
        ({"3": [2]}, "has no default and does not give the cards 1, 3, 4"),
        ({"default": 1, "3": [2], "5": [2]}, "gives the card 2 twice"),
        ({"default": 1, "3": [101]}, "must list cards 1..100"),
        ({"default": -1}, "default must be a whole number"),
        ({"default": 1, "many": [2]}, "key 'many' is neither"),
        ({"default": 1, "\u00b2": [2]}, "is neither"),
        ({"default": 1, "9" * 5000: [2]}, "is neither"),
    ],
)
def test_T11_02_bad_heads_tables_are_named(data: object, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_heads(data)


def test_T11_02_bad_heads_file_is_named(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "heads.json"
    path.write_text("{nope", encoding="utf-8")
    with pytest.raises(ConfigError, match="is not valid JSON"):
        load_heads(path)
    with pytest.raises(ConfigError, match="cannot read the heads file"):
        load_heads(tmp_path / "missing.json")


def test_T11_02_a_heads_file_nested_too_deeply_is_named_not_a_traceback(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The heads file is read as records are (core.jsonfile): deep nesting and numbers too
    long to read were a RecursionError and a ValueError here."""
    path = tmp_path / "heads.json"
    path.write_text("[" * 100_000, encoding="utf-8")
    with pytest.raises(ConfigError, match=r"the heads file .* nests its JSON"):
        load_heads(path)
    path.write_text("9" * 5_000, encoding="utf-8")
    with pytest.raises(ConfigError, match=r"the heads file .* holds a number too long"):
        load_heads(path)


def test_T11_02_scores_follow_the_table_of_the_config() -> None:
    table = parse_heads({"default": 4})
    deal = {"hands": [[50], [60, 61]], "piles": [[45]], "draw": [1, 2]}
    state = TAKE11.new(Take11Config(players=2, heads=table), outcomes=[{"start": 0}, deal])
    events = state.act(0, Play(50, 45))
    scored = next(event for event in events if isinstance(event, RoundScored))
    assert scored.heads == (0, 8)


# ---------------------------------------------------------------------- set-up


@pytest.mark.parametrize("players", [1, 8, True, "4"])
def test_T11_03_two_to_seven_players(players: object) -> None:
    with pytest.raises(ConfigError, match="Take 11! is for 2 to 7 players"):
        Take11Config(players=players)  # type: ignore[arg-type]


def test_T11_03_deal_one_pile_and_a_random_starter() -> None:
    starters = set()
    for seed in range(30):
        state = TAKE11.new(Take11Config(players=3), seed=seed)
        view = state.view(None)
        assert len(state.piles) == 1 and len(state.piles[0]) == 1
        assert view["piles"] == [{"top": state.piles[0][0]}]
        assert view["draw_size"] == 100 - 30 - 1
        starters.add(state.to_act()[0])
        assert state.outcomes[0] == {"start": state.starter}
    assert starters == {0, 1, 2}


# ---------------------------------------------------------------------- a turn


def test_T11_04_K2_wraparound_distance() -> None:
    """K2: on 98 the card 5 has distance 7; on 96 the legal cards are 97-100 and 1-6."""
    assert distance(98, 5) == 7
    assert [card for card in range(1, 101) if fits(96, card)] == [1, 2, 3, 4, 5, 6, 97, 98, 99, 100]
    hand = [*range(1, 16), *range(86, 96), 97, 98, 99, 100]
    state = position([hand, [50]], [[96]], [60, 61])
    plays = sorted(action.card for action in state.legal(0) if isinstance(action, Play))
    assert plays == [1, 2, 3, 4, 5, 6, 97, 98, 99, 100]


def test_T11_04_one_card_without_a_bull_card() -> None:
    state = position([[33, 35, 70], [80, 90]], [[30], [60]], [1, 2])
    assert Play(33, 30) in state.legal(0) and Take(60) in state.legal(0)
    state.act(0, Play(33, 30))
    assert state.to_act() == [1], "without a bull card the turn ends after one card"


def test_T11_04_a_card_outside_the_range_is_refused() -> None:
    state = position([[41, 70], [80, 90]], [[30]], [1, 2])
    assert all(action.card != 41 for action in state.legal(0) if isinstance(action, Play))
    with pytest.raises(IllegalAction, match="no pile had the top 31"):
        state.act(0, Play(41, 31))
    with pytest.raises(IllegalAction, match="does not hold the card 42"):
        state.act(0, Play(42, 32))


def with_one_bull(hand: Sequence[int], other: Sequence[int], draw: Sequence[int]) -> Take11State:
    """Seat 0 takes the pile 52 55 58 (three cards: a bull card), the draw pile reveals
    draw[0] and draw[1]; seat 1 then plays other[0] on draw[1]; seat 0 is to play."""
    state = position([list(hand), list(other)], [[52, 55, 58]], list(draw))
    events = state.act(0, Take(58))
    assert BullGained(0, -1) in events and state.bulls[0] == 1
    state.act(1, Play(other[0], draw[1]))
    return state


def test_T11_04_ranges_do_not_move_during_a_turn() -> None:
    state = with_one_bull([20, 60], [91, 99], [50, 90, 7, 8])
    # seat 0 holds 20 52 55 58 60; the pile 50 takes 51..60 for the whole turn
    state.act(0, Play(52, 50))
    state.act(0, Play(58, 50))
    assert tops(state)[0] == 58
    assert Play(55, 50) not in state.legal(0), "cards go on in increasing distance"
    with pytest.raises(IllegalAction, match="increasing distance"):
        state.act(0, Play(55, 50))
    assert END_TURN in state.legal(0)
    state.act(0, END_TURN)
    assert state.to_act() == [1]


def test_T11_04_range_fixed_by_the_starting_top() -> None:
    state = with_one_bull([59, 60, 61], [91, 99], [50, 90, 7, 8])
    state.act(0, Play(52, 50))
    state.act(0, Play(59, 50))
    legal = state.legal(0)
    assert Play(60, 50) in legal
    assert Play(61, 50) not in legal and Play(61, 59) not in legal, "61 is 11 from the starting top 50"
    with pytest.raises(IllegalAction, match="no pile had the top 59"):
        state.act(0, Play(61, 59))


def test_T11_04_more_piles_than_bull_cards_refused() -> None:
    state = with_one_bull([92], [91, 99], [50, 90, 7, 8])
    # seat 0 holds 52 55 58 92; piles 50 and 91; one bull card: one pile per turn
    state.act(0, Play(52, 50))
    assert all(action.on == 50 for action in state.legal(0) if isinstance(action, Play))
    with pytest.raises(IllegalAction, match="holds 1 bull card and may play on 1 pile"):
        state.act(0, Play(92, 91))


def test_T11_04_turn_ends_by_itself_when_nothing_more_fits() -> None:
    state = with_one_bull([92], [91, 99], [50, 90, 7, 8])
    state.act(0, Play(52, 50))
    state.act(0, Play(55, 50))
    state.act(0, Play(58, 50))
    assert state.to_act() == [1]


def with_bulls(state: Take11State, bulls: Sequence[int]) -> Take11State:
    """Set-up: the bull cards each seat holds before the first action (supply: the rest)."""
    state.bulls = list(bulls)
    state.supply = 10 - sum(bulls)
    return state


def test_T11_04_k_bull_cards_k_piles_in_one_turn() -> None:
    state = with_bulls(position([[31, 34, 62, 75, 99], [5]], [[30], [60], [70]], [1, 2]), [2, 0])
    state.act(0, Play(31, 30))
    state.act(0, Play(62, 60))
    legal = state.legal(0)
    assert Play(34, 30) in legal and Play(75, 70) not in legal and END_TURN in legal
    with pytest.raises(IllegalAction, match="holds 2 bull cards and may play on 2 piles"):
        state.act(0, Play(75, 70))
    state.act(0, Play(34, 30))
    assert state.to_act() == [1], "nothing more fits the two piles: the turn ends"
    assert tops(state) == [34, 62, 70]


def test_T11_04_a_player_holding_all_ten_plays_on_every_pile() -> None:
    state = with_bulls(position([[31, 61, 71, 82], [5]], [[30], [60], [70], [80]], [1, 2]), [10, 0])
    for card, top in ((31, 30), (61, 60), (71, 70)):
        state.act(0, Play(card, top))
    events = state.act(0, Play(82, 80))
    assert next(event for event in events if isinstance(event, RoundScored)).heads == (0, 3)


# ---------------------------------------------------------------------- K1


def k1() -> tuple[Take11State, list[list[Event]]]:
    """K1 with three players; seat 0 is the rule book's first player."""
    hands = [[5, 36, 60, 61, 88], [46, 70, 71, 92], [20, 21, 98]]
    state = position(hands, [[31]], [23, 87, 19, 78, 40, 41])
    steps = [
        (0, Play(36, 31)),
        (1, Play(46, 36)),
        (2, Take(46)),
        (0, Play(88, 87)),
        (1, Play(92, 88)),
        (2, Play(98, 92)),
        (0, Play(5, 98)),
        (1, Take(23)),
    ]
    events = []
    for seat, action in steps:
        assert action in state.legal(seat), (seat, action, state.legal(seat))
        events.append(state.act(seat, action))
    return state, events


def test_T11_04_T11_05_K1_example_game() -> None:
    state, events = k1()
    take = events[2]
    assert PileTaken(2, 0, 46, 3) in take and CardsTaken(2, (31, 36, 46)) in take
    assert BullGained(2, -1) in take
    assert [e for e in take if isinstance(e, PileStarted)] == [PileStarted(23, 0), PileStarted(87, 1)]
    assert state.hands[2] == [20, 21, 31, 36, 46]
    second = events[7]
    assert PileTaken(1, 0, 23, 1) in second
    assert not any(isinstance(event, BullGained) for event in second), "one card: no bull card"
    assert sorted(tops(state)) == [5, 19, 78]
    assert state.bulls == [0, 0, 1] and state.supply == 9
    assert state.piles[0] == [87, 88, 92, 98, 5]


def test_T11_05_take_is_compulsory_only_without_a_legal_card() -> None:
    state = position([[5, 36, 60], [70, 71]], [[31]], [23, 87])
    assert state.legal(0) == [Play(36, 31), Take(31)]
    state.act(0, Play(36, 31))
    assert state.legal(1) == [Take(36)]


def test_T11_05_take_allowed_at_any_time_but_not_after_playing() -> None:
    state = with_one_bull([20], [91, 99], [50, 90, 7, 8])
    assert Take(50) in state.legal(0) and Take(91) in state.legal(0)
    state.act(0, Play(52, 50))
    assert not any(isinstance(action, Take) for action in state.legal(0))
    with pytest.raises(IllegalAction, match="a play or a take"):
        state.act(0, Take(91))


def with_empty_supply(bulls: Sequence[int]) -> Take11State:
    """Seat 0 is to take the pile 10 11 12 (a bull card) while the supply is empty."""
    state = position([[80], [81, 82], [83, 84], [85, 86]], [[10, 11, 12]], [40, 50, 60, 70])
    return with_bulls(state, bulls)


def test_T11_05_stealing_with_a_tie_is_the_takers_choice() -> None:
    state = with_empty_supply([2, 4, 4, 0])
    events = state.act(0, Take(12))
    assert StealPending(0, (1, 2)) in events
    assert state.to_act() == [0] and state.legal(0) == [Steal(1), Steal(2)]
    assert state.view(3)["steal_candidates"] == [1, 2]
    with pytest.raises(IllegalAction, match="seat 4 does not hold the most"):
        state.act(0, Steal(3))
    with pytest.raises(IllegalAction, match="steal a bull card"):
        state.act(0, Play(81, 70))
    events = state.act(0, Steal(2))
    assert BullGained(0, 2) in events and state.bulls == [3, 4, 3, 0]
    assert [e.card for e in events if isinstance(e, PileStarted)] == [40, 50]
    assert state.to_act() == [1]


def test_T11_05_stealing_from_the_single_most() -> None:
    state = with_empty_supply([1, 5, 3, 1])
    events = state.act(0, Take(12))
    assert BullGained(0, 1) in events and state.bulls == [2, 4, 3, 1]


def test_T11_05_most_among_the_others_even_when_the_taker_holds_more() -> None:
    state = with_empty_supply([7, 2, 1, 0])
    state.act(0, Take(12))
    assert state.bulls == [8, 1, 1, 0]


def test_T11_05_a_player_holding_all_ten_gains_none() -> None:
    state = with_empty_supply([10, 0, 0, 0])
    events = state.act(0, Take(12))
    assert NoBullLeft(0) in events and state.bulls == [10, 0, 0, 0]
    assert state.to_act() == [1]


def test_T11_05_view_shows_each_piles_top_only() -> None:
    state, _ = k1()
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert view["piles"] == [{"top": 5}, {"top": 19}, {"top": 78}]
        assert view["hand_sizes"] == [2, 3, 5]
        assert "draw" not in view and view["draw_size"] == 2
    assert state.view(0)["hand"] == [60, 61] and state.view(None)["hand"] is None
    assert CardsTaken(1, (23,)).seen_by(1) and not CardsTaken(1, (23,)).seen_by(0)


def keys_in(value: object) -> set[str]:
    """Every key of a JSON value, at any depth."""
    if isinstance(value, dict):
        return set(value).union(*(keys_in(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(*(keys_in(item) for item in value))
    return set()


def test_T11_05_no_view_carries_a_pile_size_or_the_cards_below_a_top() -> None:
    """A view shows each pile's top card only: no size, no card under the top, for any
    seat or a spectator, at every step of random games (a player may remember the
    public plays, but no view offers a look into a pile). The log of public plays says
    how many cards a pile was laid out with (one, in a dealt game), as the table saw it;
    tests/test_take11_properties.py checks the log."""
    for seed in range(2):
        state = TAKE11.new(Take11Config(players=3), seed=seed)
        rng = random.Random(seed)
        while not state.over:
            for seat in (0, 1, 2, None):
                view = state.view(seat)
                assert view["piles"] == [{"top": pile[-1]} for pile in state.piles]
                public = {key: value for key, value in view.items() if key != "round_log"}
                assert not {key for key in keys_in(public) if "size" in key} - {"draw_size", "hand_sizes"}
                assert all(entry["size"] == 1 for entry in view["round_log"] if "size" in entry)
                below = {card for pile in state.piles for card in pile[:-1]} - set(state.turn_tops)
                shown = {pile["top"] for pile in view["piles"]} | set(view["turn_tops"])
                assert not below & (shown | set(view["hand"] or ()))
            actor = state.to_act()[0]
            state.act(actor, rng.choice(state.legal(actor)))


# ---------------------------------------------------------------------- end of a round


def test_T11_06_round_ends_when_a_hand_is_empty() -> None:
    state = position([[35], [70, 3], [80]], [[30]], [1, 2])
    events = state.act(0, Play(35, 30))
    scored = next(event for event in events if isinstance(event, RoundScored))
    assert scored.reason == "hand_empty" and scored.seat == 0
    assert scored.heads == (0, 1 + 7, 1)
    assert state.round == 2


def test_T11_06_round_ends_in_the_middle_of_a_multi_card_play() -> None:
    state = position([[57], [91, 99, 3], [92, 93]], [[52, 55, 58]], [50, 90, 10, 11])
    state.act(0, Take(58))  # seat 0: 52 55 57 58 and a bull card; piles 50 90
    state.act(1, Play(91, 90))
    state.act(2, Play(92, 91))
    for card in (52, 55, 57):
        state.act(0, Play(card, 50))
        assert state.to_act() == [0] and state.round == 1
    events = state.act(0, Play(58, 50))
    scored = next(event for event in events if isinstance(event, RoundScored))
    assert scored.reason == "hand_empty" and scored.heads == (0, 1 + 7, 7)
    assert state.round == 2 and state.bulls == [0, 0, 0] and state.supply == 10


def test_T11_07_draw_pile_cannot_supply_two_new_piles() -> None:
    state = position([[35, 3], [70, 40]], [[30], [60]], [20])
    events = state.act(0, Take(60))
    assert PileStarted(20, 1) in events, "reveal what there is first"
    scored = next(event for event in events if isinstance(event, RoundScored))
    assert scored.reason == "draw_empty" and scored.seat == 0
    assert scored.heads == (1 + 7 + 1, 2), "the taker scores too"


def test_T11_07_an_empty_draw_pile_ends_the_round_on_the_next_take() -> None:
    state = position([[35, 3], [70, 40]], [[30], [60]], [20, 21])
    state.act(0, Take(60))
    assert state.round == 1 and state.view(None)["draw_size"] == 0
    events = state.act(1, Take(30))
    assert [event for event in events if isinstance(event, PileStarted)] == []
    assert next(event for event in events if isinstance(event, RoundScored)).reason == "draw_empty"


def test_T11_08_bull_cards_return_to_the_supply() -> None:
    state = position([[57, 3], [91]], [[52, 55, 58]], [50, 90, 10, 11])
    state.act(0, Take(58))
    assert state.bulls == [1, 0] and state.supply == 9
    events = state.act(1, Play(91, 90))
    assert any(isinstance(event, RoundScored) for event in events)
    assert state.round == 2 and state.bulls == [0, 0] and state.supply == 10


# ---------------------------------------------------------------------- the game


def test_T11_09_as_many_rounds_as_players() -> None:
    for players in (2, 3, 5, 7):
        state = TAKE11.new(Take11Config(players=players), seed=players)
        rng = random.Random(players)
        while not state.over:
            seat = state.to_act()[0]
            state.act(seat, rng.choice(state.legal(seat)))
        assert state.round == players and len(state.score_pad) == players
        assert state.totals == [sum(line[seat] for line in state.score_pad) for seat in range(players)]
        best = min(state.totals)
        assert state.result().winners == tuple(s for s in range(players) if state.totals[s] == best)


def test_T11_09_fewest_points_start_the_next_round() -> None:
    assert next_starter([10, 3, 8], previous=0) == 1
    assert next_starter([3, 5, 3, 3], previous=0) == 2, (
        "first of the equals clockwise after the previous starter"
    )
    assert next_starter([3, 5, 4, 3], previous=3) == 0
    assert next_starter([0, 0], previous=1) == 0
    state = position([[35], [70, 3], [80]], [[30]], [1, 2], start=0)
    state.act(0, Play(35, 30))
    assert state.starter == 0 == state.to_act()[0], "seat 0 scored 0, the fewest"
    state = position([[80], [35], [70, 3]], [[30]], [33, 34], start=0)
    state.act(0, Take(30))
    state.act(1, Play(35, 33))
    assert state.score_pad == [[2, 0, 8]]
    assert state.round == 2 and state.starter == 1 == state.to_act()[0]


def test_float_and_bool_fields_and_seats_are_refused_and_change_nothing() -> None:
    """Play(33.0, 30) was accepted (33.0 == 33) and written as a record that replay
    refuses; a seat True played as seat 1."""
    state = position([[33, 35, 70], [80, 90]], [[30], [60]], [1, 2])
    before = [state.view(seat) for seat in (0, 1, None)]
    for seat, action, reason in [
        (0, Play(33.0, 30), "the card must be a whole number"),  # type: ignore[arg-type]
        (0, Play(33, True), "the pile's top must be a whole number"),
        (0, Take(60.0), "the pile's top must be a whole number"),  # type: ignore[arg-type]
        (0, Steal(1.0), "the seat to steal from must be a whole number from 1 to 7"),  # type: ignore[arg-type]
        (False, Play(33, 30), "there is no seat False"),
        ("0", Play(33, 30), "there is no seat '0'"),
        (1, Play(33, 30), "it is seat 1's turn, not seat 2's"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            state.act(seat, action)
    assert [state.view(seat) for seat in (0, 1, None)] == before and state.history == []


@given(
    st.lists(st.integers(1, 100), unique=True).map(sorted),
    st.integers(1, 100),
    st.integers(0, 10),
)
@settings(max_examples=300)
def test_T11_04_in_reach_is_every_card_at_a_legal_distance(hand: list[int], top: int, beyond: int) -> None:
    """in_reach finds by bisection exactly the cards of a sorted hand whose distance from
    `top` is beyond..REACH, in the hand's order (the order `legal` lists plays in)."""
    expected = [card for card in hand if beyond < distance(top, card) <= REACH]
    assert in_reach(hand, top, beyond) == expected
