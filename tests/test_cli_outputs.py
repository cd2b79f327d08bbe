"""Every command's output path and database is checked before the work starts, and a
write that fails at the end is one clear error (bullheads.core.outputs): never a
traceback, never minutes of games lost to a path that cannot be written.

Before, `match --results`, `lab tournament`/`study`/`train-value --out` and `serve
--database-url` ended in a traceback (the match after playing every game)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from bullheads.cli.main import cli

MATCH = ["match", "--game", "take6", "--bots", "random", "--games", "2", "--jobs", "1", "-q"]


def run(*arguments: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(arguments))
    return result.exit_code, result.output


@pytest.mark.parametrize(("where", "reason"), [("nowhere/r.json", "does not exist"), (".", "is a folder")])
def test_match_results_that_cannot_be_written_stop_it_before_the_first_game(
    tmp_path: Path, where: str, reason: str
) -> None:
    code, output = run(*MATCH, "--results", str(tmp_path / where))
    assert code == 1 and reason in output and "--results" in output
    assert "Take 6!: 2 games" not in output, "no game is played"
    assert "Traceback" not in output


def test_a_results_file_that_fails_at_the_end_is_a_clear_error() -> None:
    """/dev/full takes the checks but not the bytes: the write fails after the games."""
    full = "/dev/full"
    if not os.path.exists(full) or not os.access("/dev", os.W_OK):
        pytest.skip("needs /dev/full in a writable /dev")
    code, output = run(*MATCH, "--results", full)
    assert code == 1 and "Take 6!: 2 games" in output  # the summary was printed
    assert f"--results {full}: could not write (No space left on device)" in output


def test_lab_outputs_that_are_files_or_cannot_be_made_are_clear_errors(tmp_path: Path) -> None:
    a_file = tmp_path / "taken"
    a_file.write_text("")
    for arguments in (
        ["lab", "tournament", "-n", "4", "--bot", "random", "--bot", "heuristic", "--games", "1"],
        ["lab", "train-value", "--rounds", "1", "--epochs", "1", "-q"],
    ):
        code, output = run(*arguments, "--out", str(a_file))
        assert code == 1 and f"--out {a_file}: is a file, not a folder" in output, output
        code, output = run(*arguments, "--out", str(a_file / "below"))
        assert code == 1 and f"--out {a_file / 'below'}: cannot make the folder" in output, output


def test_serve_refuses_a_database_it_cannot_open_naming_it_without_its_password(tmp_path: Path) -> None:
    code, output = run("serve", "--database-url", f"sqlite:///{tmp_path}/missing/bullheads.db")
    assert code == 1 and "cannot open the database (unable to open database file)" in output
    code, output = run("serve", "--database-url", "postgresql+psycopg://who:secret@127.0.0.1:1/db")
    assert code == 1 and "who:***@127.0.0.1:1/db: cannot open the database" in output
    assert "secret" not in output
    code, output = run("serve", "--database-url", "nonsense://")
    assert code == 1 and "nonsense://: cannot open the database" in output
    assert "Traceback" not in output
