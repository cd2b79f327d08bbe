"""The rule-of-thumb Numeranza bot in the trips variant (V3): its games end by the rules,
and its trip habits (V3-3) do not stall the table; in the diamond (V4-6) it plays for
the points the config counts; the search bot in the co-operative variant (V5): how its
playout values a round, and its phrases."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import cast

import pytest
from conftest import play_at_random
from numeranza_tools import arrange, new, run

from bullheads.bots import search
from bullheads.bots.base import decide
from bullheads.bots.numeranza_heuristic import NumeranzaHeuristicBot
from bullheads.bots.numeranza_playout import coop_outlook, numeranza_candidates, numeranza_playout
from bullheads.bots.numeranza_talk import TalkBot
from bullheads.bots.registry import make_bot
from bullheads.bots.search import Gaps, SearchBot
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, NumeranzaState
from bullheads.games.numeranza.actions import (
    CONFIRM,
    CONFRONT,
    DRAW,
    PASS,
    TRIP,
    Defend,
    Hint,
    Say,
    Try,
    WinNew,
)
from bullheads.games.numeranza.views import Cell, NumeranzaView, numeranza_view

STARTS = [{"dice": [6, 6]}, {"dice": [1, 1]}, {"dice": [1, 2]}]
"""Target 8 is rolled first ({"dice": [4, 4]}), then seat 0 rolls 12 and starts."""


@pytest.mark.parametrize("players", [2, 4])
def test_trips_games_of_the_bot_end_by_exhaustion_not_the_turn_limit(players: int) -> None:
    """V3-4: the game ends at the first exhaustion. Bots that tripped whenever their zone
    was strong reached the turn limit (400) in about four games of ten."""
    for seed in range(12):
        state = NUMERANZA.new(NumeranzaConfig(variant="trips", players=players), seed=seed)
        bots = [make_bot("heuristic", "numeranza", seed * 10 + seat) for seat in range(players)]
        while not state.over:
            seat = state.to_act()[0]
            state.act(seat, bots[seat].choose(state.view(seat), state.legal(seat)))
        assert state.reason == "exhaustion", f"seed {seed}: {state.reason}"


def test_with_a_small_hand_of_overshooting_cards_the_bot_draws_rather_than_trips() -> None:
    """V3-3: zone 7 for target 8, hand [2]; another seat has 3 cards in play. A draw may
    bring the 1; a trip would only cost the others a card and the game a turn."""
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *STARTS])
    arrange(state, 0, play=[4, 3], hand=[2])
    arrange(state, 1, play=[1, 2, 2])
    assert TRIP in state.legal(0) and DRAW in state.legal(0)
    for seed in range(8):
        assert NumeranzaHeuristicBot(seed).choose(state.view(0), state.legal(0)) == DRAW


def test_with_a_large_hand_a_worthwhile_trip_is_declared_sometimes_not_always() -> None:
    """V3-3: with three overshooting cards in hand and a threatening seat the bot trips in
    some games only, so that tables of bots tripping each other do not stall."""
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *STARTS])
    arrange(state, 0, won=[6], play=[4, 3], hand=[2, 2, 6])
    arrange(state, 1, play=[1, 2, 2])
    choices = {NumeranzaHeuristicBot(seed).choose(state.view(0), state.legal(0)) for seed in range(16)}
    assert TRIP in choices and len(choices) > 1, choices


def test_a_zone_one_below_the_target_confronts_a_trip() -> None:
    """V3-3 [R]: the attacker wins only with a strictly higher zone; an attacker that did
    not claim is below the target, so a zone of target - 1 cannot lose: it confronts
    rather than throwing away a card, even against three attacking cards."""
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *STARTS])
    arrange(state, 0, play=[1, 2, 4])
    arrange(state, 1, play=[4, 3])
    arrange(state, 2, play=[2])
    run(state, (0, TRIP))
    bot = NumeranzaHeuristicBot(0)
    assert bot.choose(state.view(1), state.legal(1)) == CONFRONT
    assert isinstance(bot.choose(state.view(2), state.legal(2)), Defend), "a zone of 2 defends"


# --------------------------------------------------------------------------- co-op search


def coop_table(**options: object) -> NumeranzaState:
    """Two players holding a 1 each (decks 1,2,2,3,4) and the queue card 12 face up (V5-1):
    no phrase can match it this round."""
    return new("coop", players=2, setup=[{"dice": [6, 6]}], **options)


def test_V5_4_the_coop_playout_values_a_defeat_below_a_miss_the_team_survives() -> None:
    """The round misses whatever is said. With a queue limit of 2 the miss fills the queue
    and the team loses (V5-4); with 7 the game goes on. The playout once valued both by
    the cards on the pile alone (none here), so a search could not tell them apart."""
    lost, going_on = coop_table(queue_limit=2), coop_table()
    assert [card["number"] for card in lost.view(0)["queue"]] == [12]
    assert all(zone.hand and lost.number(zone.hand[0]) == 1 for zone in lost.zones)
    values = [numeranza_playout(state, 0, random.Random(3)) for state in (lost, going_on)]
    assert lost.over and lost.reason == "queue_full" and not going_on.over
    assert values[0] == 0.0 < values[1]


def test_V5_4_the_coop_outlook_falls_with_each_queue_card_most_with_a_face_down_one() -> None:
    """A match (one card more on the pile, one face-up card less in the queue) raises the
    team's chance; a face-down queue card, never to be matched, costs more than a face-up
    one."""
    state = coop_table()
    view = numeranza_view(state.view(0))
    up = {"id": 0, "number": 7, "points": 2}
    odds = {
        name: coop_outlook(cast(NumeranzaView, {**view, "queue": queue, "pile": [up] * pile}))
        for name, queue, pile in (
            ("matched", [], 1),
            ("as is", [up], 0),
            ("missed", [up, up], 0),
            ("missed face down", [up, None], 0),
        )
    }
    assert odds["matched"] > odds["as is"] > odds["missed"] > odds["missed face down"] > 0


def test_V5_2_the_coop_search_says_alone_with_the_card_the_queue_shows() -> None:
    """Seat 0 holds the 3 and the queue shows a 3 (decks 3,1,2,2,4 and 1,2,2,3,4): playing
    it alone matches for sure; the search says so, before seat 1 has spoken."""
    state = new("coop", players=2, decks=[(3, 1, 2, 2, 4), (1, 2, 2, 3, 4)], setup=[{"dice": [1, 2]}])
    assert state.to_act() == [0, 1]
    for seed in range(3):
        assert decide(make_bot("search:easy", "numeranza", seed), state, 0) == Say("alone")


def test_V5_2_the_coop_search_leaves_out_the_hints_and_weighs_the_habit_first() -> None:
    """The teammates are modelled by the talk bot (the rule of thumb hearing the phrases,
    numeranza_talk), which reads no hints: the search compares the phrases only, the talk
    bot's first (it keeps the first of equal values), and a confirmation alone is no
    decision to search."""
    state = coop_table()
    legal = state.legal(0)
    assert Hint("need_help") in legal
    habit = TalkBot(0).choose(state.view(0), legal)
    assert habit == Say("pass"), "a 1 cannot help to match a 12"
    candidates = numeranza_candidates(state.view(0), legal)
    assert candidates[0] == habit
    assert sorted(map(str, candidates)) == sorted(str(a) for a in legal if isinstance(a, Say))
    state.act(0, habit)
    assert numeranza_candidates(state.view(0), state.legal(0)) == [CONFIRM]


def habits_kept(z: float, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """A seeded 3-seat co-op game of `search:easy` bots with HABIT_Z = `z`: how many of
    their searched decisions (more than one candidate) kept the rule of thumb's."""
    monkeypatch.setattr(search, "HABIT_Z", z)
    state = NUMERANZA.new(NumeranzaConfig.from_json({"variant": "coop", "players": 3}), seed=11)
    bots = {seat: make_bot("search:easy", "numeranza", seat) for seat in range(4)}
    searched = kept = 0
    for _ in range(60):
        if state.over:
            break
        seat = state.to_act()[0]
        view = state.view(seat)
        candidates = numeranza_candidates(view, state.legal(seat))
        action = decide(bots[seat], state, seat)
        if len(candidates) > 1 and view["variant"] == "coop":
            searched += 1
            kept += action == candidates[0]
        state.act(seat, action)
    return searched, kept


