"""The kernel's disk cache is kept for one version of its sources only (kernel/_jit.py).

numba drops a cached function when the file that defines it changes, not when a file it
inlines does; `fresh_cache` stamps each function's cache with a digest of every source
the compiled code is built from and empties it when the digest changes.
"""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest

pytest.importorskip(
    "numba", reason="the Take 6! kernel's extra is not installed (pip install -e '.[kernel]')"
)

import numba

from bullheads.games.take6.kernel._jit import PACKAGE, SOURCES, fresh_cache


def covered(path: Path) -> bool:
    """Whether `path` (a file of the package) is one of SOURCES or inside one."""
    relative = path.relative_to(PACKAGE).as_posix()
    return any(relative == source or relative.startswith(source + "/") for source in SOURCES)


def module_files(module: str, name: str) -> list[Path]:
    """The package's files that `from module import name` reads."""
    base = PACKAGE.joinpath(*module.split(".")[1:])
    files = [base / "__init__.py" if base.is_dir() else base.with_suffix(".py")]
    if (base / f"{name}.py").exists():
        files.append(base / f"{name}.py")
    return files


def test_every_module_the_compiled_code_imports_is_one_of_its_sources() -> None:
    """A module that compiles with the kernel's jit, and every module of the package it
    imports from, must be in SOURCES: an edit of any of them changes the digest."""
    compiling = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        imports = [node for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module]
        if not any(node.module == "bullheads.games.take6.kernel._jit" for node in imports):
            continue
        compiling.append(path)
        assert covered(path), f"{path} compiles kernel code but is not in SOURCES"
        for node in imports:
            assert node.module is not None
            if node.module.startswith("bullheads."):
                for alias in node.names:
                    for file in module_files(node.module, alias.name):
                        assert covered(file), f"{path} imports {file}, which is not in SOURCES"
    assert len(compiling) >= 8


def test_a_function_compiles_again_when_the_digest_of_its_sources_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cached function of a module of its own: loaded from the disk cache while the
    stamped digest is the same, compiled again when it is another."""
    (tmp_path / "cached_twice.py").write_text("def twice(x):\n    return 2 * x\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("cached_twice")

    def compiled_with(digest: str) -> tuple[bool, int, int]:
        dispatcher = numba.njit(cache=True)(module.twice)
        emptied = fresh_cache(dispatcher, digest)
        assert dispatcher(21) == 42
        stats = dispatcher.stats
        return emptied, stats.cache_hits[(numba.int64,)], stats.cache_misses[(numba.int64,)]

    try:
        assert compiled_with("first") == (True, 0, 1), "no stamp yet: the cache's sources are unknown"
        assert compiled_with("first") == (False, 1, 0)
        assert compiled_with("second") == (True, 0, 1)
        assert compiled_with("second") == (False, 1, 0)
    finally:
        sys.modules.pop("cached_twice", None)
