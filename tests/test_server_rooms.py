"""The server's rooms over real WebSockets (in-process): turns, refusals, reconnects, timers."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bullheads.core.record import parse, record_of, replay
from bullheads.games import get_game
from bullheads.games.buffalo.actions import Insert, Push
from bullheads.games.take6.actions import Play
from bullheads.games.take6.state import Take6State
from bullheads.server.app import create_app, replay_steps
from bullheads.server.store import Store, default_url
from bullheads.server.texts import told


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Store(default_url(tmp_path / "rooms.db")))) as test_client:
        yield test_client


def make_room(client: TestClient, humans: int, bots: int, **extra: Any) -> tuple[str, list[str]]:
    config = extra.pop("config", {"players": humans + bots, "end": "rounds"})
    room = client.post("/api/rooms", json={"game": extra.pop("game", "take6"), "config": config, **extra})
    assert room.status_code == 201, room.text
    room_id, owner = room.json()["id"], room.json()["owner_token"]
    tokens = [
        client.post(f"/api/rooms/{room_id}/seats/{seat}", json={"name": f"P{seat}"}).json()["token"]
        for seat in range(humans)
    ]
    for seat in range(humans, humans + bots):
        client.post(f"/api/rooms/{room_id}/seats/{seat}/bot", json={"bot": "random", "token": owner})
    started = client.post(f"/api/rooms/{room_id}/start", json={"token": owner})
    assert started.json()["status"] in ("playing", "over")
    return room_id, tokens


def until(ws: Any, wanted: Any) -> dict[str, Any]:
    """The next message for which `wanted(message)` holds (others are skipped)."""
    for _ in range(500):
        message = ws.receive_json()
        if wanted(message):
            return dict(message)
    raise AssertionError("the message never came")


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_json({"type": "hello", "token": token})
    return until(ws, lambda m: m["type"] in ("welcome", "error"))


def test_a_seat_gets_its_view_and_legal_actions_and_plays(client: TestClient) -> None:
    room_id, (token,) = make_room(client, 1, 3)
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        welcome = hello(ws, token)
        assert welcome["seat"] == 0 and len(welcome["view"]["hand"]) == 10
        assert {json.dumps(c["action"]) for c in welcome["legal"]} == {
            json.dumps({"play": card}) for card in welcome["view"]["hand"]
        }
        card = welcome["view"]["hand"][0]
        ws.send_json({"type": "act", "action": {"play": card}, "step": welcome["step"]})
        update = until(ws, lambda m: m["type"] == "update" and card not in (m["view"]["hand"] or []))
        assert update["step"] > welcome["step"]


def test_out_of_turn_stale_illegal_and_spectator_actions_are_refused_and_change_nothing(
    client: TestClient,
) -> None:
    room_id, tokens = make_room(client, 2, 0)
    with (
        client.websocket_connect(f"/ws/{room_id}") as first,
        client.websocket_connect(f"/ws/{room_id}") as watcher,
    ):
        welcome = hello(first, tokens[0])
        hello(watcher, None)
        step = welcome["step"]
        not_held = next(card for card in range(1, 105) if card not in welcome["view"]["hand"])
        first.send_json({"type": "act", "action": {"play": not_held}, "step": step})
        error = until(first, lambda m: m["type"] == "error")
        assert error["code"] == "illegal" and f"does not hold the card {not_held}" in error["message"]
        first.send_json({"type": "act", "action": {"take_row": 1}, "step": step})
        assert until(first, lambda m: m["type"] == "error")["code"] == "illegal"
        first.send_json({"type": "act", "action": {"play": "x"}, "step": step})
        assert "not a Take 6! action" in until(first, lambda m: m["type"] == "error")["message"]
        first.send_json({"type": "act", "action": {"play": welcome["view"]["hand"][0]}, "step": step + 5})
        assert until(first, lambda m: m["type"] == "error")["code"] == "stale"
        watcher.send_json({"type": "act", "action": {"play": 1}, "step": step})
        assert until(watcher, lambda m: m["type"] == "error")["code"] == "spectator"
        first.send_json({"type": "sync"})
        assert until(first, lambda m: m["type"] == "update")["step"] == step  # nothing changed
        card = welcome["view"]["hand"][0]
        first.send_json({"type": "act", "action": {"play": card}, "step": step})
        until(first, lambda m: m["type"] == "update" and m["step"] == step + 1)
        first.send_json({"type": "act", "action": {"play": welcome["view"]["hand"][1]}, "step": step + 1})
        error = until(first, lambda m: m["type"] == "error")
        assert error["code"] == "illegal" and "not your turn" in error["message"]


def test_an_action_on_an_old_view_after_the_turn_moved_on_is_stale(client: TestClient) -> None:
    room_id, tokens = make_room(client, 2, 0)
    with (
        client.websocket_connect(f"/ws/{room_id}") as first,
        client.websocket_connect(f"/ws/{room_id}") as second,
    ):
        one, two = hello(first, tokens[0]), hello(second, tokens[1])
        first.send_json({"type": "act", "action": {"play": one["view"]["hand"][0]}, "step": one["step"]})
        # seat 1 still decides the same turn: its older view is fine
        second.send_json({"type": "act", "action": {"play": two["view"]["hand"][0]}, "step": two["step"]})
        after = until(second, lambda m: m["type"] == "update" and m["step"] == two["step"] + 2)
        if after["view"]["phase"] == "choose":  # a low card may wait for a row instead
            first.send_json({"type": "act", "action": {"play": one["view"]["hand"][1]}, "step": one["step"]})
            assert until(first, lambda m: m["type"] == "error")["code"] == "stale"


def test_reconnect_restores_the_whole_view_and_a_bad_token_is_refused(client: TestClient) -> None:
    room_id, (token, _) = make_room(client, 2, 0)
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        first = hello(ws, token)
        ws.send_json({"type": "act", "action": first["legal"][0]["action"], "step": first["step"]})
        last = until(ws, lambda m: m["type"] == "update" and m["step"] > first["step"])
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        again = hello(ws, token)
        assert again["view"] == last["view"] and again["legal"] == last["legal"] == []
        assert again["view"]["my_choice"] == first["legal"][0]["action"]["play"]
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        refused = hello(ws, "not-a-token")
        assert refused["type"] == "error" and "not valid" in refused["message"]
        assert hello(ws, None)["seat"] is None  # may still watch


def test_the_turn_timer_hands_an_absent_player_to_a_bot_until_they_are_back(client: TestClient) -> None:
    room_id, (token,) = make_room(
        client, 1, 1, options={"turn_seconds": 0.5}, config={"players": 2, "end": "rounds"}
    )
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        welcome = hello(ws, token)
        room = until(ws, lambda m: m["type"] == "room" and m["room"]["away"] == [0])
        assert room["room"]["away"] == [0]
        moved = until(ws, lambda m: m["type"] == "update" and m["step"] > welcome["step"] + 1)
        assert moved["legal"] == []  # the stand-in decides; the page offers "I'm back"
        ws.send_json({"type": "back"})
        # back: the seat decides again (unless the stand-in finished the game meanwhile)
        until(
            ws, lambda m: m["type"] == "update" and m["room"]["away"] == [] and (m["legal"] or "result" in m)
        )


def test_the_record_is_refused_during_play_and_replays_after_the_end(client: TestClient) -> None:
    room_id, _ = make_room(client, 0, 4)  # rule-of-thumb bots answer at once: over at the start
    assert client.get(f"/api/rooms/{room_id}").json()["status"] == "over"
    response = client.get(f"/api/rooms/{room_id}/record")
    assert response.status_code == 200
    record = parse(response.json())
    state = replay(record, get_game("take6"))
    assert state.over and record.result == {"over": True, **state.result().to_json()}
    steps = client.get(f"/api/rooms/{room_id}/replay").json()["steps"]
    assert len(steps) == len(record.actions) + 1
    uploaded = client.post("/api/replay", json=response.json()).json()
    assert uploaded["steps"][-1]["view"] == steps[-1]["view"]


def test_each_replay_step_says_its_action_as_it_was_chosen() -> None:
    """A replay's step carries its action's line (State.say_action) said from the state the
    action was chosen in, so that a page words it in its own language: Beat the Buffalo's
    Insert! and Push! name cards that have moved once the action is played."""
    game = get_game("buffalo")
    state = game.new(game.config_from_json({"players": 2}), seed=3)
    rng = random.Random(3)
    said = []
    while not state.over:
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        action = rng.choice([action for action in legal if isinstance(action, Insert | Push)] or legal)
        said.append(state.say_action(action).to_json())
        state.act(seat, action)
    steps = replay_steps(record_of(state))["steps"]
    assert steps[0]["say"] is None
    assert [step["say"] for step in steps[1:]] == said
    keys = {line["key"].rsplit(".", 1)[0] if "push" in line["key"] else line["key"] for line in said}
    assert {"buf.act.insert", "buf.act.push"} <= keys


def test_an_action_the_game_does_not_offer_is_refused_in_the_readers_words(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An action `act` would take but `legal` does not offer is refused with the action's
    line (State.say_action) as its parameter, told in the reader's language like an event's
    line (it was the English `describe`, on a Spanish page too)."""
    room_id, (token,) = make_room(client, 1, 1, config={"players": 2, "end": "rounds"})
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        welcome = hello(ws, token)
        card = welcome["view"]["hand"][0]
        offered = Take6State.legal
        monkeypatch.setattr(
            Take6State, "legal", lambda state, seat: [a for a in offered(state, seat) if a != Play(card)]
        )
        ws.send_json({"type": "act", "action": {"play": card}, "step": welcome["step"]})
        error = until(ws, lambda m: m["type"] == "error")
    assert error["code"] == "illegal" and error["key"] == "server.not_allowed"
    assert error["params"] == {"action": {"key": "act.play", "params": {"card": card}}}
    assert error["message"] == f"play {card} is not allowed now"
    assert spanish(error) == f"jugar el {card}: esa jugada no está permitida ahora"


