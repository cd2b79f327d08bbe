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
        Take6Config(fans=("even-odd", "mountaineering", "cow")),
    ],
    ids=lambda config: str(config.to_json()),
)
def test_the_kernel_covers_the_base_game_the_dealt_deck_and_the_row_fans(config: Take6Config) -> None:
    assert kernel.uncovered(config) is None


@pytest.mark.parametrize(
    ("config", "named"),
    [
        (Take6Config(fans=("cow", "digit-flip")), "the digit-flip is not covered"),
        (Take6Config(players=3, professional=ProMode.DRAFT), "the open draft is not covered"),
    ],
)
def test_FAN_FLIP_2_and_T6_15_draft_are_named_as_not_covered(config: Take6Config, named: str) -> None:
    reason = kernel.uncovered(config)
    assert reason is not None and named in reason
