"""Numeranza rule tests, one or more per rule id of the rule file (NUM-01..NUM-08, V1..V5),
including the worked examples the issue names: claims with equal qualifiers, the spiral's
first-round ban, exhaustion counting and each variant's end, reshuffling (specials
included), the trips opposition example, trips with defenders and confronters, and the
diamond's four margin examples."""

from __future__ import annotations

import pytest
from numeranza_tools import arrange, kinds, new, run, special

from bullheads.core.errors import ConfigError, IllegalAction
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig
from bullheads.games.numeranza.actions import (
    CHANGE,
    CLAIM,
    CLEAR,
    CONFIRM,
    CONFRONT,
    DRAW,
    OPPOSE,
    PASS,
    REPLACE_ACTION,
    TO_PILE,
    TRIP,
    Defend,
    Discard,
    Give,
    Hint,
    Play,
    Replace,
    Say,
    Try,
    WinNew,
)
from bullheads.games.numeranza.cards import STARTING_NUMBERS
from bullheads.games.numeranza.diamond import cells
from bullheads.games.numeranza.events import ClaimTied, GameEnded, SpecialWon, TargetRolled
from bullheads.games.numeranza.reach import signed_values

SEAT0_STARTS = [{"dice": [6, 6]}, {"dice": [1, 1]}]
"""Start rolls for two seats: seat 0 rolls 12 and starts (NUM-08)."""


def card_in(state, seat, number, zone="hand"):  # type: ignore[no-untyped-def]
    return next(c for c in getattr(state.zones[seat], zone) if state.number(c) == number)


# --------------------------------------------------------------------------- general rules


def test_NUM_01_personal_decks_start_as_1_2_2_3_4_shuffled() -> None:
    state = new("target", players=3, setup=[{"dice": [2, 3]}], decks=[(4, 3, 2, 2, 1)] * 3)
    for seat in range(3):
        zone = state.zones[seat]
        assert sorted(state.numbers(zone.cards())) == sorted(STARTING_NUMBERS)
        assert state.numbers(zone.hand) == [4, 3], "V1-1: the top two cards are drawn"
        assert state.numbers(zone.deck) == [2, 2, 1]
        assert zone.play == [] and zone.discard == []
    orders = {
        tuple(NUMERANZA.new(NumeranzaConfig(variant="target"), seed=s).outcomes[0]["deck"]) for s in range(30)
    }
    assert len(orders) > 10, "decks are shuffled"


def test_NUM_02_special_deck_numbers_copies_and_points() -> None:
    state = new("target", setup=[{"dice": [1, 1]}])
    cards = state.cards
    assert cards.specials == 36
    numbers = [cards.numbers[c] for c in range(36)]
    assert [numbers.count(n) for n in range(2, 13)] == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
    assert {cards.numbers[c]: cards.points[c] for c in range(36)} == {
        2: 1, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2, 8: 3, 9: 3, 10: 3, 11: 4, 12: 4,
    }  # fmt: skip
    printed = NumeranzaConfig(
        variant="target", special_copies=((5, 2), (9, 1)), special_points=((5, 7), (9, 1))
    )
    other = NUMERANZA.new(printed, seed=1)
    assert other.cards.specials == 3 and sorted(other.cards.points[:3]) == [1, 7, 7]


def test_NUM_02_a_won_special_goes_to_the_discard_and_works_as_a_number_card() -> None:
    state = new("target", setup=[{"dice": [3, 4]}, *SEAT0_STARTS])
    arrange(state, 0, play=[4, 2], hand=[1])
    target = state.rules.target  # type: ignore[attr-defined]
    events = run(state, (0, Play(card_in(state, 0, 1))))
    won = [e for e in events if isinstance(e, SpecialWon)]
    assert won and won[0].card == target and won[0].number == 7
    zone = state.zones[0]
    assert target in zone.discard and zone.play == [] and state.won[0] == [target]
    assert sorted(state.numbers(zone.discard)) == [1, 2, 4, 7]
    zone.deck = []
    state.draw(0, [])
    assert target in zone.deck + zone.hand, "NUM-04: the special is shuffled into the new deck"


def test_NUM_03_a_roll_is_the_sum_of_two_six_sided_dice() -> None:
    state = new("target", setup=[{"dice": [5, 6]}, *SEAT0_STARTS])
    assert state.number(state.rules.target) == 11  # type: ignore[attr-defined, arg-type]
    assert all(len(o["dice"]) == 2 for o in state.outcomes if "dice" in o)
    one = NUMERANZA.new(NumeranzaConfig(variant="target", dice=1, die_faces=12), seed=3)
    assert all(len(o["dice"]) == 1 for o in one.outcomes if "dice" in o)
    with pytest.raises(ConfigError, match="dice"):
        NumeranzaConfig(dice=0)


def test_NUM_04_an_empty_deck_is_the_shuffled_discard_specials_included() -> None:
    state = new("target", setup=[{"dice": [6, 6]}, *SEAT0_STARTS])
    zone = state.zones[0]
    arrange(state, 0, won=[9])
    nine = state.won[0][0]
    zone.discard += zone.deck
    zone.deck = []
    expected = sorted(zone.discard)
    script_before = len(state.outcomes)
    events = state.act(0, DRAW)
    assert "deck_shuffled" in kinds(events)
    shuffle = state.outcomes[script_before]
    assert shuffle["shuffle"] == 0 and sorted(shuffle["deck"]) == expected and nine in expected
    assert zone.discard == [] and len(zone.deck) == len(expected) - 1


