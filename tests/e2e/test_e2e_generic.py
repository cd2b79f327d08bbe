"""Every game other than Take 6! is playable through the generic page (view as text, legal
actions as buttons): one person against bots, to the end."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect
from server_tools import ServerProcess

from bullheads.games import GAMES

from .conftest import SCREENSHOTS
from .test_e2e_take6 import seated_page, step_of

OTHERS = sorted(name for name in GAMES if name != "take6")


@pytest.mark.parametrize("game", OTHERS)
def test_a_whole_game_through_the_generic_page(browser: Browser, server: ServerProcess, game: str) -> None:
    room_id, tokens = server.room(game, {"players": 2}, humans=1, bot="random")
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0])
    expect(page.locator(".generic-view")).to_be_visible()
    page.screenshot(path=str(SCREENSHOTS / f"{game}-generic.png"), full_page=True)
    result = page.locator("#result-title")
    for _ in range(2000):
        page.wait_for_function(
            "() => document.querySelector('[data-choice]') || document.querySelector('#result-title')"
        )
        if result.is_visible():
            break
        step = step_of(page)
        page.locator("[data-choice]").first.click()
        page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
    expect(result).to_be_visible()
    page.context.close()
