"""Property-based tests of the Take 6! engine: random configs, random legal play.

Every example plays one whole game with random legal actions (a seeded random.Random,
so every run is the same) and checks after every act:

- T6-01/T6-10: cards are conserved: `cards_in_play() == dealt` and no card is in two
  places (hands, rows, penalty piles, revealed cards, the draft's face-up pool);
- T6-06..T6-08: four rows, each of 1 to 5 cards in strictly ascending order;
- T6-02/T6-11: penalty heads are the heads of the penalty cards; totals are the sum of
  the score pad; the result's scores are the totals plus this round's heads (once over,
  the totals);
- to_act/legal agree (legal is non-empty exactly for the seats in to_act);
- privacy: no view and no event a seat may see holds another seat's hand (base game) or a
  choice not yet revealed (every variant); the spectator sees no hand in the base game;
  views do not change when the hidden cards or choices of other seats change;
- the game ends within a bounded number of steps and its winners follow T6-12..T6-14;
- the record replays to the same views, events and result (also after a JSON round trip).

Other tests below check determinize() and clone() on the positions of such games.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from hypothesis import Phase as Stage
from hypothesis import given, settings
from hypothesis import strategies as st

try:
    from tests.game_cases import play_randomly
except ImportError:  # tests/ is on sys.path but is not a package
    from game_cases import play_randomly  # type: ignore[no-redef,import-not-found]

from bullheads.core.events import Event
from bullheads.core.record import parse, record_of, replay, result_json
from bullheads.games.take6 import HEADS, TAKE6, Play, ProMode, Take6Config, Take6State, TakeRow
from bullheads.games.take6.events import CardsRevealed, RoundStarted
from bullheads.games.take6.state import Phase

ROW_CAPACITY = 5
MAX_ROUNDS = 200
"""A generous bound on the rounds of a game with limits of at most 66 (never reached)."""

PROPERTY_SETTINGS = settings(
    max_examples=80,
    derandomize=True,
    database=None,
    deadline=None,
    phases=(Stage.explicit, Stage.generate),
)
"""Deterministic; no shrinking (a whole game per example makes shrinking slow, and the
failure message already names the action and the position where an invariant broke)."""

NON_CARD_VIEW_KEYS = frozenset(
    {
        "game",
        "config",
        "seat",
        "phase",
        "round",
        "turn",
        "turns",
        "to_act",
        "row_heads",
        "row_capacity",
        "card_heads",
        "hand_sizes",
        "chosen",
        "penalty_heads",
        "totals",
        "score_pad",
        "active",
        "winners",
        "deck",
    }
)
"""View keys that hold numbers which are not cards (counts, seats, points; each row's
capacity, T6-08; the professional deal's deck size, T6-15; `card_heads` is the heads table,
the same in every view)."""

NON_CARD_EVENT_KEYS = frozenset(
    {"type", "seat", "seats", "round", "turn", "row", "heads", "reason", "totals", "total", "winners"}
)


# --------------------------------------------------------------------------- configs


@st.composite
def configs(draw: st.DrawFn) -> Take6Config:
    """Any legal config, with small limits so that games stay short."""
    professional = draw(st.sampled_from([None, ProMode.DRAFT, ProMode.DEAL]))
    players = draw(st.sampled_from(range(2, 7 if professional else 11)))
    snake = professional is ProMode.DRAFT and draw(st.booleans())
    end = draw(st.sampled_from(["points", "rounds", "elimination"]))
    limit = draw(st.sampled_from(range(10, 67)))
    rounds = draw(st.sampled_from(range(1, 4)))
    return Take6Config(
        players=players, end=end, limit=limit, rounds=rounds, professional=professional, snake=snake
    )


seeds = st.integers(0, 2**32 - 1)


# --------------------------------------------------------------------------- helpers


def all_views(state: Take6State) -> list[dict[str, Any]]:
    """The view of every seat, then the spectator's."""
    seats: list[int | None] = [*range(state.config.players), None]
    return [state.view(seat) for seat in seats]


