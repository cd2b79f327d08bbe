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
from bullheads.games.buffalo.actions import BuffaloAction, CardCard, Insert, Pass, Push, RowCard, Sort
from bullheads.games.buffalo.state import BuffaloState
from bullheads.games.buffalo.views import BuffaloView
from bullheads.games.take6.actions import Play, TakeRow
from bullheads.i18n import Translator
from bullheads.tui.buffalo_render import BuffaloRenderer
from bullheads.tui.seats import Seats
from bullheads.tui.session import Ask, GameUI, Prompt, Refused, start_session

PASS, BACK = "p", "b"


def _kind(action: BuffaloAction) -> str:
    """The special card an action of a team decision uses (BUF-10..BUF-17): removing a
    Stop! is a Stop! decision, choosing the next card of a Sort is a Sort."""
    if isinstance(action, RowCard):
        return "stop" if action.kind == "unstop" else action.kind
    if isinstance(action, CardCard):
        return "sort" if action.kind == "order" else action.kind
    if isinstance(action, Insert):
        return "insert"
    if isinstance(action, Push):
        return "push"
    return "sort" if isinstance(action, Sort) else "pass"


class BuffaloUI(GameUI):
    """Beat the Buffalo's renderer and parser (bullheads.tui.session.GameUI)."""

    def __init__(self, tr: Translator, seats: Seats, config: Any) -> None:
        super().__init__(tr, seats, config)
        self.render = BuffaloRenderer(tr, seats)
        self.asked: list[BuffaloAction] = []
        """The legal actions of the decision last asked."""
        self.kind: str | None = None
        """The special card chosen in the first step of a team decision, if any."""

    def intro(self, state: BuffaloState, seed: int, kinds: Sequence[str]) -> list[str]:
        return self.render.intro(state.config.players, seed)

    def _view(self, state: BuffaloState, ask: Ask) -> BuffaloView:
        """A team decision with several people is seen by all: nobody's hand shows."""
        return state.view(ask.person if ask.own or not ask.several else None)

    def table(self, state: BuffaloState, ask: Ask) -> list[str]:
        return self.render.situation(self._view(state, ask))

    def prompt(self, state: BuffaloState, ask: Ask) -> Prompt:
        """A card to play is typed as its number (only the person who owes it is asked, so
        the cards are their own), a row to take as its number (T6-09); any other team
        decision asks for the special card first, then what to do with it."""
        legal = self._legal(state, ask)
        tr = self.tr
        if all(isinstance(action, Play) for action in legal):
            text = tr.t("buf.prompt.card", name=self.render.name(ask.person))
            return Prompt([], text, list(self._answers(legal)))
        if all(isinstance(action, TakeRow) for action in legal):
            rows = list(self._answers(legal))
            return Prompt([], tr.t("buf.prompt.row", rows=", ".join(rows)), rows)
        if self.kind is None:
            kinds = self._kinds(legal)
            lines = [f"{number}: {self.render.special(kind)}" for number, kind in enumerate(kinds, start=1)]
            choices = [str(number) for number in range(1, len(kinds) + 1)]
            return Prompt(lines, tr.t("buf.prompt.special"), [*choices, PASS])
        uses = self._uses(legal)
        lines = self.render.choices([state.say_action(action) for action in uses])
        text = tr.t("buf.prompt.use", card=self.render.special(self.kind))
        return Prompt(lines, text, [*self._answers(uses), BACK])

    def _legal(self, state: BuffaloState, ask: Ask) -> list[BuffaloAction]:
        """The legal actions; a new decision forgets the special card chosen for the last."""
        legal = state.legal(ask.seat)
        if legal != self.asked:
            kinds = self._kinds(legal)
            only = len(kinds) == 1 and Pass() not in legal  # e.g. a Sort's next card
            self.asked, self.kind = legal, kinds[0] if only else None
        return legal

    @staticmethod
    def _kinds(legal: list[BuffaloAction]) -> list[str]:
        """The special cards a team decision may use, in the order of its legal actions."""
        return list(dict.fromkeys(_kind(action) for action in legal if not isinstance(action, Pass)))

    def _uses(self, legal: list[BuffaloAction]) -> list[BuffaloAction]:
        return [action for action in legal if _kind(action) == self.kind]

    @staticmethod
    def _answers(legal: list[BuffaloAction]) -> dict[str, BuffaloAction]:
        """What is typed for each legal action: a card, a row's 1-based number, or a line's."""
        if all(isinstance(action, Play) for action in legal):
            return {str(action.card): action for action in legal if isinstance(action, Play)}
        if all(isinstance(action, TakeRow) for action in legal):
            return {str(action.row + 1): action for action in legal if isinstance(action, TakeRow)}
        return {str(number): action for number, action in enumerate(legal, start=1)}

    def parse(self, state: BuffaloState, text: str, ask: Ask) -> list[BuffaloAction]:
        legal = self._legal(state, ask)
        tr = self.tr
        if all(isinstance(action, Play) for action in legal):
            return [
                self._pick(
                    legal, text, tr.t("buf.error.card", text=text, cards=" ".join(self._answers(legal)))
                )
            ]
        if all(isinstance(action, TakeRow) for action in legal):
            return [
                self._pick(
                    legal, text, tr.t("buf.error.row", text=text, rows=", ".join(self._answers(legal)))
                )
            ]
        if self.kind is not None:
            uses = self._uses(legal)
            if text in ("", BACK):
                self.kind = None
                raise Refused(*self.prompt(state, ask).lines)
            return [self._pick(uses, text, tr.t("buf.error", text=text, count=len(uses)))]
        if text in ("", PASS) and Pass() in legal:
            return [Pass()]
        kinds = self._kinds(legal)
        if not (text.isdigit() and 1 <= int(text) <= len(kinds)):
            raise Refused(tr.t("buf.error.special", text=text, count=len(kinds))) if text else Refused()
        self.kind = kinds[int(text) - 1]
        uses = self._uses(legal)
        if len(uses) == 1:
            return uses
        raise Refused(*self.prompt(state, ask).lines)

    def _pick(self, legal: list[BuffaloAction], text: str, error: str) -> BuffaloAction:
        answers = self._answers(legal)
        if text in answers:
            return answers[text]
        raise Refused(error) if text else Refused()

    def help(self, state: BuffaloState, ask: Ask) -> list[str]:
        return self.render.help()

    def events(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        return self.render.events(events)


new_buffalo_session = partial(start_session, BUFFALO_GAME, BuffaloUI)
"""A game of this kind at the terminal (bullheads.tui.session.new_session)."""
