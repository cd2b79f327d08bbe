"""`bullheads play`: placeholder until terminal play lands."""

from __future__ import annotations

import click


@click.command()
def play() -> None:
    """Play Take 6! against bots in the terminal."""
    raise click.ClickException("terminal play is not built yet")
