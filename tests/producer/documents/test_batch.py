"""Batches, resume and translation memory against a real Redis and an in-process worker
with the gated test engine (these tests are about the queue, not the model)."""

from __future__ import annotations

import asyncio
import itertools

import pytest
import redis.asyncio as aioredis
from prometheus_client import REGISTRY

from producer.batch import (
    BatchStatus,
    batch_id_for,
    batch_status,
    cancel_batch,
    current_job_ids,
    segment_key,
    submit_batch,
    wait_batch,
)
from producer.client import Client
from producer.documents import Document, parse_document
from producer.documents.pipeline import TranslateOptions, translate_documents
from tests.conftest import queue_keys
from tests.documents_support import serving, worker_settings
from tests.engines import GatedEngine
from transq.contract import Lane, Status, make_job
from transq.errors import BatchNotFound, InvalidJob, WaitTimeout
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.engines.protocol import Translation
from worker.redis.memory import TranslationMemory

GERMAN = TranslateOptions(target_lang="de", source_lang="en", timeout_s=20)


def doc(*paragraphs: str, name: str = "doc.txt") -> Document:
    return parse_document("\n\n".join(paragraphs).encode() + b"\n", "text", name=name)


def memory_hits() -> float:
    return REGISTRY.get_sample_value("transq_translation_memory_total", {"result": "hit"}) or 0.0