def test_NUM_04_nothing_to_draw_means_nothing_is_drawn() -> None:
    state = new("target", setup=[{"dice": [5, 5]}, *SEAT0_STARTS])
    zone = state.zones[0]
    arrange(state, 0, play=[1, 2, 2, 3], hand=[4])
    assert zone.deck == [] and zone.discard == []
    assert DRAW not in state.legal(0), "a draw with nothing to draw is not offered"
    state.act(0, Play(zone.hand[0]))
    assert zone.hand == [] and state.rules.active == 1, "V1-4: the refill draws nothing"  # type: ignore[attr-defined]


def test_NUM_05_exhaustion_sets_a_random_card_aside_counts_and_rolls_again() -> None:
    state = new("target", setup=[{"dice": [1, 1]}, *SEAT0_STARTS])
    two = state.rules.target  # type: ignore[attr-defined]
    assert state.number(two) == 2 and two not in state.central
    before = len(state.central)
    events = run(state, (0, CHANGE))
    # the 2 went back first (NUM-05), so rolling 2 again finds it: no exhaustion here
    assert kinds(events)[:2] == ["target_returned", "target_rolled"]
    assert len(state.central) == before
    state2 = new(
        "target", setup=[{"dice": [1, 1]}, *SEAT0_STARTS, {"dice": [1, 1]}, {"aside": 5}, {"dice": [2, 1]}]
    )
    state2.rules.target = None  # type: ignore[attr-defined]
    events = []
    state2.rules.new_target(state2, events)  # type: ignore[attr-defined]
    assert [type(e).__name__ for e in events] == ["Exhausted", "TargetRolled"]
    assert state2.exhaustions == 1 and state2.aside == [5] and 5 not in state2.central
    assert events[1].number == 3  # type: ignore[attr-defined]


def test_NUM_05_an_empty_central_deck_ends_the_game_at_once() -> None:
    state = new("target", setup=[{"dice": [1, 1]}, *SEAT0_STARTS, {"dice": [6, 6]}])
    state.central.clear()
    events: list[object] = []
    state.rules.target = None  # type: ignore[attr-defined]
    state.rules.new_target(state, events)  # type: ignore[attr-defined]
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert state.over and ended[0].reason == "central_empty"


def test_NUM_06_values_with_plus_and_minus_keep_the_first_card_positive() -> None:
    assert signed_values([]) == {0}
    assert signed_values([3]) == {3}, "one card cannot be negative"
    assert signed_values([2, 2]) == {4, 0}
    assert signed_values([4, 2, 2]) == {8, 4, 0, -4}
    state = new("target", setup=[{"dice": [1, 1]}, *SEAT0_STARTS])
    assert state.cards.total([]) == 0


def test_NUM_07_phase_one_actions_draw_play_clear() -> None:
    state = new("target", setup=[{"dice": [6, 6]}, *SEAT0_STARTS])
    hand = state.zones[0].hand
    assert state.legal(0) == [DRAW, *(Play(c) for c in hand), CHANGE], "no clear with an empty zone"
    run(state, (0, Play(hand[0])))
    assert CLEAR in state.legal(1) or state.zones[1].play == []
    state.zones[1].play.append(state.zones[1].hand.pop())
    run(state, (1, CLEAR))
    assert state.zones[1].play == [] and len(state.zones[1].discard) == 1
    limited = new("target", setup=[{"dice": [6, 6]}, *SEAT0_STARTS], actions=("draw", "play"))
    limited.zones[0].play.append(limited.zones[0].hand.pop())
    assert CLEAR not in limited.legal(0)
    with pytest.raises(IllegalAction, match="cannot clear the play zone now"):
        limited.act(0, CLEAR)
    with pytest.raises(ConfigError, match="'play' cannot be left out"):
        NumeranzaConfig(actions=("draw",))


def test_NUM_08_players_and_who_starts() -> None:
    for players, variant in ((1, "spiral"), (7, "target"), (0, "coop"), (7, "coop")):
        with pytest.raises(ConfigError, match="players"):
            NumeranzaConfig(variant=variant, players=players)
    assert NumeranzaConfig(variant="coop", players=1).players == 1
    state = new(
        "target",
        players=3,
        setup=[
            {"dice": [6, 6]},
            {"dice": [3, 3]},
            {"dice": [4, 2]},
            {"dice": [1, 1]},
            {"dice": [1, 2]},
            {"dice": [2, 2]},
        ],
    )
    rolled = [e for e in state.opening if e.kind() == "start_rolled"]
    assert [r.first for r in rolled] == [-1, 1], "seats 0 and 1 tied on 6 and rolled again"  # type: ignore[attr-defined]
    assert state.to_act() == [1]
    run(state, (1, DRAW))
    assert state.to_act() == [2], "turns go clockwise"
    run(state, (2, DRAW))
    assert state.to_act() == [0]


# --------------------------------------------------------------------------- variant 1


def test_V1_1_two_cards_in_hand_and_one_target() -> None:
    state = new("target", players=4, setup=[{"dice": [2, 5]}])
    assert all(len(zone.hand) == 2 for zone in state.zones)
    assert state.number(state.rules.target) == 7  # type: ignore[attr-defined, arg-type]
    assert [e.kind() for e in state.opening].count("target_rolled") == 1
    assert new("target", setup=[{"dice": [2, 5]}], start_hand=3).zones[0].hand.__len__() == 3


