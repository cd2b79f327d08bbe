"""What each game declares of itself (core.spec) and the clients that read it.

The declaration cannot drift from the config (the config alone refuses): every declared
name is a config field, the defaults build the default config, every value in a declared
domain is accepted where the option applies and every value outside is refused. The CLI
and the lobby are made from it, and no client lists a game's option values again.
"""

from __future__ import annotations

import ast
import dataclasses
import itertools
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from conftest import play_at_random
from starlette.testclient import TestClient

import bullheads
from bullheads.cli import play
from bullheads.cli.main import cli
from bullheads.core.chance import drawn_from
from bullheads.core.errors import ConfigError
from bullheads.core.spec import GameSpec, Option
from bullheads.core.state import Game
from bullheads.games import GAMES
from bullheads.server.app import create_app
from bullheads.server.store import Store, default_url

PACKAGE = Path(bullheads.__file__).parent
SPECS = [pytest.param(game, id=name) for name, game in GAMES.items()]


def contexts(spec: GameSpec, option: Option | None) -> Iterator[dict[str, Any]]:
    """The declared defaults with every combination of the choice options (other than
    `option`) and every player count, where `option` applies."""
    choosers = [other for other in spec.options if other.kind == "choice" and other is not option]
    for values in itertools.product(*(other.choices for other in choosers)):
        for players in spec.players:
            data = {**spec.defaults(), **dict(zip((o.name for o in choosers), values, strict=True))}
            data["players"] = players
            if option is None or option.applies(data):
                yield data


def accepted(game: Game[Any, Any], data: dict[str, Any]) -> bool:
    try:
        game.config_from_json(data)
    except ConfigError:
        return False
    return True


def inside_and_outside(option: Option) -> tuple[list[Any], list[Any]]:
    """Values of the option's declared domain and values just outside it."""
    if option.kind == "int":
        inside = [value for value in (option.low, option.high, option.default) if value is not None]
        outside = [value for value in (option.low, option.high) if value is not None]
        return inside, [outside[0] - 1] if option.high is None else [option.low - 1, option.high + 1]
    if option.kind == "bool":
        return [True, False], [1, "yes"]
    if option.kind == "choice":
        return list(option.choices), ["nonsense", 3]
    if option.kind == "choices":
        return [sorted({*option.default, choice}, key=option.choices.index) for choice in option.choices], [
            ["nonsense"]
        ]
    return [option.default], []


@pytest.mark.parametrize("game", SPECS)
def test_the_declaration_names_every_option_of_the_config(game: Game[Any, Any]) -> None:
    config = game.config_from_json({})
    fields = {field.name for field in dataclasses.fields(config)}
    assert {"players", *(option.name for option in game.spec.options)} == fields
    assert (game.spec.name, game.spec.title) == (game.name, game.title)


@pytest.mark.parametrize("game", SPECS)
def test_the_declared_defaults_build_the_default_config(game: Game[Any, Any]) -> None:
    assert game.config_from_json(game.spec.defaults()) == game.config_from_json({})


@pytest.mark.parametrize("game", SPECS)
def test_the_config_accepts_the_declared_domain_and_refuses_the_rest(game: Game[Any, Any]) -> None:
    for option in game.spec.options:
        inside, outside = inside_and_outside(option)
        for value in inside:
            assert any(
                accepted(game, {**data, option.name: value}) for data in contexts(game.spec, option)
            ), (
                option.name,
                value,
            )
        for value in outside:
            for data in contexts(game.spec, option):
                assert not accepted(game, {**data, option.name: value}), (option.name, value, data)


@pytest.mark.parametrize("game", SPECS)
def test_the_declared_players_are_the_widest_the_config_takes(game: Game[Any, Any]) -> None:
    spec = game.spec
    for players in (spec.players.start, spec.players.stop - 1):
        assert any(accepted(game, {**data, "players": players}) for data in contexts(spec, None))
    for players in (spec.players.start - 1, spec.players.stop):
        assert not any(accepted(game, {**data, "players": players}) for data in contexts(spec, None))