def ints(value: Any) -> Iterator[int]:
    """Every int inside a JSON-like value."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from ints(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from ints(item)


def cards_in_view(view: dict[str, Any], skip_own: bool) -> set[int]:
    """Every card a view shows; `skip_own` leaves out the seat's own hand and choice.

    Keys the test does not know are scanned whole (any number in them counts as a card),
    so a new field that leaks a card is caught until the test learns what it holds.
    """
    shown: set[int] = set()
    for key, value in view.items():
        if key in NON_CARD_VIEW_KEYS:
            continue
        if key in ("hand", "my_choice"):
            if not skip_own:
                shown.update(ints(value))
        elif key == "revealed":
            shown.update(card for card, _ in value)
        elif key == "low_card":
            if value is not None:
                shown.add(value["card"])
        elif key == "draft":
            shown.update(value["pool"])
        elif key in ("rows", "penalty", "hands"):
            for cards in value:
                shown.update(cards)
        else:
            shown.update(ints(value))
    return shown


def said_cards(value: Any) -> set[int]:
    """The cards an event's narration names (its `card` and `cards` parameters)."""
    if isinstance(value, list):
        return {card for item in value for card in said_cards(item)}
    if not isinstance(value, dict):
        return set()
    cards = {value["card"]} if isinstance(value.get("card"), int) else set()
    if isinstance(value.get("cards"), list):
        cards |= set(value["cards"])
    return cards | {card for item in value.values() for card in said_cards(item)}


def cards_in_event(event: Event) -> set[int]:
    data = event.to_json()
    shown: set[int] = set()
    for key, value in data.items():
        if key in NON_CARD_EVENT_KEYS:
            continue
        if key == "plays":
            shown.update(card for card, _ in value)
        elif key == "say":
            shown |= said_cards(value)
        else:
            shown.update(ints(value))
    return shown


def unrevealed_choices(state: Take6State) -> dict[int, int]:
    """seat -> card chosen this turn and not yet revealed (T6-04)."""
    if state.phase is not Phase.CHOOSE:
        return {}
    return {seat: card for seat, card in enumerate(state.chosen) if card}


def secrets_of_others(state: Take6State, seat: int | None) -> set[int]:
    """The cards `seat` must not see: other hands (but in the professional draft) and
    unrevealed choices."""
    secret: set[int] = set()
    for other, card in unrevealed_choices(state).items():
        if other != seat:
            secret.add(card)
    if state.config.professional is not ProMode.DRAFT:
        for other, hand in enumerate(state.hands):
            if other != seat:
                secret.update(hand)
    return secret


def rehide(state: Take6State, seat: int | None, rng: random.Random) -> Take6State:
    """A copy that differs only in what `seat` may not see.

    Base game and professional deal: the other seats' hands are re-dealt (same sizes) from
    their cards and the round's cards out of play, and each of them that has chosen gets a
    random card of its new hand as its choice. Professional draft: hands are public, so
    only the other seats' unrevealed choices change, to another card of the same hand.
    """
    other = state.clone()
    others = [s for s in range(state.config.players) if s != seat]
    choices = unrevealed_choices(state)
    if state.config.professional is not ProMode.DRAFT:
        in_play = state.cards_in_play()
        pool = [card for s in others for card in state.hands[s]]
        pool += [card for card in state.deck if card not in in_play]
        rng.shuffle(pool)
        for s in others:
            size = len(state.hands[s])
            other.hands[s] = sorted(pool[:size])
            del pool[:size]
    for s in others:
        if s in choices:
            other.chosen[s] = rng.choice(other.hands[s])
    return other


# --------------------------------------------------------------------------- invariants


def check_cards(state: Take6State) -> None:
    """T6-01/T6-10: every card of the round is in exactly one place."""
    every: list[int] = []
    for group in (state.hands, state.table.rows, state.penalty):
        for cards in group:
            every.extend(cards)
    every.extend(card for card, _ in state.pending)
    every.extend(state.draft_pool)
    doubled = sorted(card for card, count in Counter(every).items() if count > 1)
    assert not doubled, f"cards in two places: {doubled}"
    assert all(1 <= card <= 104 for card in every)
    assert state.cards_in_play() == frozenset(every)
    assert state.cards_in_play() == state.dealt, (
        f"cards in play differ from the round's cards: missing "
        f"{sorted(state.dealt - state.cards_in_play())}, extra {sorted(state.cards_in_play() - state.dealt)}"
    )
    if state.over:
        return
    playing = sum(state.active)
    assert len(state.dealt) == 10 * playing + 4
    if state.config.professional:
        assert state.dealt == frozenset(range(1, 10 * playing + 5)), "T6-15: cards 1..10 x players + 4"


