"""The compiled batch kernel for Take 6! (numba): many rounds or games at once.

An optional extra (``pip install 'bullheads[kernel]'``): importing bullheads and playing
never need it. `available()` says whether it can be used; code that would be faster with
it calls `suggest()`, which says so once, quietly (logging at INFO level). The public API
is in `bullheads.games.take6.kernel.batch`; docs/kernel.md describes it.

The kernel is a second copy of the placement rules (T6-05..T6-10), the deal (T6-03), the
end rules (T6-11..T6-14) and the fan cards on the rows (FAN-EO, FAN-MT, FAN-COW), kept for
speed; tests/test_take6_kernel.py checks it against the engine turn by turn.
"""

from __future__ import annotations

import importlib.util
import logging

EXTRA = "pip install 'bullheads[kernel]'"
"""How to install the kernel's extra (numba and numpy)."""

_log = logging.getLogger(__name__)
_suggested: set[str] = set()


def available() -> bool:
    """Whether the kernel's extra (numba, numpy) is installed."""
    return all(importlib.util.find_spec(name) is not None for name in ("numba", "numpy"))


def suggest(where: str) -> bool:
    """Whether the kernel is available; if not, log once per `where` that it would help there."""
    if available():
        return True
    if where not in _suggested:
        _suggested.add(where)
        _log.info("%s would run faster with the compiled Take 6! kernel (%s)", where, EXTRA)
    return False
