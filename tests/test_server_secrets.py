"""No message of the server carries a secret of another seat, and hostile input breaks nothing.

Many random games are played through rooms with every seat connected (people driven at
random, plus bots) and a spectator; every message each recipient got is checked against
the game replayed from its record: the view is exactly the contract's view of that
recipient, and no card in another seat's hidden hand appears anywhere in it.
"""

from __future__ import annotations

import asyncio
import functools
import json
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.core.events import events_json
from bullheads.core.record import record_of, replay
from bullheads.games import GAMES
from bullheads.server.app import handle
from bullheads.server.lobby import Lobby
from bullheads.server.protocol import MAX_MESSAGE
from bullheads.server.rooms import Connection, Room
from bullheads.server.store import Store, default_url

CARD_KEYS = {"hand", "card", "cards", "my_choice", "play", "draft", "rows", "pool", "top", "hands"}
CARD_FIRST = {"plays": 0, "revealed": 0}
"""Lists of [card, seat] pairs: only the first number is a card."""
SEAT_FIRST = {"plays": 0, "revealed": 1, "low_card": 1, "replacing": 1}
"""Beat the Buffalo's views list revealed cards as [seat, card] (the buffalo is seat -1)."""
CONFIGS: list[tuple[str, dict[str, Any], dict[str, int] | None]] = [
    ("take6", {"players": 4, "end": "rounds"}, CARD_FIRST),
    ("take6", {"players": 3, "end": "rounds", "fans": ["even-odd", "cow", "digit-flip"]}, CARD_FIRST),
    ("take6", {"players": 2, "end": "rounds", "rounds": 2}, CARD_FIRST),
    ("take6", {"players": 3, "end": "rounds", "rounds": 2, "professional": "deal"}, CARD_FIRST),
    ("take11", {"players": 3}, CARD_FIRST),
    ("buffalo", {"players": 3}, SEAT_FIRST),
    # Numeranza's cards are values that repeat, so no card number can stand for a secret:
    # every message is still checked to be exactly the engine's view and seen events.
    ("numeranza", {"players": 3, "variant": "trips"}, None),
    ("numeranza", {"players": 3, "variant": "coop"}, None),
]


def cards_in(value: Any, pairs: dict[str, int], key: str | None = None) -> set[int]:
    """Every whole number under a card-bearing key, however deep (`pairs`: the keys of
    [card, seat] pairs and where the card is in each)."""
    found: set[int] = set()
    if isinstance(value, dict):
        for name, item in value.items():
            if name in pairs and isinstance(item, list):
                flat = all(not isinstance(part, list) for part in item)
                for pair in [item] if flat else item:
                    if isinstance(pair, list) and len(pair) > pairs[name]:
                        found.add(pair[pairs[name]])
                continue
            found |= cards_in(item, pairs, name if name in CARD_KEYS else None)
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item, pairs, key)
    elif isinstance(value, int) and not isinstance(value, bool) and key is not None:
        found.add(value)
    return found


async def play_room(
    lobby: Lobby, game: str, config: dict[str, Any], seed: int
) -> tuple[Room, list[list[Any]]]:
    """A game with people in the even seats (random choices) and bots in the odd ones."""
    room, owner = lobby.create(game, config, None, seed=seed)
    players = room.config.players
    tokens = {seat: room.claim(seat, f"P{seat}") for seat in range(0, players, 2)}
    for seat in range(1, players, 2):
        room.set_bot(owner, seat, "random")
    room.start(owner)
    connections = {seat: room.connect(token) for seat, token in tokens.items()}
    connections[-1] = room.connect(None)
    rng = random.Random(seed)
    while room.status != "over":
        await asyncio.sleep(0)
        if room.driver is not None:
            continue
        for seat in tokens:  # a person's own decision, or a team decision any person may take
            legal = room.snapshot(seat)["legal"]
            if legal:
                room.submit(seat, rng.choice(legal)["action"], room.step)
                break
    lobby.store.commit()  # the last updates wait for the end of this turn of the event loop
    received: list[list[Any]] = []
    for seat, connection in connections.items():
        messages = []
        while not connection.queue.empty():
            text = connection.queue.get_nowait()
            if text is not None:
                messages.append(json.loads(text))
        received.append([None if seat < 0 else seat, messages])
    return room, received