def check_rows(state: Take6State) -> None:
    """T6-06..T6-08: 4 rows of 1..5 cards, strictly ascending (no rows while drafting)."""
    rows = state.table.rows
    if state.phase is Phase.DRAFT and not rows:
        return
    assert len(rows) == 4, rows
    for row in rows:
        assert 1 <= len(row) <= ROW_CAPACITY, rows
        assert all(a < b for a, b in itertools.pairwise(row)), rows
    assert state.table.lasts == [row[-1] for row in rows]
    assert state.table.row_heads == [sum(HEADS[card] for card in row) for row in rows]


def check_scores(state: Take6State) -> None:
    """T6-02/T6-11: penalty heads, totals, score pad and result agree."""
    players = state.config.players
    for seat in range(players):
        assert state.penalty_heads[seat] == sum(HEADS[card] for card in state.penalty[seat])
        pad = sum(line[seat] or 0 for line in state.score_pad)
        assert state.totals[seat] == pad, (seat, state.totals, state.score_pad)
    result = state.result()
    if state.over:
        assert list(result.scores) == state.totals, "the last round is in the totals"
    else:
        assert list(result.scores) == [t + h for t, h in zip(state.totals, state.penalty_heads, strict=True)]
        assert result.winners == ()


def check_hands(state: Take6State) -> None:
    """Hand sizes follow the turn: a chosen card stays in hand until the reveal."""
    if state.phase is Phase.OVER:
        return
    for seat, hand in enumerate(state.hands):
        assert hand == sorted(hand)
        if not state.active[seat]:
            assert hand == [], (seat, hand)
        elif state.phase is Phase.CHOOSE:
            assert len(hand) == state.turns_in_round - state.turn + 1
            assert state.chosen[seat] == 0 or state.chosen[seat] in hand
        elif state.phase is Phase.ROW:
            assert len(hand) == state.turns_in_round - state.turn


def check_turns(state: Take6State) -> None:
    """to_act and legal agree; nothing to do once the game is over."""
    players = state.config.players
    to_act = state.to_act()
    assert to_act == sorted(set(to_act))
    assert all(0 <= seat < players and state.active[seat] for seat in to_act)
    assert state.over == (not to_act)
    for seat in range(-1, players + 1):
        legal = state.legal(seat)
        assert bool(legal) == (seat in to_act), (seat, to_act, legal)
        assert len(set(legal)) == len(legal)


def check_privacy(state: Take6State, views: list[dict[str, Any]], rng: random.Random | None) -> None:
    """The views (`all_views(state)`) hold no secret of another seat (T6-04, T6-16).

    With `rng`, also: each view is unchanged when what that seat cannot see changes.
    """
    players = state.config.players
    for seat, view in zip([*range(players), None], views, strict=True):
        assert view["seat"] == seat
        if seat is None:
            assert view["hand"] is None and view["my_choice"] is None
        else:
            assert view["hand"] == state.hands[seat]
            assert view["my_choice"] == (state.chosen[seat] or None)
        if state.config.professional is ProMode.DRAFT:
            assert view["hands"] == state.hands, "T6-16: every hand is public"
        else:
            assert "hands" not in view, "base game and professional deal: the hands are secret"
            leaked = secrets_of_others(state, seat) & cards_in_view(view, skip_own=True)
            assert not leaked, f"view({seat}) shows another seat's secret cards {sorted(leaked)}"
        if rng is not None:
            other = rehide(state, seat, rng)
            assert other.view(seat) == view, f"view({seat}) depends on what seat {seat} cannot see"


