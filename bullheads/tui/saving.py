"""Saving a terminal game's record: when it ends, or when a person leaves.

Shared by every game's terminal client, so that each asks the same question, proposes
the same kind of file name and reports a failure the same way. A failed save asks
again for a file name instead of losing the record; ``--record`` is checked before the
game starts (bullheads.core.outputs), so that a game is not played for a record that
cannot be written.
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
    """Save the record to `path` (``--record``), or ask whether to and where; after a
    failure, ask for another file name until it is saved or the person gives up."""
    default = default_record_name(state.game, datetime.datetime.now())
    try:
        if path is None:
            answer = console.ask(tr.t("prompt.save")).strip().lower()
            if answer not in tr.words("answer.yes"):
                return
            path = console.ask(tr.t("prompt.file", default=default)).strip() or default
        record = record_of(state, seed=seed, seats=list(kinds), client="tui")
        while True:
            try:
                saved = save(record, path)
            except OSError as error:
                console.say(tr.t("save.failed", path=path, reason=error.strerror or str(error)))
                path = console.ask(tr.t("prompt.file_again")).strip()
                if not path:
                    console.say(tr.t("save.given_up"))
                    return
                continue
            console.say(tr.t("save.done" if state.over else "save.done_unfinished", path=saved))
            return
    except (KeyboardInterrupt, EOFError):
        return
