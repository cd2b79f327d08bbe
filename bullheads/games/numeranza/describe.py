"""Numeranza actions as short English text (clients translate their own)."""

from __future__ import annotations

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


def describe(action: NumeranzaAction, cards: Cards) -> str:
    def card(card_id: int) -> str:
        if not 0 <= card_id < len(cards.numbers):
            return f"card #{card_id}"
        return f"{cards.numbers[card_id]}{'*' if cards.is_special(card_id) else ''}"

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
