"""The kernel's disk cache is kept for one version of its sources only (kernel/_jit.py).

numba drops a cached function when the file that defines it changes, not when a file it
inlines does; `fresh_cache` stamps a digest of every source the compiled code reads and
clears the cache when it changes. These tests need no compiling.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytest.importorskip(
    "numba", reason="the Take 6! kernel's extra is not installed (pip install -e '.[kernel]')"
)

from bullheads.games.take6.kernel._jit import CACHES, PACKAGE, SOURCES, STAMP, fresh_cache


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


def test_a_changed_source_clears_the_cached_functions(tmp_path: Path) -> None:
    source = tmp_path / "rules.py"
    source.write_text("LIMIT = 66\n")

    def cache_files() -> list[Path]:
        files = []
        for cache in CACHES:
            (tmp_path / cache).mkdir(parents=True, exist_ok=True)
            files += [tmp_path / cache / "f-1.py311.nbi", tmp_path / cache / "f-1.py311.1.nbc"]
        for file in files:
            file.write_bytes(b"compiled")
        return files

    files = cache_files()
    assert fresh_cache(tmp_path, ["rules.py"]), "no stamp yet: the cache's sources are unknown"
    assert not any(file.exists() for file in files)
    assert (tmp_path / STAMP).exists()
    files = cache_files()
    assert not fresh_cache(tmp_path, ["rules.py"])
    assert all(file.exists() for file in files)
    source.write_text("LIMIT = 67\n")
    assert fresh_cache(tmp_path, ["rules.py"])
    assert not any(file.exists() for file in files)
    assert not fresh_cache(tmp_path, ["rules.py"])
