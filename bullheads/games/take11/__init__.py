"""Take 11! (11 nimmt!): turns in order on growing piles, bull cards for multi-card plays."""

from bullheads.games.take11.actions import END_TURN, EndTurn, Play, Steal, Take, Take11Action
from bullheads.games.take11.cards import DEFAULT_HEADS, distance, fits
from bullheads.games.take11.config import Take11Config, load_heads
from bullheads.games.take11.game import TAKE11, Take11
from bullheads.games.take11.state import Phase, Take11State

__all__ = [
    "DEFAULT_HEADS",
    "END_TURN",
    "TAKE11",
    "EndTurn",
    "Phase",
    "Play",
    "Steal",
    "Take",
    "Take11",
    "Take11Action",
    "Take11Config",
    "Take11State",
    "distance",
    "fits",
    "load_heads",
]
