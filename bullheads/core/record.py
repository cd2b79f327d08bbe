"""Records: a game as data that replays exactly (the format is in docs/records.md).

A record holds the config, every chance outcome (deals, rolls, draws) explicitly, every
accepted (seat, action) in order, and the result. Because chance is stored and not only
its seed, a record written by hand or by another program replays too.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bullheads.core.checks import is_whole, shown
from bullheads.core.errors import BullheadsError, IllegalAction, RecordError
from bullheads.core.jsonfile import read_json
from bullheads.core.state import Game, State

FORMAT = "bullheads-record"
VERSION = 1
ENTRY_SHOWN = 80
"""At most this many characters of a refused action's entry are shown in an error."""


@dataclasses.dataclass(slots=True)
class Record:
    """One game, as stored."""

    game: str
    config: dict[str, Any]
    outcomes: list[Any]
    actions: list[tuple[int, dict[str, Any]]]
    result: dict[str, Any] | None = None
    seed: int | None = None
    meta: dict[str, Any] = dataclasses.field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "config": self.config,
            "seed": self.seed,
            "outcomes": self.outcomes,
            "actions": [[seat, action] for seat, action in self.actions],
            "result": self.result,
            "meta": self.meta,
        }

    def dumps(self) -> str:
        """Readable JSON: one line per outcome and per action, so diffs stay small."""
        data = self.to_json()
        lines = ["{"]
        items = list(data.items())
        for index, (key, value) in enumerate(items):
            comma = "," if index < len(items) - 1 else ""
            if key in ("outcomes", "actions") and value:
                inner = ",\n".join(f"    {json.dumps(item, ensure_ascii=False)}" for item in value)
                lines.append(f'  "{key}": [\n{inner}\n  ]{comma}')
            else:
                lines.append(f'  "{key}": {json.dumps(value, ensure_ascii=False)}{comma}')
        lines.append("}")
        return "\n".join(lines) + "\n"


def result_json(state: State[Any, Any]) -> dict[str, Any]:
    """The result part of a record: over or not, scores so far, winners once over."""
    return {"over": state.over, **state.result().to_json()}


def record_of(state: State[Any, Any], seed: int | None = None, **meta: Any) -> Record:
    """The record of everything that happened in `state` so far."""
    return Record(
        game=state.game,
        config=state.config.to_json(),
        outcomes=list(state.outcomes),
        actions=[(seat, action.to_json()) for seat, action in state.history],
        result=result_json(state),
        seed=seed,
        meta=dict(meta),
    )


def save(record: Record, path: str | Path) -> Path:
    path = Path(path)
    path.write_text(record.dumps(), encoding="utf-8")
    return path


def parse(data: Any) -> Record:
    """A Record from decoded JSON; a RecordError names the first thing that is wrong."""
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise RecordError(f"not a bullheads record (format {shown(data.get('format'))})")
    version = data.get("version", VERSION)
    if type(version) is not int or version != VERSION:
        raise RecordError(f"record version {shown(version)} is not supported (only {VERSION})")
    for key in ("game", "config", "actions"):
        if key not in data:
            raise RecordError(f"the record has no {key!r}")
    if not isinstance(data["game"], str):
        raise RecordError("'game' must be a game's name")
    if not isinstance(data["config"], dict):
        raise RecordError("'config' must be a JSON object")
    outcomes = data.get("outcomes", [])
    if not isinstance(outcomes, list):
        raise RecordError("'outcomes' must be a list")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise RecordError("'actions' must be a list of [seat, action]")
    pairs: list[tuple[int, dict[str, Any]]] = []
    for number, item in enumerate(actions, start=1):
        if not isinstance(item, list) or len(item) != 2 or not is_whole(item[0]):
            raise RecordError(f"action {number} must be [seat, action], not {shown(item)}")
        pairs.append((item[0], item[1]))
    seed = data.get("seed")
    if seed is not None and not is_whole(seed):
        raise RecordError("'seed' must be a whole number or null")
    result = data.get("result")
    if result is not None and not isinstance(result, dict):
        raise RecordError("'result' must be a JSON object or null")
    meta = data.get("meta") or {}
    if not isinstance(meta, dict):
        raise RecordError("'meta' must be a JSON object")
    return Record(data["game"], data["config"], outcomes, pairs, result, seed, meta)


def load(path: str | Path) -> Record:
    """Read a record file; every failure is a RecordError saying what and where."""
    path = Path(path)
    return parse(read_json(path, str(path), RecordError))


def replay(
    record: Record,
    game: Game[Any, Any],
    on_step: Callable[[State[Any, Any], int, Any, list[Any]], None] | None = None,
) -> State[Any, Any]:
    """Play the record's actions on a new state; the first bad one raises RecordError.

    `on_step(state, seat, action, events)` is called after each action (for viewers).
    """
    if record.game != game.name:
        raise RecordError(f"the record is of {record.game!r}, not {game.name!r}")
    try:
        config = game.config_from_json(record.config)
        state: State[Any, Any] = game.new(config, seed=record.seed or 0, outcomes=record.outcomes)
    except BullheadsError as error:
        raise RecordError(f"the record's set-up is not valid: {error}") from error
    for number, (seat, data) in enumerate(record.actions, start=1):
        try:
            action = game.action_from_json(data)
            events = state.act(seat, action)
        except (IllegalAction, RecordError) as error:
            reason = error.reason if isinstance(error, IllegalAction) else str(error)
            raise RecordError(f"action {number} {_entry(seat, data)} cannot be replayed: {reason}") from error
        if on_step is not None:
            on_step(state, seat, action, events)
    return state


def _entry(seat: int, data: Any) -> str:
    """A record's action entry as its JSON text, cut short when long, for a reason."""
    try:
        text = json.dumps([seat, data])
    except (ValueError, RecursionError):
        return "[...]"
    return text if len(text) <= ENTRY_SHOWN else f"{text[: ENTRY_SHOWN - 4]}...]"