def test_a_finished_record_is_not_downloadable_mid_game(client: TestClient) -> None:
    room_id, _ = make_room(client, 1, 1, config={"players": 2, "end": "rounds"})
    response = client.get(f"/api/rooms/{room_id}/record")
    assert response.status_code == 400 and "once the game is over" in response.json()["error"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"game": "chess"}, "unknown game"),
        ({"game": "take6", "config": {"players": 11}}, "2 to 10 players"),
        ({"game": "take6", "config": {"colour": "red"}}, "unknown Take 6! option"),
        ({"game": "take6", "config": []}, "JSON object"),
        ({"game": "take6", "options": {"stand_in": "cmd:rm -rf /"}}, "no bot called"),
        ({"game": "take6", "options": {"turn_seconds": -1}}, "turn_seconds"),
        ({"game": "take6", "config": {"professional": "open"}}, "the option 'professional' must be"),
        ({"game": "take6", "config": {"professional": "deal", "snake": True}}, "needs the professional"),
        ({"game": "take6", "config": {"professional": "deal", "players": 7}}, "2 to 6 players"),
    ],
)
def test_bad_room_requests_are_refused_with_a_reason(
    client: TestClient, body: dict[str, Any], message: str
) -> None:
    response = client.post("/api/rooms", json=body)
    assert response.status_code == 400 and message in response.json()["error"]


