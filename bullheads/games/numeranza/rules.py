"""The piece every variant is: its own board and the hooks the state machine calls.

The general rules (zones, drawing, dice, the special deck, values) live in the state and
the modules beside it; a variant (target, spiral, trips, diamond, coop) is one `Rules`
object holding what only it has (a target, a spiral, a diamond, a queue) and deciding
its own phases. Variants share behaviour by composition of these hooks, not by tests
of the variant's name.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from bullheads.core.events import Event
from bullheads.games.numeranza.actions import NumeranzaAction
from bullheads.games.numeranza.views import VariantPart

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState


class Rules(ABC):
    """One variant's rules and board."""

    phase: str = "action"

    def seats(self, players: int) -> int:
        """How many seats decide (variant 5 adds the team seat)."""
        return players

    @abstractmethod
    def setup(self, state: NumeranzaState, events: list[Event]) -> None:
        """Lay out the variant's board and start the game."""

    @abstractmethod
    def to_act(self, state: NumeranzaState) -> list[int]: ...

    @abstractmethod
    def legal(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]: ...

    @abstractmethod
    def apply(self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]) -> None:
        """Apply a legal action (the state has checked that it is legal)."""

    @abstractmethod
    def view(self, state: NumeranzaState, seat: int | None) -> VariantPart:
        """The variant's part of a view: only what `seat` may see."""

    @abstractmethod
    def clone(self) -> Rules: ...

    def face_down_play(self) -> bool:
        """V3-1: whether cards are played face down."""
        return False

    def team_decision(self, state: NumeranzaState) -> int | None:
        """The team seat while it owes the team's decision (State.team_decision); only the
        co-op variant has a team."""
        return None

    def table_talk(self) -> bool:
        """Whether free talk is allowed now (State.table_talk); only the co-op variant limits it."""
        return True

    def board_cards(self) -> list[int]:
        """Every card on the variant's board (target, spiral, diamond, queue, pile)."""
        return []

    def shown_cell(self, cell: int) -> int | None:
        """The card everyone sees in a board cell a try names (V4-5), None when it lies face
        down; only the diamond variant has cells."""
        return None

    def hidden_specials(self) -> list[int]:
        """The board's face-down special cards nobody can see, for `determinize`."""
        return []

    def set_hidden_specials(self, cards: list[int]) -> None:
        """Put re-dealt cards back into the places `hidden_specials` listed, in order."""
        assert not cards, "this variant has no face-down board cards"

    def scores(self, state: NumeranzaState) -> tuple[int, ...]:
        """The points of the specials each seat has won (NUM-02)."""
        return tuple(state.points(seat) for seat in range(state.config.players))

    def redeal(self, state: NumeranzaState, rng: random.Random) -> None:
        """Determinize: re-deal the special cards nobody can see, keeping every count."""
        board = self.hidden_specials()
        pool = sorted([*state.central, *state.aside, *board])  # sorted: see NumeranzaState.determinize
        rng.shuffle(pool)
        central, aside = len(state.central), len(state.aside)
        state.central = sorted(pool[:central])
        state.aside = pool[central : central + aside]
        self.set_hidden_specials(pool[central + aside :])
