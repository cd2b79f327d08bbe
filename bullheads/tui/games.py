"""Every game's terminal client by game name: resuming an unfinished game, and a
record told in words.

`bullheads play --resume FILE` reads a record, replays it with the game's own rules
(bullheads.core.record) and continues with the same seats and seed. `bullheads replay`
tells a record with the same renderer as the game at the terminal: names, seats and
rows numbered from 1.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bullheads.core.errors import RecordError
from bullheads.core.events import Event
from bullheads.core.record import Record, load, replay
from bullheads.core.state import State
from bullheads.games import get_game
from bullheads.i18n import Translator
from bullheads.tui.buffalo_session import BuffaloUI
from bullheads.tui.console import Console
from bullheads.tui.numeranza_session import NumeranzaUI
from bullheads.tui.seats import HUMAN, Seats, bot_name, seat_names
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


class Teller:
    """A record told in words: its seats, each step and the result (`bullheads replay`)."""

    def __init__(self, record: Record, config: Any, lang: str) -> None:
        self.tr = Translator(lang)
        self.record = record
        kinds = record.meta.get("seats")
        self.kinds: list[str] = [str(kind) for kind in kinds] if isinstance(kinds, list) else []
        players = max(
            len(self.kinds), config.players if isinstance(getattr(config, "players", None), int) else 0
        )
        seats = seat_names(self.tr, [True] * players)  # nobody is "you" in a replay
        self.ui = UIS[record.game](self.tr, seats, config) if record.game in UIS else None
        self.names = seats.names

    def seat(self, seat: int) -> str:
        """A seat by its name, numbered from 1 as at the table."""
        return self.names[seat] if seat < len(self.names) else self.tr.t("seat.team")

    def head(self) -> list[str]:
        tr, record = self.tr, self.record
        seed = "-" if record.seed is None else record.seed
        lines = [tr.t("replay.title", game=record.game, seed=seed, actions=len(record.actions))]
        if self.kinds:
            person = tr.t("replay.person")
            seats = ", ".join(
                f"{self.seat(seat)} ({person})"
                if kind == HUMAN
                else tr.t("intro.bot", name=self.seat(seat), bot=bot_name(tr, kind))
                for seat, kind in enumerate(self.kinds)
            )
            lines.append(tr.t("intro.seats", seats=seats))
        return lines

    def step(
        self, number: int, seat: int, state: State[Any, Any], action: Any, events: list[Event]
    ) -> list[str]:
        """One action, numbered from 1, and what it caused as the game's screen says it."""
        said = self.ui.events(events, None) if self.ui is not None else []
        return [
            f"{number}. {self.seat(seat)}: {state.describe(action)}",
            *(f"   {line}" for line in said if line),
        ]

    def result(self, state: State[Any, Any]) -> list[str]:
        if self.ui is None:
            return []
        over = self.tr.t("replay.over" if state.over else "replay.unfinished")
        return [over, *self.ui.score_pad(state), *GameUI.standings(self.ui, state)]
