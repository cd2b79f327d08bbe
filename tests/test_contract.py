"""The contract every game meets (DESIGN.md, "The one contract every game meets";
bullheads.core.state), checked over every game and main variant of tests/game_cases.py:

- to_act/legal: the seats that owe a decision, each with its legal actions, and nobody
  else; none once the game is over;
- act: an illegal action (a seat that owes nothing, a seat that does not exist, any
  action after the end) raises IllegalAction with a reason and changes nothing;
- actions: every legal action has a stable integer encoding and a JSON form, both round
  trips, and a readable text;
- events: frozen dataclasses, JSON-ready, named by their kind;
- view: JSON-ready, names its game and seat, and who is to act;
- team_decision: a seat that owes the decision now, and only in a co-operative game;
  table_talk: a yes or a no;
- one source of randomness: the same seed and actions give the same game;
- clone: an independent copy with the same future; pickled and loaded, the same game;
- determinize: a copy in which the seat sees, and may do, exactly what it did;
- records: the record of a game (its deal and chance outcomes, not only its seed)
  replays to the same game, through its JSON form.

Then Take 6!'s own promises: its action encoding, and the reason of each illegal action.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import pickle
import random
from typing import Any

import pytest

try:
    from tests.game_cases import CASES, new_state, seats_of, viewers
except ImportError:  # tests/ is on sys.path but is not a package
    from game_cases import CASES, new_state, seats_of, viewers  # type: ignore[no-redef,import-not-found]

from bullheads.core.errors import IllegalAction, RecordError
from bullheads.core.events import Event
from bullheads.core.record import parse, record_of, replay
from bullheads.core.state import State
from bullheads.games import GAMES
from bullheads.games.take6 import TAKE6, Draft, Play, Take6Config, Take6State, TakeRow
from bullheads.games.take6 import actions as take6_actions
from bullheads.games.take6 import events as take6_events
from bullheads.games.take6.state import Phase

IDS = [case for case, _, _ in CASES]
DEEP_EVERY = 7
"""clone, determinize and trying every legal action are checked at every 7th step (and
the first), which keeps each game's check well under a second."""


def all_views(state: State[Any, Any]) -> list[Any]:
    return [state.view(seat) for seat in viewers(state)]


def snapshot(state: State[Any, Any]) -> tuple[Any, ...]:
    """All that an act may change, to check that a refused one changed nothing."""
    return (all_views(state), list(state.history), list(state.outcomes), state.to_act(), state.over)


def random_game(
    name: str, config: dict[str, Any], seed: int
) -> tuple[State[Any, Any], list[tuple[int, Any, list[Event]]]]:
    state = new_state(name, config, seed)
    rng = random.Random(seed)
    steps = []
    while not state.over:
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal(seat))
        steps.append((seat, action, state.act(seat, action)))
    return state, steps


def check_position(state: State[Any, Any], deep: bool, rng: random.Random) -> None:
    """The contract's promises about one position."""
    game = GAMES[state.game]
    seats = seats_of(state)
    to_act = state.to_act()
    assert to_act == sorted(set(to_act)) and set(to_act) <= set(seats)
    assert (to_act == []) == state.over
    for seat in seats:
        legal = state.legal(seat)
        assert bool(legal) == (seat in to_act), f"seat {seat}: {len(legal)} legal actions, to_act {to_act}"
        assert len(set(legal)) == len(legal)
        for action in legal:
            assert game.decode(action.encode()) == action
            assert game.action_from_json(json.loads(json.dumps(action.to_json()))) == action
            assert state.describe(action).strip()
    for seat in viewers(state):
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view, f"seat {seat}: the view is not JSON-ready"
        assert view["game"] == state.game and view["seat"] == seat and view["to_act"] == to_act
    team = state.team_decision()
    assert team is None or (game.cooperative(state.config) and team in to_act)
    assert isinstance(state.table_talk(), bool)
    result = state.result()
    assert len(result.scores) == len(seats)  # every deciding seat (a co-op team seat too)
    assert state.over or result.winners == ()
    check_refusals(state)
    if deep:
        check_copies(state, rng)