def test_V1_2_change_target_shuffles_it_back_then_rolls() -> None:
    state = new("target", setup=[{"dice": [2, 5]}, *SEAT0_STARTS, {"dice": [4, 5]}])
    old = state.rules.target  # type: ignore[attr-defined]
    events = run(state, (0, CHANGE))
    assert kinds(events)[:2] == ["target_returned", "target_rolled"]
    assert old in state.central and state.number(state.rules.target) == 9  # type: ignore[attr-defined, arg-type]
    off = new("target", setup=[{"dice": [2, 5]}, *SEAT0_STARTS], change_target=False)
    assert CHANGE not in off.legal(0)


def test_V1_3_one_qualifier_takes_the_target_and_rolls_the_next() -> None:
    state = new("target", setup=[{"dice": [3, 4]}, *SEAT0_STARTS, {"dice": [6, 6]}])
    arrange(state, 0, play=[4, 2], hand=[1])
    events = run(state, (0, Play(card_in(state, 0, 1))))
    won = [e for e in events if isinstance(e, SpecialWon)]
    assert won[0].seat == 0 and won[0].how == "4+2+1"
    assert state.number(state.rules.target) == 12  # type: ignore[attr-defined, arg-type]


def test_V1_3_equal_qualifiers_more_cards_in_play_wins() -> None:
    state = new("target", setup=[{"dice": [3, 4]}, *SEAT0_STARTS, {"dice": [6, 6]}])
    arrange(state, 0, play=[4, 2], hand=[1])
    arrange(state, 1, play=[4, 3])
    events = run(state, (0, Play(card_in(state, 0, 1))))
    won = [e for e in events if isinstance(e, SpecialWon)]
    assert [w.seat for w in won] == [0], "three cards in play beat two"
    assert state.numbers(state.zones[1].play) == [4, 3]


def test_V1_3_equal_qualifiers_with_as_many_cards_nobody_takes_it() -> None:
    state = new("target", setup=[{"dice": [3, 4]}, *SEAT0_STARTS, {"dice": [6, 6]}])
    seven = state.rules.target  # type: ignore[attr-defined]
    arrange(state, 0, play=[4, 2], hand=[1])
    arrange(state, 1, play=[4, 2, 1])
    events = run(state, (0, Play(card_in(state, 0, 1))))
    assert [e.seats for e in events if isinstance(e, ClaimTied)] == [(0, 1)]
    assert not [e for e in events if isinstance(e, SpecialWon)]
    assert seven in state.central, "the tied target is shuffled back before the re-roll"
    assert state.number(state.rules.target) == 12  # type: ignore[attr-defined, arg-type]
    assert len(state.zones[0].play) == 3 and len(state.zones[1].play) == 3


def test_V1_3_a_zone_that_already_matches_claims_when_the_target_is_rolled() -> None:
    state = new("target", setup=[{"dice": [6, 6]}, *SEAT0_STARTS, {"dice": [3, 5]}, {"dice": [1, 1]}])
    arrange(state, 1, play=[4, 3, 1])
    events = run(state, (0, CHANGE))
    rolled = [e.number for e in events if isinstance(e, TargetRolled)]
    won = [e for e in events if isinstance(e, SpecialWon)]
    assert rolled == [8, 2] and won[0].seat == 1 and won[0].number == 8


def test_V1_4_a_player_with_no_card_in_hand_draws_at_the_end_of_the_turn() -> None:
    state = new("target", setup=[{"dice": [6, 6]}, *SEAT0_STARTS])
    arrange(state, 0, hand=[1])
    run(state, (0, Play(state.zones[0].hand[0])))
    assert len(state.zones[0].hand) == 1
    off = new("target", setup=[{"dice": [6, 6]}, *SEAT0_STARTS], refill_empty_hand=False)
    arrange(off, 0, hand=[1])
    run(off, (0, Play(off.zones[0].hand[0])))
    assert off.zones[0].hand == []


def test_V1_5_the_second_exhaustion_ends_the_game_most_points_win() -> None:
    setup = [{"dice": [1, 2]}, *SEAT0_STARTS, {"dice": [6, 6]}, {"aside": 10}, {"dice": [1, 2]}]
    state = new("target", setup=[*setup, {"dice": [6, 6]}, {"aside": 11}])
    arrange(state, 1, won=[12])
    run(state, (0, CHANGE))
    assert state.exhaustions == 1 and not state.over and state.aside == [10]
    run(state, (1, CHANGE))
    assert state.over and state.reason == "exhaustion" and state.exhaustions == 2
    assert state.result().winners == (1,) and state.result().scores == (0, 4)


def test_V1_5_equal_points_the_tied_players_roll() -> None:
    changes = [{"dice": [6, 6]}, {"aside": 10}, {"dice": [1, 2]}, {"dice": [6, 6]}, {"aside": 11}]
    tie = [{"dice": [3, 3]}, {"dice": [3, 3]}, {"dice": [1, 1]}, {"dice": [2, 1]}]
    state = new("target", setup=[{"dice": [1, 2]}, *SEAT0_STARTS, *changes, *tie])
    arrange(state, 0, won=[12])
    arrange(state, 1, won=[11])
    events = run(state, (0, CHANGE), (1, CHANGE))
    ties = [e for e in events if e.kind() == "tie_broken"]
    assert [t.values for t in ties] == [(6, 6), (2, 3)]
    assert state.over and state.result().scores == (4, 4) and state.result().winners == (1,)


# --------------------------------------------------------------------------- variant 2

