"""One game of Beat the Buffalo at the terminal: people at the keyboard, bots in their seats.

The loop only calls the contract: who answers comes from `to_act()` and
`team_decision()`, what may be typed from `legal(seat)`. A seat's own decision (its card,
its Replace! card) is asked of its person only, or played by its bot; several people pass
the keyboard, and the screen is cleared between them. A team decision (the seat the game
names in `team_decision()`) is answered by the first person at the table (the others
talk it over, BUF-08); with no person, that seat's bot is the team policy. In a team
window Enter or p passes at once. Ctrl-C, Ctrl-D or q leave; the record can then be
saved.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, cast

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import make_bot
from bullheads.core.events import Event
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import BuffaloAction, Pass
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.state import BuffaloState
from bullheads.games.take6.actions import Play, TakeRow
from bullheads.i18n import Translator
from bullheads.tui.buffalo_render import BuffaloRenderer
from bullheads.tui.console import Console
from bullheads.tui.saving import offer_to_save
from bullheads.tui.seats import HUMAN, bot_seed, seat_names

HELP = frozenset({"?", "h"})
TABLE, LOG, QUIT, PASS = "t", "l", "q", "p"


class Quit(Exception):
    """The person at the keyboard asked to leave."""


@dataclasses.dataclass(frozen=True, slots=True)
class Question:
    """A decision as asked at the keyboard: the lines listing the choices (if numbered),
    the prompt, each accepted answer with its action, and the message for any other."""

    lines: list[str]
    prompt: str
    answers: dict[str, BuffaloAction]
    error: Callable[[str], str]


class BuffaloSession:
    """Plays `state` to the end (or until someone quits), then offers to save it."""

    def __init__(
        self,
        state: BuffaloState,
        kinds: Sequence[str],
        console: Console,
        tr: Translator,
        seed: int,
        record: str | None = None,
    ) -> None:
        self.state = state
        self.kinds = list(kinds)
        self.console = console
        self.tr = tr
        self.seed = seed
        self.record = record
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, BUFFALO_GAME.name, bot_seed(seed, seat))
            for seat, kind in enumerate(kinds)
            if kind != HUMAN
        }
        self.humans = [seat for seat, kind in enumerate(kinds) if kind == HUMAN]
        self.render = BuffaloRenderer(tr, seat_names(tr, [kind == HUMAN for kind in kinds]))
        self.unseen: list[Event] = list(state.events)
        self.last: list[Event] = []
        self.at_keyboard: int | None = None

    def say(self, *lines: str) -> None:
        for line in lines:
            self.console.say(line)

    def run(self) -> None:
        self.say(*self.render.intro(self.state.config.players, self.seed))
        try:
            while not self.state.over:
                self._step()
            self._show_events()
        except (Quit, KeyboardInterrupt):
            self._show_events()
            self.say("", self.tr.t("quit.unfinished"))
        self.say("")
        offer_to_save(self.console, self.tr, self.state, self.seed, self.kinds, self.record)
        self.say(self.tr.t("bye"))

    def _step(self) -> None:
        state = self.state
        for seat in sorted(state.to_act(), key=lambda s: s in self.bots):
            if seat not in state.to_act():
                continue
            person = self._person_for(seat)
            if person is None:
                action = cast(BuffaloAction, decide(self.bots[seat], state, seat))
            else:
                action = self._ask(seat, person)
            events = state.act(seat, action)
            self.unseen += events
            self.last = events

    def _person_for(self, seat: int) -> int | None:
        """Who answers for `seat`, as the game says: a team decision (`team_decision()`)
        the first person at the table; the seat's own decision its person; None: its bot."""
        if seat == self.state.team_decision() and self.humans:
            return self.humans[0]
        return seat if seat in self.humans else None

    def _ask(self, seat: int, person: int) -> BuffaloAction:
        legal = self.state.legal(seat)
        own = seat != self.state.team_decision()
        several = len(self.humans) > 1
        if own and several and self.at_keyboard not in (None, person):
            self.console.clear()
        self._show_events()
        if own and several and self.at_keyboard != person:
            try:
                self.console.ask(self.tr.t("prompt.pass", name=self.render.name(person)))
            except (KeyboardInterrupt, EOFError):
                raise Quit from None
            self.at_keyboard = person
        view = self.state.view(person if own or not several else None)
        question = self._question(legal, person, view)
        self.say("", *self.render.situation(view), *question.lines)
        while True:
            try:
                text = self.console.ask(question.prompt, list(question.answers)).strip().lower()
            except (KeyboardInterrupt, EOFError):
                raise Quit from None
            if text in question.answers:
                return question.answers[text]
            if text in ("", PASS) and Pass() in legal:
                return Pass()
            if not text:
                continue
            if text in HELP:
                self.say(*self.render.help())
            elif text == TABLE:
                self.say(*self.render.situation(view), *question.lines)
            elif text == LOG:
                self.say(*(self.render.events(self.last) or [self.tr.t("log.none")]))
            elif text == QUIT:
                raise Quit
            else:
                self.say(question.error(text))

    def _question(self, legal: list[BuffaloAction], person: int, view: dict[str, Any]) -> Question:
        """How a decision is asked, from the legal actions: a card to play is typed as its
        number (only the person who owes it is asked, so the cards are their own), a row to
        take as its number (T6-09), any other decision is a numbered line."""
        tr = self.tr
        if all(isinstance(action, Play) for action in legal):
            cards: dict[str, BuffaloAction] = {
                str(action.card): action for action in legal if isinstance(action, Play)
            }
            listed = " ".join(cards)
            prompt = tr.t("buf.prompt.card", name=self.render.name(person))
            return Question([], prompt, cards, lambda text: tr.t("buf.error.card", text=text, cards=listed))
        if all(isinstance(action, TakeRow) for action in legal):
            rows: dict[str, BuffaloAction] = {
                str(action.row + 1): action for action in legal if isinstance(action, TakeRow)
            }
            listed = ", ".join(rows)
            prompt = tr.t("buf.prompt.row", rows=listed)
            return Question([], prompt, rows, lambda text: tr.t("buf.error.row", text=text, rows=listed))
        answers = {str(number): action for number, action in enumerate(legal, start=1)}
        lines = self.render.choices(legal, view)
        prompt = tr.t("buf.prompt.team")
        return Question(lines, prompt, answers, lambda text: tr.t("buf.error", text=text, count=len(legal)))

    def _show_events(self) -> None:
        events, self.unseen = self.unseen, []
        self.say(*self.render.events(events))


def new_buffalo_session(
    config: BuffaloConfig,
    kinds: Sequence[str],
    seed: int,
    console: Console,
    lang: str,
    record: str | None = None,
) -> BuffaloSession:
    """A new game: `kinds` names who sits in each member seat ("human" or a bot)."""
    return BuffaloSession(BUFFALO_GAME.new(config, seed=seed), kinds, console, Translator(lang), seed, record)
