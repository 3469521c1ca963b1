"""Documents over HTTP: our /v1 endpoints, and the DeepL-compatible /v2 subset driven by
the official `deepl` Python client (a real client no one here wrote), with the real
worker (noop engine: it echoes the text, so the rendered file is checkable)."""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import asyncio
from pathlib import Path

import deepl
import httpx
import pytest
import redis.asyncio as aioredis

from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.gateway_support import app, http, new_key, noop_worker, served, served_options  # noqa: F401 - fixtures
from tests.waiting import until
from tests.worker_process import WorkerProcess
from transq.contract import Lane

MARKDOWN = b"# Title\n\nFirst paragraph.\n\n- item one\n- item two\n"
REAL = Path(__file__).parents[2] / "data" / "realworld"


async def test_upload_progress_and_download_a_markdown_file(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings, noop_worker: WorkerProcess
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    files = {"file": ("guide.md", MARKDOWN, "text/markdown")}
    created = await http.post("/v1/documents", files=files, data={"target_lang": "de"}, headers=auth)
    assert created.status_code == 201, created.text
    doc = created.json()
    assert doc["segments_total"] == 4 and doc["status"] in ("queued", "translating", "done")
    early = await http.get(f"/v1/documents/{doc['document_id']}/result", headers=auth)
    assert early.status_code in (200, 409)  # 409 until every segment ended
    await noop_worker.wait_ready(redis, timeout_s=60)

    async def done() -> bool:
        status = (await http.get(f"/v1/documents/{doc['document_id']}", headers=auth)).json()
        return bool(status["status"] == "done" and status["segments_done"] == 4)

    await until(done, 30, "the document's segments")  # progress is polled: that is this API
    result = await http.get(f"/v1/documents/{doc['document_id']}/result", headers=auth)
    assert result.status_code == 200
    assert result.content == MARKDOWN  # the noop engine echoes each segment; structure is kept
    assert 'filename="guide.de.md"' in result.headers["content-disposition"]


async def test_bad_uploads_are_400_and_submit_nothing(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    cases = [
        ({"file": ("x.exe", b"MZ", "application/octet-stream")}, {"target_lang": "de"}, "unsupported format"),
        ({"file": ("x.txt", b"ok \xc3\x28 bad", "text/plain")}, {"target_lang": "de"}, "x.txt"),
        ({"file": ("x.txt", b"Hello.", "text/plain")}, {"target_lang": "no such"}, "BCP-47"),
        ({"file": ("x.txt", b"   ", "text/plain")}, {"target_lang": "de"}, "empty"),
    ]
    for files, data, detail in cases:
        response = await http.post("/v1/documents", files=files, data=data, headers=auth)
        assert response.status_code == 400, response.text
        assert detail in response.json()["detail"]
    keys = producer_settings.queue.keys()
    assert await redis.xlen(keys.stream(Lane.BATCH)) == 0


@pytest.fixture
async def deepl_key(redis: aioredis.Redis, producer_settings: ProducerSettings) -> str:
    key, _ = await KeyStore(redis, producer_settings.queue.keys()).create("deepl-user", Role.SUBMIT)
    return key


async def test_the_official_deepl_client_translates_text_and_documents(
    served: str, deepl_key: str, redis: aioredis.Redis, noop_worker: WorkerProcess, tmp_path: object
) -> None:
    await noop_worker.wait_ready(redis, timeout_s=60)
    translator = deepl.Translator(deepl_key, server_url=served, send_platform_info=False)
    # The client is synchronous; it runs in a thread so the gateway keeps serving.
    one = await asyncio.to_thread(translator.translate_text, "Hello, world", target_lang="DE")
    assert isinstance(one, deepl.TextResult)
    assert one.text == "Hello, world" and one.billed_characters == 12
    many = await asyncio.to_thread(translator.translate_text, ["One", "Two"], source_lang="EN", target_lang="FR")
    assert isinstance(many, list)
    assert [r.text for r in many] == ["One", "Two"] and many[0].detected_source_lang == "EN"
    handle = await asyncio.to_thread(
        translator.translate_document_upload, MARKDOWN, target_lang="DE", filename="guide.md"
    )
    status = await asyncio.to_thread(translator.translate_document_wait_until_done, handle)
    assert status.done and status.ok
    response = await asyncio.to_thread(translator.translate_document_download, handle)
    assert response is not None and response.content == MARKDOWN
    with pytest.raises(deepl.AuthorizationException):
        bad = deepl.Translator("tq_000000000000_" + "x" * 43, server_url=served, send_platform_info=False)
        await asyncio.to_thread(bad.translate_text, "Hi", target_lang="DE")


async def test_the_official_deepl_client_translates_a_word_document(
    served: str, deepl_key: str, redis: aioredis.Redis, noop_worker: WorkerProcess, tmp_path: Path
) -> None:
    """``translate_document`` of a .docx from python-docx's test files: the noop engine
    echoes each segment, so the file comes back byte for byte."""
    await noop_worker.wait_ready(redis, timeout_s=60)
    translator = deepl.Translator(deepl_key, server_url=served, send_platform_info=False)
    source, output = REAL / "python-docx-par-hlink-frags.docx", tmp_path / "out.docx"
    with source.open("rb") as src, output.open("wb") as out:
        status = await asyncio.to_thread(translator.translate_document, src, out, target_lang="DE")
    assert status.done and status.ok
    assert output.read_bytes() == source.read_bytes()


async def test_a_spreadsheet_through_v1_documents(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings, noop_worker: WorkerProcess
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    data = (REAL / "tablib-founders.xlsx").read_bytes()
    files = {"file": ("founders.xlsx", data, "application/octet-stream")}
    created = await http.post("/v1/documents", files=files, data={"target_lang": "de"}, headers=auth)
    assert created.status_code == 201, created.text
    doc = created.json()
    assert doc["format"] == "xlsx" and doc["segments_total"] == 9
    await noop_worker.wait_ready(redis, timeout_s=60)

    async def done() -> bool:
        return bool((await http.get(f"/v1/documents/{doc['document_id']}", headers=auth)).json()["status"] == "done")

    await until(done, 30, "the spreadsheet's segments")
    result = await http.get(f"/v1/documents/{doc['document_id']}/result", headers=auth)
    assert result.status_code == 200 and result.content == data
    assert result.headers["content-type"].startswith("application/vnd.openxmlformats-officedocument.spreadsheetml")
    assert 'filename="founders.de.xlsx"' in result.headers["content-disposition"]
