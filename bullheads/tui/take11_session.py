"""One game of Take 11! at the terminal: people at the keyboard, bots in their seats.

The loop only calls the contract: `to_act()` names the seat in turn, bots choose from
`view` and `legal`, people type. A person's multi-card play (T11-04) is typed as piles,
then cards: ``2: 88 92; 3: 5`` puts 88 and 92 on pile 2 and 5 on pile 3; a bare card
goes on the one pile it fits. The whole line is checked first, and each mistake is
explained in the person's language; then each card becomes one `Play` action, nearest
first, so every play is shown as it happens. ``x 2`` takes pile 2; ``e`` ends a
multi-card play.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import make_bot
from bullheads.core.errors import IllegalAction
from bullheads.core.events import Event
from bullheads.games.take11 import (
    END_TURN,
    TAKE11,
    Play,
    Steal,
    Take,
    Take11Action,
    Take11Config,
    Take11State,
)
from bullheads.games.take11.cards import distance
from bullheads.i18n import Translator
from bullheads.tui.console import Console
from bullheads.tui.saving import offer_to_save
from bullheads.tui.seats import HUMAN, Seats, bot_seed, seat_names
from bullheads.tui.take11_render import Renderer

HELP = frozenset({"?", "h"})
TABLE, SCORES, LOG, QUIT, END = "t", "s", "l", "q", "e"
TAKE_PATTERN = re.compile(r"^x\s*(\d+)$")
GROUP_PATTERN = re.compile(r"^(?:(\d+)\s*:)?\s*([\d\s,]*)$")


class Quit(Exception):
    """The person at the keyboard asked to leave (q, Ctrl-C or Ctrl-D)."""


class Refused(Exception):
    """A typed line that asks for no action: a command's output, or why it is refused."""

    def __init__(self, *lines: str) -> None:
        super().__init__(*lines)
        self.lines = lines