@pytest.mark.parametrize(
    ("given", "stored"), [("off", False), (False, False), ("draft", True), (True, True), ("deal", "deal")]
)
def test_T6_15_the_lobby_offers_both_professional_modes(client: TestClient, given: Any, stored: Any) -> None:
    # the lobby form sends "off", "draft" or "deal"; old clients send true or false
    body = {"game": "take6", "config": {"players": 3, "professional": given}}
    response = client.post("/api/rooms", json=body)
    assert response.status_code == 201, response.json()
    assert response.json()["config"]["professional"] == stored


def test_seats_before_the_start(client: TestClient) -> None:
    room = client.post("/api/rooms", json={"game": "take6", "config": {"players": 2}}).json()
    room_id, owner = room["id"], {"token": room["owner_token"]}
    assert "still open" in client.post(f"/api/rooms/{room_id}/start", json=owner).json()["error"]
    client.post(f"/api/rooms/{room_id}/seats/0", json={"name": "Ana"})
    assert (
        "already taken" in client.post(f"/api/rooms/{room_id}/seats/0", json={"name": "Bo"}).json()["error"]
    )
    assert (
        "no bot called"
        in client.post(f"/api/rooms/{room_id}/seats/1/bot", json={"bot": "cmd:ls", **owner}).json()["error"]
    )
    assert "name of 1 to" in client.post(f"/api/rooms/{room_id}/seats/1", json={"name": " "}).json()["error"]
    assert "no seat" in client.post(f"/api/rooms/{room_id}/seats/7", json={"name": "X"}).json()["error"]
    info = client.get(f"/api/rooms/{room_id}").json()
    assert "token" not in json.dumps(info) and "hash" not in json.dumps(info)
    assert client.get("/api/rooms/nope").status_code == 404
    with client.websocket_connect("/ws/nope") as ws:
        assert ws.receive_json()["code"] == "no_room"
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_the_web_client_and_its_texts_are_served(client: TestClient) -> None:
    assert "<main" in client.get("/").text and "<main" in client.get("/room/abc").text
    assert client.get("/static/js/app.js").status_code == 200
    for lang in ("en", "es"):
        texts = client.get(f"/api/texts/{lang}").json()
        assert "web.your_turn" in texts and "event.placed" in texts
    assert client.get("/api/texts/fr").status_code == 404