def check_events(before: Take6State, after: Take6State, events: list[Event]) -> None:
    """The events of one act show no seat a secret of another.

    Up to a new round, the secrets are those of the position `before` the act less the
    cards this act revealed, plus the choices still hidden `after` it; from the start of
    a new round on, the secrets of the position `after` it.
    """
    revealed: set[int] = set()
    for event in events:
        if isinstance(event, CardsRevealed):
            revealed.update(card for card, _ in event.plays)
    new_round = False
    for event in events:
        new_round = new_round or isinstance(event, RoundStarted)
        shown = cards_in_event(event)
        for seat in [*range(after.config.players), None]:
            if not event.seen_by(seat):
                continue
            if new_round:
                secret = secrets_of_others(after, seat)
            else:
                secret = (secrets_of_others(before, seat) - revealed) | {
                    card for other, card in unrevealed_choices(after).items() if other != seat
                }
            leaked = secret & shown
            assert not leaked, f"seat {seat} sees {event} with secret cards {sorted(leaked)}"


def check_over(state: Take6State) -> None:
    """T6-12..T6-14: the game ended when its end rule says, with the right winners."""
    config = state.config
    pad = state.score_pad
    totals = state.totals
    winners = list(state.result().winners)
    assert winners and winners == sorted(set(winners))
    running = [0] * config.players
    highs: list[int] = []
    for line in pad:
        assert sum(x is not None for x in line) >= 2, "T6-14: a round of one player is never played"
        running = [r + (x or 0) for r, x in zip(running, line, strict=True)]
        highs.append(max(running))
    assert running == totals
    if config.end == "points":
        assert all(high < config.limit for high in highs[:-1]) and highs[-1] >= config.limit
        best = min(totals)
        assert winners == [s for s in range(config.players) if totals[s] == best]
    elif config.end == "rounds":
        assert len(pad) == config.rounds
        best = min(totals)
        assert winners == [s for s in range(config.players) if totals[s] == best]
    else:
        last = [s for s, x in enumerate(pad[-1]) if x is not None]
        left = [s for s in last if totals[s] <= config.limit]
        assert len(left) <= 1
        if left:
            assert winners == left
        else:
            best = min(totals[s] for s in last)
            assert winners == [s for s in last if totals[s] == best]
        for seat in range(config.players):
            assert state.active[seat] == (seat in left)


def check_record(state: Take6State, seed: int) -> None:
    """The record, through its JSON text, replays to the same position and result."""
    text = record_of(state, seed=seed).dumps()
    again = replay(parse(json.loads(text)), TAKE6)
    assert all_views(again) == all_views(state)
    assert result_json(again) == result_json(state)
    assert again.history == state.history


# --------------------------------------------------------------------------- the game


def check_position(
    state: Take6State, before: Take6State, events: list[Event], rng: random.Random, seed: int
) -> list[dict[str, Any]]:
    """Every invariant of one position, reached by `events` from `before`; its views."""
    for check in (check_cards, check_rows, check_scores, check_hands, check_turns):
        check(state)
    views = all_views(state)
    check_privacy(state, views, rng if rng.random() < 0.1 else None)
    check_events(before, state, events)
    if rng.random() < 0.02:
        assert json.loads(json.dumps(views)) == views, "views are JSON-ready"
        check_record(state, seed)
    return views


def play_checked(config: Take6Config, seed: int, choice_seed: int) -> None:
    """Play one random game, checking every invariant after every act."""
    state = TAKE6.new(config, seed=seed)
    rng = random.Random(choice_seed)
    steps: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]] = []
    check_position(state, state, state.opening, rng, seed)
    bound = MAX_ROUNDS * 30 * config.players
    while not state.over:
        assert len(state.history) < bound, "the game does not end"
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal(seat))
        before = state.clone()
        events = state.act(seat, action)
        try:
            views = check_position(state, before, events, rng, seed)
        except AssertionError as error:
            where = (
                f"after action {len(state.history)} (seat {seat}: {state.describe(action)}), "
                f"round {state.round}, turn {state.turn}, phase {state.phase.value}"
            )
            raise AssertionError(f"{where}: {error}") from error
        steps.append((views, [event.to_json() for event in events]))
    check_over(state)
    check_record(state, seed)

    # the whole record, replayed step by step, passes through the same positions
    record = parse(json.loads(record_of(state, seed=seed).dumps()))
    seen: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]] = []

    def on_step(again: Any, seat: int, action: Any, events: list[Event]) -> None:
        seen.append((all_views(again), [event.to_json() for event in events]))

    replay(record, TAKE6, on_step=on_step)
    assert len(seen) == len(steps)
    for number, (mine, theirs) in enumerate(zip(steps, seen, strict=True), start=1):
        assert mine == theirs, f"the replay differs at action {number}"


