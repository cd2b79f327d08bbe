"""Table talk in a co-operative room: the chat follows the game's own rule (table_talk)."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect
from server_tools import ServerProcess

from .test_e2e_take6 import seated_page, step_of


def test_table_talk_closes_while_beat_the_buffalo_cards_are_chosen(
    browser: Browser, server: ServerProcess
) -> None:
    """BUF-08: the chat input is closed, with the reason, while cards are chosen; after the
    reveal the team talks."""
    room_id, tokens = server.room("buffalo", {"players": 2}, humans=1, bot="random")
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0])
    while not page.locator(".hand [data-choice]").first.is_visible():
        step = step_of(page)
        page.locator("[data-choice]").first.click()  # a team window before the first turn
        page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
    expect(page.locator("#chat-text")).to_be_disabled()
    expect(page.locator("#chat-reason")).to_have_text(re.compile("No table talk now"))
    step = step_of(page)
    page.locator(".hand [data-choice]").first.click()  # the card; the bot chooses too: the reveal
    page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
    expect(page.locator("#chat-text")).to_be_enabled()
    page.context.close()
