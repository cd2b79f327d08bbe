"""The one place the kernel meets numba: a typed `jit` decorator.

Every kernel function is compiled without Python objects and cached on disk, so only the
first run on a machine pays the compile time (minutes: see docs/benchmarks.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

try:
    import numba
except ModuleNotFoundError as error:  # pragma: no cover - the extra is installed in CI
    from bullheads.games.take6.kernel import EXTRA

    raise ModuleNotFoundError(f"the Take 6! kernel needs its extra: {EXTRA}") from error

F = TypeVar("F", bound=Callable[..., Any])
OPTIONS: dict[str, Any] = {"cache": True, "_nrt": False, "inline": "always"}
"""Cached on disk; no reference counting (the kernel allocates nothing, its callers own
every array); every call inlined, so the games' arrays are not passed from call to call."""


def jit(function: F) -> F:
    """`function` compiled by numba (nopython mode, cached)."""
    return cast(F, numba.njit(**OPTIONS)(function))
