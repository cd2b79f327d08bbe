"""Take 6! at the terminal: its table and its parser for the shared session.

A person types a card's number, a row's 1..4 (T6-09) or, in a professional draft, the
face-up card to take. With the Digit Flip (FAN-FLIP-2) ``f31`` or ``31f`` plays 31
flipped. `c` shows the played-card tracker. Everything else (who decides, people before
bots, T6-04's simultaneous choice, the shared keys) is the session's
(bullheads.tui.session).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from bullheads.core.events import Event
from bullheads.games.take6 import TAKE6, Play, Take6Action, Take6State, TakeRow
from bullheads.games.take6.events import CardsRevealed, RoundScored
from bullheads.i18n import Translator
from bullheads.tui.seats import Seats
from bullheads.tui.session import Ask, GameUI, Prompt, Refused, start_session
from bullheads.tui.take6_render import Renderer

CARDS = "c"
"""The played-card tracker: what this seat has seen of the round's cards and what not."""
FLIP = "f"
"""FAN-FLIP-2: ``f31`` (or ``31f``) plays 31 with its digits flipped."""
NOT_ALLOWED = {"choose": "error.not_held", "row": "error.row_range", "draft": "error.not_in_pool"}
"""What a number that is not a legal choice means, per phase."""
PROMPTS = {"choose": "prompt.card", "row": "prompt.row", "draft": "prompt.draft"}


class Take6UI(GameUI):
    """Take 6!'s renderer and parser (bullheads.tui.session.GameUI)."""

    def __init__(self, tr: Translator, seats: Seats, config: Any) -> None:
        super().__init__(tr, seats, config)
        self.render = Renderer(tr, seats)
        self.in_turn = False

    def intro(self, state: Take6State, seed: int, kinds: Sequence[str]) -> list[str]:
        return self.render.intro(state.view(None), seed, kinds)

    def table(self, state: Take6State, ask: Ask) -> list[str]:
        return self.render.situation(state.view(ask.seat), ask.seat)

    def prompt(self, state: Take6State, ask: Ask) -> Prompt:
        key = PROMPTS[state.view(ask.seat)["phase"]]
        text = self.tr.t(f"{key}.named", name=self.render.name(ask.person)) if ask.several else self.tr.t(key)
        return Prompt([], text, [_label(action) for action in state.legal(ask.seat)])

    def parse(self, state: Take6State, text: str, ask: Ask) -> list[Take6Action]:
        """A legal choice's label, else why `text` is not one."""
        options = {_label(action): action for action in state.legal(ask.seat)}
        text = _normal(text)
        if text in options:
            return [options[text]]
        view = state.view(ask.seat)
        if text.startswith(FLIP) and text[1:].isdigit():
            card = int(text[1:])
            raise Refused(
                self.tr.t("error.no_flip" if card in (view["hand"] or []) else "error.not_held", card=card)
            )
        if not text:
            raise Refused(self.tr.t("error.empty"))
        if text.isdigit():
            raise Refused(self.tr.t(NOT_ALLOWED[view["phase"]], card=int(text), rows=len(view["rows"])))
        raise Refused(self.tr.t("error.unknown", text=text))

    def help(self, state: Take6State, ask: Ask) -> list[str]:
        return self.render.help(state.view(ask.seat)["phase"], state.config.fans)

    def keys(self, state: Take6State, ask: Ask) -> Mapping[str, Callable[[], list[str]]]:
        return {CARDS: lambda: self.render.tracker(state.view(ask.seat))}

    def events(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        return self.render.events(events)

    def standings(self, state: Any) -> list[str]:
        """Shown by the game-ended event already."""
        return []

    def score_pad(self, state: Take6State) -> list[str]:
        return self.render.score_pad(state.view(None))

    def log(self, kept: list[Event], shown: list[Event]) -> list[Event]:
        """`l` shows the last turn revealed, from the reveal (T6-05) to its last placing."""
        for event in shown:
            if isinstance(event, CardsRevealed):
                kept = []
                self.in_turn = True
            elif isinstance(event, RoundScored):
                self.in_turn = False
            if self.in_turn:
                kept = [*kept, event]
        return kept


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


new_session = partial(start_session, TAKE6, Take6UI)
"""A game of this kind at the terminal (bullheads.tui.session.new_session)."""
