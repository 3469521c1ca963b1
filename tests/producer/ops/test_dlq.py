"""``python -m producer dlq``: entries the worker dead-lettered can be listed, shown,
requeued (a worker then runs them, same job id) and purged; whole-stream actions ask first."""

from __future__ import annotations

import io
import json

import redis.asyncio as aioredis

from producer.client import Client
from producer.commands.dlq import confirm
from tests.engines import GatedEngine
from tests.ops_helpers import ops_worker_settings, run_cli, served_worker
from tests.redis_reads import entries, hash_field, hash_of
from tests.waiting import until
from transq.contract import ErrorInfo, Job, Lane, Result, Status, make_job
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.redis.stream import JobStream


async def poison(client: Client, redis: aioredis.Redis, keys: Keys, text: str) -> Job:
    """A job three consumers took and died on: the next worker dead-letters it."""
    job = make_job(text=text, target_lang="de", priority="batch")
    await client.submit(job)
    stream = keys.stream(Lane.BATCH)
    await redis.xreadgroup(keys.group, "dead-1", {stream: ">"}, count=1)
    entry_id = (await hash_field(redis, keys.job(job.job_id), "entry")).decode()
    for consumer in ("dead-2", "dead-3"):
        await redis.xclaim(stream, keys.group, consumer, 0, [entry_id])
    return job


async def dead_letters(redis: aioredis.Redis, keys: Keys, count: int) -> list[tuple[bytes, dict[bytes, bytes]]]:
    async def enough() -> list[tuple[bytes, dict[bytes, bytes]]] | None:
        rows = await entries(redis, keys.dead)
        return rows if len(rows) == count else None

    rows: list[tuple[bytes, dict[bytes, bytes]]] = await until(enough, 10, f"{count} dead letters")
    return rows


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


