"""`bullheads match`: N games between named bots, with a summary table and a results file."""

from __future__ import annotations

import json
import os
from typing import Any

import click
from tqdm import tqdm

from bullheads.bots.registry import EXTERNAL, make_bot
from bullheads.core.errors import BullheadsError
from bullheads.games import GAMES, get_game
from bullheads.games.take6 import ProMode
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


@click.command(name="match")
@click.option("--game", "game_name", type=click.Choice(sorted(GAMES)), default="take6", show_default=True)
@click.option("--players", "-n", type=int, help="Seats [default: the game's].")
@click.option("--config", "config_text", metavar="JSON", help='Game options, e.g. \'{"end": "rounds"}\'.')
@click.option(
    "--professional",
    type=click.Choice([mode.value for mode in ProMode]),
    is_flag=False,
    flag_value=ProMode.DRAFT.value,
    help="Take 6!: the professional variant, drafted (a bare --professional) or dealt; "
    'the same as "professional" in --config.',
)
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
    professional: str | None,
    bots: str | None,
    each: tuple[str, ...],
    count: int,
    seed: int,
    jobs: int,
    seconds: float | None,
    no_rotate: bool,
    results: str | None,
    quiet: bool,
) -> None:
    """Play --games games between bots and print mean score per round and win rates.

    Bots: random, heuristic, search, search:easy, search:strong, or cmd:COMMAND for a
    program speaking the bot protocol. Game number g plays deal g // players with the
    bots rotated g % players seats, so each deal is played from every seat; in a
    co-operative game (Beat the Buffalo, Numeranza's coop variant) every game is a new
    deal and the win rate is the team's.
    """
    config_data = config_json(config_text)
    if count < 1 or jobs < 1:
        raise click.BadParameter("--games and --jobs must be at least 1")
    if seconds is not None and seconds <= 0:
        raise click.BadParameter("must be positive", param_hint="--time")
    game = get_game(game_name)
    try:
        if players is not None:
            config_data["players"] = players
        if professional is not None:
            config_data["professional"] = professional
        config = game.config_from_json(config_data)
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
    click.echo(table(summarize(games)))
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
        save(results, spec, games)
        click.echo(f"results: {results}")
