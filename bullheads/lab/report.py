"""Reports of studies and tournaments: Markdown tables and a few small matplotlib plots.

Everything is computed from the tidy table (bullheads.lab.study.COLUMNS), so a report
can be made again from a results file. The plots: score distributions per config,
mean score per round and game length by player count, the spread between the best and
the other bots of a mixed lineup (how much skill decides a variant), and a rating list
with error bars.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from bullheads.lab.ratings import SIGMAS
from bullheads.lab.stats import mean_interval

Rows = Sequence[dict[str, Any]]
Groups = dict[tuple[Any, ...], list[dict[str, Any]]]
DPI = 80
SIZE = (6.4, 3.6)


def _group(rows: Rows, *keys: str) -> Groups:
    groups: Groups = defaultdict(list)
    for row in rows:
        groups[tuple(row[key] for key in keys)].append(row)
    return groups


def _ordered(values: Any) -> list[Any]:
    return list(dict.fromkeys(values))


def _mixed(rows: Rows) -> Iterator[tuple[tuple[Any, ...], list[dict[str, Any]], Groups]]:
    """Each (config, players, lineup) cell whose lineup has several bots on different sides
    (not a co-operative team, whose seats share one result), with its rows by bot."""
    for key, cell in _group(rows, "config", "players", "lineup").items():
        seats = _group(cell, "bot")
        if len(seats) > 1 and not cell[0]["team"]:
            yield key, cell, seats


def spreads(rows: Rows) -> dict[tuple[str, int], float]:
    """Per (config, players), over the mixed lineups (`_mixed`): how much better the
    strongest bot's (the highest win share's) score per round is than the other bots'
    mean, in the game's sense (the tidy table's `lower_wins`: fewer heads, more points),
    averaged over those lineups. Its size says how much the bots' skill decides the
    variant."""
    spread: dict[tuple[str, int], list[float]] = defaultdict(list)
    for (config, players, _), cell, seats in _mixed(rows):
        wins = {bot: statistics.fmean(r["win"] for r in group) for (bot,), group in seats.items()}
        score = {
            bot: statistics.fmean(r["score_per_round"] for r in group) for (bot,), group in seats.items()
        }
        strong = max(sorted(wins), key=lambda bot: wins[bot])
        others = statistics.fmean(value for bot, value in score.items() if bot != strong)
        sense = 1.0 if cell[0]["lower_wins"] else -1.0
        spread[(config, players)].append(sense * (others - score[strong]))
    return {key: statistics.fmean(values) for key, values in spread.items()}


def _pivot(rows: Rows, value: str, labels: tuple[str, ...] = ("config",), percent: bool = False) -> list[str]:
    """A Markdown table: one line per distinct `labels` (in order of appearance), player
    counts across, the mean ± 95% of `value` (as a percentage with `percent`)."""
    counts = sorted({row["players"] for row in rows})
    cells = _group(rows, *labels, "players")
    lines = ["| " + " | ".join(labels) + " | " + " | ".join(f"{count}p" for count in counts) + " |"]
    lines.append("|" + " --- |" * len(labels) + " ---: |" * len(counts))
    for key in _ordered(tuple(row[label] for label in labels) for row in rows):
        texts = []
        for count in counts:
            values = [row[value] for row in cells.get((*key, count), [])]
            if not values:
                texts.append("")
                continue
            mean, half = mean_interval(values)
            texts.append(f"{100 * mean:.1f}% ± {100 * half:.1f}%" if percent else f"{mean:.2f} ± {half:.2f}")
        lines.append("| " + " | ".join(str(part) for part in key) + " | " + " | ".join(texts) + " |")
    return lines


def labelled(rows: Rows) -> list[dict[str, Any]]:
    """The rows, each config named with its game when a study holds several games (two
    games may both have a config called "base")."""
    if len({row["game"] for row in rows}) < 2:
        return list(rows)
    return [{**row, "config": f"{row['game']} {row['config']}"} for row in rows]


def bots_table(rows: Rows) -> list[str]:
    """A Markdown table of every lineup with several bots on different sides (not a
    co-operative team, whose seats share one result: team_table): each bot's seats, win
    share and score per round with their 95% intervals, per config and player count."""
    lines = [
        "| config | players | lineup | bot | seats | win share | score per round |",
        "| --- | ---: | --- | --- | ---: | ---: | ---: |",
    ]
    for (config, players, lineup), _, seats in _mixed(rows):
        for (bot,), group in seats.items():
            win, win_half = mean_interval([row["win"] for row in group])
            score, score_half = mean_interval([row["score_per_round"] for row in group])
            lines.append(
                f"| {config} | {players} | {lineup} | {bot} | {len(group)} | "
                f"{100 * win:.1f}% ± {100 * win_half:.1f}% | {score:.2f} ± {score_half:.2f} |"
            )
    return lines if len(lines) > 2 else []


def team_table(rows: Rows) -> list[str]:
    """A Markdown table of the co-operative games: the team's win rate per config,
    lineup and team size, with its 95% interval (one sample per game)."""
    games = [row for row in rows if row["team"] and row["seat"] == 0]
    return _pivot(games, "winner", ("config", "lineup"), percent=True) if games else []


def study_report(rows: Rows, out: Path, title: str, command: str) -> Path:
    """Write report.md and its plots (PNG) into the folder `out`; the report's path."""
    out.mkdir(parents=True, exist_ok=True)
    rows = labelled(rows)
    lines = [f"# {title}", "", f"Made by `{command}`: {len(rows)} seat rows, "]
    lines[-1] += (
        f"{len({(r['config'], r['players'], r['lineup'], r['replica'], r['number']) for r in rows})} games."
    )
    for (lineup,), group in _group(rows, "lineup").items():
        lines += ["", f"## Score per round, lineup {lineup} (all seats, 95% interval)", ""]
        lines += _pivot(group, "score_per_round")
    games = [r for r in rows if r["seat"] == 0]
    mixed = bots_table(rows)
    if mixed:
        lines += ["", "## Bots against each other (each bot's seats, 95% interval)", ""]
        lines += mixed
    team = team_table(rows)
    if team:
        lines += ["", "## Team win rate by team size (co-operative games, 95% interval)", ""]
        lines += team
    lines += ["", "## Game length (decisions per game, every lineup)", ""]
    lines += _pivot(games, "decisions")
    spread = spreads(rows)
    if spread:
        counts = sorted({players for _, players in spread})
        lines += ["", "## Skill spread (how much better the strongest bot's score per round is)", ""]
        lines.append("| config | " + " | ".join(f"{count}p" for count in counts) + " |")
        lines.append("| --- |" + " ---: |" * len(counts))
        for config in _ordered(config for config, _ in spread):
            texts = [f"{spread[(config, c)]:.2f}" if (config, c) in spread else "" for c in counts]
            lines.append(f"| {config} | " + " | ".join(texts) + " |")
    lines += ["", "## Plots", ""]
    for name, caption in _plots(rows, out, spread):
        lines.append(f"![{caption}]({name})")
        lines.append("")
    path = out / "report.md"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _plots(rows: Rows, out: Path, spread: dict[tuple[str, int], float]) -> list[tuple[str, str]]:
    made = []
    configs = _ordered(row["config"] for row in rows)
    figure, axes = plt.subplots(figsize=SIZE)
    groups = _group(rows, "config")
    axes.boxplot([[r["score_per_round"] for r in groups[(c,)]] for c in configs], showfliers=False)
    axes.set_xticks(range(1, len(configs) + 1), configs, rotation=20, fontsize=8)
    axes.set_ylabel("score per round (one seat)")
    axes.set_title("Score distribution per config (every player count and lineup)")
    made.append(_save(figure, out, "scores.png", "score distributions"))
    for value, name, label in (
        ("score_per_round", "per-round.png", "mean score per round"),
        ("decisions", "length.png", "decisions per game"),
    ):
        figure, axes = plt.subplots(figsize=SIZE)
        source = rows if value == "score_per_round" else [r for r in rows if r["seat"] == 0]
        for config in configs:
            by_count = _group([r for r in source if r["config"] == config], "players")
            counts = sorted(count for (count,) in by_count)
            axes.plot(
                counts,
                [statistics.fmean(r[value] for r in by_count[(c,)]) for c in counts],
                "o-",
                label=config,
            )
        axes.set_xlabel("players")
        axes.set_ylabel(label)
        axes.legend(fontsize=7)
        axes.set_title(f"{label.capitalize()} by player count (every lineup)")
        made.append(_save(figure, out, name, label))
    if spread:
        figure, axes = plt.subplots(figsize=SIZE)
        for config in _ordered(config for config, _ in spread):
            counts = sorted(c for k, c in spread if k == config)
            axes.plot(counts, [spread[(config, c)] for c in counts], "o-", label=config)
        axes.axhline(0, color="grey", linewidth=0.5)
        axes.set_xlabel("players")
        axes.set_ylabel("strongest's gain, per round")
        axes.legend(fontsize=7)
        axes.set_title("Skill spread: how much the stronger bot gains")
        made.append(_save(figure, out, "skill.png", "skill spread"))
    return made


def ratings_plot(ratings: Sequence[dict[str, Any]], out: Path, name: str = "ratings.png") -> str:
    """A rating list with mu ± 2 sigma error bars; the file's name."""
    out.mkdir(parents=True, exist_ok=True)
    figure, axes = plt.subplots(figsize=(6.4, 0.4 * len(ratings) + 1.2))
    bots = [row["bot"] for row in ratings][::-1]
    axes.errorbar(
        [row["mu"] for row in ratings][::-1],
        range(len(bots)),
        xerr=[SIGMAS * row["sigma"] for row in ratings][::-1],
        fmt="o",
        capsize=3,
    )
    axes.set_yticks(range(len(bots)), bots, fontsize=8)
    axes.set_xlabel(f"rating (openskill mu ± {SIGMAS:g} sigma)")
    return _save(figure, out, name, "ratings")[0]


def _save(figure: Any, out: Path, name: str, caption: str) -> tuple[str, str]:
    figure.tight_layout()
    figure.savefig(out / name, dpi=DPI)
    plt.close(figure)
    return name, caption
