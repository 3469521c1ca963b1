"""Issue 38, item 5: a request retried after a timeout reuses its job and is billed once.
Before, the official DeepL client's retry of a 504 (it retries 429 and 5xx up to five
times) was a new job each time, billed again (a 17-character text: 5 jobs, 85 characters
billed, with a slow worker); so was a /v1/jobs retry with the same Idempotency-Key."""

# ruff: noqa: F811 - the fixtures are imported from tests.transq.test_acl by name

from __future__ import annotations

import asyncio

import deepl

from devtools.redis_server import RedisServer
from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.gateway_support import gateway_settings, serving
from tests.ops_helpers import scrape, value
from tests.security.tenancy import tenancy
from tests.transq.test_acl import acl_server, as_role, queue  # noqa: F401 - fixtures
from tests.waiting import until
from transq.settings import QueueSettings

TEXT = "Pay the invoice."


async def test_the_deepl_clients_own_retry_reuses_its_job_and_bills_once(
    acl_server: RedisServer, queue: QueueSettings
) -> None:
    """The worker holds the job until the gateway has answered the client's first try
    with 504 (max_wait_s 1 s); the client retries by itself and gets the translation."""
    keys, engine = queue.keys(), GatedEngine()
    settings = gateway_settings(ProducerSettings(redis=as_role(acl_server, "gateway"), queue=queue), max_wait_s=1.0)
    async with tenancy(acl_server, queue) as t, serving(settings) as gateway, t.worker(engine):
        key, _ = await KeyStore(t.admin, keys).create("alice", Role.SUBMIT)
        translator = deepl.Translator(key, server_url=gateway.url, send_platform_info=False)

        async def timed_out() -> bool:
            samples = await scrape(f"{gateway.url}/metrics")
            labels = {"route": "/v2/translate", "method": "POST", "status": "504"}
            return value(samples, "transq_gateway_requests_total", **labels) >= 1

        call = asyncio.create_task(asyncio.to_thread(translator.translate_text, TEXT, target_lang="DE"))
        await until(timed_out, 20, "the gateway's 504 to the client's first try")
        engine.release(TEXT)
        result = await call
        usage = await asyncio.to_thread(translator.get_usage)
        jobs = await t.admin.zcard(keys.jobs_index)
    print(f"\nDeepL client retry after a 504: jobs {jobs}, characters billed {usage.character.count} for {len(TEXT)}")
    assert isinstance(result, deepl.TextResult) and result.text == TEXT.upper()
    assert (jobs, usage.character.count, engine.started) == (1, len(TEXT), [TEXT])


async def test_a_retry_with_the_same_idempotency_key_reuses_its_job_and_bills_once(
    acl_server: RedisServer, queue: QueueSettings
) -> None:
    async with tenancy(acl_server, queue) as t:
        alice = await t.key("alice")
        body = {"text": TEXT, "target_lang": "de"}
        headers = alice | {"Idempotency-Key": "order-42-attempt"}
        first, again = [await t.http.post("/v1/jobs", json=body, headers=headers) for _ in range(2)]
        assert (first.status_code, again.status_code) == (201, 200)
        assert first.json()["job_id"] == again.json()["job_id"] and again.json()["created"] is False
        listed = [body | {"job_id": "mine-1"}, body | {"job_id": "mine-2"}]
        assert (await t.http.post("/v1/jobs", json=listed, headers=alice)).status_code == 200
        assert (await t.http.post("/v1/jobs", json=listed, headers=alice)).status_code == 200  # the same list again
        billed = (await t.http.get("/v2/usage", headers=alice)).json()["character_count"]
    print(f"\nretries with the same keys: characters billed {billed} for 3 jobs of {len(TEXT)}")
    assert billed == 3 * len(TEXT)
