"""Numeranza actions as short English text (`describe`), and as narrated lines that every
client words in its reader's language (`say_action`, State.say_action)."""

from __future__ import annotations

from collections.abc import Callable

from bullheads.core.narration import Line, Seat, Text, say
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
from bullheads.games.numeranza.cards import Cards
from bullheads.games.numeranza.events import WORDS, cells

SIMPLE_TEXT = {
    "draw": "draw a card",
    "clear": "clear the play zone",
    "change_target": "change the target",
    "trip": "trip",
    "replace": "replace diamond cards",
    "pass": "pass",
    "claim": "claim the target",
    "oppose": "oppose the claim",
    "confront": "confront the trip",
    "confirm": "confirm the phrase",
    "to_pile": "put the card on the common pile",
}
PHRASE_TEXT = {
    "play": '"I want to play"',
    "alone": '"I want to play alone"',
    "pass": '"I don\'t want to play"',
}
HINT_TEXT = {
    "starting": '"it is a starting card"',
    "special": '"it is a special card"',
    "need_help": '"I need help"',
    "cant_help": '"I can\'t help"',
}


SIMPLE_KEYS = {name: f"num.act.{name}" for name in SIMPLE_TEXT}
"""The catalogue key of each simple action (bullheads/i18n/numeranza.*.json)."""
CARD_KEYS = {Play: "num.act.play", Defend: "num.act.defend", Discard: "num.act.discard"}


def card_text(card_id: int, cards: Cards) -> str:
    """A card by its number, starred when it is special (the same in every language)."""
    if not 0 <= card_id < len(cards.numbers):
        return f"card #{card_id}"
    return f"{cards.numbers[card_id]}{'*' if cards.is_special(card_id) else ''}"


def say_action(action: NumeranzaAction, cards: Cards, shown_cell: Callable[[int], int | None]) -> Line:
    """The action as a narrated line; cells counted from 1 for people, a try with the card
    everyone sees in its cell (`shown_cell`, Rules.shown_cell), else "face down"."""
    if isinstance(action, Simple):
        return say(SIMPLE_KEYS[action.name])
    if isinstance(action, Play | Defend | Discard):
        return say(CARD_KEYS[type(action)], card=card_text(action.card, cards))
    if isinstance(action, Try):
        card = shown_cell(action.cell)
        face = Text("num.face_down") if card is None else card_text(card, cards)
        return say("num.act.try", cell=action.cell + 1, card=face)
    if isinstance(action, Say):
        return say("num.act.say", words=Text(WORDS[action.phrase]))
    if isinstance(action, Hint):
        return say("num.act.hint", words=Text(WORDS[action.hint]))
    if isinstance(action, Give):
        return say("num.act.give", name=Seat(action.seat))
    chosen = cells(tuple(cells_of(action.mask)))
    if isinstance(action, Replace):
        return say("num.act.replace_cells", cells=chosen)
    assert isinstance(action, WinNew)
    return say("num.act.win_new", cells=chosen) if chosen.numbers else say("num.act.win_none")


def describe(action: NumeranzaAction, cards: Cards) -> str:
    def card(card_id: int) -> str:
        return card_text(card_id, cards)

    if isinstance(action, Simple):
        return SIMPLE_TEXT[action.name]
    if isinstance(action, Play):
        return f"play {card(action.card)}"
    if isinstance(action, Defend):
        return f"defend with {card(action.card)}"
    if isinstance(action, Discard):
        return f"discard {card(action.card)}"
    if isinstance(action, Try):
        return f"try cell {action.cell + 1}"
    if isinstance(action, Say):
        return f"say {PHRASE_TEXT[action.phrase]}"
    if isinstance(action, Hint):
        return f"hint {HINT_TEXT[action.hint]}"
    if isinstance(action, Give):
        return f"give the card to seat {action.seat + 1}"
    if isinstance(action, Replace):
        return "replace cells " + ", ".join(str(cell + 1) for cell in cells_of(action.mask))
    assert isinstance(action, WinNew)
    chosen = cells_of(action.mask)
    return "win cells " + ", ".join(str(cell + 1) for cell in chosen) if chosen else "win no new card"