def check_refusals(state: State[Any, Any]) -> None:
    """A seat that owes nothing, a seat that does not exist, a seat that is not a whole
    number (the acting seat's number as text or as a float, a bool, None), and any action
    once over are refused with a reason, and change nothing."""
    acting = state.to_act()
    action = state.legal(acting[0])[0] if acting else GAMES[state.game].decode(0)
    idle = [seat for seat in seats_of(state) if seat not in acting]
    owner = acting[0] if acting else 0
    mistyped: list[Any] = [str(owner), float(owner), bool(owner), None]
    attempts = [*idle[:1], len(seats_of(state)) + 3, -1, *mistyped]
    before = snapshot(state)
    for seat in attempts:
        with pytest.raises(IllegalAction) as refused:
            state.act(seat, action)
        assert refused.value.reason and refused.value.reason == refused.value.reason.strip()
        assert "\n" not in refused.value.reason
    assert snapshot(state) == before


def check_copies(state: State[Any, Any], rng: random.Random) -> None:
    """clone: independent, with the same future; determinize: what the seat sees and may
    do stays, and the original is untouched; every legal action is accepted."""
    before = snapshot(state)
    for seat in state.to_act():
        for action in state.legal(seat):
            copy = state.clone()
            events = copy.act(seat, action)
            assert all(isinstance(event, Event) for event in events)
    if state.to_act():
        seat = state.to_act()[0]
        action = state.legal(seat)[0]
        first, second = state.clone(), state.clone()
        assert first.act(seat, action) == second.act(seat, action)
        assert all_views(first) == all_views(second)
    thawed = pickle.loads(pickle.dumps(state))  # saved and loaded: the same game
    assert all_views(thawed) == all_views(state) and thawed.history == state.history
    if state.to_act():
        seat = state.to_act()[0]
        action = state.legal(seat)[0]
        assert thawed.act(seat, action) == state.clone().act(seat, action)
    for seat in seats_of(state):
        copy = state.determinize(seat, random.Random(rng.random()))
        assert copy.view(seat) == state.view(seat), f"determinize({seat}) changed what seat {seat} sees"
        assert copy.to_act() == state.to_act() and copy.legal(seat) == state.legal(seat)
    assert snapshot(state) == before


# --------------------------------------------------------------------------- every game


@pytest.mark.parametrize(("case", "name", "config"), CASES, ids=IDS)
def test_a_random_game_keeps_the_contract_at_every_step(case: str, name: str, config: dict[str, Any]) -> None:
    state = new_state(name, config, 11)
    rng = random.Random(11)
    while True:
        check_position(state, deep=len(state.history) % DEEP_EVERY == 0, rng=rng)
        if state.over:
            break
        seat = rng.choice(state.to_act())
        events = state.act(seat, rng.choice(state.legal(seat)))
        for event in events:
            data = event.to_json()
            assert json.loads(json.dumps(data)) == data, f"{event} is not JSON-ready"
            assert data["type"] == event.kind()
            assert set(data) == {"type", "say", *(field.name for field in dataclasses.fields(event))}
            assert event.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert state.result().scores and all(not state.legal(seat) for seat in seats_of(state))


@pytest.mark.parametrize(("case", "name", "config"), CASES, ids=IDS)
def test_a_new_game_tells_its_set_up(case: str, name: str, config: dict[str, Any]) -> None:
    """The events before the first decision (the deal, the first rows, the starting
    roll) are the state's `opening`: the server sends them and a replay starts with them,
    so a client never draws a table it was not told about. Beat the Buffalo kept its
    first rows in another list, so no browser and no replay ever saw them."""
    state = new_state(name, config, 3)
    assert state.opening and all(isinstance(event, Event) for event in state.opening)
    assert state.clone().opening == state.opening
    laid = [event for event in state.opening if isinstance(event, take6_events.RowsLaid)]
    if name == "buffalo" or laid:  # a professional draft lays its rows after the draft
        assert [list(row) for row in laid[-1].rows] == state.view(None)["rows"]


