"""Batches: many segments submitted, followed, resumed and cancelled as one piece of work.

>>> receipt = await submit_batch(client, texts, target_lang="de", source_lang="en")
>>> status = await wait_batch(client, receipt.batch_id, timeout_s=600, on_progress=print)
>>> status.done, status.failed, status.errors

Every job of a batch goes to the batch lane, so interactive jobs keep their latency.

Ids are deterministic, which is what makes a batch resumable:

- the batch id hashes the set of unique texts, the languages and the output cap, so the
  same document with the same settings is the same batch;
- a segment's key hashes its text: identical segments are one job (coalesced), and the
  caller puts its translation wherever the text occurs;
- a job id is ``<batch>.<segment>.<attempt>``. Submitting an id that exists returns the
  existing job (the submit script's dedup), so a re-run reuses finished and in-flight
  jobs. A failed, cancelled or expired job is final under its id, so a retry advances
  the segment's attempt (compare-and-set, scripts.ADVANCE_ATTEMPT) and submits a new id.

Redis: ``keys.batch(id)`` is a hash with the result TTL: ``meta`` (JSON) and
``s:<segment>`` -> current attempt. Job states are the jobs' own hashes.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from producer.batch_wait import wait_jobs
from producer.client import Client
from producer.glossary import terms_in
from transq.connection import run_script_many, translate_redis_errors
from transq.contract import Job, Lane, Result, Status, epoch_ms, make_job
from transq.errors import BatchNotFound, QueueFull
from transq.scripts import ADVANCE_ATTEMPT

RETRY_UNSUCCESSFUL = (Status.FAILED, Status.CANCELLED, Status.EXPIRED)
_FIELD = "s:"
_SUBMIT_CHUNK = 500


def segment_key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


@dataclass(frozen=True, slots=True)
class JobOptions:
    """Options every segment's job carries: formality, and a glossary of which each job
    gets the terms its text holds (producer.glossary.terms_in)."""

    formality: str | None = None
    glossary: tuple[tuple[str, str], ...] = ()

    def fields(self, text: str, max_terms: int) -> dict[str, Any]:
        out: dict[str, Any] = {"formality": self.formality} if self.formality else {}
        terms = terms_in(text, dict(self.glossary), max_terms) if self.glossary else {}
        return out | ({"glossary": terms} if terms else {})

    def identity(self) -> list[Any]:
        return [self.formality, list(self.glossary)] if self != NO_OPTIONS else []


NO_OPTIONS = JobOptions()


def batch_id_for(
    texts: Iterable[str], source_lang: str, target_lang: str, max_output_tokens: int | None,
    options: JobOptions = NO_OPTIONS,
) -> str:  # fmt: skip
    # Options join the identity only when set: a batch without them keeps its old id.
    digest = hashlib.sha256(json.dumps([1, source_lang, target_lang, max_output_tokens, *options.identity()]).encode())
    for key in sorted({segment_key(t) for t in texts}):
        digest.update(key.encode())
    return "b" + digest.hexdigest()[:24]


def job_id_for(batch_id: str, key: str, attempt: int) -> str:
    return f"{batch_id}.{key}.{attempt}"


@dataclass(frozen=True, slots=True)
class BatchReceipt:
    batch_id: str
    job_ids: dict[str, str]  # segment key -> its current job id
    created: int  # jobs this call enqueued (new segments and retries)
    reused: frozenset[str]  # segments already translated by an earlier run
    in_flight: int  # segments queued or running from an earlier run
    retried: int  # segments given a new attempt by this call

    @property
    def total(self) -> int:
        return len(self.job_ids)


@dataclass(frozen=True, slots=True)
class SegmentError:
    segment: str
    job_id: str
    status: Status
    code: str
    message: str


@dataclass(frozen=True, slots=True)
class BatchStatus:
    batch_id: str
    job_ids: dict[str, str]
    results: dict[str, Result | None]  # segment key -> its job now (None: expired or missing)

    def _count(self, *statuses: Status) -> int:
        return sum(1 for r in self.results.values() if r is not None and r.status in statuses)

    @property
    def total(self) -> int:
        return len(self.job_ids)

    @property
    def done(self) -> int:
        return self._count(Status.SUCCEEDED)

    @property
    def failed(self) -> int:
        """Failed or expired jobs, and jobs whose record is gone."""
        return self._count(Status.FAILED, Status.EXPIRED) + sum(r is None for r in self.results.values())

    @property
    def cancelled(self) -> int:
        return self._count(Status.CANCELLED)

    @property
    def pending(self) -> int:
        return self.total - self.done - self.failed - self.cancelled

    @property
    def cache_hits(self) -> int:
        return sum(1 for r in self.results.values() if r is not None and "cache_hit" in r.flags)

    @property
    def errors(self) -> list[SegmentError]:
        out = []
        for key, result in self.results.items():
            if result is None:
                out.append(SegmentError(key, self.job_ids[key], Status.FAILED, "missing", "the job record is gone"))
            elif result.final and result.status is not Status.SUCCEEDED:
                err = result.error
                code, message = (err.code, err.message) if err else (result.status.value, "")
                out.append(SegmentError(key, result.job_id, result.status, code, message))
        return out


@translate_redis_errors
async def submit_batch(
    client: Client,
    texts: Sequence[str],
    *,
    target_lang: str,
    source_lang: str = "auto",
    max_output_tokens: int | None = None,
    batch_id: str | None = None,
    retry: Collection[Status] = RETRY_UNSUCCESSFUL,
    options: JobOptions = NO_OPTIONS,
) -> BatchReceipt:
    """Submit each unique text once; resume what an earlier call of the same batch left.

    Every job is validated before anything is written (InvalidJob: nothing submitted).
    Segments whose job ended with a status in ``retry`` get a new attempt. A full lane
    raises QueueFull after what fits is submitted; calling again resumes."""
    by_key = {segment_key(t): t for t in texts}
    batch_id = batch_id or batch_id_for(by_key.values(), source_lang, target_lang, max_output_tokens, options)
    limits = client.queue.limits
    metadata = {"batch": batch_id}
    jobs = {
        key: make_job(limits, job_id=job_id_for(batch_id, key, 0), text=text, source_lang=source_lang,
                      target_lang=target_lang, priority=Lane.BATCH, max_output_tokens=max_output_tokens,
                      metadata=metadata, **options.fields(text, limits.max_glossary_terms))
        for key, text in by_key.items()
    }  # fmt: skip
    meta = {"source_lang": source_lang, "target_lang": target_lang, "created_ms": epoch_ms()}
    attempts = await _attempts(client, batch_id, list(by_key), json.dumps(meta))
    plan = _Plan(batch_id, jobs, attempts)
    states = await client.get_many(plan.job_ids.values())
    await plan.classify(client, states, retry)
    try:
        await _submit(client, plan.to_submit)
    finally:
        await client.redis.expire(client.keys.batch(batch_id), client.queue.result_ttl_s)
    return BatchReceipt(
        batch_id, plan.job_ids, len(plan.to_submit), frozenset(plan.reused), plan.in_flight, plan.retried
    )


async def _attempts(client: Client, batch_id: str, keys: list[str], meta: str) -> dict[str, int]:
    """Each segment's current attempt, creating the batch record where it is missing."""
    name = client.keys.batch(batch_id)
    pipe = client.redis.pipeline(transaction=False)
    pipe.hsetnx(name, "meta", meta)
    for key in keys:
        pipe.hsetnx(name, _FIELD + key, 0)
    pipe.hmget(name, [_FIELD + k for k in keys])
    replies = await pipe.execute()
    return {k: int(v) for k, v in zip(keys, replies[-1], strict=True)}


