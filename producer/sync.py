"""A small blocking facade over Client, for scripts and non-async services.

>>> with SyncClient(ProducerSettings.load()) as client:
...     receipt = client.submit(make_job(text="Hello", target_lang="de"))
...     print(client.wait(receipt.job_id, timeout_s=30).translation)
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Sequence
from typing import Any, Self, TypeVar

from producer.client import Client, Receipt, Refusal
from producer.settings import ProducerSettings
from transq.contract import Job, Result, Status

T = TypeVar("T")


class SyncClient:
    """Owns a private event loop; every call runs one coroutine of the async Client on it."""

    def __init__(self, settings: ProducerSettings | None = None) -> None:
        self._runner = asyncio.Runner()
        settings = settings or ProducerSettings.load()
        # Built inside the loop so redis-py binds its connections to that loop.
        self._client = self._run(self._make(settings))

    @staticmethod
    async def _make(settings: ProducerSettings) -> Client:
        return Client.from_settings(settings)

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        return self._runner.run(coro)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._run(self._client.aclose())
        self._runner.close()

    def submit(self, job: Job) -> Receipt:
        return self._run(self._client.submit(job))

    def submit_many(self, jobs: Sequence[Job]) -> list[Receipt | Refusal]:
        return self._run(self._client.submit_many(jobs))

    def get(self, job_id: str) -> Result:
        return self._run(self._client.get(job_id))

    def wait(self, job_id: str, timeout_s: float = 60.0) -> Result:
        return self._run(self._client.wait(job_id, timeout_s))

    def wait_many(self, job_ids: Sequence[str], timeout_s: float = 60.0) -> dict[str, Result]:
        return self._run(self._client.wait_many(job_ids, timeout_s))

    def cancel(self, job_id: str) -> Status:
        return self._run(self._client.cancel(job_id))
