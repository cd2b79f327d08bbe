"""Where a command writes its output, checked before the work starts.

A command that plays for minutes (a match, a study, a training run) or a game a person
plays to its end must not fail at the last step because its output cannot be written:
every file or folder option is checked first, and a failure is one clear error naming
the option, the path and the reason, never a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bullheads.core.errors import BullheadsError


def check_file(option: str, path: str) -> None:
    """`option path` names a file that can be written: its folder exists and may be
    written, and the path is not a folder."""
    target = Path(path)
    folder = target.parent
    if target.is_dir():
        raise BullheadsError(f"{option} {path}: is a folder, not a file")
    if not folder.is_dir():
        raise BullheadsError(f"{option} {path}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise BullheadsError(f"{option} {path}: not writable")


def make_folder(option: str, path: str) -> Path:
    """The folder `path` of `option`, made with its parents if needed, and writable."""
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise BullheadsError(f"{option} {path}: is a file, not a folder") from None
    except OSError as error:
        raise BullheadsError(f"{option} {path}: cannot make the folder ({error.strerror or error})") from None
    if not os.access(folder, os.W_OK):
        raise BullheadsError(f"{option} {path}: not writable")
    return folder


@contextmanager
def writing(option: str, path: str | Path) -> Iterator[None]:
    """Writes to the output of `option` that fail after the checks (a full disk, a path
    removed meanwhile) end in one clear error naming it."""
    try:
        yield
    except OSError as error:
        raise BullheadsError(f"{option} {path}: could not write ({error.strerror or error})") from None
