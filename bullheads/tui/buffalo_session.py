"""One game of Beat the Buffalo at the terminal: people at the keyboard, bots in their seats.

The loop only calls the contract. Each member chooses their own card (several people
pass the keyboard, and the screen is cleared between them). Team decisions belong to
seat 0, the team seat: when any person plays, the first person at the table answers them
for the team (the others talk it over, BUF-08); with no person, seat 0's bot is the
team policy. In a team window Enter or p passes at once. Ctrl-C, Ctrl-D or q leave; the
record can then be saved.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import make_bot
from bullheads.core.events import Event
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import BuffaloAction, Pass
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.state import TEAM, BuffaloState
from bullheads.i18n import Translator
from bullheads.tui.buffalo_render import BuffaloRenderer
from bullheads.tui.console import Console
from bullheads.tui.saving import offer_to_save
from bullheads.tui.seats import HUMAN, bot_seed, seat_names

HELP = frozenset({"?", "h"})
TABLE, LOG, QUIT, PASS = "t", "l", "q", "p"


class Quit(Exception):
    """The person at the keyboard asked to leave."""


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
        """Who answers for `seat`: its person; for the team seat's team decisions, the
        first person at the table; None: a bot."""
        if seat in self.humans:
            return seat
        if seat == TEAM and self.state.phase != "choose" and self.humans:
            return self.humans[0]
        return None

    def _ask(self, seat: int, person: int) -> BuffaloAction:
        legal = self.state.legal(seat)
        member_choice = self.state.phase in ("choose", "replace")
        several = len(self.humans) > 1
        if member_choice and several and self.at_keyboard not in (None, person):
            self.console.clear()
        self._show_events()
        if member_choice and several and self.at_keyboard != person:
            try:
                self.console.ask(self.tr.t("prompt.pass", name=self.render.name(person)))
            except (KeyboardInterrupt, EOFError):
                raise Quit from None
            self.at_keyboard = person
        view = self.state.view(person if member_choice or not several else None)
        self.say("", *self.render.situation(view), *self.render.choices(legal))
        if member_choice:
            prompt = self.tr.t("buf.prompt.card", name=self.render.name(person))
        else:
            prompt = self.tr.t("buf.prompt.team")
        while True:
            try:
                text = self.console.ask(prompt, [str(n) for n in range(1, len(legal) + 1)]).strip().lower()
            except (KeyboardInterrupt, EOFError):
                raise Quit from None
            if text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            if text in ("", PASS) and Pass() in legal:
                return Pass()
            if text in HELP:
                self.say(*self.render.help())
            elif text == TABLE:
                self.say(*self.render.situation(view), *self.render.choices(legal))
            elif text == LOG:
                self.say(*(self.render.events(self.last) or [self.tr.t("log.none")]))
            elif text == QUIT:
                raise Quit
            else:
                self.say(self.tr.t("buf.error", text=text, count=len(legal)))

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
