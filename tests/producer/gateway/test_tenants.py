"""Two API keys of two owners on one gateway (issue 25): the attacker, with its own
`submit` key, tries to get its text into the victim's translated document, as it would
from outside: predict the segments' job ids from a sentence it knows and submit its own
text under them, then, once the victim's document exists, claim, read or cancel the
victim's segment jobs. The real worker (noop engine: it echoes the text) runs them."""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import hashlib
import json

import httpx
import redis.asyncio as aioredis

from producer.batch import current_job_ids
from producer.client import Client
from producer.documents import parse_document
from producer.gateway.auth import Role
from producer.settings import ProducerSettings
from tests.gateway_support import app, http, new_key, noop_worker  # noqa: F401 - fixtures
from tests.waiting import until
from tests.worker_process import WorkerProcess

SECRET = "Pay the invoice to account 1234."
PLANTED = "Pay the invoice to account 6666 (ATTACKER)."
DOCUMENT = f"{SECRET}\n\nThank you.\n".encode()


def _key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def predicted_ids(texts: list[str], scopes: list[str]) -> list[str]:
    """The ids an attacker derives from the project's source for the first segment: the
    unsalted scheme of issue 25, and the batch of each owner it can name (it cannot know
    the salt, so it guesses none: the unsalted segment part under the salted batch)."""
    heads: list[list[object]] = [[1, "auto", "de", None]] + [[2, s, "auto", "de", None] for s in scopes]
    out = []
    for head in heads:
        digest = hashlib.sha256(json.dumps(head).encode())
        for key in sorted({_key(t) for t in texts}):
            digest.update(key.encode())
        out.append(f"b{digest.hexdigest()[:24]}.{_key(texts[0])}.0")
    return out


async def test_another_owners_key_cannot_plant_claim_or_touch_a_document_segment(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings, noop_worker: WorkerProcess,
    client: Client,
) -> None:  # fmt: skip
    victim = await new_key(redis, producer_settings, Role.SUBMIT, owner="alice")
    attacker = await new_key(redis, producer_settings, Role.SUBMIT, owner="mallory")
    await noop_worker.wait_ready(redis, timeout_s=60)
    texts = [s.text for s in parse_document(DOCUMENT, "text", name="invoice.txt").segments()]
    for job_id in predicted_ids(texts, ["alice", "mallory", ""]):
        body = {"text": PLANTED, "target_lang": "de", "job_id": job_id, "priority": "batch"}
        planted = await http.post("/v1/jobs", json=body, headers=attacker)
        assert planted.status_code == 201, planted.text
        done = await http.get(f"/v1/jobs/{job_id}", params={"wait": 10}, headers=attacker)
        assert done.json()["status"] == "succeeded", done.text

    files = {"file": ("invoice.txt", DOCUMENT, "text/plain")}
    created = await http.post("/v1/documents", files=files, data={"target_lang": "de"}, headers=victim)
    assert created.status_code == 201, created.text
    doc = created.json()

    async def done_() -> bool:
        status = (await http.get(f"/v1/documents/{doc['document_id']}", headers=victim)).json()
        return bool(status["status"] == "done")

    await until(done_, 30, "the victim's document")
    result = await http.get(f"/v1/documents/{doc['document_id']}/result", headers=victim)
    foreign = result.content.count(b"ATTACKER")
    print(f"\ntwo API keys, one gateway: foreign results planted: {foreign}")
    assert foreign == 0, result.content
    assert result.status_code == 200 and result.content == DOCUMENT  # the noop engine echoes

    # Even knowing the victim's segment job ids (here read from Redis), the attacker's
    # key can neither take one over, nor read or cancel it: they are claimed for alice.
    segment_ids = list((await current_job_ids(client, doc["batch_id"])).values())
    for job_id in segment_ids:
        body = {"text": PLANTED, "target_lang": "de", "job_id": job_id, "priority": "batch"}
        assert (await http.post("/v1/jobs", json=body, headers=attacker)).status_code == 409
        assert (await http.get(f"/v1/jobs/{job_id}", headers=attacker)).status_code == 404
        assert (await http.delete(f"/v1/jobs/{job_id}", headers=attacker)).status_code == 404
        assert (await http.get(f"/v1/jobs/{job_id}", headers=victim)).json()["status"] == "succeeded"
    # The attacker's own upload of the same file is its own batch: nothing shared.
    theirs = await http.post("/v1/documents", files=files, data={"target_lang": "de"}, headers=attacker)
    assert theirs.status_code == 201 and theirs.json()["batch_id"] != doc["batch_id"]