@pytest.mark.parametrize("game", SPECS)
def test_the_declared_team_is_the_games(game: Game[Any, Any]) -> None:
    for data in contexts(game.spec, None):
        if accepted(game, data):
            assert game.spec.team(data) == game.cooperative(game.config_from_json(data)), data


def random_states(game: Game[Any, Any], data: dict[str, Any], seeds: int, steps: int) -> Iterator[Any]:
    """The states of `seeds` seeded random games of config `data` (at most `steps` actions
    in all), before each action; the first seat `to_act()` lists acts."""
    config = game.config_from_json(data)
    left = steps
    for seed in range(seeds):
        rng, state = random.Random(seed), game.new(config, seed=seed)
        while not state.over and left > 0:
            yield state
            seat = state.to_act()[0]
            state.act(seat, rng.choice(state.legal(seat)))
            left -= 1


def choices_at(spec: GameSpec, players: int) -> Iterator[dict[str, Any]]:
    """The declared defaults with every combination of the choice options, at `players`."""
    for data in contexts(spec, None):
        if data["players"] == players:
            yield data


def unseen_by_the_others(state: Any) -> bool | None:
    """At a node where several seats owe a decision: whether the first seat's choice is
    unseen by every other seat (two of its legal actions leave every other seat's view
    alike); None elsewhere, or when the first seat has one legal action only."""
    seats = state.to_act()
    legal = state.legal(seats[0])
    if len(seats) < 2 or len(legal) < 2:
        return None
    after = []
    for action in legal[:2]:
        copy = state.clone()
        copy.act(seats[0], action)
        after.append(copy)
    others = [seat for seat in range(len(state.result().scores)) if seat != seats[0]]
    return all(after[0].view(seat) == after[1].view(seat) for seat in others)


@pytest.mark.parametrize("game", SPECS)
def test_the_declared_simultaneous_choices_are_the_games(game: Game[Any, Any]) -> None:
    """`simultaneous` holds exactly where several seats owe a choice none of the others
    sees (T6-04, BUF-04, V3-2/V3-3): in seeded random games of 3 players in every choice
    of the options, each node where `to_act()` lists several seats is such a node when
    declared and never otherwise (Numeranza co-op's conversation is seen by all, V5-2)."""
    for data in choices_at(game.spec, 3):
        if not accepted(game, data):
            continue
        declared = game.spec.simultaneous_in(data)
        found = {unseen_by_the_others(state) for state in random_states(game, data, seeds=3, steps=2500)}
        found.discard(None)
        assert found <= {declared}, data
        assert found or not declared, data  # a declared choice is met


