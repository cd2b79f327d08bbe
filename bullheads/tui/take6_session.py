"""One game of Take 6! at the terminal: people at the keyboard, bots in their seats.

The loop only calls the contract: it asks `to_act()` who decides, offers `legal(seat)`
to people (by number) and to bots (`decide(bot, state, seat)`), applies the choice with
`act`, and shows the events that come back. In a simultaneous choice every person
chooses before the bots, and all choose before the reveal (T6-04). With the Digit Flip
(FAN-FLIP-2) a person types ``f31`` or ``31f`` to play 31 flipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import make_bot
from bullheads.core.events import Event
from bullheads.games.take6 import TAKE6, Play, Take6Action, Take6Config, Take6State, TakeRow
from bullheads.games.take6.events import CardsRevealed, RoundScored
from bullheads.i18n import Translator
from bullheads.tui.console import Console
from bullheads.tui.saving import offer_to_save
from bullheads.tui.seats import HUMAN, Seats, bot_seed, seat_names
from bullheads.tui.take6_render import Renderer

HELP = frozenset({"?", "h"})
TABLE, SCORES, LOG, QUIT = "t", "s", "l", "q"
CARDS = "c"
"""The played-card tracker: what this seat has seen of the round's cards and what not."""
FLIP = "f"
"""FAN-FLIP-2: ``f31`` (or ``31f``) plays 31 with its digits flipped."""
NOT_ALLOWED = {"choose": "error.not_held", "row": "error.row_range", "draft": "error.not_in_pool"}
"""What a number that is not a legal choice means, per phase."""
PROMPTS = {"choose": "prompt.card", "row": "prompt.row", "draft": "prompt.draft"}


class Quit(Exception):
    """The person at the keyboard asked to leave (q, Ctrl-C or Ctrl-D)."""


