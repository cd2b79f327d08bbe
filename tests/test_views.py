"""Declared views (issue 23): each game's `view(seat)` has a declared type
(games/<game>/views.py), a JSON Schema is made from it (core.viewschema, served at
/api/games/{game}/view-schema), the views of seeded games validate against it, and the
web client reads no view field that its game does not declare."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

try:
    from tests import viewschema_tools as tools
    from tests.game_cases import CASES, new_state, viewers
except ImportError:  # tests/ is on sys.path but is not a package
    import viewschema_tools as tools  # type: ignore[no-redef,import-not-found]
    from game_cases import CASES, new_state, viewers  # type: ignore[no-redef,import-not-found]

from bullheads.core.viewschema import schema_of, view_schema
from bullheads.games import GAMES
from bullheads.server.app import create_app
from bullheads.server.store import Store, default_url

JS = Path(__file__).resolve().parent.parent / "bullheads" / "web" / "js"
SCHEMAS = {name: view_schema(game) for name, game in GAMES.items()}


# --------------------------------------------------------------------------- the schema


def test_every_game_declares_its_view() -> None:
    for name, schema in SCHEMAS.items():
        assert schema["title"] == f"{name} view" and schema["additionalProperties"] is False
        assert {"game", "seat", "to_act"} <= set(schema["required"]), name


def test_optional_fields_are_not_required() -> None:
    """NotRequired fields (the fan cards, the professional parts, a variant's board) are
    declared but not required; Python 3.11 hides the mark from __required_keys__."""
    take6 = SCHEMAS["take6"]
    assert {"fans", "deck", "hands", "draft"} <= set(take6["properties"]) - set(take6["required"])
    assert "hand" in SCHEMAS["take6"]["required"] and "hand" not in SCHEMAS["buffalo"]["required"]
    assert "diamond" not in SCHEMAS["numeranza"]["required"]


def test_schema_of_the_types_a_view_uses() -> None:
    from typing import Literal

    listed = {"type": "array", "items": {"type": "integer"}}
    assert schema_of(list[int] | None) == {"anyOf": [listed, {"type": "null"}]}
    assert schema_of(dict[str, bool]) == {"type": "object", "additionalProperties": {"type": "boolean"}}
    assert schema_of(Literal["pile"]) == {"const": "pile"}
    assert schema_of(Any) == {}


def test_the_server_serves_the_schema(tmp_path: Path) -> None:
    with TestClient(create_app(Store(default_url(tmp_path / "lobby.db")))) as client:
        answer = client.get("/api/games/take11/view-schema")
        assert answer.status_code == 200 and answer.json() == json.loads(json.dumps(SCHEMAS["take11"]))
        missing = client.get("/api/games/chess/view-schema")
        assert missing.status_code == 404 and "unknown game 'chess'" in missing.json()["error"]


# --------------------------------------------------------------------------- the views


@pytest.mark.parametrize(("case", "name", "config"), CASES, ids=[case for case, _, _ in CASES])
def test_every_view_of_a_random_game_validates(case: str, name: str, config: dict[str, Any]) -> None:
    """Every seat's view (the team seat's too) and the spectator's, at every step of a
    seeded random game, as JSON, against the game's schema."""
    schema = SCHEMAS[name]
    for seed in (1,):
        state = new_state(name, config, seed)
        rng = random.Random(seed)
        while True:
            for seat in viewers(state):
                view = json.loads(json.dumps(state.view(seat)))
                found = tools.errors(schema, view)
                assert not found, f"{case} seed {seed} seat {seat}, step {len(state.history)}: {found[:3]}"
            if state.over:
                break
            seat = rng.choice(state.to_act())
            state.act(seat, rng.choice(state.legal(seat)))


def test_the_validator_finds_a_wrong_view() -> None:
    view = json.loads(json.dumps(new_state("take6", {"players": 3}, 0).view(0)))
    assert tools.errors(SCHEMAS["take6"], view) == []
    wrong = {**view, "colour": "red", "round": True, "low_card": {"seat": 1}}
    del wrong["rows"]
    found = "\n".join(tools.errors(SCHEMAS["take6"], wrong))
    assert "no 'rows'" in found and "'colour' is not declared" in found
    assert "$.round: bool True is not integer" in found and "$.low_card: matches none" in found
    with pytest.raises(ValueError, match="does not know"):
        tools.errors({"type": "integer", "minimum": 0}, 1)


# --------------------------------------------------------------------------- the web client


def renderer_files() -> tuple[dict[str, Path], set[Path]]:
    """The renderer module of each game (renderers.js: RENDERERS) and the fallback
    renderer, which shows any view as data and reads only fields it guards."""
    source = (JS / "renderers.js").read_text(encoding="utf-8")
    modules = dict(re.findall(r'import \* as (\w+) from "\./([\w-]+\.js)"', source))
    games = re.search(r"RENDERERS = \{([^}]*)\}", source)
    fallback = re.search(r"RENDERERS\[game\] \|\| (\w+)", source)
    assert games and fallback, "renderers.js: no RENDERERS table or fallback renderer"
    names = [entry.split(":")[0].strip() for entry in games.group(1).split(",") if entry.strip()]
    return {name: JS / modules[name] for name in names}, {JS / modules[fallback.group(1)]}


