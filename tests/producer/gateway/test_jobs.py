"""/v1/jobs over HTTP: submit, read, long-poll, cancel, events, and every error as
problem+json with the status the CLI's exit code maps to."""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx
import redis.asyncio as aioredis
from fastapi import FastAPI

from devtools.redis_server import RedisServer
from producer.gateway.app import create_app
from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.gateway_support import (  # noqa: F401 - fixtures
    NOOP_WORKER_ENV,
    app,
    gateway_settings,
    http,
    new_key,
    noop_worker,
    served,
    served_options,
    serving,
)
from tests.waiting import until
from tests.worker_process import WorkerProcess
from transq.contract import Lane
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

PROBLEM = "application/problem+json"


async def test_submit_wait_and_read_back_through_the_real_worker(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings, noop_worker: WorkerProcess
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    created = await http.post("/v1/jobs", json={"text": "Hello", "target_lang": "de", "job_id": "j-1"}, headers=auth)
    assert created.status_code == 201, created.text
    assert created.json() == {"job_id": "j-1", "created": True, "status": "queued"}
    again = await http.post("/v1/jobs", json={"text": "Other", "target_lang": "fr", "job_id": "j-1"}, headers=auth)
    assert again.status_code == 200 and again.json()["created"] is False
    await noop_worker.wait_ready(redis, timeout_s=60)
    done = await http.get("/v1/jobs/j-1", params={"wait": 30}, headers=auth)
    assert done.status_code == 200, done.text
    assert done.json()["status"] == "succeeded" and done.json()["translation"] == "Hello"
    now = await http.get("/v1/jobs/j-1", headers=auth)
    assert now.json()["finished_ms"] == done.json()["finished_ms"]


async def test_many_long_polls_share_one_wait_loop(
    http: httpx.AsyncClient, app: FastAPI, redis: aioredis.Redis, producer_settings: ProducerSettings,
    tmp_path: Path,
) -> None:  # fmt: skip
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    jobs = [{"text": f"line {i}", "target_lang": "de", "job_id": f"p-{i}"} for i in range(40)]
    listed = await http.post("/v1/jobs", json=jobs, headers=auth)
    assert listed.status_code == 200 and all(item["created"] for item in listed.json())
    polls = [asyncio.create_task(http.get(f"/v1/jobs/p-{i}", params={"wait": 60}, headers=auth)) for i in range(40)]
    # A counter with no event: polled.
    await until(lambda: app.state.gateway.watcher.waiting == 40, 10, "40 polls in the wait loop", interval_s=0.01)
    # The worker starts only now, so every poll is in the wait loop before any job ends.
    keys = producer_settings.queue.keys()
    worker = WorkerProcess(
        producer_settings.redis.url, keys, "w-polls", tmp_path / "worker.log", env=NOOP_WORKER_ENV
    ).start()
    try:
        answers = await asyncio.gather(*polls)
    finally:
        worker.stop()
    assert [a.json()["translation"] for a in answers] == [f"line {i}" for i in range(40)]
    assert app.state.gateway.watcher.waiting == 0


async def test_wait_timeout_cancel_and_events(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    # Over a real socket: httpx's in-process transport buffers a whole response, and an
    # event stream never ends by itself.
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    async with httpx.AsyncClient(base_url=served, timeout=10) as http:
        await _cancel_while_streaming(http, auth)


async def test_a_stop_answers_open_long_polls_and_ends_event_streams_at_once(
    producer_settings: ProducerSettings, redis: aioredis.Redis
) -> None:
    # uvicorn waits for open requests on shutdown (here up to a 30 s grace, then a bare
    # 500); a long poll ends by itself only after its wait (60 s) and an event stream never.
    settings = gateway_settings(producer_settings, shutdown_grace_s=30, max_wait_s=60)
    async with serving(settings) as server, httpx.AsyncClient(base_url=server.url, timeout=90) as http:
        auth = await new_key(redis, producer_settings, Role.SUBMIT)
        await http.post("/v1/jobs", json={"text": "Hi", "target_lang": "de", "job_id": "never"}, headers=auth)
        poll = asyncio.create_task(http.get("/v1/jobs/never", params={"wait": 60}, headers=auth))
        async with http.stream("GET", "/v1/jobs/never/events", headers=auth) as events:
            lines = events.aiter_lines()
            assert await _next_status(lines) == "queued"
            await until(lambda: len(server.server.server_state.tasks) >= 2, 10, "the poll in too", interval_s=0.01)
            loop = asyncio.get_running_loop()
            stop_began = loop.time()
            await server.stop()
            stop_s = loop.time() - stop_began
            rest = [line async for line in lines]  # the stream ends instead of hanging
        answer = await poll
    assert answer.status_code == 503 and answer.headers["retry-after"] == "1"
    assert answer.json()["title"] == "GatewayStopping"
    assert not any(line.startswith("data:") for line in rest)
    assert stop_s < settings.gateway.shutdown_grace_s, f"the stop took {stop_s:.1f} s, as long as the grace"


async def _cancel_while_streaming(http: httpx.AsyncClient, auth: dict[str, str]) -> None:
    await http.post("/v1/jobs", json={"text": "Hi", "target_lang": "de", "job_id": "c-1"}, headers=auth)
    timed_out = await http.get("/v1/jobs/c-1", params={"wait": 0.2}, headers=auth)
    assert timed_out.status_code == 504 and timed_out.headers["content-type"] == PROBLEM
    assert timed_out.json()["title"] == "WaitTimeout"
    async with http.stream("GET", "/v1/jobs/c-1/events", headers=auth) as events:
        lines = events.aiter_lines()
        statuses = [await _next_status(lines)]
        cancelled = await http.delete("/v1/jobs/c-1", headers=auth)
        assert cancelled.json()["status"] == "cancelled"
        statuses.append(await _next_status(lines))
    assert statuses == ["queued", "cancelled"]


async def _next_status(lines: object) -> str:
    async for line in lines:  # type: ignore[attr-defined]
        if line.startswith("data:"):
            return str(json.loads(line.removeprefix("data:"))["status"])
    raise AssertionError("the event stream ended")


async def test_errors_are_problem_details_with_the_cli_codes(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    reader = await new_key(redis, producer_settings, Role.READ)
    other = await new_key(redis, producer_settings, Role.SUBMIT, owner="someone-else")
    cases = [
        (http.post("/v1/jobs", json={"text": "x", "target_lang": "not a tag"}, headers=auth), 400, "target_lang"),
        (http.post("/v1/jobs", json={"text": "", "target_lang": "de"}, headers=auth), 400, "text"),
        (http.post("/v1/jobs", json={"target_lang": "de"}, headers=auth), 400, "text"),
        (http.post("/v1/jobs", content=b"{not json", headers=auth | {"content-type": "application/json"}), 400, None),
        (http.post("/v1/jobs", json={"text": "x", "target_lang": "de"}), 401, None),
        (http.get("/v1/jobs/x", headers={"Authorization": "Bearer tq_000000000000_" + "a" * 43}), 401, None),
        (http.post("/v1/jobs", json={"text": "x", "target_lang": "de"}, headers=reader), 403, None),
        (http.get("/v1/jobs/never", headers=auth), 404, None),
        (http.post("/v1/jobs", content=b"x" * 2_000_000, headers=auth), 413, None),
    ]
    for request, status, field in cases:
        response = await request
        assert response.status_code == status, response.text
        assert response.headers["content-type"] == PROBLEM
        assert response.json()["status"] == status and response.json()["detail"]
        if field:
            assert response.json()["field"] == field
    await http.post("/v1/jobs", json={"text": "mine", "target_lang": "de", "job_id": "owned"}, headers=auth)
    assert (await http.get("/v1/jobs/owned", headers=other)).status_code == 404  # another owner's job
    taken = await http.post("/v1/jobs", json={"text": "x", "target_lang": "de", "job_id": "owned"}, headers=other)
    assert taken.status_code == 409
    assert (await http.get("/v1/jobs/owned", headers=reader)).status_code == 200  # same owner, read role


async def test_queue_full_and_rate_limit_answer_429_with_retry_after(
    http: httpx.AsyncClient, app: FastAPI, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    app.state.gateway.client.queue.max_backlog = 1
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    assert (await http.post("/v1/jobs", json={"text": "a", "target_lang": "de"}, headers=auth)).status_code == 201
    full = await http.post("/v1/jobs", json={"text": "b", "target_lang": "de"}, headers=auth)
    assert full.status_code == 429 and full.json()["title"] == "QueueFull" and int(full.headers["retry-after"]) > 0
    limited = await new_key(redis, producer_settings, Role.READ, rate_per_min=2)
    codes = [(await http.get("/v1/jobs/none", headers=limited)).status_code for _ in range(3)]
    assert codes == [404, 404, 429]
    last = await http.get("/v1/jobs/none", headers=limited)
    assert 0 < int(last.headers["retry-after"]) <= 60 and last.json()["title"] == "RateLimited"


async def test_idempotency_key_gives_one_job_and_the_key_lane_wins(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT, lane=Lane.BATCH)
    headers = auth | {"Idempotency-Key": "order-7"}
    first = await http.post("/v1/jobs", json={"text": "a", "target_lang": "de"}, headers=headers)
    second = await http.post("/v1/jobs", json={"text": "a", "target_lang": "de"}, headers=headers)
    assert first.status_code == 201 and second.status_code == 200
    assert first.json()["job_id"] == second.json()["job_id"]
    keys = producer_settings.queue.keys()
    assert await redis.hget(keys.job(first.json()["job_id"]), "lane") == b"batch"


async def test_redis_down_is_503_not_a_crash(own_redis: RedisServer, queue_settings: QueueSettings) -> None:
    settings = gateway_settings(ProducerSettings(redis=RedisSettings(url=own_redis.url), queue=queue_settings))
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        admin, _ = await KeyStore(application.state.gateway.redis, queue_settings.keys()).create("ops", Role.ADMIN)
        own_redis.stop()
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url="http://gateway") as http:
            down = await http.get("/v1/jobs/x", headers={"Authorization": f"Bearer {admin}"})
            ready = await http.get("/readyz")
    assert down.status_code == 503 and down.json()["title"] == "RedisUnavailable"
    assert ready.status_code == 503 and "Redis unreachable" in ready.text


async def test_numbers_are_finite_and_in_range_or_400_with_nothing_queued(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    job = {"text": "x", "target_lang": "de"}
    for field, value in [("deadline_s", float("inf")), ("deadline_s", float("nan")), ("deadline_s", 1e300),
                         ("deadline_s", -1), ("deadline_s", 1e-9), ("max_output_tokens", 10**12),
                         ("max_output_tokens", 0)]:  # fmt: skip
        body = json.dumps(job | {field: value})  # Infinity and NaN as Python's json writes and reads them
        response = await http.post("/v1/jobs", content=body, headers=auth | {"content-type": "application/json"})
        assert response.status_code == 400 and response.json()["field"] == field, response.text
    keys = producer_settings.queue.keys()
    assert await redis.xlen(keys.stream(Lane.INTERACTIVE)) == 0, "nothing was queued"
    await http.post("/v1/jobs", json=job | {"job_id": "polled"}, headers=auth)
    for wait in ("nan", "inf", "-1", "1e300"):
        response = await http.get(f"/v1/jobs/polled?wait={wait}", headers=auth)
        assert response.status_code == 400, (wait, response.text)
