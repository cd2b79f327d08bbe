"""The waiting room in a real browser: what the owner, a seated player and a spectator read."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect
from server_tools import ServerProcess

from .test_e2e_take6 import new_page, owning, sit


def seats_read(page: Page) -> str:
    expect(page.locator("ul.seats li")).to_have_count(3)
    return page.locator("main").inner_text()


def test_no_one_in_the_waiting_room_reads_null_and_seats_count_from_1(
    browser: Browser, server: ServerProcess
) -> None:
    """Only the owner's page has the owner's buttons; the others once read "null" where they
    were left out. Seats are numbered from 1 on every page."""
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 3}})
    room_id = room["id"]
    ana = server.post(f"/api/rooms/{room_id}/seats/0", {"name": "Ana"})["token"]
    server.post(f"/api/rooms/{room_id}/seats/2/bot", {"bot": "random", "token": room["owner_token"]})
    url = f"{server.url}/room/{room_id}?lang=en"
    owner = owning(new_page(browser), room)
    owner.goto(url)
    seated = sit(new_page(browser), server, room_id, ana)
    watcher = new_page(browser)
    watcher.goto(url)
    for page in (owner, seated, watcher):
        text = seats_read(page)
        assert "null" not in text and "undefined" not in text, text
        assert "Player 1: Ana" in text and "Player 3: bot random" in text
    expect(owner.get_by_role("button", name="Remove player 1")).to_be_visible()
    expect(seated.get_by_text("You sit in seat 1.")).to_be_visible()
    watcher.fill("#name-1", "Bea")
    watcher.get_by_role("button", name="Sit in seat 2").click()
    expect(watcher.get_by_text("You sit in seat 2.")).to_be_visible()
    expect(owner.get_by_role("button", name="Remove player 2")).to_be_visible()
    for page in (owner, seated, watcher):
        expect(page.get_by_text("Player 2: Bea")).to_be_visible()
        assert "null" not in seats_read(page)
    for page in (owner, seated, watcher):
        page.context.close()


def test_the_page_says_why_the_server_closed_a_flooding_connection(
    browser: Browser, server: ServerProcess
) -> None:
    """A flood is closed with its own close code; the page tells the person, then reconnects."""
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 2}})
    page = new_page(browser)
    page.add_init_script(
        "const Socket = window.WebSocket; window.sockets = [];"
        "window.WebSocket = function (...args) { const s = new Socket(...args); sockets.push(s); return s; };"
        "Object.assign(window.WebSocket, Socket);"
    )
    page.goto(f"{server.url}/room/{room['id']}?lang=en")
    expect(page.get_by_text("You are watching.")).to_be_visible()
    page.evaluate('() => { for (let i = 0; i < 100; i += 1) sockets[0].send(\'{"type": "ping"}\'); }')
    expect(page.locator("#alert")).to_have_text(re.compile("too many messages in a second"))
    page.wait_for_function("() => sockets.length > 1 && sockets.at(-1).readyState === WebSocket.OPEN")
    page.context.close()
