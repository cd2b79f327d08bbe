"""The four fan cards (fan-cards.md): one test or more per rule id, the rule book's worked
examples F1..F4 exactly, their edge cases, config, records, views, bot and terminal.

Rows are numbered 1..4 in the rules and 0..3 here. Positions are hand-written deals
(`fan_position`); where the markers do not stand where the set-up rules put them, the
deal's ``"fans"`` part says where they stand (docs/records.md).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import pytest
from click.testing import CliRunner
from hypothesis import example, given
from hypothesis import strategies as st

from bullheads.bots.take6_heuristic import Take6HeuristicBot
from bullheads.cli.main import cli
from bullheads.core.errors import ConfigError, IllegalAction, RecordError
from bullheads.core.events import Event
from bullheads.core.record import parse, record_of, replay, result_json
from bullheads.games.take6 import TAKE6, EndRule, Play, Take6Config, Take6State, TakeRow, heads
from bullheads.games.take6.actions import FLIPPABLE, from_json
from bullheads.games.take6.events import CardPlaced, CardsRevealed, LowCard, RowTaken
from bullheads.games.take6.fan_events import CowJumped, DigitFlipped, MarkerMoved, MarkerSet
from bullheads.games.take6.fans import FanTable, new_table
from bullheads.games.take6.flip import FLIPPED_VALUE, can_flip

EO, MT, COW, FLIP = "even-odd", "mountaineering", "cow", "digit-flip"


def fan_position(
    hands: Sequence[Sequence[int]],
    rows: Sequence[Sequence[int]],
    fans: Sequence[str],
    setup: dict[str, Any] | None = None,
    **options: Any,
) -> Take6State:
    """A game with `fans` whose first round is dealt exactly as given."""
    deal: dict[str, Any] = {"hands": [list(hand) for hand in hands], "rows": [list(row) for row in rows]}
    if setup is not None:
        deal["fans"] = setup
    return TAKE6.new(Take6Config(players=len(hands), fans=tuple(fans), **options), seed=0, outcomes=[deal])


def turn(state: Take6State, plays: Sequence[int | Play], low_rows: Sequence[int] = ()) -> list[Event]:
    """Seat i plays plays[i] (a card, or a Play for a flip); low cards take `low_rows` in turn."""
    events: list[Event] = []
    for seat, play in enumerate(plays):
        events += state.act(seat, play if isinstance(play, Play) else Play(play))
    for row in low_rows:
        assert state.phase == "row"
        events += state.act(state.to_act()[0], TakeRow(row))
    assert state.phase != "row", "a low card is still waiting for its owner"
    return events


def rows(state: Take6State) -> list[list[int]]:
    return state.view(None)["rows"]  # type: ignore[no-any-return]


def markers(state: Take6State) -> dict[str, Any]:
    return state.view(None)["fans"]["markers"]  # type: ignore[no-any-return]


def of_type(events: list[Event], kind: type[Event]) -> list[Any]:
    return [event for event in events if isinstance(event, kind)]


def table_events(events: list[Event]) -> list[Event]:
    """What happened on the table: placements, takes, marker moves and cow jumps."""
    return [e for e in events if isinstance(e, (CardPlaced, RowTaken, MarkerMoved, CowJumped))]


def took(seat: int, row: int, cards: tuple[int, ...], reason: str) -> RowTaken:
    return RowTaken(seat, row, cards, heads(cards), reason)


def flipped(card: int) -> Play:
    return Play(card, flip=True)


# --------------------------------------------------------------------------- FAN-ORD-1


def test_FAN_ORD_1_after_a_take_reset_then_even_odd_then_mountaineering_then_cow() -> None:
    state = fan_position([[14, 1], [100, 2]], [[10, 11, 12, 13], [30], [50], [70]], [EO, MT, COW])
    assert markers(state) == {EO: {"row": 0, "shows": "even"}, MT: {"row": 3, "arrow": "up"}, COW: {"row": 0}}
    events = turn(state, [14, 100])
    assert table_events(events) == [
        took(0, 0, (10, 11, 12, 13), "full"),  # FAN-COW-3: the cow's row is full with 4
        CardPlaced(0, 14, 0),
        MarkerMoved(EO, 1, "even"),
        MarkerMoved(MT, 2, "up"),
        CowJumped(1),
        CardPlaced(1, 100, 3),  # row 3 now descends (FAN-MT-2): 100 goes after 70
    ]
    assert rows(state) == [[14], [30], [50], [70, 100]]


def test_FAN_ORD_1_a_cow_take_repeats_the_sequence_and_keeps_the_highest_card_of_a_descending_row() -> None:
    """FAN-COW-5 on a descending row (FAN-MT-2): the highest card, 50, stays; the marker
    moves on the cow's take too (FAN-MT-4), then the cow jumps again."""
    table = [[60], [70], [80], [50, 45, 40, 35, 30]]
    state = fan_position([[61, 1], [104, 2]], table, [MT, COW], {COW: {"row": 0}})
    assert markers(state) == {MT: {"row": 3, "arrow": "up"}, COW: {"row": 0}}
    events = turn(state, [61, 104])
    seen = [e for e in events if isinstance(e, (CardPlaced, RowTaken, MarkerMoved, CowJumped))]
    assert seen[:5] == [
        CardPlaced(0, 61, 0),
        CowJumped(3),
        took(0, 3, (45, 40, 35, 30), "cow"),
        MarkerMoved(MT, 2, "up"),
        CowJumped(0),
    ]
    assert rows(state)[3] == [50]
    assert state.result().scores == (heads((45, 40, 35, 30)), 0)


