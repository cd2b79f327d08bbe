"""The server's messages to people, as a key and its parameters (seats and rows counted
from 1), so that each client says them in its own language.

The catalogues are ``i18n/<lang>.json`` beside this module (served to the web client with
its own texts, `app.web_texts`); the English text is also the error's message, for
programs and logs. A Spanish template may leave out a parameter that is English text the
server cannot translate (a game's own reason), and say the refusal in general words.

A parameter may be a narrated line's JSON (core/narration.py: an object with a ``key`` and
``params``, e.g. the refused action's `State.say_action`): it is told in the message's
language from the shared catalogues, as a client tells an event's lines.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from bullheads.i18n import LANGUAGES, Translator
from bullheads.i18n.narrate import Narrator


@cache
def server_texts(lang: str) -> Mapping[str, str]:
    """The server's catalogue in `lang` (one of LANGUAGES), read once."""
    if lang not in LANGUAGES:
        raise ValueError(f"no catalog for {lang!r} (languages: {', '.join(LANGUAGES)})")
    folder = resources.files(__package__).joinpath("i18n")
    texts: dict[str, str] = json.loads(folder.joinpath(f"{lang}.json").read_text(encoding="utf-8"))
    return texts


def english(key: str, params: Mapping[str, Any]) -> str:
    """The English text of `key` with its parameters."""
    return told("en", key, params)


def told(lang: str, key: str, params: Mapping[str, Any]) -> str:
    """The text of `key` in `lang` with its parameters; a parameter that is a narrated line
    is told in `lang` (its seats named by their number, "Player 2")."""
    narrator = Narrator(Translator(lang), (), None)
    values = {
        name: narrator.line(value) if isinstance(value, dict) and "key" in value else value
        for name, value in params.items()
    }
    return server_texts(lang)[key].format(**values)


def seats_key(key: str, seats: list[int]) -> tuple[str, dict[str, Any]]:
    """`key.one` or `key.other` and the seats' numbers from 1 ("2", "1, 3")."""
    form = "one" if len(seats) == 1 else "other"
    return f"{key}.{form}", {"numbers": ", ".join(str(seat + 1) for seat in seats)}


class Said:
    """A refusal that carries its message key and parameters (`to_json` for a reply)."""

    key: str
    params: dict[str, Any]

    def said(self) -> dict[str, Any]:
        """The key and parameters as the protocol sends them beside the English message."""
        return {"key": self.key, "params": self.params}
