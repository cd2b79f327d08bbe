"""The compiled engine (bullheads.compiled, scripts/compile.py): the tests run on what
they mean to run, and a compiled module older than its source is named.

scripts/check runs the whole suite on the pure-Python package, then the engine's tests
again on a compiled copy with BULLHEADS_COMPILED=1; each run checks here that every
module of `MODULES` is loaded as that run expects.
"""

from __future__ import annotations

import importlib
import os
import warnings
from pathlib import Path

import pytest

from bullheads import compiled
from bullheads.compiled import MODULES, PACKAGE

EXPECTED = os.environ.get("BULLHEADS_COMPILED") == "1"


@pytest.mark.parametrize("module", MODULES)
def test_each_engine_module_is_loaded_compiled_exactly_when_the_run_says_so(module: str) -> None:
    where = importlib.import_module(compiled.name(module)).__file__
    hint = "" if EXPECTED else " (run `python scripts/compile.py --clean` before the tests)"
    assert compiled.running(module) == EXPECTED, f"{where} is loaded{hint}"
    assert where is not None and where.endswith(".py") != EXPECTED


def test_a_compiled_module_older_than_its_source_is_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    package = tmp_path / "bullheads"
    for module in MODULES:
        (package / module).parent.mkdir(parents=True, exist_ok=True)
        (package / module).write_text("")
    module = MODULES[0]
    built = (package / module).with_suffix(".cpython-311-x86_64-linux-gnu.so")
    built.write_text("")
    os.utime(built, (1_000_000, 1_000_000))
    monkeypatch.setattr(compiled, "PACKAGE", package)
    monkeypatch.setattr(compiled, "EXTENSION_SUFFIXES", [".cpython-311-x86_64-linux-gnu.so"])
    assert compiled.stale() == [module]
    with pytest.warns(RuntimeWarning, match=module):
        compiled.warn_if_stale()
    os.utime(built)  # compiled again: newer than the source
    assert compiled.stale() == []
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        compiled.warn_if_stale()


def test_the_modules_named_exist() -> None:
    assert all((PACKAGE / module).is_file() for module in MODULES)


def test_the_engine_named_is_the_one_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the benchmarks print beside their figures."""
    assert compiled.engine() == ("compiled" if EXPECTED else "pure Python")
    monkeypatch.setattr(compiled, "running", lambda module: module == MODULES[0])
    assert compiled.engine() == "partly compiled"
