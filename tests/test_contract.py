"""The contract's generic promises (DESIGN.md, bullheads.core.state), checked on Take 6!.

- one source of randomness: same seed + same actions = same game;
- events are JSON-ready and named by their kind;
- actions have a stable integer encoding (0..211) and a JSON form, both round trips;
- an illegal action raises IllegalAction with a reason, and changes nothing.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import random
from typing import Any

import pytest

from bullheads.core.errors import IllegalAction, RecordError
from bullheads.core.events import Event
from bullheads.games.take6 import TAKE6, Draft, Play, Take6Config, Take6State, TakeRow
from bullheads.games.take6 import actions as take6_actions
from bullheads.games.take6 import events as take6_events
from bullheads.games.take6.state import Phase

CONFIGS = [
    Take6Config(players=3, limit=30),
    Take6Config(players=10, end="rounds", rounds=2),
    Take6Config(players=5, end="elimination", limit=20),
    Take6Config(players=4, professional=True, snake=True, end="elimination", limit=20),
]


def views(state: Take6State) -> list[dict[str, Any]]:
    return [state.view(seat) for seat in [*range(state.config.players), None]]


def random_game(config: Take6Config, seed: int) -> tuple[Take6State, list[tuple[int, Any, list[Event]]]]:
    state = TAKE6.new(config, seed=seed)
    rng = random.Random(seed)
    steps = []
    while not state.over:
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal(seat))
        steps.append((seat, action, state.act(seat, action)))
    return state, steps


# --------------------------------------------------------------------------- determinism


@pytest.mark.parametrize("config", CONFIGS)
def test_same_seed_and_actions_give_the_same_game(config: Take6Config) -> None:
    first, steps = random_game(config, seed=21)
    second = TAKE6.new(config, seed=21)
    assert [e.to_json() for e in second.opening] == [e.to_json() for e in first.opening]
    for seat, action, events in steps:
        assert second.act(seat, action) == events
    assert views(second) == views(first)
    assert second.outcomes == first.outcomes
    assert second.result() == first.result()


def test_other_seeds_give_other_deals() -> None:
    deals = {json.dumps(TAKE6.new(Take6Config(), seed=seed).outcomes) for seed in range(20)}
    assert len(deals) == 20
    starts = {TAKE6.new(Take6Config(players=5, professional=True), seed=s).draft_start for s in range(40)}
    assert starts == set(range(5)), "T6-17: the draft's start seat is chosen at random"


def test_view_and_result_before_any_action() -> None:
    state = TAKE6.new(Take6Config(players=4), seed=0)
    assert state.to_act() == [0, 1, 2, 3] and not state.over
    assert state.result().winners == () and state.result().scores == (0, 0, 0, 0)
    assert json.loads(json.dumps(views(state))) == views(state)


# --------------------------------------------------------------------------- events


def test_every_event_kind_is_json_ready() -> None:
    seen: dict[str, Event] = {}
    for number, config in enumerate(CONFIGS * 2):
        state, steps = random_game(config, seed=number)
        for event in [*state.opening, *(e for _, _, events in steps for e in events)]:
            data = event.to_json()
            assert json.loads(json.dumps(data)) == data, f"{event} is not JSON-ready"
            assert data["type"] == event.kind()
            assert set(data) == {"type", "say", *(f.name for f in dataclasses.fields(event))}
            seen.setdefault(event.kind(), event)
    defined = {
        cls.kind()
        for _, cls in inspect.getmembers(take6_events, inspect.isclass)
        if issubclass(cls, Event) and cls is not Event
    }
    assert set(seen) == defined, f"never seen in random games: {sorted(defined - set(seen))}"
    assert seen["row_taken"].to_json()["type"] == "row_taken"
    assert isinstance(seen["cards_revealed"].to_json()["plays"][0], list)


def test_events_are_immutable() -> None:
    event = take6_events.CardPlaced(seat=1, card=44, row=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.card = 45  # type: ignore[misc]
    said = [  # T6-02: 44 is worth 5 heads
        {
            "key": "event.placed",
            "params": {"name": {"seat": 1}, "card": {"card": 44, "heads": 5}, "row": {"row": 2}},
        }
    ]
    assert event.to_json() == {"type": "card_placed", "seat": 1, "card": 44, "row": 2, "say": said}


# --------------------------------------------------------------------------- actions


def test_every_action_index_round_trips() -> None:
    count = take6_actions.ACTION_COUNT
    assert count == 293  # 212..292: the Digit Flip plays (fan cards)
    seen = set()
    for index in range(count):
        action = TAKE6.decode(index)
        assert action.encode() == index
        assert TAKE6.action_from_json(action.to_json()) == action
        assert json.loads(json.dumps(action.to_json())) == action.to_json()
        seen.add(action)
    assert len(seen) == count
    assert TAKE6.decode(0) == Play(1) and TAKE6.decode(103) == Play(104)
    assert TAKE6.decode(104) == TakeRow(0) and TAKE6.decode(107) == TakeRow(3)
    assert TAKE6.decode(108) == Draft(1) and TAKE6.decode(211) == Draft(104)


@pytest.mark.parametrize("index", [-1, 293, 1000, "3", 2.0])
def test_decode_rejects_other_indexes(index: Any) -> None:
    with pytest.raises(ValueError, match="no Take 6! action has the index"):
        TAKE6.decode(index)


def test_actions_read_as_text() -> None:
    state = TAKE6.new(Take6Config(), seed=0)
    assert state.describe(Play(44)) == "play 44"
    assert state.describe(TakeRow(0)) == "take row 1"
    assert state.describe(Draft(17)) == "draft 17"


@pytest.mark.parametrize(
    "data",
    [
        {"play": 0},
        {"play": 105},
        {"play": 4, "draft": 5},
        {"take_row": -1},
        {"Play": 4},
        {"play": "4"},
        [44],
        None,
    ],
)
def test_action_from_bad_json(data: Any) -> None:
    with pytest.raises(RecordError, match="not a Take 6! action"):
        TAKE6.action_from_json(data)


# --------------------------------------------------------------------------- illegal actions


def position_in(phase: Phase, config: Take6Config, seed: int = 4) -> Take6State:
    state = TAKE6.new(config, seed=seed)
    rng = random.Random(seed)
    while state.phase is not phase:
        assert not state.over, f"no {phase} position in this game"
        seat = rng.choice(state.to_act())
        state.act(seat, rng.choice(state.legal(seat)))
    return state


def illegal_cases() -> list[tuple[str, Take6State, int, Any, str]]:
    base = TAKE6.new(Take6Config(players=4), seed=0)
    chosen = base.clone()
    chosen.act(1, chosen.legal(1)[0])
    row = position_in(Phase.ROW, Take6Config(players=4))
    owner = row.to_act()[0]
    draft = TAKE6.new(Take6Config(players=3, professional=True), seed=0)
    drafter = draft.to_act()[0]
    over = position_in(Phase.OVER, Take6Config(players=2, end="rounds", rounds=1))
    missing = next(card for card in range(1, 105) if card not in base.hands[0])
    return [
        ("card not held", base, 0, Play(missing), f"does not hold the card {missing}"),
        ("seat out of range", base, 4, Play(base.hands[0][0]), "there is no seat 5: the seats are 1 to 4"),
        ("negative seat", base, -1, Play(base.hands[0][0]), "there is no seat 0"),
        ("chooses twice", chosen, 1, chosen.legal(2)[0], "already chosen"),
        ("row when choosing", base, 0, TakeRow(0), "choose a card"),
        ("draft in the base game", base, 0, Draft(5), "choose a card"),
        ("row by another seat", row, (owner + 1) % 4, TakeRow(0), f"seat {owner + 1} chooses the row"),
        ("no such row", row, owner, TakeRow(4), "the row must be a whole number from 1 to 4 (5 given)"),
        ("play when a row is due", row, owner, Play(row.hands[owner][0]), "take a row"),
        ("drafts out of turn", draft, (drafter + 1) % 3, Draft(1), f"seat {drafter + 1}'s turn to draft"),
        ("card not face up", draft, drafter, Draft(35), "not among the face-up cards"),
        ("plays while drafting", draft, drafter, Play(1), "draft a card"),
        ("after the end", over, 0, Play(1), "the game is over"),
        ("not an action", base, 0, "play 4", "not a Take 6! action"),
    ]


@pytest.mark.parametrize("case", illegal_cases(), ids=lambda case: case[0])
def test_illegal_action_has_a_reason_and_changes_nothing(case: tuple[str, Take6State, int, Any, str]) -> None:
    _, state, seat, action, reason = case
    before = (views(state), list(state.history), list(state.outcomes), state.phase)
    with pytest.raises(IllegalAction) as caught:
        state.act(seat, action)
    assert caught.value.reason and caught.value.reason.strip() == caught.value.reason
    assert reason in caught.value.reason
    assert str(caught.value) == caught.value.reason
    assert (views(state), list(state.history), list(state.outcomes), state.phase) == before


def test_every_legal_action_is_accepted() -> None:
    for phase, config in [
        (Phase.CHOOSE, Take6Config(players=4)),
        (Phase.ROW, Take6Config(players=4)),
        (Phase.DRAFT, Take6Config(players=3, professional=True)),
    ]:
        state = position_in(phase, config)
        for seat in state.to_act():
            for action in state.legal(seat):
                state.clone().act(seat, action)
