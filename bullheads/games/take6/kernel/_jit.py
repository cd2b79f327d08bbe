"""The one place the kernel meets numba: a typed `jit` decorator, and its disk cache.

Every kernel function is compiled without Python objects and cached on disk, so only the
first run on a machine pays the compile time (minutes: see docs/benchmarks.md).

numba keeps a cached function until the contents of the file that defines it change,
but the kernel's entry points inline functions and constants of other files (the rules,
the policies, the bot's valuation): after an edit of kernel/rules.py alone, say, the
search and the environments would go on running the old rules from the cache (an edit
of the bot's valuation alone was seen to leave the search's worlds valued the old way).
So each compiled function's cache is kept for one version of the sources only
(`fresh_cache`): a digest of every file the compiled code is built from (SOURCES) is
stamped beside it, and when the digest differs its cache is emptied and it compiles
again, wherever numba keeps that cache.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar, cast

try:
    import numba
except ModuleNotFoundError as error:  # pragma: no cover - the extra is installed in CI
    from bullheads.games.take6.kernel import EXTRA

    raise ModuleNotFoundError(f"the Take 6! kernel needs its extra: {EXTRA}") from error

PACKAGE = Path(__file__).resolve().parents[3]
"""The directory of the bullheads package."""
SOURCES = (
    "games/take6",
    "bots/take6_outlook.py",
    "bots/take6_heuristic.py",
    "envs/take6_kernel.py",
    "envs/take6_batch.py",
    "envs/take6.py",
    "envs/table.py",
    "core/errors.py",
    "core/state.py",
)
"""The package's files (or directories of them) that the compiled functions are built
from: the modules that define them, and every module of the package those import
(tests/test_take6_kernel_cache.py checks that none is missing)."""


def sources_digest(package: Path, sources: Iterable[str]) -> str:
    """A digest of the contents (and relative paths) of the .py files of `sources`."""
    files: list[Path] = []
    for source in sources:
        path = package / source
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


DIGEST = sources_digest(PACKAGE, SOURCES)
"""The digest of the sources this process compiles from."""


def fresh_cache(dispatcher: Any, digest: str = DIGEST) -> bool:
    """Empty the disk cache of `dispatcher` (a function compiled by numba with a cache)
    unless it was stamped with `digest` (module docstring); whether it was emptied. A
    cache numba cannot write to is left as it is."""
    cache = dispatcher._cache  # numba's per-function disk cache (numba is pinned)
    function = dispatcher.py_func
    stamp = Path(cache.cache_path) / f"{function.__module__}.{function.__qualname__}.sources"
    try:
        if stamp.read_text() == digest:
            return False
    except OSError:
        pass
    try:
        cache.flush()
        stamp.write_text(digest)
    except OSError:
        return False
    return True


F = TypeVar("F", bound=Callable[..., Any])
OPTIONS: dict[str, Any] = {"cache": True, "_nrt": False, "inline": "always"}
"""Cached on disk; no reference counting (the kernel allocates nothing, its callers own
every array); every call inlined, so the games' arrays are not passed from call to call."""


def jit(function: F) -> F:
    """`function` compiled by numba (nopython mode, cached for these sources)."""
    return _cached(function, OPTIONS)


APART: dict[str, Any] = {"cache": True, "_nrt": False}
"""The options of `jit_apart`: as OPTIONS, but not inlined."""


def jit_apart(function: F) -> F:
    """`function` compiled like `jit`, but called rather than inlined: for a large step
    called once per world of the search (kernel/search.py), where inlining its whole call
    tree into every caller would multiply the compile time (the search's entry point took
    over 5 minutes of CPU so). A call passes every array of `Games` on the stack, and
    with such calls made for every candidate the search's time hung on the layout of
    those arguments (docs/benchmarks.md), so its rollout levels make them once per world.
    The expert level still calls `value.features` and `value.predict` for every seat and
    candidate; its time did not move with the layout."""
    return _cached(function, APART)


def _cached(function: F, options: dict[str, Any]) -> F:
    """`function` compiled by numba with `options`, its disk cache kept for these sources."""
    dispatcher = numba.njit(**options)(function)
    fresh_cache(dispatcher)
    return cast(F, dispatcher)


def compiled(function: Callable[..., Any], *example: Any) -> Callable[..., Any]:
    """`function` (compiled by `jit`) for the argument types of `example`, to be called
    without numba's dispatcher: its type checks cost about 7 µs for the 32 arrays of
    `Games`, more than a turn of the game, which matters for calls made once per env
    step. Every later call must pass arguments of the same types as `example`."""
    dispatcher = cast(Any, function)
    typeof = cast(Callable[[Any], Any], numba.typeof)
    signature = tuple(typeof(value) for value in example)
    return cast(Callable[..., Any], dispatcher.compile(signature))