# --------------------------------------------------------------------------- Even/Odd


def test_F1_FAN_EO_2_FAN_EO_3_ninety_skips_the_odd_row_and_takes_row_2() -> None:
    table = [[28, 31], [41, 43, 46, 49, 52], [88, 92], [77, 85]]
    state = fan_position([[90, 1], [100, 2]], table, [EO], {EO: {"row": 3, "shows": "odd"}})
    events = turn(state, [90, 100])
    assert of_type(events, RowTaken) == [RowTaken(0, 1, (41, 43, 46, 49, 52), 5, "full")]
    assert CardPlaced(0, 90, 1) in events
    assert of_type(events, MarkerMoved) == [MarkerMoved(EO, 0, "odd")]  # rows 1-3 end 31, 90, 92
    assert rows(state)[:2] == [[28, 31], [90]]
    assert markers(state) == {EO: {"row": 0, "shows": "odd"}}
    assert state.result().scores == (5, 0)


def test_FAN_EO_1_marker_on_the_lowest_first_card_showing_its_parity_every_round() -> None:
    state = fan_position([[60], [70]], [[40], [12], [31], [90]], [EO], end="rounds", rounds=2)
    assert MarkerSet(EO, 1, "even") in state.opening
    events = turn(state, [60, 70])  # the one-card round ends; round 2 is dealt and set up anew
    (setup,) = of_type(events, MarkerSet)
    dealt = rows(state)
    lowest = min(range(4), key=lambda row: dealt[row][0])
    assert setup == MarkerSet(EO, lowest, "even" if dealt[lowest][0] % 2 == 0 else "odd")


def test_FAN_EO_2_a_card_fits_no_row_only_because_of_the_marker_low_card_rule() -> None:
    """12 is above row 1's 10 but row 1 takes odd cards only: 12 is a low card (T6-09) and
    its owner may take any row, the marked row included."""
    state = fan_position(
        [[12, 1], [100, 2]], [[10], [20], [30], [41]], [EO], {EO: {"row": 0, "shows": "odd"}}
    )
    events = turn(state, [12, 100], low_rows=[0])
    assert LowCard(0, 12) in events
    assert took(0, 0, (10,), "low") in events
    assert rows(state)[0] == [12]


def test_FAN_EO_2_parity_comes_before_the_smallest_difference() -> None:
    state = fan_position(
        [[13, 1], [100, 2]], [[10], [12], [30], [41]], [EO], {EO: {"row": 1, "shows": "even"}}
    )
    turn(state, [13, 100])
    assert rows(state)[:2] == [[10, 13], [12]]


def test_FAN_EO_3_the_marker_may_move_to_the_row_just_reset() -> None:
    state = fan_position([[5, 1], [100, 2]], [[10], [20], [30], [41]], [EO], {EO: {"row": 3, "shows": "odd"}})
    events = turn(state, [5, 100], low_rows=[1])
    assert of_type(events, MarkerMoved) == [MarkerMoved(EO, 1, "odd")]  # row 2 now ends with 5


