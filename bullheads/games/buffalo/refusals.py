"""Why the rules refuse an action now, in plain words (BUF-09..BUF-17).

`BuffaloState.act` accepts exactly `legal(seat)`; when an action is not among them this
module names the rule that forbids it, so a player learns why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bullheads.games.buffalo.actions import BuffaloAction, CardCard, Insert, Push, RowCard, Sort, special_of
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.specials import BETWEEN_TURNS, REPLACE, TAKE7
from bullheads.games.take6.actions import Play, TakeRow

if TYPE_CHECKING:
    from bullheads.games.buffalo.state import BuffaloState

NAMES = {
    "take7": "Take 7!",
    "stop": "Stop!",
    "replace": "Replace!",
    "insert": "Insert!",
    "push": "Push!",
    "first": "First Card",
    "last": "Last Card",
    "sort": "Sort",
}


def reason(state: BuffaloState, seat: int, action: BuffaloAction) -> str:
    """The reason `action` of `seat` is refused (it is not in `state.legal(seat)`)."""
    phase = state.phase
    if isinstance(action, Play):
        if phase not in ("choose", "replace"):
            return "no card is chosen now: it is the team's decision"
        if action.card not in state.hands[seat]:
            return f"{action.card} is not in your hand"
        return f"choose a card other than the {action.card} that went back to your hand (BUF-12)"
    if isinstance(action, TakeRow):
        if phase != "row":
            return "no low card waits for a row now"
        return f"row {action.row + 1} has a Stop! beside it: it cannot be taken (BUF-11)"
    if phase == "sort":
        return "choose the next card of the Sort order first (BUF-17)"
    if phase != "window":
        return "special cards are used only in the team's windows (BUF-09)"
    kind = special_of(action)
    if isinstance(action, RowCard) and action.kind == "unstop":
        return f"row {action.row + 1} has no Stop! to remove (BUF-11)"
    if kind is None:
        return "not a decision of this window (BUF-09)"
    if kind not in state.face_up:
        return f"{NAMES[kind]} is not face up (BUF-03)"
    if state.window == "b" and kind not in BETWEEN_TURNS:
        return f"{NAMES[kind]} acts on revealed cards: only after the reveal, before a placement (BUF-09)"
    if isinstance(action, RowCard):
        if action.kind == TAKE7:
            return f"row {action.row + 1} already has a Take 7! (BUF-10)"
        return f"row {action.row + 1} already has a Stop! (BUF-11)"
    if isinstance(action, CardCard):
        return _on_card(state, kind, action.card)
    if isinstance(action, Sort):
        return "Sort needs at least two revealed cards still to place (BUF-17)"
    if isinstance(action, Insert):
        return _insert(state, action)
    if isinstance(action, Push):
        return _push(state, action)
    return "not a legal action now"  # pragma: no cover


def _on_card(state: BuffaloState, kind: str, card: int) -> str:
    owners = {played: owner for owner, played in state.order}
    if card not in owners:
        return f"{card} is not a revealed card waiting to be placed"
    if owners[card] == BUFFALO:
        return f"{NAMES[kind]} cannot be used on the buffalo's card (BUF-12, BUF-15, BUF-16)"
    if kind == REPLACE:
        return "that member's hand is empty: there is no card to replace it with (BUF-12)"
    return f"{card} is already chosen to go first or last (BUF-15, BUF-16)"


def _insert(state: BuffaloState, action: Insert) -> str:
    owner, card = state.order[0]
    if owner == BUFFALO:
        return "Insert! cannot be used on the buffalo's card, the next to be placed (BUF-13)"
    if state.table.blocked(action.row):
        return f"row {action.row + 1} has a Stop! beside it: nothing goes into it (BUF-11)"
    return (
        f"{card} must go before the first card or between two cards of row {action.row + 1}, "
        "keeping it ascending (BUF-13)"
    )


def _push(state: BuffaloState, action: Push) -> str:
    table = state.table
    for row in (action.source, action.row):
        if table.blocked(row):
            return f"row {row + 1} has a Stop! beside it: no card is pushed into or out of it (BUF-11)"
    if action.source == action.row:
        return "Push! moves a card to another row (BUF-14)"
    if action.index >= len(table.rows[action.source]):
        return f"row {action.source + 1} has no card number {action.index + 1}"
    if len(table.rows[action.source]) == 1:
        return "a row's only card cannot be pushed: a row is never empty (BUF-14)"
    return f"that place does not keep row {action.row + 1} ascending (BUF-14)"
