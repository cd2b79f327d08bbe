"""Take 6! in a real browser: the lobby, a whole game, two people, reload, spectator, keys."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect
from server_tools import ServerProcess

from .conftest import SCREENSHOTS

TIMEOUT = 20_000
UNTOLD = r"\{\w*\}|undefined|\bnull\b|\b(web|buf|t11|num|view|event|say|result)\.[a-z_]+"
"""What a line the events narrate must not show: a placeholder, a missing value or key."""


def assert_narrated(page: Page, pattern: str) -> None:
    """The "What happened" log reads the events' own narration (their "say" lines) in
    words: no raw key or unfilled placeholder, and a line matching `pattern`."""
    lines = page.locator("#log li").all_inner_texts()
    assert [line for line in lines if re.search(UNTOLD, line)] == []
    assert any(re.search(pattern, line) for line in lines), lines


def new_page(browser: Browser, **options: object) -> Page:
    settings: dict[str, object] = {"reduced_motion": "reduce", "viewport": {"width": 1200, "height": 900}}
    context = browser.new_context(**{**settings, **options})  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    return page


def play_until_over(page: Page, pick: str = "[data-zone=hand] button[data-choice]") -> int:
    """Click a legal card (or row) whenever one is offered, until the result shows."""
    moves = 0
    result = page.locator("#result-title")
    while not result.is_visible():
        choice = page.locator(f"{pick}, .take[data-choice]").first
        try:
            choice.wait_for(state="visible", timeout=TIMEOUT)
        except Exception:
            if result.is_visible():
                break
            raise
        if result.is_visible():
            break
        step = page.locator("#table").get_attribute("data-step")
        choice.click()
        moves += 1
        page.wait_for_function("step => document.querySelector('#table')?.dataset.step !== step", arg=step)
    return moves


def test_full_game_one_person_three_bots_from_the_lobby(browser: Browser, server: ServerProcess) -> None:
    page = new_page(browser)
    page.goto(server.url + "/?lang=en")
    expect(page.get_by_role("heading", name="New room")).to_be_visible()
    page.select_option("#game", "take6")
    page.select_option("select[name='opt.end']", "rounds")
    page.get_by_role("button", name="Create the room").click()
    expect(page).to_have_url(re.compile(r"/room/\w+"))
    page.fill("#name-0", "Ana")
    page.get_by_role("button", name="Sit in seat 1").click()
    expect(page.get_by_text("You sit in seat 1.")).to_be_visible()
    page.get_by_role("button", name="Fill the open seats with bots").click()
    expect(page.get_by_text("Player 4: bot heuristic")).to_be_visible()
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("[data-zone=rows] .row")).to_have_count(4)
    expect(page.locator("[data-zone=hand] button.card")).to_have_count(10)
    page.screenshot(path=str(SCREENSHOTS / "take6-table.png"), full_page=True)
    moves = play_until_over(page)
    assert moves >= 10
    expect(page.get_by_role("link", name="Download the record")).to_be_visible()
    expect(page.locator("#announcer p").first).to_be_attached()
    assert_narrated(page, r"^Final standings:$")
    page.screenshot(path=str(SCREENSHOTS / "take6-result.png"), full_page=True)
    page.get_by_role("link", name="Replay").click()
    expect(page.get_by_text("Step 0 /")).to_be_visible()
    page.locator("#replay-next").click()
    expect(page.get_by_text("Step 1 /")).to_be_visible()
    page.locator("#replay-last").click()
    expect(page.get_by_text("Final standings:").or_(page.locator(".pad table")).first).to_be_visible()
    page.context.close()


def test_T6_15_the_lobby_creates_a_dealt_professional_room(browser: Browser, server: ServerProcess) -> None:
    page = new_page(browser)
    page.goto(server.url + "/?lang=en")
    page.select_option("#game", "take6")
    options = page.locator("select[name='opt.professional'] option")
    expect(options).to_have_text(["off", "open draft (every hand public)", "dealt (hands secret)"])
    page.select_option("select[name='opt.professional']", "deal")
    page.get_by_role("button", name="Create the room").click()
    expect(page).to_have_url(re.compile(r"/room/\w+"))
    room_id = page.url.rsplit("/", 1)[1].split("?")[0]
    page.fill("#name-0", "Ana")
    page.get_by_role("button", name="Sit in seat 1").click()
    page.get_by_role("button", name="Fill the open seats with bots").click()
    page.get_by_role("button", name="Start the game").click()
    hand = page.locator("[data-zone=hand] button.card")
    expect(hand).to_have_count(10)
    cards = [int(re.findall(r"\d+", text)[0]) for text in hand.all_inner_texts()]
    assert all(1 <= card <= 44 for card in cards), cards  # T6-15: 4 players, cards 1..44
    expect(page.locator(".open-hands")).to_have_count(0)
    config = page.request.get(f"{server.url}/api/rooms/{room_id}").json()["config"]
    assert config["professional"] == "deal"
    page.context.close()


def seated_page(browser: Browser, server: ServerProcess, room_id: str, token: str, **options: object) -> Page:
    """A browser page of a seat whose token the lobby handed out (as after "Sit")."""
    return sit(new_page(browser, **options), server, room_id, token)


def sit(page: Page, server: ServerProcess, room_id: str, token: str) -> Page:
    """Open the room on `page` as the seat of `token` (listeners set on it before see it all)."""
    page.add_init_script(
        f"localStorage.setItem('bullheads.seat.{room_id}', JSON.stringify({{token: '{token}'}}))"
    )
    page.goto(f"{server.url}/room/{room_id}?lang=en")
    return page


def owning(page: Page, room: dict[str, str]) -> Page:
    """This browser holds the room's owner token (as the browser that created it does)."""
    page.add_init_script(f"localStorage.setItem('bullheads.owner.{room['id']}', '{room['owner_token']}')")
    return page


