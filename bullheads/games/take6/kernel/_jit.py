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
    return cast(F, numba.njit(**APART)(function))


def compiled(function: Callable[..., Any], *example: Any) -> Callable[..., Any]:
    """`function` (compiled by `jit`) for the argument types of `example`, to be called
    without numba's dispatcher: its type checks cost about 7 µs for the 32 arrays of
    `Games`, more than a turn of the game, which matters for calls made once per env
    step. Every later call must pass arguments of the same types as `example`."""
    dispatcher = cast(Any, function)
    typeof = cast(Callable[[Any], Any], numba.typeof)
    signature = tuple(typeof(value) for value in example)
    return cast(Callable[..., Any], dispatcher.compile(signature))
