"""Small tournaments and studies shared by the lab tests (single-round Take 6! games)."""

from __future__ import annotations

from pathlib import Path

from bullheads.lab.runner import Cell
from bullheads.lab.study import load_study
from bullheads.lab.tournament import Kind, tournament_cells

ONE_ROUND = {"players": 3, "end": "rounds", "rounds": 1}
STUDY = Path(__file__).resolve().parents[1] / "studies" / "smoke.toml"


def small_tournament() -> list[Cell]:
    """Random against the rule-of-thumb bot at 3 seats both ways round: 2 lineups x 6 games."""
    return tournament_cells(
        "take6", ONE_ROUND, ["heuristic", "random"], Kind.GAUNTLET, 6, 3
    ) + tournament_cells("take6", ONE_ROUND, ["random", "heuristic"], Kind.GAUNTLET, 6, 3)


def small_study() -> list[Cell]:
    """studies/smoke.toml: 8 cells, 48 games."""
    return load_study(STUDY)
