"""Numeranza, the dice deck-builder: the general rules and five variants (NUM, V1..V5)."""

from bullheads.games.numeranza.config import NumeranzaConfig, Operations, Variant
from bullheads.games.numeranza.game import NUMERANZA, Numeranza
from bullheads.games.numeranza.state import NumeranzaState

__all__ = ["NUMERANZA", "Numeranza", "NumeranzaConfig", "NumeranzaState", "Operations", "Variant"]
