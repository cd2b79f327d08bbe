"""Take 6! (6 nimmt!): the base game, its end rules and the professional variant."""

from bullheads.games.take6.actions import Draft, Play, Take6Action, TakeRow
from bullheads.games.take6.cards import HEADS, heads
from bullheads.games.take6.config import EndRule, ProMode, Take6Config
from bullheads.games.take6.game import TAKE6, Take6
from bullheads.games.take6.state import Phase, Take6State

__all__ = [
    "HEADS",
    "TAKE6",
    "Draft",
    "EndRule",
    "Phase",
    "Play",
    "ProMode",
    "Take6",
    "Take6Action",
    "Take6Config",
    "Take6State",
    "TakeRow",
    "heads",
]
