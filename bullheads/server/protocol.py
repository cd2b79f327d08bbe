"""The WebSocket protocol's client messages, checked before anything touches a room.

Every message is one JSON object of at most MAX_MESSAGE bytes with a "type" (docs/protocol-ws.md):
``hello`` (first, with the seat token or none for a spectator, and the owner token
when this client created the room), ``act`` (an action and the step the client saw),
``chat`` (a line of table talk), ``sync`` (send the whole view again), ``back`` (end a
bot's stand-in) and ``ping``. Anything else is a ProtocolError whose message is sent back to the client.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from bullheads.server.texts import Said, english

MAX_MESSAGE = 4096
"""Bytes (UTF-8) of one message: an action is a few dozen. A bigger one is refused with
an error reply, and the connection stays."""
MAX_FRAME = 4 * MAX_MESSAGE
"""Bytes of one WebSocket message the server reads at all (the WebSocket layer's limit,
set where the server starts, `bullheads serve`): a bigger one closes the connection with
CLOSE_TOO_BIG as soon as its frame header announces the size, without reading it (a 15 MB
frame used to be read whole, twice its size in memory, before the MAX_MESSAGE check)."""
CLOSE_TOO_BIG = 1009
"""The WebSocket close code for a message over MAX_FRAME ("message too big", RFC 6455)."""
FLOOD = (20, 1.0)
"""At most 20 messages from one connection in any second: a client sends one when a person
acts, talks or reconnects. One more closes the connection with CLOSE_FLOOD."""
CLOSE_FLOOD = 4429
"""The close code for a flood (4000-4999: the application's own; 429 as in HTTP)."""
FLOOD_REASON = f"too many messages: at most {FLOOD[0]} a second"
"""The close reason sent with CLOSE_FLOOD (clients show it)."""
MAX_DEPTH = 8


class ProtocolError(Said, Exception):
    """A message the server refuses; `code` is stable, the text is for people (`key` and
    `params` in their language, bullheads.server.texts)."""

    def __init__(self, code: str, key: str, **params: Any) -> None:
        message = english(key, params)
        super().__init__(message)
        self.code = code
        self.message = message
        self.key = key
        self.params = params


@dataclasses.dataclass(frozen=True, slots=True)
class Message:
    """A well-formed client message."""

    type: str
    token: str | None = None
    owner: str | None = None
    action: Any = None
    step: int | None = None
    text: str = ""


KINDS = ("hello", "act", "chat", "sync", "back", "ping")
MAX_CHAT = 200
"""Characters of one chat line."""


def parse(text: str | bytes) -> Message:
    """A Message from one WebSocket frame, or a ProtocolError naming what is wrong."""
    if _size(text) > MAX_MESSAGE:
        raise ProtocolError("too_big", "server.message_size", size=MAX_MESSAGE)
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise ProtocolError("bad_json", "server.message_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "server.message_json")
    if _depth(data) > MAX_DEPTH:
        raise ProtocolError("bad_message", "server.nested")
    kind = data.get("type")
    if kind not in KINDS:
        raise ProtocolError("bad_type", "server.message_type", kind=repr(kind), kinds=", ".join(KINDS))
    if kind == "hello":
        token, owner = data.get("token"), data.get("owner")
        if token is not None and (not isinstance(token, str) or len(token) > 128):
            raise ProtocolError("bad_message", "server.token_text")
        if owner is not None and (not isinstance(owner, str) or len(owner) > 128):
            raise ProtocolError("bad_message", "server.owner_text")
        return Message("hello", token=token, owner=owner)
    if kind == "act":
        step = data.get("step")
        if not isinstance(step, int) or isinstance(step, bool) or step < 0:
            raise ProtocolError("bad_message", "server.step")
        if "action" not in data:
            raise ProtocolError("bad_message", "server.action_needed")
        return Message("act", action=data["action"], step=step)
    if kind == "chat":
        said = data.get("text")
        if not isinstance(said, str):
            raise ProtocolError("bad_message", "server.chat_text")
        line = " ".join("".join(c if c.isprintable() else " " for c in said).split())
        if not line or len(line) > MAX_CHAT:
            raise ProtocolError("bad_message", "server.chat_length", most=MAX_CHAT)
        return Message("chat", text=line)
    return Message(kind)


def _size(text: str | bytes) -> int:
    """Bytes of a message as it came (UTF-8), not characters: "é" is two."""
    if isinstance(text, bytes) or len(text) > MAX_MESSAGE:  # a character is at least a byte
        return len(text)
    return len(text.encode("utf-8", "surrogatepass"))


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(item, level + 1) for item in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(item, level + 1) for item in value), default=level + 1)
    return level
