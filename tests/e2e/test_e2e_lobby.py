"""The lobby's form in a real browser: built from what each game declares (/api/games),
it shows only the options that apply and creates the room the form says."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect
from server_tools import ServerProcess

from .test_e2e_take6 import new_page


def test_the_form_shows_only_what_applies(browser: Browser, server: ServerProcess) -> None:
    page = new_page(browser)
    page.goto(server.url + "/?lang=en")
    page.select_option("#game", "take6")
    rounds, limit = page.get_by_label("Rounds", exact=True), page.get_by_label("Point limit", exact=True)
    snake = page.get_by_label("Snake draft", exact=True)
    expect(rounds).to_be_hidden()  # T6-12: the game ends by points unless chosen otherwise
    expect(limit).to_be_visible()
    expect(snake).to_be_hidden()
    page.select_option("select[name='opt.end']", "rounds")
    expect(rounds).to_be_visible()
    expect(limit).to_be_hidden()
    page.select_option("select[name='opt.end']", "points")
    expect(rounds).to_be_hidden()
    page.select_option("select[name='opt.professional']", "draft")
    expect(snake).to_be_visible()
    page.select_option("select[name='opt.professional']", "deal")
    expect(snake).to_be_hidden()
    expect(page.locator("select[name='opt.end'] option")).to_have_text(
        ["at the point limit", "after a number of rounds", "by elimination"]
    )
    page.goto(server.url + "/?lang=es")
    page.select_option("#game", "take6")
    expect(page.get_by_label("Rondas", exact=True)).to_be_hidden()
    page.context.close()


def test_the_lobby_creates_a_numeranza_room_with_a_variant(browser: Browser, server: ServerProcess) -> None:
    page = new_page(browser)
    page.goto(server.url + "/?lang=en")
    page.select_option("#game", "numeranza")
    queue = page.get_by_label("Defeat at this many cards in the queue")
    expect(queue).to_be_hidden()  # V5-4: a rule of the co-operative variant only
    page.select_option("select[name='opt.variant']", "coop")
    expect(queue).to_be_visible()
    queue.fill("6")
    page.locator("input[name='opt.players']").fill("2")
    page.get_by_role("button", name="Create the room").click()
    expect(page).to_have_url(re.compile(r"/room/\w+"))
    room_id = page.url.rsplit("/", 1)[1].split("?")[0]
    config = page.request.get(f"{server.url}/api/rooms/{room_id}").json()["config"]
    assert (config["variant"], config["players"], config["queue_limit"]) == ("coop", 2, 6)
    page.context.close()
