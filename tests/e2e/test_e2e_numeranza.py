"""Every Numeranza variant to its end screen in a real browser, with a person who passes
whenever the game lets them (bots in the other seats), and otherwise draws or plays.

Passing is what the whole-game tests of test_e2e_tables.py never did: there the person
plays a card, tries, claims or opposes whenever offered, so a pass was never followed by
another decision of the same seat. After a pass (which has no event of its own) the
server owed the seat a new decision under the number it had just answered: a discard
after passing a try (V4-5), an opposition to the bot's claim after passing one's own
claim (V3-2), and the page, which acts once per decision number, waited with no choice.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import Error as PlaywrightError
from server_tools import ServerProcess

from .test_e2e_tables import OFFERED, PICKED, sent_actions, watch_errors
from .test_e2e_take6 import new_page, sit, step_of

WAIT_MS = 10_000
"""How long the page may take to offer the next choice (bots answer at once)."""


def choice(action: dict[str, Any]) -> str:
    """The selector of the numbered choice button of `action`."""
    return f"[data-key='choice-{json.dumps(action, separators=(',', ':'))}']"


PASSES = (choice({"do": "pass"}), choice({"say": "pass"}))
"""Declining a claim, an opposition or a try (V3, V4); "I don't want to play" (V5-2)."""
DRAW = choice({"do": "draw"})
HAND = "[data-zone=hand] button[data-choice]"

ONE_EACH = [[number, 1] for number in range(2, 13)]
"""A special deck of one card of each number (NUM-02): short games."""
GAMES: dict[str, tuple[dict[str, Any], int, bool]] = {
    "target": ({"variant": "target", "players": 2, "special_copies": ONE_EACH}, 3, False),
    "spiral": ({"variant": "spiral", "players": 2, "spiral_size": 4}, 7, False),
    "trips": ({"variant": "trips", "players": 2, "special_copies": ONE_EACH}, 3, True),
    "diamond": ({"variant": "diamond", "players": 4}, 5, True),
    "coop": ({"variant": "coop", "players": 2, "queue_limit": 5, "pile_target": 3}, 1, True),
}
"""Per variant: a small config, a seed of a short game, and whether the person gets to
pass (variants 1 and 2 have no pass). Trips seed 3 stalled at the person's 16th choice (an
opposition after their passed claim), diamond seed 5 (the reported game: a person in seat
1 and three bots) at the 2nd (a discard after drawing and passing the try)."""


def pass_to_the_end(page: Page, limit: int = 300) -> int:
    """Pass whenever offered, else draw, else play the first card of the hand, else take
    the first choice, until the result shows; returns the number of choices made."""
    result = page.locator("#result-title")
    for moves in range(limit):
        try:
            page.wait_for_function(OFFERED, timeout=WAIT_MS)
        except PlaywrightError:
            raise AssertionError(
                f"after {moves} choices the page offers none and shows no result: it waits for ever"
            ) from None
        if result.is_visible():
            return moves
        step = step_of(page)
        wanted = next((s for s in (*PASSES, DRAW, HAND) if page.locator(s).count()), "[data-choice]")
        page.locator(wanted).first.click()
        page.wait_for_function(PICKED, arg=step, timeout=WAIT_MS)
    raise AssertionError(f"the game did not end within {limit} choices")


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_numeranza_to_the_end_passing_whenever_possible(
    browser: Browser, server: ServerProcess, variant: str
) -> None:
    config, seed, passes = GAMES[variant]
    room_id, tokens = server.room("numeranza", config, humans=1, seed=seed)
    server.start_room(room_id)
    page = new_page(browser)
    frames = sent_actions(page)
    errors = watch_errors(page)
    sit(page, server, room_id, tokens[0])
    expect(page.locator(f".centre.v-{variant}")).to_be_visible()
    moves = pass_to_the_end(page)
    expect(page.locator("#result-title")).to_be_visible()
    assert moves, "the person made no choice (change the seed)"
    passed = sum('"pass"' in frame for frame in frames)
    assert bool(passed) == passes, (f"{passed} passes sent", moves)
    assert not errors, errors
    page.context.close()


def test_the_standings_put_the_most_points_first(browser: Browser, server: ServerProcess) -> None:
    """NUM-02: the most points win, and the room says so (`lower_scores_win`); the end
    screen listed the fewest points first, as in the bull-heads games."""
    config, seed, _ = GAMES["target"]
    room_id, tokens = server.room("numeranza", {**config, "players": 3}, humans=1, seed=seed)
    server.start_room(room_id)
    page = new_page(browser)
    sit(page, server, room_id, tokens[0])
    pass_to_the_end(page)
    lines = page.locator("section.result ol li").all_inner_texts()
    points = [int(re.findall(r": (\d+)", line)[-1]) for line in lines]
    assert len(points) == 3 and len(set(points)) > 1, (lines, "choose a seed whose scores differ")
    assert points == sorted(points, reverse=True), lines
    page.context.close()
