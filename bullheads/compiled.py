"""The engine modules that may be compiled to C, and whether they are.

`python scripts/compile.py` compiles these modules with mypyc (the ``compile`` extra):
the same source files, type-checked and turned into C extension modules that Python
imports in place of the ``.py`` files beside them. The Take 6! contract path and its
lean rollout path then run about twice as fast, and the other games' search bots decide
1.2 to 2 times as fast, making the same decisions (docs/benchmarks.md); the kernel's
extra (numba) stays the fast path for research. Nothing else changes: there is no
second copy of a rule, and the tests run on the compiled modules too (scripts/check).

A compiled module older than its source would run old rules, so importing the package
warns once, naming the modules, when one is.
"""

from __future__ import annotations

import importlib
import warnings
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
MODULES = (
    "core/chance.py",
    "core/checks.py",
    "games/take6/deal.py",
    "games/take6/ending.py",
    "games/take6/rollout.py",
    "games/take6/state.py",
    "games/take6/table.py",
    "games/take11/cards.py",
    "games/take11/deal.py",
    "games/take11/state.py",
    "games/buffalo/state.py",
    "games/numeranza/coop.py",
    "games/numeranza/diamond.py",
    "games/numeranza/dice.py",
    "games/numeranza/ranking.py",
    "games/numeranza/reach.py",
    "games/numeranza/rules.py",
    "games/numeranza/spiral.py",
    "games/numeranza/state.py",
    "games/numeranza/target.py",
    "games/numeranza/trips.py",
    "games/numeranza/turns.py",
    "bots/buffalo_heuristic.py",
    "bots/buffalo_playout.py",
    "bots/take11_heuristic.py",
    "bots/take11_playout.py",
    "bots/numeranza_heuristic.py",
    "bots/numeranza_playout.py",
    "bots/numeranza_talk.py",
)
"""The modules compiled, relative to the package: where the Take 6! contract and lean
paths spend their time (the deal, the state machine, the rows), and where the other
games' search bots spend theirs (each game's state machine and the rule-of-thumb bot
that plays the search's worlds out)."""
GROUP = "bullheads.engine"
"""The name of the compiled modules' shared library (``bullheads/engine__mypyc...``)."""


def built(module: str) -> Path | None:
    """The compiled file of `module` (one of MODULES) in the package, if there is one."""
    source = PACKAGE / module
    for suffix in EXTENSION_SUFFIXES:
        compiled = source.with_suffix(suffix)
        if compiled.exists():
            return compiled
    return None


def name(module: str) -> str:
    """The import name of `module` (one of MODULES): ``bullheads.core.chance``."""
    return "bullheads." + module.removesuffix(".py").replace("/", ".")


def running(module: str) -> bool:
    """Whether this process runs `module` (one of MODULES) compiled (it is imported)."""
    path = importlib.import_module(name(module)).__file__
    return path is not None and not path.endswith(".py")


def engine() -> str:
    """Which engine this process runs, for benchmarks to say beside their figures:
    ``compiled``, ``pure Python``, or ``partly compiled`` (some modules only)."""
    loaded = [running(module) for module in MODULES]
    if all(loaded):
        return "compiled"
    return "partly compiled" if any(loaded) else "pure Python"


def stale() -> list[str]:
    """The modules whose compiled file is older than their source."""
    old = []
    for module in MODULES:
        compiled = built(module)
        if compiled is not None and compiled.stat().st_mtime < (PACKAGE / module).stat().st_mtime:
            old.append(module)
    return old


def warn_if_stale() -> None:
    """Warn once if a compiled module is older than its source (it would run old code)."""
    old = stale()
    if old:
        warnings.warn(
            f"bullheads: compiled modules older than their source ({', '.join(old)}) are used; "
            "run `python scripts/compile.py` again, or `python scripts/compile.py --clean`",
            RuntimeWarning,
            stacklevel=2,
        )
