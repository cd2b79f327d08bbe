"""A game's view as a JSON Schema, made from its declared view type (a TypedDict).

Each game declares what `view(seat)` returns (`Game.view_type`, a TypedDict in the
game's `views` module); the schema is made from that declaration alone, so it cannot
drift from what mypy checks. Clients written in other languages (the web client, bots
on the protocol) read it to know the fields a view has; tests check the web client's
reads and every view of seeded games against it.

The subset of JSON Schema made (and all that tests/viewschema_tools.py validates):
``type`` (object, array, integer, boolean, string, null), ``properties``,
``required``, ``additionalProperties`` (false for a TypedDict; a schema for a
``dict[str, X]``), ``items``, ``const`` (a Literal of one value), ``enum`` and
``anyOf`` (unions); ``{}`` for Any. ``description`` holds a TypedDict's docstring.
"""

from __future__ import annotations

import inspect
import types
from typing import (
    Any,
    Literal,
    NotRequired,
    Required,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

from bullheads.core.errors import BullheadsError
from bullheads.core.state import Game

JSON = dict[str, Any]
SCALARS: dict[Any, str] = {int: "integer", bool: "boolean", str: "string", type(None): "null"}
"""Python types and their JSON Schema types (a float never appears in a view)."""


def schema_of(declared: Any) -> JSON:
    """The JSON Schema of a declared view type (a TypedDict, or any type it uses)."""
    origin = get_origin(declared)
    if declared is Any:
        return {}
    if declared in SCALARS:
        return {"type": SCALARS[declared]}
    if is_typeddict(declared):
        return _object(declared)
    if origin in (NotRequired, Required):
        return schema_of(get_args(declared)[0])
    if origin is list:
        return {"type": "array", "items": schema_of(get_args(declared)[0])}
    if origin is dict:
        key, value = get_args(declared)
        if key is not str:
            raise BullheadsError(f"a view's object keys are strings, not {key}")
        return {"type": "object", "additionalProperties": schema_of(value)}
    if origin is Literal:
        values = list(get_args(declared))
        return {"const": values[0]} if len(values) == 1 else {"enum": values}
    if origin in (Union, types.UnionType):
        return {"anyOf": [schema_of(option) for option in get_args(declared)]}
    raise BullheadsError(f"no JSON Schema for {declared!r} in a declared view")


def _object(declared: Any) -> JSON:
    """A TypedDict: its fields; the ones it requires; no other field."""
    hints = get_type_hints(declared, include_extras=True)
    schema: JSON = {"type": "object"}
    doc = inspect.getdoc(declared)
    if doc:
        schema["description"] = doc
    schema["properties"] = {name: schema_of(hint) for name, hint in hints.items()}
    schema["required"] = [name for name, hint in hints.items() if _required(declared, name, hint)]
    schema["additionalProperties"] = False
    return schema


def _required(declared: Any, name: str, hint: Any) -> bool:
    """Whether a TypedDict's field is required: marked Required, or not marked NotRequired
    in a total class. (Python 3.11 does not see the marks in postponed annotations when it
    works out `__required_keys__`, so they are read from the hints here.)"""
    if get_origin(hint) is Required:
        return True
    return get_origin(hint) is not NotRequired and name in declared.__required_keys__


def view_schema(game: Game[Any, Any]) -> JSON:
    """The JSON Schema of `game`'s views, titled with the game's name."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"{game.name} view",
        **schema_of(game.view_type),
    }