def test_the_first_seat_speaks_for_numeranzas_cooperative_team_seat(client: TestClient) -> None:
    """V5-3: the team seat (seat `players`) has no chair of its own; the first seat decides
    where a matched card goes, and bots in the other seats never block on it."""
    config = {"variant": "coop", "players": 2}
    room_id, (token,) = make_room(client, 1, 1, game="numeranza", config=config, seed=5)
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        message = hello(ws, token)
        awarded = False
        for _ in range(400):
            if message.get("result"):
                break
            if message["legal"]:
                actions = [choice["action"] for choice in message["legal"]]
                if message["view"]["phase"] == "award":
                    assert {"do": "to_pile"} in actions
                    awarded = True
                ws.send_json({"type": "act", "action": actions[0], "step": message["step"]})
            message = until(ws, lambda m: m["type"] == "update")
        assert message.get("result"), "the co-operative game never ended"
        assert awarded, "no matched card came up (seeded: change the room seed)"


def test_any_person_in_the_team_may_answer_a_team_decision(client: TestClient) -> None:
    """DESIGN's team seat, BUF-09: Beat the Buffalo's team decisions (seat 0's) reach every
    person of the team and the first answer counts; a member's own card stays their own."""
    room_id, tokens = make_room(client, 2, 0, game="buffalo", config={"players": 2}, seed=1)
    with (
        client.websocket_connect(f"/ws/{room_id}") as first,
        client.websocket_connect(f"/ws/{room_id}") as second,
    ):
        mine, theirs = hello(first, tokens[0]), hello(second, tokens[1])
        while mine["view"]["phase"] == "choose":  # cards first, until a window opens
            assert {c["action"]["play"] for c in theirs["legal"]} == set(theirs["view"]["hand"])
            for ws, message in ((first, mine), (second, theirs)):
                ws.send_json(
                    {"type": "act", "action": message["legal"][0]["action"], "step": message["step"]}
                )
            mine = until(first, lambda m: m["type"] == "update" and m["view"]["phase"] != "choose")
            step = mine["step"]
            theirs = until(second, lambda m, step=step: m["type"] == "update" and m["step"] == step)
        assert mine["view"]["phase"] in ("window", "row") and mine["view"]["to_act"] == [0]
        assert theirs["legal"] == mine["legal"] != []
        answer = theirs["legal"][-1]["action"]
        second.send_json({"type": "act", "action": answer, "step": theirs["step"]})
        after = until(first, lambda m: m["type"] == "update" and m["step"] > mine["step"])
        assert after["step"] > mine["step"]
        first.send_json({"type": "act", "action": mine["legal"][0]["action"], "step": mine["step"]})
        refused = until(first, lambda m: m["type"] == "error")
        assert "stale" in refused["message"] or "not your turn" in refused["message"]


