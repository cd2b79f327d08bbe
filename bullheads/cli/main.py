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
from bullheads.cli.seating import language
from bullheads.cli.serve import serve
from bullheads.core.errors import BullheadsError
from bullheads.core.events import events_json
from bullheads.core.record import load, replay, result_json
from bullheads.core.state import State
from bullheads.games import get_game
from bullheads.i18n import LANGUAGES
from bullheads.tui.games import Teller


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="bullheads")
def cli() -> None:
    """bullheads: Take 6! and its family, exact rules, bots and play in the terminal."""


@cli.command(name="replay")
@click.argument("record_file", type=click.Path(dir_okay=False))
@click.option("--verify", is_flag=True, help="Exit with status 1 when the stored result differs.")
@click.option("--steps", is_flag=True, help="Print every action and what it caused.")
@click.option("--json", "as_json", is_flag=True, help="Print the result (and --steps) as JSON, for programs.")
@click.option("--lang", type=click.Choice(LANGUAGES), help="Language [default: from the locale].")
def replay_command(record_file: str, verify: bool, steps: bool, as_json: bool, lang: str | None) -> None:
    """Replay RECORD_FILE and tell it: who sat where, the result and the score pad.

    Seats and rows are numbered from 1, as at the table; --json prints the result as one
    JSON line, and --steps with --json the record's own 0-based seats and event JSON.
    """
    told: list[str] = []
    """What is printed: the head, then each step; the steps so far also on a failure."""
    try:
        record = load(record_file)
        game = get_game(record.game)
        teller = Teller(record, game.config_from_json(record.config), language(lang))
        if not as_json:
            told += teller.head()

        def show(state: State[Any, Any], seat: int, action: Any, events: list[Any]) -> None:
            if as_json:
                happened = "; ".join(json.dumps(data) for data in events_json(events, None, everything=True))
                told.append(f"seat {seat}: {state.describe(action)}  ->  {happened}")
            else:
                told.extend(teller.step(len(state.history), seat, state, action, events))

        state = replay(record, game, on_step=show if steps else None)
    except BullheadsError as error:
        if steps:
            click.echo("\n".join(told))
        raise click.ClickException(str(error)) from None
    result = result_json(state)
    told += [json.dumps(result)] if as_json else teller.result(state)
    click.echo("\n".join(told))
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
