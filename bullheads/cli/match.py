"""`bullheads match`: N games between named bots, with a summary table and a results file."""

from __future__ import annotations

import dataclasses
import json
import os
from typing import Any

import click
from tqdm import tqdm

from bullheads.bots.registry import EXTERNAL, make_bot
from bullheads.cli.declared import declared_options, given
from bullheads.core.errors import BullheadsError
from bullheads.core.outputs import check_file, writing
from bullheads.core.spec import Option
from bullheads.core.state import Game
from bullheads.games import GAMES, get_game
from bullheads.lab.match import MatchSpec, cooperative, run_match
from bullheads.lab.results import save
from bullheads.lab.stats import summarize, table


def bot_list(bots: str | None, each: tuple[str, ...], players: int) -> tuple[str, ...]:
    """The bots seat by seat: --bots A,B,... and/or --bot X (repeatable, for commands with
    commas); the last one named fills the remaining seats."""
    names = [name.strip() for name in (bots.split(",") if bots else [])] + list(each)
    if not names or any(not name for name in names):
        raise click.BadParameter("name a bot for each seat, e.g. search,random", param_hint="--bots")
    if len(names) > players:
        raise click.BadParameter(f"{len(names)} bots for {players} seats", param_hint="--bots")
    return tuple(names + [names[-1]] * (players - len(names)))


def config_json(config_text: str | None) -> dict[str, Any]:
    """The --config option's JSON object (empty when not given)."""
    try:
        config_data: Any = json.loads(config_text) if config_text else {}
    except ValueError as error:
        raise click.BadParameter(f"not JSON: {error}", param_hint="--config") from None
    if not isinstance(config_data, dict):
        raise click.BadParameter("a JSON object is needed", param_hint="--config")
    return config_data


def every_game_option() -> tuple[list[Option], dict[str, str]]:
    """Each option some game declares, once, and the games that declare it (an option
    several games declare is one option of the command: of one kind, its choices merged)."""
    options: dict[str, Option] = {}
    owners: dict[str, list[str]] = {}
    for game in GAMES.values():
        for option in game.spec.options:
            seen = options.get(option.name)
            if seen is not None and seen.kind != option.kind:
                raise ValueError(f"games declare the option {option.name!r} of two kinds")
            if seen is not None:
                choices = seen.choices + tuple(c for c in option.choices if c not in seen.choices)
                option = dataclasses.replace(seen, choices=choices)
            options[option.name] = option
            owners.setdefault(option.name, []).append(game.title)
    return list(options.values()), {name: ", ".join(titles) for name, titles in owners.items()}


def game_options(game: Game[Any, Any], values: dict[str, Any], base: dict[str, Any]) -> dict[str, Any]:
    """The config JSON: `base` (--config) with the declared options given over it; an
    option of another game is passed on for the game's config to refuse by name."""
    named = [name for name, value in values.items() if value is not None and value != ()]
    others = {name: values[name] for name in game.spec.unknown(named)}
    return game.spec.with_implied({**given(game.spec, values), **others}, base)


@click.command(name="match")
@click.option("--game", "game_name", type=click.Choice(sorted(GAMES)), default="take6", show_default=True)
@click.option("--players", "-n", type=int, help="Seats [default: the game's].")
@click.option("--config", "config_text", metavar="JSON", help='Game options, e.g. \'{"end": "rounds"}\'.')
@declared_options(*every_game_option())
@click.option("--bots", metavar="A,B,...", help="The bots seat by seat; the last fills the rest.")
@click.option("--bot", "each", multiple=True, metavar="NAME", help="One more seat's bot (repeatable).")
@click.option("--games", "count", type=int, default=100, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=1, show_default=True, help="The match seed.")
@click.option("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="Processes [default: all cores].")
@click.option("--time", "seconds", type=float, help="Seconds per decision for cmd: bots [default: 5].")
@click.option("--no-rotate", is_flag=True, help="Keep every bot in its seat (no duplicate deals).")
@click.option("--results", metavar="FILE", help="Write every game and the summary to FILE (JSON).")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def match(
    game_name: str,
    players: int | None,
    config_text: str | None,
    bots: str | None,
    each: tuple[str, ...],
    count: int,
    seed: int,
    jobs: int,
    seconds: float | None,
    no_rotate: bool,
    results: str | None,
    quiet: bool,
    **options: Any,
) -> None:
    """Play --games games between bots and print mean score per round and win rates.

    Bots: random, heuristic, search, search:easy, search:strong, search:expert, or
    cmd:COMMAND for a program speaking the bot protocol. Game number g plays deal g // players with the
    bots rotated g % players seats, so each deal is played from every seat; in a
    co-operative game (Beat the Buffalo, Numeranza's coop variant) every game is a new
    deal and the table prints the team's line (its seats share one result). A game's
    own options (--end, --variant, ...) are set over --config.
    """
    config_data = config_json(config_text)
    if count < 1 or jobs < 1:
        raise click.BadParameter("--games and --jobs must be at least 1")
    if seconds is not None and seconds <= 0:
        raise click.BadParameter("must be positive", param_hint="--time")
    game = get_game(game_name)
    try:
        if results:
            check_file("--results", results)
        if players is not None:
            config_data["players"] = players
        config = game.config_from_json(game_options(game, options, config_data))
        spec = MatchSpec(
            game=game.name,
            config=config.to_json(),
            bots=bot_list(bots, each, config.players),
            games=count,
            seed=seed,
            rotate=not no_rotate,
            seconds=seconds,
        )
        for name in set(spec.bots):
            if not name.startswith(EXTERNAL):
                make_bot(name, game.name, 0)
        with tqdm(total=count, unit="game", disable=quiet, leave=False) as progress:
            games = run_match(spec, jobs=min(jobs, count), on_game=lambda _: progress.update())
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    click.echo(f"{game.title}: {count} games, seed {seed}, config {json.dumps(spec.config)}")
    click.echo(table(summarize(games), team=cooperative(spec)))
    if cooperative(spec):
        click.echo("co-operative: one team, a new deal every game; the win rate is the team's")
    faults = [fault for played in games for fault in played["faults"]]
    for fault in faults[:10]:
        click.echo(
            f"fault: seat {fault['seat'] + 1}, decision {fault['decision']}: {fault['kind']}: "
            f"{fault['message']}",
            err=True,
        )
    if len(faults) > 10:
        click.echo(f"... {len(faults) - 10} more faults (see the results file)", err=True)
    if results:
        try:
            with writing("--results", results):
                save(results, spec, games)
        except BullheadsError as error:
            raise click.ClickException(str(error)) from None
        click.echo(f"results: {results}")
