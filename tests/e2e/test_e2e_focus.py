"""Keyboard and screen readers: focus goes where the next step is (after Sit, Fill, Start
and each turn), the "What happened" log survives a reload, the played card leaves the
hand at the reveal, and the score pad is not clipped on a 1280 px screen. And the lobby's
list of rooms: live, with Join and Watch."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect
from server_tools import ServerProcess

from .test_e2e_a11y import choose, table_page
from .test_e2e_take6 import new_page, owning, seated_page


def focused_matches(page: Page, selector: str) -> bool:
    return bool(page.evaluate("s => document.activeElement?.matches(s)", selector))


def test_focus_after_sit_fill_start_and_each_turn(browser: Browser, server: ServerProcess) -> None:
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 3, "end": "rounds"}})
    page = owning(new_page(browser), room)
    page.goto(f"{server.url}/room/{room['id']}?lang=en")
    page.fill("#name-0", "Ana")
    page.get_by_role("button", name="Sit in seat 1").click()
    expect(page.get_by_text("You sit in seat 1.")).to_be_visible()
    page.wait_for_function("() => document.activeElement?.id === 'fill'")
    page.keyboard.press("Enter")
    expect(page.get_by_text("Player 3: bot heuristic")).to_be_visible()
    page.wait_for_function("() => document.activeElement?.id === 'start'")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement?.matches('[data-zone=hand] button[data-choice]')")
    for _ in range(3):  # each turn: the first legal card again (or the row to take)
        step = page.locator("#table").get_attribute("data-step")
        page.keyboard.press("Enter")
        page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
        page.wait_for_function("() => document.activeElement?.matches('[data-choice]')")
    page.context.close()


def test_a_seated_guest_lands_on_the_line_saying_where_they_sit(
    browser: Browser, server: ServerProcess
) -> None:
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 3}})
    page = new_page(browser)
    page.goto(f"{server.url}/room/{room['id']}?lang=en")
    page.fill("#name-1", "Bea")
    page.get_by_role("button", name="Sit in seat 2").click()
    page.wait_for_function("() => document.activeElement?.id === 'seated'")
    expect(page.locator("#seated")).to_have_text("You sit in seat 2.")
    page.context.close()


def test_the_log_is_there_again_after_a_reload(browser: Browser, server: ServerProcess) -> None:
    page = table_page(browser, server, "take6", {"players": 3, "end": "rounds"})
    for _ in range(2):
        choose(page, "[data-zone=hand] button[data-choice], .take[data-choice]")
    lines = page.locator("#log li").all_inner_texts()
    assert len(lines) >= 5, lines
    page.reload()
    page.wait_for_selector("[data-choice]")
    expect(page.locator("#log li")).to_have_text(lines)
    other = new_page(browser, storage_state=page.context.storage_state())  # a new tab, same seat
    other.goto(page.url)
    expect(other.locator("#log li")).to_have_text(lines)
    other.context.close()
    page.context.close()


def test_the_played_card_leaves_the_hand_at_the_reveal(browser: Browser, server: ServerProcess) -> None:
    """With motion on, the rows move card by card after the reveal: the hand loses the
    played card at the reveal, not when the next turn's table is drawn."""
    room_id, tokens = server.room("take6", {"players": 4, "end": "rounds"}, humans=1, seed=5)
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0], reduced_motion="no-preference")
    card = page.locator("[data-zone=hand] button[data-choice]").last  # the highest: no low card
    number = (card.get_attribute("data-key") or "").removeprefix("play-")
    left_first = page.evaluate(
        """card => new Promise((done) => {
          const step = document.querySelector('#table').dataset.step;
          const held = () => [...document.querySelectorAll('[data-zone=hand] .card .num')]
            .some((face) => face.textContent === card);
          const watch = new MutationObserver(() => {
            if (held()) return;
            watch.disconnect();
            done(document.querySelector('#table')?.dataset.step === step);
          });
          watch.observe(document.getElementById('main'), { childList: true, subtree: true });
          document.querySelector(`[data-key="play-${card}"]`).click();
        })""",
        number,
    )
    assert left_first, "the played card stayed in the hand until the next turn's table"
    page.context.close()


def test_the_score_pad_is_not_clipped_at_1280_px(browser: Browser, server: ServerProcess) -> None:
    page = table_page(
        browser,
        server,
        "take6",
        {"players": 10, "end": "rounds", "rounds": 2},
        viewport={"width": 1280, "height": 900},
    )
    while not page.locator("#result-title").is_visible():
        choose(page)
    pad = page.locator(".pad")
    expect(pad.locator("tbody tr")).to_have_count(2)
    sizes = pad.evaluate("pad => [pad.scrollWidth, pad.clientWidth]")
    assert sizes[0] <= sizes[1], f"the score pad scrolls: {sizes[0]} px of content in {sizes[1]} px"
    page.context.close()


def test_the_lobby_lists_rooms_live_with_join_and_watch(browser: Browser, server: ServerProcess) -> None:
    page = new_page(browser)
    page.goto(server.url + "/?lang=en")
    expect(page.get_by_role("heading", name="Rooms")).to_be_visible()
    room = server.post(
        "/api/rooms", {"game": "take6", "config": {"players": 3, "end": "rounds", "rounds": 2}}
    )
    line = page.locator(f"[data-room='{room['id']}']")
    summary = "Players: 3 · How the game ends: after a number of rounds · Rounds: 2"
    expect(line).to_contain_text(summary)  # without a reload
    expect(line).to_contain_text("3 free seats")
    server.post(f"/api/rooms/{room['id']}/seats/0", {"name": "Ana"})
    expect(line).to_contain_text("2 free seats")
    expect(line.get_by_role("link", name=re.compile("^Watch"))).to_be_visible()
    line.get_by_role("link", name=re.compile("^Join")).click()
    expect(page).to_have_url(re.compile(rf"/room/{room['id']}\?join"))
    page.wait_for_function("() => document.activeElement?.id === 'name-1'")
    page.context.close()