@pytest.mark.parametrize(("case", "name", "config"), CASES, ids=IDS)
def test_same_seed_and_actions_give_the_same_game(case: str, name: str, config: dict[str, Any]) -> None:
    first, steps = random_game(name, config, seed=21)
    second = new_state(name, config, 21)
    for seat, action, events in steps:
        assert second.act(seat, action) == events
    assert all_views(second) == all_views(first)
    assert second.outcomes == first.outcomes and second.result() == first.result()


@pytest.mark.parametrize(("case", "name", "config"), CASES, ids=IDS)
def test_the_record_replays_the_game(case: str, name: str, config: dict[str, Any]) -> None:
    """From its JSON form and without its seed: the deal and chance outcomes it holds are
    the game's (DESIGN: a record holds every deal and chance outcome explicitly)."""
    state, _ = random_game(name, config, seed=5)
    record = parse(json.loads(json.dumps({**record_of(state).to_json(), "seed": None})))
    again = replay(record, GAMES[name])
    assert all_views(again) == all_views(state) and again.result() == state.result()
    assert again.history == state.history and again.outcomes == state.outcomes


@pytest.mark.parametrize(("case", "name", "config"), CASES, ids=IDS)
def test_a_resumed_game_goes_on_as_if_never_left(case: str, name: str, config: dict[str, Any]) -> None:
    """`bullheads play --resume`: a game saved after its first chance draws and replayed
    from its record (with its seed) deals what the game never left would have dealt. The
    replay used to restart the seeded generator after the recorded outcomes, so the next
    round of a resumed Take 6! game was dealt exactly like the first."""
    whole, steps = random_game(name, config, seed=9)
    state = new_state(name, config, 9)
    cut = 0
    while len(state.outcomes) < 2 and cut < len(steps):  # saved once a second draw is made
        seat, action, _ = steps[cut]
        state.act(seat, action)
        cut += 1
    resumed = replay(record_of(state, seed=9), GAMES[name])
    for seat, action, events in steps[cut:]:
        assert resumed.act(seat, action) == events
    assert resumed.outcomes == whole.outcomes and resumed.result() == whole.result()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_other_seeds_give_other_deals(name: str) -> None:
    config = next(config for _, game, config in CASES if game == name)
    deals = {json.dumps(new_state(name, config, seed).outcomes) for seed in range(10)}
    assert len(deals) == 10


# --------------------------------------------------------------------------- Take 6!: events


def test_every_take6_event_kind_shows_in_random_games() -> None:
    seen: dict[str, Event] = {}
    take6 = [config for _, name, config in CASES if name == "take6"]
    for number, config in enumerate(take6 * 2):
        state, steps = random_game("take6", config, seed=number)
        for event in [*state.opening, *(e for _, _, events in steps for e in events)]:  # type: ignore[attr-defined]
            seen.setdefault(event.kind(), event)
    defined = {
        cls.kind()
        for _, cls in inspect.getmembers(take6_events, inspect.isclass)
        if issubclass(cls, Event) and cls is not Event
    }
    assert set(seen) >= defined, f"never seen in random games: {sorted(defined - set(seen))}"
    assert isinstance(seen["cards_revealed"].to_json()["plays"][0], list)


# --------------------------------------------------------------------------- Take 6!: actions


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
    before = (all_views(state), list(state.history), list(state.outcomes), state.phase)
    with pytest.raises(IllegalAction) as caught:
        state.act(seat, action)
    assert caught.value.reason and caught.value.reason.strip() == caught.value.reason
    assert reason in caught.value.reason
    assert str(caught.value) == caught.value.reason
    assert (all_views(state), list(state.history), list(state.outcomes), state.phase) == before


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
