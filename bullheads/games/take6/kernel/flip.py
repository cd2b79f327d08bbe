"""The Digit Flip in the kernel's actions and choices (FAN-FLIP-2, FAN-FLIP-3).

Which cards can be flipped and the value each counts as come from the game's own table
(`bullheads.games.take6.flip.FLIPPED_VALUE`), the flipped plays' action indexes from its
action encoding (`actions.FLIP_BASE`, `FLIPPABLE`). A seat's choice of a turn is its card,
negated when it flips it: `choice_of` reads an action that way, `action_of` writes one.
"""

from __future__ import annotations

import numpy as np

from bullheads.games.take6.actions import FLIP_BASE, FLIPPABLE
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.flip import FLIPPED_VALUE
from bullheads.games.take6.kernel._jit import jit

VALUE = np.array(FLIPPED_VALUE, np.int32)
"""VALUE[card]: the value `card` counts as when flipped, 0 if it cannot be (FAN-FLIP-2)."""
FLIP_CARD = np.array(FLIPPABLE, np.int32)
"""FLIP_CARD[action - FLIP_BASE]: the card a flipped play plays."""
FLIP_ACTION = np.zeros(DECK_SIZE + 1, np.int32)
"""FLIP_ACTION[card]: the action that plays `card` flipped (0 if it cannot be)."""
FLIP_ACTION[FLIP_CARD] = FLIP_BASE + np.arange(len(FLIPPABLE), dtype=np.int32)


@jit
def choice_of(action: int) -> int:
    """The choice a card action makes: card - 1 plays the card, FLIP_BASE + i plays the
    i-th card that can be flipped, flipped (negated)."""
    return -FLIP_CARD[action - FLIP_BASE] if action >= FLIP_BASE else action + 1


@jit
def action_of(choice: int) -> int:
    """The inverse of `choice_of`."""
    return FLIP_ACTION[-choice] if choice < 0 else choice - 1