def with_each_flag(spec: GameSpec, data: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """`data`, then `data` with each true-or-false option that applies there turned over."""
    yield data
    for option in spec.options:
        if option.kind == "bool" and option.applies(data):
            yield {**data, option.name: not data[option.name]}


@pytest.mark.parametrize("game", SPECS)
def test_the_declared_direction_of_scores_is_the_games(game: Game[Any, Any]) -> None:
    """`lower_scores_win` holds exactly where the winners hold the lowest score: in seeded
    random games of 3 players in every choice of the competitive options (and each
    true-or-false option turned over: Numeranza's diamond may count the fewest points,
    V4-6), each winner has the best score in the declared sense, and each declared sense
    is met in a game won with scores that differ (the co-operative games' seats share one
    score and decide nothing)."""
    met: set[bool] = set()
    for choices in choices_at(game.spec, 3):
        for data in with_each_flag(game.spec, choices):
            if not accepted(game, data) or game.spec.team(data):
                continue
            config = game.config_from_json(data)
            lower = game.lower_scores_win(config)
            for seed in range(3):
                state = game.new(config, seed=seed)
                play_at_random(state, seed)
                scores, winners = state.result().scores, state.result().winners
                best = min(scores) if lower else max(scores)
                assert all(scores[seat] == best for seat in winners), (data, scores, winners)
                if len(set(scores)) > 1 and winners:
                    met.add(lower)
    declared = {
        game.spec.lower_wins(data)
        for choices in contexts(game.spec, None)
        for data in with_each_flag(game.spec, choices)
        if accepted(game, data) and not game.spec.team(data)
    }
    assert met == declared


class Widest(random.Random):
    """A generator that remembers the most values one of its draws chose among (every
    draw of `random.Random`, a choice, a range, a sample or a shuffle, picks with
    `_randbelow` among the values left)."""

    widest = 0

    def _randbelow(self, n: int) -> int:
        self.widest = max(self.widest, n)
        drawn: int = super()._randbelow(n)  # type: ignore[misc]
        return drawn


@pytest.mark.parametrize("game", SPECS)
def test_the_declared_largest_draw_bounds_every_draw(game: Game[Any, Any]) -> None:
    """`largest_draw` is at least every draw of seeded random games at the fewest and most
    players in every choice of the options, with the draws made by the game's own `make`."""
    spec = game.spec
    for players in (spec.players.start, spec.players.stop - 1):
        for data in choices_at(spec, players):
            if not accepted(game, data):
                continue
            source = Widest(players)
            with drawn_from(source):
                for _ in random_states(game, data, seeds=1, steps=400):
                    pass
            assert 0 < source.widest <= spec.largest_draw(game.config_from_json(data)), data


# ---------------------------------------------------------------------- the CLI


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The configs the play commands would start a terminal session with."""
    configs: list[Any] = []

    class Session:
        def run(self) -> None:
            pass

    def capture(game: Any, ui: Any, config: Any, *_: Any) -> Session:
        assert ui is play.UIS[game.name]
        configs.append(config)
        return Session()

    monkeypatch.setattr(play, "start_session", capture)
    return configs


def parsed(started: list[Any], *args: str) -> dict[str, Any]:
    result = CliRunner().invoke(cli, ["play", *args])
    assert result.exit_code == 0, result.output
    config: dict[str, Any] = started.pop().to_json()
    return config


def test_play_take6_options_from_the_declaration(started: list[Any]) -> None:
    assert parsed(started)["end"] == "points"
    config = parsed(started, "--rounds", "3")  # T6-13: a number of rounds ends by rounds
    assert (config["end"], config["rounds"]) == ("rounds", 3)
    config = parsed(started, "take6", "--end", "elimination", "--limit", "40", "-n", "5")
    assert (config["end"], config["limit"], config["players"]) == ("elimination", 40, 5)
    config = parsed(started, "--professional", "--snake")
    assert (config["professional"], config["snake"]) == (True, True)
    assert parsed(started, "--snake")["professional"] is True  # the snake implies the draft (T6-17)
    assert parsed(started, "--professional", "deal")["professional"] == "deal"
    assert parsed(started, "--fan", "cow", "--fan", "even-odd")["fans"] == ["even-odd", "cow"]


def test_play_other_games_options_from_the_declaration(started: list[Any], tmp_path: Path) -> None:
    config = parsed(started, "numeranza", "--variant", "coop", "-n", "2", "--queue-limit", "6", "--no-hints")
    assert (config["variant"], config["players"], config["queue_limit"], config["hints"]) == (
        "coop",
        2,
        6,
        False,
    )
    assert parsed(started, "numeranza", "--actions", "play", "--actions", "draw")["actions"] == [
        "play",
        "draw",
    ]
    heads = tmp_path / "heads.json"
    heads.write_text('{"default": 2}')
    assert parsed(started, "take11", "--heads", str(heads))["heads"] == {"default": 2}
    assert parsed(started, "buffalo")["players"] == 3


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--limit", "0"], "the point limit must be a whole number of at least 1"),
        (["numeranza", "--dice", "9"], "the option 'dice' must be a whole number from 1 to 4"),
        (["numeranza", "--variant", "spiral", "-n", "1"], "Numeranza spiral is for 2 to"),
        (["take11", "--heads", "missing.json"], "--heads: cannot read missing.json"),
    ],
)
def test_play_options_the_config_refuses_are_one_line(started: list[Any], args: list[str], says: str) -> None:
    result = CliRunner().invoke(cli, ["play", *args])
    assert result.exit_code == 1 and says in result.output and "Traceback" not in result.output
    assert not started


@pytest.mark.parametrize("game", SPECS)
def test_play_help_lists_the_declared_options(game: Game[Any, Any]) -> None:
    result = CliRunner().invoke(cli, ["play", game.name, "--help"], terminal_width=200)
    assert result.exit_code == 0
    for option in game.spec.options:
        assert option.cli_flag in result.output
        for choice in option.choices:
            assert choice in result.output


def test_match_reads_each_games_declaration() -> None:
    help_text = CliRunner().invoke(cli, ["match", "--help"], terminal_width=200).output
    for game in GAMES.values():
        for option in game.spec.options:
            assert option.cli_flag in help_text


# ---------------------------------------------------------------------- the server and the lobby


def test_api_games_is_each_declaration(tmp_path: Path) -> None:
    with TestClient(create_app(Store(default_url(tmp_path / "games.db")))) as client:
        answer = client.get("/api/games").json()
    assert [entry["name"] for entry in answer] == list(GAMES)
    for entry, game in zip(answer, GAMES.values(), strict=True):
        bots = entry.pop("bots")
        assert "heuristic" in bots
        assert entry == json.loads(json.dumps(game.spec.to_json()))
    take6 = answer[0]
    rounds = next(option for option in take6["options"] if option["name"] == "rounds")
    assert rounds == {
        "name": "rounds",
        "kind": "int",
        "default": 1,
        "help": "The number of rounds (T6-13).",
        "low": 1,
        "applies_when": {"end": ["rounds"]},
    }
    assert answer[2]["cooperative"] == {"variant": ["coop"]} and answer[3]["cooperative"] is True


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_declared_option_and_choice_has_a_label(lang: str) -> None:
    texts = json.loads((PACKAGE / "web" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    keys = {"web.more_options", "web.option.players"}
    for game in GAMES.values():
        for option in game.spec.options:
            keys.add(f"web.option.{option.name}")
            keys.update(f"web.option.{option.name}.{choice}" for choice in option.choices)
    assert sorted(keys - set(texts)) == []


# ---------------------------------------------------------------------- the guard

CHOICE_LISTS = [
    set(option.choices) for game in GAMES.values() for option in game.spec.options if len(option.choices) > 1
]
"""The values of each declared choice: end rules, professional modes, fan cards, variants."""
VALUES = set().union(*CHOICE_LISTS)
OPTION_TYPES = {"EndRule", "ProMode", "PRO_OFF", "FAN_CARDS", "Variant", "Operations", "PHASE1_ACTIONS"}
"""The games' own names for their option values: a client that imports one lists them again."""


def copied_lists(source: str) -> list[str]:
    """JS array literals holding two or more values of one declared choice."""
    found = []
    for literal in re.findall(r"\[[^\[\]]*\]", source):
        strings = set(re.findall(r"[\"'`]([\w-]+)[\"'`]", literal))
        if any(len(strings & choices) >= 2 for choices in CHOICE_LISTS):
            found.append(literal)
    return found


def named_values(source: str) -> list[str]:
    """Python string constants that are a declared choice value, and imports of the
    games' option types."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in VALUES:
            found.append(repr(node.value))
        if isinstance(node, ast.ImportFrom):
            found += [alias.name for alias in node.names if alias.name in OPTION_TYPES]
    return found


def test_the_guard_finds_copied_option_values() -> None:
    assert copied_lists('const hints = { end: { choices: ["points", "rounds", "elimination"] } };')
    assert not copied_lists('if (view.variant === "coop") show(["coop"]);')
    assert named_values('from bullheads.games.take6 import EndRule\nx = "draft"\n') == ["EndRule", "'draft'"]


def test_no_client_lists_a_games_option_values() -> None:
    """The CLI, the server and the web client name no end rule, professional mode, fan
    card or variant: they read the declaration (the i18n catalogues label them)."""
    found = {}
    for path in sorted((PACKAGE / "web" / "js").glob("*.js")):
        if hits := copied_lists(path.read_text(encoding="utf-8")):
            found[path.name] = hits
    for folder in ("cli", "server"):
        for path in sorted((PACKAGE / folder).glob("*.py")):
            if hits := named_values(path.read_text(encoding="utf-8")):
                found[f"{folder}/{path.name}"] = hits
    assert found == {}