class Session:
    """Plays `state` to the end (or until someone quits), then offers to save it."""

    def __init__(
        self,
        state: Take11State,
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
        self.render = Renderer(tr, names, state.config.heads)
        self.viewer = names.me
        """Whose secrets the shown events may carry: the only person, else nobody's."""
        self.seed = seed
        self.record = record
        self.unseen: list[Event] = list(state.opening)
        self.last: list[Event] = []
        """The events shown before the current prompt, for `l`."""
        self.at_keyboard: int | None = None

    def kinds(self) -> list[str]:
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
                seat = self.state.to_act()[0]
                bot = self.bots.get(seat)
                if bot is None:
                    self._turn(seat)
                else:
                    action = cast(Take11Action, decide(bot, self.state, seat))
                    self.unseen += self.state.act(seat, action)
            self._show_events()
            self.say("", *self.render.score_pad(self.state.view(None)))
        except (Quit, KeyboardInterrupt):
            self._show_events()
            self.say("", self.tr.t("quit.unfinished"))
        self.say("")
        self._save()
        self.say(self.tr.t("bye"))

    # ------------------------------------------------------------------ people

    def _turn(self, seat: int) -> None:
        """One decision point of the person in `seat`: asked until a line is accepted."""
        self._show_events()
        if len(self.humans) > 1 and self.at_keyboard != seat:
            self.console.clear()
            self._ask(self.tr.t("prompt.pass", name=self.render.name(seat)))
        self.at_keyboard = seat
        view = self.state.view(seat)
        self.say("", *self.render.situation(view, seat))
        while True:
            text = self._ask(self._prompt(view, seat), self._choices(seat)).strip().lower()
            try:
                actions = self._actions(text, view, seat)
            except Refused as refused:
                self.say(*refused.lines)
                continue
            if actions:
                self._apply(seat, actions)
                return

    def _ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        try:
            return self.console.ask(prompt, choices)
        except (KeyboardInterrupt, EOFError):
            raise Quit from None

    def _prompt(self, view: dict[str, Any], seat: int) -> str:
        key = "t11.prompt.steal" if view["phase"] == "steal" else "t11.prompt.play"
        if any(view["turn_reach"]):
            key = "t11.prompt.more"
        if len(self.humans) > 1:
            return self.tr.t(f"{key}.named", name=self.render.name(seat))
        return self.tr.t(key)

    def _choices(self, seat: int) -> list[str]:
        """What Tab offers: the cards that fit, the takes, `e`, or the seats to steal from."""
        choices: list[str] = []
        view = self.state.view(seat)
        tops = [pile["top"] for pile in view["piles"]]
        legal = self.state.legal(seat)
        piles_of: dict[int, int] = {}
        for action in legal:
            if isinstance(action, Play):
                piles_of[action.card] = piles_of.get(action.card, 0) + 1
        for action in legal:
            if isinstance(action, Play):
                pile = view["turn_tops"].index(action.on) + 1
                choices.append(str(action.card) if piles_of[action.card] == 1 else f"{pile}:{action.card}")
            elif isinstance(action, Take):
                choices.append(f"x{tops.index(action.top) + 1}")
            elif isinstance(action, Steal):
                choices.append(str(action.seat + 1))
            else:
                choices.append(END)
        return list(dict.fromkeys(choices))

    def _actions(self, text: str, view: dict[str, Any], seat: int) -> list[Take11Action]:
        """The actions a typed line asks for; a command's output or a mistake is Refused."""
        if text in HELP:
            raise Refused(*self.render.help(view["phase"]))
        if text == TABLE:
            raise Refused(*self.render.situation(self.state.view(seat), seat))
        if text == SCORES:
            raise Refused(*self.render.score_pad(view))
        if text == LOG:
            lines = [line for line in self.render.events(self.last, self.viewer) if line]
            raise Refused(*(lines or [self.tr.t("t11.log.none")]))
        if text == QUIT:
            raise Quit
        if view["phase"] == "steal":
            return [self._steal(text, view)]
        if not text:
            raise Refused(self.tr.t("t11.error.empty"))
        if text == END:
            if END_TURN not in self.state.legal(seat):
                raise Refused(self.tr.t("t11.error.nothing_to_end"))
            return [END_TURN]
        taken = TAKE_PATTERN.match(text)
        if taken:
            return [self._take(int(taken.group(1)), view, seat)]
        return list(self._plays(text, view, seat))

    def _steal(self, text: str, view: dict[str, Any]) -> Take11Action:
        candidates = view["steal_candidates"]
        if text.isdigit() and int(text) - 1 in candidates:
            return Steal(int(text) - 1)
        names = ", ".join(f"{seat + 1} ({self.render.name(seat)})" for seat in candidates)
        raise Refused(self.tr.t("t11.error.steal", names=names))

    def _take(self, number: int, view: dict[str, Any], seat: int) -> Take11Action:
        piles = view["piles"]
        if not 1 <= number <= len(piles):
            raise Refused(self.tr.t("t11.error.pile_range", piles=len(piles)))
        take = Take(piles[number - 1]["top"])
        if take not in self.state.legal(seat):
            raise Refused(self.tr.t("t11.error.take_after_play"))
        return take

    def _plays(self, text: str, view: dict[str, Any], seat: int) -> list[Play]:
        """T11-04: ``2: 88 92; 3: 5`` or bare cards, checked in full before anything is played."""
        tr = self.tr
        tops: list[int] = view["turn_tops"]
        reach: list[int] = view["turn_reach"]
        hand: list[int] = view["hand"]
        chosen: dict[int, int] = {}
        for group in text.split(";"):
            match = GROUP_PATTERN.match(group.strip())
            cards = (
                [int(card) for card in re.split(r"[\s,]+", match.group(2).strip()) if card] if match else []
            )
            if match is None or not cards:
                raise Refused(tr.t("error.unknown", text=group.strip()))
            for card in cards:
                if card not in hand:
                    raise Refused(tr.t("error.not_held", card=card))
                if card in chosen:
                    raise Refused(tr.t("t11.error.twice", card=card))
                chosen[card] = self._pile_for(card, match.group(1), tops, reach)
        order = sorted(chosen, key=lambda card: (chosen[card], distance(tops[chosen[card]], card)))
        plays = [Play(card, tops[chosen[card]]) for card in order]
        self._try(plays, view, seat)
        return plays

    def _try(self, plays: list[Play], view: dict[str, Any], seat: int) -> None:
        """T11-04: the whole line is played on a copy of the game first, so that nothing is
        played unless every card may be; the game's `legal` decides each card."""
        trial, tr = self.state.clone(), self.tr
        for play in plays:
            if play not in trial.legal(seat):
                bulls = view["bulls"][seat]
                if play in self.state.legal(seat):  # it fits, but not after the others
                    raise Refused(
                        tr.plural("t11.error.too_many_piles", bulls) if bulls else tr.t("t11.error.one_card")
                    )
                index = view["turn_tops"].index(play.on)
                limits = self.render.range_text(play.on, view["turn_reach"][index])
                raise Refused(tr.t("t11.error.out_of_range", card=play.card, pile=index + 1, range=limits))
            trial.act(seat, play)

    def _pile_for(self, card: int, number: str | None, tops: list[int], reach: list[int]) -> int:
        """The pile (0-based) `card` goes on: the one typed (the game's `legal` then says
        whether it fits, `_try`), else the only one it fits."""
        tr = self.tr
        if number is not None:
            index = int(number) - 1
            if not 0 <= index < len(tops):
                raise Refused(tr.t("t11.error.pile_range", piles=len(tops)))
            return index
        allowed = self.state.legal(self.state.seat)
        fitting = [index for index, top in enumerate(tops) if Play(card, top) in allowed]
        if not fitting:
            raise Refused(tr.t("t11.error.fits_none", card=card))
        if len(fitting) > 1:
            piles = ", ".join(str(index + 1) for index in fitting)
            raise Refused(tr.t("t11.error.fits_several", card=card, piles=piles, first=fitting[0] + 1))
        return fitting[0]

    def _apply(self, seat: int, actions: list[Take11Action]) -> None:
        """Each action in turn while the turn lasts (a round may end mid-play, T11-06)."""
        round_now = self.state.round
        for action in actions:
            if self.state.over or self.state.round != round_now or self.state.to_act() != [seat]:
                return
            try:
                self.unseen += self.state.act(seat, action)
            except IllegalAction as error:
                self.say(self.tr.t("t11.error.refused", reason=error.reason))
                return

    # ------------------------------------------------------------------ showing and saving

    def _show_events(self) -> None:
        events, self.unseen = self.unseen, []
        if events:
            self.last = events
        self.say(*self.render.events(events, self.viewer))

    def _save(self) -> None:
        offer_to_save(self.console, self.tr, self.state, self.seed, self.kinds(), self.record)


def new_session(
    config: Take11Config,
    kinds: Sequence[str],
    seed: int,
    console: Console,
    lang: str,
    record: str | None = None,
) -> Session:
    """A new game: `kinds` says who sits in each seat, "human" or a bot's name."""
    tr = Translator(lang)
    state = TAKE11.new(config, seed=seed)
    bots = {
        seat: make_bot(kind, TAKE11.name, bot_seed(seed, seat))
        for seat, kind in enumerate(kinds)
        if kind != HUMAN
    }
    names = seat_names(tr, [kind == HUMAN for kind in kinds])
    return Session(state, bots, names, console, tr, seed, record)
