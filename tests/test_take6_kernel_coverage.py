"""Which Take 6! configs the compiled kernel plays: one answer (`kernel.uncovered`), asked
without the kernel's extra by every caller that refuses or falls back (the kernel's API,
the search, the AEC env's backend)."""

from __future__ import annotations

import pytest

from bullheads.games.take6 import kernel
from bullheads.games.take6.config import EndRule, ProMode, Take6Config


@pytest.mark.parametrize(
    "config",
    [
        Take6Config(),
        Take6Config(players=10, end=EndRule.ELIMINATION, limit=40),
        Take6Config(players=6, professional=ProMode.DEAL),
        Take6Config(fans=("even-odd", "mountaineering", "cow", "digit-flip")),
    ],
    ids=lambda config: str(config.to_json()),
)
def test_the_kernel_covers_the_base_game_the_dealt_deck_and_the_fan_cards(config: Take6Config) -> None:
    assert kernel.uncovered(config) is None


def test_T6_16_the_open_draft_is_named_as_not_covered() -> None:
    reason = kernel.uncovered(Take6Config(players=3, professional=ProMode.DRAFT))
    assert reason is not None and "the open draft is not covered" in reason
