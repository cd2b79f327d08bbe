"""The results file of a match: what was played, every game, and the summary (JSON)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bullheads import __version__
from bullheads.lab.match import MatchSpec
from bullheads.lab.stats import summarize


def results_json(spec: MatchSpec, games: Sequence[dict[str, Any]]) -> dict[str, Any]:
    return {
        "bullheads": __version__,
        "match": spec.to_json(),
        "summary": summarize(games),
        "games": list(games),
    }


def save(path: str, spec: MatchSpec, games: Sequence[dict[str, Any]]) -> None:
    Path(path).write_text(json.dumps(results_json(spec, games), indent=1) + "\n", encoding="utf-8")
