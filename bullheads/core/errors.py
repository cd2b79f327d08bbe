"""The errors of the contract. Each carries a message a person can read."""

from __future__ import annotations


class BullheadsError(Exception):
    """Base of every error bullheads raises on purpose."""


class ConfigError(BullheadsError, ValueError):
    """A game configuration that the rules do not allow (e.g. 11 players)."""


class IllegalAction(BullheadsError):
    """An action the rules do not allow now; `reason` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RecordError(BullheadsError):
    """A record that cannot be read or replayed; the message names the bad part."""
