"""What the co-op talk says about a teammate's card (V5-2): the readings of the phrases,
the team bot that hears them, and the search's worlds, which agree with them."""

from __future__ import annotations

import random
from typing import Any

import pytest
from numeranza_tools import arrange, new

from bullheads.bots.numeranza_heuristic import NumeranzaHeuristicBot
from bullheads.bots.numeranza_playout import numeranza_candidates
from bullheads.bots.numeranza_talk import TalkBot, numeranza_agrees, readings
from bullheads.bots.registry import make_bot
from bullheads.bots.search import SearchBot
from bullheads.core.state import State
from bullheads.games.numeranza import NumeranzaState
from bullheads.games.numeranza.actions import Say
from bullheads.games.numeranza.views import numeranza_view

UNIFORM = {1: 0.2, 2: 0.4, 3: 0.2, 4: 0.2}
"""A hand card of a full starting deck 1, 2, 2, 3, 4 (NUM-01)."""


def four_table(first: int) -> NumeranzaState:
    """Two players, seat 0 holding `first`, seat 1 a 1; the queue shows a 4 (dice 1 and 3)."""
    rest = [1, 2, 2, 3, 4]
    rest.remove(first)
    return new("coop", players=2, decks=[(first, *rest), (1, 2, 2, 3, 4)], setup=[{"dice": [1, 3]}])


def odds_of(state: NumeranzaState, reader: int, seat: int) -> dict[int, Any]:
    """Seat `seat`'s card as `reader` reads it, number by number (approximately)."""
    odds = readings(numeranza_view(state.view(reader)))[seat]
    return {number: pytest.approx(chance) for number, chance in odds}


@pytest.mark.parametrize(
    ("first", "phrase", "heard"),
    [
        (1, "pass", {1: 0.5, 3: 0.5}),
        (3, "pass", {1: 0.5, 3: 0.5}),
        (2, "play", {2: 1.0}),
        (4, "alone", {4: 1.0}),
    ],
)
def test_V5_2_a_first_phrase_tells_which_cards_the_speaker_may_hold(
    first: int, phrase: str, heard: dict[int, float]
) -> None:
    """Target 4, seat 0 speaks first, seat 1 holds 1, 2, 2, 3 or 4 (chances 0.2, 0.4, 0.2,
    0.2) and plays only when it helps. By the rule of thumb seat 0 says "alone" with the
    4; with a 2 it plays (a match when seat 1 adds a 2: 0.4, against 0.2 for seat 1's 4
    alone); with a 1 or a 3 it passes (0.2 either way). So "pass" means a 1 or a 3,
    equally likely; before seat 0 speaks its card is any of its five."""
    state = four_table(first)
    assert odds_of(state, 1, 0) == UNIFORM
    said = NumeranzaHeuristicBot(0).choose(state.view(0), state.legal(0))
    assert said == Say(phrase)
    state.act(0, said)
    assert odds_of(state, 1, 0) == heard
    assert odds_of(state, 0, 1) == UNIFORM, "seat 1 has not spoken"


@pytest.mark.parametrize("phrase", ["play", "alone"])
def test_V5_2_a_phrase_no_card_explains_tells_nothing(phrase: str) -> None:
    """With a 12 showing, no card of 1 to 4 matches alone and none helps seat 1's reach
    12: by the rule of thumb seat 0 passes with any card. A teammate who says "play" or
    "alone" there (a person, another bot) says what no card explains, and its card keeps
    the odds it had."""
    state = new("coop", players=2, setup=[{"dice": [6, 6]}])
    state.act(0, Say(phrase))
    assert odds_of(state, 1, 0) == UNIFORM


def six_table() -> NumeranzaState:
    """Four players holding 1, 2, 3 and 1; the queue shows a 6 (dice 3 and 3). Seats 0 to 2
    have spoken by the rule of thumb: "play", "play", "pass"."""
    decks = [(1, 2, 2, 3, 4), (2, 1, 2, 3, 4), (3, 1, 2, 2, 4), (1, 2, 2, 3, 4)]
    state = new("coop", players=4, decks=decks, setup=[{"dice": [3, 3]}])
    rule = NumeranzaHeuristicBot(0)
    for seat in range(3):
        state.act(seat, rule.choose(state.view(seat), state.legal(seat)))
    assert numeranza_view(state.view(3))["phrases"] == ["play", "play", "pass", None]
    return state