def spanish(error: dict[str, Any]) -> str:
    """An error reply as a Spanish page shows it: its key and parameters in the catalogue."""
    return told("es", error["key"], error["params"])


def test_every_seat_number_a_person_reads_counts_from_1(client: TestClient) -> None:
    """Messages number seats from 1, as the page does; the address and the protocol count
    from 0. Seat index 1 is "seat 2" in every refusal, and the room's last index + 1 is no seat."""
    room = client.post("/api/rooms", json={"game": "take6", "config": {"players": 2}}).json()
    room_id, owner = room["id"], room["owner_token"]

    def refusal(path: str, body: dict[str, Any]) -> str:
        return str(client.post(f"/api/rooms/{room_id}/{path}", json=body).json()["error"])

    said = client.post(f"/api/rooms/{room_id}/start", json={"token": owner}).json()
    assert spanish(said) == "los asientos 1, 2 siguen libres: siéntate o pon bots"
    assert refusal("start", {"token": owner}) == "seats 1, 2 are still open: sit there or add bots"
    tokens = [client.post(f"/api/rooms/{room_id}/seats/0", json={"name": "Ana"}).json()["token"]]
    assert refusal("start", {"token": owner}) == "seat 2 is still open: sit there or add bots"
    assert refusal("seats/1/remove", {"token": owner}) == "seat 2 has no person to remove"
    tokens.append(client.post(f"/api/rooms/{room_id}/seats/1", json={"name": "Bo"}).json()["token"])
    assert refusal("seats/1", {"name": "Cy"}) == "seat 2 is already taken"
    assert refusal("seats/1/bot", {"bot": "random", "token": owner}) == "seat 2 is taken by a person"
    assert refusal("seats/2", {"name": "Cy"}) == "there is no seat 3 (seats 1 to 2)"
    assert refusal("seats/x", {"name": "Cy"}).startswith("there is no seat 'x'")
    client.post(f"/api/rooms/{room_id}/start", json={"token": owner})
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        welcome = hello(ws, tokens[0])
        ws.send_json({"type": "act", "action": {"play": welcome["view"]["hand"][0]}, "step": welcome["step"]})
        until(ws, lambda m: m["type"] == "update" and m["step"] == welcome["step"] + 1)
        ws.send_json({"type": "act", "action": {"play": welcome["view"]["hand"][1]}, "step": welcome["step"]})
        error = until(ws, lambda m: m["type"] == "error")
        assert error["message"] == "it is not your turn (the game waits for seat 2)"
        assert spanish(error) == "no es tu turno (la partida espera al asiento 2)"


def test_a_page_opened_again_reads_the_recent_events_it_may_see(client: TestClient) -> None:
    """The "What happened" log survives a reload or a new tab: the welcome holds the room's
    recent events, each recipient only those it may see (a chosen card stays secret)."""
    room_id, tokens = make_room(client, 2, 0)
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        welcome = hello(ws, tokens[0])
        assert [event["type"] for event in welcome["history"]] == ["round_started", "rows_laid"]
        card = welcome["view"]["hand"][0]
        ws.send_json({"type": "act", "action": {"play": card}, "step": welcome["step"]})
        until(ws, lambda m: m["type"] == "update")
    with (
        client.websocket_connect(f"/ws/{room_id}") as again,
        client.websocket_connect(f"/ws/{room_id}") as other,
    ):
        mine, theirs = hello(again, tokens[0])["history"], hello(other, tokens[1])["history"]
    chose = {"type": "card_chosen", "seat": 0}
    assert {key: mine[-1][key] for key in chose} == chose == {key: theirs[-1][key] for key in chose}
    assert str(card) not in json.dumps(theirs[-1])
