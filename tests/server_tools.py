"""Running a real `bullheads serve` process for tests, and talking to it."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2

ROOT = Path(__file__).parent.parent


START_SECONDS = 90
"""How long a starting server may take to answer: seconds on an idle machine, but a loaded
2-core machine running the tests in parallel has taken over 20 s."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class ServerProcess:
    """`bullheads serve` in a child process on a free port (start, kill -9, start again)."""

    def __init__(self, database_url: str, options: tuple[str, ...] = ()) -> None:
        self.database_url = database_url
        self.options = options
        """More `bullheads serve` options, e.g. ("--no-compression",)."""
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.owners: dict[str, str] = {}
        """The owner token of each room `room` made."""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        command = [sys.executable, "-m", "bullheads", "serve", "--port", str(self.port), *self.options]
        environ = {**os.environ, "BULLHEADS_DATABASE_URL": self.database_url}
        self.process = subprocess.Popen(command, cwd=ROOT, env=environ, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with status {self.process.returncode}")
            with contextlib.suppress(httpx2.HTTPError):
                if httpx2.get(f"{self.url}/api/games", timeout=1).status_code == 200:
                    return
            time.sleep(0.1)
        raise RuntimeError(f"the server did not answer within {START_SECONDS} s")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs, as when a machine loses power or the process is killed."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def post(self, path: str, body: dict[str, Any] | None = None) -> Any:
        response = httpx2.post(f"{self.url}{path}", json=body or {}, timeout=10)
        response.raise_for_status()
        return response.json()

    def get(self, path: str) -> Any:
        response = httpx2.get(f"{self.url}{path}", timeout=10)
        response.raise_for_status()
        return response.json()

    def room(
        self, game: str, config: dict[str, Any], humans: int, bot: str = "heuristic", **extra: Any
    ) -> tuple[str, list[str]]:
        """A room with `humans` people in the first seats and bots after, not started yet
        (`start_room` starts it): (id, tokens)."""
        room = self.post("/api/rooms", {"game": game, "config": config, **extra})
        owner = self.owners[room["id"]] = room["owner_token"]
        tokens = [
            self.post(f"/api/rooms/{room['id']}/seats/{seat}", {"name": f"P{seat + 1}"})["token"]
            for seat in range(humans)
        ]
        for seat in range(humans, len(room["seats"])):
            self.post(f"/api/rooms/{room['id']}/seats/{seat}/bot", {"bot": bot, "token": owner})
        return room["id"], tokens

    def start_room(self, room_id: str) -> Any:
        """Start a room `room` made (as its owner)."""
        return self.post(f"/api/rooms/{room_id}/start", {"token": self.owners[room_id]})


@contextlib.contextmanager
def running(database_url: str, options: tuple[str, ...] = ()) -> Iterator[ServerProcess]:
    server = ServerProcess(database_url, options)
    server.start()
    try:
        yield server
    finally:
        server.stop()