@PROPERTY_SETTINGS
@given(config=configs(), seed=seeds, choice_seed=seeds)
def test_random_games_keep_every_invariant(config: Take6Config, seed: int, choice_seed: int) -> None:
    play_checked(config, seed, choice_seed)


def test_every_kind_of_game_is_covered() -> None:
    """The property above is only as good as its configs: pin a few by hand too."""
    for config in (
        Take6Config(players=10, end="rounds", rounds=1),
        Take6Config(players=2, end="elimination", limit=20),
        Take6Config(players=9, end="elimination", limit=40),
        Take6Config(players=6, professional=True, snake=True, end="points", limit=30),
        Take6Config(players=2, professional=True, end="elimination", limit=15),
        Take6Config(players=5, professional=True, end="elimination", limit=25),
        Take6Config(players=6, professional=ProMode.DEAL, end="points", limit=30),
        Take6Config(players=4, professional=ProMode.DEAL, end="elimination", limit=20),
    ):
        play_checked(config, seed=7, choice_seed=11)


def test_cards_are_conserved_during_the_first_draft() -> None:
    """T6-15/T6-16: the face-up draft cards are the round's cards from the start."""
    state = TAKE6.new(Take6Config(players=3, professional=True), seed=1)
    assert state.phase is Phase.DRAFT
    assert state.cards_in_play() == frozenset(range(1, 35))
    assert state.dealt == state.cards_in_play()


def test_a_later_draft_starts_from_an_empty_table() -> None:
    """T6-16: in round 2 the cards 1..34 are laid out again; none may also be in a row."""
    state = TAKE6.new(Take6Config(players=3, professional=True, end="rounds", rounds=2), seed=1)
    rng = random.Random(0)
    while state.round < 2:
        seat = state.to_act()[0]
        state.act(seat, rng.choice(state.legal(seat)))
    assert state.phase is Phase.DRAFT
    on_table = {card for row in state.table.rows for card in row}
    assert not on_table & set(state.draft_pool), f"rows of round 1 still on the table: {state.table.rows}"
    assert state.dealt == state.cards_in_play() == frozenset(range(1, 35))


def test_cards_are_conserved_when_the_game_is_over() -> None:
    """T6-10: the last round's cards are still all somewhere once the game has ended."""
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=1), seed=2)
    rng = random.Random(0)
    while not state.over:
        seat = state.to_act()[0]
        state.act(seat, rng.choice(state.legal(seat)))
    assert state.cards_in_play() == state.dealt


# --------------------------------------------------------------------------- positions


def random_position(config: Take6Config, seed: int, steps: int) -> Take6State:
    """The position after up to `steps` random legal actions."""
    state = TAKE6.new(config, seed=seed)
    play_randomly(state, steps, seed)
    return state


def snapshot(state: Take6State) -> tuple[Any, ...]:
    return (
        all_views(state),
        [list(hand) for hand in state.hands],
        list(state.chosen),
        list(state.history),
        state.dealt,
        list(state.outcomes),
    )