def bad_reads(
    path: Path, games: list[str], source: str | None = None, readers: dict[str, list[str]] | None = None
) -> list[str]:
    """The reads of a view in `path` (or in `source`) that some game of `games` does not
    declare; a read inside a function named in `readers` is checked against that
    function's games instead."""
    text = path.read_text(encoding="utf-8") if source is None else source
    starts = [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in FUNCTION.finditer(text)]

    def games_at(line: int) -> list[str]:
        inside = [name for start, name in starts if start <= line]
        return (readers or {}).get(inside[-1], games) if inside else games

    return [
        f"{path.name}:{line}: view.{'.'.join(names)} ({game} declares no {missing})"
        for line, names in tools.reads(text)
        for game in games_at(line)
        if (missing := tools.undeclared(SCHEMAS[game], names))
    ]


FUNCTION = re.compile(r"^(?:export )?(?:async )?function (\w+)", re.M)
IMPORTS = re.compile(r"import \{([^}]*)\} from \"\./([\w-]+\.js)\"")


def readers_of(path: Path, renderers: dict[str, Path]) -> dict[str, list[str]]:
    """For each function a shared module exports, the games whose views it reads: those
    of the renderers that import it, or every game when any other module imports it."""
    games: dict[str, set[str]] = {}
    owners = {file: game for game, file in renderers.items()}
    for module in JS.glob("*.js"):
        for names, source in IMPORTS.findall(module.read_text(encoding="utf-8")):
            if source != path.name:
                continue
            for name in (part.split(" as ")[0].strip() for part in names.split(",")):
                games.setdefault(name, set()).update({owners[module]} if module in owners else set(GAMES))
    return {name: sorted(found) for name, found in games.items()}


def test_the_web_client_reads_only_declared_view_fields() -> None:
    """A game's renderer reads its game's view; a shared module's function reads the
    views of the games whose renderers import it (every game's when the room imports
    it), and what it reads must be declared by each of them."""
    renderers, fallback = renderer_files()
    assert set(renderers) == set(GAMES), "every game has its own renderer in the web client"
    found: list[str] = []
    counted = 0
    for game, path in renderers.items():
        found += bad_reads(path, [game])
        counted += sum(1 for _ in tools.reads(path.read_text(encoding="utf-8")))
    for path in sorted(set(JS.glob("*.js")) - set(renderers.values()) - fallback):
        found += bad_reads(path, sorted(GAMES), readers=readers_of(path, renderers))
    assert not found, "\n".join(found)
    assert counted > 150, f"only {counted} view reads found in the renderers: has the reader gone blind?"


def test_a_shared_function_is_checked_against_every_game_that_imports_it() -> None:
    """The room imports `scoreChart` (any game's view); Take 6! and Take 11! import
    `scorePad`: a read of `score_pad` is declared by those two and not by the others."""
    renderers, _ = renderer_files()
    path = JS / "endgame.js"
    readers = readers_of(path, renderers)
    assert readers["scorePad"] == ["take11", "take6"] and readers["scoreChart"] == sorted(GAMES)
    extra = "\nexport function scoreChart2(view) { return view.score_pad; }\n"
    planted = path.read_text(encoding="utf-8") + extra
    assert bad_reads(path, sorted(GAMES), planted, readers) == [
        f"endgame.js:{planted.count(chr(10))}: view.score_pad ({game} declares no score_pad)"
        for game in ("buffalo", "numeranza")
    ]


def test_the_checker_catches_a_planted_bad_read() -> None:
    """So the test above cannot pass vacuously: each pattern of read it knows, planted
    with a field Take 6! does not declare, is caught; strings and comments are not reads."""
    path = JS / "take6.js"
    planted = "\n".join(
        [
            path.read_text(encoding="utf-8"),
            "const a = view.no_such_field;",
            "const b = ctx.view.low_card?.colour;",
            "const c = view.fans.markers.cow.colour;",
            "const { rows, hand: mine, secret } = ctx.view;",
            'const d = t("t6.view.not_a_read"); // view.comment_is_not_a_read',
            "const e = view.config.anything + view.rows.length + view.fans.markers.cow.row;",
        ]
    )
    found = bad_reads(path, ["take6"], planted)
    assert [line.split(": ", 1)[1] for line in found] == [
        "view.no_such_field (take6 declares no no_such_field)",
        "view.low_card.colour (take6 declares no low_card.colour)",
        "view.fans.markers.cow.colour (take6 declares no fans.markers.cow.colour)",
        "view.secret (take6 declares no secret)",
    ]
