"""Beat the Buffalo, Take 11! and Numeranza in a real browser through their own tables: one
person and bots, each game played to the end, with a screenshot of each table."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from server_tools import ServerProcess

from .conftest import SCREENSHOTS
from .test_e2e_take6 import assert_narrated, new_page, seated_page, sit, step_of

CHANGED = (
    "s => document.querySelector('#table')?.dataset.step !== s || document.querySelector('#result-title')"
)
PICKED = CHANGED + " || document.querySelector('[data-key^=on-]')"
OFFERED = "() => document.querySelector('[data-choice]') || document.querySelector('#result-title')"


def sent_actions(page: Page) -> list[str]:
    """The frames this page sends over its WebSockets (the choices it makes)."""
    frames: list[str] = []
    page.on("websocket", lambda socket: socket.on("framesent", lambda payload: frames.append(str(payload))))
    return frames


def watch_errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def play_to_end(
    page: Page, prefer: tuple[str, ...] = (), limit: int = 1500, shot: str | None = None, at: int = 8
) -> int:
    """Answer every decision with the first preferred choice on offer (else the first
    choice) until the result shows; a choice that only selects (a Take 11! card fitting
    several piles) is followed by the choice it opens. `shot`: a screenshot's file name,
    taken before choice number `at` (mid-game), or at the end if the game is shorter."""
    result = page.locator("#result-title")
    for moves in range(limit):
        page.wait_for_function(OFFERED)
        if shot and (moves == at or result.is_visible()):
            page.screenshot(path=str(SCREENSHOTS / shot), full_page=True)
            shot = None
        if result.is_visible():
            return moves
        step = step_of(page)
        choice = next(
            (page.locator(selector).first for selector in prefer if page.locator(selector).count()),
            page.locator("[data-choice]").first,
        )
        choice.click()
        page.wait_for_function(PICKED, arg=step)
    raise AssertionError(f"the game did not end within {limit} choices")


def seated(browser: Browser, server: ServerProcess, game: str, config: dict[str, Any], **extra: Any) -> Page:
    room_id, tokens = server.room(game, config, humans=1, **extra)
    server.start_room(room_id)
    return seated_page(browser, server, room_id, tokens[0])


def test_beat_the_buffalo_with_the_team_decisions(browser: Browser, server: ServerProcess) -> None:
    page = seated(browser, server, "buffalo", {"players": 3}, seed=7)
    errors = watch_errors(page)
    expect(page.locator("[data-zone=rows] .row")).to_have_count(4)
    expect(page.locator(".special-card")).to_have_count(2)
    expect(page.get_by_text("Limited communication")).to_be_visible()
    expect(page.locator("[data-zone=hand] button.card")).to_have_count(10)
    felt = page.locator(".felt")
    expect(felt.locator(".spot")).to_have_count(4)  # the three members and the buffalo sit around it
    for seat in (1, 2, -1):  # the bots have chosen, face down; the buffalo's card lies face down
        expect(felt.locator(f"[data-seat-spot='{seat}'] .card.back")).to_be_visible()
    expect(felt.locator("[data-seat-spot='0'] .card.slot")).to_be_visible()  # this member has not
    page.locator("[data-zone=hand] button.card").first.click()
    # after the reveal the team (seat 1, this person) decides: pass or a special card, by card
    team = page.locator(".team-choices")
    expect(team.or_(page.locator(".take[data-choice]")).first).to_be_visible()
    revealed = page.locator(".reveals .card .num").all_inner_texts()
    assert revealed, "seed 7: the team's window opens with cards still to place"
    assert sorted(felt.locator(".spot .revealed-card .num").all_inner_texts()) == sorted(revealed)
    expect(felt.locator("[data-seat-spot='-1'] .revealed-card")).to_be_visible()  # the buffalo's
    assert_all_words_translated(page)
    page.screenshot(path=str(SCREENSHOTS / "buffalo-table.png"), full_page=True)
    used = 0
    result = page.locator("#result-title")
    for _ in range(400):
        page.wait_for_function(OFFERED)
        if result.is_visible():
            break
        step = step_of(page)
        special = page.locator(".special-group button")
        if used < 3 and special.count():
            special.first.click()
            used += 1
        elif page.locator(".team-choices [data-shortcut='1']").count():
            page.keyboard.press("1")  # the numbered choice: pass (or the first of the Sort order)
        else:
            page.locator("[data-choice]").first.click()
        page.wait_for_function(CHANGED, arg=step)
    expect(result).to_be_visible()
    expect(page.locator(".versus .score")).to_have_count(2)
    assert_narrated(page, r"^(The team beats the buffalo|The buffalo wins)")
    assert used, "no special card was offered in the whole game (change the seed)"
    watcher = new_page(browser)
    watcher.goto(page.url)
    expect(watcher.get_by_text("You are watching: hands stay hidden.")).to_be_visible()
    expect(watcher.locator("[data-zone=hand] .card")).to_have_count(0)
    watcher.context.close()
    assert not errors, errors
    page.context.close()


def test_take11_a_whole_game_with_multi_card_plays(browser: Browser, server: ServerProcess) -> None:
    room_id, tokens = server.room("take11", {"players": 3}, humans=1, seed=3)
    server.start_room(room_id)
    page = new_page(browser)
    frames = sent_actions(page)
    errors = watch_errors(page)
    sit(page, server, room_id, tokens[0])
    expect(page.locator("[data-zone=rows] .pile11").first).to_be_visible()
    expect(page.locator("[data-zone=hand] .card")).to_have_count(10)
    assert_all_words_translated(page)
    # now and then take the oldest pile (the likeliest to hold 3 cards or more: a bull
    # card; the table shows no pile's size, T11-05); else play a card where the table
    # offers it; with a bull card, play a second card and then end the turn
    oldest = "[data-key=take-0]"
    result = page.locator("#result-title")
    moves = ended = extra = 0
    while moves < 1500:
        page.wait_for_function(OFFERED)
        if result.is_visible():
            break
        if moves == 30:
            page.screenshot(path=str(SCREENSHOTS / "take11-table.png"), full_page=True)
        step = step_of(page)
        end_turn = page.locator("[data-key=end-turn]")
        if not end_turn.count():
            extra = 0  # nothing played yet this turn
        again = False  # another card of a turn already begun
        if end_turn.count() and extra:
            end_turn.click()
            ended += 1
        else:
            for selector in (
                "[data-key^=on-]",
                oldest if moves % 5 == 4 else "[data-key=none]",
                "[data-zone=hand] button.card",
                "[data-key^=take-]",
                "[data-choice]",
            ):
                if page.locator(selector).count():
                    page.locator(selector).first.click()
                    again = bool(end_turn.count()) and "take" not in selector
                    break
        moves += 1
        page.wait_for_function(PICKED, arg=step)
        if again and step_of(page) != step:
            extra += 1
    expect(result).to_be_visible()
    assert ended, "no turn of several cards was played (change the seed)"
    assert any('"end_turn"' in frame for frame in frames)
    expect(page.locator(".pad table")).to_be_visible()
    assert_narrated(page, r"^Final standings:$")
    assert not errors, errors
    page.context.close()


NUMERANZA = {
    "spiral": {"variant": "spiral", "players": 2, "spiral_size": 4},
    "diamond": {"variant": "diamond", "players": 2},
    "coop": {"variant": "coop", "players": 2, "queue_limit": 5, "pile_target": 3},
    "target": {"variant": "target", "players": 2},
    "trips": {"variant": "trips", "players": 2},
}
SEEDS = {"coop": 1}
"""Seeds of short games; co-op's has a matched card for the team to place."""


