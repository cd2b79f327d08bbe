"""The search bot: it decides from what its seat may know, and it searches well."""

from __future__ import annotations

import random
from typing import Any

import pytest
from conftest import play_turn, position

from bullheads.bots.base import decide
from bullheads.bots.playouts import no_batch
from bullheads.bots.registry import bot_names, make_bot
from bullheads.bots.search import LEVELS, SearchBot
from bullheads.core.errors import BullheadsError
from bullheads.games import GAMES
from bullheads.games.numeranza.actions import Say
from bullheads.games.take6 import TAKE6, Play, Take6Config, TakeRow

pytestmark = pytest.mark.xdist_group("kernel-search")
"""Take 6!'s card choices search on the compiled kernel where its extra is installed: the
kernel compiles for minutes the first time, so its tests share one worker."""

MINE = [3, 14, 27, 35, 48, 52, 66, 71, 89, 97]
ROWS = [[10], [30], [60], [80]]
OTHERS = [
    [1, 5, 12, 20, 33, 41, 57, 62, 75, 90],
    [2, 7, 18, 25, 38, 44, 59, 68, 83, 99],
    [4, 9, 22, 29, 40, 50, 64, 77, 86, 101],
]
DEALT = {*MINE, *(card for hand in OTHERS for card in hand), *(card for row in ROWS for card in row)}
LEFT_OUT = [card for card in range(1, 105) if card not in DEALT]


def hidden_swapped() -> list[list[int]]:
    """The other seats' hands re-dealt from the same unseen cards (the same sizes)."""
    unseen = [card for hand in OTHERS for card in hand] + LEFT_OUT
    random.Random(7).shuffle(unseen)
    return [sorted(unseen[index * 10 : index * 10 + 10]) for index in range(3)]


def twin_positions(**options: Any) -> tuple[Any, Any]:
    first = position([MINE, *OTHERS], ROWS, **options)
    second = position([MINE, *hidden_swapped()], ROWS, **options)
    return first, second


def test_the_twin_positions_differ_only_in_what_seat_0_cannot_see() -> None:
    first, second = twin_positions()
    assert first.hands[1:] != second.hands[1:]
    assert first.view(0) == second.view(0)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_search_decides_the_same_whatever_the_hidden_cards_are(seed: int) -> None:
    first, second = twin_positions()
    choices = [
        decide(SearchBot("take6", make_bot("heuristic", "take6", 0), "easy", seed), state, 0)
        for state in (first, second)
    ]
    assert choices[0] == choices[1]


def test_search_decides_the_same_when_others_have_chosen_different_secret_cards() -> None:
    first, second = twin_positions()
    for state in (first, second):
        play_turn(state, [None, state.hands[1][0], state.hands[2][-1], None])
    assert first.chosen[1:3] != second.chosen[1:3]
    assert first.view(0) == second.view(0)
    bots = [SearchBot("take6", make_bot("heuristic", "take6", 0), "easy", 5) for _ in range(2)]
    assert decide(bots[0], first, 0) == decide(bots[1], second, 0)


def test_search_row_choice_is_the_same_whatever_the_hidden_cards_are() -> None:
    second_hand = [*OTHERS[1][:-1], 90]
    first, second = (position([MINE, hand], ROWS) for hand in (OTHERS[0], second_hand))
    for state in (first, second):
        play_turn(state, [3, 90], low_rows=None)
        assert state.to_act() == [0]
    assert first.view(0) == second.view(0)
    bots = [SearchBot("take6", make_bot("heuristic", "take6", 0), "easy", 9) for _ in range(2)]
    assert decide(bots[0], first, 0) == decide(bots[1], second, 0)


def test_search_puts_off_the_sixth_card() -> None:
    """T6-08: 56 now is the sixth card of a row of 19 heads; 104 is safe now, and 56 may
    be spared next turn if the other seat's card ends that row first: never worse."""
    state = position([[56, 104], [1, 2]], [[40, 44, 50, 53, 55], [60], [70], [80]], end="rounds", rounds=1)
    assert decide(make_bot("search:strong", "take6", 1), state, 0) == Play(104)


def test_search_takes_the_cheapest_row_on_the_last_turn() -> None:
    """T6-09: with nothing left to play, the cheapest row is plainly the best choice."""
    state = position([[3], [99]], [[55, 56], [20], [30, 33], [40, 41]], end="rounds", rounds=1)
    play_turn(state, [3, 99], low_rows=None)
    assert decide(make_bot("search:easy", "take6", 1), state, 0) == TakeRow(1)


