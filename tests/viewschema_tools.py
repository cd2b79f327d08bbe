"""Tools for tests/test_views.py: a validator for the subset of JSON Schema that
bullheads.core.viewschema makes, and a reader of the web client's view reads.

The validator knows exactly the keywords the generator writes (see its module
docstring); any other keyword is an error, so a generator change cannot be validated
vacuously. The reader finds, in a JavaScript file, every read of a view: ``view.a``,
``ctx.view.a``, chains such as ``view.a.b`` or ``view.a?.b`` (a chain ends at an
index, a call or anything but a dotted name) and destructuring such as
``const { a, b: c } = view``. String literals and comments are blanked first, so
translation keys such as ``"t11.view.round"`` are not reads.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

KEYWORDS = {
    "$schema", "title", "description", "type", "properties", "required",
    "additionalProperties", "items", "const", "enum", "anyOf",
}  # fmt: skip
JSON_TYPES = {
    "object": lambda value: isinstance(value, dict),
    "array": lambda value: isinstance(value, list),
    "integer": lambda value: isinstance(value, int) and not isinstance(value, bool),
    "boolean": lambda value: isinstance(value, bool),
    "string": lambda value: isinstance(value, str),
    "null": lambda value: value is None,
}


def errors(schema: dict[str, Any], value: Any, where: str = "$") -> list[str]:
    """Every place where `value` breaks `schema`, as "path: what" lines (none: valid)."""
    unknown = set(schema) - KEYWORDS
    if unknown:
        raise ValueError(f"{where}: the validator does not know {sorted(unknown)}")
    if "anyOf" in schema:
        found = [errors(option, value, where) for option in schema["anyOf"]]
        if all(found):
            return [f"{where}: matches none of {len(found)} options ({'; '.join(min(found, key=len))})"]
        return []
    if "const" in schema and value != schema["const"]:
        return [f"{where}: {value!r} is not {schema['const']!r}"]
    if "enum" in schema and value not in schema["enum"]:
        return [f"{where}: {value!r} is not one of {schema['enum']!r}"]
    kind = schema.get("type")
    if kind is not None and not JSON_TYPES[kind](value):
        return [f"{where}: {type(value).__name__} {str(value)[:60]} is not {kind}"]
    if kind == "array":
        items = schema["items"]
        return [line for index, item in enumerate(value) for line in errors(items, item, f"{where}[{index}]")]
    if kind == "object":
        return _object_errors(schema, value, where)
    return []


def _object_errors(schema: dict[str, Any], value: dict[str, Any], where: str) -> list[str]:
    found = [f"{where}: no {name!r}" for name in schema.get("required", ()) if name not in value]
    declared = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    for name, item in value.items():
        if name in declared:
            found += errors(declared[name], item, f"{where}.{name}")
        elif extra is False:
            found.append(f"{where}: {name!r} is not declared")
        elif isinstance(extra, dict):
            found += errors(extra, item, f"{where}.{name}")
    return found


# --------------------------------------------------------------------------- the web client

STRING = re.compile(r"""'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|//[^\n]*|/\*.*?\*/""", re.S)
VIEW = r"(?<![\w$.])(?:ctx\.)?view"
CHAIN = re.compile(VIEW + r"((?:\??\.[A-Za-z_$][\w$]*)+)")
DESTRUCTURED = re.compile(r"(?:const|let|var)\s*\{([^{}]*)\}\s*=\s*" + VIEW + r"\b(?!\s*\??\.)")


def blanked(source: str) -> str:
    """`source` with string literals and comments replaced by spaces (lines kept)."""
    return STRING.sub(lambda match: re.sub(r"[^\n]", " ", match.group()), source)


def reads(source: str) -> Iterator[tuple[int, tuple[str, ...]]]:
    """Each read of a view in `source`: (line number, the chain of field names)."""
    text = blanked(source)
    for match in CHAIN.finditer(text):
        names = tuple(name for name in re.split(r"\??\.", match.group(1)) if name)
        yield text.count("\n", 0, match.start()) + 1, names
    for match in DESTRUCTURED.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        for part in match.group(1).split(","):
            name = part.split(":")[0].split("=")[0].strip().lstrip(".")
            if name:
                yield line, (name,)


def undeclared(schema: dict[str, Any], names: tuple[str, ...]) -> str | None:
    """The first field of the chain `names` that `schema` does not declare, as
    "a.b.c", or None. A chain is followed through objects with declared fields; it is
    no longer checked past an array, a string, a number or an open object (whose keys
    are data, such as the fan markers by name, or the config), where names are methods
    (``.length``, ``.map``) or data."""
    options = [schema]
    for depth, name in enumerate(names):
        objects = [option for option in _flat(options) if option.get("type") == "object"]
        fields = [option["properties"] for option in objects if "properties" in option]
        if not fields:
            keyed = [extra for option in objects if isinstance(extra := option.get(OPEN), dict)]
            if not keyed or not any(option.get("type") == "object" for option in _flat(keyed)):
                return None
            options = keyed
            continue
        options = [declared[name] for declared in fields if name in declared]
        if not options:
            return ".".join(names[: depth + 1])
    return None


OPEN = "additionalProperties"


def _flat(options: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [one for option in options for one in (_flat(option["anyOf"]) if "anyOf" in option else [option])]