@pytest.mark.parametrize("variant", sorted(NUMERANZA))
def test_numeranza_a_whole_game(browser: Browser, server: ServerProcess, variant: str) -> None:
    room_id, tokens = server.room("numeranza", NUMERANZA[variant], humans=1, seed=SEEDS.get(variant, 2))
    server.start_room(room_id)
    page = new_page(browser)
    frames = sent_actions(page)
    errors = watch_errors(page)
    sit(page, server, room_id, tokens[0])
    expect(page.locator(f".centre.v-{variant}")).to_be_visible()
    if variant == "coop":
        # the decisive phrases are buttons with their words; what is said shows to everyone
        expect(page.locator(".phrase-buttons button.phrase").first).to_be_visible()
        page.locator(".phrase-buttons button.phrase").first.click()
        expect(page.locator(".phrases li").first).to_contain_text("“")
    assert_all_words_translated(page)
    name = "numeranza" if variant == "spiral" else f"numeranza-{variant}"
    shot = f"{name}-table.png"
    if variant == "coop":
        page.screenshot(path=str(SCREENSHOTS / shot), full_page=True)
    prefer = ("[data-zone=hand] button[data-choice]", "button.try")
    play_to_end(page, prefer=prefer, shot=None if variant == "coop" else shot, at=7)
    assert_narrated(page, r"^Game over")
    if variant == "coop":
        # the first seat answered the team's decision about a matched card (V5-3)
        assert any('"to_pile"' in frame or '"give"' in frame for frame in frames)
    assert not errors, errors
    page.context.close()