def test_FAN_EO_3_any_take_by_any_player_moves_the_marker_but_a_placement_does_not() -> None:
    state = fan_position([[21, 1], [60, 2]], [[10], [20], [30], [41, 42, 43, 44, 45]], [EO])
    assert markers(state)[EO] == {"row": 0, "shows": "even"}
    events = turn(state, [21, 60])  # seat 0 places; seat 1's 60 is row 4's sixth card
    assert table_events(events) == [
        CardPlaced(0, 21, 1),
        took(1, 3, (41, 42, 43, 44, 45), "full"),
        CardPlaced(1, 60, 3),
        MarkerMoved(EO, 1, "odd"),  # rows 2-4 end 21, 30, 60
    ]


# --------------------------------------------------------------------------- Mountaineering


def test_F2_FAN_MT_2_FAN_MT_3_FAN_MT_4_twenty_one_goes_on_the_descending_row() -> None:
    state = fan_position([[21, 1], [104, 2]], [[40], [12], [30], [14, 17, 19, 31, 26]], [MT])
    assert markers(state) == {MT: {"row": 3, "arrow": "up"}}
    events = turn(state, [21, 104])
    assert of_type(events, RowTaken) == [RowTaken(0, 3, (14, 17, 19, 31, 26), 5, "full")]
    assert rows(state)[3] == [21]
    assert of_type(events, MarkerMoved) == [MarkerMoved(MT, 2, "up")]
    assert state.result().scores == (5, 0)


def test_FAN_MT_1_marker_on_row_4_arrow_up_every_round() -> None:
    state = fan_position([[60], [70]], [[40], [12], [31], [90]], [MT], end="rounds", rounds=2)
    assert MarkerSet(MT, 3, "up") in state.opening
    events = turn(state, [60, 70])
    assert of_type(events, MarkerSet) == [MarkerSet(MT, 3, "up")]


def test_FAN_MT_2_only_lower_cards_go_on_the_descending_row() -> None:
    state = fan_position([[35, 25, 1], [100, 70, 2]], [[10], [50], [60], [30]], [MT])
    turn(state, [35, 100])  # 35 is above 30: not on the descending row 4; after 10 on row 1
    assert rows(state)[0] == [10, 35] and rows(state)[3] == [30]
    turn(state, [25, 70])  # 25 fits only the descending row (30 - 25 = 5)
    assert rows(state) == [[10, 35], [50, 70], [60, 100], [30, 25]]


def test_FAN_MT_3_equal_difference_goes_on_the_marked_row() -> None:
    state = fan_position([[20, 1], [100, 2]], [[10], [40], [60], [30]], [MT])
    turn(state, [20, 100])  # row 1: 20-10 = 10; row 4 (descending): 30-20 = 10
    assert rows(state)[3] == [30, 20] and rows(state)[0] == [10]


def test_FAN_MT_4_the_marker_bounces_4_3_2_1_2_3_4() -> None:
    table = new_table([[10], [20], [30], [40]], (MT,), None)
    assert isinstance(table, FanTable)
    walk = [table.to_json()[MT]]
    for card in (1, 2, 3, 4, 5, 6, 7):
        table.take(0, card)
        walk.append(table.to_json()[MT])
    assert [(step["row"] + 1, step["arrow"]) for step in walk] == [
        (4, "up"),
        (3, "up"),
        (2, "up"),
        (1, "down"),
        (2, "down"),
        (3, "down"),
        (4, "up"),
        (3, "up"),
    ]


def test_FAN_MT_4_a_row_the_marker_left_ascends_from_its_last_card() -> None:
    state = fan_position([[21, 25, 1], [104, 2, 3]], [[40], [12], [30], [14, 17, 19, 31, 26]], [MT])
    turn(state, [21, 104])
    turn(state, [25, 2])  # 2 goes down from row 3's 30; 25 goes up from row 4's 21
    assert rows(state)[2:] == [[30, 2], [21, 25]]


# --------------------------------------------------------------------------- Jumping Cow