SPIRAL = [21, 1, 15, 0, 3, 6, 10, 16, 22, 26, 30, 33, 11, 17, 35]
"""Special ids dealt into the spiral: numbers 8, 3, 7, 2, 4, 5, 6, 7, 8, 9, 10, 11, 6, 7, 12."""


def spiral_game(**options: object) -> object:
    return new("spiral", setup=[{"deal": SPIRAL[: options.get("spiral_size", 15)]}, *SEAT0_STARTS], **options)  # type: ignore[arg-type]


def test_V2_1_the_spiral_is_laid_in_order_and_two_cards_in_hand() -> None:
    state = spiral_game()
    view = state.view(None)  # type: ignore[attr-defined]
    assert [c["number"] for c in view["spiral"]] == [8, 3, 7, 2, 4, 5, 6, 7, 8, 9, 10, 11, 6, 7, 12]
    assert all(len(p["hand"] or []) == 0 and p["hand_size"] == 2 for p in view["players"])
    small = spiral_game(spiral_size=4)
    assert len(small.rules.spiral) == 4  # type: ignore[attr-defined]
    with pytest.raises(ConfigError, match="spiral_size"):
        NumeranzaConfig(spiral_size=37)


def test_V2_2_nobody_wins_in_the_first_round() -> None:
    state = spiral_game()
    arrange(state, 0, play=[4, 2], hand=[2, 1])  # type: ignore[arg-type]
    run(state, (0, Play(card_in(state, 0, 2))))  # type: ignore[arg-type]
    assert state.rules.spiral[0] == 21 and not state.won[0], "8 reached in turn 1: banned"  # type: ignore[attr-defined]
    run(state, (1, DRAW), (0, DRAW))  # type: ignore[attr-defined]
    assert state.won[0] == [21], "turn 3: the zone 4+2+2 still reaches 8 after the action"  # type: ignore[attr-defined]


def test_V2_3_the_zone_reaches_the_disputed_number_with_plus_and_minus() -> None:
    state = spiral_game()
    run(state, (0, DRAW), (1, DRAW))  # type: ignore[attr-defined]
    arrange(state, 0, play=[4, 2], hand=[1])  # type: ignore[arg-type]
    del state.rules.spiral[0]  # type: ignore[attr-defined]
    state.central.append(21)  # type: ignore[attr-defined]
    events = run(state, (0, Play(card_in(state, 0, 1))))  # type: ignore[arg-type]
    won = [e for e in events if isinstance(e, SpecialWon)]
    assert won[0].number == 3 and won[0].how == "4+1-2", "7 is too much: the 2 is subtracted"
    assert sorted(state.numbers(state.zones[0].discard)) == [1, 2, 3, 4]  # type: ignore[attr-defined]
    assert state.zones[0].play == []  # type: ignore[attr-defined]


def test_V2_4_end_of_turn_draw_with_an_empty_hand() -> None:
    state = spiral_game()
    arrange(state, 0, hand=[1])  # type: ignore[arg-type]
    run(state, (0, Play(state.zones[0].hand[0])))  # type: ignore[attr-defined]
    assert len(state.zones[0].hand) == 1  # type: ignore[attr-defined]


def test_V2_5_the_game_ends_when_the_centre_card_is_won() -> None:
    state = spiral_game(spiral_size=1)
    run(state, (0, DRAW), (1, DRAW))  # type: ignore[attr-defined]
    arrange(state, 0, play=[4, 2], hand=[2])  # type: ignore[arg-type]
    run(state, (0, Play(card_in(state, 0, 2))))  # type: ignore[arg-type]
    assert state.over and state.reason == "centre_won" and state.result().winners == (0,)  # type: ignore[attr-defined]


def test_V2_5_tie_breaks_specials_then_highest_then_a_revealed_card() -> None:
    state = spiral_game()
    arrange(state, 0, won=[5, 5])  # type: ignore[arg-type]
    arrange(state, 1, won=[11])  # type: ignore[arg-type]
    assert state.rules.winners(state, []) == (0,), "4 points each: two specials beat one"  # type: ignore[attr-defined]
    other = spiral_game()
    arrange(other, 0, won=[9, 4])  # type: ignore[arg-type]
    arrange(other, 1, won=[10, 3])  # type: ignore[arg-type]
    assert other.rules.winners(other, []) == (1,), "4 points, two specials each: 10 beats 9"  # type: ignore[attr-defined]
    reveals = [
        {"reveal": 0, "card": 40},
        {"reveal": 1, "card": 45},
        {"reveal": 0, "card": 36},
        {"reveal": 1, "card": 45},
    ]
    last = new("spiral", setup=[{"deal": SPIRAL}, *SEAT0_STARTS, *reveals])
    events: list[object] = []
    assert last.rules.winners(last, events) == (1,), "no specials: 4 = 4, then 1 < 4"  # type: ignore[attr-defined]
    assert [e.values for e in events] == [(4, 4), (1, 4)]  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- variant 3

THREE_STARTS = [{"dice": [6, 6]}, {"dice": [1, 1]}, {"dice": [1, 2]}]


def test_V3_1_face_down_play_public_counts_and_declared_claims() -> None:
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *THREE_STARTS])
    arrange(state, 0, play=[4, 2], hand=[2])
    events = run(state, (0, Play(card_in(state, 0, 2))))
    assert "played_face_down" in kinds(events)
    assert [e.seen_by(1) for e in events if e.kind() == "card_played_secretly"] == [False]
    other = state.view(1)["players"][0]
    assert other["play"] == [None, None, None] and state.view(0)["players"][0]["play"][0]["number"] == 4
    assert state.to_act() == [0] and state.legal(0) == [CLAIM, PASS], "the zone sums to 8: a claim is offered"
    run(state, (0, PASS))
    assert state.to_act() == [1] and not state.won[0]
    matching = new("trips", players=3, setup=[{"dice": [6, 6]}, *THREE_STARTS, {"dice": [4, 4]}])
    arrange(matching, 1, play=[4, 2, 2])
    run(matching, (0, CHANGE))
    assert not matching.won[1], "no automatic claim when a target is rolled"


