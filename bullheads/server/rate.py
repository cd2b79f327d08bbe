"""How often one sender may do something: at most `count` times in any `seconds`."""

from __future__ import annotations

import collections


class Rate:
    """A sliding window over the times of the recent allowed events (at most `count` kept).

    Used for a seat's chat lines (rooms.CHAT_RATE) and a connection's messages
    (protocol.FLOOD): a refused event is not counted, so a sender who waits is let in again.
    """

    def __init__(self, count: int, seconds: float) -> None:
        self.count = count
        self.seconds = seconds
        self.times: collections.deque[float] = collections.deque()

    def allow(self, now: float) -> bool:
        """Whether one more event at `now` (time.monotonic) is allowed; it is counted if so."""
        while self.times and now - self.times[0] > self.seconds:
            self.times.popleft()
        if len(self.times) >= self.count:
            return False
        self.times.append(now)
        return True
