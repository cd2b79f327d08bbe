"""The narration formatter of the terminal: the JSON lines events say (core/narration.py)
as text in one language, for one reader. Its twin in the browser is web/js/narrate.js;
the two apply the same rules (docs/games.md, "Narration") and nothing else decides
which key, which "you" form or which plural an event's line takes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bullheads.core.events import Event, events_json
from bullheads.core.narration import Line
from bullheads.i18n import Translator

JSON = dict[str, Any]


class Narrator:
    """Turns narrated lines into text, addressing `me` as "you" (None: nobody), naming
    seats by `names`."""

    def __init__(self, tr: Translator, names: Sequence[str], me: int | None) -> None:
        self.tr = tr
        self.names = names
        self.me = me

    def events(self, events: Sequence[Event], viewer: int | None, gaps: bool = True) -> list[str]:
        """The lines of the events `viewer` may see (None: public ones only), runs
        merged, twins replacing their public event; with `gaps`, a blank line before
        each new paragraph."""
        return self.told(events_json(events, viewer), gaps)

    def told(self, events: Sequence[JSON], gaps: bool = False) -> list[str]:
        """The lines of events in their JSON form (``say``), as web/js/narrate.js tells them."""
        text: list[str] = []
        for line in merge_runs(replace_twins([event["say"] for event in events])):
            said = self.line(line)
            if said is None:
                continue
            if gaps and line.get("gap"):
                text.append("")
            text.append(said)
        return text

    def action(self, line: Line) -> str:
        """An action's line (State.say_action) as text: the words of a choice."""
        said = self.line(line.to_json())
        assert said is not None, "an action's line is told to everyone"
        return said

    def line(self, line: JSON) -> str | None:
        """One line's text, or None when it is not told to this reader."""
        params: JSON = line["params"]
        subject = params.get("name")
        is_me = self.me is not None and isinstance(subject, dict) and subject.get("seat") == self.me
        if line.get("to") == "subject" and not is_me:
            return None
        key = line["key"]
        if "count" in line:
            key = f"{key}.{'one' if line['count'] == 1 else 'other'}"
        if is_me and f"{key}.you" in self.tr.messages:
            key = f"{key}.you"
        values = {name: self.param(value) for name, value in params.items()}
        if "count" in line:
            values["count"] = line["count"]
        return self.tr.t(key, **values)

    def param(self, value: Any) -> str:
        """One parameter as words (core/narration.py names each type)."""
        tr = self.tr
        if not isinstance(value, dict):
            return str(value)
        if "seat" in value:
            return self.name(value["seat"])
        if "row" in value:
            return str(value["row"] + 1)
        if "card" in value:
            return card_text(value["card"], value["heads"])
        if "cards" in value:
            heads = value["heads"] or [1] * len(value["cards"])
            return " ".join(card_text(card, count) for card, count in zip(value["cards"], heads, strict=True))
        if "noun" in value:
            return tr.plural(value["noun"], value["count"])
        if "key" in value:
            return tr.t(value["key"])
        if "seats" in value:
            return ", ".join(self.name(seat) for seat in value["seats"]) or tr.t("say.nobody")
        if "numbers" in value:
            said = [tr.t("say.face_down") if number is None else str(number) for number in value["numbers"]]
            return ", ".join(said) or tr.t("say.none")
        pairs = [f"{self.param(who)} {self.param(what)}".strip() for who, what in value["pairs"]]
        return ", ".join(pairs) or tr.t("say.nobody")

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return self.tr.t("seat.player", number=seat + 1)


def card_text(card: int, heads: int) -> str:
    """``12`` for a one-head card, ``55(7)`` when it is worth more."""
    return f"{card}({heads})" if heads > 1 else str(card)


def replace_twins(told: Sequence[Sequence[JSON]]) -> list[JSON]:
    """The lines of each event in order; an event whose first line `replaces` drops
    the lines of the event before it (its public twin)."""
    kept: list[list[JSON]] = []
    for lines in told:
        if lines and lines[0].get("replaces") and kept:
            kept[-1] = []
        kept.append(list(lines))
    return [line for lines in kept for line in lines]


def merge_runs(lines: Sequence[JSON]) -> list[JSON]:
    """Consecutive lines with the same key and merge parameter become one line whose
    merged parameter holds the pairs of them all."""
    merged: list[JSON] = []
    for line in lines:
        name = line.get("merge")
        last = merged[-1] if merged else None
        if name and last is not None and last["key"] == line["key"] and last.get("merge") == name:
            pairs = last["params"][name]["pairs"] + line["params"][name]["pairs"]
            merged[-1] = {**last, "params": {**last["params"], name: {"pairs": pairs}}}
        else:
            merged.append(line)
    return merged
