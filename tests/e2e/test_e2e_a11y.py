"""axe-core over every page and state of the web client: the lobby, the waiting room, each
game's table while choosing, the Take 6! low-card choice, the Buffalo team's windows, game
over, the replay, a phone's viewport and Spanish. Any violation fails (tests/e2e/axe.py)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from server_tools import ServerProcess

from .axe import check_axe
from .test_e2e_tables import CHANGED, OFFERED
from .test_e2e_take6 import new_page, owning, seated_page, step_of

PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True}
TABLES = [
    ("take6", {"players": 4}),
    ("take11", {"players": 3}),
    ("buffalo", {"players": 2}),
    ("numeranza", {"players": 2}),
    ("numeranza", {"variant": "diamond", "players": 2}),
]


def table_page(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any], **options: Any
) -> Page:
    """This person in seat 1 of a started game, bots in the other seats."""
    room_id, tokens = server.room(game, config, humans=1, seed=7)
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0], **options)
    page.wait_for_function(OFFERED)
    return page


def choose(page: Page, selector: str = "[data-choice]") -> None:
    """Press the first choice matching `selector` and wait for the table to change."""
    step = step_of(page)
    page.locator(selector).first.click()
    page.wait_for_function(CHANGED, arg=step)
    page.wait_for_function(OFFERED)


def test_the_lobby_and_the_waiting_room(browser: Browser, server: ServerProcess) -> None:
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 3}})
    page = new_page(browser)
    page.goto(server.url + "/?lang=en")
    expect(page.get_by_role("heading", name="New room")).to_be_visible()
    expect(page.locator(f"[data-room='{room['id']}']")).to_be_visible()
    check_axe(page, "the lobby with its list of rooms")
    icon = page.request.get(server.url + page.locator("link[rel=icon]").get_attribute("href"))
    assert icon.ok and icon.headers["content-type"].startswith("image/svg+xml")
    page.select_option("#game", "numeranza")
    page.locator("details summary").first.click()
    check_axe(page, "the lobby's Numeranza form, more options open")
    owning(page, room).goto(f"{server.url}/room/{room['id']}?lang=en")
    expect(page.locator("#name-0")).to_be_visible()
    check_axe(page, "the owner's waiting room")
    page.fill("#name-0", "Ana")
    page.get_by_role("button", name="Sit in seat 1").click()
    expect(page.get_by_text("You sit in seat 1.")).to_be_visible()
    check_axe(page, "the waiting room, seated")
    page.context.close()


@pytest.mark.parametrize(("game", "config"), TABLES)
def test_each_table_while_choosing(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any]
) -> None:
    page = table_page(browser, server, game, config)
    check_axe(page, f"the {game} table")
    page.context.close()


@pytest.mark.parametrize(("game", "config"), TABLES)
def test_each_table_on_a_phone_in_spanish(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any]
) -> None:
    page = table_page(browser, server, game, config, **PHONE)
    page.goto(page.url.replace("lang=en", "lang=es"))
    page.wait_for_function(OFFERED)
    check_axe(page, f"the {game} table on a phone, in Spanish")
    page.context.close()


def test_the_take6_low_card_choice(browser: Browser, server: ServerProcess) -> None:
    """T6-08: always playing the lowest card soon leaves this person to choose a row."""
    page = table_page(browser, server, "take6", {"players": 6, "end": "rounds", "rounds": 3})
    for _ in range(40):
        if page.locator(".take[data-choice]").count():
            break
        choose(page, "[data-zone=hand] button[data-choice]")
    expect(page.locator(".take[data-choice]").first).to_be_visible()
    check_axe(page, "the Take 6! row choice")
    page.context.close()


def test_the_buffalo_team_windows(browser: Browser, server: ServerProcess) -> None:
    page = table_page(browser, server, "buffalo", {"players": 3})
    for _ in range(60):
        if page.locator(".team-choices [data-choice]").count():
            break
        choose(page)
    expect(page.locator(".team-choices").first).to_be_visible()
    check_axe(page, "the Buffalo team's decision")
    page.context.close()


@pytest.mark.parametrize("options", [{}, PHONE], ids=["desktop", "phone"])
def test_game_over_and_the_replay(browser: Browser, server: ServerProcess, options: dict[str, Any]) -> None:
    """A 10-player game's score pad is wider than a phone: Tab must reach it to scroll it."""
    page = table_page(browser, server, "take6", {"players": 10, "end": "rounds", "rounds": 2}, **options)
    result = page.locator("#result-title")
    while not result.is_visible():
        choose(page)
    check_axe(page, "game over")
    page.get_by_role("link", name="Replay").click()
    page.locator("#replay-next").click()
    expect(page.get_by_text("Step 1 /")).to_be_visible()
    check_axe(page, "the replay")
    page.context.close()