async def test_requeue_gives_the_job_a_fresh_state_and_a_worker_runs_it(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = await poison(client, redis, keys, "second chance")
    settings = ops_worker_settings(redis_url, queue_settings)
    async with served_worker(redis, settings, GatedEngine(open_by_default=True)):
        assert (await client.wait(job.job_id, timeout_s=10)).status is Status.FAILED
        [(entry, _)] = await dead_letters(redis, keys, 1)
        listed = await run_cli(redis_url, keys, "dlq", "list", "--json")
        shown = await run_cli(redis_url, keys, "dlq", "show", job.job_id, "--json")
        requeued = await run_cli(redis_url, keys, "dlq", "requeue", entry.decode())
        assert requeued.rc == 0, requeued.err
        result = await client.wait(job.job_id, timeout_s=10)
    assert json.loads(listed.out)["total"] == 1
    [summary] = json.loads(listed.out)["entries"]
    assert summary["entry_id"] == entry.decode() and summary["job_id"] == job.job_id and summary["lane"] == "batch"
    assert summary["deliveries"] == 4 and "delivered 3 times" in summary["reason"]
    assert json.loads(shown.out)["job"] == json.loads(job.to_wire())
    assert requeued.out.startswith(f"requeued job {job.job_id} on lane batch")
    assert result.status is Status.SUCCEEDED and result.translation == "SECOND CHANCE"
    assert result.attempts == 1, "a fresh job state: attempts start again"
    assert await redis.xlen(keys.dead) == 0
    again = await run_cli(redis_url, keys, "dlq", "requeue", entry.decode())
    assert again.rc == 3 and "not found" in again.err


async def test_requeue_resets_state_atomically_without_a_worker(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = await poison(client, redis, keys, "later")
    async with served_worker(redis, ops_worker_settings(redis_url, queue_settings), GatedEngine()):
        assert (await client.wait(job.job_id, timeout_s=10)).status is Status.FAILED
    assert await redis.exists(keys.done(job.job_id)) == 1, "the failure woke waiters"
    requeued = await run_cli(redis_url, keys, "dlq", "requeue", job.job_id)
    assert requeued.rc == 0, requeued.err
    state = await hash_of(redis, keys.job(job.job_id))
    [(entry, fields)] = await entries(redis, keys.stream(Lane.BATCH))
    assert state == {
        "status": "queued", "lane": "batch", "entry": entry.decode(), "attempts": "0",
        "enqueued_ms": state["enqueued_ms"],
    }  # fmt: skip
    assert fields == {b"job": job.to_wire(), b"id": job.job_id.encode()}
    assert await redis.exists(keys.done(job.job_id)) == 0, "a stale wake-up token would make waiters spin"
    assert await redis.ttl(keys.job(job.job_id)) == -1, "a queued job does not expire"
    assert (await client.get(job.job_id)).status is Status.QUEUED


async def test_requeue_refuses_what_cannot_run(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    await redis.xadd(keys.stream(Lane.INTERACTIVE), {"job": b"{broken"})
    async with served_worker(redis, ops_worker_settings(redis_url, queue_settings), GatedEngine()):
        [(entry, _)] = await dead_letters(redis, keys, 1)
    malformed = await run_cli(redis_url, keys, "dlq", "requeue", entry.decode())
    assert malformed.rc == 2 and "holds no valid job" in malformed.err and "purge it" in malformed.err
    assert "can never run (invalid_job)" in malformed.err
    unknown = await run_cli(redis_url, keys, "dlq", "show", "no-such-job")
    assert unknown.rc == 3 and unknown.err.count("\n") == 1
    usage = await run_cli(redis_url, keys, "dlq", "requeue")
    assert usage.rc == 2 and "--all" in usage.err
    assert await redis.xlen(keys.dead) == 1, "nothing was changed"


async def test_whole_stream_actions_need_confirmation(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    jobs = [await poison(client, redis, keys, f"p{n}") for n in range(3)]
    async with served_worker(redis, ops_worker_settings(redis_url, queue_settings), GatedEngine()):
        await client.wait_many([j.job_id for j in jobs], timeout_s=10)
    for action in (["purge"], ["requeue", "--all"]):
        refused = await run_cli(redis_url, keys, "dlq", *action)
        assert refused.rc == 2 and refused.err.count("\n") == 1 and "pass --yes" in refused.err, refused.err
    assert await redis.xlen(keys.dead) == 3
    purged = await run_cli(redis_url, keys, "dlq", "purge", "--yes")
    assert purged.rc == 0 and purged.out == "purged 3 dead-letter entries\n", purged.err
    assert await redis.xlen(keys.dead) == 0
    jobs = [await poison(client, redis, keys, f"q{n}") for n in range(2)]
    async with served_worker(redis, ops_worker_settings(redis_url, queue_settings, worker_id="w-2"), GatedEngine()):
        await client.wait_many([j.job_id for j in jobs], timeout_s=10)
    requeued = await run_cli(redis_url, keys, "dlq", "requeue", "--all", "--yes")
    assert requeued.rc == 0 and requeued.out == "requeued 2 jobs; skipped 0\n", requeued.err
    assert await redis.xlen(keys.dead) == 0 and await redis.xlen(keys.stream(Lane.BATCH)) == 2
    assert {(await client.get(j.job_id)).status for j in jobs} == {Status.QUEUED}


def test_confirm_asks_on_a_terminal_only() -> None:
    assert confirm("purge?", assume_yes=False, stdin=FakeTerminal("y\n"))
    assert not confirm("purge?", assume_yes=False, stdin=FakeTerminal("\n")), "the default is no"
    assert confirm("purge?", assume_yes=True, stdin=io.StringIO(""))


async def test_requeue_never_replaces_a_result_the_dead_letter_did_not_make(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    """A dead letter naming a finished job whose result it did not produce (an entry a
    producer added under that job's id, dead-lettered without failing the job): even a
    payload the worker could run is not put back, and the job's result stays (REQUEUE's
    own check, whatever the caller checked before)."""
    job = make_job(text="finished", target_lang="de")
    await client.submit(job)
    async with served_worker(redis, ops_worker_settings(redis_url, queue_settings), GatedEngine(open_by_default=True)):
        assert (await client.wait(job.job_id, timeout_s=10)).translation == "FINISHED"
    await redis.xadd(keys.stream(Lane.INTERACTIVE), {"job": job.to_wire(), "id": job.job_id})
    stream = JobStream(redis, keys, "w-dlq", 60)
    [delivery] = await stream.read(Lane.INTERACTIVE, 1)
    failed = Result(job_id=job.job_id, status=Status.FAILED, error=ErrorInfo(code="invalid_job", message="test"))
    await stream.dead_letter(delivery, "invalid job: test", failed)  # as the worker does: the job keeps its result
    requeued = await run_cli(redis_url, keys, "dlq", "requeue", job.job_id)
    assert requeued.rc == 2 and requeued.err.count("\n") == 1, requeued.err
    assert f"job {job.job_id} has a final result (succeeded) that this entry did not produce" in requeued.err
    result = await client.get(job.job_id)
    assert (result.status, result.translation) == (Status.SUCCEEDED, "FINISHED")
    assert await redis.xlen(keys.dead) == 1 and await redis.xlen(keys.stream(Lane.INTERACTIVE)) == 0