def test_F3_FAN_COW_3_FAN_COW_4_forty_three_takes_four_cards_the_cow_jumps_to_53() -> None:
    state = fan_position([[43, 1], [100, 3]], [[2, 5, 9, 13], [60, 78], [99, 104], [47, 53]], [COW])
    assert markers(state) == {COW: {"row": 0}}
    events = turn(state, [43, 100])
    assert of_type(events, RowTaken) == [RowTaken(0, 0, (2, 5, 9, 13), 5, "full")]  # 5 heads
    assert rows(state)[0] == [43]
    assert of_type(events, CowJumped) == [CowJumped(3)]  # lowest last card of 78, 104, 53
    assert markers(state) == {COW: {"row": 3}}
    assert state.result().scores == (5, 0)


def test_FAN_COW_1_the_cow_starts_at_the_end_of_the_lowest_first_card_row() -> None:
    state = fan_position([[60], [70]], [[40], [12], [31], [90]], [COW])
    assert MarkerSet(COW, 1, "") in state.opening


def test_FAN_COW_2_the_cows_row_is_judged_by_its_last_number_card() -> None:
    state = fan_position([[6, 1], [100, 3]], [[2, 5], [60], [99], [47]], [COW])
    events = turn(state, [6, 100])
    assert CardPlaced(0, 6, 0) in events and rows(state)[0] == [2, 5, 6]
    assert of_type(events, CowJumped) == [CowJumped(3)]  # FAN-COW-4: a card went into its row


def test_FAN_COW_4_taking_another_row_does_not_move_the_cow() -> None:
    state = fan_position([[5, 2, 99], [100, 3, 98]], [[10], [20], [30], [40]], [COW])
    assert markers(state) == {COW: {"row": 0}}
    events = turn(state, [5, 100], low_rows=[2])
    assert of_type(events, CowJumped) == [] and markers(state) == {COW: {"row": 0}}
    events = turn(state, [2, 3], low_rows=[0])  # a low card starts the cow's row: it jumps
    assert of_type(events, CowJumped) == [CowJumped(2)]  # rows 2-4 end 20, 5, 100
    assert rows(state)[0] == [2, 3]


def test_FAN_COW_5_cow_chains_until_it_lands_on_a_row_with_room() -> None:
    table = [[60], [20, 21, 22, 23, 24], [30, 31, 32, 33, 34], [90]]
    state = fan_position([[61, 1], [104, 2]], table, [COW], {COW: {"row": 0}})
    events = turn(state, [61, 104])
    seen = [e for e in events if isinstance(e, (CardPlaced, RowTaken, CowJumped))]
    assert seen[:6] == [
        CardPlaced(0, 61, 0),
        CowJumped(1),
        took(0, 1, (20, 21, 22, 23), "cow"),
        CowJumped(2),
        took(0, 2, (30, 31, 32, 33), "cow"),
        CowJumped(1),
    ]
    assert rows(state)[:3] == [[60, 61], [24], [34]]
    assert markers(state) == {COW: {"row": 1}}
    assert state.result().scores == (heads((20, 21, 22, 23, 30, 31, 32, 33)), 0)


def test_FAN_COW_3_a_position_may_not_put_five_cards_in_the_cows_row() -> None:
    with pytest.raises(RecordError, match="the cow's row holds at most 4 number cards"):
        fan_position([[60], [70]], [[1, 2, 3, 4, 5], [20], [30], [40]], [COW])


# --------------------------------------------------------------------------- Digit Flip


def test_F4_FAN_FLIP_2_FAN_FLIP_3_FAN_FLIP_5_twenty_four_flipped_goes_after_forty() -> None:
    state = fan_position([[24, 30, 2], [100, 95, 3]], [[60], [10, 12, 16, 19, 22], [90], [35, 40]], [FLIP])
    events = turn(state, [flipped(24), 100])
    assert DigitFlipped(0, 24, 42) in events and CardPlaced(0, 24, 3) in events
    assert of_type(events, RowTaken) == []
    assert rows(state)[3] == [35, 40, 24]
    turn(state, [30, 95])  # FAN-FLIP-5: 30 compares with the printed 24
    assert rows(state)[3] == [35, 40, 24, 30]


