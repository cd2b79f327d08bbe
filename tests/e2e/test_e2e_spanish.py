"""A Spanish page is Spanish everywhere: no text of the English catalogue (those that
differ from their Spanish translation) shows on the lobby, the waiting room, any game's
table or the end of a game."""

from __future__ import annotations

import json
import re
import time
from functools import cache
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from server_tools import ServerProcess

from bullheads.i18n import Translator
from bullheads.i18n.narrate import Narrator

from .axe import check_axe
from .test_e2e_a11y import choose, table_page
from .test_e2e_take6 import new_page, owning

PLACEHOLDER = re.compile(r"\{\w+\}")
SHORTEST = 4
"""Letters a fragment needs to count: shorter ones ("no", "bot", "P1") prove nothing."""


@cache
def texts(url: str, lang: str) -> dict[str, str]:
    """The web client's texts in `lang`, as the server serves them."""
    import httpx2

    answer: dict[str, str] = httpx2.get(f"{url}/api/texts/{lang}", timeout=10).json()
    return answer


@cache
def english_fragments(url: str) -> frozenset[str]:
    """The pieces of English text between placeholders, of every message whose Spanish
    differs, that the Spanish template does not also hold."""
    english, spanish = texts(url, "en"), texts(url, "es")
    fragments = set()
    for key, text in english.items():
        if spanish.get(key) == text:
            continue
        for piece in PLACEHOLDER.split(text):
            piece = piece.strip(" .,:;()!?¡¿·'\"-")
            if sum(char.isalpha() for char in piece) >= SHORTEST and piece not in spanish.get(key, ""):
                fragments.add(piece)
    return frozenset(fragments)


def assert_spanish(page: Page, url: str, where: str, part: str = "body") -> None:
    """No English fragment (as whole words) in the text of the page (or of its `part`), and
    no unfilled placeholder (the text of the live regions, read by screen readers, counts too)."""
    text = page.locator(part).inner_text()
    found = sorted(
        fragment
        for fragment in english_fragments(url)
        if re.search(rf"(?<!\w){re.escape(fragment)}(?!\w)", text)
    )
    assert not found, f"English on the Spanish {where}: {found}"
    unfilled = PLACEHOLDER.findall(text)
    assert not unfilled, f"placeholders left unfilled on the Spanish {where}: {unfilled}"


def test_the_lobby_and_the_waiting_room_in_spanish(browser: Browser, server: ServerProcess) -> None:
    room = server.post("/api/rooms", {"game": "take6", "config": {"players": 3, "fans": ["cow"]}})
    page = new_page(browser)
    page.goto(server.url + "/?lang=es")
    expect(page.get_by_role("heading", name="Sala nueva")).to_be_visible()
    expect(page.locator(f"[data-room='{room['id']}']")).to_be_visible()
    assert_spanish(page, server.url, "lobby")
    check_axe(page, "the Spanish lobby")
    owning(page, room).goto(f"{server.url}/room/{room['id']}?lang=es")
    expect(page.locator("#name-0")).to_be_visible()
    expect(page.get_by_text("Cómo termina la partida: al llegar al límite de puntos")).to_be_visible()
    assert_spanish(page, server.url, "waiting room")
    page.get_by_role("button", name="Empezar la partida").click()
    expect(page.get_by_role("alert").first).to_have_text(
        "los asientos 1, 2, 3 siguen libres: siéntate o pon bots"
    )
    assert_spanish(page, server.url, "waiting room's refusal")
    check_axe(page, "the Spanish waiting room")
    page.context.close()


TABLES = [
    ("take6", {"players": 4, "fans": ["even-odd", "cow", "digit-flip"]}),
    ("take11", {"players": 3}),
    ("buffalo", {"players": 2}),
    ("numeranza", {"players": 2}),
    ("numeranza", {"variant": "coop", "players": 2}),
]


@pytest.mark.parametrize(("game", "config"), TABLES)
def test_each_table_in_spanish(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any]
) -> None:
    page = table_page(browser, server, game, config)
    page.goto(page.url.replace("lang=en", "lang=es"))
    page.wait_for_selector("[data-choice]")
    assert_spanish(page, server.url, f"{game} table")
    for _ in range(3):
        choose(page)
    assert_spanish(page, server.url, f"{game} table, a few turns on")
    page.context.close()


