"""The contract every game meets: states, actions, events, chance, records, errors."""

from bullheads.core.chance import Chance
from bullheads.core.errors import BullheadsError, ConfigError, IllegalAction, RecordError
from bullheads.core.events import Event
from bullheads.core.state import Action, Config, Game, Result, State

__all__ = [
    "Action",
    "BullheadsError",
    "Chance",
    "Config",
    "ConfigError",
    "Event",
    "Game",
    "IllegalAction",
    "RecordError",
    "Result",
    "State",
]
