"""Take 11! at the terminal: its table and its parser for the shared session.

A person's multi-card play (T11-04) is typed as piles, then cards: ``2: 88 92; 3: 5``
puts 88 and 92 on pile 2 and 5 on pile 3; a bare card goes on the one pile it fits. The
whole line is checked first, and each mistake is explained in the person's language;
then each card becomes one `Play` action, nearest first, so every play is shown as it
happens. ``x 2`` takes pile 2; ``e`` ends a multi-card play. Who decides and the shared
keys are the session's (bullheads.tui.session).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial
from typing import Any

from bullheads.core.events import Event
from bullheads.games.take11 import (
    END_TURN,
    TAKE11,
    Play,
    Steal,
    Take,
    Take11Action,
    Take11State,
)
from bullheads.games.take11.cards import distance
from bullheads.games.take11.views import Take11View
from bullheads.i18n import Translator
from bullheads.tui.seats import Seats
from bullheads.tui.session import Ask, GameUI, Prompt, Refused, start_session
from bullheads.tui.take11_render import Renderer

END = "e"
TAKE_PATTERN = re.compile(r"^x\s*(\d+)$")
GROUP_PATTERN = re.compile(r"^(?:(\d+)\s*:)?\s*([\d\s,]*)$")

__all__ = ["Refused", "Take11UI", "new_session"]


class Take11UI(GameUI):
    """Take 11!'s renderer and parser (bullheads.tui.session.GameUI)."""

    def __init__(self, tr: Translator, seats: Seats, config: Any) -> None:
        super().__init__(tr, seats, config)
        self.render = Renderer(tr, seats, config.heads)

    def intro(self, state: Take11State, seed: int, kinds: Sequence[str]) -> list[str]:
        return self.render.intro(state.view(None), seed, kinds)

    def table(self, state: Take11State, ask: Ask) -> list[str]:
        return self.render.situation(state.view(ask.seat), ask.seat)

    def prompt(self, state: Take11State, ask: Ask) -> Prompt:
        return Prompt([], self._prompt(state.view(ask.seat), ask), self._choices(state, ask.seat))

    def help(self, state: Take11State, ask: Ask) -> list[str]:
        return self.render.help(state.view(ask.seat)["phase"])

    def events(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        return self.render.events(events, viewer)

    def standings(self, state: Any) -> list[str]:
        """Shown by the game-ended event already."""
        return []

    def score_pad(self, state: Take11State) -> list[str]:
        return self.render.score_pad(state.view(None))

    def _prompt(self, view: Take11View, ask: Ask) -> str:
        key = "t11.prompt.steal" if view["phase"] == "steal" else "t11.prompt.play"
        if any(view["turn_reach"]):
            key = "t11.prompt.more"
        if ask.several:
            return self.tr.t(f"{key}.named", name=self.render.name(ask.person))
        return self.tr.t(key)

    def _choices(self, state: Take11State, seat: int) -> list[str]:
        """What Tab offers: the cards that fit, the takes, `e`, or the seats to steal from."""
        choices: list[str] = []
        view = state.view(seat)
        tops = [pile["top"] for pile in view["piles"]]
        legal = state.legal(seat)
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

    def parse(self, state: Take11State, text: str, ask: Ask) -> list[Take11Action]:
        """The actions a typed line asks for; a mistake is Refused."""
        view, seat = state.view(ask.seat), ask.seat
        if view["phase"] == "steal":
            return [self._steal(text, view)]
        if not text:
            raise Refused(self.tr.t("t11.error.empty"))
        if text == END:
            if END_TURN not in state.legal(seat):
                raise Refused(self.tr.t("t11.error.nothing_to_end"))
            return [END_TURN]
        taken = TAKE_PATTERN.match(text)
        if taken:
            return [self._take(state, int(taken.group(1)), view, seat)]
        return list(self._plays(state, text, view, seat))

    def _steal(self, text: str, view: Take11View) -> Take11Action:
        candidates = view["steal_candidates"]
        if text.isdigit() and int(text) - 1 in candidates:
            return Steal(int(text) - 1)
        names = ", ".join(f"{seat + 1} ({self.render.name(seat)})" for seat in candidates)
        raise Refused(self.tr.t("t11.error.steal", names=names))

    def _take(self, state: Take11State, number: int, view: Take11View, seat: int) -> Take11Action:
        piles = view["piles"]
        if not 1 <= number <= len(piles):
            raise Refused(self.tr.t("t11.error.pile_range", piles=len(piles)))
        take = Take(piles[number - 1]["top"])
        if take not in state.legal(seat):
            raise Refused(self.tr.t("t11.error.take_after_play"))
        return take

    def _plays(self, state: Take11State, text: str, view: Take11View, seat: int) -> list[Play]:
        """T11-04: ``2: 88 92; 3: 5`` or bare cards, checked in full before anything is played."""
        tr = self.tr
        tops: list[int] = view["turn_tops"]
        hand = view["hand"] or []
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
                chosen[card] = self._pile_for(state, card, match.group(1), tops)
        order = sorted(chosen, key=lambda card: (chosen[card], distance(tops[chosen[card]], card)))
        plays = [Play(card, tops[chosen[card]]) for card in order]
        self._try(state, plays, view, seat)
        return plays

    def _try(self, state: Take11State, plays: list[Play], view: Take11View, seat: int) -> None:
        """T11-04: the whole line is played on a copy of the game first, so that nothing is
        played unless every card may be; the game's `legal` decides each card."""
        trial, tr = state.clone(), self.tr
        for play in plays:
            if play not in trial.legal(seat):
                bulls = view["bulls"][seat]
                if play in state.legal(seat):  # it fits, but not after the others
                    raise Refused(
                        tr.plural("t11.error.too_many_piles", bulls) if bulls else tr.t("t11.error.one_card")
                    )
                index = view["turn_tops"].index(play.on)
                limits = self.render.range_text(play.on, view["turn_reach"][index])
                raise Refused(tr.t("t11.error.out_of_range", card=play.card, pile=index + 1, range=limits))
            trial.act(seat, play)

    def _pile_for(self, state: Take11State, card: int, number: str | None, tops: list[int]) -> int:
        """The pile (0-based) `card` goes on: the one typed (the game's `legal` then says
        whether it fits, `_try`), else the only one it fits."""
        tr = self.tr
        if number is not None:
            index = int(number) - 1
            if not 0 <= index < len(tops):
                raise Refused(tr.t("t11.error.pile_range", piles=len(tops)))
            return index
        allowed = state.legal(state.seat)
        fitting = [index for index, top in enumerate(tops) if Play(card, top) in allowed]
        if not fitting:
            raise Refused(tr.t("t11.error.fits_none", card=card))
        if len(fitting) > 1:
            piles = ", ".join(str(index + 1) for index in fitting)
            raise Refused(tr.t("t11.error.fits_several", card=card, piles=piles, first=fitting[0] + 1))
        return fitting[0]


new_session = partial(start_session, TAKE11, Take11UI)
"""A game of this kind at the terminal (bullheads.tui.session.new_session)."""