def test_F4_unflipped_twenty_four_would_be_the_sixth_card_of_row_2() -> None:
    state = fan_position([[24, 30], [100, 3]], [[60], [10, 12, 16, 19, 22], [90], [35, 40]], [FLIP])
    events = turn(state, [24, 100])
    assert of_type(events, RowTaken) == [took(0, 1, (10, 12, 16, 19, 22), "full")]


def test_FAN_FLIP_1_one_digit_flip_per_player_per_round_used_once() -> None:
    state = fan_position(
        [[24, 51, 60], [42, 53, 70]], [[1], [50], [80], [90]], [FLIP], end="rounds", rounds=2
    )
    assert state.view(None)["fans"]["digit_flips"] == [True, True]
    assert [play.card for play in state.legal(0) if isinstance(play, Play) and play.flip] == [24, 51, 60]
    turn(state, [flipped(24), 42])
    assert state.view(None)["fans"]["digit_flips"] == [False, True]
    assert all(not play.flip for play in state.legal(0) if isinstance(play, Play))
    with pytest.raises(IllegalAction, match="seat 1 holds no Digit Flip this round"):
        state.act(0, flipped(51))
    turn(state, [51, 53])
    turn(state, [60, 70])  # round 1 ends: seat 1's unused flip is discarded; new ones dealt
    assert state.round == 2 and state.view(None)["fans"]["digit_flips"] == [True, True]


def test_FAN_FLIP_2_flipped_values_and_the_cards_that_cannot_be_flipped() -> None:
    assert (FLIPPED_VALUE[31], FLIPPED_VALUE[90], FLIPPED_VALUE[10], FLIPPED_VALUE[24]) == (13, 9, 1, 42)
    refused = [*range(100, 105), *range(1, 10), *range(11, 100, 11)]
    assert not any(can_flip(card) for card in refused)
    assert sorted(FLIPPABLE) == [card for card in range(1, 105) if card not in refused]
    state = fan_position([[5, 33, 101, 31], [42, 13, 70, 80]], [[1], [50], [85], [90]], [FLIP])
    assert [play.card for play in state.legal(0) if isinstance(play, Play) and play.flip] == [31]
    for card in (5, 33, 101):
        with pytest.raises(IllegalAction, match=f"the card {card} cannot be flipped"):
            state.act(0, flipped(card))
    with pytest.raises(RecordError, match="cannot be flipped"):
        from_json({"play": 101, "flip": True})
    assert from_json({"play": 31, "flip": True}) == flipped(31)


def test_FAN_FLIP_2_the_flip_is_secret_until_the_reveal() -> None:
    state = fan_position([[24, 30], [100, 3]], [[60], [10, 12, 16, 19, 22], [90], [35, 40]], [FLIP])
    events = state.act(0, flipped(24))
    assert state.view(0)["fans"]["my_flip"] is True
    assert state.view(1)["fans"]["my_flip"] is None and state.view(None)["fans"]["my_flip"] is None
    assert state.view(1)["fans"]["digit_flips"] == [True, True]  # still looks held
    assert json.dumps([e.to_json() for e in events]).count("24") == 0


def test_FAN_FLIP_3_the_low_card_test_uses_the_flipped_value() -> None:
    state = fan_position([[91, 2], [100, 3]], [[20], [50], [80], [85]], [FLIP])
    events = turn(state, [flipped(91), 100], low_rows=[0])  # 91 counts as 19: below every row
    assert LowCard(0, 91) in events and took(0, 0, (20,), "low") in events
    assert rows(state)[0] == [91, 100]  # then 100 compares with the printed 91


def test_FAN_FLIP_3_a_flipped_value_equal_to_a_last_card_does_not_fit_that_row() -> None:
    state = fan_position([[31, 2], [100, 3]], [[10], [13], [50], [80]], [FLIP])
    turn(state, [flipped(31), 100])  # 13 is not higher than 13: after 10 on row 1
    assert rows(state)[:2] == [[10, 31], [13]]


def test_FAN_FLIP_3_the_placing_order_uses_the_flipped_value() -> None:
    state = fan_position([[82, 2], [40, 3]], [[10], [20], [30], [90]], [FLIP])
    events = turn(state, [flipped(82), 40])
    (revealed,) = of_type(events, CardsRevealed)
    assert revealed.plays == ((82, 0), (40, 1))  # 82 counts as 28
    assert rows(state)[:3] == [[10], [20, 82], [30, 40]]


