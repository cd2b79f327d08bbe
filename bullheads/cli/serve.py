"""`bullheads serve`: the online server (lobby, rooms, web client) on one port."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from bullheads.server.store import Store

DEFAULT_DATABASE = "bullheads.db"
MINUTES = click.FloatRange(min=0.05, max=60 * 24 * 365)
GC_THRESHOLDS = (50_000, 20, 100)
"""Python's default (700, 10, 10) paused a 500-room server for up to a third of a second."""


@click.command(name="serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help="Port.")
@click.option(
    "--database-url",
    envvar="BULLHEADS_DATABASE_URL",
    default=None,
    help=f"SQLAlchemy URL, e.g. postgresql+psycopg://user:pass@host/db (default: SQLite file "
    f"{DEFAULT_DATABASE} in the current folder).",
)
@click.option("--log-level", default="warning", show_default=True, help="uvicorn's log level.")
@click.option(
    "--keep-finished",
    default=10.0,
    show_default=True,
    type=MINUTES,
    help="Minutes a finished game stays in the lobby (its record and replay stay stored).",
)
@click.option(
    "--keep-idle",
    default=60.0,
    show_default=True,
    type=MINUTES,
    help="Minutes a game nobody is connected to stays in memory (it comes back when opened).",
)
@click.option(
    "--expire-waiting",
    default=30.0,
    show_default=True,
    type=MINUTES,
    help="Minutes until a room that never started and that nobody is connected to is deleted.",
)
@click.option(
    "--owner-away",
    default=2.0,
    show_default=True,
    type=MINUTES,
    help="Minutes the owner may be gone before ownership passes to a connected player.",
)
@click.option(
    "--compression/--no-compression",
    default=True,
    show_default=True,
    help="Compress WebSocket messages (less traffic; off saves about a sixth of the server's CPU).",
)
def serve(
    host: str,
    port: int,
    database_url: str | None,
    log_level: str,
    keep_finished: float,
    keep_idle: float,
    expire_waiting: float,
    owner_away: float,
    compression: bool,
) -> None:
    """Serve the lobby and the web client; games survive a restart (they are stored)."""
    import uvicorn

    from bullheads.server.app import create_app
    from bullheads.server.lobby import Limits
    from bullheads.server.protocol import MAX_FRAME
    from bullheads.server.store import default_url

    store = _open(database_url or default_url(Path(DEFAULT_DATABASE)))
    limits = Limits(keep_finished * 60, keep_idle * 60, expire_waiting * 60, owner_away * 60)
    click.echo(f"bullheads: open http://{host}:{port}/ (database: {store.engine.url.render_as_string()})")
    # Young objects die young here (views, messages): collect them rarely, so that the many
    # long-lived game states are not walked again and again, pausing every room.
    gc.set_threshold(*GC_THRESHOLDS)
    # uvicorn's defaults pick uvloop and httptools, which the package installs: a faster
    # event loop and HTTP parser for many rooms on one process
    uvicorn.run(
        create_app(store, limits),
        host=host,
        port=port,
        log_level=log_level,
        ws="websockets-sansio",
        ws_per_message_deflate=compression,
        # a bigger message closes the connection (1009) from its frame header, unread;
        # the limit is of the uncompressed size, so a small compressed bomb is refused too
        ws_max_size=MAX_FRAME,
    )


def _open(url: str) -> Store:
    """The server's database at `url`, its schema brought up to date, or one clear error
    naming the URL and the reason (a bad URL, a missing driver, a folder that does not
    exist, a server that refuses), before the server starts listening."""
    import sqlalchemy

    from bullheads.server.store import Store

    try:
        store = Store(url)
        store.migrate()
    except (sqlalchemy.exc.SQLAlchemyError, ImportError) as error:
        reason = str(getattr(error, "orig", None) or error).splitlines()[0]
        shown = _shown(url)
        raise click.ClickException(f"--database-url {shown}: cannot open the database ({reason})") from None
    return store


def _shown(url: str) -> str:
    """`url` without its password, as the server prints it."""
    import sqlalchemy

    try:
        return sqlalchemy.engine.make_url(url).render_as_string(hide_password=True)
    except sqlalchemy.exc.ArgumentError:
        return url
