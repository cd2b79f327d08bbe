"""Numeranza views, events and actions as plain text lines (one language).

Every screen is lines a screen reader can read: the board (target, spiral, diamond row
by row, or queue and pile), then each seat's zones, then the numbered choices. A special
card is written with a star, ``7*``; a face-down card is ``?``. These functions only
read views and events.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

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
from bullheads.i18n import Translator
from bullheads.tui.seats import HUMAN, Seats

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
VARIANT_KEYS = {
    "target": "num.variant.target",
    "spiral": "num.variant.spiral",
    "trips": "num.variant.trips",
    "diamond": "num.variant.diamond",
    "coop": "num.variant.coop",
}
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
"""Each event kind's line; private twins (CardPlayedSecretly, DefendedWith) show as their
public event plus the card to its owner."""
PRIVATE_KEYS: dict[type[Event], str] = {
    ev.CardPlayedSecretly: "num.ev.card_played_secretly",
    ev.DefendedWith: "num.ev.defended_with",
}


def card_text(face: dict[str, Any] | None) -> str:
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

    def cards(self, faces: Iterable[dict[str, Any] | None]) -> str:
        text = " ".join(card_text(face) for face in faces)
        return text or self.tr.t("num.none")

    def intro(self, view: dict[str, Any], seed: int, kinds: Sequence[str]) -> list[str]:
        tr = self.tr
        seats = ", ".join(
            self.name(seat) if kind == HUMAN else tr.t("intro.bot", name=self.name(seat), bot=kind)
            for seat, kind in enumerate(kinds)
        )
        return [
            tr.t("num.title", variant=tr.t(VARIANT_KEYS[view["variant"]])),
            tr.t("intro.seed", seed=seed),
            tr.t("intro.seats", seats=seats),
            tr.t("intro.help"),
        ]

    def board(self, view: dict[str, Any]) -> list[str]:
        tr = self.tr
        lines = []
        if "target" in view:
            lines.append(tr.t("num.view.target", card=card_text(view["target"]), exhausted=view["exhausted"]))
        if "spiral" in view:
            lines.append(tr.t("num.view.spiral", cards=self.cards(view["spiral"]), count=len(view["spiral"])))
            if view["first_round"]:
                lines.append(tr.t("num.view.first_round"))
        if "diamond" in view:
            lines.append(tr.t("num.view.diamond"))
            rows: dict[int, list[str]] = {}
            for cell in view["diamond"]:
                text = "--" if cell["empty"] else card_text(cell["card"])
                rows.setdefault(cell["y"], []).append(
                    tr.t(
                        "num.view.cell",
                        cell=cell["cell"] + 1,
                        card=text,
                        margin=cell["margin"],
                        ops=tr.t(OPS_KEYS[cell["operations"]]),
                    )
                )
            for y in sorted(rows, reverse=True):
                lines.append("  " + "; ".join(rows[y]))
        if "queue" in view:
            lines.append(tr.t("num.view.queue", cards=self.cards(view["queue"]), count=len(view["queue"])))
            lines.append(tr.t("num.view.pile", count=len(view["pile"])))
            said = [
                f"{self.name(seat)}: {tr.t(WORDS[phrase]) if phrase else '-'}"
                for seat, phrase in enumerate(view["phrases"])
            ]
            lines.append(tr.t("num.view.phrases", phrases="; ".join(said)))
        return lines

    def situation(self, view: dict[str, Any]) -> list[str]:
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
                    deck=zone["deck"],
                    hand=hand,
                    play=self.cards(zone["play"]),
                    discard=self.cards(zone["discard"]),
                    points=tr.plural("points", zone["points"]),
                )
            )
        return lines

    def action(self, action: NumeranzaAction, view: dict[str, Any]) -> str:
        tr = self.tr
        if isinstance(action, Simple):
            return tr.t(SIMPLE_KEYS[action.name])
        if isinstance(action, Play | Defend | Discard):
            key = {Play: "num.act.play", Defend: "num.act.defend", Discard: "num.act.discard"}[type(action)]
            return tr.t(key, card=self.card_of(view, action.card))
        if isinstance(action, Try):
            return tr.t("num.act.try", cell=action.cell + 1)
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
    def card_of(view: dict[str, Any], card: int) -> str:
        for zone in view["players"]:
            for face in (zone["hand"] or []) + zone["play"]:
                if face is not None and face["id"] == card:
                    return card_text(face)
        return "?"

    def choices(self, view: dict[str, Any], legal: Sequence[NumeranzaAction]) -> list[str]:
        return [
            self.tr.t("num.choice", number=index + 1, text=self.action(a, view))
            for index, a in enumerate(legal)
        ]

    def events(self, events: Iterable[Event], seat: int | None) -> list[str]:
        lines = []
        for event in events:
            if not event.seen_by(seat):
                continue
            key = EVENT_KEYS.get(type(event)) or PRIVATE_KEYS.get(type(event))
            if key is None:
                continue
            values: dict[str, object] = {}
            for name, value in event.to_json().items():
                if name in ("seat", "claimer", "to", "first"):
                    values["name"] = self.name(value) if isinstance(value, int) and value >= 0 else "-"
                values[name] = " ".join(str(v) for v in value) if isinstance(value, list) else value
            lines.append(self.tr.t(key, **values))
        return lines

    def help(self) -> list[str]:
        return [self.tr.t("num.help")]
