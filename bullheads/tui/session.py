"""One game at the terminal, for every game: people at the keyboard, bots in their seats.

The loop only calls the contract. Who answers is what the game says: every seat in
`to_act()` owes a decision; the seat `team_decision()` names is the whole team's, so the
first person at the table answers it (the others talk it over), or that seat's bot when
nobody plays; any other seat is answered by its person, or played by its bot with
`bullheads.bots.base.decide`. People decide before bots, so every person chooses before
the bots of a simultaneous choice. The shared keys (help, table, score pad, last turn,
quit) are read here; each game supplies a `GameUI`: its table, its prompt, how a typed
line becomes actions, its help and any keys of its own. Several people share the
keyboard: the screen is cleared before another person's own decision. Leaving (q or
Ctrl-C) asks for confirmation; Ctrl-D leaves at once. At the end, or on leaving, the
record can be saved; a failed save asks again.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import make_bot
from bullheads.core.events import Event
from bullheads.core.outputs import check_file
from bullheads.core.state import Game, State
from bullheads.i18n import Translator
from bullheads.tui.console import Console
from bullheads.tui.saving import offer_to_save
from bullheads.tui.seats import HUMAN, Seats, bot_seed, seat_names

HELP = frozenset({"?", "h"})
TABLE, SCORES, LOG, QUIT = "t", "s", "l", "q"
SLOW = 1.0
"""Seconds of thinking after which the time the bots took is said."""


class Quit(Exception):
    """The person at the keyboard asked to leave (q, Ctrl-C or Ctrl-D)."""


class Refused(Exception):
    """A typed line that asks for no action: a command's output, or why it is refused."""

    def __init__(self, *lines: str) -> None:
        super().__init__(*lines)
        self.lines = lines


@dataclasses.dataclass(frozen=True, slots=True)
class Ask:
    """Who is asked a decision: `seat` owes it, `person` types it; `several` is true when
    more than one person shares the keyboard (prompts then name the person)."""

    seat: int
    person: int
    several: bool
    own: bool
    """The seat's own decision (not the team's): only its person may see it."""


@dataclasses.dataclass(frozen=True, slots=True)
class Prompt:
    """A decision as asked: the lines after the table, the prompt, Tab's completions."""

    lines: list[str]
    text: str
    choices: list[str]