def step_of(page: Page) -> str | None:
    return page.locator("#table").get_attribute("data-step")


def test_two_people_from_two_browsers_and_a_spectator(browser: Browser, server: ServerProcess) -> None:
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 3, "end": "rounds"}})
    url = f"{server.url}/room/{room['id']}?lang=en"
    first, second = owning(new_page(browser), room), new_page(browser)
    for page, seat, name in ((first, 0, "Ana"), (second, 1, "Bea")):
        page.goto(url)
        page.fill(f"#name-{seat}", name)
        page.get_by_role("button", name=f"Sit in seat {seat + 1}").click()
        expect(page.get_by_text(f"You sit in seat {seat + 1}.")).to_be_visible()
    expect(first.get_by_text("Player 2: Bea")).to_be_visible()
    expect(second.get_by_text("The room's owner adds bots and starts the game.")).to_be_visible()
    expect(second.get_by_role("button", name="Start the game")).to_have_count(0)
    first.get_by_role("button", name="Put a bot in seat 3").click()
    first.get_by_role("button", name="Start the game").click()
    watcher = new_page(browser)
    watcher.goto(url)
    for page in (first, second, watcher):
        expect(page.locator("[data-zone=rows] .row")).to_have_count(4)
    expect(watcher.get_by_text("You are watching: hands stay hidden.")).to_be_visible()
    expect(watcher.locator("[data-zone=hand] .card")).to_have_count(0)
    # table talk: Ana speaks, Bea and the watcher read it; the watcher cannot speak
    first.fill("#chat-text", "Good luck <b>all</b>")
    first.get_by_role("button", name="Send").click()
    for page in (second, watcher):
        expect(page.locator("#chat-lines li").last).to_have_text("Ana: Good luck <b>all</b>")
    expect(watcher.locator("#chat-text")).to_be_disabled()
    watcher.screenshot(path=str(SCREENSHOTS / "take6-spectator.png"), full_page=True)
    # Ana chooses; until Bea does, Ana's card stays hers: marked, and secret for Bea and the watcher
    card = first.locator("[data-zone=hand] button[data-choice]").first
    chosen = card.get_attribute("data-key").removeprefix("play-")
    card.click()
    expect(first.locator(".card.chosen")).to_have_text(re.compile(rf"^{chosen}"))
    expect(second.locator("tr", has_text="Ana")).to_contain_text("✓")
    for page in (second, watcher):
        assert chosen not in page.locator(".card .num").all_inner_texts()
    # a reload in the middle of the turn restores the whole view, the choice included
    first.reload()
    expect(first.locator(".card.chosen")).to_have_text(re.compile(rf"^{chosen}"))
    expect(first.locator("[data-zone=hand] .card")).to_have_count(10)
    expect(first.get_by_text("Waiting for Bea.")).to_be_visible()
    # both play to the end, each from their own browser
    result = first.locator("#result-title")
    for _ in range(60):
        if result.is_visible():
            break
        for page in (first, second):
            choice = page.locator("[data-zone=hand] button[data-choice], .take[data-choice]").first
            if choice.is_visible():
                step = step_of(page)
                choice.click()
                page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
        first.wait_for_timeout(100)
    for page in (first, second, watcher):
        expect(page.locator("#result-title")).to_be_visible()
    for page in (first, second, watcher):
        page.context.close()