@pytest.mark.parametrize(("game", "config"), TABLES)
def test_each_game_on_the_generic_table_in_spanish(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any]
) -> None:
    """The generic table (a game without a table of its own; `?plain` shows any game on it)
    labels every choice with the game's line for the action (`say`) in the page's language:
    no English description of an action (the server's `text`) is shown; and it names the
    view's fields by their Spanish labels (`field.NAME`), not by their English labels nor
    their data names. (The fields' values are the view's data: not checked.)"""
    page = table_page(browser, server, game, config)
    page.goto(page.url.replace("lang=en", "lang=es") + "&plain")
    expect(page.locator(".generic-view")).to_be_visible()
    for turn in range(3):
        page.wait_for_selector("[data-choice]")
        labels = [label.split(". ", 1)[-1] for label in page.locator("[data-choice]").all_inner_texts()]
        assert all(labels), f"a choice without a label: {labels}"
        assert_spanish(page, server.url, f"generic {game} table's choices, turn {turn + 1}", ".choices")
        assert_spanish_fields(page, server.url, f"generic {game} table, turn {turn + 1}")
        choose(page)
    page.context.close()


def assert_spanish_fields(page: Page, url: str, where: str) -> None:
    """The generic table's view names no field by its English label or its data name
    (``to act``, ``to_act``) where the Spanish label differs."""
    english, spanish = texts(url, "en"), texts(url, "es")
    fields = {key for key in english if key.startswith("field.") and english[key] != spanish[key]}
    named = {english[key] for key in fields}
    named |= {name for key in fields for name in (key[6:], key[6:].replace("_", " "))}
    shown = set(page.locator(".generic-view dt").all_inner_texts())
    assert shown, f"no field shown on the {where}"
    found = sorted(shown & named - {spanish[key] for key in spanish if key.startswith("field.")})
    assert not found, f"fields not in Spanish on the {where}: {found}"


def test_game_over_in_spanish(browser: Browser, server: ServerProcess) -> None:
    page = table_page(browser, server, "take6", {"players": 3, "end": "rounds", "rounds": 1})
    page.goto(page.url.replace("lang=en", "lang=es"))
    result = page.locator("#result-title")
    page.wait_for_selector("[data-choice]")
    while not result.is_visible():
        choose(page)
    assert_spanish(page, server.url, "end of the game")
    page.get_by_role("link", name="Repetición").click()
    page.locator("#replay-next").click()
    expect(page.get_by_text("Paso 1 /")).to_be_visible()
    assert_spanish(page, server.url, "replay")
    page.context.close()


@pytest.mark.parametrize(("game", "config"), TABLES)
def test_each_games_replay_in_spanish(
    browser: Browser, server: ServerProcess, game: str, config: dict[str, Any]
) -> None:
    """A finished game's replay on a Spanish page: each step names who acted and what, in
    the game's words for the action (`say`, State.say_action) told in Spanish, seen by
    everyone or by a seat, with no English (the steps once showed the English `describe`)."""
    room_id, _ = server.room(game, config, humans=0, seed=7)
    server.start_room(room_id)
    deadline = time.monotonic() + 60
    while server.get(f"/api/rooms/{room_id}")["status"] != "over":
        assert time.monotonic() < deadline, f"the bots' {game} game did not end"
        time.sleep(0.2)
    steps = server.get(f"/api/rooms/{room_id}/replay")["steps"]
    spanish = Narrator(Translator("es"), (), None)
    page = new_page(browser)
    page.goto(f"{server.url}/replay/{room_id}?lang=es")
    label = page.locator(".step")
    expect(label).to_contain_text("Paso 0 /")
    for at in range(1, min(len(steps), 8)):
        page.locator("#replay-next").click()
        expect(label).to_contain_text(f"Paso {at} /")
        said = steps[at]["say"]
        if '"seat"' not in json.dumps(said):  # a seat is named as the page names it
            expect(label).to_contain_text(str(spanish.line(said)))
        assert_spanish(page, server.url, f"{game} replay, step {at}")
    page.select_option("#replay-seat", "0")
    assert_spanish(page, server.url, f"{game} replay seen by seat 1")
    page.locator("#replay-last").click()
    expect(label).to_contain_text(f"Paso {len(steps) - 1} /")
    assert_spanish(page, server.url, f"{game} replay's last step")
    page.context.close()
