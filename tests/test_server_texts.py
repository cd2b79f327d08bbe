"""The web client's texts: every key its scripts ask for is in every language's catalog."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import pytest

from bullheads.core.viewschema import view_schema
from bullheads.games import GAMES, get_game
from bullheads.i18n import LANGUAGES
from bullheads.server.app import WEB, web_texts
from bullheads.server.texts import server_texts

SCRIPTS = sorted((WEB / "js").glob("*.js"))
CALLED = re.compile(r"\b(t|plural)\(\s*\"([^\"]+)\"")
"""A text asked for by its literal key: t("key", ...) or plural("key", count)."""
KEYISH = re.compile(r"\"([a-z0-9_]+(?:\.[a-z0-9_]+)+)\"")
"""Any string literal shaped like a key ("web.you_own" in t(owned ? "web.you_own" : ...))."""


def keys_used(script: Path, known_prefixes: set[str]) -> set[str]:
    """The catalog keys `script` uses by their literal names (a plural's base stands for
    its .one and .other keys)."""
    source = script.read_text(encoding="utf-8")
    keys: set[str] = set()
    for call, key in CALLED.findall(source):
        keys |= {f"{key}.one", f"{key}.other"} if call == "plural" else {key}
    keys |= {key for key in KEYISH.findall(source) if key.split(".")[0] in known_prefixes}
    return keys


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_scripts_use_is_in_the_catalog(lang: str) -> None:
    """A missing key shows as its raw name on the page (it once did: num.view.empty)."""
    texts = web_texts(lang)
    prefixes = {key.split(".")[0] for key in texts}
    missing = {
        f"{script.name}: {key}"
        for script in SCRIPTS
        for key in keys_used(script, prefixes)
        if key not in texts and f"{key}.one" not in texts
    }
    assert not missing, sorted(missing)


def test_the_web_texts_have_the_same_keys_and_placeholders_in_every_language() -> None:
    english = web_texts("en")
    for lang in LANGUAGES:
        texts = web_texts(lang)
        assert set(texts) == set(english), lang
        for key, template in texts.items():
            if key in server_texts("en"):
                # a server message may leave out a reason only English can say (server/texts.py)
                assert placeholders(template) <= placeholders(english[key]), (lang, key)
            else:
                assert placeholders(template) == placeholders(english[key]), (lang, key)


def test_the_scan_finds_keys_in_calls_plurals_and_conditionals(tmp_path: Path) -> None:
    script = tmp_path / "x.js"
    script.write_text('t("a.b"); plural("cards", 2); t(x ? "web.one" : "web.two"); "not a key";')
    assert keys_used(script, {"web"}) == {"a.b", "cards.one", "cards.other", "web.one", "web.two"}


def test_every_message_key_the_server_uses_is_in_every_catalogue() -> None:
    """Refusals carry a key and parameters (server/texts.py): a key missing from a
    catalogue would show as its raw name on a page in that language."""
    source = "\n".join(path.read_text(encoding="utf-8") for path in (WEB.parent / "server").glob("*.py"))
    used = set(re.findall(r"\"(server\.[a-z_]+(?:\.[a-z_]+)*)\"", source))
    assert len(used) > 30, used
    for lang in LANGUAGES:
        texts = server_texts(lang)
        missing = {key for key in used if key not in texts and f"{key}.one" not in texts}
        assert not missing, (lang, sorted(missing))
        owner = {key for key in texts if key.startswith("server.not_owner.")}
        assert owner == {
            f"server.not_owner.{what}" for what in ("again", "bots", "options", "remove", "start")
        }


def declared_fields(schema: Any) -> set[str]:
    """Every field name an object of a view's JSON Schema declares, at any depth."""
    if isinstance(schema, list):
        return set().union(*map(declared_fields, schema)) if schema else set()
    if not isinstance(schema, dict):
        return set()
    names = set(schema.get("properties", {}))
    return names.union(*map(declared_fields, schema.values()))


def test_every_field_a_view_declares_has_a_label_in_every_language() -> None:
    """The generic table labels a view's fields from the catalogue (`field.NAME`), so that
    a Spanish page names them in Spanish; a game adding a field adds its label."""
    fields = set().union(*(declared_fields(view_schema(get_game(name))) for name in GAMES))
    assert {"rows", "to_act", "diamond", "buffalo_pile", "turn_tops"} <= fields
    for lang in LANGUAGES:
        missing = {name for name in fields if f"field.{name}" not in web_texts(lang)}
        assert not missing, (lang, sorted(missing))
    labels = {name: web_texts("es")[f"field.{name}"] for name in fields}
    assert labels["to_act"] == "deben decidir" and labels["rows"] == "filas"
