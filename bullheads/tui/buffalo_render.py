"""Beat the Buffalo as plain text lines a screen reader can read: the table, the face-up
special cards, the revealed cards, the choices of a decision, what happened, the help."""

from __future__ import annotations

from collections.abc import Sequence

from bullheads.core.events import Event
from bullheads.core.narration import Line
from bullheads.games.buffalo.config import team_weight
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.views import BuffaloView
from bullheads.games.take6.cards import heads
from bullheads.i18n import Translator
from bullheads.i18n.narrate import Narrator
from bullheads.tui.seats import Seats
from bullheads.tui.take6_render import card_text

SPECIALS = {
    "take7": "buf.special.take7",
    "stop": "buf.special.stop",
    "replace": "buf.special.replace",
    "insert": "buf.special.insert",
    "push": "buf.special.push",
    "first": "buf.special.first",
    "last": "buf.special.last",
    "sort": "buf.special.sort",
}
"""The catalog key of each special card's name (BUF-10..BUF-17)."""


class BuffaloRenderer:
    """Turns views, actions and events into lines, in the catalog's language."""

    def __init__(self, tr: Translator, seats: Seats) -> None:
        self.tr = tr
        self.seats = seats

    def name(self, seat: int) -> str:
        return self.tr.t("buf.buffalo") if seat == BUFFALO else self.seats.names[seat]

    def special(self, kind: str) -> str:
        return self.tr.t(SPECIALS[kind])

    def intro(self, players: int, seed: int) -> list[str]:
        lines = [self.tr.t("buf.intro.title"), self.tr.t("buf.intro.rule")]
        if team_weight(players) > 1:
            lines.append(self.tr.t("buf.intro.double"))
        lines += [self.tr.t("buf.intro.seed", seed=seed), self.tr.t("buf.intro.help")]
        return lines

    def situation(self, view: BuffaloView) -> list[str]:
        lines = [self.tr.t("buf.view.turn", turn=view["turn"], turns=view["turns"])]
        for row, cards in enumerate(view["rows"]):
            marks = "".join(f" [{self.special(kind)}]" for kind in ("take7", "stop") if row in view[kind])
            text = " ".join(map(str, cards))
            lines.append(
                self.tr.t("buf.view.row", number=row + 1, cards=text, heads=self.heads(cards), marks=marks)
            )
        face_up = ", ".join(self.special(kind) for kind in view["face_up"]) or self.tr.t("buf.view.none")
        lines.append(self.tr.t("buf.view.specials", cards=face_up, stack=view["stack"]))
        if view["revealed"]:
            shown = ", ".join(f"{card} ({self.name(seat)})" for seat, card in view["revealed"])
            lines.append(self.tr.t("buf.view.revealed", cards=shown))
        scores = view["scores"]
        lines.append(self.tr.t("buf.view.scores", team=scores["team"], buffalo=scores["buffalo"]))
        if view["low_card"]:
            seat, card = view["low_card"]
            lines.append(self.tr.t("buf.view.low", name=self.name(seat), card=card))
        if "hand" in view:
            hand = view["hand"]
            held = " ".join(card_text(card) for card in hand)
            lines.append(self.tr.t("buf.view.hand", cards=held, heads=self.heads(hand)))
        return lines

    def heads(self, cards: Sequence[int]) -> str:
        return self.tr.plural("heads", heads(cards))

    def choices(self, said: Sequence[Line]) -> list[str]:
        """The numbered lines of a team decision, each action in the game's words for it
        (`said`: State.say_action of each, in order)."""
        narrator = self.narrator()
        return [f"{number}: {narrator.action(line)}" for number, line in enumerate(said, start=1)]

    def narrator(self) -> Narrator:
        return Narrator(self.tr, self.seats.names, self.seats.me)

    def events(self, events: Sequence[Event]) -> list[str]:
        """What happened, as the events narrate it (core/narration.py)."""
        return self.narrator().events(events, self.seats.me)

    def help(self) -> list[str]:
        """The keys, then every special card in short (BUF-10..BUF-17) and the stack (BUF-03)."""
        keys = (
            "help.title",
            "buf.help.card",
            "buf.help.row",
            "buf.help.special_first",
            "buf.help.pass",
            "help.t",
            "help.s",
            "help.l",
            "help.q",
            "buf.help.specials",
            "buf.help.take7",
            "buf.help.stop",
            "buf.help.replace",
            "buf.help.insert",
            "buf.help.push",
            "buf.help.first",
            "buf.help.last",
            "buf.help.sort",
            "buf.help.stack",
        )
        return [self.tr.t(key) for key in keys]
