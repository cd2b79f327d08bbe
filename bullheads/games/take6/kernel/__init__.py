"""The compiled batch kernel for Take 6! (numba): many rounds or games at once.

An optional extra (``pip install 'bullheads[kernel]'``): importing bullheads and playing
never need it. `available()` says whether it can be used; code that would be faster with
it calls `suggest()`, which says so once, quietly (logging at INFO level). The public API
is in `bullheads.games.take6.kernel.batch`; docs/kernel.md describes it.

The kernel is a second copy of the placement rules (T6-05..T6-10), the deal (T6-03), the
end rules (T6-11..T6-14) and the fan cards (FAN-EO, FAN-MT, FAN-COW, FAN-FLIP), kept for
speed; tests/test_take6_kernel.py checks it against the engine turn by turn.
"""

from __future__ import annotations

import importlib.util
import logging

from bullheads.games.take6.config import ProMode, Take6Config

EXTRA = "pip install 'bullheads[kernel]'"
"""How to install the kernel's extra (numba and numpy)."""

_log = logging.getLogger(__name__)
_suggested: set[str] = set()


def available() -> bool:
    """Whether the kernel's extra (numba, numpy) is installed."""
    return all(importlib.util.find_spec(name) is not None for name in ("numba", "numpy"))


def uncovered(config: Take6Config) -> str | None:
    """What of `config` the kernel does not play, said for an error message, or None when
    it plays all of it. Not covered: the professional open draft (T6-15: it deals the
    professional deck instead). Asked by the kernel's API, which refuses such a config,
    and by the code that falls back to the engine for one (the search, the AEC env)."""
    if config.professional is ProMode.DRAFT:
        return "the kernel plays the professional deal mode: the open draft is not covered"
    return None


def suggest(where: str) -> bool:
    """Whether the kernel is available; if not, log once per `where` that it would help there."""
    if available():
        return True
    if where not in _suggested:
        _suggested.add(where)
        _log.info("%s would run faster with the compiled Take 6! kernel (%s)", where, EXTRA)
    return False
