"""User-visible text in several languages, from flat JSON catalogs.

Every client shows text through a catalog so that the terminal and the web client say
the same things in the same words. A language's catalog is ``<lang>.json`` beside this
module (shared and Take 6! texts) merged with one ``<game>.<lang>.json`` per other game;
a key may be defined only once. A
catalog maps flat keys to ``str.format`` templates; a key ending in ``.one`` / ``.other``
is a plural pair, chosen by `Translator.plural`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources

LANGUAGES = ("en", "es")
DEFAULT_LANGUAGE = "en"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""POSIX order of precedence: the first one set decides the language of messages."""


@cache
def catalog(lang: str) -> Mapping[str, str]:
    """The catalog of `lang` (one of LANGUAGES), read once from the package data."""
    if lang not in LANGUAGES:
        raise ValueError(f"no catalog for {lang!r} (languages: {', '.join(LANGUAGES)})")
    folder = resources.files(__package__)
    names = [f"{lang}.json", *sorted(f.name for f in folder.iterdir() if f.name.endswith(f".{lang}.json"))]
    messages: dict[str, str] = {}
    for name in names:
        part: dict[str, str] = json.loads(folder.joinpath(name).read_text(encoding="utf-8"))
        twice = sorted(set(part) & set(messages))
        if twice:
            raise ValueError(f"{name} defines keys already defined: {', '.join(twice)}")
        messages.update(part)
    return messages


def language_from_env(environ: Mapping[str, str]) -> str:
    """The language the locale asks for: Spanish for ``es*`` locales, else English."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:
            return "es" if value.lower().startswith("es") else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


class Translator:
    """Looks keys up in one language's catalog and fills their placeholders."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = lang
        self.messages = catalog(lang)

    def t(self, key: str, **values: object) -> str:
        """The message of `key`; a sentence's full stop after a name that ends in its own
        ``!`` or ``?`` (Buffalo's "Insert!", "¡Inserta!") is dropped, in every language."""
        text = self.messages[key].format(**values)
        return text.replace("!.", "!").replace("?.", "?")

    def plural(self, key: str, count: int, **values: object) -> str:
        """`key.one` for a count of 1, else `key.other` (English and Spanish agree)."""
        form = "one" if count == 1 else "other"
        return self.t(f"{key}.{form}", count=count, **values)

    def words(self, key: str) -> frozenset[str]:
        """A ``|``-separated list of accepted answers, e.g. ``y|yes``."""
        return frozenset(self.t(key).split("|"))
