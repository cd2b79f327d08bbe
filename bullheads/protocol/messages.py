"""The messages of the bot protocol, one JSON object per line (docs/bot-protocol.md)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from bullheads.core.state import Action

VERSION = 1


class ProtocolError(ValueError):
    """A line that is not a message of the protocol; the text says what is wrong."""


class IllegalAnswer(ProtocolError):
    """A well-formed answer that names no legal action."""


def hello(game: str, config: dict[str, Any], seat: int, seconds: float) -> dict[str, Any]:
    """The handshake: which game, its config and the bot's seat; answered by `ready`."""
    return {
        "type": "hello",
        "protocol": VERSION,
        "game": game,
        "config": config,
        "seat": seat,
        "time_left": seconds,
    }


def decide(number: int, view: Mapping[str, Any], legal: Sequence[Action], seconds: float) -> dict[str, Any]:
    """A decision: the seat's view and its legal actions (JSON and integer codes)."""
    return {
        "type": "decide",
        "id": number,
        "view": view,
        "legal": [action.to_json() for action in legal],
        "codes": [action.encode() for action in legal],
        "time_left": seconds,
    }


def fault(number: int, kind: str, message: str) -> dict[str, Any]:
    """The bot's answer to decision `number` was refused; another bot took the decision."""
    return {"type": "fault", "id": number, "kind": kind, "message": message}


def end(result: dict[str, Any], view: Mapping[str, Any]) -> dict[str, Any]:
    """The game is over: its result and the seat's last view. The bot should exit."""
    return {"type": "end", "result": result, "view": view}


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":")) + "\n"


def parse(line: str) -> dict[str, Any]:
    """A message object from one line, or ProtocolError."""
    try:
        message = json.loads(line)
    except ValueError:
        raise ProtocolError(f"not JSON: {line.strip()[:80]!r}") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError(f'not a message (a JSON object with a "type"): {line.strip()[:80]!r}')
    return message


def chosen(message: dict[str, Any], legal: Sequence[Action]) -> Action:
    """The legal action an `action` message names by "code" or by its JSON "action"."""
    if message.get("type") != "action":
        raise ProtocolError(f'expected an "action" message, got {message.get("type")!r}')
    if "code" in message:
        code = message["code"]
        for action in legal:
            if action.encode() == code:
                return action
        raise IllegalAnswer(f"the code {code!r} is not one of the legal codes")
    if "action" in message:
        for action in legal:
            if action.to_json() == message["action"]:
                return action
        raise IllegalAnswer(f"{message['action']!r} is not a legal action now")
    raise ProtocolError('an "action" message needs "code" or "action"')