class Session:
    """Plays `state` to the end (or until someone quits), then offers to save it.

    `bots` holds a bot for every seat no person sits in. `record` is where to save
    without asking (``--record``); otherwise the person is asked.
    """

    def __init__(
        self,
        state: Take6State,
        bots: dict[int, Bot],
        names: Seats,
        console: Console,
        tr: Translator,
        seed: int,
        record: str | None = None,
    ) -> None:
        self.state = state
        self.bots = bots
        self.humans = [seat for seat in range(state.config.players) if seat not in bots]
        self.console = console
        self.tr = tr
        self.render = Renderer(tr, names)
        self.seed = seed
        self.record = record
        self.unseen: list[Event] = list(state.opening)
        """Events not shown yet: shown together before the next person decides."""
        self.turn_events: list[Event] = []
        """The events of the last turn revealed, from the reveal to its last placing."""
        self.in_turn = False
        self.at_keyboard: int | None = None

    def kinds(self) -> list[str]:
        """Who sits in each seat: "human" or the bot's name (stored in the record)."""
        return [
            self.bots[seat].name if seat in self.bots else HUMAN for seat in range(self.state.config.players)
        ]

    def say(self, *lines: str) -> None:
        for line in lines:
            self.console.say(line)

    def run(self) -> None:
        self.say(*self.render.intro(self.state.view(None), self.seed, self.kinds()))
        try:
            while not self.state.over:
                self._step()
            self._show_events()
            self.say("", *self.render.score_pad(self.state.view(None)))
        except (Quit, KeyboardInterrupt):
            self._show_events()
            self.say("", self.tr.t("quit.unfinished"))
        self.say("")
        self._save()
        self.say(self.tr.t("bye"))

    def _step(self) -> None:
        """Every seat that owes a decision now decides: people first, then bots."""
        waiting = self.state.to_act()
        for seat in sorted(waiting, key=lambda seat: seat in self.bots):
            bot = self.bots.get(seat)
            action = self._ask(seat) if bot is None else cast(Take6Action, decide(bot, self.state, seat))
            self.unseen += self.state.act(seat, action)
            if bot is None and isinstance(action, Play) and len(self.humans) > 1:
                self.console.clear()

    # ------------------------------------------------------------------ people

    def _ask(self, seat: int) -> Take6Action:
        """The decision of the person in `seat`, asked until it is legal."""
        self._show_events()
        if len(self.humans) > 1 and self.at_keyboard != seat:
            self._pass_keyboard(seat)
        self.at_keyboard = seat
        view = self.state.view(seat)
        phase = view["phase"]
        options = {_label(action): action for action in self.state.legal(seat)}
        self.say("", *self.render.situation(view, seat))
        prompt = self._prompt(PROMPTS[phase], seat)
        while True:
            try:
                text = self.console.ask(prompt, list(options)).strip().lower()
            except (KeyboardInterrupt, EOFError):
                raise Quit from None
            text = _normal(text)
            if text in options:
                return options[text]
            self.say(*self._not_a_choice(text, phase, seat))

    def _not_a_choice(self, text: str, phase: str, seat: int) -> list[str]:
        """A command's output, or why `text` is not a legal choice now."""
        view = self.state.view(seat)
        if text in HELP:
            return self.render.help(phase, self.state.config.fans)
        if text == TABLE:
            return self.render.situation(view, seat)
        if text.startswith(FLIP) and text[1:].isdigit():
            card = int(text[1:])
            held = view["hand"] or []
            return [self.tr.t("error.no_flip" if card in held else "error.not_held", card=card)]
        if text == SCORES:
            return self.render.score_pad(view)
        if text == CARDS:
            return self.render.tracker(view)
        if text == LOG:
            return [line for line in self.render.events(self.turn_events) if line] or [self.tr.t("log.none")]
        if text == QUIT:
            raise Quit
        if not text:
            return [self.tr.t("error.empty")]
        if text.isdigit():
            return [self.tr.t(NOT_ALLOWED[phase], card=int(text), rows=len(view["rows"]))]
        return [self.tr.t("error.unknown", text=text)]

    def _prompt(self, key: str, seat: int) -> str:
        if len(self.humans) > 1:
            return self.tr.t(f"{key}.named", name=self.render.name(seat))
        return self.tr.t(key)

    def _pass_keyboard(self, seat: int) -> None:
        """Hot-seat: the next person takes the keyboard before their hand is shown.

        The screen was cleared after the previous person's secret choice (`_step`).
        """
        try:
            self.console.ask(self.tr.t("prompt.pass", name=self.render.name(seat)))
        except (KeyboardInterrupt, EOFError):
            raise Quit from None

    # ------------------------------------------------------------------ showing

    def _show_events(self) -> None:
        """Show the events not shown yet; keep the current turn's for `l`."""
        events, self.unseen = self.unseen, []
        for event in events:
            if isinstance(event, CardsRevealed):
                self.turn_events = []
                self.in_turn = True
            elif isinstance(event, RoundScored):
                self.in_turn = False
            if self.in_turn:
                self.turn_events.append(event)
        self.say(*self.render.events(events))

    # ------------------------------------------------------------------ saving

    def _save(self) -> None:
        offer_to_save(self.console, self.tr, self.state, self.seed, self.kinds(), self.record)


def _label(action: Take6Action) -> str:
    """What a person types for `action`: the card's number (``f31`` flipped), or the row's 1..4."""
    if isinstance(action, TakeRow):
        return str(action.row + 1)
    if isinstance(action, Play) and action.flip:
        return f"{FLIP}{action.card}"
    return str(action.card)


def _normal(text: str) -> str:
    """``007`` -> ``7``; ``31f``, ``f 31`` and ``f031`` -> ``f31``; anything else as typed."""
    if text.isdigit():
        return str(int(text))
    if len(text) < 2:
        return text
    for digits in (text[1:].strip(), text[:-1].strip()):
        if FLIP in (text[0], text[-1]) and digits.isdigit():
            return f"{FLIP}{int(digits)}"
    return text


def new_session(
    config: Take6Config,
    kinds: Sequence[str],
    seed: int,
    console: Console,
    lang: str,
    record: str | None = None,
) -> Session:
    """A new game: `kinds` says who sits in each seat, "human" or a bot's name.

    Each bot gets its own seed derived from the game's, so the same seed and the same
    answers from the people replay the same game.
    """
    tr = Translator(lang)
    state = TAKE6.new(config, seed=seed)
    bots = {
        seat: make_bot(kind, TAKE6.name, bot_seed(seed, seat))
        for seat, kind in enumerate(kinds)
        if kind != HUMAN
    }
    names = seat_names(tr, [kind == HUMAN for kind in kinds])
    return Session(state, bots, names, console, tr, seed, record)
