"""The `bullheads` command."""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from bullheads import __version__
from bullheads.cli.lab import lab
from bullheads.cli.match import match
from bullheads.cli.play import play
from bullheads.cli.serve import serve
from bullheads.core.errors import BullheadsError
from bullheads.core.record import load, replay, result_json
from bullheads.core.state import State
from bullheads.games import get_game


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="bullheads")
def cli() -> None:
    """bullheads: Take 6! and its family, exact rules, bots and play in the terminal."""


@cli.command(name="replay")
@click.argument("record_file", type=click.Path(dir_okay=False))
@click.option("--verify", is_flag=True, help="Exit with status 1 when the stored result differs.")
@click.option("--steps", is_flag=True, help="Print every action and what it caused, one line each.")
def replay_command(record_file: str, verify: bool, steps: bool) -> None:
    """Replay RECORD_FILE and print its result as JSON."""
    try:
        record = load(record_file)
        game = get_game(record.game)

        def show(state: State[Any, Any], seat: int, action: Any, events: list[Any]) -> None:
            happened = "; ".join(json.dumps(event.to_json()) for event in events)
            click.echo(f"seat {seat}: {state.describe(action)}  ->  {happened}")

        state = replay(record, game, on_step=show if steps else None)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    result = result_json(state)
    click.echo(json.dumps(result))
    if verify:
        if record.result is None:
            raise click.ClickException("the record stores no result to verify")
        if record.result != result:
            click.echo(f"stored result differs: {json.dumps(record.result)}", err=True)
            sys.exit(1)
        click.echo("verified: the replay reaches the stored result", err=True)


cli.add_command(play)
cli.add_command(match)
cli.add_command(serve)
cli.add_command(lab)


def main() -> None:
    cli()
