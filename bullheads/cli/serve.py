"""`bullheads serve`: the online server (lobby, rooms, web client) on one port."""

from __future__ import annotations

from pathlib import Path

import click

DEFAULT_DATABASE = "bullheads.db"


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
def serve(host: str, port: int, database_url: str | None, log_level: str) -> None:
    """Serve the lobby and the web client; games survive a restart (they are stored)."""
    import uvicorn

    from bullheads.server.app import create_app
    from bullheads.server.store import Store, default_url

    store = Store(database_url or default_url(Path(DEFAULT_DATABASE)))
    click.echo(f"bullheads: open http://{host}:{port}/ (database: {store.engine.url.render_as_string()})")
    uvicorn.run(create_app(store), host=host, port=port, log_level=log_level, ws="websockets-sansio")
