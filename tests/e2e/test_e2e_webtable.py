"""The tables people see: Take 6! cards with their bull heads drawn, the rows' places, the
chart and the record at the end of a game, the next game with the same seats, and no
movement under reduced motion."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Browser, Page, expect
from server_tools import ROOT, ServerProcess

from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take6.cards import HEADS

from .test_e2e_take6 import new_page, play_until_over, seated_page, sit

COUNTS = {1, 2, 3, 5, 7}
"""The counts of heads printed on Take 6! cards (T6-02)."""


def seed_showing_every_count(config: Take6Config) -> int:
    """A deal whose rows and first hand hold cards of every count of heads."""
    for seed in range(10_000):
        view = TAKE6.new(config, seed=seed).view(0)
        shown = view["hand"] + [card for row in view["rows"] for card in row]
        if {HEADS[card] for card in shown} >= COUNTS:
            return seed
    raise AssertionError("no deal shows every count of heads")


def drawn_heads(page: Page) -> list[tuple[int, int, str]]:
    """(number, bull heads drawn as SVG, colour class) of every card on the table."""
    found: list[tuple[int, int, str]] = page.evaluate(
        """() => [...document.querySelectorAll('#table .card:not(.back):not(.slot)')].map((card) => [
             Number(card.querySelector('.num').textContent),
             card.querySelectorAll('.heads svg.head use').length,
             [...card.classList].find((name) => /^h\\d$/.test(name))])"""
    )
    return found


def test_T6_02_every_card_shows_its_heads_as_svg_bull_heads(browser: Browser, server: ServerProcess) -> None:
    config = Take6Config(players=4, end="rounds")
    room_id, tokens = server.room("take6", config.to_json(), humans=1, seed=seed_showing_every_count(config))
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0])
    expect(page.locator("[data-zone=hand] button.card")).to_have_count(10)
    cards = drawn_heads(page)
    assert {HEADS[number] for number, _, _ in cards} >= COUNTS
    for number, drawn, colour in cards:
        assert drawn == HEADS[number], f"card {number}: {drawn} heads drawn, {HEADS[number]} printed"
        assert colour == f"h{HEADS[number]}", f"card {number} is coloured {colour}"
    assert page.locator("svg symbol#bull-head").count() == 1  # one drawing, used per head
    page.context.close()


def test_T6_08_each_row_shows_five_places_and_marks_the_sixth(
    browser: Browser, server: ServerProcess
) -> None:
    room_id, tokens = server.room("take6", {"players": 3, "end": "rounds"}, humans=1)
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0])
    rows = page.locator("[data-zone=rows] .row")
    expect(rows).to_have_count(4)
    for index in range(4):
        row = rows.nth(index)
        expect(row.locator(".place:not(.sixth)")).to_have_count(5)
        expect(row.locator(".place.sixth")).to_have_count(1)
        expect(row.locator(".place").last).to_have_class(re.compile(r"\bsixth\b"))
    page.context.close()


def test_FAN_COW_3_the_cows_row_shows_four_places(browser: Browser, server: ServerProcess) -> None:
    config = {"players": 3, "end": "rounds", "fans": ["cow"]}
    room_id, tokens = server.room("take6", config, humans=1, seed=4)
    server.start_room(room_id)
    cow = TAKE6.new(TAKE6.config_from_json(config), seed=4).view(0)["fans"]["markers"]["cow"]["row"]
    page = seated_page(browser, server, room_id, tokens[0])
    rows = page.locator("[data-zone=rows] .row")
    expect(rows).to_have_count(4)
    for index in range(4):
        expect(rows.nth(index).locator(".place:not(.sixth)")).to_have_count(4 if index == cow else 5)
    page.context.close()


def finished_game(
    browser: Browser, server: ServerProcess, rounds: int, **options: object
) -> tuple[Page, str]:
    """Seat 1 (a person, this page) and two bots play `rounds` rounds of Take 6! to the end."""
    room_id, tokens = server.room(
        "take6", {"players": 3, "end": "rounds", "rounds": rounds}, humans=1, seed=5
    )
    server.start_room(room_id)
    page = seated_page(browser, server, room_id, tokens[0], **options)
    play_until_over(page)
    return page, room_id


def test_the_end_of_a_game_charts_every_round_and_gives_a_record_the_cli_replays(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    page, _ = finished_game(browser, server, rounds=3)
    chart = page.locator(".result svg.chart")
    expect(chart).to_be_visible()
    expect(chart.locator("title")).to_have_text("Running totals, round by round")
    assert chart.locator("desc").text_content()
    expect(chart.locator(".series")).to_have_count(3)
    expect(chart.locator(".point")).to_have_count(3 * 3)  # one point per round and player
    expect(page.locator("#pad-table tbody tr")).to_have_count(3)  # the same numbers as a table
    with page.expect_download() as download:
        page.get_by_role("link", name="Download the record").click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    replayed = subprocess.run(
        [sys.executable, "-m", "bullheads", "replay", "--verify", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert replayed.returncode == 0, replayed.stderr
    page.context.close()


def test_play_again_sets_up_the_same_game_options_and_seats(browser: Browser, server: ServerProcess) -> None:
    page, room_id = finished_game(browser, server, rounds=1)
    old = server.get(f"/api/rooms/{room_id}")
    page.get_by_role("button", name="Play again with the same seats").click()
    expect(page).not_to_have_url(re.compile(rf"/room/{room_id}\b"))
    expect(page.get_by_text("You sit in seat 1.")).to_be_visible()  # the same person, the same seat
    new_id = page.url.rsplit("/", 1)[1].split("?")[0]
    new = server.get(f"/api/rooms/{new_id}")
    assert new["status"] == "waiting"
    for field in ("game", "config", "options", "seats"):
        assert new[field] == old[field], field
    assert server.get(f"/api/rooms/{room_id}")["next"] == new_id
    page.context.close()


def animations_while_playing(page: Page, turns: int) -> list[int]:
    """How many animations run just after each of `turns` choices."""
    counts = []
    for _ in range(turns):
        step = page.locator("#table").get_attribute("data-step")
        page.locator("[data-zone=hand] button[data-choice], .take[data-choice]").first.click()
        page.wait_for_function("s => document.querySelector('#table')?.dataset.step !== s", arg=step)
        counts.append(page.evaluate("document.getAnimations().length"))
        page.wait_for_timeout(150)
        counts.append(page.evaluate("document.getAnimations().length"))
    return counts


COUNT_ANIMATIONS = (
    "window.moved = 0; const animate = Element.prototype.animate;"
    "Element.prototype.animate = function (...args) { if (WHERE) window.moved += 1;"
    " return animate.apply(this, args); };"
)
"""An init script that counts the animations the page starts (on elements where WHERE
holds) as it starts them: sampling `document.getAnimations()` every 20 ms missed a
card's short turn at its seat on a loaded machine."""


