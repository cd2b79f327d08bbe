"""Take 11! views and events as plain text lines.

Every screen is a list of lines a screen reader can read aloud. A card worth more than
one head carries its heads, ``33(7)``, from the game's own heads table (T11-02). Piles
are numbered from 1 for people, and each shows its top card only (T11-05: no client
offers a look into a pile) and, for the seat in turn, the cards it may still take this
turn (T11-04). Score pad and standings are the
shared lines of the Take 6! renderer.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bullheads.core.events import Event
from bullheads.games.take11.cards import DEFAULT_HEADS, REACH, below, parse_heads
from bullheads.games.take11.views import Take11View
from bullheads.i18n import Translator
from bullheads.i18n.narrate import Narrator
from bullheads.tui.seats import HUMAN, Seats, bot_name
from bullheads.tui.take6_render import Renderer as Take6Renderer


class Renderer:
    """Turns Take 11! views and events into lines in one language."""

    def __init__(self, tr: Translator, seats: Seats, heads: Sequence[int] = DEFAULT_HEADS) -> None:
        self.tr = tr
        self.seats = seats
        self.table = heads
        self.shared = Take6Renderer(tr, seats)

    # ------------------------------------------------------------------ pieces

    def name(self, seat: int) -> str:
        return self.seats.names[seat]

    def card(self, card: int) -> str:
        heads = self.table[card]
        return f"{card}({heads})" if heads != 1 else str(card)

    def cards(self, cards: Iterable[int]) -> str:
        return " ".join(self.card(card) for card in cards)

    def _about(self, seat: int, key: str, **values: object) -> str:
        if seat == self.seats.me:
            return self.tr.t(f"{key}.you", **values)
        return self.tr.t(key, name=self.name(seat), **values)

    def by_seat(self, values: Sequence[int]) -> str:
        return ", ".join(f"{self.name(seat)} {value}" for seat, value in enumerate(values))

    # ------------------------------------------------------------------ views

    def intro(self, view: Take11View, seed: int, kinds: Sequence[str]) -> list[str]:
        tr = self.tr
        seats = ", ".join(
            tr.t("intro.human", name=self.name(seat))
            if kind == HUMAN
            else tr.t("intro.bot", name=self.name(seat), bot=bot_name(tr, kind))
            for seat, kind in enumerate(kinds)
        )
        lines = [
            tr.t("t11.intro.title"),
            tr.t("intro.seed", seed=seed),
            tr.t("intro.seats", seats=seats),
            tr.plural("intro.end_rounds", view["rounds"]),
        ]
        if parse_heads(view["config"]["heads"]) != DEFAULT_HEADS:
            lines.append(tr.t("t11.intro.heads"))
        lines.append(tr.t("intro.help"))
        return lines

    def piles(self, view: Take11View, seat: int) -> list[str]:
        """``Pile 2: 87 on top. Takes 88-97.`` one line per pile; the range only for the
        seat in turn, from the pile's top at the start of the turn (T11-04)."""
        tr = self.tr
        mine = view["turn_seat"] == seat and view["phase"] == "play"
        lines = []
        for index, pile in enumerate(view["piles"]):
            line = tr.t(
                "t11.view.pile",
                number=index + 1,
                top=self.card(pile["top"]),
            )
            if mine and index < len(view["turn_tops"]):
                line += " " + self.range_text(view["turn_tops"][index], view["turn_reach"][index])
            lines.append(line)
        return lines

    def range_text(self, top: int, reach: int) -> str:
        if reach >= REACH:
            return self.tr.t("t11.view.range_full")
        low, high = below(top, -reach - 1), below(top, -REACH)
        key = "t11.view.range_more" if reach else "t11.view.range"
        return self.tr.t(key, low=low, high=high)

    def hand(self, view: Take11View, seat: int) -> str:
        cards = view["hand"]
        if not cards:
            return self._about(seat, "view.hand_empty")
        size = self.tr.plural("cards", len(cards))
        heads = self.tr.plural("heads", sum(self.table[card] for card in cards))
        return self._about(seat, "view.hand", cards=self.cards(cards), size=size, heads=heads)

    def situation(self, view: Take11View, seat: int) -> list[str]:
        """What `seat` needs to see before deciding."""
        tr = self.tr
        lines = [tr.t("t11.view.round", round=view["round"], rounds=view["rounds"])]
        lines += self.piles(view, seat)
        lines.append(tr.plural("t11.view.draw", view["draw_size"]))
        if view["hand"] is not None:
            lines.append(self.hand(view, seat))
        lines.append(tr.t("t11.view.hand_sizes", sizes=self.by_seat(view["hand_sizes"])))
        lines.append(tr.t("t11.view.bulls", bulls=self.by_seat(view["bulls"]), supply=view["supply"]))
        if view["phase"] == "steal" and view["turn_seat"] == seat:
            names = ", ".join(
                f"{candidate + 1} {self.name(candidate)}" for candidate in view["steal_candidates"]
            )
            lines.append(tr.t("t11.view.steal", names=names))
        elif view["turn_seat"] == seat:
            piles = max(view["bulls"][seat], 1)
            used = sum(1 for reach in view["turn_reach"] if reach)
            if used:
                lines.append(tr.t("t11.view.turn_more", used=used, piles=piles))
            elif view["bulls"][seat]:
                lines.append(tr.plural("t11.view.turn_bulls", piles))
            else:
                lines.append(tr.t("t11.view.turn_one"))
        return lines

    def score_pad(self, view: Take11View) -> list[str]:
        return self.shared.pad(view["score_pad"], view["totals"], [True] * len(view["totals"]))

    # ------------------------------------------------------------------ events

    def events(self, events: Sequence[Event], seat: int | None) -> list[str]:
        """What happened that `seat` may see (None: only public facts), as the events
        narrate it (core/narration.py)."""
        return Narrator(self.tr, self.seats.names, self.seats.me).events(events, seat)

    # ------------------------------------------------------------------ help

    def help(self, phase: str) -> list[str]:
        """Every key and command; the first lines are what to type in this phase."""
        first = (
            ["t11.help.steal"]
            if phase == "steal"
            else ["t11.help.cards", "t11.help.piles", "t11.help.take", "t11.help.end"]
        )
        keys = [*first, "help.tab", "t11.help.t", "help.s", "t11.help.l", "help.h", "help.history", "help.q"]
        rules = ("t11.help.rules_1", "t11.help.rules_2", "t11.help.rules_3", "t11.help.rules_4")
        return [
            self.tr.t("help.title"),
            *(f"  {self.tr.t(key)}" for key in keys),
            "",
            self.tr.t("help.rules_title"),
            *(f"  {self.tr.t(key)}" for key in rules),
        ]