def test_V5_2_the_talk_bot_hears_what_a_phrase_says_and_the_rule_of_thumb_does_not() -> None:
    """Seat 3 holds a 1 and the target is 6. Seat 0 would have said "play" with any card;
    seat 1, after it, only with a 2 or a 4 (chances 2/3 and 1/3). Weighed so, seats 0 and
    1 make 6 without seat 3 with chance 0.2 * 2/3 + 0.4 * 1/3 = 0.267 (a 4 beside the 2,
    a 2 beside the 4), and 5 (which the 1 would bring to 6) with 0.2 * 2/3 + 0.2 * 1/3 =
    0.2: the talk bot passes. The rule of thumb, weighing seat 1's card as any of its
    five, finds 5 likelier (0.24 against 0.20) and plays."""
    state = six_table()
    assert odds_of(state, 3, 0) == UNIFORM
    assert odds_of(state, 3, 1) == {2: 2 / 3, 4: 1 / 3}
    assert NumeranzaHeuristicBot(0).choose(state.view(3), state.legal(3)) == Say("play")
    assert TalkBot(0).choose(state.view(3), state.legal(3)) == Say("pass")
    assert numeranza_candidates(state.view(3), state.legal(3))[0] == Say("pass"), "the search's habit"


def test_V5_2_the_talk_bot_plays_whole_games_of_every_team_size() -> None:
    """Seeded co-op games of talk bots in every seat end by the rules (V5-4)."""
    for players in range(1, 7):
        state = new("coop", players=players, seed=players)
        bots = [TalkBot(seat) for seat in range(players + 1)]
        while not state.over:
            seat = state.to_act()[0]
            state.act(seat, bots[seat].choose(state.view(seat), state.legal(seat)))
        assert state.reason in {"victory", "queue_full", "face_down", "central_empty"}


def test_V5_2_a_world_agrees_with_a_teammate_only_if_it_holds_a_card_its_phrase_allows() -> None:
    """After seat 0's "pass" (a 1 or a 3, above), seat 1's worlds with seat 0 holding a 2
    or a 4 disagree; before seat 0 speaks nothing is ruled out."""
    state = four_table(3)
    assert numeranza_agrees(state.view(1)) is None
    state.act(0, Say("pass"))
    agrees = numeranza_agrees(state.view(1))
    assert agrees is not None
    rng = random.Random(5)
    held = {}
    for _ in range(100):
        world = state.determinize(1, rng)
        hand = world.zones[0].hand
        held.setdefault(world.number(hand[0]), set()).add(agrees(world))
    assert held == {1: {True}, 2: {False}, 3: {True}, 4: {False}}


def test_V5_3_a_matched_card_the_team_gave_a_player_is_one_it_may_hold() -> None:
    """Seat 0 holds a 9 the team gave it (V5-3): its card is one of six, the 9 among them,
    and its "pass" (a 9 cannot help to match the 4) keeps the 9 with the 1 and the 3, so
    the worlds where it holds its real card agree with what it said."""
    state = four_table(3)
    arrange(state, 0, won=[9], hand=[9])
    assert odds_of(state, 1, 0) == {1: 1 / 6, 2: 2 / 6, 3: 1 / 6, 4: 1 / 6, 9: 1 / 6}
    state.act(0, Say("pass"))
    assert odds_of(state, 1, 0) == {1: 1 / 3, 3: 1 / 3, 9: 1 / 3}
    agrees = numeranza_agrees(state.view(1))
    assert agrees is not None and agrees(state)


def test_V5_2_the_co_op_search_plays_its_worlds_where_the_teammates_hold_what_they_said() -> None:
    """Seat 1's search after seat 0's "pass": every world it plays gives seat 0 a 1 or a 3
    (search.DEALS re-deals), where `determinize` alone gives it a 2 or a 4 in 3 of 5."""
    state = four_table(3)
    state.act(0, Say("pass"))
    bot = make_bot("search:easy", "numeranza", 3)
    assert isinstance(bot, SearchBot)
    played = []
    playout = bot.playout

    def recording(world: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int]) -> float:
        played.append(numeranza_view(world.view(0))["players"][0]["hand"])
        return playout(world, seat, rng, careless)

    bot.playout = recording
    bot.choose_in(state, 1)
    assert played and {hand[0]["number"] for hand in played if hand} <= {1, 3}
