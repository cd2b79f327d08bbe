"""bullheads: the open-source home of the Take 6 family of card games."""

from bullheads.compiled import warn_if_stale

__version__ = "0.1.0"

warn_if_stale()