def test_V3_2_the_opposition_example_nobody_takes_it_both_discard() -> None:
    """Target 8: A has 4+2+2 and claims; B has 6 (a special won before) + 2 and opposes;
    C also has 8 (4+3+1) and does not oppose: A and B discard, C keeps its cards hidden."""
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *THREE_STARTS])
    eight = state.rules.target  # type: ignore[attr-defined]
    arrange(state, 0, play=[4, 2], hand=[2])
    arrange(state, 1, won=[6], play=[6, 2])
    arrange(state, 2, play=[4, 3, 1])
    run(state, (0, Play(card_in(state, 0, 2))), (0, CLAIM))
    assert state.to_act() == [1, 2]
    assert state.legal(1) == [OPPOSE, PASS] and state.legal(2) == [OPPOSE, PASS]
    events = run(state, (1, OPPOSE), (2, PASS))
    revealed = {e.seat: e.numbers for e in events if e.kind() == "zone_revealed"}
    assert revealed == {0: (4, 2, 2), 1: (6, 2)}
    resolved = next(e for e in events if e.kind() == "claim_resolved")
    assert resolved.opposers == (1,) and not resolved.taken  # type: ignore[attr-defined]
    assert state.rules.target == eight and not state.won[0]  # type: ignore[attr-defined]
    assert state.zones[0].play == [] and state.zones[1].play == []
    assert sorted(state.numbers(state.zones[1].discard)) == [2, 6]
    assert state.view(2)["players"][1]["discard"][-1] is not None, "revealed cards are discarded face up"
    assert state.view(0)["players"][2]["play"] == [None, None, None], "C keeps its cards hidden"


def test_V3_2_without_opposition_the_claimer_takes_it_and_no_bluff() -> None:
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *THREE_STARTS, {"dice": [2, 3]}])
    arrange(state, 0, play=[4, 2], hand=[2])
    arrange(state, 1, play=[4, 3])
    run(state, (0, Play(card_in(state, 0, 2))), (0, CLAIM))
    assert state.to_act() == [1] and state.legal(1) == [PASS], "7 is not 8: no opposition (no bluff)"
    events = run(state, (1, PASS))
    assert [e.seat for e in events if isinstance(e, SpecialWon)] == [0]
    assert state.number(state.rules.target) == 5  # type: ignore[attr-defined, arg-type]
    bluff = new("trips", players=3, setup=[{"dice": [4, 4]}, *THREE_STARTS], bluff=True)
    arrange(bluff, 0, play=[4], hand=[2])
    run(bluff, (0, Play(card_in(bluff, 0, 2))))
    assert bluff.legal(0) == [CLAIM, PASS], "with bluffs a false claim may be made"
    run(bluff, (0, CLAIM))
    assert not bluff.won[0] and bluff.zones[0].play == [], "the false claim fails when revealed"


def test_V3_3_trip_with_defenders_and_confronters() -> None:
    starts = [{"dice": [6, 6]}, {"dice": [1, 1]}, {"dice": [1, 2]}, {"dice": [1, 3]}]
    state = new("trips", players=4, setup=[{"dice": [6, 6]}, *starts])
    arrange(state, 0, play=[4, 3], hand=[1])
    arrange(state, 1, play=[2])
    arrange(state, 2, play=[4, 2])
    arrange(state, 3, play=[4, 3, 2])
    assert TRIP in state.legal(0)
    events = run(state, (0, TRIP))
    assert [e.answering for e in events if e.kind() == "trip_declared"] == [(1, 2, 3)]  # type: ignore[attr-defined]
    assert state.to_act() == [1, 2, 3]
    two = card_in(state, 2, 2, "play")
    assert Defend(two) in state.legal(2) and CONFRONT in state.legal(2)
    events = run(state, (1, CONFRONT), (2, Defend(two)), (3, CONFRONT))
    revealed = {e.seat: e.value for e in events if e.kind() == "zone_revealed"}
    assert revealed == {0: 7, 1: 2, 3: 9}, "the defender does not reveal"
    result = next(e for e in events if e.kind() == "trip_resolved")
    assert result.beaten == (1,) and result.held == (3,) and result.success  # type: ignore[attr-defined]
    assert two in state.zones[2].discard and state.view(0)["players"][2]["discard"] == [None]
    assert state.numbers(state.zones[2].play) == [4]
    assert state.view(0)["players"][1]["play"] == [None], "revealed cards are hidden again"
    assert state.to_act() == [0] and len(state.zones[0].hand) == 3, "the attacker drew 2"
    plays = state.legal(0)
    assert all(isinstance(a, Play) for a in plays)
    run(state, (0, plays[0]))
    run(state, (0, state.legal(0)[0]))
    assert len(state.zones[0].play) == 4 and state.rules.active == 1  # type: ignore[attr-defined]


