"""The gateway as it runs in compose: connected as the `gateway` Redis user of the
shipped ACL file, every endpoint does its job (no NOPERM anywhere); the console's
dead-letter requeue and purge run on its admin connection (the `admin` user), and without
one they are refused with one line, never through the gateway user."""

# ruff: noqa: F811 - the fixtures are imported from tests.transq.test_acl by name

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
import redis.asyncio as aioredis
from pydantic import SecretStr
from redis.exceptions import NoPermissionError

from devtools.redis_server import RedisServer
from producer.client import Client
from producer.gateway.app import create_app
from producer.gateway.auth import KeyStore, Role
from producer.gateway.settings import ADMIN_REDIS_HINT
from producer.ops.dlq import DeadLetterQueue
from producer.settings import ProducerSettings
from tests.gateway_support import gateway_settings
from tests.transq.test_acl import acl_server, as_role, client_for, queue, raw, refused  # noqa: F401 - fixtures
from transq.connection import connect
from transq.contract import ErrorInfo, Lane, Result, Status, make_job
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.redis.stream import JobStream


async def test_every_endpoint_works_as_the_gateway_user(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    settings = gateway_settings(ProducerSettings(redis=as_role(acl_server, "gateway"), queue=queue))
    app = create_app(settings)
    async with Client.from_settings(settings) as producer, app.router.lifespan_context(app):
        # Key management is the admin user's: a producer credential that could write key
        # records could give itself an admin API key.
        store = KeyStore(client_for(acl_server, "admin", raw), queue.keys())
        with pytest.raises(NoPermissionError):
            await KeyStore(producer.redis, queue.keys()).create("self-made", Role.ADMIN)
        admin_key, _ = await store.create("ops", Role.ADMIN)
        limited_key, limited = await store.create("acme", Role.READ, rate_per_min=1)
        auth = {"Authorization": f"Bearer {admin_key}"}
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gw") as http:
            job = {"text": "Hello", "target_lang": "de", "job_id": "acl-1"}
            assert (await http.post("/v1/jobs", json=job, headers=auth)).status_code == 201
            assert (await http.get("/v1/jobs/acl-1", params={"wait": 0.3}, headers=auth)).status_code == 504
            ready = await http.get("/readyz")
            assert ready.status_code == 503 and "no ready worker" in ready.text
            files = {"file": ("a.txt", b"One. Two.", "text/plain")}
            assert (await http.post("/v1/documents", files=files, data={"target_lang": "de"}, headers=auth)).is_success
            http.cookies.set("transq_key", admin_key)
            page = await http.get("/console")
            assert page.status_code == 200 and "acl-1" in page.text
            assert (await http.delete("/v1/jobs/acl-1", headers=auth)).json()["status"] == "cancelled"
            limited_auth = {"Authorization": f"Bearer {limited_key}"}
            codes = [(await http.get("/v1/jobs/acl-1", headers=limited_auth)).status_code for _ in range(2)]
            assert codes == [404, 429]  # another owner's job; then the rate limit
        # Key management writes as the admin user: the producer may not delete a key.
        with pytest.raises(NoPermissionError):
            await KeyStore(producer.redis, queue.keys()).revoke(limited.key_id)
        assert await store.revoke(limited.key_id)


async def test_the_gateways_own_redis_refusals_are_503_and_say_the_client_is_not_at_fault(
    acl_server: RedisServer, queue: QueueSettings
) -> None:
    # Exit code 7 (PermissionDenied: a user whose ACL lacks the producer's commands) and
    # 8 (AuthenticationFailed: a wrong password) map to 503: the operator fixes the
    # gateway's Redis access; the request was fine.
    # A gateway run as `producer` (a service's user, which may not write the gateway's
    # state: owners, usage, the index) is refused the same way.
    wrong_password = as_role(acl_server, "gateway").model_copy(update={"password": SecretStr("not-it")})
    cases = (
        (as_role(acl_server, "monitor"), "PermissionDenied"),
        (as_role(acl_server, "producer"), "PermissionDenied"),
        (wrong_password, "AuthenticationFailed"),
    )
    for redis_settings, title in cases:
        app = create_app(gateway_settings(ProducerSettings(redis=redis_settings, queue=queue), auth=False))
        transport = httpx.ASGITransport(app=app)
        async with (
            app.router.lifespan_context(app),
            httpx.AsyncClient(transport=transport, base_url="http://gw") as http,
        ):
            job = {"text": "Hello", "target_lang": "de", "job_id": f"refused-{title}"}
            refused = await http.post("/v1/jobs", json=job)
        assert refused.status_code == 503, refused.text
        problem = refused.json()
        assert problem["title"] == title and "not this request" in problem["detail"]


async def _dead_letter(producer: Client, server: RedisServer, raw: dict[str, aioredis.Redis], keys: Keys) -> str:
    """A job submitted as the producer and dead-lettered by the worker's own code, as the
    worker user; its job id."""
    job = make_job(text="again", target_lang="de")
    await producer.submit(job)
    stream = JobStream(client_for(server, "worker", raw), keys, "w-acl", 60)
    [delivery] = await stream.read(Lane.INTERACTIVE, 1)
    failed = Result(job_id=job.job_id, status=Status.FAILED, error=ErrorInfo(code="poison", message="t"))
    await stream.dead_letter(delivery, "test", failed)
    return job.job_id


def _notice(response: httpx.Response) -> str:
    assert response.status_code == 303, response.text
    return parse_qs(urlsplit(response.headers["location"]).query)["notice"][0]


@asynccontextmanager
async def _console(
    server: RedisServer, queue: QueueSettings, admin_redis: RedisSettings | None
) -> AsyncIterator[tuple[Client, httpx.AsyncClient]]:
    """The gateway as the gateway user (plus ``admin_redis`` if given), signed in to its
    console with an admin API key; and a producer client on the same queue."""
    settings = gateway_settings(
        ProducerSettings(redis=as_role(server, "gateway"), queue=queue), admin_redis=admin_redis
    )
    app = create_app(settings)
    async with Client.from_settings(settings) as producer, app.router.lifespan_context(app):
        admin = connect(as_role(server, "admin"))
        try:
            admin_key, _ = await KeyStore(admin, queue.keys()).create("ops", Role.ADMIN)
        finally:
            await admin.aclose()
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gw") as http:
            http.cookies.set("transq_key", admin_key)
            yield producer, http


async def test_the_console_requeues_and_purges_through_the_admin_connection(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    keys = queue.keys()
    async with _console(acl_server, queue, as_role(acl_server, "admin")) as (producer, http):
        job_id = await _dead_letter(producer, acl_server, raw, keys)
        page = await http.get("/console")
        assert page.status_code == 200 and job_id in page.text
        assert "dead-actions-off" not in page.text and "disabled" not in page.text
        [letter] = await DeadLetterQueue(producer.redis, keys).newest(1)
        assert _notice(await http.post(f"/console/dlq/{letter.entry_id}/requeue")) == f"requeued job {job_id}"
        assert (await producer.get(job_id)).status is Status.QUEUED
        assert await producer.redis.xlen(keys.dead) == 0
        await _dead_letter(producer, acl_server, raw, keys)  # the requeued job, dead again
        await _dead_letter(producer, acl_server, raw, keys)
        assert _notice(await http.post("/console/dlq/purge")) == "purged 2 dead letters"
        assert await producer.redis.xlen(keys.dead) == 0


async def test_with_only_the_producer_connection_requeue_and_purge_are_refused_in_one_line(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    keys = queue.keys()
    async with _console(acl_server, queue, None) as (producer, http):
        job_id = await _dead_letter(producer, acl_server, raw, keys)
        page = await http.get("/console")
        assert page.status_code == 200 and job_id in page.text
        assert ADMIN_REDIS_HINT in page.text and "TRANSQ_GATEWAY__ADMIN_REDIS__URL" in ADMIN_REDIS_HINT
        assert page.text.count("disabled") == 2  # the row's requeue and purge all
        [letter] = await DeadLetterQueue(producer.redis, keys).newest(1)
        shown = await http.get(f"/console/dlq/{letter.entry_id}")
        assert shown.status_code == 200 and ADMIN_REDIS_HINT in shown.text and "disabled" in shown.text
        requeued = _notice(await http.post(f"/console/dlq/{letter.entry_id}/requeue"))
        assert requeued == f"not requeued: {ADMIN_REDIS_HINT}" and "\n" not in requeued
        assert _notice(await http.post("/console/dlq/purge")) == f"not purged: {ADMIN_REDIS_HINT}"
        assert (await http.get("/console", params={"notice": requeued})).status_code == 200
        assert await producer.redis.xlen(keys.dead) == 1, "nothing was deleted"
    producer_redis = client_for(acl_server, "producer", raw)  # and not by hand either
    await refused(producer_redis, "XDEL", keys.dead, letter.entry_id)
    await refused(producer_redis, "DEL", keys.dead)
    await refused(producer_redis, "XTRIM", keys.dead, "MAXLEN", 0)


async def test_an_admin_connection_without_the_rights_says_so_in_one_line(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    # Misconfigured: the admin connection logs in as the producer. Redis refuses; the
    # console names the user and the refusal, no 500, and the dead letters stay.
    keys = queue.keys()
    async with _console(acl_server, queue, as_role(acl_server, "producer")) as (producer, http):
        await _dead_letter(producer, acl_server, raw, keys)
        [letter] = await DeadLetterQueue(producer.redis, keys).newest(1)
        requeued = _notice(await http.post(f"/console/dlq/{letter.entry_id}/requeue"))
        purged = _notice(await http.post("/console/dlq/purge"))
        for notice in (requeued, purged):
            assert "permission denied for user 'producer'" in notice and "\n" not in notice
        assert await producer.redis.xlen(keys.dead) == 1