RAW_KEY = r"\b(web|buf|t11|num|view|event|pad)\.[a-z_]+\.?[a-z_]*\b"


def assert_all_words_translated(page: Page) -> None:
    text = page.locator("main").inner_text()
    leaked = page.evaluate("([text, pattern]) => text.match(new RegExp(pattern, 'g'))", [text, RAW_KEY])
    assert not leaked, f"texts without a translation: {leaked}"


@pytest.mark.parametrize(
    ("game", "config"),
    [
        ("buffalo", {"players": 2}),
        ("take11", {"players": 2}),
        ("numeranza", {"variant": "coop", "players": 2}),
        ("numeranza", {"variant": "diamond", "players": 2}),
    ],
)
def test_phone_layout_in_spanish(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any]
) -> None:
    room_id, tokens = server.room(game, config, humans=1)
    server.start_room(room_id)
    page = seated_page(
        browser, server, room_id, tokens[0], viewport={"width": 390, "height": 844}, is_mobile=True
    )
    errors = watch_errors(page)
    page.goto(f"{server.url}/room/{room_id}?lang=es")
    expect(page.get_by_text("Jugadores").first).to_be_visible()
    expect(page.locator("[data-zone=rows]")).to_be_visible()
    assert_all_words_translated(page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 400, f"the page is {width}px wide on a 390px phone"
    if game == "buffalo":
        page.screenshot(path=str(SCREENSHOTS / "buffalo-phone-es.png"), full_page=True)
    assert not errors, errors
    page.context.close()


def test_beat_the_buffalo_by_keyboard_only(browser: Browser, server: ServerProcess) -> None:
    """Numbered choices with the number keys, the hand with h and Enter, to the end."""
    page = seated(browser, server, "buffalo", {"players": 2}, seed=4)
    errors = watch_errors(page)
    expect(page.locator("[data-zone=hand] .card")).to_have_count(10)
    result = page.locator("#result-title")
    for _ in range(300):
        page.wait_for_function(OFFERED)
        if result.is_visible():
            break
        step = step_of(page)
        numbered = page.locator("[data-shortcut]")
        if numbered.count():
            page.keyboard.press(numbered.first.get_attribute("data-shortcut") or "1")
        else:
            page.keyboard.press("h")
            assert page.evaluate("document.activeElement.dataset.choice") == "1"
            page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
        page.wait_for_function(CHANGED, arg=step)
    expect(result).to_be_visible()
    assert not errors, errors
    page.context.close()
