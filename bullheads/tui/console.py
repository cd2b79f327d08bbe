"""Where lines go and answers come from: a prompt_toolkit terminal, or plain lines.

A person at a terminal gets prompt_toolkit: line editing, history (Up/Down) and Tab
completion of what may be typed now. When stdin or stdout is not a terminal (a pipe, a
test, a screen reader's own line mode) the same game reads plain lines instead.
Both raise KeyboardInterrupt for Ctrl-C and EOFError for Ctrl-D or the end of input,
so the session handles leaving in one place.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Protocol, TextIO

from prompt_toolkit import PromptSession, print_formatted_text
from prompt_toolkit.completion import WordCompleter
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.input import Input
from prompt_toolkit.output import Output


class Console(Protocol):
    """Shows lines and asks for one line at a time."""

    def say(self, line: str = "") -> None: ...

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        """One line of input; `choices` are offered to complete (cards, rows)."""
        ...

    def clear(self) -> None:
        """Hide what is on the screen (hot-seat: the previous player's hand)."""
        ...


class PromptConsole:
    """A terminal through prompt_toolkit; `input`/`output` default to the real ones."""

    def __init__(self, input: Input | None = None, output: Output | None = None) -> None:
        self.session: PromptSession[str] = PromptSession(input=input, output=output)
        self.input = self.session.input
        self.output = self.session.output

    def say(self, line: str = "") -> None:
        print_formatted_text(line, output=self.output)

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        completer = WordCompleter(list(choices)) if choices else None
        return self.session.prompt(FormattedText([("bold", prompt)]), completer=completer)

    def clear(self) -> None:
        """Also the scrollback (ESC [3J), and forget the typed history, so that neither
        scrolling up nor Up brings back another person's cards."""
        self.output.erase_screen()
        self.output.write_raw("\x1b[3J")
        self.output.cursor_goto(0, 0)
        self.output.flush()
        self.session = PromptSession(input=self.input, output=self.output)


class PlainConsole:
    """Plain lines on text streams, for pipes and tests.

    With `echo`, each answer read is written after its prompt, as a terminal would
    show it, so that the output of a piped game reads as a transcript.
    """

    def __init__(self, input: TextIO, output: TextIO, echo: bool = False) -> None:
        self.input = input
        self.output = output
        self.echo = echo

    def say(self, line: str = "") -> None:
        self.output.write(line + "\n")
        self.output.flush()

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        self.output.write(prompt)
        self.output.flush()
        line = self.input.readline()
        if not line:
            self.output.write("\n")
            raise EOFError
        answer = line.rstrip("\r\n")
        if self.echo:
            self.output.write(answer + "\n")
        return answer

    def clear(self) -> None:
        """Lines already written to a pipe cannot be taken back."""


def terminal_console() -> Console:
    """prompt_toolkit when both ends are a terminal, else plain lines on stdin/stdout."""
    if sys.stdin.isatty() and sys.stdout.isatty():
        return PromptConsole()
    return PlainConsole(sys.stdin, sys.stdout, echo=not sys.stdin.isatty())
