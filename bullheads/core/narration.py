"""Narration: what an event says, as data, so that every client says it the same way.

An event narrates itself as lines (`Line`): a message key of the shared catalogues
(bullheads/i18n) and typed parameters. The parameters come from one small vocabulary,
one type per kind of thing, so that each client spells seats, rows, cards, counts and
lists in one place (bullheads/i18n/narrate.py in Python, web/js/narrate.js in the
browser); the JSON form of a line travels in the event's JSON under ``"say"``.

Rules the formatters apply (docs/games.md, "Narration"):

- the subject of a line is its ``name`` parameter when that is a seat; when the reader
  is the subject and the catalogue has ``<key>.you``, that key is used instead;
- `Line.to` ``"subject"``: only the subject is told (e.g. "You win!");
- `Line.replaces`: the line of a private twin (an event only its owner sees, e.g. the
  card drawn) replaces the lines of the public event just before it ("You draw 3."
  instead of "You draw a card.");
- a line with `Line.count` is a plural pair: ``<key>.one`` for 1, else ``<key>.other``,
  with ``{count}`` filled;
- consecutive lines with the same key and a `Line.merge` parameter become one line whose
  merged parameter lists the items of them all (a run of draft picks);
- `Line.gap`: a new paragraph begins (the terminal leaves a blank line before it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, Literal

JSON = dict[str, Any]


@dataclasses.dataclass(frozen=True, slots=True)
class Seat:
    """A seat, said by its name (or "you" through the line's ``.you`` key)."""

    seat: int

    def to_json(self) -> JSON:
        return {"seat": self.seat}


@dataclasses.dataclass(frozen=True, slots=True)
class Row:
    """A row or pile, 0-based in the engine, shown counted from 1."""

    row: int

    def to_json(self) -> JSON:
        return {"row": self.row}


@dataclasses.dataclass(frozen=True, slots=True)
class Card:
    """A card by its number; `heads` above 1 are shown beside it, ``55(7)``."""

    card: int
    heads: int = 1

    def to_json(self) -> JSON:
        return {"card": self.card, "heads": self.heads}


@dataclasses.dataclass(frozen=True, slots=True)
class Cards:
    """Cards separated by spaces, each shown as a `Card` (`heads`: one per card, or none)."""

    cards: tuple[int, ...]
    heads: tuple[int, ...] = ()

    def to_json(self) -> JSON:
        return {"cards": list(self.cards), "heads": list(self.heads)}


@dataclasses.dataclass(frozen=True, slots=True)
class Count:
    """A number with its noun, said through the plural pair ``<noun>.one/.other``
    (``3 heads``, ``1 point``)."""

    count: int
    noun: str

    def to_json(self) -> JSON:
        return {"count": self.count, "noun": self.noun}


@dataclasses.dataclass(frozen=True, slots=True)
class Text:
    """A nested message key without parameters (why a row was taken, a special card's
    name, what a marker shows)."""

    key: str

    def to_json(self) -> JSON:
        return {"key": self.key}


@dataclasses.dataclass(frozen=True, slots=True)
class Seats:
    """Seat names separated by commas; none: "nobody"."""

    seats: tuple[int, ...]

    def to_json(self) -> JSON:
        return {"seats": list(self.seats)}


@dataclasses.dataclass(frozen=True, slots=True)
class Numbers:
    """Numbers separated by commas; None is a face-down card; none: "none"."""

    numbers: tuple[int | None, ...]

    def to_json(self) -> JSON:
        return {"numbers": list(self.numbers)}


Single = int | str | Seat | Row | Card | Cards | Count | Text | Seats | Numbers


@dataclasses.dataclass(frozen=True, slots=True)
class Pairs:
    """(who, what) pairs said ``who what`` and separated by commas (``You 5, Bot 2 12``);
    none: "nobody"."""

    pairs: tuple[tuple[Single, Single], ...]

    def to_json(self) -> JSON:
        return {"pairs": [[plain(who), plain(what)] for who, what in self.pairs]}


Param = Single | Pairs


def plain(param: Param) -> Any:
    """A parameter's JSON: numbers and strings as they are, the others as tagged objects."""
    return param if isinstance(param, int | str) else param.to_json()


Audience = Literal["all", "subject"]


@dataclasses.dataclass(frozen=True, slots=True)
class Line:
    """One narrated line: a catalogue key and its parameters (module docstring)."""

    key: str
    params: dict[str, Param] = dataclasses.field(default_factory=dict)
    count: int | None = None
    to: Audience = "all"
    merge: str = ""
    gap: bool = False
    replaces: bool = False

    def to_json(self) -> JSON:
        data: JSON = {"key": self.key, "params": {name: plain(value) for name, value in self.params.items()}}
        if self.count is not None:
            data["count"] = self.count
        if self.to != "all":
            data["to"] = self.to
        if self.merge:
            data["merge"] = self.merge
        if self.gap:
            data["gap"] = True
        if self.replaces:
            data["replaces"] = True
        return data


def say(key: str, **params: Param) -> Line:
    """The common line: a key and its parameters, told to everyone."""
    return Line(key, params)


def by_seat(values: Iterable[int], seats: Iterable[int] | None = None) -> Pairs:
    """``You 5, Bot 2 0``: each seat with its value (`seats`: which seats, default all)."""
    values = list(values)
    chosen = range(len(values)) if seats is None else seats
    return Pairs(tuple((Seat(seat), values[seat]) for seat in chosen))
