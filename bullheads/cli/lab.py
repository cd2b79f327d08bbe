"""`bullheads lab`: tournaments with ratings, SPRT A/B tests and studies with reports."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click
from tqdm import tqdm

from bullheads.cli.match import config_json
from bullheads.core.errors import BullheadsError
from bullheads.core.outputs import make_folder, writing
from bullheads.games import GAMES, get_game
from bullheads.lab.backends import backend
from bullheads.lab.runner import Cell, run_cells
from bullheads.lab.store import Store

STORE, TABLE = "games.sqlite", "games.csv"


def _where(function: Callable[..., None]) -> Callable[..., None]:
    """The options every lab command shares: where the games run and the progress bar."""
    options = [
        click.option(
            "--jobs",
            "-j",
            type=int,
            default=os.cpu_count() or 1,
            help="Local processes [default: all cores].",
        ),
        click.option(
            "--ray",
            "ray",
            metavar="auto|ADDRESS",
            help="Run on a Ray cluster instead (auto: this machine's).",
        ),
        click.option(
            "--time", "seconds", type=float, help="Seconds per decision for cmd: bots [default: 5]."
        ),
        click.option("--quiet", "-q", is_flag=True, help="No progress bar."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def _table_options(function: Callable[..., None]) -> Callable[..., None]:
    options = [
        click.option(
            "--game", "game_name", type=click.Choice(sorted(GAMES)), default="take6", show_default=True
        ),
        click.option("--players", "-n", type=int, help="Seats [default: the game's]."),
        click.option(
            "--config", "config_text", metavar="JSON", help='Game options, e.g. \'{"end": "rounds"}\'.'
        ),
        click.option("--seed", type=int, default=1, show_default=True, help="The seed of the deals."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


@contextmanager
def _progress(total: int, quiet: bool) -> Iterator[Callable[[int], None]]:
    """A tqdm bar with the time left; yields the callback that advances it."""
    with tqdm(total=total, unit="game", disable=quiet, leave=False, smoothing=0.1) as bar:
        yield bar.update


def _config(game_name: str, config_text: str | None, players: int | None) -> dict[str, Any]:
    data = config_json(config_text)
    if players is not None:
        data["players"] = players
    config: dict[str, Any] = get_game(game_name).config_from_json(data).to_json()
    return config


def _check(jobs: int, seconds: float | None) -> None:
    if jobs < 1:
        raise click.BadParameter("must be at least 1", param_hint="--jobs")
    if seconds is not None and seconds <= 0:
        raise click.BadParameter("must be positive", param_hint="--time")


def _play(
    cells: list[Cell], jobs: int, ray: str | None, out: str | None, quiet: bool
) -> list[list[dict[str, Any]]]:
    """Every game of `cells`, stored in OUT/games.sqlite as they end when --out is given."""
    store = None
    if out:
        store = Store(make_folder("--out", out) / STORE)
    try:
        with _progress(sum(cell.spec.games for cell in cells), quiet) as advance:
            return run_cells(cells, backend(jobs, ray), store, advance)
    finally:
        if store is not None:
            store.close()


@click.group(name="lab")
def lab() -> None:
    """Tournaments, A/B tests and studies between bots, on local processes or Ray.

    Every game is seeded from the command's seed and its place in the run, so the
    results are the same on any backend; with --out, finished games are stored as they
    end and running the same command again resumes where it stopped.
    """


@lab.command(name="tournament")
@_table_options
@click.option(
    "--bot", "bots", multiple=True, required=True, metavar="NAME", help="A bot (repeat: two or more)."
)
@click.option("--gauntlet", is_flag=True, help="The first bot against each other one (default: round robin).")
@click.option("--games", "count", type=int, default=40, show_default=True, help="Games per lineup.")
@click.option(
    "--out", metavar="DIR", help="Store games (resumable), the tidy table, the report and plot in DIR."
)
@_where
def tournament(
    game_name: str,
    players: int | None,
    config_text: str | None,
    seed: int,
    bots: tuple[str, ...],
    gauntlet: bool,
    count: int,
    out: str | None,
    jobs: int,
    ray: str | None,
    seconds: float | None,
    quiet: bool,
) -> None:
    """Play a round robin (every set of --players bots) or a gauntlet and print the
    rating list (openskill, mu ± 2 sigma) with each bot's score per round and win rate.

    Bots: random, heuristic, search, search:easy, search:strong, or cmd:COMMAND.
    """
    from bullheads.lab.ratings import rate, rating_table
    from bullheads.lab.study import tidy_rows, write_csv
    from bullheads.lab.tournament import Kind, tournament_cells

    _check(jobs, seconds)
    if count < 1:
        raise click.BadParameter("must be at least 1", param_hint="--games")
    try:
        config = _config(game_name, config_text, players)
        kind = Kind.GAUNTLET if gauntlet else Kind.ROUND_ROBIN
        cells = tournament_cells(game_name, config, bots, kind, count, seed, seconds)
        results = _play(cells, jobs, ray, out, quiet)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    ratings = rate(results)
    total = sum(len(games) for games in results)
    click.echo(f"{get_game(game_name).title}: {kind.value}, {len(cells)} lineups, {total} games, seed {seed}")
    click.echo(f"config {json.dumps(config)}")
    click.echo(rating_table(ratings))
    if out:
        from bullheads.lab.report import ratings_plot

        text = f"# Rating list\n\n{kind.value}, {total} games, config `{json.dumps(config)}`\n\n"
        try:
            with writing("--out", out):
                write_csv(Path(out) / TABLE, tidy_rows(cells, results))
                plot = ratings_plot(ratings, Path(out))
                (Path(out) / "report.md").write_text(
                    f"{text}{rating_table(ratings)}\n\n![ratings]({plot})\n", encoding="utf-8"
                )
        except BullheadsError as error:
            raise click.ClickException(str(error)) from None
        click.echo(f"results: {out}")


@lab.command(name="sprt")
@click.argument("a")
@click.argument("b")
@_table_options
@click.option(
    "--measure",
    type=click.Choice(["score", "wins"]),
    default="score",
    show_default=True,
    help="score: how much better A's score per round is than a B seat's, in the game's sense "
    "(fewer bull heads, more points); wins: A's win share minus a B seat's. In a co-operative "
    "game, team A against team B on the same deals.",
)
@click.option("--d0", type=float, default=0.0, show_default=True, help="H0: A's edge is at most d0.")
@click.option("--d1", type=float, default=0.5, show_default=True, help="H1: A's edge is at least d1.")
@click.option("--alpha", type=float, default=0.05, show_default=True, help="False H1 rate.")
@click.option("--beta", type=float, default=0.05, show_default=True, help="False H0 rate.")
@click.option(
    "--max-games", type=int, default=20_000, show_default=True, help="Stop undecided after this many."
)
@_where
def sprt_command(
    a: str,
    b: str,
    game_name: str,
    players: int | None,
    config_text: str | None,
    seed: int,
    measure: str,
    d0: float,
    d1: float,
    alpha: float,
    beta: float,
    max_games: int,
    jobs: int,
    ray: str | None,
    seconds: float | None,
    quiet: bool,
) -> None:
    """A sequential test of "A is better than B by at least d1" (H1) against "by no
    more than d0" (H0): A in one seat, B in the others, deals duplicated (a co-operative
    game: a team of A against a team of B, the same deals); it stops as soon as the
    log-likelihood ratio crosses log(beta/(1-alpha)) or log((1-beta)/alpha).
    """
    from bullheads.lab.runner import check_bots
    from bullheads.lab.sprt import Measure, check_test, sprt

    _check(jobs, seconds)
    try:
        check_test(a, b, d0, d1, alpha, beta)
        config = _config(game_name, config_text, players)
        check_bots(game_name, (a, b))
        with _progress(max_games, quiet) as advance:
            verdict = sprt(
                game_name,
                config,
                a,
                b,
                d0,
                d1,
                backend(jobs, ray),
                Measure(measure),
                alpha,
                beta,
                max_games,
                seed,
                seconds,
                advance,
            )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    unit = "in score per round" if measure == "score" else "in win share"
    outcome = {
        "H1": f"H1: {a} is better than {b} by at least {d1:g}",
        "H0": f"H0: {a} is not better than {b} by more than {d0:g}",
    }
    click.echo(outcome.get(verdict.accepted or "", f"undecided after {max_games} games"))
    click.echo(
        f"LLR {verdict.llr:.2f} (bounds {verdict.lower:.2f}, {verdict.upper:.2f}), {verdict.deals} deals, "
        f"{verdict.games} games; {a}'s {'team edge on a team of ' + b if verdict.teams else 'edge'} "
        f"{verdict.mean:.3f} ± {verdict.interval:.3f} {unit}"
    )


@lab.command(name="compare")
@click.argument("before", type=click.Path(dir_okay=False))
@click.argument("after", type=click.Path(dir_okay=False))
@click.option("--bot", help="The bot compared [default: the first seat's of BEFORE's lineup].")
@click.option("--bot-after", help="Its name in AFTER, if another [default: the same as --bot].")
def compare_command(before: str, after: str, bot: str | None, bot_after: str | None) -> None:
    """Two results files of the same match command (`bullheads match --results`), paired
    game by game: the bot's win rate and score per round in AFTER minus BEFORE, with 95%
    intervals. Run the same command on two versions of a bot to see whether a change
    helped: both are dealt the same cards in the same seats.
    """
    from bullheads.lab.compare import compare, load, report

    try:
        first = load(before, bot)
        second = load(after, bot_after or first.bot)
        click.echo(report(first, second, compare(first, second)))
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None


@lab.command(name="study")
@click.argument("study_file", type=click.Path(dir_okay=False))
@click.option(
    "--out",
    required=True,
    metavar="DIR",
    help="Games (resumable), the tidy table games.csv, report.md and its plots go here.",
)
@click.option("--title", help="The report's title [default: the study file's name].")
@click.option(
    "--doc",
    type=click.Path(dir_okay=False),
    metavar="FILE",
    help="Also write the report into this Markdown doc, between its lines "
    "'<!-- study STUDY_FILE -->' and '<!-- /study -->'.",
)
@_where
def study_command(
    study_file: str,
    out: str,
    title: str | None,
    doc: str | None,
    jobs: int,
    ray: str | None,
    seconds: float | None,
    quiet: bool,
) -> None:
    """Run the study STUDY_FILE (TOML: games x configs x lineups x players x replicas,
    see docs/lab.md), then write the tidy table and a Markdown report with plots.
    Running it again plays only the games not yet stored in DIR."""
    from bullheads.lab.embed import check_block, embed
    from bullheads.lab.report import study_report
    from bullheads.lab.study import load_study, tidy_rows, write_csv

    _check(jobs, seconds)
    try:
        cells = load_study(study_file)
        if doc is not None:
            check_block(Path(doc), study_file)
        results = _play(cells, jobs, ray, out, quiet)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    rows = tidy_rows(cells, results)
    name = title or Path(study_file).stem
    command = f"bullheads lab study {study_file} --out {out}" + (f" --doc {doc}" if doc else "")
    try:
        with writing("--out", out):
            write_csv(Path(out) / TABLE, rows)
            report = study_report(rows, Path(out), name, command)
        if doc is not None:
            with writing("--doc", doc):
                embed(Path(doc), study_file, report)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    faults = sum(row["faults"] for row in rows)
    click.echo(f"{len(cells)} cells, {sum(len(g) for g in results)} games, {faults} bot faults")
    click.echo(f"table: {Path(out) / TABLE}\nreport: {report}" + (f"\ndoc: {doc}" if doc else ""))


@lab.command(name="train-value")
@click.option(
    "--out", required=True, metavar="DIR", help="The weights, their manifest and the curves go here."
)
@click.option(
    "--rounds",
    type=int,
    default=20000,
    show_default=True,
    help="Rounds of play per number of players (2-10). A search level's cost far more than the "
    "rule of thumb's (search:easy: 0.04 s of CPU a round with 2 players, 1.6 s with 10): try 500.",
)
@click.option("--epochs", type=int, default=8, show_default=True, help="Passes over the samples.")
@click.option(
    "--hidden", default="64,32", show_default=True, metavar="H1,H2", help="The two hidden layers' sizes."
)
@click.option("--seed", type=int, default=1, show_default=True, help="The seed of the deals and the fit.")
@click.option(
    "--play",
    default="heuristic",
    show_default=True,
    metavar="BOT",
    help="The Take 6! bot whose rounds against itself make the data (e.g. search:easy).",
)
@click.option(
    "--start", metavar="WEIGHTS", default=None, help="Start the fit from these weights (a take6_value.npz)."
)
@click.option(
    "--jobs", type=int, default=1, show_default=True, help="Processes that play a search bot's rounds."
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bars.")
def train_value_command(
    rounds: int,
    epochs: int,
    hidden: str,
    seed: int,
    play: str,
    start: str | None,
    jobs: int,
    out: str,
    quiet: bool,
) -> None:
    """Train Take 6!'s value network, the expert search's estimate of each seat's heads in
    the rest of a round, on rounds that a bot plays against itself: the rule of thumb by
    default, or a search level (docs/bots.md). Play with the result:
    BULLHEADS_TAKE6_VALUE=DIR/take6_value.npz bullheads play --bot search:expert"""
    from bullheads.bots.registry import RULE_OF_THUMB, bot_names
    from bullheads.lab.train_value import Plan, bars, save, train

    try:
        sizes = tuple(int(size) for size in hidden.split(","))
    except ValueError:
        raise click.BadParameter("two whole numbers, e.g. 64,32", param_hint="--hidden") from None
    if len(sizes) != 2 or min(sizes) < 1:
        raise click.BadParameter("two positive sizes, e.g. 64,32", param_hint="--hidden")
    if rounds < 1 or epochs < 1 or jobs < 1:
        raise click.BadParameter("--rounds, --epochs and --jobs must be at least 1")
    if play not in bot_names("take6"):
        names = ", ".join(bot_names("take6"))
        raise click.BadParameter(f"no Take 6! bot {play!r} (bots: {names})", param_hint="--play")
    plan = Plan(rounds=rounds, epochs=epochs, hidden=sizes, seed=seed, play=play, start=start)
    command = (
        f"bullheads lab train-value --out {out} --rounds {rounds} --epochs {epochs} "
        f"--hidden {hidden} --seed {seed}"
        + (f" --play {play}" if play != RULE_OF_THUMB else "")
        + (f" --start {start}" if start else "")
    )
    try:
        folder = make_folder("--out", out)
        with bars(quiet) as progress:
            model, curves, samples = train(plan, progress, jobs)
        with writing("--out", out):
            weights = save(model, curves, plan, samples, folder, command)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    last = curves[-1]
    click.echo(
        f"{samples} samples; held-out mean squared error {last.held_out:.2f} heads² "
        f"(baseline {last.baseline:.2f}); weights: {weights}"
    )
