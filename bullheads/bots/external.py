"""An external bot: a program in any language that speaks the bot protocol.

Every fault of the program (it cannot start, crashes, answers late, prints garbage or
names an illegal action) is recorded in `faults` and reported to `on_fault`; the
`fallback` bot (the game's rule-of-thumb bot) takes that decision, so the game goes on.
A late answer is discarded; after a crash every later decision is the fallback's.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sys
import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bullheads.bots.base import Bot
from bullheads.core.state import Action, State
from bullheads.protocol import messages
from bullheads.protocol.host import BotGone, BotProcess, TimedOut

DECISION_SECONDS = 5.0
"""The default time a bot has for each decision."""
HELLO_SECONDS = 10.0
"""The time a bot has to start and answer the handshake."""


@dataclasses.dataclass(frozen=True, slots=True)
class Fault:
    """What went wrong at which decision (counted from 1; 0 is the handshake)."""

    kind: str
    """"start", "crash", "timeout", "garbage" or "illegal"."""
    decision: int
    message: str

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def warn(bot: ExternalBot, fault: Fault) -> None:
    """Report a fault on stderr, for people watching a game."""
    print(
        f"{bot.name}: {fault.kind} at decision {fault.decision}: {fault.message} "
        "(the rule-of-thumb bot takes the decision)",
        file=sys.stderr,
    )


class ExternalBot:
    """A bot program run with `command`; see the module docstring."""

    def __init__(
        self,
        command: str,
        game: str,
        fallback: Bot,
        seconds: float | None = None,
        on_fault: Callable[[ExternalBot, Fault], None] | None = None,
    ) -> None:
        self.name = f"cmd:{command}"
        self.command = command
        self.game = game
        self.fallback = fallback
        self.seconds = DECISION_SECONDS if seconds is None else seconds
        self.on_fault = on_fault
        self.faults: list[Fault] = []
        self.decisions = 0
        self.process: BotProcess | None = None
        self.dead = False

    def choose_in(self, state: State[Any, Any], seat: int) -> Action:
        return self._ask(state.config.to_json(), seat, state.view(seat), state.legal(seat))

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """For clients that only pass the view: the handshake takes the config and seat from it."""
        return self._ask(view.get("config", {}), view.get("seat", 0), view, legal)

    def _ask(
        self, config: dict[str, Any], seat: int, view: Mapping[str, Any], legal: Sequence[Action]
    ) -> Action:
        self.decisions += 1
        number = self.decisions
        if self.process is None and not self.dead:
            self._start(config, seat)
        if self.process is None:
            return self.fallback.choose(view, legal)
        try:
            self.process.send(messages.decide(number, view, legal, self.seconds))
            deadline = time.monotonic() + self.seconds
            while True:
                message = messages.parse(self.process.receive(deadline))
                if message.get("id", number) == number:
                    return messages.chosen(message, legal)
        except BotGone as gone:
            self._fault("crash", number, str(gone))
            self._stop()
        except TimedOut:
            self._fault("timeout", number, f"no answer within {self.seconds:g} s")
        except messages.IllegalAnswer as error:
            self._fault("illegal", number, str(error))
        except messages.ProtocolError as error:
            self._fault("garbage", number, str(error))
        return self.fallback.choose(view, legal)

    def _start(self, config: dict[str, Any], seat: int) -> None:
        try:
            self.process = BotProcess(self.command)
            weakref.finalize(self, self.process.close, 0.0)
            self.process.send(messages.hello(self.game, config, seat, HELLO_SECONDS))
            message = messages.parse(self.process.receive(time.monotonic() + HELLO_SECONDS))
            if message["type"] != "ready":
                raise messages.ProtocolError(f'expected "ready", got {message["type"]!r}')
        except (BotGone, TimedOut, messages.ProtocolError) as error:
            why = "no answer to the handshake" if isinstance(error, TimedOut) else str(error)
            self._fault("start", 0, why)
            self._stop()

    def _fault(self, kind: str, number: int, message: str) -> None:
        fault = Fault(kind, number, message)
        self.faults.append(fault)
        if self.process is not None and kind != "crash":
            with contextlib.suppress(BotGone):
                self.process.send(messages.fault(number, kind, message))
        if self.on_fault is not None:
            self.on_fault(self, fault)

    def _stop(self) -> None:
        self.dead = True
        if self.process is not None:
            self.process.close(grace=0.0)
            self.process = None

    def finish(self, state: State[Any, Any], seat: int) -> None:
        """Tell the program the game is over (result and last view), then let it exit."""
        if self.process is not None:
            with contextlib.suppress(BotGone):
                self.process.send(messages.end(state.result().to_json(), state.view(seat)))
            self.process.close()
            self.process = None