class GameUI:
    """What a game gives the terminal session: its renderer and its parser.

    The defaults serve games without keys of their own, whose `l` shows the events last
    shown and whose score pad is the game's `result()` so far.
    """

    def __init__(self, tr: Translator, seats: Seats, config: Any) -> None:
        self.tr = tr
        self.seats = seats

    def opening(self, state: Any) -> list[Event]:
        """The events before the first decision of a new game."""
        return list(state.opening)

    def intro(self, state: Any, seed: int, kinds: Sequence[str]) -> list[str]:
        raise NotImplementedError

    def table(self, state: Any, ask: Ask) -> list[str]:
        """The table as `ask.person` may see it while deciding."""
        raise NotImplementedError

    def prompt(self, state: Any, ask: Ask) -> Prompt:
        raise NotImplementedError

    def parse(self, state: Any, text: str, ask: Ask) -> list[Any]:
        """The actions a typed line asks for (lower case, stripped); else raise Refused."""
        raise NotImplementedError

    def help(self, state: Any, ask: Ask) -> list[str]:
        """The game's help: its keys and its rules in short."""
        raise NotImplementedError

    def events(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        raise NotImplementedError

    def keys(self, state: Any, ask: Ask) -> Mapping[str, Callable[[], list[str]]]:
        """The game's own keys (e.g. Take 6!'s card tracker) and what each shows."""
        return {}

    def log(self, kept: list[Event], shown: list[Event]) -> list[Event]:
        """What `l` shows after `shown` was shown, given what it showed before."""
        return shown or kept

    def score_pad(self, state: Any) -> list[str]:
        """The scores so far by seat, as `result()` gives them."""
        names = self.seats.names
        scores = zip(names, state.result().scores, strict=False)
        return [self.tr.t("score.title"), *(f"  {name}: {score}" for name, score in scores)]

    def standings(self, state: Any) -> list[str]:
        """Who won a game that is over, from `result()`; games whose events already show
        their standings (Take 6!'s, Take 11!'s) show none here."""
        if not state.over:
            return []
        names = self.seats.names
        winners = ", ".join(names[seat] for seat in state.result().winners if seat < len(names))
        if not winners:
            return [self.tr.t("score.none_won")]
        return [self.tr.plural("result.winners", winners.count(", ") + 1, names=winners)]


class Session:
    """Plays `state` to the end (or until someone quits), then offers to save it.

    `kinds` names who sits in each seat of the table ("human" or a bot's name); a team
    seat after them (Numeranza's) is answered by a person, or a bot. `record` is
    where to save without asking (``--record``); `opening` are the events before the first
    decision (none when a game is resumed).
    """

    def __init__(
        self,
        state: State[Any, Any],
        kinds: Sequence[str],
        ui: GameUI,
        console: Console,
        seed: int,
        record: str | None = None,
        opening: Sequence[Event] = (),
    ) -> None:
        self.state = state
        self.kinds = list(kinds)
        self.ui = ui
        self.tr = ui.tr
        self.console = console
        self.seed = seed
        self.record = record
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, state.game, bot_seed(seed, seat))
            for seat, kind in enumerate(self.kinds)
            if kind != HUMAN
        }
        self.humans = [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN]
        self.unseen: list[Event] = list(opening)
        """Events not shown yet: shown together before the next person decides."""
        self.log: list[Event] = []
        self.at_keyboard: int | None = None

    def say(self, *lines: str) -> None:
        for line in lines:
            self.console.say(line)

    def run(self) -> None:
        self.say(*self.ui.intro(self.state, self.seed, self.kinds))
        try:
            while not self.state.over:
                self._step()
            self._show_events()
            self.say("", *self.ui.score_pad(self.state), *self.ui.standings(self.state))
        except (Quit, KeyboardInterrupt):  # Ctrl-C while a bot thinks leaves at once
            self._show_events()
            self.say("", self.tr.t("quit.unfinished"))
        self.say("")
        offer_to_save(self.console, self.tr, self.state, self.seed, self.kinds, self.record)
        self.say(self.tr.t("bye"))

    def _step(self) -> None:
        """Every seat that owes a decision now decides: people first, then bots."""
        for seat in sorted(self.state.to_act(), key=lambda seat: self._person_for(seat) is None):
            if self.state.over or seat not in self.state.to_act():
                continue
            person = self._person_for(seat)
            if person is None:
                self._act(seat, [self._think(seat)])
            else:
                own = seat != self.state.team_decision()
                self._act(seat, self._ask(seat, person))
                if own and len(self.humans) > 1:
                    self.console.clear()  # the next person must not see this one's hand

    def _person_for(self, seat: int) -> int | None:
        """Who answers for `seat`, as the game says: a team decision (`team_decision()`)
        the first person at the table; the seat's own decision its person; None: its bot."""
        if seat == self.state.team_decision() and self.humans:
            return self.humans[0]
        return seat if seat in self.humans else None

    def _think(self, seat: int) -> Any:
        """The bot's decision; while it thinks, a line says so (and how long, past SLOW)."""
        if self.humans:
            names = self.ui.seats.names
            name = names[seat] if seat < len(names) else self.tr.t("seat.team")
            self.say(self.tr.t("bots.thinking", name=name))
        start = time.monotonic()
        action = decide(self._bot(seat), self.state, seat)
        spent = time.monotonic() - start
        if self.humans and spent > SLOW:
            self.say(self.tr.t("bots.thought", seconds=f"{spent:.1f}"))
        return action

    def _bot(self, seat: int) -> Bot:
        """The bot of `seat`; a team seat after the table's (Numeranza's V5-3, asked only
        when nobody plays) gets the first seat's kind of bot, with its own seed."""
        if seat not in self.bots:
            self.bots[seat] = make_bot(self.kinds[0], self.state.game, bot_seed(self.seed, seat))
        return self.bots[seat]

    def _act(self, seat: int, actions: list[Any]) -> None:
        """Each action in turn while the seat still owes a decision and may make it."""
        for action in actions:
            if self.state.over or seat not in self.state.to_act() or action not in self.state.legal(seat):
                return
            events = self.state.act(seat, action)
            self.unseen += events

    # ------------------------------------------------------------------ people

    def _ask(self, seat: int, person: int) -> list[Any]:
        """The decision of `person` for `seat`, asked until a typed line gives actions."""
        own = seat != self.state.team_decision()
        several = len(self.humans) > 1
        ask = Ask(seat, person, several, own)
        if own and several and self.at_keyboard != person:
            self.console.clear()
            self._show_events()
            self._read(self.tr.t("prompt.pass", name=self.ui.seats.names[person]))
            self.at_keyboard = person
        else:
            self._show_events()
        prompt = self.ui.prompt(self.state, ask)
        self.say("", *self.ui.table(self.state, ask), *prompt.lines)
        while True:
            text = self._read(prompt.text, prompt.choices).strip().lower()
            try:
                actions = self._answer(text, ask, prompt)
            except Refused as refused:
                self.say(*refused.lines)
                prompt = self.ui.prompt(self.state, ask)  # a game may ask in steps
                continue
            if actions:
                return actions

    def _answer(self, text: str, ask: Ask, prompt: Prompt) -> list[Any]:
        """The shared keys first, then the game's own, then the game's parser."""
        state = self.state
        if text in HELP:
            raise Refused(*self.ui.help(state, ask))
        if text == TABLE:
            raise Refused(*self.ui.table(state, ask), *prompt.lines)
        if text == SCORES:
            raise Refused(*self.ui.score_pad(state))
        if text == LOG:
            lines = [line for line in self.ui.events(self.log, self._viewer()) if line]
            raise Refused(*(lines or [self.tr.t("log.none")]))
        if text == QUIT:
            self._leave()
            return []
        keys = self.ui.keys(state, ask)
        if text in keys:
            raise Refused(*keys[text]())
        return self.ui.parse(state, text, ask)

    def _read(self, prompt: str, choices: Sequence[str] = ()) -> str:
        """One typed line; Ctrl-C asks whether to leave, Ctrl-D leaves."""
        while True:
            try:
                return self.console.ask(prompt, choices)
            except EOFError:
                raise Quit from None
            except KeyboardInterrupt:
                self._leave()

    def _leave(self) -> None:
        """Leave only when the person confirms; a second Ctrl-C or Ctrl-D confirms too."""
        try:
            answer = self.console.ask(self.tr.t("prompt.leave")).strip().lower()
        except (KeyboardInterrupt, EOFError):
            raise Quit from None
        if answer in self.tr.words("answer.yes"):
            raise Quit

    # ------------------------------------------------------------------ showing

    def _viewer(self) -> int | None:
        """Whose secrets the shown events may carry: the only person, else nobody's."""
        return self.ui.seats.me

    def _show_events(self) -> None:
        events, self.unseen = self.unseen, []
        self.log = self.ui.log(self.log, events)
        self.say(*self.ui.events(events, self._viewer()))


def start_session(
    game: Game[Any, Any],
    make_ui: Callable[[Translator, Seats, Any], GameUI],
    config: Any,
    kinds: Sequence[str],
    seed: int,
    console: Console,
    lang: str,
    record: str | None = None,
    state: State[Any, Any] | None = None,
) -> Session:
    """A game of `game`: `kinds` says who sits in each seat, "human" or a bot's name;
    `state` is a game resumed from its record, else a new one is dealt from `seed`.
    Each bot gets its own seed derived from the game's, so the same seed and the same
    answers from the people replay the same game."""
    if record is not None:
        check_file("--record", record)
    tr = Translator(lang)
    ui = make_ui(tr, seat_names(tr, [kind == HUMAN for kind in kinds]), config)
    if state is not None:
        return Session(state, kinds, ui, console, seed, record)
    state = game.new(config, seed=seed)
    return Session(state, kinds, ui, console, seed, record, opening=ui.opening(state))
