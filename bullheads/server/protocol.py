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

MAX_MESSAGE = 4096
"""Bytes: an action is a few dozen; anything bigger is refused unread."""
MAX_DEPTH = 8


class ProtocolError(Exception):
    """A message the server refuses; `code` is stable, the text is for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


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
    if len(text) > MAX_MESSAGE:
        raise ProtocolError("too_big", f"a message may be at most {MAX_MESSAGE} bytes")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise ProtocolError("bad_json", "a message must be a JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "a message must be a JSON object")
    if _depth(data) > MAX_DEPTH:
        raise ProtocolError("bad_message", "the message is nested too deeply")
    kind = data.get("type")
    if kind not in KINDS:
        raise ProtocolError("bad_type", f"unknown message type {kind!r} (types: {', '.join(KINDS)})")
    if kind == "hello":
        token, owner = data.get("token"), data.get("owner")
        if token is not None and (not isinstance(token, str) or len(token) > 128):
            raise ProtocolError("bad_message", "'token' must be the seat's token text or null")
        if owner is not None and (not isinstance(owner, str) or len(owner) > 128):
            raise ProtocolError("bad_message", "'owner' must be the room's owner token or absent")
        return Message("hello", token=token, owner=owner)
    if kind == "act":
        step = data.get("step")
        if not isinstance(step, int) or isinstance(step, bool) or step < 0:
            raise ProtocolError("bad_message", "'step' must be the step number of the view you acted on")
        if "action" not in data:
            raise ProtocolError("bad_message", "an 'act' message needs an 'action'")
        return Message("act", action=data["action"], step=step)
    if kind == "chat":
        said = data.get("text")
        if not isinstance(said, str):
            raise ProtocolError("bad_message", "a 'chat' message needs a 'text'")
        line = " ".join("".join(c if c.isprintable() else " " for c in said).split())
        if not line or len(line) > MAX_CHAT:
            raise ProtocolError("bad_message", f"a chat line has 1 to {MAX_CHAT} characters")
        return Message("chat", text=line)
    return Message(kind)


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(item, level + 1) for item in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(item, level + 1) for item in value), default=level + 1)
    return level
