"""Take 6! views and events as plain text lines.

Every screen is a list of lines a screen reader can read aloud: no box drawing, and
nothing said by colour alone. A card worth more than one head carries its heads,
``55(7)``; rows are numbered 1..4 for people. These functions only read views and
events: where cards go and who wins are the engine's decisions, shown as they are.
Fan cards are said in words at the end of the row they stand on: ``Row 4: 77 85(2)
(2 cards, 3 heads); Even/Odd marker: odd cards only``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bullheads.bots.tracker import track
from bullheads.core.events import Event
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.fan_events import SHOWS
from bullheads.games.take6.fans import COW, DIGIT_FLIP, EVEN_ODD, MOUNTAINEERING
from bullheads.games.take6.views import Take6View
from bullheads.i18n import Translator, narrate
from bullheads.i18n.narrate import Narrator
from bullheads.tui.seats import HUMAN, Seats, bot_name

FAN_NAMES = {
    EVEN_ODD: "fan.even_odd",
    MOUNTAINEERING: "fan.mountaineering",
    COW: "fan.cow",
    DIGIT_FLIP: "fan.digit_flip",
}
FAN_RULES = {
    EVEN_ODD: "help.rules_even_odd",
    MOUNTAINEERING: "help.rules_mountaineering",
    COW: "help.rules_cow",
    DIGIT_FLIP: "help.rules_digit_flip",
}


class Renderer:
    """Turns views and events into lines in one language."""

    def __init__(self, tr: Translator, seats: Seats) -> None:
        self.tr = tr
        self.seats = seats

    # ------------------------------------------------------------------ pieces

    def name(self, seat: int) -> str:
        return self.seats.names[seat]

    def heads(self, count: int) -> str:
        return self.tr.plural("heads", count)

    def cards(self, cards: Iterable[int]) -> str:
        """Cards separated by spaces, each worth more than one head marked ``55(7)``."""
        return " ".join(card_text(card) for card in cards)

    def by_seat(self, values: Sequence[int], seats: Iterable[int]) -> str:
        """``You 5, Bot 2 0, ...`` for the given seats."""
        return ", ".join(f"{self.name(seat)} {values[seat]}" for seat in seats)

    def _about(self, seat: int, key: str, **values: object) -> str:
        """The ``.you`` form of `key` when `seat` is the one addressed as "you"."""
        if seat == self.seats.me:
            return self.tr.t(f"{key}.you", **values)
        return self.tr.t(key, name=self.name(seat), **values)

    # ------------------------------------------------------------------ views

    def intro(self, view: Take6View, seed: int, kinds: Sequence[str]) -> list[str]:
        """Who plays, how the game ends, and the seed that repeats this very game."""
        tr = self.tr
        config = view["config"]
        seats = ", ".join(
            tr.t("intro.human", name=self.name(seat))
            if kind == HUMAN
            else tr.t("intro.bot", name=self.name(seat), bot=bot_name(tr, kind))
            for seat, kind in enumerate(kinds)
        )
        lines = [
            tr.t("intro.title"),
            tr.t("intro.seed", seed=seed),
            tr.t("intro.seats", seats=seats),
        ]
        if config["end"] == "rounds":
            lines.append(tr.plural("intro.end_rounds", config["rounds"]))
        else:
            lines.append(tr.t(f"intro.end_{config['end']}", limit=config["limit"]))
        if config["professional"] == "deal":  # seed 004: the deck of T6-15, dealt (T6-03)
            lines.append(tr.t("intro.professional_deal", top=view["deck"]))
        elif config["professional"]:
            lines.append(tr.t("intro.professional"))
        if config["snake"]:
            lines.append(tr.t("intro.snake"))
        fans = config.get("fans", [])
        if fans:
            lines.append(tr.t("intro.fans", cards=", ".join(tr.t(FAN_NAMES[name]) for name in fans)))
            lines += [tr.t(FAN_RULES[name]) for name in fans]
        if len(fans) > 1:
            lines.append(tr.t("intro.fans_advice"))
        lines.append(tr.t("intro.help"))
        return lines

    def rows(self, view: Take6View) -> list[str]:
        """``Row 2: 37 44 (2 cards, 2 heads)``, one line per row, then the fan markers on it."""
        return [
            "; ".join(
                [
                    self.tr.t(
                        "view.row",
                        number=index + 1,
                        cards=self.cards(row),
                        size=self.tr.plural("cards", len(row)),
                        heads=self.heads(heads),
                    ),
                    *self.markers_on(view, index),
                ]
            )
            for index, (row, heads) in enumerate(zip(view["rows"], view["row_heads"], strict=True))
        ]

    def markers_on(self, view: Take6View, row: int) -> list[str]:
        """The fan markers standing on `row` and what they show (FAN-EO, FAN-MT, FAN-COW)."""
        markers = view["fans"]["markers"] if "fans" in view else {}
        here = {name: marker for name, marker in markers.items() if marker["row"] == row}
        tr = self.tr
        notes = []
        if EVEN_ODD in here:
            notes.append(tr.t("view.marker_parity", parity=tr.t(SHOWS[here[EVEN_ODD]["shows"]])))
        if MOUNTAINEERING in here:
            arrow = tr.t(SHOWS[here[MOUNTAINEERING]["arrow"]])
            notes.append(tr.t("view.marker_descending", arrow=arrow))
        if COW in here:
            notes.append(tr.t("view.cow"))
        return notes

    def flips(self, view: Take6View, seat: int) -> list[str]:
        """FAN-FLIP-1: who still holds a Digit Flip; how to use one's own."""
        held = view["fans"]["digit_flips"] if "fans" in view else None
        if held is None:
            return []
        lines = []
        if 0 <= seat < len(held) and held[seat] and view["phase"] == "choose":
            lines.append(self.tr.t("view.flip_you"))
        holders = [self.name(other) for other, holds in enumerate(held) if holds]
        lines.append(
            self.tr.t("view.flips", names=", ".join(holders)) if holders else self.tr.t("view.flips_none")
        )
        return lines

    def hand(self, view: Take6View, seat: int) -> str:
        cards = view["hands"][seat] if "hands" in view else view["hand"]
        if not cards:
            return self._about(seat, "view.hand_empty")
        size = self.tr.plural("cards", len(cards))
        heads = self.heads(sum(HEADS[card] for card in cards))
        return self._about(seat, "view.hand", cards=self.cards(cards), size=size, heads=heads)

    def open_hands(self, view: Take6View, seat: int) -> list[str]:
        """T6-16: in the professional draft every hand is public (the view shows them);
        show the others."""
        if "hands" not in view:
            return []
        others = [other for other, active in enumerate(view["active"]) if active and other != seat]
        return [self.tr.t("view.open_hands")] + [
            self.tr.t("view.open_hand", name=self.name(other), cards=self.cards(view["hands"][other]) or "-")
            for other in others
        ]

    def round_heads(self, view: Take6View) -> str:
        playing = [seat for seat, active in enumerate(view["active"]) if active]
        return self.tr.t("view.round_heads", heads=self.by_seat(view["penalty_heads"], playing))

    def situation(self, view: Take6View, seat: int) -> list[str]:
        """What `seat` needs to see before deciding, for the phase the game is in."""
        phase = view["phase"]
        if phase == "draft":
            pool = view["draft"]["pool"]
            return [
                self.tr.t("view.draft_round", round=view["round"]),
                self.tr.t("view.draft_pool", count=len(pool), cards=self.cards(pool)),
                self.hand(view, seat),
                *self.open_hands(view, seat),
            ]
        lines = [self.tr.t("view.round_turn", round=view["round"], turn=view["turn"], turns=view["turns"])]
        lines += self.rows(view)
        if phase == "row" and view["low_card"] is not None:
            low = view["low_card"]
            lines.append(self._about(low["seat"], "view.low_card", card=card_text(low["card"])))
            return lines
        if view["hand"] is not None and view["active"][seat]:
            lines.append(self.hand(view, seat))
        lines += self.flips(view, seat)
        lines += self.open_hands(view, seat)
        lines.append(self.round_heads(view))
        return lines

    def score_pad(self, view: Take6View) -> list[str]:
        """The score pad of `view` (`pad`)."""
        return self.pad(view["score_pad"], view["totals"], view["active"])

    def pad(
        self, pad: Sequence[Sequence[int | None]], totals: Sequence[int], active: Sequence[bool]
    ) -> list[str]:
        """One line per round and a total line, in aligned columns under a header.

        A seat eliminated (T6-14) shows ``out`` for the rounds it did not play and on
        its total line.
        """
        if not pad:
            return [self.tr.t("pad.empty")]
        out = self.tr.t("pad.out")
        header = [self.tr.t("pad.round"), *self.seats.names]
        lines = [
            [str(number), *(out if heads is None else str(heads) for heads in line)]
            for number, line in enumerate(pad, start=1)
        ]
        shown = [
            f"{total}" if playing else f"{total} ({out})"
            for total, playing in zip(totals, active, strict=True)
        ]
        table = [header, *lines, [self.tr.t("pad.total"), *shown]]
        widths = [max(len(line[column]) for line in table) for column in range(len(header))]
        text = [self.tr.t("pad.title")]
        for line in table:
            cells = [line[0].ljust(widths[0])] + [
                cell.rjust(width) for cell, width in zip(line[1:], widths[1:], strict=True)
            ]
            text.append("  ".join(cells).rstrip())
        return text

    # ------------------------------------------------------------------ events

    def events(self, events: Sequence[Event]) -> list[str]:
        """What happened, as the events narrate it (core/narration.py)."""
        return Narrator(self.tr, self.seats.names, self.seats.me).events(events, self.seats.me)

    # ------------------------------------------------------------------ help

    def help(self, phase: str, fans: Sequence[str] = ()) -> list[str]:
        """Every key and command; the first line is what to type in this phase; then the
        rules in short, with the fan cards in play."""
        first = {"choose": "help.card", "row": "help.row", "draft": "help.draft"}[phase]
        flip = ["help.flip"] if DIGIT_FLIP in fans and phase == "choose" else []
        keys = [
            first,
            *flip,
            "help.tab",
            "help.t",
            "help.s",
            "help.l",
            "help.c",
            "help.h",
            "help.history",
            "help.q",
        ]
        lines = [
            self.tr.t("help.title"),
            *(f"  {self.tr.t(key)}" for key in keys),
            "",
            self.tr.t("help.rules_title"),
            *(f"  {self.tr.t(key)}" for key in ("help.rules_1", "help.rules_2", "help.rules_3")),
        ]
        if fans:
            lines += [self.tr.t("help.rules_fans"), *(f"  {self.tr.t(FAN_RULES[name])}" for name in fans)]
            if len(fans) > 1:
                lines.append(f"  {self.tr.t('intro.fans_advice')}")
        return lines

    def tracker(self, view: Take6View) -> list[str]:
        """The played-card tracker (bots/tracker.py) as lines: seen and unseen cards, for
        each row its room and the unseen cards that would land on it, and while others
        hold a Digit Flip the unseen cards that would land on each row flipped (FAN-FLIP-3)."""
        tracked = track(view)
        lines = [
            self.tr.t(
                "tracker.summary",
                seen=len(tracked.seen),
                unseen=len(tracked.unseen),
                held=tracked.in_other_hands,
                heads=self.heads(tracked.unseen_heads),
            )
        ]
        for watch in tracked.rows:
            lines.append(
                self.tr.t(
                    "tracker.row",
                    row=watch.row + 1,
                    last=watch.last,
                    heads=self.heads(watch.heads),
                    room=watch.room,
                    count=len(watch.fitting),
                    cards=card_ranges(watch.fitting) or "-",
                )
            )
        lines.append(self.tr.t("tracker.low", count=len(tracked.low), cards=card_ranges(tracked.low) or "-"))
        if tracked.flip_holders:
            names = ", ".join(self.name(seat) for seat in tracked.flip_holders)
            lines.append(self.tr.t("tracker.flip", names=names))
            lines += [
                self.tr.t("tracker.flip_row", row=watch.row + 1, cards=card_ranges(watch.flip_fitting))
                for watch in tracked.rows
                if watch.flip_fitting
            ]
        return lines


def card_ranges(cards: Sequence[int]) -> str:
    """Sorted cards as short ranges: ``1-4, 9, 12-13``."""
    parts: list[str] = []
    start = previous = None
    for card in [*cards, None]:
        if previous is not None and card == previous + 1:
            previous = card
            continue
        if start is not None and previous is not None:
            parts.append(str(start) if start == previous else f"{start}-{previous}")
        start = previous = card
    return ", ".join(parts)


def card_text(card: int) -> str:
    """``12`` for a one-head card, ``55(7)`` when it is worth more (T6-02)."""
    return narrate.card_text(card, HEADS[card])
