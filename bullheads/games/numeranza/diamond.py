"""Variant 4, the diamond (V4-1..V4-6).

Cells are the points |x|+|y| <= radius of a square grid, numbered row by row from the
top (`cells`); a cell is face up when x+y is even (V4-1). A card's neighbours are the
cards in its 4 orthogonal cells; its margin and allowed operations follow V4-2 (options
margin_face_down, margin_by_neighbours, operations_by_neighbours). A turn: one action
(or Replace, V4-4), then one optional try (V4-5 phase 2, skipped after Replace), then
the hand is brought to exactly one card (phase 3). The game ends at once when, after a
win, some diamond card has no neighbour or the diamond is empty (V4-6).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING

from bullheads.core.events import Event
from bullheads.games.numeranza import dice
from bullheads.games.numeranza.actions import (
    PASS,
    REPLACE_ACTION,
    Discard,
    NumeranzaAction,
    Replace,
    Try,
    WinNew,
)
from bullheads.games.numeranza.config import NumeranzaConfig, Operations
from bullheads.games.numeranza.events import (
    CardTried,
    CellsReplaced,
    CellsTurned,
    DiamondLaid,
    HandDiscarded,
    ReplaceRolled,
)
from bullheads.games.numeranza.ranking import rank, roll_off
from bullheads.games.numeranza.reach import formula, reach
from bullheads.games.numeranza.turns import TurnRules
from bullheads.games.numeranza.views import Cell, VariantPart

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState

TRY_PHASE, REPLACE_PHASE, WIN_NEW_PHASE, DISCARD_PHASE = "try", "replace", "win_new", "discard"


@cache
def cells(radius: int) -> tuple[tuple[int, int], ...]:
    """V4-1: the cells (x, y), top row first, left to right."""
    return tuple(
        (x, y)
        for y in range(radius, -radius - 1, -1)
        for x in range(-radius, radius + 1)
        if abs(x) + abs(y) <= radius
    )


@cache
def adjacent(radius: int) -> tuple[tuple[int, ...], ...]:
    """V4-2: the orthogonal neighbour cells of each cell."""
    index = {cell: i for i, cell in enumerate(cells(radius))}
    return tuple(
        tuple(
            index[(x + dx, y + dy)]
            for dx, dy in ((0, 1), (-1, 0), (1, 0), (0, -1))
            if (x + dx, y + dy) in index
        )
        for x, y in cells(radius)
    )


def margin(config: NumeranzaConfig, neighbours: int, face_down: bool) -> tuple[int, Operations]:
    """V4-2 [R]: the margin and the allowed operations of a card."""
    bonus = config.margin_face_down if face_down else 0
    return bonus + config.margin_by_neighbours[neighbours], config.operations_by_neighbours[neighbours]


def winning_signs(
    numbers: list[int], number: int, room: int, operations: Operations
) -> tuple[int, ...] | None:
    """V4-3: signs giving a zone value within number +/- room with the allowed operations."""
    if operations is Operations.NONE:
        return None
    return reach(numbers, number - room, number + room, signed=operations is Operations.BOTH)


class DiamondRules(TurnRules):
    """V4: the diamond."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[int | None] = []
        """The card in each cell (None: won, empty)."""
        self.face_up: list[bool] = []
        self.replace_count = 0
        self.new_cells: list[int] = []

    def clone(self) -> DiamondRules:
        other = DiamondRules()
        self.copy_turns(other)
        other.cells = list(self.cells)
        other.face_up = list(self.face_up)
        other.replace_count = self.replace_count
        other.new_cells = list(self.new_cells)
        return other

    def board_cards(self) -> list[int]:
        return [card for card in self.cells if card is not None]

    def shown_cell(self, cell: int) -> int | None:
        card = self.cells[cell]
        return card if self.face_up[cell] else None

    def hidden_specials(self) -> list[int]:
        return [
            card for card, up in zip(self.cells, self.face_up, strict=True) if card is not None and not up
        ]

    def set_hidden_specials(self, cards: list[int]) -> None:
        hidden = iter(cards)
        for cell, card in enumerate(self.cells):
            if card is not None and not self.face_up[cell]:
                self.cells[cell] = next(hidden)

    def lay_board(self, state: NumeranzaState, events: list[Event]) -> None:
        """V4-1 [R]: a special card on each cell, face up where x+y is even."""
        layout = cells(state.config.diamond_radius)
        self.cells = list(dice.deal(state.chance, state.central, len(layout)))
        self.face_up = [(x + y) % 2 == 0 for x, y in layout]
        events.append(DiamondLaid(self.shown(state)))

    def shown(self, state: NumeranzaState) -> tuple[int | None, ...]:
        return tuple(
            state.number(card) if card is not None and up else None
            for card, up in zip(self.cells, self.face_up, strict=True)
        )

    def neighbours(self, state: NumeranzaState, cell: int) -> int:
        return sum(
            1 for other in adjacent(state.config.diamond_radius)[cell] if self.cells[other] is not None
        )

    def view(self, state: NumeranzaState, seat: int | None) -> VariantPart:
        """Every cell: its (x, y), its card when face up, its neighbours, margin and operations."""
        layout = cells(state.config.diamond_radius)
        diamond: list[Cell] = []
        for cell, card in enumerate(self.cells):
            neighbours = self.neighbours(state, cell)
            room, operations = margin(state.config, neighbours, not self.face_up[cell])
            diamond.append(
                {
                    "cell": cell,
                    "x": layout[cell][0],
                    "y": layout[cell][1],
                    "card": state.cards.face(card) if card is not None and self.face_up[cell] else None,
                    "empty": card is None,
                    "face_up": self.face_up[cell],
                    "neighbours": neighbours,
                    "margin": room,
                    "operations": operations.value,
                }
            )
        return {
            **super().view(state, seat),
            "diamond": diamond,
            "replace_count": self.replace_count,
            "new_cells": list(self.new_cells),
        }

    # ----------------------------------------------------------------- phase 1

    def extra_actions(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        """V4-4: Replace, when some face-up card can be replaced."""
        return [REPLACE_ACTION] if self.face_up_cells() else []

    def face_up_cells(self) -> list[int]:
        return [cell for cell, card in enumerate(self.cells) if card is not None and self.face_up[cell]]

    def do_extra(
        self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]
    ) -> None:
        """V4-4: roll one die; the count says how many face-up cards may be replaced."""
        (die,) = dice.roll(state.chance, 1, state.config.die_faces)
        self.replace_count = min(state.config.replace_counts[die - 1], len(self.face_up_cells()))
        events.append(ReplaceRolled(seat, die, self.replace_count))
        if self.replace_count:
            self.phase = REPLACE_PHASE
        else:
            self.end_turn(state, events)

    def after_action(self, state: NumeranzaState, events: list[Event]) -> None:
        """V4-5 phase 2: a try, when one could succeed."""
        self.phase = TRY_PHASE
        if len(self.decisions(state, self.active)) == 1:
            self.end_turn(state, events)

    # ----------------------------------------------------------------- decisions

    def decisions(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        hand = state.zones[seat].hand
        if self.phase == TRY_PHASE:
            return [*(Try(cell) for cell in self.tries(state, seat)), PASS]
        if self.phase == REPLACE_PHASE:
            up = self.face_up_cells()
            return [
                Replace(sum(1 << cell for cell in chosen))
                for size in range(1, self.replace_count + 1)
                for chosen in combinations(up, size)
            ]
        if self.phase == WIN_NEW_PHASE:
            return [*(WinNew(mask) for mask in self.winnable_sets(state, seat)), WinNew(0)]
        return [Discard(card) for card in hand]

    def tries(self, state: NumeranzaState, seat: int) -> list[int]:
        """The cells a try could win: a face-up card the zone can win now; a face-down card
        the zone could win for some special number (its number is unknown to the seat)."""
        numbers = state.numbers(state.zones[seat].play)
        possible = sorted({number for number, count in state.config.special_copies if count})
        found = []
        for cell, card in enumerate(self.cells):
            if card is None:
                continue
            room, operations = margin(state.config, self.neighbours(state, cell), not self.face_up[cell])
            candidates = [state.number(card)] if self.face_up[cell] else possible
            if any(winning_signs(numbers, n, room, operations) is not None for n in candidates):
                found.append(cell)
        return found

    def winnable_sets(self, state: NumeranzaState, seat: int) -> list[int]:
        """V4-4: the non-empty sets of new cards one zone value wins at once (face up)."""
        numbers = state.numbers(state.zones[seat].play)
        masks = []
        for size in range(1, len(self.new_cells) + 1):
            for chosen in combinations(self.new_cells, size):
                if self.one_value(state, numbers, chosen) is not None:
                    masks.append(sum(1 << cell for cell in chosen))
        return masks

    def one_value(
        self, state: NumeranzaState, numbers: list[int], chosen: tuple[int, ...]
    ) -> tuple[int, ...] | None:
        """Signs of one zone value that lies within every chosen card's margin, using
        only operations every chosen card allows (addition only if one requires it)."""
        low, high, signed = -(10**9), 10**9, True
        for cell in chosen:
            card = self.cells[cell]
            assert card is not None
            room, operations = margin(state.config, self.neighbours(state, cell), False)
            if operations is Operations.NONE:
                return None
            signed = signed and operations is Operations.BOTH
            low = max(low, state.number(card) - room)
            high = min(high, state.number(card) + room)
        if low > high:
            return None
        return reach(numbers, low, high, signed)

    def decide(self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]) -> None:
        if self.phase == TRY_PHASE:
            if isinstance(action, Try):
                self.try_cell(state, seat, action.cell, events)
            self.end_turn(state, events)
        elif isinstance(action, Replace):
            self.replace(state, action.mask, events)
        elif isinstance(action, WinNew):
            self.win_new(state, seat, action.mask, events)
        elif isinstance(action, Discard):
            zone = state.zones[seat]
            zone.hand.remove(action.card)
            zone.to_discard([action.card])
            events.append(HandDiscarded(seat, action.card, state.number(action.card)))
            if self.refill(state, events):
                self.next_turn(state, events)

    def try_cell(self, state: NumeranzaState, seat: int, cell: int, events: list[Event]) -> None:
        """V4-3: the card is revealed; within the margin it is won with the zone; a failed
        try leaves it face up (option failed_try_face_up)."""
        card = self.cells[cell]
        assert card is not None
        face_down = not self.face_up[cell]
        room, operations = margin(state.config, self.neighbours(state, cell), face_down)
        numbers = state.numbers(state.zones[seat].play)
        signs = winning_signs(numbers, state.number(card), room, operations)
        value = sum(n * s for n, s in zip(numbers, signs or [1] * len(numbers), strict=True))
        events.append(
            CardTried(seat, cell, state.number(card), room, operations.value, value, signs is not None)
        )
        if signs is None:
            self.face_up[cell] = state.config.failed_try_face_up or not face_down
            return
        self.cells[cell] = None
        self.face_up[cell] = True
        state.win(seat, card, formula(numbers, signs), events)
        self.check_end(state, events)

    def replace(self, state: NumeranzaState, mask: int, events: list[Event]) -> None:
        """V4-4: the chosen cards go back to the deck, which is shuffled; as many are dealt
        face up into their cells."""
        chosen = [cell for cell in range(len(self.cells)) if mask >> cell & 1]
        for cell in chosen:
            card = self.cells[cell]
            assert card is not None
            state.central.append(card)
        state.central.sort()
        new = dice.deal(state.chance, state.central, len(chosen))
        for cell, card in zip(chosen, new, strict=True):
            self.cells[cell] = card
            self.face_up[cell] = True
        self.new_cells = chosen
        events.append(CellsReplaced(tuple(chosen), tuple(state.numbers(new))))
        self.phase = WIN_NEW_PHASE
        if len(self.decisions(state, self.active)) == 1:
            self.win_new(state, self.active, 0, events)

    def win_new(self, state: NumeranzaState, seat: int, mask: int, events: list[Event]) -> None:
        """V4-4: win the chosen new cards at once, or none: then they are turned face down.
        Phase 2 is skipped either way."""
        chosen = [cell for cell in self.new_cells if mask >> cell & 1]
        if not chosen:
            for cell in self.new_cells:
                self.face_up[cell] = False
            events.append(CellsTurned(tuple(self.new_cells)))
            self.new_cells = []
            self.end_turn(state, events)
            return
        numbers = state.numbers(state.zones[seat].play)
        signs = self.one_value(state, numbers, tuple(chosen))
        assert signs is not None
        how = formula(numbers, signs)
        for cell in chosen:
            card = self.cells[cell]
            assert card is not None
            self.cells[cell] = None
            state.win(seat, card, how, events)
        self.new_cells = []
        self.check_end(state, events)
        self.end_turn(state, events)

    def check_end(self, state: NumeranzaState, events: list[Event]) -> None:
        """V4-6: after a win, a card without neighbours (or an empty diamond) ends the game."""
        left = [cell for cell, card in enumerate(self.cells) if card is not None]
        if not left or any(self.neighbours(state, cell) == 0 for cell in left):
            self.end(state, "isolated" if left else "diamond_empty", events)

    def refill(self, state: NumeranzaState, events: list[Event]) -> bool:
        """V4-5 phase 3: end with exactly one card in hand: discard extras (a decision),
        draw if none."""
        hand = state.zones[self.active].hand
        if len(hand) > 1:
            self.phase = DISCARD_PHASE
            return False
        if not hand:
            state.draw(self.active, events)
        return True

    def winners(self, state: NumeranzaState, events: list[Event]) -> tuple[int, ...]:
        """V4-6: most points [R: option diamond_most_points_wins]; equal: FEWER specials; then a roll."""
        sign = 1 if state.config.diamond_most_points_wins else -1
        return rank(
            state,
            [lambda seat: sign * state.points(seat), lambda seat: -len(state.won[seat])],
            roll_off,
            events,
        )
