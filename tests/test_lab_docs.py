"""Docs made by studies: `bullheads lab study --doc` writes the report into the doc's
marked block and nothing else; a doc without the block is one clear error before any
game is played; the report names each bot's win share in mixed lineups and the team's
win rate in co-operative games."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from lab_tools import STUDY

from bullheads.cli.main import cli
from bullheads.lab.report import bots_table, spreads, team_table

DOC = """# Variants

## Heads per round

Some words that stay.

<!-- study smoke.toml -->
old numbers
<!-- /study -->

More words that stay.
"""


def test_the_study_writes_its_report_into_the_docs_block(tmp_path: Path) -> None:
    doc, out = tmp_path / "docs" / "variants.md", tmp_path / "results" / "smoke"
    doc.parent.mkdir()
    doc.write_text(DOC, encoding="utf-8")
    args = ["lab", "study", str(STUDY), "--out", str(out), "--doc", str(doc), "--jobs", "1", "-q"]
    outcome = CliRunner().invoke(cli, args)
    assert outcome.exit_code == 0, outcome.output
    text = doc.read_text(encoding="utf-8")
    assert "old numbers" not in text
    head = "# Variants\n\n## Heads per round\n\nSome words that stay.\n\n<!-- study smoke.toml -->\n"
    assert text.startswith(head)
    assert text.endswith("<!-- /study -->\n\nMore words that stay.\n")
    assert "\n### Skill spread" in text and "\n## Skill spread" not in text
    assert "](../results/smoke/skill.png)" in text and f"--doc {doc}" in text
    again = CliRunner().invoke(cli, args)
    assert again.exit_code == 0 and doc.read_text(encoding="utf-8") == text


def test_a_doc_without_the_block_is_refused_before_any_game(tmp_path: Path) -> None:
    doc, out = tmp_path / "plain.md", tmp_path / "out"
    doc.write_text("# Nothing to fill\n", encoding="utf-8")
    outcome = CliRunner().invoke(cli, ["lab", "study", str(STUDY), "--out", str(out), "--doc", str(doc)])
    assert outcome.exit_code == 1
    assert "has no block for this study: add the lines <!-- study smoke.toml -->" in outcome.output
    assert "Traceback" not in outcome.output and not out.exists()


def _row(bot: str, seat: int, win: float, score: float, **labels: object) -> dict[str, object]:
    base = {"game": "take6", "config": "base", "players": 2, "lineup": "heuristic,random"}
    base |= {"team": 0, "lower_wins": 1}
    return {
        **base,
        **labels,
        "bot": bot,
        "seat": seat,
        "win": win,
        "winner": int(win > 0),
        "score_per_round": score,
    }


def test_the_bots_table_gives_each_bot_of_a_mixed_lineup_its_share() -> None:
    rows = [_row("heuristic", 0, 1.0, 3.0), _row("random", 1, 0.0, 9.0)] * 2
    rows += [_row("random", 0, 0.5, 5.0, lineup="random"), _row("random", 1, 0.5, 5.0, lineup="random")]
    table = bots_table(rows)
    assert table[2:] == [
        "| base | 2 | heuristic,random | heuristic | 2 | 100.0% ± 0.0% | 3.00 ± 0.00 |",
        "| base | 2 | heuristic,random | random | 2 | 0.0% ± 0.0% | 9.00 ± 0.00 |",
    ]


def test_the_team_table_counts_each_game_once() -> None:
    won = [_row("heuristic", seat, 1.0, 4.0, game="buffalo", lineup="heuristic", team=1) for seat in (0, 1)]
    lost = [_row("heuristic", seat, 0.0, 9.0, game="buffalo", lineup="heuristic", team=1) for seat in (0, 1)]
    table = team_table(won + lost + [{**row, "players": 1} for row in won[:1]])
    assert table[0] == "| config | lineup | 1p | 2p |"
    assert table[2].startswith("| base | heuristic | 100.0% ± 0.0% | 50.0% ± ")


def test_the_skill_spread_is_the_strongest_bots_gain_in_the_games_sense() -> None:
    """Bull heads: the winner takes 3 a round, the other 9 (it gains 6). Numeranza's
    points: the winner scores 9, the other 3 (it gains 6 too; the spread said -6)."""
    heads = [_row("heuristic", 0, 1.0, 3.0), _row("random", 1, 0.0, 9.0)]
    points = [
        _row("heuristic", 0, 1.0, 9.0, game="numeranza", config="target", lower_wins=0),
        _row("random", 1, 0.0, 3.0, game="numeranza", config="target", lower_wins=0),
    ]
    assert spreads(heads + points) == {("base", 2): 6.0, ("target", 2): 6.0}


def test_a_mixed_co_operative_team_is_not_ranked_bot_against_bot() -> None:
    """Its seats share one result: only the team table shows it (the bots table gave each
    bot the team's win and the skill spread a 0)."""
    bots = enumerate(("heuristic", "random"))
    team = [_row(bot, seat, 1.0, 4.0, game="buffalo", team=1) for seat, bot in bots]
    assert bots_table(team) == [] and spreads(team) == {}
    assert team_table(team)[2].startswith("| base | heuristic,random | 100.0% ± 0.0% |")
