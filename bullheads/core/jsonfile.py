"""JSON text and files read with one clear error for every way they can fail.

Records, heads tables and the command line's JSON options all read JSON a person wrote
or handed over: a missing file, a binary file, bad JSON, a number too long for Python to
read or nesting too deep each become one error of the caller's kind, naming the input,
never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bullheads.core.errors import BullheadsError


def read_json(path: Path, name: str, error: type[BullheadsError]) -> Any:
    """The JSON value in the file at `path`; `error` says what failed, naming `name`."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as problem:
        raise error(f"cannot read {name}: {problem.strerror or problem}") from None
    except UnicodeDecodeError:
        raise error(f"{name} is not a text file") from None
    return decode_json(text, name, error)


def decode_json(text: str, name: str, error: type[BullheadsError]) -> Any:
    """The JSON value of `text`; every way JSON text can fail is an `error` naming `name`
    (also a number too long for Python to read and nesting too deep to read, which would
    otherwise escape as a ValueError or a RecursionError)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as problem:
        raise error(
            f"{name} is not valid JSON: {problem.msg} (line {problem.lineno}, column {problem.colno})"
        ) from None
    except ValueError as problem:  # Python's limit on the digits of an int read from text
        raise error(f"{name} holds a number too long to read: {problem}") from None
    except RecursionError:
        raise error(f"{name} nests its JSON arrays or objects too deeply to read") from None