class _Plan:
    """What submit_batch does with each segment, given its current job's state."""

    def __init__(self, batch_id: str, jobs: dict[str, Job], attempts: dict[str, int]) -> None:
        self.batch_id = batch_id
        self.jobs = jobs
        self.attempts = attempts
        self.job_ids = {k: job_id_for(batch_id, k, a) for k, a in attempts.items()}
        self.to_submit: list[Job] = []
        self.reused: set[str] = set()
        self.in_flight = self.retried = 0

    def _job(self, key: str) -> Job:
        job = self.jobs[key]
        return job.model_copy(update={"job_id": self.job_ids[key]})

    async def classify(self, client: Client, states: dict[str, Result | None], retry: Collection[Status]) -> None:
        stale: list[str] = []
        for key, job_id in self.job_ids.items():
            state = states[job_id]
            if state is None:
                self.to_submit.append(self._job(key))
            elif state.status is Status.SUCCEEDED:
                self.reused.add(key)
            elif not state.final:
                self.in_flight += 1
            elif state.status in retry:
                stale.append(key)
        if stale:
            await self._advance(client, stale)

    async def _advance(self, client: Client, keys: list[str]) -> None:
        script = client.redis.register_script(ADVANCE_ATTEMPT.lua)
        name = client.keys.batch(self.batch_id)
        calls = [([name], [_FIELD + key, self.attempts[key]]) for key in keys]
        for key, attempt in zip(keys, await run_script_many(client.redis, script, calls), strict=True):
            self.attempts[key] = int(attempt)
            self.job_ids[key] = job_id_for(self.batch_id, key, int(attempt))
            self.to_submit.append(self._job(key))
            self.retried += 1


