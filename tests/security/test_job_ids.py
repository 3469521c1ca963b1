"""Issue 38, item 1: a gateway key cannot take over a job it did not submit through the
gateway. A service submits `order-42` with its producer credential (ids such as this are
chosen by clients for idempotency, as the docs encourage); a tenant's key names the same
id. Before: 200 `created: false`, the caller recorded as its owner, then it read, streamed
and cancelled the service's job. Now: 409 and nothing written; the job reads as absent
(404) through the gateway; the claim is SUBMIT's own step, so two owners racing for a
fresh id get one job and one 409. And the reverse: a service may not submit under an id
a tenant holds, nor run an entry under it by hand."""

# ruff: noqa: F811 - the fixtures are imported from tests.transq.test_acl by name

from __future__ import annotations

import asyncio

import pytest

from devtools.redis_server import RedisServer
from tests.engines import GatedEngine
from tests.security.tenancy import Tenancy, tenancy
from tests.transq.test_acl import acl_server, queue  # noqa: F401 - fixtures
from tests.waiting import until
from transq.contract import Lane, Status, make_job
from transq.errors import Conflict
from transq.settings import QueueSettings


async def test_a_key_cannot_take_over_a_job_submitted_outside_the_gateway(
    acl_server: RedisServer, queue: QueueSettings
) -> None:
    keys = queue.keys()
    async with tenancy(acl_server, queue) as t:
        await t.service.submit(make_job(job_id="order-42", text="Ship 40 units to Oslo.", target_lang="de"))
        mallory = await t.key("mallory")
        body = {"text": "anything", "target_lang": "de", "job_id": "order-42"}
        taken = await t.http.post("/v1/jobs", json=body, headers=mallory)
        print(f"\nclaim of a service's job id through the gateway: {taken.status_code} {taken.text}")
        assert taken.status_code == 409, taken.text
        assert taken.json()["title"] == "Conflict" and "outside the gateway" in taken.json()["detail"]
        assert await t.admin.get(keys.owner("order-42")) is None, "no claim was written"
        for method, path in (("GET", "/v1/jobs/order-42"), ("DELETE", "/v1/jobs/order-42"),
                             ("GET", "/v1/jobs/order-42/stream"), ("GET", "/v1/jobs/order-42/events")):  # fmt: skip
            assert (await t.http.request(method, path, headers=mallory)).status_code == 404, (method, path)
        service_job = await t.service.get("order-42")
        assert service_job.status is Status.QUEUED, "the service's job is untouched (not cancelled)"
        assert await t.admin.xlen(keys.stream(Lane.INTERACTIVE)) == 1, "nothing was submitted"
        # The claim is SUBMIT's own step: two owners racing for a fresh id get one job.
        alice = await t.key("alice")
        body = {"text": "Hello", "target_lang": "de", "job_id": "fresh-1"}
        answers = await asyncio.gather(*(t.http.post("/v1/jobs", json=body, headers=h) for h in (alice, mallory) * 4))
        codes = sorted({a.status_code for a in answers})
        assert 201 in codes and 409 in codes and set(codes) <= {200, 201, 409}
        assert sum(a.status_code == 201 for a in answers) == 1
        winner = next(h for h, a in zip((alice, mallory) * 4, answers, strict=True) if a.status_code == 201)
        assert (await t.http.get("/v1/jobs/fresh-1", headers=winner)).status_code == 200


async def test_a_service_cannot_submit_or_run_an_entry_under_an_id_a_tenant_holds(
    acl_server: RedisServer, queue: QueueSettings
) -> None:
    keys = queue.keys()
    engine = GatedEngine(open_by_default=True)
    async with tenancy(acl_server, queue) as t:
        alice = await t.key("alice")
        created = await t.http.post("/v1/jobs", json={"text": "Real work", "target_lang": "de"}, headers=alice)
        job_id = created.json()["job_id"]
        with pytest.raises(Conflict, match="an API key owner's"):
            await t.service.submit(make_job(job_id=job_id, text="Planted", target_lang="de"))
        # By hand, with a payload naming alice as its owner: not the entry alice's claim is
        # bound to, so the worker acks it unrun, and alice's own job runs.
        attacker = t.producer()
        try:
            fake = make_job(job_id=job_id, text="Planted", target_lang="de", owner="alice").to_wire()
            await attacker.xadd(keys.stream(Lane.INTERACTIVE), {"job": fake, "id": job_id})
        finally:
            await attacker.aclose()
        async with t.worker(engine):
            done = await t.http.get(f"/v1/jobs/{job_id}", params={"wait": 10}, headers=alice)
            await until(lambda: _empty(t, keys.stream(Lane.INTERACTIVE)), 10, "the planted entry to be acked")
        assert done.json()["translation"] == "REAL WORK", done.text
        assert engine.started == ["Real work"], "the planted entry never reached the engine"


async def _empty(t: Tenancy, stream: str) -> bool:
    return await t.monitor.xlen(stream) == 0
