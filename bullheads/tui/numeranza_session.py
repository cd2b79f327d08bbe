"""One game of Numeranza at the terminal: people at the keyboard, bots in their seats.

The loop only calls the contract: whoever `to_act()` names decides, people first, by
typing the number of one of their `legal` actions. In variant 5 the team seat is filled
by the first person at the table (or by a bot when nobody plays). Ctrl-C, Ctrl-D or q
leave; the record can then be saved.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import cast

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import make_bot
from bullheads.core.events import Event
from bullheads.core.record import record_of, save
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, NumeranzaState
from bullheads.games.numeranza.actions import NumeranzaAction
from bullheads.i18n import Translator
from bullheads.tui.console import Console
from bullheads.tui.numeranza_render import NumeranzaRenderer
from bullheads.tui.seats import HUMAN, Seats, bot_seed, seat_names

HELP = frozenset({"?", "h"})
TABLE, LOG, QUIT = "t", "l", "q"


class Quit(Exception):
    """The person at the keyboard asked to leave."""


class NumeranzaSession:
    """Plays `state` to the end (or until someone quits), then offers to save it."""

    def __init__(
        self,
        state: NumeranzaState,
        bots: dict[int, Bot],
        names: Seats,
        console: Console,
        tr: Translator,
        seed: int,
        record: str | None = None,
    ) -> None:
        self.state = state
        self.bots = bots
        self.console = console
        self.tr = tr
        self.render = NumeranzaRenderer(tr, names)
        self.seed = seed
        self.record = record
        seats = state.rules.seats(state.config.players)
        self.humans = [seat for seat in range(seats) if seat not in bots]
        self.unseen: list[Event] = list(state.opening)
        self.last: list[Event] = []
        self.at_keyboard: int | None = None

    def kinds(self) -> list[str]:
        return [self.bots[s].name if s in self.bots else HUMAN for s in range(self.state.config.players)]

    def say(self, *lines: str) -> None:
        for line in lines:
            self.console.say(line)

    def viewer(self) -> int | None:
        """Whose eyes the shared screen shows: the only person at the table, else nobody's."""
        people = [seat for seat in self.humans if seat < self.state.config.players]
        return people[0] if len(people) == 1 else None

    def run(self) -> None:
        self.say(*self.render.intro(self.state.view(None), self.seed, self.kinds()))
        try:
            while not self.state.over:
                self._step()
            self._show_events()
        except (Quit, KeyboardInterrupt):
            self._show_events()
            self.say("", self.tr.t("quit.unfinished"))
        self.say("")
        self._save()
        self.say(self.tr.t("bye"))

    def _step(self) -> None:
        for seat in sorted(self.state.to_act(), key=lambda s: s in self.bots):
            if seat not in self.state.to_act():
                continue
            bot = self.bots.get(seat)
            legal = self.state.legal(seat)
            if bot is None:
                action = self._ask(seat, legal)
            else:
                action = cast(NumeranzaAction, decide(bot, self.state, seat))
            events = self.state.act(seat, action)
            self.unseen += events
            self.last = events

    def _ask(self, seat: int, legal: Sequence[NumeranzaAction]) -> NumeranzaAction:
        players = self.state.config.players
        several = len([s for s in self.humans if s < players]) > 1
        secret = several and seat < players  # the team's choice (V5-3) hides nothing
        if secret and self.at_keyboard not in (None, seat):
            self.console.clear()
        self._show_events()
        if secret and self.at_keyboard != seat:
            self._pass_keyboard(seat)
            self.at_keyboard = seat
        view = self.state.view(seat)
        self.say("", *self.render.situation(view), *self.render.choices(view, legal))
        prompt = (
            self.tr.t("num.prompt.named", name=self.render.name(seat)) if several else self.tr.t("num.prompt")
        )
        while True:
            try:
                text = self.console.ask(prompt, [str(n) for n in range(1, len(legal) + 1)]).strip().lower()
            except (KeyboardInterrupt, EOFError):
                raise Quit from None
            if text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            if text in HELP:
                self.say(*self.render.help(view))
            elif text == TABLE:
                self.say(*self.render.situation(view), *self.render.choices(view, legal))
            elif text == LOG:
                self.say(*(self.render.events(self.last, self.viewer()) or [self.tr.t("log.none")]))
            elif text == QUIT:
                raise Quit
            else:
                self.say(self.tr.t("num.error", text=text, count=len(legal)))

    def _pass_keyboard(self, seat: int) -> None:
        """Hot-seat: the screen was cleared of the previous person's secrets; the next
        person takes the keyboard before their hand is shown."""
        try:
            self.console.ask(self.tr.t("prompt.pass", name=self.render.name(seat)))
        except (KeyboardInterrupt, EOFError):
            raise Quit from None

    def _show_events(self) -> None:
        events, self.unseen = self.unseen, []
        self.say(*self.render.events(events, self.viewer()))

    def _save(self) -> None:
        path = self.record
        if path is None:
            default = f"bullheads-numeranza-{datetime.datetime.now():%Y%m%d-%H%M%S}.json"
            try:
                answer = self.console.ask(self.tr.t("prompt.save")).strip().lower()
                if answer not in self.tr.words("answer.yes"):
                    return
                path = self.console.ask(self.tr.t("prompt.file", default=default)).strip() or default
            except (KeyboardInterrupt, EOFError):
                return
        record = record_of(self.state, seed=self.seed, seats=self.kinds(), client="tui")
        try:
            saved = save(record, path)
        except OSError as error:
            self.say(self.tr.t("save.failed", path=path, reason=error.strerror or str(error)))
            return
        self.say(self.tr.t("save.done", path=saved))


def new_numeranza_session(
    config: NumeranzaConfig,
    kinds: Sequence[str],
    seed: int,
    console: Console,
    lang: str,
    record: str | None = None,
) -> NumeranzaSession:
    """A new game: `kinds` names who sits in each player seat ("human" or a bot)."""
    tr = Translator(lang)
    state = NUMERANZA.new(config, seed=seed)
    seats = state.rules.seats(config.players)
    team_kind = HUMAN if HUMAN in kinds else kinds[0]
    all_kinds = [*kinds, *([team_kind] * (seats - len(kinds)))]
    bots = {
        seat: make_bot(kind, NUMERANZA.name, bot_seed(seed, seat))
        for seat, kind in enumerate(all_kinds)
        if kind != HUMAN
    }
    names = seat_names(tr, [kind == HUMAN for kind in kinds])
    return NumeranzaSession(state, bots, names, console, tr, seed, record)
