"""The LibreTranslate-compatible subset, with LibreTranslate's own Python client
(`libretranslatepy`, written by its authors) and raw HTTP, against the served gateway
and the real worker with the pseudo engine."""

# ruff: noqa: F811 - the fixtures are imported by name

from __future__ import annotations

import asyncio
import urllib.error

import httpx
import pytest
import redis.asyncio as aioredis
from libretranslatepy import LibreTranslateAPI

from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.gateway_support import served  # noqa: F401 - fixture
from tests.producer.gateway.test_deepl_client import served_options  # noqa: F401 - fixtures
from tests.worker_process import WorkerProcess
from transq.pseudo import pseudo_localize


async def test_libretranslates_own_client_translates_detects_and_lists(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    key, _ = await KeyStore(redis, producer_settings.queue.keys()).create("acme", Role.SUBMIT)
    client = LibreTranslateAPI(served, api_key=key)
    assert await asyncio.to_thread(client.translate, "Good morning", "en", "de") == pseudo_localize("Good morning")
    found = await asyncio.to_thread(client.detect, "Das ist ein deutscher Satz über das Wetter.")
    assert found[0]["language"] == "de" and found[0]["confidence"] > 50
    languages = await asyncio.to_thread(client.languages)
    english = next(lang for lang in languages if lang["code"] == "en")
    assert english["name"] == "English" and "de" in english["targets"] and "en" not in english["targets"]
    with pytest.raises(urllib.error.HTTPError) as refused:
        await asyncio.to_thread(LibreTranslateAPI(served, api_key="tq_000000000000_" + "x" * 43).translate, "Hi")
    assert refused.value.code == 403


async def test_raw_http_lists_html_and_files(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    key, _ = await KeyStore(redis, producer_settings.queue.keys()).create("acme", Role.SUBMIT)
    async with httpx.AsyncClient(base_url=served, timeout=30) as http:
        body = {"q": ["One", "Two"], "source": "auto", "target": "fr", "api_key": key}
        response = await http.post("/translate", json=body)
        assert response.status_code == 200, response.text
        assert response.json()["translatedText"] == [pseudo_localize("One"), pseudo_localize("Two")]
        assert len(response.json()["detectedLanguage"]) == 2
        html = '<p>Hello <a href="/x">you</a></p>'
        response = await http.post("/translate", json={"q": html, "source": "en", "target": "de", "format": "html",
                                                       "api_key": key})  # fmt: skip
        assert response.json()["translatedText"] == f'<p>{pseudo_localize("Hello ⟦0⟧you⟦1⟧")}</p>'.replace(
            "⟦0⟧", '<a href="/x">').replace("⟦1⟧", "</a>")  # fmt: skip
        upload = await http.post("/translate_file", files={"file": ("notes.txt", b"Title\n\nSome text.\n")},
                                 data={"source": "en", "target": "de", "api_key": key})  # fmt: skip
        assert upload.status_code == 200, upload.text
        download = await http.get(upload.json()["translatedFileUrl"])  # no key: the URL is the credential
        assert download.status_code == 200
        assert download.content == f"{pseudo_localize('Title')}\n\n{pseudo_localize('Some text.')}\n".encode()
        forged = upload.json()["translatedFileUrl"].replace("/download_file/", "/download_file/x")
        assert (await http.get(forged)).status_code == 404
        missing = await http.post("/translate", json={"q": "Hi", "target": "de"})
        assert missing.status_code == 403 and "api_key" in missing.json()["error"]
        bad = await http.post("/translate", json={"q": "Hi", "target": "xx", "api_key": key})
        assert bad.status_code == 400 and "target_lang: 'xx' is not served" in bad.json()["error"]


async def test_libretranslate_codes_alternatives_and_the_detectors_confidence(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    """``zt`` and ``pb`` (LibreTranslate's codes, sent by its clients) are served as
    zh-Hant and pt-BR; ``alternatives`` answers an empty list per text (docs/gateway.md);
    the confidence /translate reports is the one /detect reports for the same text."""
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    key, _ = await KeyStore(redis, producer_settings.queue.keys()).create("acme", Role.SUBMIT)
    client = LibreTranslateAPI(served, api_key=key)
    for code in ("zt", "pb"):
        assert await asyncio.to_thread(client.translate, "Good morning", "en", code) == pseudo_localize("Good morning")
    codes = {lang["code"] for lang in await asyncio.to_thread(client.languages)}
    assert {"zt", "pb", "zh", "pt"} <= codes
    text = "Das ist ein deutscher Satz über das Wetter, und er ist lang genug."
    async with httpx.AsyncClient(base_url=served, timeout=30) as http:
        detected = (await http.post("/detect", json={"q": text, "api_key": key})).json()[0]
        body = {"q": text, "source": "auto", "target": "pb", "alternatives": 3, "api_key": key}
        answer = (await http.post("/translate", json=body)).json()
        assert answer["detectedLanguage"] == detected and detected["confidence"] != 90.0
        assert answer["alternatives"] == []
        listed = (await http.post("/translate", json={**body, "q": ["One", "Two"], "source": "en"})).json()
        assert listed["alternatives"] == [[], []] and "detectedLanguage" not in listed
        plain = (await http.post("/translate", json={**body, "alternatives": 0})).json()
        assert "alternatives" not in plain
        refused = await http.post("/translate", json={**body, "alternatives": "many"})
        assert refused.status_code == 400 and "alternatives" in refused.json()["error"]