@pytest.mark.parametrize("mode", [True, "deal"])
def test_search_plays_the_professional_variant_to_the_end(mode: Any) -> None:
    config = Take6Config.from_json({"players": 2, "end": "rounds", "professional": mode})
    state = TAKE6.new(config, seed=3)
    bots = [make_bot("search:easy", "take6", 0), make_bot("random", "take6", 1)]
    while not state.over:
        for seat in state.to_act():
            action = decide(bots[seat], state, seat)
            assert action in state.legal(seat)
            state.act(seat, action)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_has_the_search_bot_and_it_makes_a_legal_decision(game: str) -> None:
    assert {"search", "search:easy", "search:strong"} <= set(bot_names(game))
    state = GAMES[game].new(GAMES[game].config_from_json({}), seed=1)
    seat = state.to_act()[0]
    bot = SearchBot(game, make_bot("random", game, 0), "easy", 1)
    assert decide(bot, state, seat) in state.legal(seat)


def test_search_levels_grow_and_an_unknown_level_is_a_clear_error() -> None:
    assert LEVELS["easy"].worlds < LEVELS["normal"].worlds < LEVELS["strong"].worlds
    assert LEVELS["easy"].slow_worlds < LEVELS["normal"].slow_worlds < LEVELS["strong"].slow_worlds
    assert LEVELS["easy"].batch_worlds < LEVELS["normal"].batch_worlds < LEVELS["strong"].batch_worlds
    with pytest.raises(BullheadsError, match="unknown search level 'hard'"):
        make_bot("search:hard", "take6")
    with pytest.raises(BullheadsError, match="needs determinize"):
        make_bot("search", "take6").choose({}, [Play(1)])


def twin(state: Any, seat: int, seed: int) -> Any:
    """A position that differs from `state` only in what `seat` cannot see (the game's own
    re-deal of it), checked to look the same from `seat`."""
    other = state.determinize(seat, random.Random(seed))
    assert other.view(seat) == state.view(seat)
    return other


def advance(state: Any, until: Any) -> Any:
    """Play rule-of-thumb moves from `state` until `until(state)` holds or the game ends."""
    bots = {seat: make_bot("heuristic", state.game, seat) for seat in range(8)}
    while not until(state) and not state.over:
        seat = state.to_act()[0]
        state.act(seat, decide(bots[seat], state, seat))
    return state


def buffalo_at(players: int, until: Any) -> Any:
    """The first rule-of-thumb game (deals seeded 0, 1, ...) that reaches `until`."""
    for seed in range(100):
        state = advance(
            GAMES["buffalo"].new(GAMES["buffalo"].config_from_json({"players": players}), seed=seed), until
        )
        if not state.over:
            return state
    raise AssertionError("no game reached the moment")


BUFFALO_MOMENTS = {
    "a member's card, the others having chosen": (
        lambda s: s.phase == "choose" and s.turn == 2 and len(s.chosen) == s.config.players - 1,
        lambda s: s.to_act()[0],
    ),
    "the team's window before a placement": (lambda s: s.phase == "window" and s.window == "a", lambda s: 0),
    "the team's window between turns": (lambda s: s.phase == "window" and s.window == "b", lambda s: 0),
}


@pytest.mark.parametrize("moment", sorted(BUFFALO_MOMENTS))
def test_buffalo_search_decides_the_same_whatever_the_hidden_cards_are(moment: str) -> None:
    until, seat_of = BUFFALO_MOMENTS[moment]
    state = buffalo_at(4, until)
    seat = seat_of(state)
    other = twin(state, seat, 11)
    assert other.hands != state.hands and other.buffalo != state.buffalo
    choices = [decide(make_bot("search:easy", "buffalo", 2), position, seat) for position in (state, other)]
    assert choices[0] == choices[1]


def test_buffalo_search_low_card_row_is_the_same_whatever_the_hidden_cards_are() -> None:
    state = buffalo_at(3, lambda s: s.phase == "row")
    other = twin(state, 0, 5)
    choices = [decide(make_bot("search:easy", "buffalo", 4), position, 0) for position in (state, other)]
    assert choices[0] == choices[1]


def test_take11_search_decides_the_same_whatever_the_hidden_cards_are() -> None:
    state = advance(
        GAMES["take11"].new(GAMES["take11"].config_from_json({"players": 4}), seed=2),
        lambda s: len(s.history) >= 6,
    )
    seat = state.to_act()[0]
    other = twin(state, seat, 3)
    assert other.hands != state.hands
    choices = [decide(make_bot("search:easy", "take11", 6), position, seat) for position in (state, other)]
    assert choices[0] == choices[1]


def test_buffalo_search_plays_every_decision_of_a_game_legally() -> None:
    """Every seat searched: members' cards, windows, low cards, Sort orders, Replace!."""
    state = GAMES["buffalo"].new(GAMES["buffalo"].config_from_json({"players": 6}), seed=1)
    bots = [make_bot("search:easy", "buffalo", seat) for seat in range(6)]
    phases = set()
    while not state.over:
        seat = state.to_act()[0]
        phases.add(state.phase)
        action = decide(bots[seat], state, seat)
        assert action in state.legal(seat)
        state.act(seat, action)
    assert {"choose", "window"} <= phases