def test_FAN_FLIP_4_a_flipped_value_equal_to_a_played_card_goes_first() -> None:
    state = fan_position([[13, 2], [31, 3]], [[10], [20], [30], [90]], [FLIP])
    events = turn(state, [flipped(13), 31])
    (revealed,) = of_type(events, CardsRevealed)
    assert revealed.plays == ((13, 0), (31, 1))
    # 13 (as 31) goes after 30; then 31 compares with the printed 13 (FAN-FLIP-5): after 20
    assert rows(state)[1:3] == [[20, 31], [30, 13]]


def test_FAN_FLIP_5_a_taken_flipped_card_counts_its_printed_heads() -> None:
    table = [[60], [1, 2, 3, 4], [90], [35, 40]]
    state = fan_position([[50, 7], [52, 8]], table, [FLIP])
    events = turn(state, [flipped(50), 52])  # 50 counts as 5: fifth card of row 2; 52 follows it
    assert of_type(events, RowTaken) == [RowTaken(1, 1, (1, 2, 3, 4, 50), 1 + 1 + 1 + 1 + 3, "full")]
    assert rows(state)[1] == [52]


# --------------------------------------------------------------------------- config, records, views


def test_config_takes_any_combination_in_rule_order_and_names_bad_input() -> None:
    config = Take6Config(fans=frozenset({COW, EO}))  # type: ignore[arg-type]  # any collection
    assert config.fans == (EO, COW)
    assert config.to_json()["fans"] == [EO, COW]
    assert Take6Config.from_json(config.to_json()) == config
    assert "fans" not in Take6Config().to_json()  # the base game's config reads as before
    with pytest.raises(ConfigError, match=r"unknown fan card\(s\): 'buffalo' \(choose from: even-odd"):
        Take6Config(fans=("buffalo",))
    with pytest.raises(ConfigError, match="each fan card can be chosen once"):
        Take6Config(fans=(COW, COW))
    with pytest.raises(ConfigError, match="a list of names"):
        Take6Config(fans="cow")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match='the option "fans" must be a list'):
        Take6Config.from_json({"fans": "cow"})


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({MT: {"row": 3, "arrow": "up"}}, "fan cards not in play: mountaineering"),
        ({EO: {"row": 4, "shows": "odd"}}, "a row is 0..3: 4"),
        ({EO: {"row": 1, "shows": "blue"}}, 'the Even/Odd marker is {"row": 0..3, "shows": "even" or "odd"}'),
        ({FLIP: [True]}, '"digit-flip" is a list of 2 true/false'),
        ({COW: {"row": 1}}, "the cow's row holds at most 4 number cards"),
    ],
)
def test_a_bad_position_setup_is_a_clear_record_error(setup: dict[str, Any], message: str) -> None:
    with pytest.raises(RecordError, match=f"chance outcome 1 is not valid: .*{re.escape(message)}"):
        fan_position([[60], [70]], [[10], [1, 2, 3, 4, 5], [30], [40]], [EO, COW, FLIP], setup)


def test_FAN_MT_4_the_arrow_of_a_position_must_fit_its_row() -> None:
    with pytest.raises(RecordError, match="the Mountaineering arrow points down on row 1 and up on row 4"):
        fan_position([[60], [70]], [[10], [20], [30], [40]], [MT], {MT: {"row": 0, "arrow": "up"}})


def test_base_views_have_no_fan_part_and_fan_views_show_every_marker_and_flip() -> None:
    base = TAKE6.new(Take6Config(), seed=1)
    assert "fans" not in base.view(0) and "fans" not in base.view(None)
    state = TAKE6.new(Take6Config(fans=(EO, MT, COW, FLIP)), seed=1)
    fans = state.view(None)["fans"]
    assert fans["cards"] == [EO, MT, COW, FLIP]
    assert set(fans["markers"]) == {EO, MT, COW} and fans["markers"][MT] == {"row": 3, "arrow": "up"}
    assert fans["digit_flips"] == [True] * 4 and fans["flipped"] == [] and fans["my_flip"] is None


