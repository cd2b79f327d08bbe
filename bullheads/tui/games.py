"""Every game's terminal client by game name, and resuming an unfinished game.

`bullheads play --resume FILE` reads a record, replays it with the game's own rules
(bullheads.core.record) and continues with the same seats, seed and language choice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bullheads.core.errors import RecordError
from bullheads.core.record import load, replay
from bullheads.games import get_game
from bullheads.i18n import Translator
from bullheads.tui.buffalo_session import BuffaloUI
from bullheads.tui.console import Console
from bullheads.tui.numeranza_session import NumeranzaUI
from bullheads.tui.seats import Seats
from bullheads.tui.session import GameUI, Session, start_session
from bullheads.tui.take6_session import Take6UI
from bullheads.tui.take11_session import Take11UI

UIS: dict[str, Callable[[Translator, Seats, Any], GameUI]] = {
    "take6": Take6UI,
    "take11": Take11UI,
    "buffalo": BuffaloUI,
    "numeranza": NumeranzaUI,
}
"""Each game's renderer and parser, by the game's name."""


def resume_session(path: str, console: Console, lang: str, record: str | None = None) -> Session:
    """The game stored in the record at `path`, replayed to where it stopped, with the
    same seats; saved to `record` (or where the person says) when it ends."""
    stored = load(path)
    game = get_game(stored.game)
    if stored.game not in UIS:
        raise RecordError(f"{path}: {stored.game} cannot be played in the terminal")
    kinds = stored.meta.get("seats")
    if not isinstance(kinds, list) or not all(isinstance(kind, str) for kind in kinds):
        raise RecordError(f"{path}: the record does not say who sits where (meta.seats)")
    state = replay(stored, game)
    if state.over:
        raise RecordError(f"{path}: the game is already over (bullheads replay {path} shows it)")
    seed = stored.seed or 0
    return start_session(game, UIS[stored.game], state.config, kinds, seed, console, lang, record, state)
