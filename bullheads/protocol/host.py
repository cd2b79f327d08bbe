"""The host side of the bot protocol: a bot program run as a subprocess.

Its stdout is read by a thread into a queue, so every wait has a deadline; its stderr is
kept (the last lines) to explain a crash.
"""

from __future__ import annotations

import collections
import queue
import shlex
import subprocess
import threading
import time
from typing import IO, Any

from bullheads.protocol import messages

STDERR_LINES = 10
"""How many of the bot's last stderr lines a crash report quotes."""


class BotGone(Exception):
    """The bot program has exited or cannot be started; the text says why."""


class TimedOut(Exception):
    """The bot did not answer in time."""


class BotProcess:
    """A running bot program: send a message, receive a line before a deadline."""

    def __init__(self, command: str) -> None:
        try:
            argv = shlex.split(command)
        except ValueError as error:
            raise BotGone(f"cannot read the command {command!r}: {error}") from None
        if not argv:
            raise BotGone("the bot command is empty")
        try:
            self.process = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                bufsize=1,
            )
        except OSError as error:
            raise BotGone(f"cannot start {command!r}: {error}") from None
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.stderr: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        assert self.process.stdout is not None and self.process.stderr is not None
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        threading.Thread(target=self._keep_stderr, args=(self.process.stderr,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.lines.put(line)
        self.lines.put(None)

    def _keep_stderr(self, stream: IO[str]) -> None:
        for line in stream:
            self.stderr.append(line.rstrip("\n"))

    def send(self, message: dict[str, Any]) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        try:
            stdin.write(messages.encode(message))
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise BotGone(self.gone()) from None

    def receive(self, deadline: float) -> str:
        """The bot's next line; TimedOut after `deadline` (time.monotonic), BotGone at exit."""
        try:
            line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise TimedOut from None
        if line is None:
            self.lines.put(None)
            raise BotGone(self.gone())
        return line

    def gone(self) -> str:
        """Why the bot is gone: its exit status and its last stderr lines."""
        try:
            status = self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return "the bot closed its output"
        time.sleep(0.05)
        tail = " | ".join(self.stderr)
        return f"the bot exited with status {status}" + (f": {tail}" if tail else "")

    def close(self, grace: float = 1.0) -> None:
        """Close its input and give it `grace` seconds to exit, then kill it."""
        try:
            if self.process.stdin is not None:
                self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