def test_V3_3_nobody_confronts_the_trip_is_spent_and_equal_values_do_not_beat() -> None:
    state = new("trips", players=3, setup=[{"dice": [6, 6]}, *THREE_STARTS])
    arrange(state, 0, play=[4, 3])
    arrange(state, 1, play=[2])
    events = run(state, (0, TRIP), (1, Defend(card_in(state, 1, 2, "play"))))
    assert "zone_revealed" not in kinds(events) and state.rules.active == 1  # type: ignore[attr-defined]
    tie = new("trips", players=3, setup=[{"dice": [6, 6]}, *THREE_STARTS])
    arrange(tie, 0, play=[4, 3])
    arrange(tie, 1, play=[4, 3])
    events = run(tie, (0, TRIP), (1, CONFRONT))
    assert [e.success for e in events if e.kind() == "trip_resolved"] == [False]  # type: ignore[attr-defined]
    loose = new("trips", players=3, setup=[{"dice": [6, 6]}, *THREE_STARTS], trip_strictly_higher=False)
    arrange(loose, 0, play=[4, 3])
    arrange(loose, 1, play=[4, 3])
    events = run(loose, (0, TRIP), (1, CONFRONT))
    assert [e.success for e in events if e.kind() == "trip_resolved"] == [True]  # type: ignore[attr-defined]


def test_V3_4_the_first_exhaustion_ends_the_game() -> None:
    state = new("trips", players=2, setup=[{"dice": [1, 2]}, *SEAT0_STARTS, {"dice": [6, 6]}, {"aside": 10}])
    arrange(state, 0, won=[11, 2])
    arrange(state, 1, won=[12])
    run(state, (0, CHANGE))
    assert state.over and state.reason == "exhaustion" and state.exhaustions == 1
    assert state.result().scores == (5, 4) and state.result().winners == (0,)
    tied = new("trips", setup=[{"dice": [1, 2]}, *SEAT0_STARTS])
    arrange(tied, 0, won=[11])
    arrange(tied, 1, won=[10, 2])
    assert tied.rules.winners(tied, []) == (1,), "equal points: more special cards"  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- variant 4

DIAMOND = [15, 0, 16, 21, 1, 17, 26, 22, 3, 6, 27, 10, 30]
"""Special ids in cell order: 7, 2, 7, 8, 3, 7, 9, 8, 4, 5, 9, 6, 10."""


def diamond_game(deal: list[int] = DIAMOND, **options: object) -> object:
    return new("diamond", setup=[{"deal": deal}, *SEAT0_STARTS], **options)  # type: ignore[arg-type]


def test_V4_1_thirteen_cards_face_up_on_even_cells_one_card_in_hand() -> None:
    state = diamond_game()
    view = state.view(1)  # type: ignore[attr-defined]
    assert len(view["diamond"]) == 13 and cells(2)[0] == (0, 2) and cells(2)[6] == (0, 0)
    for cell in view["diamond"]:
        assert cell["face_up"] == ((cell["x"] + cell["y"]) % 2 == 0)
        assert (cell["card"] is None) == (not cell["face_up"]), "face-down numbers are not shown"
    assert all(p["hand_size"] == 1 for p in view["players"])
    small = NUMERANZA.new(NumeranzaConfig(variant="diamond", diamond_radius=1), seed=2)
    assert len(small.rules.cells) == 5  # type: ignore[attr-defined]


def try_at(state, cell, play, number=None, face_down=None, remove=()):  # type: ignore[no-untyped-def]
    """Seat 0 with `play` in its zone draws, then tries `cell` (after the given changes)."""
    rules = state.rules
    for other in remove:
        state.central.append(rules.cells[other])
        rules.cells[other] = None
    if number is not None:
        card = special(state, number)
        state.central.remove(card)
        state.central.append(rules.cells[cell])
        rules.cells[cell] = card
    if face_down is not None:
        rules.face_up[cell] = not face_down
    arrange(state, 0, play=play)
    events = run(state, (0, DRAW))
    if Try(cell) not in state.legal(0):
        return None
    events = run(state, (0, Try(cell)))
    return next(e for e in events if e.kind() == "card_tried")


def test_V4_2_face_down_with_one_neighbour_margin_two_with_plus_and_minus() -> None:
    tried = try_at(diamond_game(), 0, [4, 3, 2, 1], face_down=True)
    assert (tried.number, tried.margin, tried.operations) == (7, 2, "both")
    assert tried.won and tried.value in (5, 6, 7, 8, 9), "10 is too much; 4+3+2-1 = 8 is within 7 +/- 2"
    for play, won in (([4, 1], True), ([4, 3, 2], True), ([2, 1], False)):
        state = diamond_game()
        result = try_at(state, 0, play, face_down=True)
        assert result is not None and result.won is won, play


def test_V4_2_face_down_with_three_neighbours_margin_one_addition_only() -> None:
    tried = try_at(diamond_game(), 2, [4, 3, 1], remove=[0])
    assert (tried.number, tried.margin, tried.operations, tried.won) == (7, 1, "add", True)
    failed = try_at(diamond_game(), 2, [4, 3, 2, 1], remove=[0])
    assert failed.won is False, "10 is out of 7 +/- 1 and 4+3+2-1 is not allowed"
    assert not failed.won and failed.value == 10


def test_V4_2_face_up_with_three_neighbours_exact_addition_only() -> None:
    state = diamond_game()
    assert try_at(state, 6, [4, 3, 2], remove=[2]) is not None
    assert state.won[0] and state.number(state.won[0][0]) == 9  # type: ignore[attr-defined]
    near = diamond_game()
    assert try_at(near, 6, [4, 3, 1], remove=[2]) is None, "8 is not 9: no try offered at a face-up card"
    four = diamond_game()
    assert four.rules.view(four, 0)["diamond"][6]["operations"] == "none", "4 neighbours: cannot be won"  # type: ignore[attr-defined]


