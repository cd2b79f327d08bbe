"""Beat the Buffalo at the terminal: its table and its parser for the shared session.

A seat's own card (and its Replace! card) is typed as its number; a row the team takes
as its number (T6-09); any other team decision (BUF-09's special cards, BUF-17's Sort) is
a numbered line. In a team window Enter or p passes at once. Who answers (a team
decision the first person at the table, BUF-08) and the shared keys are the session's
(bullheads.tui.session).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bullheads.core.events import Event
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import BuffaloAction, Pass
from bullheads.games.buffalo.state import BuffaloState
from bullheads.games.take6.actions import Play, TakeRow
from bullheads.i18n import Translator
from bullheads.tui.buffalo_render import BuffaloRenderer
from bullheads.tui.seats import Seats
from bullheads.tui.session import Ask, GameUI, Prompt, Refused, start_session

PASS = "p"


class BuffaloUI(GameUI):
    """Beat the Buffalo's renderer and parser (bullheads.tui.session.GameUI)."""

    def __init__(self, tr: Translator, seats: Seats, config: Any) -> None:
        super().__init__(tr, seats, config)
        self.render = BuffaloRenderer(tr, seats)

    def opening(self, state: BuffaloState) -> list[Event]:
        return list(state.events)

    def intro(self, state: BuffaloState, seed: int, kinds: Sequence[str]) -> list[str]:
        return self.render.intro(state.config.players, seed)

    def _view(self, state: BuffaloState, ask: Ask) -> dict[str, Any]:
        """A team decision with several people is seen by all: nobody's hand shows."""
        return state.view(ask.person if ask.own or not ask.several else None)

    def table(self, state: BuffaloState, ask: Ask) -> list[str]:
        return self.render.situation(self._view(state, ask))

    def prompt(self, state: BuffaloState, ask: Ask) -> Prompt:
        """A card to play is typed as its number (only the person who owes it is asked, so
        the cards are their own), a row to take as its number (T6-09), any other decision
        is a numbered line."""
        legal = state.legal(ask.seat)
        tr = self.tr
        if all(isinstance(action, Play) for action in legal):
            return Prompt(
                [], tr.t("buf.prompt.card", name=self.render.name(ask.person)), list(self._answers(legal))
            )
        if all(isinstance(action, TakeRow) for action in legal):
            rows = list(self._answers(legal))
            return Prompt([], tr.t("buf.prompt.row", rows=", ".join(rows)), rows)
        lines = self.render.choices(legal, self._view(state, ask))
        return Prompt(lines, tr.t("buf.prompt.team"), list(self._answers(legal)))

    @staticmethod
    def _answers(legal: list[BuffaloAction]) -> dict[str, BuffaloAction]:
        """What is typed for each legal action: a card, a row's 1-based number, or a line's."""
        if all(isinstance(action, Play) for action in legal):
            return {str(action.card): action for action in legal if isinstance(action, Play)}
        if all(isinstance(action, TakeRow) for action in legal):
            return {str(action.row + 1): action for action in legal if isinstance(action, TakeRow)}
        return {str(number): action for number, action in enumerate(legal, start=1)}

    def parse(self, state: BuffaloState, text: str, ask: Ask) -> list[BuffaloAction]:
        legal = state.legal(ask.seat)
        answers = self._answers(legal)
        if text in answers:
            return [answers[text]]
        if text in ("", PASS) and Pass() in legal:
            return [Pass()]
        if not text:
            raise Refused()
        tr = self.tr
        if all(isinstance(action, Play) for action in legal):
            raise Refused(tr.t("buf.error.card", text=text, cards=" ".join(answers)))
        if all(isinstance(action, TakeRow) for action in legal):
            raise Refused(tr.t("buf.error.row", text=text, rows=", ".join(answers)))
        raise Refused(tr.t("buf.error", text=text, count=len(legal)))

    def help(self, state: BuffaloState, ask: Ask) -> list[str]:
        return self.render.help()

    def events(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        return self.render.events(events)


new_buffalo_session = partial(start_session, BUFFALO_GAME, BuffaloUI)
"""A game of this kind at the terminal (bullheads.tui.session.new_session)."""
