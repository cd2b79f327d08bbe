"""The played-card tracker: what a Take 6! seat has seen and what it has not."""

from __future__ import annotations

import random

from conftest import play_turn, position

from bullheads.bots.tracker import seen_cards, track
from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take6.state import Take6State
from bullheads.i18n import Translator
from bullheads.tui.seats import Seats
from bullheads.tui.take6_render import Renderer, card_ranges

ROWS = [[10], [30], [60], [80]]
HANDS = [[3, 14, 27, 35, 48, 52, 66, 71, 89, 97], [1, 5, 12, 20, 33, 41, 57, 62, 75, 90]]


def test_the_tracker_counts_what_the_seat_has_seen_and_where_unseen_cards_would_go() -> None:
    state = position(HANDS, ROWS)
    play_turn(state, [27, 33])
    tracked = track(state.view(0))
    assert set(tracked.seen) == {*HANDS[0]} - {27} | {10, 30, 60, 80, 27, 33}
    assert len(tracked.unseen) == 104 - len(tracked.seen)
    assert tracked.in_other_hands == 9
    assert 33 not in tracked.unseen and 5 in tracked.unseen
    by_row = {watch.row: watch for watch in tracked.rows}
    assert by_row[1].last == 33 and by_row[1].room == 3 and by_row[1].heads == 3 + 5
    assert by_row[1].fitting == tuple(card for card in range(34, 60) if card not in {35, 48, 52})
    assert tracked.low == tuple(card for card in range(1, 27) if card not in {3, 10, 14})


def test_the_tracker_of_the_professional_variant_hides_nothing_in_hands() -> None:
    state = TAKE6.new(Take6Config(players=3, professional=True), seed=2)
    while state.phase == "draft":
        seat = state.to_act()[0]
        state.act(seat, state.legal(seat)[0])
    tracked = track(state.view(1))
    assert tracked.in_other_hands == 0
    assert set(tracked.unseen) == set(range(3 * 10 + 4 + 1, 105))


def test_unseen_cards_always_hold_the_other_hands_and_never_a_seen_card() -> None:
    rng = random.Random(5)
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=2), seed=5)
    while not state.over:
        for seat in range(4):
            view = state.view(seat)
            tracked = track(view)
            unseen = set(tracked.unseen)
            assert not unseen & seen_cards(view)
            others = {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
            assert others <= unseen
        for seat in state.to_act():
            legal = state.legal(seat)
            state.act(seat, legal[rng.randrange(len(legal))])


def test_the_terminal_client_shows_the_tracker_on_c() -> None:
    state = position(HANDS, ROWS)
    play_turn(state, [27, 33])
    tr = Translator("en")
    lines = Renderer(tr, Seats(("You", "Bot 2"), 0)).tracker(state.view(0))
    assert lines[0].startswith("Cards seen this round: 15. Unseen: 89")
    assert "other players hold 9" in lines[0]
    assert lines[2] == (
        "Row 2 (last card 33, 8 heads, room for 3 more): 23 unseen cards would go here: "
        "34, 36-47, 49-51, 53-59."
    )
    assert lines[-1] == "Unseen cards lower than every row: 23: 1-2, 4-9, 11-13, 15-26."
    assert card_ranges([]) == "" and card_ranges([5]) == "5"


def fan_position(fans: tuple[str, ...], setup: dict[str, object] | None = None) -> Take6State:
    """The first round of HANDS and ROWS with `fans` (their markers set up by the rules)."""
    deal: dict[str, object] = {"hands": HANDS, "rows": ROWS}
    if setup is not None:
        deal["fans"] = setup
    return TAKE6.new(Take6Config(players=2, fans=fans), outcomes=[deal])


def unseen_by_seat_0(cards: range) -> set[int]:
    return {card for card in cards if card not in HANDS[0] and card not in {10, 30, 60, 80}}


def test_the_even_odd_row_takes_only_its_parity_and_the_others_become_low_cards() -> None:
    """FAN-EO-1/2: the marker starts on the row of 10 showing even; odd 11..29 fit nowhere."""
    state = fan_position(("even-odd",))
    tracked = track(state.view(0))
    assert set(tracked.rows[0].fitting) == {card for card in unseen_by_seat_0(range(11, 30)) if card % 2 == 0}
    assert {card for card in unseen_by_seat_0(range(11, 30)) if card % 2} <= set(tracked.low)
    assert 12 not in tracked.low


def test_the_mountaineering_row_takes_the_cards_below_its_last_card() -> None:
    """FAN-MT-1..3: row 4 descends; 70 is as near to 60 as to 80, and the descending row wins."""
    state = fan_position(("mountaineering",))
    by_row = track(state.view(0)).rows
    assert {70, 79} <= set(by_row[3].fitting) and {65, 81} <= set(by_row[2].fitting)
    assert 81 not in by_row[3].fitting


def test_the_cows_row_has_room_for_three_more_cards() -> None:
    """FAN-COW-1/3: the cow starts on the row with the lowest first card; full at 4 cards."""
    rooms = [watch.room for watch in track(fan_position(("cow",)).view(0)).rows]
    assert rooms == [3, 4, 4, 4]


def test_the_tracker_shows_where_an_unseen_card_would_go_if_a_holder_flipped_it() -> None:
    """FAN-FLIP-1/3: seat 1 holds a Digit Flip: its 13 could count as 31 (row of 30), its
    91 as 19 (row of 10); the printed fits stay as they are."""
    state = fan_position(("digit-flip",), {"digit-flip": [False, True]})
    tracked = track(state.view(0))
    assert tracked.flip_holders == (1,)
    assert 13 in tracked.rows[1].flip_fitting and 91 in tracked.rows[0].flip_fitting
    assert 13 in tracked.rows[0].fitting
    assert track(state.view(1)).flip_holders == ()
    assert all(not watch.flip_fitting for watch in track(state.view(1)).rows)


def test_the_terminal_tracker_names_the_digit_flip_holders_and_the_flipped_fits() -> None:
    """FAN-FLIP-1/3 on the `c` key: who may still flip, and where flipped cards would go."""
    state = fan_position(("digit-flip",), {"digit-flip": [False, True]})
    lines = Renderer(Translator("en"), Seats(("You", "Bot 2"), 0)).tracker(state.view(0))
    assert "Still holding a Digit Flip: Bot 2. Flipped, unseen cards would go:" in lines
    flipped = track(state.view(0)).rows[0].flip_fitting
    assert f"  to row 1: {card_ranges(flipped)}." in lines
    alone = Renderer(Translator("en"), Seats(("You", "Bot 2"), 1)).tracker(state.view(1))
    assert not any("Digit Flip" in line for line in alone)
