"""Saving a terminal game's record: when it ends, or when a person leaves.

Shared by every game's terminal client, so that each asks the same question, proposes
the same kind of file name and reports a failure the same way.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Any

from bullheads.core.record import record_of, save
from bullheads.core.state import State
from bullheads.i18n import Translator
from bullheads.tui.console import Console


def default_record_name(game: str, now: datetime.datetime) -> str:
    return f"bullheads-{game}-{now:%Y%m%d-%H%M%S}.json"


def offer_to_save(
    console: Console,
    tr: Translator,
    state: State[Any, Any],
    seed: int,
    kinds: Sequence[str],
    path: str | None,
) -> None:
    """Save the record to `path` (``--record``), or ask whether to and where."""
    if path is None:
        default = default_record_name(state.game, datetime.datetime.now())
        try:
            answer = console.ask(tr.t("prompt.save")).strip().lower()
            if answer not in tr.words("answer.yes"):
                return
            path = console.ask(tr.t("prompt.file", default=default)).strip() or default
        except (KeyboardInterrupt, EOFError):
            return
    record = record_of(state, seed=seed, seats=list(kinds), client="tui")
    try:
        saved = save(record, path)
    except OSError as error:
        console.say(tr.t("save.failed", path=path, reason=error.strerror or str(error)))
        return
    console.say(tr.t("save.done", path=saved))
