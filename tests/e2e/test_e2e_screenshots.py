"""The screenshots of the documentation: the lobby, every table a few moves into a game,
and the end of a game, each at 1280 px and on a 390 px phone. A run saves them where
conftest.SCREENSHOTS says (`BULLHEADS_SCREENSHOTS=docs/screenshots` refreshes docs/)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from server_tools import ServerProcess

from .conftest import SCREENSHOTS
from .test_e2e_tables import OFFERED, PICKED
from .test_e2e_take6 import new_page, play_until_over, sit, step_of

SIZES: dict[str, dict[str, Any]] = {
    "1280": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True},
}
TABLES: dict[str, tuple[str, dict[str, Any], int, int]] = {
    "take6": ("take6", {"players": 5, "end": "rounds"}, 5, 4),
    "buffalo": ("buffalo", {"players": 3}, 7, 3),
    "take11": ("take11", {"players": 4}, 3, 8),
    "numeranza-spiral": ("numeranza", {"variant": "spiral", "players": 3}, 2, 5),
    "numeranza-diamond": ("numeranza", {"variant": "diamond", "players": 3}, 2, 5),
    "numeranza-coop": ("numeranza", {"variant": "coop", "players": 3}, 1, 3),
    "numeranza-target": ("numeranza", {"variant": "target", "players": 3}, 2, 5),
    "numeranza-trips": ("numeranza", {"variant": "trips", "players": 3}, 2, 5),
}
"""Each table's name: (game, options, seed, choices made before the picture)."""


def shoot(page: Page, name: str) -> None:
    page.evaluate("document.activeElement?.blur()")
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def choose(page: Page, moves: int) -> None:
    """Make the first choice on offer `moves` times (a card before a row or a button)."""
    for _ in range(moves):
        page.wait_for_function(OFFERED)
        if page.locator("#result-title").count():
            return
        step = step_of(page)
        hand = page.locator("[data-zone=hand] button[data-choice]")
        (hand if hand.count() else page.locator("[data-choice]")).first.click()
        page.wait_for_function(PICKED, arg=step)
        if page.locator("[data-key^=on-]").count():  # a Take 11! card that fits several piles
            page.locator("[data-key^=on-]").first.click()


def seated(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any], seed: int, size: str
) -> Page:
    room_id, tokens = server.room(game, config, humans=1, seed=seed)
    server.start_room(room_id)
    page = sit(new_page(browser, **SIZES[size]), server, room_id, tokens[0])
    expect(page.locator("#table")).to_be_visible()
    return page


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("table", sorted(TABLES))
def test_screenshot_of_each_table(browser: Browser, server: ServerProcess, table: str, size: str) -> None:
    game, config, seed, moves = TABLES[table]
    page = seated(browser, server, game, config, seed, size)
    choose(page, moves)
    expect(page.locator("[data-zone=rows]")).to_be_visible()
    if size == "phone":
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 400, f"the {table} table is {width}px wide on a 390px phone"
    shoot(page, f"{table}-{size}")
    page.context.close()


@pytest.mark.parametrize("size", sorted(SIZES))
def test_screenshot_of_the_end_of_a_game(browser: Browser, server: ServerProcess, size: str) -> None:
    page = seated(browser, server, "take6", {"players": 4, "end": "rounds", "rounds": 3}, 5, size)
    play_until_over(page)
    expect(page.locator(".result svg.chart")).to_be_visible()
    shoot(page, f"end-{size}")
    page.context.close()


@pytest.mark.parametrize("size", sorted(SIZES))
def test_screenshot_of_the_lobby(browser: Browser, server: ServerProcess, size: str) -> None:
    server.room("take6", {"players": 4}, humans=1)  # a room to join in the list
    page = new_page(browser, **SIZES[size])
    page.goto(f"{server.url}/?lang=en")
    expect(page.get_by_role("heading", name="New room")).to_be_visible()
    shoot(page, f"lobby-{size}")
    page.context.close()
