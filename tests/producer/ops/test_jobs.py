"""The job index and `python -m producer jobs list|show|retry`: the gateway's submits land in
the index at once and every other job when a worker starts it, it stays bounded and
expires, filters and pages find every job once, and a retry of a failed job ends in one
more attempt run by a real (in-process) worker."""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys
from typing import Any

import redis.asyncio as aioredis

from producer.client import Client
from producer.ops import JobFilter, JobIndex, JobRetry
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.ops_helpers import ops_worker_settings, run_cli, served_worker
from tests.producer.ops.test_dlq import dead_letters, poison
from transq import script_calls
from transq.contract import Status, epoch_ms, make_job
from transq.errors import CannotRetry
from transq.keys import Keys
from transq.scripts import SUBMIT, register


async def test_the_index_is_bounded_and_expires_with_the_results(
    redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    queue = producer_settings.queue.model_copy(update={"index_max_jobs": 5, "result_ttl_s": 3600})
    keys = queue.keys()
    stale = epoch_ms() - 2 * 3600 * 1000  # submitted two hours ago: older than the result TTL
    await redis.zadd(keys.jobs_index, {"stale-job": stale})
    async with Client(redis, queue, index=True) as client:  # as the gateway's submits
        jobs = [make_job(text=f"Text {i}", target_lang="de", job_id=f"b-{i}") for i in range(8)]
        for job in jobs:
            await client.submit(job)
        members: list[Any] = await redis.zrange(keys.jobs_index, 0, -1)
        ids = [m.decode() for m in members]
        assert ids == [f"b-{i}" for i in range(3, 8)]  # the newest 5; the stale one is gone
        assert 3500 < await redis.ttl(keys.jobs_index) <= 3600
        await client.submit(jobs[7])  # a duplicate submit adds nothing
        assert await redis.zcard(keys.jobs_index) == 5


async def test_filters_and_pages_find_every_job_once(client: Client, redis: aioredis.Redis) -> None:
    client = Client(redis, client.queue, index=True)  # the gateway's submits index at once
    batch = [make_job(text=f"B {i}", target_lang="de", priority="batch", job_id=f"bat-{i}") for i in range(7)]
    live = [make_job(text=f"I {i}", target_lang="fr", job_id=f"int-{i}") for i in range(5)]
    await client.submit_many(batch)
    for job in live:
        await client.submit(job)  # one by one, the way the CLI does
    await client.cancel("int-2")
    index = JobIndex(redis, client.keys, chunk=3)
    seen, cursor = [], None
    while True:
        page = await index.page(JobFilter(lane="batch"), limit=2, cursor=cursor)
        seen += [row.job_id for row in page.rows]
        if not page.next_cursor or not page.rows:
            break
        cursor = page.next_cursor
    assert sorted(seen) == sorted(j.job_id for j in batch) and len(seen) == len(set(seen))
    cancelled = await index.page(JobFilter(statuses=frozenset({"cancelled"})))
    assert [r.job_id for r in cancelled.rows] == ["int-2"]
    newest = await index.page(limit=1)
    assert newest.rows[0].job_id == "int-4" and newest.rows[0].preview == "I 4"
    narrow = JobIndex(redis, client.keys, chunk=2, scan_max=4)
    stopped = await narrow.page(JobFilter(error_code="nothing-has-it"))
    assert stopped.stopped_early and stopped.scanned == 4 and stopped.next_cursor


async def test_cli_lists_shows_and_retries_a_failed_job(
    redis_url: str, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    keys: Keys = producer_settings.queue.keys()
    engine = GatedEngine(open_by_default=True, reject_output={"Leaky text": "prompt_leak"})
    settings = ops_worker_settings(redis_url, producer_settings.queue)
    submitted = await run_cli(redis_url, keys, "submit", "Leaky text", "--to", "de", "--id", "cli-1")
    assert submitted.rc == 0, submitted.err
    # A service's SUBMIT may not write the index: the job joins it when a worker starts it.
    assert await redis.zcard(keys.jobs_index) == 0
    async with served_worker(redis, settings, engine):
        async with Client.from_settings(producer_settings) as client:
            failed = await client.wait("cli-1", timeout_s=20)
        assert failed.status is Status.FAILED and failed.attempts == 1
        listed = await run_cli(redis_url, keys, "jobs", "list", "--status", "failed", "--json")
        assert listed.rc == 0, listed.err
        [row] = json.loads(listed.out)["jobs"]
        assert row["job_id"] == "cli-1" and row["error_code"] == "prompt_leak" and row["worker"] == "w-ops"
        piped = await run_cli(redis_url, keys, "jobs", "list")
        header, first = piped.out.split("\n")[:2]
        assert header.split("\t") == ["job_id", "status", "lane", "submitted_ms", "attempts", "worker", "error_code",
                                      "owner"]  # fmt: skip
        assert first.split("\t")[:3] == ["cli-1", "failed", "interactive"]
        shown = await run_cli(redis_url, keys, "jobs", "show", "cli-1", "--json")
        detail = json.loads(shown.out)
        assert detail["error"]["code"] == "prompt_leak" and detail["payload_kept"] is True
        assert detail["preview"] == "L•••• t•••" and "Leaky" not in shown.out
        engine.reject_output.clear()  # the cause is fixed: a retry can succeed now
        retried = await run_cli(redis_url, keys, "jobs", "retry", "cli-1")
        assert retried.rc == 0 and "retrying job cli-1" in retried.out, retried.err
        async with Client.from_settings(producer_settings) as client:
            done = await client.wait("cli-1", timeout_s=20)
        assert done.status is Status.SUCCEEDED and done.attempts == 2 and done.translation == "LEAKY TEXT"
        after = json.loads((await run_cli(redis_url, keys, "jobs", "show", "cli-1", "--json")).out)
        assert after["submitted_ms"] == detail["submitted_ms"]  # the first submit, not the retry's time
        assert after["retries"] == 1 and after["status"] == "succeeded"
        assert after["payload_kept"] is bool(await redis.hget(keys.job("cli-1"), "payload"))
        shown_text = (await run_cli(redis_url, keys, "jobs", "show", "cli-1")).out
        assert "jobs retry" not in shown_text
        again = await run_cli(redis_url, keys, "jobs", "retry", "cli-1")
        assert again.rc == 2 and again.err.strip() == (
            "error: job cli-1 is succeeded: only failed or expired jobs can be retried"
        )
    missing = await run_cli(redis_url, keys, "jobs", "show", "no-such-job")
    assert missing.rc == 3 and missing.err.count("\n") == 1
    bad = await run_cli(redis_url, keys, "jobs", "list", "--since", "yesterday")
    assert bad.rc == 2 and bad.err.count("\n") == 1


async def test_a_job_that_can_never_run_is_refused_saying_why(
    redis_url: str, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    keys = producer_settings.queue.keys()
    submit = register(redis, SUBMIT)
    bad = json.dumps({"schema_version": 1, "job_id": "inv-1", "text": "x", "target_lang": ""})
    reply = await script_calls.submit(
        submit, job_key=keys.job("inv-1"), lane_stream=keys.stream(make_job(text="a", target_lang="de").priority),
        config_key=keys.config, job_json=bad, lane="interactive", max_backlog=0,
    )  # fmt: skip
    assert reply.code == 1
    engine = GatedEngine(open_by_default=True)
    worker_settings = ops_worker_settings(redis_url, producer_settings.queue)
    async with served_worker(redis, worker_settings, engine), Client.from_settings(producer_settings) as client:
        failed = await client.wait("inv-1", timeout_s=20)
    assert failed.error is not None and failed.error.code == "invalid_job"
    retry = JobRetry(redis, keys)
    assert "can never run (invalid_job" in await retry.why_not("inv-1")
    shown = await run_cli(redis_url, keys, "jobs", "show", "inv-1")
    assert "jobs retry" not in shown.out and "retry: not possible: job inv-1 can never run (invalid_job" in shown.out
    try:
        await retry.retry("inv-1")
    except CannotRetry as exc:
        assert "submit a corrected job" in str(exc)
    else:
        raise AssertionError("an invalid job was retried")
    assert await redis.xlen(keys.stream(make_job(text="a", target_lang="de").priority)) == 0


async def test_a_window_that_selects_no_job_is_refused_saying_why(redis_url: str, keys: Keys, client: Client) -> None:
    """Issue 41: ``--since 0m`` listed nothing and said only "no job matches"; a window of
    no time (or an --until at or before --since) selects nothing whatever is queued."""
    # As the gateway submits (a service's job joins the index when a worker starts it).
    await Client(client.redis, client.queue, index=True).submit(make_job(job_id="recent-1", text="a", target_lang="de"))
    for argv, said in [
        (["--since", "0m"], "is a window of 0 s, which selects no job"),
        (["--since", "0s"], "is a window of 0 s"),
        (["--since", "1h", "--until", "2h"], "the window selects no job"),
        (["--since", "1h", "--until", "1h"], "the window selects no job"),
    ]:
        refused = await run_cli(redis_url, keys, "jobs", "list", *argv)
        assert refused.rc == 2 and said in refused.err and refused.err.count("\n") == 1, (argv, refused.err)
        assert refused.out == ""
    listed = await run_cli(redis_url, keys, "jobs", "list", "--since", "1m", "--until", "0m")
    assert listed.rc == 0 and any(line.startswith("recent-1\t") for line in listed.out.splitlines()), listed


async def test_the_table_fits_80_columns_and_a_closed_pipe_ends_quietly(
    redis_url: str, client: Client, producer_settings: ProducerSettings
) -> None:
    """Document segment ids run to 52 characters: the table shortens them (whole in
    --json); ``jobs list | head -1`` ends with no message and exit 141."""
    keys = producer_settings.queue.keys()
    long_ids = [f"doc-{i}-4893ac9f298a47988eb8bb4a4b169e09:seg-000{i}:b4a5" for i in range(3)]
    assert len(long_ids[0]) >= 52
    # As the gateway submits documents (a service's job joins the index when a worker starts it).
    indexed = Client(client.redis, client.queue, index=True)
    await indexed.submit_many([make_job(text=f"Text {i}", target_lang="de", job_id=j) for i, j in enumerate(long_ids)])
    await client.cancel(long_ids[0])
    terminal = {"TTY_COMPATIBLE": "1", "COLUMNS": "80", "NO_COLOR": "1"}
    table = await run_cli(redis_url, keys, "jobs", "list", env=terminal)
    assert table.rc == 0, table.err
    lines = re.sub(r"\x1b\[[0-9;]*m", "", table.out).rstrip("\n").split("\n")  # the cells, without styles
    assert max(len(line) for line in lines) <= 80, table.out
    rows = [line for line in lines if "doc-" in line]
    assert len(rows) == 3 and all("…" in row and ("queued" in row or "cancelled" in row) for row in rows), table.out
    listed = json.loads((await run_cli(redis_url, keys, "jobs", "list", "--json")).out)
    assert sorted(j["job_id"] for j in listed["jobs"]) == sorted(long_ids)
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first write: EPIPE every time
    env = os.environ | {"TRANSQ_REDIS__URL": redis_url, "TRANSQ_QUEUE__NAMESPACE": keys.namespace,
                        "TRANSQ_QUEUE__NAME": keys.queue}  # fmt: skip
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "producer", "jobs", "list", stdout=write_end, stderr=asyncio.subprocess.PIPE, env=env
    )
    os.close(write_end)
    _, err = await asyncio.wait_for(proc.communicate(), 60)
    assert (proc.returncode, err.decode()) == (141, "")


async def test_show_tells_a_dead_lettered_job_can_be_retried_and_keeps_its_first_submit_time(
    client: Client, redis: aioredis.Redis, redis_url: str, producer_settings: ProducerSettings
) -> None:
    """A dead-lettered job's payload is in its dead letter: ``jobs show`` says it is kept
    and offers the retry that ``jobs retry`` then makes; after it, the job shows its first
    submit time and what is true of it now."""
    keys = producer_settings.queue.keys()
    job = await poison(client, redis, keys, "Poisoned text")
    settings = ops_worker_settings(redis_url, producer_settings.queue)
    async with served_worker(redis, settings, GatedEngine(open_by_default=True)):
        await dead_letters(redis, keys, 1)
        before = json.loads((await run_cli(redis_url, keys, "jobs", "show", job.job_id, "--json")).out)
        assert before["status"] == "failed" and before["error_code"] == "poison"
        assert before["payload_kept"] is True
        text = (await run_cli(redis_url, keys, "jobs", "show", job.job_id)).out
        assert f"retry: python -m producer jobs retry {job.job_id}" in text
        assert (await run_cli(redis_url, keys, "jobs", "retry", job.job_id)).rc == 0
        assert (await client.wait(job.job_id, timeout_s=20)).status is Status.SUCCEEDED
    after = json.loads((await run_cli(redis_url, keys, "jobs", "show", job.job_id, "--json")).out)
    assert after["submitted_ms"] == before["submitted_ms"] and after["retries"] == 1
    kept = await redis.hget(keys.job(job.job_id), "payload")
    assert after["payload_kept"] is bool(kept)
