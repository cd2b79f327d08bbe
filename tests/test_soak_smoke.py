"""The soak benchmark (benchmarks/soak.py) in small: a handful of rooms on SQLite for about
12 seconds of play, a hostile client in each, one kill -9 and restart at the end of the play time;
every room must finish after it with nothing lost and no step going backwards.

It runs with the rest of the tests (CI included) so the soak keeps working; the long runs
are in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent


def test_soak_in_small_loses_nothing_across_a_kill() -> None:
    command = [
        sys.executable,
        str(ROOT / "benchmarks" / "soak.py"),
        *("--minutes", "0.2", "--rooms", "5", "--restart-every", "60", "--finish-minutes", "1"),
        *("--think", "0.2", "--hostile", "1", "--drop", "0.1"),
    ]
    environ = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(command, cwd=ROOT, env=environ, capture_output=True, text=True, timeout=150)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "nothing lost" in out
    assert "restarts (kill -9) 1;" in out
    assert "unexpected errors 0, steps backwards 0, lost 0" in out
    started, finished, verified = map(
        int, re.findall(r"rooms started (\d+), games finished (\d+), .* (\d+)", out)[0]
    )
    assert started >= 5 and started == finished == verified
    refused = int(re.findall(r"hostile frames refused as expected (\d+)", out)[0])
    assert refused > 0


def test_the_soak_sees_a_step_or_a_decision_going_backwards(tmp_path: Path) -> None:
    """The check itself: a welcome behind what the room's clients saw before is caught."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import soak

    run = soak.Soak(None, None, argparse.Namespace(seed=1, minutes=1, finish_minutes=1), tmp_path)
    room = soak.Room("r1", "seat", "owner", "take6")
    run.seen(room, {"type": "update", "step": 7, "decision": 6}, {}, "player")
    assert room.step == 7 and not run.figures.backwards
    run.seen(room, {"type": "welcome", "step": 7, "decision": 5}, {"step": 7, "decision": 6}, "player")
    run.seen(room, {"type": "welcome", "step": 6}, {"step": room.step}, "player")
    assert len(run.figures.backwards) == 2