def test_reduced_motion_runs_no_animation(browser: Browser, server: ServerProcess) -> None:
    room_id, tokens = server.room("take6", {"players": 4, "end": "rounds"}, humans=1, seed=8)
    server.start_room(room_id)
    calm = seated_page(browser, server, room_id, tokens[0], reduced_motion="reduce")
    expect(calm.locator("[data-zone=hand] button.card")).to_have_count(10)
    assert animations_while_playing(calm, 3) == [0] * 6
    calm.context.close()
    # the same table with motion: cards do travel (so the check above can fail)
    room_id, tokens = server.room("take6", {"players": 4, "end": "rounds"}, humans=1, seed=8, bot="random")
    server.start_room(room_id)
    moving = new_page(browser, reduced_motion="no-preference")
    moving.add_init_script(COUNT_ANIMATIONS.replace("WHERE", "true"))
    sit(moving, server, room_id, tokens[0])
    expect(moving.locator("[data-zone=hand] button.card")).to_have_count(10)
    moving.locator("[data-zone=hand] button[data-choice]").first.click()
    moving.wait_for_function("() => window.moved > 0")
    moving.context.close()


def test_the_buffalo_table_moves_on_the_felt_it_shares_with_take6(
    browser: Browser, server: ServerProcess
) -> None:
    """Beat the Buffalo's members and buffalo sit around the felt of Take 6! (felt.js): at
    the reveal their cards turn up at their seats, one event at a time, before they travel
    to the rows."""
    room_id, tokens = server.room("buffalo", {"players": 3}, humans=1, seed=7)
    server.start_room(room_id)
    page = new_page(browser, reduced_motion="no-preference")
    page.add_init_script(COUNT_ANIMATIONS.replace("WHERE", "this.closest?.('.felt .spot')"))
    sit(page, server, room_id, tokens[0])
    expect(page.locator(".felt .spot")).to_have_count(4)
    page.locator("[data-zone=hand] button[data-choice]").first.click()
    page.wait_for_function("() => window.moved > 0")
    page.context.close()
