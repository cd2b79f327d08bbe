"""Where games are played: local processes (the default) or a Ray cluster.

A backend maps a module-level function over a list of items and yields (index, result)
as each one finishes, in any order. Every game is seeded from its spec and number
only (bullheads.lab.match), so the results do not depend on the backend nor on the
order in which they finish; the callers sort them.
"""

from __future__ import annotations

import concurrent.futures
import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from bullheads.core.errors import BullheadsError

T = TypeVar("T")
R = TypeVar("R")

IN_FLIGHT_PER_WORKER = 4
"""Ray tasks kept submitted per CPU of the cluster: enough to keep it busy, few enough
that an interrupted run has not queued everything."""


class Backend(Protocol):
    """Runs `function` on every item; yields (index of the item, its result) as they end."""

    def imap(self, function: Callable[[T], R], items: Sequence[T]) -> Iterator[tuple[int, R]]: ...


class Local:
    """`jobs` local processes (1: in this process, no pool)."""

    def __init__(self, jobs: int | None = None) -> None:
        self.jobs = jobs or os.cpu_count() or 1

    def imap(self, function: Callable[[T], R], items: Sequence[T]) -> Iterator[tuple[int, R]]:
        if self.jobs <= 1 or len(items) <= 1:
            for index, item in enumerate(items):
                yield index, function(item)
            return
        with concurrent.futures.ProcessPoolExecutor(max_workers=min(self.jobs, len(items))) as pool:
            futures = {pool.submit(function, item): index for index, item in enumerate(items)}
            try:
                for future in concurrent.futures.as_completed(futures):
                    yield futures[future], future.result()
            finally:
                for future in futures:
                    future.cancel()


class Ray:
    """A Ray cluster: `address` "auto" joins the one running on this machine (or starts
    one with every core), any other address joins that cluster; a Ray instance this
    process has already started is used as it is. The cluster's workers must be able to
    import bullheads; this checkout is put on their path."""

    def __init__(self, address: str) -> None:
        try:
            import ray
        except ImportError:
            raise BullheadsError("--ray needs the ray package: pip install 'bullheads[ray]'") from None
        self.ray: Any = ray
        if not ray.is_initialized():
            source = str(Path(__file__).resolve().parents[2])
            runtime = {"env_vars": {"PYTHONPATH": source}}
            try:
                ray.init(address=address, runtime_env=runtime, log_to_driver=False)
            except ConnectionError:
                if address != "auto":
                    raise BullheadsError(f"cannot reach the Ray cluster at {address}") from None
                ray.init(runtime_env=runtime, include_dashboard=False, log_to_driver=False)

    def imap(self, function: Callable[[T], R], items: Sequence[T]) -> Iterator[tuple[int, R]]:
        ray = self.ray
        remote = ray.remote(function)
        limit = max(1, int(ray.cluster_resources().get("CPU", 1))) * IN_FLIGHT_PER_WORKER
        pending: dict[Any, int] = {}
        queue = iter(enumerate(items))
        try:
            while True:
                for index, item in queue:
                    pending[remote.remote(item)] = index
                    if len(pending) >= limit:
                        break
                if not pending:
                    return
                done, _ = ray.wait(list(pending), num_returns=1)
                for reference in done:
                    yield pending.pop(reference), ray.get(reference)
        finally:
            for reference in pending:
                ray.cancel(reference)


def backend(jobs: int | None = None, ray: str | None = None) -> Backend:
    """Ray when an address is given, else `jobs` local processes."""
    return Ray(ray) if ray else Local(jobs)