@settings(max_examples=60, derandomize=True, database=None, deadline=None)
@given(config=configs(), seed=seeds, steps=st.integers(0, 150), rng_seed=seeds)
def test_determinize_keeps_what_the_seat_sees(
    config: Take6Config, seed: int, steps: int, rng_seed: int
) -> None:
    state = random_position(config, seed, steps)
    before = snapshot(state)
    for seat in range(config.players):
        other = state.determinize(seat, random.Random(rng_seed + seat))
        assert snapshot(state) == before, "determinize changed the original"
        assert other.view(seat) == state.view(seat)
        assert [len(hand) for hand in other.hands] == [len(hand) for hand in state.hands]
        check_cards(other)
        check_rows(other)
        check_scores(other)
        check_hands(other)
        check_turns(other)
        if config.professional is ProMode.DRAFT:
            assert other.hands == state.hands, "T6-16: public hands are never re-dealt"
        else:
            visible = set(state.hands[seat]) | set(cards_in_view(state.view(seat), skip_own=False))
            moved = {card for s, hand in enumerate(other.hands) if s != seat for card in hand}
            assert not moved & visible, "a card the seat can see went into another hand"
        for s, card in enumerate(other.chosen):
            if s == seat or state.phase is not Phase.CHOOSE:
                assert card == state.chosen[s], "own and revealed choices are seen: kept as they are"
            else:
                assert bool(card) == bool(state.chosen[s])
                assert card == 0 or card in other.hands[s]


def test_determinize_while_a_low_card_waits() -> None:
    """T6-09 on the last turn: the chosen cards are revealed and every hand is empty."""
    deal = {"hands": [[1], [50]], "rows": [[2], [3], [4], [10, 20]]}
    state = TAKE6.new(Take6Config(players=2, end="rounds", rounds=1), outcomes=[deal])
    state.act(0, Play(1))
    state.act(1, Play(50))
    assert state.phase is Phase.ROW and state.hands == [[], []]
    other = state.determinize(1, random.Random(0))
    assert other.view(1) == state.view(1)
    assert other.chosen == state.chosen == [1, 50]
    other.act(0, TakeRow(3))
    assert other.over and other.result().scores == (6, 0)


def test_determinize_keeps_revealed_choices_mid_round() -> None:
    deal = {"hands": [[1, 60], [50, 70]], "rows": [[2], [3], [4], [10, 20]]}
    state = TAKE6.new(Take6Config(players=2, end="rounds", rounds=1), outcomes=[deal])
    state.act(0, Play(1))
    state.act(1, Play(50))
    assert state.phase is Phase.ROW
    for k in range(10):
        other = state.determinize(1, random.Random(k))
        assert other.chosen == [1, 50], "the revealed cards are public: determinize keeps them"
        assert other.pending == state.pending


def test_determinize_redeals_the_hidden_hands() -> None:
    state = random_position(Take6Config(players=4), seed=3, steps=9)
    hands = {tuple(map(tuple, state.determinize(0, random.Random(k)).hands)) for k in range(20)}
    assert len(hands) > 10, "determinize hardly changes the hidden hands"
    assert all(hand[0] == tuple(state.hands[0]) for hand in hands)


def test_determinized_states_play_on_to_the_end() -> None:
    for config in (
        Take6Config(players=3, limit=20),
        Take6Config(players=4, professional=True, limit=15),
        Take6Config(players=3, professional=ProMode.DEAL, limit=15),
    ):
        state = random_position(config, seed=5, steps=17)
        other = state.determinize(1, random.Random(2))
        rng = random.Random(9)
        while not other.over:
            seat = rng.choice(other.to_act())
            other.act(seat, rng.choice(other.legal(seat)))
            check_cards(other)
            check_rows(other)
            check_scores(other)
        check_over(other)
        assert not state.over


@settings(max_examples=40, derandomize=True, database=None, deadline=None)
@given(config=configs(), seed=seeds, steps=st.integers(0, 150))
def test_clone_is_independent(config: Take6Config, seed: int, steps: int) -> None:
    state = random_position(config, seed, steps)
    if state.over:
        return
    copy = state.clone()
    twin = state.clone()
    before = snapshot(state)
    rng = random.Random(seed)
    played: list[tuple[int, Any]] = []
    for _ in range(40):
        if copy.over:
            break
        seat = rng.choice(copy.to_act())
        action = rng.choice(copy.legal(seat))
        copy.act(seat, action)
        played.append((seat, action))
    assert snapshot(state) == before, "playing on a clone changed the original"
    assert snapshot(twin) == before, "playing on a clone changed another clone"
    # the same actions on the original give the same game as on the clone (same future)
    for seat, action in played:
        state.act(seat, action)
    assert snapshot(state) == snapshot(copy)
