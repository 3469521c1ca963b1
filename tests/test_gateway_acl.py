"""The gateway as it runs in compose: connected as the `producer` Redis user of the
shipped ACL file, every endpoint does its job (no NOPERM anywhere)."""

# ruff: noqa: F811 - the fixtures are imported from tests.test_acl by name

from __future__ import annotations

from urllib.parse import unquote

import httpx
import redis.asyncio as aioredis
from pydantic import SecretStr

from devtools.redis_server import RedisServer
from producer.client import Client
from producer.contract import ErrorInfo, Lane, Result, Status, make_job
from producer.dlq import DeadLetterQueue
from producer.gateway.app import create_app
from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings, QueueSettings
from tests.gateway_support import gateway_settings
from tests.test_acl import acl_server, as_role, client_for, queue, raw  # noqa: F401 - fixtures
from worker.stream import JobStream


async def test_every_endpoint_works_as_the_producer_user(acl_server: RedisServer, queue: QueueSettings) -> None:
    settings = gateway_settings(ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue))
    app = create_app(settings)
    async with Client.from_settings(settings) as producer, app.router.lifespan_context(app):
        store = KeyStore(producer.redis, queue.keys())
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
            assert (await http.post("/console/dlq/purge")).status_code == 303
            assert (await http.delete("/v1/jobs/acl-1", headers=auth)).json()["status"] == "cancelled"
            limited_auth = {"Authorization": f"Bearer {limited_key}"}
            codes = [(await http.get("/v1/jobs/acl-1", headers=limited_auth)).status_code for _ in range(2)]
            assert codes == [404, 429]  # another owner's job; then the rate limit
        assert await store.revoke(limited.key_id)


async def test_the_gateways_own_redis_refusals_are_503_and_say_the_client_is_not_at_fault(
    acl_server: RedisServer, queue: QueueSettings
) -> None:
    # Exit code 7 (PermissionDenied: a user whose ACL lacks the producer's commands) and
    # 8 (AuthenticationFailed: a wrong password) map to 503: the operator fixes the
    # gateway's Redis access; the request was fine.
    wrong_password = as_role(acl_server, "producer").model_copy(update={"password": SecretStr("not-it")})
    cases = ((as_role(acl_server, "monitor"), "PermissionDenied"), (wrong_password, "AuthenticationFailed"))
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


async def test_the_console_purges_but_says_why_it_cannot_requeue_as_the_producer_user(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    # REQUEUE rewrites the job's state (DEL of the job hash), which the producer role may not
    # (tests/test_acl.py): the console answers with a notice, not a 500; purge works.
    settings = gateway_settings(ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue))
    app = create_app(settings)
    keys = queue.keys()
    async with Client.from_settings(settings) as producer, app.router.lifespan_context(app):
        job = make_job(text="again", target_lang="de")
        await producer.submit(job)
        stream = JobStream(client_for(acl_server, "worker", raw), keys, "w-acl", 60)
        [delivery] = await stream.read(Lane.INTERACTIVE, 1)
        failed = Result(job_id=job.job_id, status=Status.FAILED, error=ErrorInfo(code="poison", message="t"))
        await stream.dead_letter(delivery, "test", failed)
        admin_key, _ = await KeyStore(producer.redis, keys).create("ops", Role.ADMIN)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gw") as http:
            http.cookies.set("transq_key", admin_key)
            [letter] = await DeadLetterQueue(producer.redis, keys).newest(1)
            requeued = await http.post(f"/console/dlq/{letter.entry_id}/requeue")
            assert requeued.status_code == 303 and "may not requeue" in unquote(requeued.headers["location"])
            assert (await http.post("/console/dlq/purge")).status_code == 303
        assert await producer.redis.xlen(keys.dead) == 0
