"""Formality, glossaries and context on the native API, documents and the CLI's
glossary files: what reaches the queue (the job entries on the stream), per owner, and
the per-key character limit on /v1 (429)."""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from fastapi import FastAPI

from devtools.redis_server import RedisServer
from producer.gateway.app import create_app
from producer.gateway.auth import KeyStore, Role
from producer.glossary import read_file
from producer.job_options import JobOptions
from producer.settings import ProducerSettings
from tests.gateway_support import app, gateway_settings, http, new_key  # noqa: F401 - fixtures
from tests.redis_reads import entries
from tests.transq.test_acl import acl_server, as_role, client_for, queue, raw  # noqa: F401 - fixtures
from transq.contract import Lane
from transq.errors import InvalidJob
from transq.settings import QueueSettings

TERMS = "invoice\tRechnung\nserver\tServer\ndelivery note\tLieferschein\n"


async def queued_jobs(redis: aioredis.Redis, settings: ProducerSettings, lane: Lane) -> list[dict[str, Any]]:
    return [json.loads(fields[b"job"]) for _, fields in await entries(redis, settings.queue.keys().stream(lane))]


async def new_glossary(http: httpx.AsyncClient, auth: dict[str, str], target: str = "DE") -> str:
    body = {"name": "t", "source_lang": "EN", "target_lang": target, "entries": TERMS}
    response = await http.post("/v2/glossaries", json=body, headers=auth)
    assert response.status_code == 201, response.text
    return str(response.json()["glossary_id"])


async def test_native_jobs_carry_options_and_only_the_terms_their_text_holds(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    glossary_id = await new_glossary(http, auth)
    job = {"text": "Send the invoice.", "source_lang": "en", "target_lang": "de", "formality": "more",
           "glossary_id": glossary_id, "context": "A letter to a customer."}  # fmt: skip
    response = await http.post("/v1/jobs", json=job, headers=auth)
    assert response.status_code == 201, response.text
    [queued] = await queued_jobs(redis, producer_settings, Lane.INTERACTIVE)
    assert queued["formality"] == "more" and queued["context"] == "A letter to a customer."
    assert queued["glossary"] == {"invoice": "Rechnung"}
    plain = await http.post("/v1/jobs", json={"text": "Hi", "target_lang": "de"}, headers=auth)
    assert plain.status_code == 201
    assert "glossary" not in (await queued_jobs(redis, producer_settings, Lane.INTERACTIVE))[1]  # unset: off the wire
    other = await new_key(redis, producer_settings, Role.SUBMIT, owner="globex")
    refused = await http.post("/v1/jobs", json=job, headers=other)
    assert refused.status_code == 404 and "glossary" in refused.json()["detail"]
    wrong = await http.post("/v1/jobs", json=job | {"target_lang": "fr"}, headers=auth)
    assert wrong.status_code == 400 and "the glossary is en->de" in wrong.json()["detail"]
    bad = await http.post("/v1/jobs", json=job | {"glossary_id": None, "glossary": {"a": "b\nc"}}, headers=auth)
    assert bad.status_code == 400 and "control character" in bad.json()["detail"]


async def test_documents_carry_formality_and_terms_into_each_segment(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    glossary_id = await new_glossary(http, auth)
    deepl_auth = {"Authorization": auth["Authorization"].replace("Bearer", "DeepL-Auth-Key")}
    files = {"file": ("notes.txt", b"The server is down.\n\nThe delivery note is late.\n")}
    form = {"target_lang": "DE", "source_lang": "EN", "formality": "prefer_less", "glossary_id": glossary_id}
    response = await http.post("/v2/document", files=files, data=form, headers=deepl_auth)
    assert response.status_code == 200, response.text
    jobs = await queued_jobs(redis, producer_settings, Lane.BATCH)
    assert sorted((j["text"], j["glossary"], j["formality"]) for j in jobs) == [
        ("The delivery note is late.", {"delivery note": "Lieferschein"}, "less"),
        ("The server is down.", {"server": "Server"}, "less"),
    ]


@pytest.fixture
async def limited(producer_settings: ProducerSettings) -> Any:
    application = create_app(gateway_settings(producer_settings, compat={"character_limit": 10}))
    async with application.router.lifespan_context(application):
        yield application


async def test_the_character_limit_counts_every_api(
    limited: FastAPI, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=limited), base_url="http://gateway") as http:
        assert (
            await http.post("/v1/jobs", json={"text": "12345678", "target_lang": "de"}, headers=auth)
        ).status_code == 201
        over = await http.post("/v1/jobs", json={"text": "123", "target_lang": "de"}, headers=auth)
        assert over.status_code == 429 and "character limit of 10" in over.json()["detail"]
        usage = await http.get("/v2/usage", headers=auth)
        assert usage.json() == {"character_count": 8, "character_limit": 10}
    assert len(await queued_jobs(redis, producer_settings, Lane.INTERACTIVE)) == 1


def test_glossary_files_and_batch_options(tmp_path: Path) -> None:
    tsv, csv = tmp_path / "terms.tsv", tmp_path / "terms.csv"
    tsv.write_text(TERMS, encoding="utf-8")
    csv.write_text('"invoice, final",Schlussrechnung\nserver,Server\n', encoding="utf-8")
    assert read_file(tsv)["delivery note"] == "Lieferschein"
    assert read_file(csv) == {"invoice, final": "Schlussrechnung", "server": "Server"}
    (tmp_path / "bad.tsv").write_text("a\tb\nno tab here\n", encoding="utf-8")
    with pytest.raises(InvalidJob, match=r"bad.tsv: line 2 is not"):
        read_file(tmp_path / "bad.tsv")
    options = JobOptions("more", tuple(read_file(tsv).items()))
    assert options.fields("The Server and the INVOICE", 64) == {
        "formality": "more", "glossary": {"invoice": "Rechnung", "server": "Server"}}  # fmt: skip
    assert JobOptions().fields("x", 64) == {}


async def test_glossaries_and_usage_work_as_the_gateway_redis_user(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    """The shipped ACL file grants what the new keys need (glossary hash and set, usage
    counter with its take-back), and nothing is NOPERM."""
    settings = gateway_settings(ProducerSettings(redis=as_role(acl_server, "gateway"), queue=queue),
                                compat={"character_limit": 20})  # fmt: skip
    application = create_app(settings)
    key, _ = await KeyStore(client_for(acl_server, "admin", raw), queue.keys()).create("acme", Role.SUBMIT)
    auth = {"Authorization": f"DeepL-Auth-Key {key}"}
    async with application.router.lifespan_context(application), httpx.AsyncClient(
        transport=httpx.ASGITransport(app=application), base_url="http://gw"
    ) as http:  # fmt: skip
        glossary_id = await new_glossary(http, auth)
        assert [g["glossary_id"] for g in (await http.get("/v2/glossaries", headers=auth)).json()["glossaries"]] == [
            glossary_id]  # fmt: skip
        job = {"text": "The invoice.", "target_lang": "de", "source_lang": "en", "glossary_id": glossary_id}
        assert (await http.post("/v1/jobs", json=job, headers=auth)).status_code == 201
        assert (await http.post("/v1/jobs", json=job, headers=auth)).status_code == 429  # 24 > 20: taken back
        assert (await http.get("/v2/usage", headers=auth)).json()["character_count"] == 12
        assert (await http.delete(f"/v2/glossaries/{glossary_id}", headers=auth)).status_code == 204
