"""Clients ask the game; they do not work its rules out again.

Nothing outside bullheads/games/ decides a rule or copies a game's facts (DESIGN.md). The
facts the clients draw come from the views: the heads of Take 6! and Take 11! cards
(`card_heads`), whether a Numeranza zone counts with + and - (`signed`), a Take 11! pile's
top only (T11-05). These tests pin the fields and look for the copies that were there.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.numeranza import NUMERANZA
from bullheads.games.numeranza.config import NumeranzaConfig, Variant
from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take6.cards import HEADS
from bullheads.games.take11 import TAKE11, Take11Config

PACKAGE = Path(__file__).resolve().parent.parent / "bullheads"
WEB = PACKAGE / "web" / "js"
TUI = PACKAGE / "tui"

COPIES: dict[str, tuple[str, ...]] = {
    "Take 6! heads worked out from the card's number (T6-02)": (
        r"%\s*11\b",
        r"===\s*55\b",
        r"%\s*10\s*===",
    ),
    "a Take 11! pile's size (T11-05: a view shows the top only)": (r"pile\.size", r"pile\[\"size\"\]"),
    "Numeranza variants named to decide + and - (NUM-06)": (r"\{\s*\"spiral\",\s*\"diamond\"\s*\}",),
    "a Take 11! heads table parsed again (T11-02)": (r"heads\s*\|\|\s*\{\s*default",),
    "the card Insert! acts on taken as the first revealed one (BUF-13: the view's insert_card)": (
        r"revealed\[0\]\[1\]",
    ),
}


def client_sources() -> list[Path]:
    return sorted([*WEB.glob("*.js"), *TUI.glob("*.py")])


@pytest.mark.parametrize("what", sorted(COPIES))
def test_no_client_copies_a_rule(what: str) -> None:
    found = [
        f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
        for path in client_sources()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if any(re.search(pattern, line) for pattern in COPIES[what])
    ]
    assert not found, f"{what}:\n" + "\n".join(found)


def test_the_take11_terminal_session_leaves_the_range_to_the_game() -> None:
    """T11-04: the session asks `legal`, it has no range of its own (REACH)."""
    assert "REACH" not in (TUI / "take11_session.py").read_text(encoding="utf-8")


def test_take6_and_buffalo_views_carry_the_heads_table_the_web_client_draws() -> None:
    """T6-02: `card_heads[card]`, for every seat and a spectator; take6.js and buffalo.js
    read it (useHeads)."""
    take6 = TAKE6.new(Take6Config(players=3), seed=1)
    buffalo = BUFFALO_GAME.new(BuffaloConfig(2), seed=1)
    for state in (take6, buffalo):
        for seat in (0, 1, None):
            assert state.view(seat)["card_heads"] == list(HEADS)
    for script in ("take6.js", "buffalo.js"):
        assert "useHeads(view)" in (WEB / script).read_text(encoding="utf-8")


def test_the_take11_view_carries_the_heads_table_in_play() -> None:
    """T11-02: a replaced table is the one the view gives."""
    table = {"default": 2, "7": [50]}
    state = TAKE11.new(Take11Config.from_json({"players": 2, "heads": table}), seed=1)
    heads = state.view(None)["card_heads"]
    assert heads[50] == 7 and heads[49] == 2 and len(heads) == 101
    assert "view.card_heads[card]" in (WEB / "take11.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("variant", list(Variant))
def test_the_numeranza_view_says_whether_zones_count_with_plus_and_minus(variant: Variant) -> None:
    """NUM-06: the spiral (V2-3) and the diamond (V4-2) allow subtraction; the terminal
    client reads `signed` from the view."""
    config = NumeranzaConfig(variant=variant, players=2)
    view = NUMERANZA.new(config, seed=1).view(0)
    assert view["signed"] is config.signed is (variant in (Variant.SPIRAL, Variant.DIAMOND))
    assert 'view["signed"]' in (TUI / "numeranza_render.py").read_text(encoding="utf-8")
