"""The translation catalogs: the same keys and placeholders in every language."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from bullheads.i18n import LANGUAGES, Translator, catalog, language_from_env

PACKAGE = Path(__file__).parent.parent / "bullheads"
USERS = [
    *(PACKAGE / "tui").glob("*.py"),
    *(PACKAGE / "web" / "js").glob("*.js"),
    *(PACKAGE / "games").rglob("*.py"),
    PACKAGE / "core" / "narration.py",
]
"""The code that names catalogue keys: the clients and the events' narration."""


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def test_every_language_has_the_same_keys_and_placeholders() -> None:
    english = catalog("en")
    for lang in LANGUAGES:
        messages = catalog(lang)
        assert set(messages) == set(english), lang
        for key, template in messages.items():
            assert placeholders(template) == placeholders(english[key]), (lang, key)


def test_plural_keys_come_in_pairs() -> None:
    keys = set(catalog("en"))
    for key in keys:
        if key.endswith((".one", ".other")):
            base = key.rsplit(".", 1)[0]
            assert {f"{base}.one", f"{base}.other"} <= keys


def used(key: str, source: str) -> bool:
    """Whether `source` names `key`: whole, or its base before a suffix the code adds
    (``.one``, ``.you``, ...), or as a family an f-string completes (``"event.took_{``)
    or a helper does (``outcome("num.ev.claim_resolved", ...)``)."""
    base = re.sub(r"\.(one|other|you|named)$", "", key)
    base = re.sub(r"^intro\.end_\w+$", "intro.end_", base)
    if f'"{base}' in source:
        return True
    cuts = [index for index, char in enumerate(base) if char in "._"]
    return any(f'"{base[: cut + 1]}{{' in source or f'"{base[:cut]}"' in source for cut in cuts)


def test_every_key_is_used_by_a_client_or_an_event() -> None:
    source = "\n".join(path.read_text(encoding="utf-8") for path in USERS)
    unused = [key for key in catalog("en") if not used(key, source)]
    assert not unused


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({}, "en"),
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_AR.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "", "LC_MESSAGES": "es_MX", "LANG": "en_GB"}, "es"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
    ],
)
def test_language_from_the_locale(environ: dict[str, str], lang: str) -> None:
    assert language_from_env(environ) == lang


def test_lookup_fills_placeholders_and_plurals() -> None:
    spanish = Translator("es")
    assert spanish.t("error.not_held", card=45) == "No tienes el 45."
    assert spanish.plural("heads", 1) == "1 cabeza"
    assert spanish.plural("heads", 7) == "7 cabezas"
    assert Translator("en").plural("cards", 0) == "0 cards"
    assert "sí" in spanish.words("answer.yes")


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="no catalog for 'fr'"):
        Translator("fr")
