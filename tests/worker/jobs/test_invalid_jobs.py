"""Every job ends: bad payloads submitted through the documented SUBMIT script (and raw
stream entries) end with a ``failed`` result (``invalid_job``), wake their waiters, and are
dead-lettered with their job id. The worker is real; the engine is the gated test engine."""

from __future__ import annotations

import json
from typing import Any

import pytest
import redis.asyncio as aioredis

from producer.client import Client
from producer.commands.jobs import print_result
from producer.ops.dlq import DeadLetterQueue
from tests.engines import GatedEngine, fast_worker_settings
from tests.redis_reads import Entry, entries
from tests.waiting import until
from tests.worker.scheduling.test_queue import running_worker
from transq.contract import Lane, Status, epoch_ms, make_job
from transq.keys import Keys
from transq.scripts import SUBMIT
from transq.settings import QueueSettings
from worker.settings import WorkerSettings

GOOD: dict[str, Any] = {"schema_version": 1, "text": "Hello", "target_lang": "de", "priority": "interactive"}

# job id -> (payload as submitted, words the failure message must contain)
BAD_PAYLOADS: dict[str, tuple[bytes, str]] = {
    "bad-json": (b"{not json", "malformed job"),
    "bad-version": (json.dumps(GOOD | {"schema_version": 7, "job_id": "bad-version"}).encode(), "schema_version 7"),
    "bad-field": (json.dumps(GOOD | {"target_lang": "de\n", "job_id": "bad-field"}).encode(), "target_lang"),
    "unknown-field": (json.dumps(GOOD | {"colour": "red", "job_id": "unknown-field"}).encode(), "colour"),
    "same-lang": (json.dumps(GOOD | {"source_lang": "DE", "job_id": "same-lang"}).encode(), "same language"),
    "invisible": (json.dumps(GOOD | {"text": "\u200b\ufeff", "job_id": "invisible"}).encode(), "invisible"),
    "nul-meta": (json.dumps(GOOD | {"metadata": {"k": "a\u0000"}, "job_id": "nul-meta"}).encode(), "U+0000"),
    "other-id": (json.dumps(GOOD | {"job_id": "someone-else"}).encode(), "differs from the id 'other-id'"),
    "wrong-lane": (json.dumps(GOOD | {"job_id": "wrong-lane", "priority": "batch"}).encode(), "lane"),
}


@pytest.fixture
def settings(redis_url: str, queue_settings: QueueSettings) -> WorkerSettings:
    return fast_worker_settings(redis_url, queue_settings)


async def _submit_raw(redis: aioredis.Redis, keys: Keys, job_id: str, payload: bytes) -> None:
    """SUBMIT exactly as docs/protocol.md tells another language to: SCRIPT LOAD + EVALSHA."""
    sha = await redis.script_load(SUBMIT.lua)
    lane = keys.stream(Lane.INTERACTIVE)
    reply = await redis.evalsha(sha, 3, keys.job(job_id), lane, keys.config, payload, "interactive", 0)
    assert reply[0] == 1, reply


async def test_bad_payloads_through_submit_end_failed_with_their_job_id(
    client: Client, redis: aioredis.Redis, settings: WorkerSettings, keys: Keys
) -> None:
    await client.ping()
    await client.submit(make_job(text="warm", target_lang="de"))  # creates the groups
    for job_id, (payload, _) in BAD_PAYLOADS.items():
        await _submit_raw(redis, keys, job_id, payload)
    good = make_job(text="good", target_lang="de")
    await client.submit(good)
    async with running_worker(redis, settings, GatedEngine(True)):
        results = await client.wait_many([*BAD_PAYLOADS, good.job_id], timeout_s=10)
    assert results[good.job_id].translation == "GOOD", "reading went on"
    letters = DeadLetterQueue(redis, keys)
    for job_id, (payload, words) in BAD_PAYLOADS.items():
        result = results[job_id]
        assert result.status is Status.FAILED and result.error is not None, job_id
        assert result.error.code == "invalid_job" and not result.error.retryable
        assert words in result.error.message, (job_id, result.error.message)
        assert print_result(result, as_json=False) == 1
        again = await client.submit(make_job(text="Hello", target_lang="de", job_id=job_id))
        assert not again.created and again.status is Status.FAILED, "a resubmit sees the final state"
        assert 0 < await redis.ttl(keys.job(job_id)) <= settings.queue.result_ttl_s, "the record expires"
        # The waiter put the wake-up token back (PUT_BACK): the list keeps the job's expiry.
        assert 0 < await redis.ttl(keys.done(job_id)) <= settings.queue.result_ttl_s
        letter = await letters.find(job_id)
        assert letter.job_id == job_id and words in letter.reason
        assert letter.payload == payload
    assert await redis.xlen(keys.stream(Lane.INTERACTIVE)) == 0


@pytest.mark.parametrize(
    ("payload", "job_id"),
    [
        # No id field (added without SUBMIT): the id of a partly valid payload is used.
        ({"schema_version": 2, "job_id": "raw-v2", "text": "x", "target_lang": "de"}, "raw-v2"),
        (GOOD | {"job_id": "raw-lang", "target_lang": "xx"}, "raw-lang"),
        (GOOD | {"job_id": "raw-batch", "priority": "batch"}, "raw-batch"),
        # An id that is not a valid job id cannot name a record: dead-lettered only.
        (GOOD | {"job_id": "raw-1\n", "target_lang": "fr"}, None),
    ],
)
async def test_raw_entries_end_their_job_when_an_id_can_be_trusted(
    client: Client,
    redis: aioredis.Redis,
    settings: WorkerSettings,
    payload: dict[str, Any],
    job_id: str | None,
) -> None:
    keys = settings.queue.keys()
    await client.ping()
    await client.submit(make_job(text="warm", target_lang="de"))
    await redis.xadd(keys.stream(Lane.INTERACTIVE), {"job": json.dumps(payload).encode()})
    async with running_worker(redis, settings, GatedEngine(True)):
        [(_, dead)] = await _dead_letters(redis, keys)
    assert dead[b"job_id"] == (job_id or "").encode()
    if job_id is not None:
        result = await client.get(job_id)
        assert result.status is Status.FAILED and result.error is not None
        assert result.error.code == "invalid_job"


async def test_raw_entry_past_its_deadline_ends_expired(
    client: Client, redis: aioredis.Redis, settings: WorkerSettings, keys: Keys
) -> None:
    await client.ping()
    await client.submit(make_job(text="warm", target_lang="de"))
    late = GOOD | {"job_id": "raw-late", "deadline_ms": epoch_ms() - 60_000}
    await redis.xadd(keys.stream(Lane.INTERACTIVE), {"job": json.dumps(late).encode()})
    async with running_worker(redis, settings, GatedEngine(True)):

        async def ended() -> Status | None:
            # No record exists before the worker reads the entry, so wait() cannot be used.
            found = (await client.get_many(["raw-late"]))["raw-late"]
            return found.status if found and found.final else None

        assert await until(ended, 10, "the job to end") is Status.EXPIRED


async def _dead_letters(redis: aioredis.Redis, keys: Keys) -> list[Entry]:
    async def one() -> bool:
        return await redis.xlen(keys.dead) >= 1

    await until(one, 10, "the entry to be dead-lettered")
    return await entries(redis, keys.dead)
