"""Conformance: the official `deepl` Python client (written by DeepL, not us) against the
served gateway and the real worker with the pseudo engine, one test per group of its
methods, errors included (quota 456, a bad glossary, a language not served)."""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from typing import Any

import deepl
import httpx
import pytest
import redis.asyncio as aioredis

from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.gateway_support import served  # noqa: F401 - fixture
from tests.worker_process import WorkerProcess
from transq.pseudo import pseudo_localize

LIMIT = 400


@pytest.fixture
def served_options() -> dict[str, object]:
    return {"max_wait_s": 30.0, "compat": {"character_limit": LIMIT}}


async def new_translator(redis: aioredis.Redis, settings: ProducerSettings, url: str, owner: str) -> deepl.Translator:
    key, _ = await KeyStore(redis, settings.queue.keys()).create(owner, Role.SUBMIT)
    return deepl.Translator(key, server_url=url, send_platform_info=False)


def call(fn: Callable[..., Any], *args: object, **kw: object) -> Awaitable[Any]:
    """The client is synchronous: run it in a thread so the gateway keeps serving."""
    return asyncio.to_thread(fn, *args, **kw)


async def test_an_app_that_lists_languages_and_usage_at_start_up_works_unchanged(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    translator = await new_translator(redis, producer_settings, served, "acme")
    targets = await call(translator.get_target_languages)
    codes = {t.code: t for t in targets}
    assert {"DE", "EN-US", "PT-BR", "ZH-HANS"} <= set(codes)
    assert codes["DE"].name == "German" and codes["DE"].supports_formality is True
    assert codes["SV"].supports_formality is False
    sources = {s.code for s in await call(translator.get_source_languages)}
    assert {"EN", "DE", "PT", "ZH"} <= sources and "EN-US" not in sources
    usage = await call(translator.get_usage)
    assert usage.character.count == 0 and usage.character.limit == LIMIT
    pairs = await call(translator.get_glossary_languages)
    assert any(p.source_lang == "en" and p.target_lang == "de" for p in pairs)


async def test_tags_come_back_intact_and_the_text_between_is_translated(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    translator = await new_translator(redis, producer_settings, served, "acme")
    html = '<p class="x">Click <a href="/buy?id=1&amp;b=2">here</a> to <b>buy</b> now.</p><br/><ul><li>One</li></ul>'
    result = await call(translator.translate_text, html, source_lang="EN", target_lang="DE", tag_handling="html")
    out = result.text
    assert re.findall(r"<[^>]+>", out) == re.findall(r"<[^>]+>", html)
    assert "&amp;" in out and pseudo_localize("One") in out and "Click" not in out
    kept = await call(
        translator.translate_text, "<t>Hello <code>x = 1</code> <keep>Do not</keep></t>", source_lang="EN",
        target_lang="DE", tag_handling="xml", ignore_tags=["keep"],
    )  # fmt: skip
    assert "<keep>Do not</keep>" in kept.text and "<code>" in kept.text and "Hello" not in kept.text
    detected = await call(translator.translate_text, "This sentence is written in English.", target_lang="DE")
    assert detected.detected_source_lang == "EN"
    usage = await call(translator.get_usage)
    assert usage.character.count == len(html) + 51 + len("This sentence is written in English.")
    with pytest.raises(deepl.QuotaExceededException):
        await call(translator.translate_text, "x" * LIMIT, target_lang="DE")
    assert (await call(translator.get_usage)).character.count == usage.character.count


async def test_glossaries_are_the_owners_and_act_on_translations(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    mine = await new_translator(redis, producer_settings, served, "acme")
    other = await new_translator(redis, producer_settings, served, "globex")
    glossary = await call(mine.create_glossary, "terms", "EN", "DE", {"invoice": "Rechnung", "server": "Server"})
    assert glossary.entry_count == 2 and glossary.source_lang == "EN"
    from_csv = await call(mine.create_glossary_from_csv, "csv", "EN", "FR", '"a, b",c\nd,e\n')
    assert from_csv.entry_count == 2
    assert {g.glossary_id for g in await call(mine.list_glossaries)} == {
        glossary.glossary_id, from_csv.glossary_id}  # fmt: skip
    assert await call(mine.get_glossary_entries, glossary) == {"invoice": "Rechnung", "server": "Server"}
    assert await call(other.list_glossaries) == []
    with pytest.raises(deepl.GlossaryNotFoundException):
        await call(other.get_glossary, glossary.glossary_id)
    result = await call(mine.translate_text, "Pay the invoice.", source_lang="EN", target_lang="DE", glossary=glossary)
    assert result.text == pseudo_localize("Pay the invoice.")
    with pytest.raises(deepl.DeepLException, match="Not found"):
        await call(other.translate_text, "Pay.", source_lang="EN", target_lang="DE",
                   glossary=glossary.glossary_id)  # fmt: skip
    with pytest.raises(deepl.DeepLException, match="the glossary is EN->FR"):
        await call(mine.translate_text, "Pay.", source_lang="EN", target_lang="DE",
                   glossary=from_csv.glossary_id)  # fmt: skip
    await call(mine.delete_glossary, glossary)
    with pytest.raises(deepl.GlossaryNotFoundException):
        await call(mine.get_glossary, glossary.glossary_id)
    with pytest.raises(deepl.DeepLException, match="line 1"):
        await call(mine.create_glossary_from_csv, "bad", "EN", "DE", "only-one-column\n")


async def test_bad_languages_and_formality_are_refused_with_deepls_errors(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    translator = await new_translator(redis, producer_settings, served, "acme")
    with pytest.raises(deepl.DeepLException, match="target_lang: 'XX' is not served"):
        await call(translator.translate_text, "Hi", target_lang="XX")
    with pytest.raises(deepl.DeepLException, match="source_lang: 'KL' is not served"):
        await call(translator.translate_text, "Hi", source_lang="KL", target_lang="DE")
    with pytest.raises(deepl.DeepLException, match="formality: not supported for target_lang 'SV'"):
        await call(translator.translate_text, "Hi", target_lang="SV", formality="more")
    with pytest.raises(deepl.AuthorizationException):
        bad = deepl.Translator("tq_000000000000_" + "x" * 43, server_url=served, send_platform_info=False)
        await call(bad.get_usage)


async def test_form_bodies_work_and_auth_key_is_refused_naming_the_header(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    key, _ = await KeyStore(redis, producer_settings.queue.keys()).create("acme", Role.SUBMIT)
    async with httpx.AsyncClient(base_url=served, timeout=30) as http:
        auth = {"Authorization": f"DeepL-Auth-Key {key}"}
        form = {"text": ["Hello", "World"], "target_lang": "DE", "source_lang": "EN", "preserve_formatting": "1"}
        response = await http.post("/v2/translate", data=form, headers=auth)
        assert response.status_code == 200, response.text
        assert [t["text"] for t in response.json()["translations"]] == [
            pseudo_localize("Hello"),
            pseudo_localize("World"),
        ]
        response = await http.get("/v2/languages", params={"type": "target"}, headers=auth)
        assert (
            response.status_code == 200
            and {"language": "DE", "name": "German", "supports_formality": True} in response.json()
        )
        refused = await http.post("/v2/translate", data={"auth_key": key, "text": "Hi", "target_lang": "DE"})
        assert refused.status_code == 403
        assert "Authorization: DeepL-Auth-Key <key>" in refused.json()["message"]