def test_a_fan_game_record_replays_exactly_after_a_json_round_trip() -> None:
    state = TAKE6.new(Take6Config(players=3, fans=(EO, MT, COW, FLIP), end=EndRule.ROUNDS, rounds=2), seed=7)
    bots = [Take6HeuristicBot(seed) for seed in range(3)]
    while not state.over:
        seat = state.to_act()[0]
        state.act(seat, cast(Play | TakeRow, bots[seat].choose(state.view(seat), state.legal(seat))))
    assert any(isinstance(action, Play) and action.flip for _, action in state.history)
    record = parse(json.loads(record_of(state, seed=7).dumps()))
    assert record.config["fans"] == [EO, MT, COW, FLIP]
    again = replay(record, TAKE6)
    assert result_json(again) == result_json(state)
    assert again.view(None) == state.view(None)


def test_a_hand_written_fan_position_replays_from_the_command_line(tmp_path: Path) -> None:
    """F1 as a record: the markers' places are part of the deal (docs/records.md)."""
    record = {
        "game": "take6",
        "config": {"players": 2, "end": "rounds", "rounds": 1, "fans": [EO]},
        "outcomes": [
            {
                "hands": [[90], [100]],
                "rows": [[28, 31], [41, 43, 46, 49, 52], [88, 92], [77, 85]],
                "fans": {EO: {"row": 3, "shows": "odd"}},
            }
        ],
        "actions": [[0, {"play": 90}], [1, {"play": 100}]],
        "result": {"over": True, "scores": [5, 0], "winners": [1]},
    }
    path = tmp_path / "f1.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = CliRunner().invoke(cli, ["replay", str(path), "--verify"])
    assert result.exit_code == 0, result.output


# --------------------------------------------------------------------------- bot and terminal


def test_the_bot_knows_the_marked_rows_parity() -> None:
    """F1's table: without FAN-EO-2, 90 would look safe after 85; the bot plays 93 instead."""
    table = [[28, 31], [41, 43, 46, 49, 52], [88, 92], [77, 85]]
    state = fan_position([[90, 93, 1], [100, 2, 3]], table, [EO], {EO: {"row": 3, "shows": "odd"}})
    assert Take6HeuristicBot(0).choose(state.view(0), state.legal(0)) == Play(93)


def test_the_bot_knows_the_cow_fills_its_row_at_four() -> None:
    table = [[2, 5, 9, 13], [60, 78], [99, 104], [47, 53]]
    state = fan_position([[14, 3], [100, 4]], table, [COW])
    # 14 would be the row's sixth element (5 heads); the low card 3 costs the 2-head row 4
    assert Take6HeuristicBot(0).choose(state.view(0), state.legal(0)) == Play(3)


def test_the_bot_knows_the_descending_row() -> None:
    """F2's table: 21 would take row 4 (descending from 26); 13 goes safely after 12."""
    state = fan_position([[21, 13, 1], [104, 2, 3]], [[40], [12], [30], [14, 17, 19, 31, 26]], [MT])
    assert Take6HeuristicBot(0).choose(state.view(0), state.legal(0)) == Play(13)


def test_the_bot_flips_when_it_saves_heads_and_keeps_its_flip_otherwise() -> None:
    table = [[60], [10, 12, 16, 19, 22], [90], [35, 40]]
    state = fan_position([[24, 1], [100, 3]], table, [FLIP])
    assert Take6HeuristicBot(0).choose(state.view(0), state.legal(0)) == flipped(24)
    state = fan_position([[45, 1], [100, 3]], [[10], [30], [50], [70]], [FLIP])
    assert flipped(45) in state.legal(0)  # 54 would be as safe as 45: the flip is kept
    assert Take6HeuristicBot(0).choose(state.view(0), state.legal(0)) == Play(45)


def test_play_with_several_fans_shows_the_advice_and_markers() -> None:
    answers = "".join(f"{card}\n" for card in ("f33", "?"))
    result = CliRunner().invoke(
        cli,
        ["play", "--fan", "even-odd", "--fan", "cow", "--fan", "digit-flip", "--seed", "5", "--rounds", "1"],
        input=answers + "q\nn\n",
    )
    out = result.output
    assert "Fan cards: Even/Odd, Jumping Cow, Digit Flip." in out
    assert "The rule book advises one fan card at a time" in out
    assert "Row 4: 13 (1 card, 1 head); Even/Odd marker: odd cards only; the cow stands at its end" in out
    assert "You hold a Digit Flip: type f before or after a card (f31 or 31f)" in out
    assert "You cannot flip 33 now" in out
    assert "f and a card number (f31 or 31f)" in out
    assert "Traceback" not in out