def test_keyboard_only(browser: Browser, server: ServerProcess) -> None:
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 4, "end": "rounds"}})
    for seat in (1, 2, 3):
        server.post(
            f"/api/rooms/{room['id']}/seats/{seat}/bot", {"bot": "random", "token": room["owner_token"]}
        )
    page = owning(new_page(browser), room)
    page.goto(f"{server.url}/room/{room['id']}?lang=en")
    expect(page.locator("#name-0")).to_be_visible()

    def tab_to(selector: str) -> None:
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate("s => document.activeElement.matches(s)", selector):
                return
        raise AssertionError(f"Tab never reached {selector}")

    tab_to("#name-0")
    page.keyboard.type("Kim")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.get_by_text("You sit in seat 1.")).to_be_visible()
    tab_to("#start")
    page.keyboard.press("Enter")
    expect(page.locator("[data-zone=hand] button.card")).to_have_count(10)
    page.keyboard.press("?")
    expect(page.locator("#help")).to_be_visible()
    page.keyboard.press("Escape")
    result = page.locator("#result-title")
    while not result.is_visible():
        page.wait_for_function(
            "() => document.querySelector('[data-choice]') || document.querySelector('#result-title')"
        )
        if result.is_visible():
            break
        step = step_of(page)
        if page.locator(".take[data-choice]").count():
            page.keyboard.press("1")  # the row shortcut
        else:
            page.keyboard.press("h")  # to the hand, then the arrow keys and Enter
            page.keyboard.press("ArrowRight")
            assert page.evaluate("document.activeElement.dataset.choice") == "1"
            page.keyboard.press("Enter")
        page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
    expect(page.get_by_role("link", name="Download the record")).to_be_visible()
    page.context.close()


def test_phone_layout_in_spanish(browser: Browser, server: ServerProcess) -> None:
    room_id, tokens = server.room("take6", {"players": 5, "professional": True, "end": "rounds"}, humans=1)
    server.start_room(room_id)
    page = seated_page(
        browser, server, room_id, tokens[0], viewport={"width": 390, "height": 844}, is_mobile=True
    )
    page.goto(f"{server.url}/room/{room_id}?lang=es")
    expect(page.locator(".felt .spot")).to_have_count(5)  # the players sit around the felt
    expect(page.locator("[data-zone=rows]")).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 400, f"the page is {width}px wide on a 390px phone"
    page.screenshot(path=str(SCREENSHOTS / "take6-phone-es.png"), full_page=True)
    page.context.close()