async def test_batch_jobs_go_to_the_batch_lane_and_duplicates_are_one_job(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine(open_by_default=True)
    texts = ["One.", "Two.", "One.", "Three.", "One."]
    receipt = await submit_batch(client, texts, target_lang="de")
    assert receipt.total == 3 and receipt.created == 3
    assert await redis.xlen(keys.stream(Lane.BATCH)) == 3 and await redis.xlen(keys.stream(Lane.INTERACTIVE)) == 0
    seen: list[BatchStatus] = []
    async with serving(redis, worker_settings(redis_url, queue_settings), engine):
        status = await wait_batch(client, receipt.batch_id, timeout_s=10, on_progress=seen.append)
    assert (status.total, status.done, status.failed, status.cancelled, status.pending) == (3, 3, 0, 0, 0)
    one = status.results[segment_key("One.")]
    assert one is not None and one.translation == "ONE." and engine.calls["One."] == 1
    assert seen[-1].done == 3 and all(a.done <= b.done for a, b in itertools.pairwise(seen))
    again = await submit_batch(client, texts, target_lang="de")
    assert again.batch_id == receipt.batch_id and again.created == 0 and len(again.reused) == 3


async def test_status_reports_each_failed_segment(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine(open_by_default=True, fail_times={"Broken.": 99})
    receipt = await submit_batch(client, ["Fine.", "Broken."], target_lang="de")
    async with serving(redis, worker_settings(redis_url, queue_settings, retry_attempts=2), engine):
        status = await wait_batch(client, receipt.batch_id, timeout_s=10)
    assert (status.done, status.failed) == (1, 1)
    [error] = status.errors
    assert error.segment == segment_key("Broken.") and error.status is Status.FAILED
    assert error.code == "engine_error" and "transient failure" in error.message
    assert error.job_id == receipt.job_ids[segment_key("Broken.")]


async def test_cancel_batch_cancels_queued_and_aborts_running_jobs(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine()
    receipt = await submit_batch(client, [f"Text {i}." for i in range(5)], target_lang="de")
    async with serving(redis, worker_settings(redis_url, queue_settings, max_in_flight=2), engine):
        await engine.wait_running(2)
        await cancel_batch(client, receipt.batch_id)
        status = await wait_batch(client, receipt.batch_id, timeout_s=10)
    assert (status.cancelled, status.done) == (5, 0)
    # The two running were aborted; none ran to the end (a queued one the worker took
    # in the meantime was aborted too).
    assert sorted(engine.aborted) == sorted(engine.started) and len(engine.aborted) >= 2
    assert {e.status for e in status.errors} == {Status.CANCELLED}


async def test_wait_times_out_and_unknown_batches_are_not_found(client: Client) -> None:
    receipt = await submit_batch(client, ["Nobody serves this."], target_lang="de")
    with pytest.raises(WaitTimeout):
        await wait_batch(client, receipt.batch_id, timeout_s=0.2)
    assert (await batch_status(client, receipt.batch_id)).pending == 1
    with pytest.raises(BatchNotFound):
        await batch_status(client, "b-never")


async def test_an_invalid_batch_writes_nothing(client: Client, redis: aioredis.Redis, keys: Keys) -> None:
    with pytest.raises(InvalidJob, match="target_lang"):
        await submit_batch(client, ["Fine.", "Also fine."], target_lang="not a language")
    assert await queue_keys(redis, keys) == []


async def test_interrupted_run_resumes_without_resubmitting_finished_segments(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine()
    document = doc("Alpha one.", "Beta two.", "Gamma three.")
    engine.release("Alpha one.")
    engine.release("Beta two.")
    # No translation memory: reuse must come from the deterministic job ids alone.
    settings = worker_settings(redis_url, queue_settings, memory_ttl_s=0)
    batch = batch_id_for([s.text for s in document.segments()], "en", "de", None)
    async with serving(redis, settings, engine):
        first = asyncio.create_task(translate_documents(client, [document], GERMAN))
        await engine.wait_started("Gamma three.")
        ids = await current_job_ids(client, batch)  # salted: known once the batch exists
        finished = [ids[segment_key(t)] for t in ("Alpha one.", "Beta two.")]
        await client.wait_many(finished, timeout_s=10)
        first.cancel()  # the interruption (Ctrl-C): nothing rendered, nothing written
        with pytest.raises(asyncio.CancelledError):
            await first
        engine.release("Gamma three.")
        report = await translate_documents(client, [document], GERMAN)
    assert report.ok and report.submitted == 0 and report.reused >= 2
    assert report.outcomes[0].data == b"ALPHA ONE.\n\nBETA TWO.\n\nGAMMA THREE.\n"
    assert dict(engine.calls) == {"Alpha one.": 1, "Beta two.": 1, "Gamma three.": 1}


async def test_failed_segments_are_reported_then_retried_on_the_next_run(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    document = doc("Alpha one.", "Beta two.", "Gamma three.", name="notes.txt")
    broken = GatedEngine(open_by_default=True, fail_times={"Beta two.": 99})
    settings = worker_settings(redis_url, queue_settings, retry_attempts=1)
    async with serving(redis, settings, broken):
        report = await translate_documents(client, [document], GERMAN)
    assert not report.ok and report.outcomes[0].data is None  # no half-written output
    [failure] = report.failures
    assert (failure.document, failure.line, failure.code) == ("notes.txt", 3, "engine_error")
    assert failure.source == "Beta two."
    assert broken.calls["Beta two."] == 2  # the first attempt, and the in-run retry
    fixed = GatedEngine(open_by_default=True)
    async with serving(redis, settings, fixed):
        again = await translate_documents(client, [document], GERMAN)
    assert again.ok and again.submitted == 1 and again.reused == 2
    assert dict(fixed.calls) == {"Beta two.": 1}
    assert again.outcomes[0].data == b"ALPHA ONE.\n\nBETA TWO.\n\nGAMMA THREE.\n"


async def test_partial_writes_failed_segments_in_the_source_language(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine(open_by_default=True, fail_times={"Beta two.": 99})
    options = TranslateOptions(target_lang="de", timeout_s=20, retries=0, partial=True)
    async with serving(redis, worker_settings(redis_url, queue_settings, retry_attempts=1), engine):
        report = await translate_documents(client, [doc("Alpha one.", "Beta two.")], options)
    outcome = report.outcomes[0]
    assert outcome.data == b"ALPHA ONE.\n\nBeta two.\n" and len(outcome.failures) == 1
    assert [(i.line, i.reason) for i in outcome.issues] == [(3, "untranslated")]


async def test_repeated_segments_are_translated_once(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine(open_by_default=True)
    hits_before = memory_hits()
    first = doc("Shared intro.", "Same again.", "Same again.", "Same again.", name="first.txt")
    second = doc("Shared intro.", "Same again.", "Brand new.", name="second.txt")
    async with serving(redis, worker_settings(redis_url, queue_settings), engine):
        one = await translate_documents(client, [first], GERMAN)
        two = await translate_documents(client, [second], GERMAN)  # another batch: the memory answers
    assert (one.segments, one.unique, one.memory_hits) == (4, 2, 0)
    assert one.outcomes[0].data == b"SHARED INTRO.\n\nSAME AGAIN.\n\nSAME AGAIN.\n\nSAME AGAIN.\n"
    assert (two.unique, two.memory_hits, two.reused) == (3, 2, 0) and two.hit_rate == pytest.approx(2 / 3)
    assert dict(engine.calls) == {"Shared intro.": 1, "Same again.": 1, "Brand new.": 1}
    assert memory_hits() - hits_before == 2


async def test_memory_is_off_with_ttl_zero(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine(open_by_default=True)
    async with serving(redis, worker_settings(redis_url, queue_settings, memory_ttl_s=0), engine):
        await translate_documents(client, [doc("Twice.", name="a.txt")], GERMAN)
        await translate_documents(client, [doc("Twice.", "Other.", name="b.txt")], GERMAN)
    assert engine.calls["Twice."] == 2
    assert not [k async for k in redis.scan_iter(match=keys.memory("*"))]


async def test_memory_stores_only_clean_translations_with_a_ttl(
    client: Client, redis: aioredis.Redis, keys: Keys
) -> None:
    memory = TranslationMemory(redis, keys, ttl_s=60, model="m", profile="chatml")
    job = make_job(text="Hello.", target_lang="de")
    await memory.remember(job, Translation("Hallo.", 3, 3, "length", flags=("truncated",)))
    assert await memory.recall(job) is None
    await memory.remember(job, Translation("Hallo.", 3, 3, "stop"))
    recalled = await memory.recall(job)
    assert recalled is not None and recalled.text == "Hallo." and recalled.flags == ("cache_hit",)
    assert 0 < await redis.ttl(memory.key(job)) <= 60
    other_model = TranslationMemory(redis, keys, ttl_s=60, model="other", profile="chatml")
    assert await other_model.recall(job) is None


def test_memory_keys_are_per_owner_unless_shared(keys: Keys, redis: aioredis.Redis) -> None:
    """issue 38: a tenant's cache_hit would tell it what another translated; services' jobs
    (no owner) keep the key they had. memory.share_across_owners gives one memory again."""
    texts = {owner: make_job(text="Hello.", target_lang="de", owner=owner) for owner in ("alice", "mallory")}
    service = make_job(text="Hello.", target_lang="de")
    scoped = TranslationMemory(redis, keys, ttl_s=60, model="m", profile="chatml")
    assert len({scoped.key(texts["alice"]), scoped.key(texts["mallory"]), scoped.key(service)}) == 3
    shared = TranslationMemory(redis, keys, ttl_s=60, model="m", profile="chatml", shared=True)
    assert shared.key(texts["alice"]) == shared.key(texts["mallory"]) == shared.key(service) == scoped.key(service)