@pytest.mark.parametrize(("game", "config", "pairs"), CONFIGS)
def test_no_message_carries_a_secret_of_another_seat(
    tmp_path: Path, game: str, config: dict[str, Any], pairs: dict[str, int] | None
) -> None:
    if game not in GAMES:
        pytest.skip(f"{game} is not in this version")
    lobby = Lobby(Store(default_url(tmp_path / "secrets.db")))
    lobby.store.migrate()
    checked = 0
    for seed in range(6):
        room, received = asyncio.run(play_room(lobby, game, config, seed))
        views: list[list[Any]] = []  # views[step][seat + 1], seat -1 the spectator
        events: list[list[Any]] = [[]]  # events[step]: the events of that step's action

        def keep(
            state: Any,
            _seat: Any = None,
            _action: Any = None,
            happened: Any = (),
            views: Any = views,
            events: Any = events,
        ) -> None:
            views.append([state.view(seat) for seat in (None, *range(state.config.players))])
            if views[1:]:
                events.append(list(happened))

        record = room.record()
        start = replay(
            type(record)(record.game, record.config, record.outcomes, [], seed=record.seed), room.game
        )
        keep(start)
        replay(record, room.game, on_step=keep)
        for seat, messages in received:
            step = messages[0]["step"]
            for message in messages:
                if message.get("view") is None:
                    continue
                at = views[message["step"]]
                assert message["view"] == at[0 if seat is None else seat + 1]
                if message["type"] == "update" and message["events"]:
                    expected = events_json(
                        [event for happened in events[step + 1 : message["step"] + 1] for event in happened],
                        seat,
                    )
                    assert message["events"] == expected
                    step = message["step"]
                if pairs is not None:
                    mine = cards_in(at[0 if seat is None else seat + 1], pairs)
                    hidden: set[int] = set()
                    for other in range(room.config.players):
                        if other != seat:
                            hidden |= set(at[other + 1].get("hand") or []) - mine
                    shown = {key: value for key, value in message.items() if key != "events"}
                    leaked = cards_in(shown, pairs) & hidden
                    assert not leaked, (seat, message["step"], sorted(leaked))
                if seat is None:
                    assert message["legal"] == []
                checked += 1
    assert checked > 100


@functools.cache
def fuzz_lobby() -> Lobby:
    """One store for every example (migrating is the slow part); each example gets a new room."""
    lobby = Lobby(Store(default_url(Path(tempfile.mkdtemp()) / "fuzz.db")))
    lobby.store.migrate()
    return lobby


def fresh_room() -> tuple[Room, Connection, Connection]:
    room, owner = fuzz_lobby().create("take6", {"players": 2}, None, seed=1)
    tokens = [room.claim(0, "A"), room.claim(1, "B")]
    room.start(owner)
    return room, room.connect(tokens[0]), room.connect(None)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
MESSAGES = st.one_of(
    st.text(max_size=200),
    st.binary(max_size=200),
    JSON.map(json.dumps),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["hello", "act", "chat", "sync", "back", "ping", "nope"])},
        optional={"action": JSON, "step": JSON, "token": JSON, "owner": JSON, "text": JSON},
    ).map(json.dumps),
)


@settings(derandomize=True, database=None, max_examples=300, deadline=None)
@given(frames=st.lists(MESSAGES, min_size=1, max_size=8))
def test_hostile_messages_get_errors_and_never_break_a_room(frames: list[Any]) -> None:
    async def run() -> None:
        room, seat, watcher = fresh_room()
        assert room.state is not None
        for frame in frames:
            for connection in (seat, watcher):
                before = room.step
                reply = handle(room, connection, frame)
                if room.step == before:  # refused or harmless: an answer, and nothing changed
                    assert reply is None or reply["type"] in ("error", "pong", "update")
        big = json.dumps({"type": "act", "action": {"play": 1}, "step": 0, "pad": "x" * MAX_MESSAGE})
        assert handle(room, seat, big) == {
            "type": "error",
            "code": "too_big",
            "message": f"a message may be at most {MAX_MESSAGE} bytes",
            "key": "server.message_size",
            "params": {"size": MAX_MESSAGE},
        }
        deep = "[" * 5000 + "]" * 5000
        assert handle(room, seat, deep)["code"] in ("bad_json", "too_big")  # type: ignore[index]
        # the room still works: the seat plays a legal card, and the log replays to the same view
        if 0 in room.state.to_act():
            assert (
                handle(
                    room,
                    seat,
                    json.dumps(
                        {"type": "act", "action": room.state.legal(0)[0].to_json(), "step": room.step}
                    ),
                )
                is None
            )
        rebuilt = replay(record_of(room.state, seed=room.seed), room.game)
        assert rebuilt.view(0) == room.state.view(0)

    asyncio.run(run())