def test_play_take6_with_one_fan_has_no_advice_and_a_flip_can_be_typed_after_the_card() -> None:
    result = CliRunner().invoke(
        cli, ["play", "take6", "--fan", "digit-flip", "--seed", "5", "--rounds", "1"], input="46f\nq\nn\n"
    )
    assert "advises" not in result.output
    assert "You flip 46: it counts as 64." in result.output


def test_an_unknown_fan_is_a_clean_error() -> None:
    result = CliRunner().invoke(cli, ["play", "--fan", "buffalo"])
    assert result.exit_code == 2 and "Invalid value for '--fan'" in result.output
    result = CliRunner().invoke(cli, ["play", "--fan", "cow", "--fan", "cow"])
    assert result.exit_code == 1 and "each fan card can be chosen once" in result.output


def test_a_piece_steers_a_card_exactly_when_it_has_its_own_allows_or_descends() -> None:
    """`RowPiece.steers` lets `FanTable.target` pass over pieces that change a row's size
    or act after a placement but not where a card goes (FAN-COW-3, BUF-10)."""
    from bullheads.games.buffalo.specials import Stop, Take7
    from bullheads.games.take6.markers import EvenOddMarker, JumpingCow, MountainMarker

    assert EvenOddMarker.steers and MountainMarker.steers and Stop.steers
    assert not JumpingCow.steers and not Take7.steers
    # only a piece that can make a row descending needs FanTable.target's full loop
    assert MountainMarker.bends
    assert not any(piece.bends for piece in (EvenOddMarker, Stop, JumpingCow, Take7))


@example(lasts=[10, 20, 30, 40], card=50, pieces=["stop"], rows=[0, 0, 0, 3], parity=0)
@example(lasts=[10, 20, 30, 40], card=35, pieces=["even-odd", "stop"], rows=[0, 2, 0, 1], parity=0)
@given(
    lasts=st.lists(st.integers(1, 104), min_size=4, max_size=4, unique=True),
    card=st.integers(1, 104),
    pieces=st.lists(st.sampled_from(["cow", "even-odd", "mountaineering", "stop"]), unique=True),
    rows=st.lists(st.integers(0, 3), min_size=4, max_size=4),
    parity=st.integers(0, 1),
)
def test_FAN_EO_2_FAN_MT_2_FAN_MT_3_where_a_card_goes_among_any_pieces(
    lasts: list[int], card: int, pieces: list[str], rows: list[int], parity: int
) -> None:
    """`FanTable.target` against the rules written out: a row fits when the Even/Odd
    marker allows the card (FAN-EO-2) and the card is above its last card, or below it on
    the descending row (FAN-MT-2); the smallest difference wins, the descending row on a
    tie (FAN-MT-3); none fits: a low card (T6-09). The cow steers nothing (FAN-COW-3).
    Beat the Buffalo's Stop! (BUF-11), a piece of the same kind, closes its row to every
    card; without the Mountaineering marker the table takes its shorter way (the plain
    rule over the rows left open), which this checks too."""
    from bullheads.games.buffalo.specials import Stop
    from bullheads.games.take6.markers import EvenOddMarker, JumpingCow, MountainMarker, RowPiece

    cow, marked, descending, stopped = rows
    made: dict[str, RowPiece] = {
        "cow": JumpingCow(cow),
        "even-odd": EvenOddMarker(marked, parity),
        "mountaineering": MountainMarker(descending, True),
        "stop": Stop(stopped),
    }
    fits = []
    for row, last in enumerate(lasts):
        down = "mountaineering" in pieces and row == descending
        blocked = "even-odd" in pieces and row == marked and card % 2 != parity
        blocked = blocked or ("stop" in pieces and row == stopped)
        difference = last - card if down else card - last
        if difference > 0 and not blocked:
            fits.append((difference, not down, row))
    table = FanTable([[last] for last in lasts], [made[name] for name in pieces])
    assert table.target(card) == (min(fits)[2] if fits else -1)