def test_V4_2_a_face_down_two_is_won_with_an_empty_zone() -> None:
    state = diamond_game([0, *DIAMOND[2:], 15])
    tried = try_at(state, 0, [], face_down=True)
    assert tried.won and tried.value == 0 and tried.margin == 2
    assert state.number(state.won[0][0]) == 2  # type: ignore[attr-defined]


def test_V4_3_a_failed_try_reveals_the_card_and_leaves_it_face_up() -> None:
    state = diamond_game()
    failed = try_at(state, 0, [1], face_down=True)
    assert failed.won is False and state.rules.face_up[0]  # type: ignore[attr-defined]
    hidden = diamond_game(failed_try_face_up=False)
    try_at(hidden, 0, [1], face_down=True)
    assert not hidden.rules.face_up[0]  # type: ignore[attr-defined]


def test_V4_4_replace_rolls_a_die_new_cards_face_up_won_at_once_or_turned_down() -> None:
    state = new("diamond", setup=[{"deal": DIAMOND}, *SEAT0_STARTS, {"dice": [3]}, {"deal": [23, 18]}])
    arrange(state, 0, play=[4, 3])
    events = run(state, (0, REPLACE_ACTION))
    assert [(e.die, e.count) for e in events if e.kind() == "replace_rolled"] == [(3, 2)]  # type: ignore[attr-defined]
    assert Replace(1 << 0 | 1 << 1) in state.legal(0) and all(
        bin(a.mask).count("1") <= 2 for a in state.legal(0)
    )  # type: ignore[attr-defined]
    events = run(state, (0, Replace(1 << 0 | 1 << 1)))
    assert state.numbers([state.rules.cells[0], state.rules.cells[1]]) == [8, 7]  # type: ignore[attr-defined]
    assert 15 in state.central and 0 in state.central, "the replaced cards went back to the deck"
    assert state.legal(0) == [WinNew(1), WinNew(2), WinNew(3), WinNew(0)], "7 is within 8 +/- 1 and 7 +/- 1"
    run(state, (0, WinNew(3)))
    assert state.numbers(state.won[0]) == [8, 7] and state.zones[0].play == []  # type: ignore[attr-defined]
    assert state.rules.active == 1, "phase 2 is skipped after a replace"  # type: ignore[attr-defined]
    none = new("diamond", setup=[{"deal": DIAMOND}, *SEAT0_STARTS, {"dice": [6]}, {"deal": [35]}])
    run(none, (0, REPLACE_ACTION), (0, Replace(1 << 4)))
    assert not none.rules.face_up[4] and none.rules.active == 1, "nothing won: turned face down"  # type: ignore[attr-defined]


def test_V4_5_phase_three_ends_with_exactly_one_card_in_hand() -> None:
    state = diamond_game()
    arrange(state, 0, hand=[1, 2, 3])
    run(state, (0, DRAW))
    if state.rules.phase == "try":  # type: ignore[attr-defined]
        run(state, (0, PASS))
    assert state.rules.phase == "discard" and state.to_act() == [0]  # type: ignore[attr-defined]
    while state.rules.phase == "discard":  # type: ignore[attr-defined]
        run(state, (0, Discard(state.zones[0].hand[0])))  # type: ignore[attr-defined]
    assert len(state.zones[0].hand) == 1 and state.rules.active == 1  # type: ignore[attr-defined]
    empty = diamond_game()
    arrange(empty, 0, hand=[1])
    run(empty, (0, Play(empty.zones[0].hand[0])))  # type: ignore[attr-defined]
    if empty.rules.phase == "try":  # type: ignore[attr-defined]
        run(empty, (0, PASS))
    assert len(empty.zones[0].hand) == 1, "with no card in hand the player draws"  # type: ignore[attr-defined]


def test_V4_6_the_game_ends_when_a_card_is_left_without_neighbours() -> None:
    state = diamond_game()
    tried = try_at(state, 2, [4, 3], remove=[1, 3], face_down=False)
    assert tried.won and state.over and state.reason == "isolated"  # type: ignore[attr-defined]
    tied = diamond_game()
    arrange(tied, 0, won=[11])
    arrange(tied, 1, won=[10, 3])
    assert tied.rules.winners(tied, []) == (0,), "equal points: FEWER special cards"  # type: ignore[attr-defined]
    fewest = diamond_game(diamond_most_points_wins=False)
    arrange(fewest, 0, won=[11])
    assert fewest.rules.winners(fewest, []) == (1,)  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- variant 5


def coop_game(players: int = 2, setup: list[object] | None = None, **options: object) -> object:
    decks = [(2, 1, 2, 3, 4), (3, 1, 2, 2, 4), (4, 1, 2, 2, 3)][:players]
    return new("coop", players=players, decks=decks, setup=setup or [{"dice": [2, 3]}], **options)  # type: ignore[arg-type]


def test_V5_1_the_queue_starts_with_one_face_up_card_and_hands_hold_one() -> None:
    state = coop_game()
    view = state.view(2)  # type: ignore[attr-defined]
    assert [c["number"] for c in view["queue"]] == [5] and view["pile"] == [] and view["team"] == 2
    assert all(p["hand_size"] == 1 for p in view["players"])
    assert view["players"][0]["hand"] is None, "the team seat sees no hand"


