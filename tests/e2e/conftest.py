"""A real browser (Debian's chromium, driven by Playwright) against a real server process."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from server_tools import ServerProcess, running

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(os.environ.get("BULLHEADS_SCREENSHOTS") or Path(tempfile.gettempdir(), "bullheads-shots"))
"""Where the tests save their screenshots: bullheads-shots in the system's temporary
directory, so that a test run leaves the repository as it was;
`BULLHEADS_SCREENSHOTS=docs/screenshots` refreshes the ones the documentation shows."""
SCREENSHOTS.mkdir(parents=True, exist_ok=True)

if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
    pytest.skip(
        "end-to-end tests need Debian's chromium at /usr/bin/chromium "
        "(apt-get install chromium); CI installs it",
        allow_module_level=True,
    )

from playwright.sync_api import Browser, Playwright, sync_playwright  # noqa: E402


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    path = tmp_path_factory.mktemp("e2e") / "server.db"
    with running(f"sqlite:///{path}") as process:
        yield process
