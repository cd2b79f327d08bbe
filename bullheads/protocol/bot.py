"""The bot side of the bot protocol, for bots written in Python.

    from bullheads.protocol.bot import serve
    serve(lambda view, legal, codes: codes[0], name="first-legal")

`serve` answers the handshake, then each decision with the code `choose` returns, and
returns when the game ends (or its input closes). Bots in other languages follow
docs/bot-protocol.md; examples/bots/ has one that needs nothing but Python itself.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import IO, Any

from bullheads.protocol import messages

Choose = Callable[[dict[str, Any], list[Any], list[int]], int]
"""choose(view, legal JSON actions, their codes) -> the code of the chosen action."""


def serve(choose: Choose, name: str, stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout) -> None:
    for line in stdin:
        message = messages.parse(line)
        kind = message["type"]
        if kind == "hello":
            answer: dict[str, Any] = {"type": "ready", "name": name}
        elif kind == "decide":
            code = choose(message["view"], message["legal"], message["codes"])
            answer = {"type": "action", "id": message["id"], "code": code}
        elif kind == "end":
            return
        else:
            continue
        stdout.write(messages.encode(answer))
        stdout.flush()
