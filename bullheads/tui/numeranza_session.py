"""Numeranza at the terminal: its table and its parser for the shared session.

A person types the number of one of their `legal` actions, listed under the table. In
variant 5 the team seat's decision (V5-3) is answered by the first person at the table,
or by a bot when nobody plays: the session asks `team_decision()`
(bullheads.tui.session).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bullheads.core.events import Event
from bullheads.games.numeranza import NUMERANZA, NumeranzaState
from bullheads.games.numeranza.actions import NumeranzaAction
from bullheads.i18n import Translator
from bullheads.tui.numeranza_render import NumeranzaRenderer
from bullheads.tui.seats import Seats
from bullheads.tui.session import Ask, GameUI, Prompt, Refused, start_session


class NumeranzaUI(GameUI):
    """Numeranza's renderer and parser (bullheads.tui.session.GameUI)."""

    def __init__(self, tr: Translator, seats: Seats, config: Any) -> None:
        super().__init__(tr, seats, config)
        self.render = NumeranzaRenderer(tr, seats)

    def intro(self, state: NumeranzaState, seed: int, kinds: Sequence[str]) -> list[str]:
        return self.render.intro(state.view(None), seed, kinds)

    def table(self, state: NumeranzaState, ask: Ask) -> list[str]:
        return self.render.situation(state.view(ask.seat))

    def prompt(self, state: NumeranzaState, ask: Ask) -> Prompt:
        legal = state.legal(ask.seat)
        lines = self.render.choices([state.say_action(action) for action in legal])
        text = (
            self.tr.t("num.prompt.named", name=self.render.name(ask.person))
            if ask.several
            else self.tr.t("num.prompt")
        )
        return Prompt(lines, text, [str(number) for number in range(1, len(legal) + 1)])

    def parse(self, state: NumeranzaState, text: str, ask: Ask) -> list[NumeranzaAction]:
        legal = state.legal(ask.seat)
        if text.isdigit() and 1 <= int(text) <= len(legal):
            return [legal[int(text) - 1]]
        raise Refused(self.tr.t("num.error", text=text, count=len(legal)))

    def help(self, state: NumeranzaState, ask: Ask) -> list[str]:
        return self.render.help(state.view(ask.seat))

    def events(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        return self.render.events(events, viewer)


new_numeranza_session = partial(start_session, NUMERANZA, NumeranzaUI)
"""A game of this kind at the terminal (bullheads.tui.session.new_session)."""