async def _submit(client: Client, jobs: list[Job]) -> None:
    full: QueueFull | None = None
    for start in range(0, len(jobs), _SUBMIT_CHUNK):
        for receipt in await client.submit_many(jobs[start : start + _SUBMIT_CHUNK]):
            if isinstance(receipt, QueueFull):
                full = full or receipt
    if full is not None:
        raise full


async def _current_jobs(client: Client, batch_id: str) -> dict[str, str]:
    fields: dict[Any, Any] = await client.redis.hgetall(client.keys.batch(batch_id))
    if not fields:
        raise BatchNotFound(batch_id)
    out = {}
    for raw, value in fields.items():
        name = raw.decode() if isinstance(raw, bytes) else raw
        if name.startswith(_FIELD):
            key = name.removeprefix(_FIELD)
            out[key] = job_id_for(batch_id, key, int(value))
    return out


@translate_redis_errors
async def batch_status(client: Client, batch_id: str) -> BatchStatus:
    """Counts and per-segment errors now; never blocks. Raises BatchNotFound."""
    job_ids = await _current_jobs(client, batch_id)
    states = await client.get_many(job_ids.values())
    return BatchStatus(batch_id, job_ids, {k: states[j] for k, j in job_ids.items()})


@translate_redis_errors
async def cancel_batch(client: Client, batch_id: str) -> BatchStatus:
    """Cancel every queued job of the batch and abort the running ones; returns the
    status after the call (running ones end as cancelled within a second or so)."""
    status = await batch_status(client, batch_id)
    open_ids = [r.job_id for r in status.results.values() if r is not None and not r.final]
    for start in range(0, len(open_ids), 64):
        await asyncio.gather(*(client.cancel(j) for j in open_ids[start : start + 64]))
    return await batch_status(client, batch_id)


Progress = Callable[["BatchStatus"], None]


@translate_redis_errors
async def wait_batch(
    client: Client, batch_id: str, *, timeout_s: float = 3600.0, on_progress: Progress | None = None
) -> BatchStatus:
    """Block until every segment's current job is final; ``on_progress`` gets a status
    each time some finish. Raises WaitTimeout (the batch goes on; wait again later)."""
    job_ids = await _current_jobs(client, batch_id)

    def changed(results: dict[str, Result | None]) -> None:
        if on_progress is not None:
            on_progress(BatchStatus(batch_id, job_ids, dict(results)))

    results = await wait_jobs(client, job_ids, timeout_s=timeout_s, on_change=changed)
    return BatchStatus(batch_id, job_ids, results)