def test_V5_2_the_coop_search_keeps_the_rule_of_thumb_unless_another_is_clearly_better(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The co-op search keeps the rule of thumb's phrase (numeranza_habit) unless another
    beats it by HABIT_Z standard errors over its worlds: with no bar at all it leaves the
    habit sometimes, with a bar no gain can pass never."""
    searched, kept = habits_kept(math.inf, monkeypatch)
    assert searched >= 10 and kept == searched
    searched, kept = habits_kept(0.0, monkeypatch)
    assert searched >= 10 and kept < searched


def test_a_candidate_is_clearly_better_by_its_paired_gains_only() -> None:
    """search.Gaps: the mean gain over the first candidate, world by world, against
    HABIT_Z standard errors of it."""
    gaps = Gaps(3)
    for world in range(20):
        noise = 0.01 if world % 2 else -0.01
        gaps.add({0: 0.5 + 10 * noise, 1: 0.5 + 10 * noise + 0.05 + noise, 2: 0.5 + 0.02 + 20 * noise})
    assert gaps.clearly_better(1), "a steady gain of 0.05 over paired worlds"
    assert not gaps.clearly_better(2), "a gain of 0.02 with a spread of 0.2"
    assert not gaps.clearly_better(0)


def test_the_halving_keeps_the_first_candidate_when_asked() -> None:
    """Step 4 with keep_first: the first candidate, the worst here, is never cut."""
    bot = SearchBot("numeranza", NumeranzaHeuristicBot(0), "normal", seed=1)
    runs: list[list[int]] = []

    def play(alive: Sequence[int], worlds: int, seed: int, totals: list[float]) -> None:
        runs.append(list(alive))
        for index in alive:
            totals[index] += worlds * index

    for keep_first, last_run_has_first in ((True, True), (False, False)):
        runs.clear()
        chosen = bot._halving(["a", "b", "c", "d", "e", "f"], 60, play, keep_first=keep_first)  # type: ignore[arg-type]
        assert chosen == "f"
        assert (0 in runs[-1]) is last_run_has_first


@pytest.mark.parametrize("most_wins", [True, False])
def test_V4_6_the_playout_values_a_lead_in_the_sense_the_diamond_counts(most_wins: bool) -> None:
    """V4-6 [R]: with the option off the fewest points win. A finished game (random play,
    seeded) is valued for its sole winner above 1 (a win and a lead) and for the others
    below 0; the lead counted the most points whatever the option said."""
    config = NumeranzaConfig(variant="diamond", players=3, diamond_most_points_wins=most_wins)
    for seed in range(40):
        state = NUMERANZA.new(config, seed=seed)
        play_at_random(state, seed)
        scores, winners = state.result().scores, state.result().winners
        if len(winners) == 1 and len(set(scores)) == len(scores):
            break
    else:
        pytest.fail("no seeded game with one winner and three different scores")
    values = [numeranza_playout(state.clone(), seat, random.Random(1)) for seat in range(3)]
    assert all((value > 1.0) == (seat in winners) for seat, value in enumerate(values)), (scores, values)
    assert all(value < 0.0 for seat, value in enumerate(values) if seat not in winners), (scores, values)


@pytest.mark.parametrize("most_wins", [True, False])
def test_V4_6_the_rule_of_thumb_tries_and_wins_cards_in_the_sense_the_diamond_counts(most_wins: bool) -> None:
    """V4-6 [R]: with the option off the fewest points win. The bot's tries (V4-5) and new
    cards (V4-4) went for the most points in both senses (it won 0.3% of 300 3-player
    games against two random bots); where the fewest win it takes cards only while no
    seat has fewer points, and then the fewest."""
    config = NumeranzaConfig(variant="diamond", players=3, diamond_most_points_wins=most_wins)
    best = max if most_wins else min
    bot = NumeranzaHeuristicBot(0)
    seen: Counter[str] = Counter()
    for seed in range(30):
        state = NUMERANZA.new(config, seed=seed)
        rng = random.Random(seed)
        while not state.over:
            seat = state.to_act()[0]
            legal, view = state.legal(seat), numeranza_view(state.view(seat))
            cells = view["diamond"]
            level = state.points(seat) == min(state.points(other) for other in range(3))
            points = {a: worth(cells, 1 << a.cell) for a in legal if isinstance(a, Try)}
            up = {a: p for a, p in points.items() if cells[a.cell]["face_up"]}
            if len(set(up.values())) > 1:
                chosen = bot.choose(view, legal)
                if most_wins or level:
                    assert points[cast(Try, chosen)] == best(up.values())
                    seen["best try"] += 1
                else:
                    assert chosen == PASS
                    seen["pass"] += 1
            news = {a: worth(cells, a.mask) for a in legal if isinstance(a, WinNew) and a.mask}
            if len(set(news.values())) > 1:
                won = cast(WinNew, bot.choose(view, legal))
                if most_wins:
                    assert won.mask
                elif level:
                    assert news[won] == min(news.values())
                else:
                    assert not won.mask
                seen["new cards"] += 1
            state.act(seat, rng.choice(legal))
    assert seen["best try"] >= 5 and seen["new cards"] >= 1, seen
    assert most_wins or seen["pass"] >= 5, seen


def worth(cells: Sequence[Cell], mask: int) -> int:
    """The points of the diamond's cards in the cells of `mask` (V4-4)."""
    return sum((cells[c]["card"] or {"points": 0})["points"] for c in range(len(cells)) if mask >> c & 1)
