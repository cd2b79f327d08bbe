"""Every game other than Take 6! is playable through the generic page (view as text, legal
actions as buttons): one person against bots, to the end."""

from __future__ import annotations

import re

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


def test_table_talk_closes_while_beat_the_buffalo_cards_are_chosen(
    browser: Browser, server: ServerProcess
) -> None:
    """BUF-08: the chat input is closed, with the reason, while cards are chosen; after the
    reveal the team talks."""
    room_id, tokens = server.room("buffalo", {"players": 2}, humans=1, bot="random")
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0])
    expect(page.locator("#chat-text")).to_be_disabled()
    expect(page.locator("#chat-reason")).to_have_text(re.compile("No table talk now"))
    step = step_of(page)
    page.locator("[data-choice]").first.click()  # the card; the bot chooses too: the reveal
    page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
    expect(page.locator("#chat-text")).to_be_enabled()
    page.fill("#chat-text", "Row 2?")
    page.keyboard.press("Enter")
    expect(page.locator("#chat-lines li").last).to_have_text("You: Row 2?")
    page.context.close()