@pytest.mark.parametrize("game", ["take6", "take11", "buffalo", "numeranza"])
def test_determinize_depends_only_on_what_the_seat_sees(game: str) -> None:
    """Two positions that look the same to a seat re-deal to the same world for the same
    random numbers (Take 11! and Numeranza shuffled hidden cards in their real order)."""
    state = advance(
        GAMES[game].new(GAMES[game].config_from_json({"players": 4}), seed=4), lambda s: len(s.history) >= 5
    )
    seat = state.to_act()[0]
    other = twin(state, seat, 8)
    worlds = [position.determinize(seat, random.Random(1)) for position in (state, other)]
    assert all(worlds[0].view(anyone) == worlds[1].view(anyone) for anyone in range(4))


COOP_TALK = [("pass", "pass"), ("play", "play"), ("play", "play"), None, ("play", "play")]
COOP_TALK += [("play", "pass"), ("play", "pass"), None]


def coop_talk() -> Any:
    """V5-2: a 2-player co-op game in its eighth round; seat 0 said "play", seat 1 "alone",
    and both may still answer, seat 0 even with "alone"."""
    game = GAMES["numeranza"]
    state = game.new(game.config_from_json({"variant": "coop", "players": 2}), seed=3173326137039141739)
    for phrases in COOP_TALK:
        if phrases is None:
            state.act(2, game.action_from_json({"do": "to_pile"}))
            continue
        for seat, phrase in enumerate(phrases):
            state.act(seat, Say(phrase))
        for seat in (0, 1):
            state.act(seat, game.action_from_json({"do": "confirm"}))
    state.act(0, Say("play"))
    state.act(1, Say("alone"))
    assert state.to_act() == [0, 1] and Say("alone") in state.legal(0)
    return state


def test_search_answers_first_in_the_public_coop_talk() -> None:
    """V5-2: the talk is heard by all, so in each world the searching seat answers first
    and the playout has its teammate answer it; "alone", which seat 1's answer could rule
    out, stays open to the search, which makes a legal decision."""
    state = coop_talk()
    assert decide(make_bot("search:easy", "numeranza", 0), state, 0) in state.legal(0)


@pytest.mark.parametrize("seed", [1, 2])
def test_coop_search_decides_the_same_whatever_the_teammates_cards_are(seed: int) -> None:
    """V5-2: a player sees its own card only; re-dealt teammates' hands and decks (and the
    face-down queue cards) leave its phrase unchanged."""
    state = coop_talk()
    other = twin(state, 0, seed)
    assert (other.zones[1].hand, other.zones[1].deck) != (state.zones[1].hand, state.zones[1].deck)
    choices = [decide(make_bot("search:easy", "numeranza", seed), position, 0) for position in (state, other)]
    assert choices[0] == choices[1]


def test_T6_04_a_search_world_takes_back_the_others_secret_choices() -> None:
    """Seats 1 and 3 have chosen in secret. In a determinized copy for seat 2 their
    choices are withdrawn, so the search's model of them chooses again (from their
    re-dealt hands) instead of keeping the card determinize drew at random; seat 2's own
    view of the real game is unchanged."""
    state = position([MINE, *OTHERS], ROWS)
    state.act(1, Play(OTHERS[0][0]))
    state.act(3, Play(OTHERS[2][0]))
    before = state.view(2)
    world = state.determinize(2, random.Random(3))
    assert world.to_act() == [0, 2]
    world.withdraw_choices(2)
    assert world.to_act() == [0, 1, 2, 3]
    assert world.chosen == [0, 0, 0, 0]
    assert [len(hand) for hand in world.hands] == [10, 10, 10, 10]
    for seat in (0, 1, 3, 2):
        world.act(seat, Play(world.hands[seat][-1]))
    assert world.turn == 2
    assert state.view(2) == before


@pytest.mark.parametrize(
    ("level", "playouts"),
    [
        ("easy", 7 * 10 + 8 * 5 + 15 * 2),
        ("normal", 62 * 10 + 63 * 5 + 125 * 2),
        ("strong", 125 * 10 + 125 * 5 + 250 * 2 + 500 * 2),
    ],
)
def test_successive_halving_cuts_early_only_at_the_strong_level(level: str, playouts: int) -> None:
    """Step 4: 10 candidates; strong (1000 worlds) cuts after 125, 250 and 500 worlds to 5,
    2 and 2 candidates; normal (250) only after 62 and 125, easy (30) after 7 and 15."""
    state = position([MINE, *OTHERS], ROWS)
    bot = SearchBot("take6", make_bot("heuristic", "take6", 0), level, seed=1)
    bot.batch = no_batch  # the Python path, whose playouts can be counted
    played = 0
    real = bot.playout

    def counted(*args: Any) -> float:
        nonlocal played
        played += 1
        return real(*args)

    bot.playout = counted
    decide(bot, state, 0)
    assert played == playouts