def test_V5_2_phrases_and_hints_are_actions_everyone_sees() -> None:
    state = coop_game()
    assert state.to_act() == [0, 1]  # type: ignore[attr-defined]
    legal = state.legal(0)  # type: ignore[attr-defined]
    assert Hint("starting") in legal and Hint("special") not in legal, "a hint about one's card is true"
    assert CONFIRM not in legal, "a phrase first"
    events = run(state, (0, Hint("need_help")), (0, Say("alone")), (1, Say("play")))  # type: ignore[arg-type]
    assert all(e.seen_by(None) for e in events)
    assert state.view(None)["phrases"] == ["alone", "play"]  # type: ignore[attr-defined]
    assert Say("pass") in state.legal(1), "a clashing phrase may change"  # type: ignore[attr-defined]
    run(state, (0, CONFIRM), (1, Say("pass")))  # type: ignore[arg-type]
    assert state.view(None)["confirmed"] == [False, False], "a change reopens every confirmation"  # type: ignore[attr-defined]
    assert not any(isinstance(a, Say) for a in state.legal(1)), "no clash left: no change"  # type: ignore[attr-defined]
    events = run(state, (0, CONFIRM), (1, CONFIRM))  # type: ignore[arg-type]
    assert [e.plays for e in events if e.kind() == "cards_shown"] == [((0, 2),)]  # type: ignore[attr-defined]


def test_V5_3_a_match_is_the_teams_choice_else_a_card_joins_the_queue() -> None:
    state = coop_game(setup=[{"dice": [2, 3]}, {"dice": [4, 4]}])
    run(state, (0, Say("play")), (1, Say("play")), (0, CONFIRM), (1, CONFIRM))  # type: ignore[arg-type]
    assert state.to_act() == [2] and state.legal(2) == [TO_PILE, Give(0), Give(1)]  # type: ignore[attr-defined]
    events = run(state, (2, Give(1)))  # type: ignore[arg-type]
    assert [e.to for e in events if e.kind() == "matched"] == [1]  # type: ignore[attr-defined]
    assert state.numbers(state.won[1]) == [5] and state.won[1][0] in state.zones[1].discard  # type: ignore[attr-defined]
    assert [c["number"] for c in state.view(None)["queue"]] == [8], "no face-up card left: a new one"  # type: ignore[attr-defined]
    assert state.numbers(state.zones[0].discard) == [2]  # type: ignore[attr-defined]
    miss = coop_game(setup=[{"dice": [2, 3]}, {"dice": [1, 1]}])
    arrange(miss, 0, won=[12])
    run(miss, (1, Hint("cant_help")), (0, Say("pass")), (1, Say("play")), (0, CONFIRM), (1, CONFIRM))  # type: ignore[arg-type]
    assert [c["number"] if c else None for c in miss.view(None)["queue"]] == [5, 2]  # type: ignore[attr-defined]
    down = coop_game(setup=[{"dice": [2, 3]}, {"dice": [6, 6]}, {"aside": 3}])
    arrange(down, 0, won=[12])
    run(down, (0, Say("pass")), (1, Say("pass")), (0, CONFIRM), (1, CONFIRM))  # type: ignore[arg-type]
    assert down.view(None)["queue"][1] is None and down.exhaustions == 1, "exhausted: face down"  # type: ignore[attr-defined]


def test_V5_4_defeat_is_checked_before_victory() -> None:
    state = coop_game()
    rules = state.rules  # type: ignore[attr-defined]
    for _ in range(15):
        rules.pile.append(state.central.pop())  # type: ignore[attr-defined]
    for _ in range(7):
        rules.queue.append(state.central.pop())  # type: ignore[attr-defined]
        rules.queue_up.append(False)
    rules.queue_up[:] = [False] * len(rules.queue)
    events: list[object] = []
    rules.checks(state, events)
    assert state.over and state.reason == "queue_full" and state.result().winners == ()  # type: ignore[attr-defined]
    win = coop_game()
    rules = win.rules  # type: ignore[attr-defined]
    for _ in range(15):
        rules.pile.append(win.central.pop())  # type: ignore[attr-defined]
    rules.pile.append(rules.queue.pop())
    rules.queue_up.pop()
    rules.checks(win, [])
    assert win.over and win.reason == "victory" and win.result().winners == (0, 1, 2)  # type: ignore[attr-defined]
    assert win.result().scores == (16, 16, 16)  # type: ignore[attr-defined]
    three_down = coop_game()
    rules = three_down.rules  # type: ignore[attr-defined]
    for _ in range(3):
        rules.queue.append(three_down.central.pop())  # type: ignore[attr-defined]
        rules.queue_up.append(False)
    rules.checks(three_down, [])
    assert three_down.over and three_down.reason == "face_down"  # type: ignore[attr-defined]


def test_V5_5_harder_options_queue_limit_and_pile_target() -> None:
    state = coop_game(queue_limit=6, pile_target=20)
    rules = state.rules  # type: ignore[attr-defined]
    for _ in range(5):
        rules.queue.append(state.central.pop())  # type: ignore[attr-defined]
        rules.queue_up.append(True)
    rules.checks(state, [])
    assert state.over and state.reason == "queue_full"  # type: ignore[attr-defined]
    win = coop_game(pile_target=20)
    rules = win.rules  # type: ignore[attr-defined]
    rules.queue.clear()
    rules.queue_up.clear()
    for _ in range(15):
        rules.pile.append(win.central.pop())  # type: ignore[attr-defined]
    rules.checks(win, [])
    assert not win.over, "15 cards are not enough for a pile target of 20"  # type: ignore[attr-defined]
