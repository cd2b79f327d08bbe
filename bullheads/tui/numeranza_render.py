"""Numeranza views, events and actions as plain text lines (one language).

Every screen is lines a screen reader can read: the board (target, spiral, diamond row
by row, or queue and pile), then each seat's zones, then the numbered choices. A special
card is written with a star, ``7*``; a face-down card is ``?``. These functions only
read views, events and the game's lines for its actions (State.say_action).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bullheads.core.events import Event
from bullheads.core.narration import Line
from bullheads.games.numeranza.events import WORDS
from bullheads.games.numeranza.reach import signed_values
from bullheads.games.numeranza.views import CardFace, Cell, NumeranzaView
from bullheads.i18n import Translator
from bullheads.i18n.narrate import Narrator
from bullheads.tui.seats import HUMAN, Seats, bot_name

HELP_KEYS = {
    "target": "num.help.target",
    "spiral": "num.help.spiral",
    "trips": "num.help.trips",
    "diamond": "num.help.diamond",
    "coop": "num.help.coop",
}
VARIANT_KEYS = {
    "target": "num.variant.target",
    "spiral": "num.variant.spiral",
    "trips": "num.variant.trips",
    "diamond": "num.variant.diamond",
    "coop": "num.variant.coop",
}
PHASE_KEYS = {
    "claim": "num.phase.claim",
    "oppose": "num.phase.oppose",
    "trip": "num.phase.trip",
    "trip_play": "num.phase.trip_play",
    "try": "num.phase.try",
    "replace": "num.phase.replace",
    "win_new": "num.phase.win_new",
    "discard": "num.phase.discard",
    "talk": "num.phase.talk",
    "award": "num.phase.award",
}
"""What a decision outside the ordinary turn is about, said before the choices."""
OPS_MARKS = {"both": "±", "add": "+"}


def card_text(face: CardFace | None) -> str:
    """``7`` for a starting card, ``7*`` for a special card, ``?`` face down."""
    if face is None:
        return "?"
    return f"{face['number']}{'*' if face['points'] else ''}"


class NumeranzaRenderer:
    """Turns Numeranza views, events and actions into lines in one language."""

    def __init__(self, tr: Translator, seats: Seats) -> None:
        self.tr = tr
        self.seats = seats

    def name(self, seat: int | None) -> str:
        if seat is None or seat >= len(self.seats.names):
            return self.tr.t("num.team")
        return self.seats.names[seat]

    def cards(self, faces: Iterable[CardFace | None]) -> str:
        """Cards separated by spaces; face-down cards counted at the end (``4 2, 3 face down``)."""
        faces = list(faces)
        hidden = faces.count(None)
        text = " ".join(card_text(face) for face in faces if face is not None)
        if hidden:
            text = ", ".join(part for part in (text, self.tr.plural("num.hidden", hidden)) if part)
        return text or self.tr.t("num.none")

    def intro(self, view: NumeranzaView, seed: int, kinds: Sequence[str]) -> list[str]:
        tr = self.tr
        seats = ", ".join(
            self.name(seat)
            if kind == HUMAN
            else tr.t("intro.bot", name=self.name(seat), bot=bot_name(tr, kind))
            for seat, kind in enumerate(kinds)
        )
        return [
            tr.t("num.title", variant=tr.t(VARIANT_KEYS[view["variant"]])),
            tr.t("intro.seed", seed=seed),
            tr.t("intro.seats", seats=seats),
            tr.t("intro.help"),
        ]

    def board(self, view: NumeranzaView) -> list[str]:
        tr = self.tr
        lines = []
        if "target" in view:
            target = view["target"]
            card = self.special(target) if target else tr.t("num.none")
            lines.append(tr.t("num.view.target", card=card, exhausted=view["exhausted"]))
        if view.get("spiral"):
            disputed, *rest = view["spiral"]
            lines.append(
                tr.t(
                    "num.view.spiral",
                    card=self.special(disputed),
                    rest=self.cards(rest),
                    count=len(view["spiral"]),
                )
            )
            if view["first_round"]:
                lines.append(tr.t("num.view.first_round"))
        if "diamond" in view:
            lines += [tr.t("num.view.diamond"), *self.diamond(view["diamond"])]
        if "queue" in view:
            config = view["config"]
            lines.append(
                tr.t(
                    "num.view.queue",
                    cards=self.cards(view["queue"]),
                    count=len(view["queue"]),
                    limit=config["queue_limit"],
                    down=config["face_down_limit"],
                )
            )
            lines.append(tr.t("num.view.pile", count=len(view["pile"]), target=config["pile_target"]))
            said = [
                f"{self.name(seat)}: {tr.t(WORDS[phrase]) if phrase else self.silent(seat)}"
                for seat, phrase in enumerate(view["phrases"])
            ]
            lines.append(tr.t("num.view.phrases", phrases="; ".join(said)))
        return lines

    def silent(self, seat: int) -> str:
        """V5-2: a player who has not spoken this round ("you" for the person's own seat)."""
        return self.tr.t("num.view.silent.you" if seat == self.seats.me else "num.view.silent")

    def special(self, face: CardFace) -> str:
        """A special card with its points: ``7* (2 points)``."""
        return f"{card_text(face)} ({self.tr.plural('points', face['points'])})"

    def diamond(self, cells: Sequence[Cell]) -> list[str]:
        """V4-1: the diamond drawn as it lies, one text row per grid row, top row first.
        A cell reads ``3:8*±1`` (cell 3, card 8*, won within 1 adding or subtracting),
        ``+1`` adding only, ``x`` not winnable now, ``?`` face down, ``-`` empty."""
        tokens = {}
        for cell in cells:
            if cell["empty"]:
                text = "-"
            else:
                mark = OPS_MARKS.get(cell["operations"])
                text = card_text(cell["card"]) + (f"{mark}{cell['margin']}" if mark else "x")
            tokens[cell["x"], cell["y"]] = f"{cell['cell'] + 1}:{text}"
        width = max(len(token) for token in tokens.values()) + 2
        xs = sorted({x for x, _ in tokens})
        rows = []
        for y in sorted({y for _, y in tokens}, reverse=True):
            row = "".join(tokens.get((x, y), "").ljust(width) for x in xs)
            rows.append("  " + row.rstrip())
        return rows

    def situation(self, view: NumeranzaView) -> list[str]:
        tr = self.tr
        lines = self.board(view)
        for seat, zone in enumerate(view["players"]):
            hand = (
                self.cards(zone["hand"])
                if zone["hand"] is not None
                else tr.plural("cards", zone["hand_size"])
            )
            lines.append(
                tr.t(
                    "num.view.seat",
                    name=self.name(seat),
                    deck=tr.plural("cards", zone["deck"]),
                    hand=hand,
                    play=self.cards(zone["play"]) + self.value(zone["play"], view["signed"]),
                    discard=self.cards(zone["discard"]),
                    points=tr.plural("points", zone["points"]),
                )
            )
        return [*lines, *self.phase(view)]

    def value(self, faces: Sequence[CardFace | None], signed: bool) -> str:
        """What a play zone is worth (NUM-06), when all its cards are seen: `` (sum 7)``, or
        where the game's view says zones count with + and - (`signed`) `` (makes 1, 5 or
        7)``; else nothing."""
        if not faces or any(face is None for face in faces):
            return ""
        numbers = [face["number"] for face in faces if face is not None]
        if not signed or len(numbers) == 1:
            return self.tr.t("num.view.sum", value=sum(numbers))
        values = sorted(value for value in signed_values(numbers) if value > 0)
        if len(values) < 2:
            return self.tr.t("num.view.sum", value=sum(numbers))
        listed = ", ".join(str(value) for value in values[:-1])
        return self.tr.t("num.view.makes", values=listed, last=values[-1])

    def phase(self, view: NumeranzaView) -> list[str]:
        """What the decision now asked of the viewing seat is about (trips' claims and
        trips, the diamond's tries and replacements, the co-op talk and the team's choice)."""
        key = PHASE_KEYS.get(view["phase"])
        if key is None or view["seat"] not in view["to_act"]:
            return []
        matched = view.get("matched")
        return [
            self.tr.t(
                key,
                name=self.name(view.get("active")),
                count=view.get("to_play") or view.get("replace_count") or 0,
                card=self.cards([matched]) if matched else "",
            )
        ]

    def choices(self, said: Sequence[Line]) -> list[str]:
        """The numbered choices, each action in the game's words for it (`said`:
        State.say_action of each legal action, in order)."""
        narrator = self.narrator()
        return [
            self.tr.t("num.choice", number=index + 1, text=narrator.action(line))
            for index, line in enumerate(said)
        ]

    def narrator(self) -> Narrator:
        return Narrator(self.tr, self.seats.names, self.seats.me)

    def events(self, events: Iterable[Event], seat: int | None) -> list[str]:
        """What happened that `seat` may see, as the events narrate it (core/narration.py)."""
        return self.narrator().events(list(events), seat)

    def help(self, view: NumeranzaView) -> list[str]:
        """How to type, then the variant's goal, special moves and end in short."""
        config = view["config"]
        rules = self.tr.t(
            HELP_KEYS[view["variant"]],
            pile=config["pile_target"],
            limit=config["queue_limit"],
            down=config["face_down_limit"],
        )
        return [self.tr.t("num.help"), rules]
