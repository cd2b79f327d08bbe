"""The same tournament and study on a local Ray instance (2 CPUs, started here) give
the same games, row for row, as on local processes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from lab_tools import STUDY, small_study, small_tournament

from bullheads.cli.main import cli
from bullheads.lab.backends import Local, Ray
from bullheads.lab.runner import run_cells
from bullheads.lab.study import read_csv, tidy_rows

ray = pytest.importorskip("ray", reason="the ray extra is not installed")


@pytest.fixture(scope="module")
def cluster() -> Iterator[Ray]:
    source = str(Path(__file__).resolve().parents[1])
    ray.init(num_cpus=2, include_dashboard=False, runtime_env={"env_vars": {"PYTHONPATH": source}})
    try:
        yield Ray("auto")
    finally:
        ray.shutdown()


def test_a_tournament_on_ray_plays_the_same_games(cluster: Ray) -> None:
    cells = small_tournament()
    assert run_cells(cells, cluster) == run_cells(cells, Local(2))


def test_a_study_on_ray_gives_the_same_table(cluster: Ray, tmp_path: Path) -> None:
    outcome = CliRunner().invoke(
        cli, ["lab", "study", str(STUDY), "--out", str(tmp_path), "--ray", "auto", "-q"]
    )
    assert outcome.exit_code == 0, outcome.output
    local = tidy_rows(small_study(), run_cells(small_study(), Local(2)))
    assert read_csv(tmp_path / "games.csv") == local
