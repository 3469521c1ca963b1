"""Waiting for many jobs with progress (producer.batch.wait_batch builds on it).

Client.wait_many blocks until *all* jobs end; a batch of thousands of segments needs to
hear about each one as it ends (a progress bar), without reading every job each time.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from producer.client import Client
from transq.contract import Result
from transq.errors import WaitTimeout

_WINDOW = 256  # jobs whose end the waiter blocks on at once (BLPOP keys)
_FULL_REFRESH_S = 5.0

OnChange = Callable[[dict[str, Result | None]], None]


async def wait_jobs(
    client: Client, job_ids: dict[str, str], *, timeout_s: float, on_change: OnChange | None = None
) -> dict[str, Result | None]:
    """Block until every job in ``job_ids`` (name -> job id) is final or gone (None).
    ``on_change`` gets the results so far, by name, whenever some job ends. Raises
    WaitTimeout; the jobs go on."""
    return await _Waiter(client, job_ids, on_change).run(timeout_s)


def _raise_if_cancelled() -> None:
    """Stop a cancelled waiter even if redis-py swallowed the CancelledError: it can when
    the cancellation lands inside a read (redis/redis-py#2028), and the waiter would
    then go on until its timeout (a Ctrl-C that does not stop the CLI)."""
    task = asyncio.current_task()
    if task is not None and task.cancelling():
        raise asyncio.CancelledError


class _Waiter:
    """Blocks on the done lists of a window of unfinished jobs (the oldest first, the
    order a worker takes them), reads the window when one ends, and all unfinished jobs
    now and then, so a job ending outside the window is seen too."""

    def __init__(self, client: Client, job_ids: dict[str, str], on_change: OnChange | None) -> None:
        self.client = client
        self.job_ids = job_ids
        self.on_change = on_change
        self.results: dict[str, Result | None] = {}
        self.open = list(job_ids)
        self.name_of = {job_id: name for name, job_id in job_ids.items()}

    async def run(self, timeout_s: float) -> dict[str, Result | None]:
        deadline = time.monotonic() + timeout_s
        await self._read(self.open)
        last_full = time.monotonic()
        while self.open:
            left_s = deadline - time.monotonic()
            if left_s <= 0:
                raise WaitTimeout([self.job_ids[k] for k in self.open], timeout_s)
            window = self.open[:_WINDOW]
            woken = await self.client.wait_any([self.job_ids[k] for k in window], min(left_s, 1.0))
            # The job that woke us, or (after a quiet second) the window; every few
            # seconds all unfinished jobs.
            names = [self.name_of[woken]] if woken in self.name_of else window
            if time.monotonic() - last_full >= _FULL_REFRESH_S:
                names, last_full = self.open, time.monotonic()
            await self._read(names)
            _raise_if_cancelled()
        return self.results

    async def _read(self, names: list[str]) -> None:
        states = await self.client.get_many([self.job_ids[k] for k in names])
        ended = 0
        for name in names:
            state = states[self.job_ids[name]]
            self.results[name] = state
            ended += state is None or state.final
        if ended:
            self.open = [k for k in self.open if (r := self.results.get(k)) is not None and not r.final]
        if self.on_change is not None and (ended or len(names) == len(self.job_ids)):
            self.on_change(self.results)
