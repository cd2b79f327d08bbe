"""The ASGI app: the web client's files, the lobby's JSON API and each room's WebSocket.

HTTP (JSON): games and their bots, rooms (create, list, take a seat, add bots, start,
set up the next game with the same seats),
finished games' records and their step-by-step replays, the text catalogs. WebSocket
``/ws/{room}``: the game itself (bullheads.server.protocol, docs/protocol-ws.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from bullheads.bots.registry import EXTERNAL, bot_names
from bullheads.core.errors import BullheadsError, IllegalAction
from bullheads.core.events import events_json
from bullheads.core.record import Record, parse, replay
from bullheads.core.viewschema import view_schema
from bullheads.games import GAMES, get_game
from bullheads.i18n import LANGUAGES, catalog
from bullheads.server.lobby import Limits, Lobby
from bullheads.server.protocol import CLOSE_FLOOD, FLOOD, FLOOD_REASON, ProtocolError
from bullheads.server.protocol import parse as parse_message
from bullheads.server.rate import Rate
from bullheads.server.rooms import Connection, NotOwner, Room, RoomError
from bullheads.server.store import Store
from bullheads.server.texts import Said, server_texts

WEB = Path(str(resources.files("bullheads") / "web"))
MAX_BODY = 64 * 1024
MAX_RECORD = 2 * 1024 * 1024
HELLO_SECONDS = 10.0


def create_app(store: Store, limits: Limits | None = None) -> Starlette:
    """The app over `store` (migrated and its rooms restored at start-up)."""
    lobby = Lobby(store, limits)

    async def sweeping() -> None:
        while True:
            await asyncio.sleep(lobby.sweep_every)
            lobby.sweep()

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        store.migrate()
        lobby.restore()
        lobby.resume()
        sweeper = asyncio.get_running_loop().create_task(sweeping())
        yield
        sweeper.cancel()
        for room in lobby.rooms.values():
            for connection in list(room.connections):
                connection.close()
        store.commit()

    async def index(_request: Request) -> Response:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    async def games(_request: Request) -> Response:
        return JSONResponse(
            [
                {
                    **game.spec.to_json(),
                    "bots": [bot for bot in bot_names(game.name) if not bot.startswith(EXTERNAL)],
                }
                for game in GAMES.values()
            ]
        )

    async def view_schema_of(request: Request) -> Response:
        """The JSON Schema of a game's views, made from its declared view type."""
        try:
            game = get_game(request.path_params["game"])
        except BullheadsError as error:
            return _error(str(error), 404)
        return JSONResponse(view_schema(game))

    async def texts(request: Request) -> Response:
        lang = request.path_params["lang"]
        if lang not in LANGUAGES:
            return _error(f"no texts in {lang!r} (languages: {', '.join(LANGUAGES)})", 404)
        return JSONResponse(web_texts(lang))

    async def rooms(request: Request) -> Response:
        if request.method == "GET":
            return JSONResponse(lobby.listing())
        body = await _body(request, MAX_BODY)
        room, token = lobby.create(
            body.get("game"), body.get("config", {}), body.get("options"), body.get("seed")
        )
        return JSONResponse({**room.info(), "owner_token": token}, status_code=201)

    async def room_info(request: Request) -> Response:
        return JSONResponse(_room(lobby, request).info())

    async def claim(request: Request) -> Response:
        room = _room(lobby, request)
        body = await _body(request, MAX_BODY)
        token = room.claim(_seat_number(request), body.get("name"))
        return JSONResponse({"seat": _seat_number(request), "token": token, "room": room.info()})

    async def seat_bot(request: Request) -> Response:
        room = _room(lobby, request)
        body = await _body(request, MAX_BODY)
        room.set_bot(body.get("token"), _seat_number(request), body.get("bot"))
        return JSONResponse(room.info())

    async def remove(request: Request) -> Response:
        room = _room(lobby, request)
        body = await _body(request, MAX_BODY)
        room.remove(body.get("token"), _seat_number(request))
        return JSONResponse(room.info())

    async def options(request: Request) -> Response:
        room = _room(lobby, request)
        body = await _body(request, MAX_BODY)
        room.set_options(body.get("token"), body.get("options"))
        return JSONResponse(room.info())

    async def start(request: Request) -> Response:
        room = _room(lobby, request)
        body = await _body(request, MAX_BODY)
        room.start(body.get("token"))
        await stored(store)
        return JSONResponse(room.info())

    async def again(request: Request) -> Response:
        body = await _body(request, MAX_BODY)
        following = lobby.again(_room(lobby, request), body.get("token"))
        return JSONResponse(following.info(), status_code=201)

    async def record(request: Request) -> Response:
        room = _room(lobby, request)
        text = room.record().dumps()
        name = f"bullheads-{room.game.name}-{room.id}.json"
        return Response(
            text,
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    async def room_replay(request: Request) -> Response:
        room = _room(lobby, request)
        # the seats say which players were bots, so a page names them in its language
        return JSONResponse({**replay_steps(room.record()), "seats": room.info()["seats"]})

    async def upload_replay(request: Request) -> Response:
        body = await _body(request, MAX_RECORD)
        try:
            return JSONResponse(replay_steps(parse(body)))
        except BullheadsError as error:
            raise RoomError("server.bad_record", reason=str(error)) from None

    async def socket(websocket: WebSocket) -> None:
        await websocket.accept()
        try:
            room = lobby.get(websocket.path_params["room_id"])
        except RoomError as error:
            await websocket.send_json(_error_json(error))
            await websocket.close(4404)
            return
        await serve_socket(websocket, room)

    app = Starlette(
        routes=[
            Route("/", index),
            Route("/room/{room_id}", index),
            Route("/replay/{room_id}", index),
            Route("/replay", index),
            Route("/api/games", games),
            Route("/api/games/{game}/view-schema", view_schema_of),
            Route("/api/texts/{lang}", texts),
            Route("/api/rooms", rooms, methods=["GET", "POST"]),
            Route("/api/rooms/{room_id}", room_info),
            Route("/api/rooms/{room_id}/seats/{seat}", claim, methods=["POST"]),
            Route("/api/rooms/{room_id}/seats/{seat}/bot", seat_bot, methods=["POST"]),
            Route("/api/rooms/{room_id}/seats/{seat}/remove", remove, methods=["POST"]),
            Route("/api/rooms/{room_id}/options", options, methods=["POST"]),
            Route("/api/rooms/{room_id}/start", start, methods=["POST"]),
            Route("/api/rooms/{room_id}/again", again, methods=["POST"]),
            Route("/api/rooms/{room_id}/record", record),
            Route("/api/rooms/{room_id}/replay", room_replay),
            Route("/api/replay", upload_replay, methods=["POST"]),
            WebSocketRoute("/ws/{room_id}", socket),
            Mount("/static", StaticFiles(directory=WEB), name="static"),
        ],
        exception_handlers={RoomError: _refused, IllegalAction: _refused},
        lifespan=lifespan,
    )
    app.state.lobby = lobby
    return app


async def serve_socket(websocket: WebSocket, room: Room) -> None:
    """One client: a `hello` first, then actions; every bad message gets an error reply.

    Messages that leave the game where it was (pings, syncs, talk, refused actions) count
    against FLOOD; one more closes the connection (CLOSE_FLOOD, with its reason), since each
    is read and answered and a flood would slow every room of the process. An action the
    room takes does not count: the game's own pace bounds those (a program playing against
    bots answers hundreds of decisions a second).
    """
    connection: Connection | None = None
    sender: asyncio.Task[None] | None = None
    pace = Rate(*FLOOD)
    try:
        while True:
            timeout = None if connection is not None else HELLO_SECONDS
            try:
                frame = await asyncio.wait_for(websocket.receive(), timeout)
            except TimeoutError:
                await websocket.send_json(_error_json(ProtocolError("no_hello", "server.no_hello")))
                break
            if frame["type"] == "websocket.disconnect":
                break
            text = frame.get("text")
            if text is None:
                text = frame.get("bytes") or b""
            step = room.step
            reply = handle(room, connection, text)
            if isinstance(reply, Connection):
                connection = reply
                sender = asyncio.get_running_loop().create_task(_send_loop(websocket, connection))
            elif reply is not None:
                if connection is None:
                    await websocket.send_json(reply)
                else:
                    connection.send(reply)
            if room.step == step and not pace.allow(time.monotonic()):
                await websocket.close(CLOSE_FLOOD, FLOOD_REASON)
                break
            if connection is not None and connection.closed:
                break
    except WebSocketDisconnect:
        pass
    finally:
        if connection is not None:
            room.disconnect(connection)
        if sender is not None:
            with contextlib.suppress(Exception):
                await sender
        with contextlib.suppress(Exception):
            await websocket.close()


def handle(
    room: Room, connection: Connection | None, text: str | bytes
) -> Connection | dict[str, Any] | None:
    """What one frame does: a new connection (hello), an error reply, or nothing to say."""
    try:
        message = parse_message(text)
        if connection is None:
            if message.type != "hello":
                raise ProtocolError("no_hello", "server.hello_first")
            return room.connect(message.token, message.owner)
        if message.type == "hello":
            raise ProtocolError("again", "server.hello_again")
        if message.type == "ping":
            return {"type": "pong", "step": room.step}
        if message.type == "sync":
            return {"type": "update", "events": [], **room.snapshot(connection.seat)}
        if connection.seat is None:
            raise ProtocolError("spectator", "server.spectator")
        if message.type == "chat":
            room.say(connection.seat, message.text, time.monotonic())
            return None
        if message.type == "back":
            room.back(connection.seat)
            return {"type": "update", "events": [], **room.snapshot(connection.seat)}
        assert message.step is not None
        room.submit(connection.seat, message.action, message.step)
        return None
    except ProtocolError as error:
        return _error_json(error)
    except IllegalAction as error:
        return {**_error_json(error), "step": room.step}
    except RoomError as error:
        return {**_error_json(error), "step": room.step}


def _error_json(error: ProtocolError | RoomError | IllegalAction) -> dict[str, Any]:
    """An error reply: a stable code, the English message, and its key and parameters for
    clients that speak another language (bullheads.server.texts)."""
    if isinstance(error, IllegalAction):
        # a game's own refusal (IllegalAction from the engine) is said with its reason
        said = (
            error.said()
            if isinstance(error, Said)
            else {"key": "server.illegal", "params": {"reason": error.reason}}
        )
        return {"type": "error", "code": "illegal", "message": error.reason, **said}
    return {"type": "error", "code": error.code, "message": str(error), **error.said()}


async def _send_loop(websocket: WebSocket, connection: Connection) -> None:
    while (text := await connection.queue.get()) is not None:
        await websocket.send_text(text)
    with contextlib.suppress(Exception):
        await websocket.close()


def web_texts(lang: str) -> dict[str, str]:
    """The web client's texts in `lang`: the shared catalogs, the server's messages and
    the web-only strings."""
    web: dict[str, str] = json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    return {**catalog(lang), **server_texts(lang), **web}


def replay_steps(record: Record) -> dict[str, Any]:
    """A finished game step by step: each action (who, and its narrated line,
    `State.say_action`, so that a page words it in its own language), its events and every
    seat's view after it."""
    try:
        game = get_game(record.game)
        start = replay(Record(record.game, record.config, record.outcomes, [], seed=record.seed), game)
    except BullheadsError as error:
        raise RoomError("server.bad_record", reason=str(error)) from None
    players = start.config.players

    def frame(state: Any, seat: int | None, say: dict[str, Any] | None, events: list[Any]) -> dict[str, Any]:
        return {
            "seat": seat,
            "say": say,
            "events": events_json(events, None, everything=True),
            "view": state.view(None),
            "views": [state.view(index) for index in range(players)],
        }

    steps = [frame(start, None, None, list(start.opening))]
    # the state each action was chosen in: an action says itself from there (a Push! names
    # the card it moves, which has moved once the action is played)
    before = [start.clone()]

    def on_step(state: Any, seat: int, action: Any, events: list[Any]) -> None:
        steps.append(frame(state, seat, before[0].say_action(action).to_json(), events))
        before[0] = state.clone()

    try:
        replay(record, game, on_step=on_step)
    except BullheadsError as error:
        raise RoomError("server.bad_record", reason=str(error)) from None
    return {"game": record.game, "title": game.title, "meta": record.meta, "steps": steps}


async def _body(request: Request, limit: int) -> dict[str, Any]:
    body = await request.body()
    if len(body) > limit:
        raise RoomError("server.request_size", limit=limit)
    try:
        data = json.loads(body or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise RoomError("server.request_json") from None
    if not isinstance(data, dict):
        raise RoomError("server.request_json")
    return data


def _room(lobby: Lobby, request: Request) -> Room:
    return lobby.get(request.path_params["room_id"])


def _seat_number(request: Request) -> int:
    """The seat in the address, counted from 0 as in the protocol (messages count from 1)."""
    text = request.path_params["seat"]
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        raise RoomError("server.seat_address", text=repr(text))
    return int(text)


async def _refused(_request: Request, error: Exception) -> Response:
    assert isinstance(error, RoomError | IllegalAction)
    reply = _error_json(error)
    status = 404 if reply["key"] == "server.no_room" else 403 if isinstance(error, NotOwner) else 400
    said = {"error": reply["message"], "key": reply["key"], "params": reply["params"]}
    return JSONResponse(said, status_code=status)


async def stored(store: Store) -> None:
    """Wait until every row queued so far is committed: an answer that says a game has
    started must not be lost to a kill before the group commit stores the deal."""
    done = asyncio.get_running_loop().create_future()
    store.then(lambda: done.set_result(None))
    await done


def _error(message: str, status: int) -> Response:
    return JSONResponse({"error": message}, status_code=status)
