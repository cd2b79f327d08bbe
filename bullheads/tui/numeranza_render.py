"""Numeranza views, events and actions as plain text lines (one language).

Every screen is lines a screen reader can read: the board (target, spiral, diamond row
by row, or queue and pile), then each seat's zones, then the numbered choices. A special
card is written with a star, ``7*``; a face-down card is ``?``. These functions only
read views and events.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bullheads.core.events import Event
from bullheads.games.numeranza import events as ev
from bullheads.games.numeranza.actions import (
    Defend,
    Discard,
    Give,
    Hint,
    NumeranzaAction,
    Play,
    Replace,
    Say,
    Simple,
    Try,
    WinNew,
    cells_of,
)
from bullheads.games.numeranza.reach import signed_values
from bullheads.games.numeranza.views import CardFace, Cell, NumeranzaView
from bullheads.i18n import Translator
from bullheads.tui.seats import HUMAN, Seats, bot_name

SIMPLE_KEYS = {
    "draw": "num.act.draw",
    "clear": "num.act.clear",
    "change_target": "num.act.change_target",
    "trip": "num.act.trip",
    "replace": "num.act.replace",
    "pass": "num.act.pass",
    "claim": "num.act.claim",
    "oppose": "num.act.oppose",
    "confront": "num.act.confront",
    "confirm": "num.act.confirm",
    "to_pile": "num.act.to_pile",
}
WORDS = {
    "play": "num.phrase.play",
    "alone": "num.phrase.alone",
    "pass": "num.phrase.pass",
    "starting": "num.hint.starting",
    "special": "num.hint.special",
    "need_help": "num.hint.need_help",
    "cant_help": "num.hint.cant_help",
    "confirm": "num.phrase.confirm",
}
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
SAID_KEYS = {"phrase": "num.ev.said.phrase", "hint": "num.ev.said.hint", "confirm": "num.ev.said.confirm"}
REASON_KEYS = {
    "exhaustion": "num.reason.exhaustion",
    "central_empty": "num.reason.central_empty",
    "centre_won": "num.reason.centre_won",
    "isolated": "num.reason.isolated",
    "diamond_empty": "num.reason.diamond_empty",
    "turn_limit": "num.reason.turn_limit",
    "victory": "num.reason.victory",
    "queue_full": "num.reason.queue_full",
    "face_down": "num.reason.face_down",
}
"""Why the game ended, in words."""
RETURNED_KEYS = {"change": "num.ev.target_returned.change", "tie": "num.ev.target_returned.tie"}
"""Why a target went back into the special deck before a re-roll (NUM-05)."""
TIE_KEYS = {"roll": "num.tie.roll", "reveal": "num.tie.reveal"}
OPS_KEYS = {"both": "num.ops.both", "add": "num.ops.add", "none": "num.ops.none"}
EVENT_KEYS: dict[type[Event], str] = {
    ev.StartRolled: "num.ev.start_rolled",
    ev.TurnStarted: "num.ev.turn_started",
    ev.DeckShuffled: "num.ev.deck_shuffled",
    ev.Drew: "num.ev.drew",
    ev.CardDrawn: "num.ev.card_drawn",
    ev.CardPlayed: "num.ev.card_played",
    ev.PlayedFaceDown: "num.ev.played_face_down",
    ev.ZoneCleared: "num.ev.zone_cleared",
    ev.TargetRolled: "num.ev.target_rolled",
    ev.Exhausted: "num.ev.exhausted",
    ev.TargetReturned: "num.ev.target_returned",
    ev.SpecialWon: "num.ev.special_won",
    ev.ClaimTied: "num.ev.claim_tied",
    ev.Claimed: "num.ev.claimed",
    ev.Answered: "num.ev.answered",
    ev.ZoneRevealed: "num.ev.zone_revealed",
    ev.ClaimResolved: "num.ev.claim_resolved",
    ev.TripDeclared: "num.ev.trip_declared",
    ev.Defended: "num.ev.defended",
    ev.TripResolved: "num.ev.trip_resolved",
    ev.SpiralLaid: "num.ev.spiral_laid",
    ev.DiamondLaid: "num.ev.diamond_laid",
    ev.CardTried: "num.ev.card_tried",
    ev.ReplaceRolled: "num.ev.replace_rolled",
    ev.CellsReplaced: "num.ev.cells_replaced",
    ev.CellsTurned: "num.ev.cells_turned",
    ev.HandDiscarded: "num.ev.hand_discarded",
    ev.RoundStarted: "num.ev.round_started",
    ev.Said: "num.ev.said",
    ev.CardsShown: "num.ev.cards_shown",
    ev.QueueCard: "num.ev.queue_card",
    ev.Matched: "num.ev.matched",
    ev.TieBroken: "num.ev.tie_broken",
    ev.GameEnded: "num.ev.game_ended",
}
"""Each event kind's line (a kind with outcomes names the base of its lines: `_key` picks
one); private twins (CardPlayedSecretly, DefendedWith) show as their
public event plus the card to its owner."""
PRIVATE_KEYS: dict[type[Event], str] = {
    ev.CardPlayedSecretly: "num.ev.card_played_secretly",
    ev.DefendedWith: "num.ev.defended_with",
}
TWINS: dict[type[Event], type[Event]] = {
    ev.Drew: ev.CardDrawn,
    ev.PlayedFaceDown: ev.CardPlayedSecretly,
    ev.Defended: ev.DefendedWith,
}
"""A public event followed by its private twin: the owner reads one line, the twin's
("You draw 3."), everybody else the public one ("Bot 2 draws a card.")."""
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

    def action(self, action: NumeranzaAction, view: NumeranzaView) -> str:
        tr = self.tr
        if isinstance(action, Simple):
            return tr.t(SIMPLE_KEYS[action.name])
        if isinstance(action, Play | Defend | Discard):
            key = {Play: "num.act.play", Defend: "num.act.defend", Discard: "num.act.discard"}[type(action)]
            return tr.t(key, card=self.card_of(view, action.card))
        if isinstance(action, Try):
            cell = view["diamond"][action.cell]
            return tr.t("num.act.try", cell=action.cell + 1, card=self.cards([cell["card"]]))
        if isinstance(action, Say):
            return tr.t("num.act.say", words=tr.t(WORDS[action.phrase]))
        if isinstance(action, Hint):
            return tr.t("num.act.hint", words=tr.t(WORDS[action.hint]))
        if isinstance(action, Give):
            return tr.t("num.act.give", name=self.name(action.seat))
        cells = ", ".join(str(cell + 1) for cell in cells_of(action.mask))
        if isinstance(action, Replace):
            return tr.t("num.act.replace_cells", cells=cells)
        assert isinstance(action, WinNew)
        return tr.t("num.act.win_new", cells=cells) if cells else tr.t("num.act.win_none")

    @staticmethod
    def card_of(view: NumeranzaView, card: int) -> str:
        for zone in view["players"]:
            for face in (zone["hand"] or []) + zone["play"]:
                if face is not None and face["id"] == card:
                    return card_text(face)
        return "?"

    def choices(self, view: NumeranzaView, legal: Sequence[NumeranzaAction]) -> list[str]:
        return [
            self.tr.t("num.choice", number=index + 1, text=self.action(a, view))
            for index, a in enumerate(legal)
        ]

    def names(self, seats: Iterable[int]) -> str:
        """Seat names joined, or "nobody"."""
        return ", ".join(self.name(seat) for seat in seats) or self.tr.t("num.nobody")

    def pairs(self, pairs: Iterable[Sequence[int]]) -> str:
        """``You 5, Bot 2 3`` for (seat, number) pairs, or "nobody"."""
        return ", ".join(f"{self.name(seat)} {number}" for seat, number in pairs) or self.tr.t("num.nobody")

    def numbers(self, numbers: Iterable[int | None]) -> str:
        text = ", ".join(self.tr.t("num.face_down") if n is None else str(n) for n in numbers)
        return text or self.tr.t("num.none")

    @staticmethod
    def _key(event: Event, key: str) -> str:
        """The event kind's line for its outcome (a yes/no field or a kind field)."""
        if isinstance(event, ev.TargetReturned):
            return RETURNED_KEYS[event.reason]
        if isinstance(event, ev.ClaimResolved):
            return "num.ev.claim_resolved.taken" if event.taken else "num.ev.claim_resolved.kept"
        if isinstance(event, ev.TripResolved):
            return "num.ev.trip_resolved.success" if event.success else "num.ev.trip_resolved.failed"
        if isinstance(event, ev.CardTried):
            return "num.ev.card_tried.won" if event.won else "num.ev.card_tried.missed"
        if isinstance(event, ev.Said):
            return SAID_KEYS[event.what]
        if isinstance(event, ev.QueueCard):
            return "num.ev.queue_card.down" if event.number is None else "num.ev.queue_card.up"
        if isinstance(event, ev.Matched):
            return "num.ev.matched.pile" if event.to is None else "num.ev.matched.player"
        if isinstance(event, ev.CardsShown) and not event.plays:
            return "num.ev.cards_shown.none"
        if isinstance(event, ev.GameEnded) and not event.winners:
            return "num.ev.game_ended.defeat"
        if isinstance(event, ev.GameEnded) and event.reason == "victory":
            return "num.ev.game_ended.victory"
        return key

    def _values(self, event: Event) -> dict[str, object]:
        """Every field of the event as words: seats as names, lists joined, codes translated."""
        tr = self.tr
        values: dict[str, object] = {}
        for field, value in event.to_json().items():
            if field in ("seat", "claimer", "first"):
                values["name"] = self.name(value)
            elif field == "to":
                values["name"] = self.name(value) if value is not None else ""
            elif field in ("seats", "opposers", "answering", "beaten", "held", "winners"):
                values[field] = self.names(value)
            elif field in ("rolls", "plays"):
                values[field] = self.pairs(value)
            elif field in ("numbers", "dice"):
                values[field] = self.numbers(value)
            elif field == "cells":
                values[field] = ", ".join(str(cell + 1) for cell in value)
            elif field == "cell":
                values[field] = value + 1
            elif field == "scores":
                values[field] = self.pairs(enumerate(value[: len(self.seats.names)]))
            elif field == "reason" and isinstance(event, ev.GameEnded):
                values[field] = tr.t(REASON_KEYS[value])
            elif field == "operations":
                values[field] = tr.t(OPS_KEYS[value])
            elif field == "words":
                values[field] = tr.t(WORDS[value]) if value else ""
            elif field == "how" and isinstance(event, ev.TieBroken):
                values[field] = tr.t(TIE_KEYS[value])
            elif field == "values":
                values[field] = self.numbers(value)
            else:
                values[field] = value
        if isinstance(event, ev.GameEnded) and (event.reason == "victory" or not event.winners):
            values["scores"] = tr.plural("cards", event.scores[0])
        if isinstance(event, ev.SpecialWon):
            values["points"] = tr.plural("points", event.points)
        if isinstance(event, ev.ZoneCleared):
            values["count"] = tr.plural("cards", event.count)
        if isinstance(event, ev.DeckShuffled):
            values["size"] = tr.plural("cards", event.size)
        if isinstance(event, ev.TripDeclared):
            values["cards"] = tr.plural("cards", event.cards)
        return values

    def events(self, events: Iterable[Event], seat: int | None) -> list[str]:
        """One line per event `seat` sees; the seat addressed as "you" gets the you-form."""
        lines = []
        events = list(events)
        for index, event in enumerate(events):
            if not event.seen_by(seat):
                continue
            twin = events[index + 1] if index + 1 < len(events) else None
            if twin is not None and isinstance(twin, TWINS.get(type(event), ())) and twin.seen_by(seat):
                continue
            key = EVENT_KEYS.get(type(event)) or PRIVATE_KEYS.get(type(event))
            if key is None:
                continue
            key = self._key(event, key)
            actor = getattr(
                event, "seat", getattr(event, "claimer", getattr(event, "to", getattr(event, "first", None)))
            )
            if actor is not None and actor == self.seats.me and f"{key}.you" in self.tr.messages:
                key = f"{key}.you"
            lines.append(self.tr.t(key, **self._values(event)))
        return lines

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
