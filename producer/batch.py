"""Batches: many segments submitted, followed, resumed and cancelled as one piece of work.

>>> receipt = await submit_batch(client, texts, target_lang="de", source_lang="en")
>>> status = await wait_batch(client, receipt.batch_id, timeout_s=600, on_progress=print)
>>> status.done, status.failed, status.errors

Every job of a batch goes to the batch lane, so interactive jobs keep their latency.

Ids are derived, which is what makes a batch resumable, and cannot be claimed by anyone
else (producer.batch_ids):

- the batch id hashes the caller's scope (the gateway key's owner), the set of unique
  texts, the languages and the output cap, so the same document with the same settings
  is the same batch;
- a segment's key hashes its text: identical segments are one job (coalesced), and the
  caller puts its translation wherever the text occurs;
- a job id is ``<batch>.<HMAC(batch salt, segment key)>.<attempt>``, the salt random and
  stored with the batch. Submitting an id that exists returns the existing job (the
  submit script's dedup), so a re-run reuses finished and in-flight jobs, but only a
  result that carries the segment's request digest (its text, languages and cap) counts
  as the segment's: another is "foreign" and is translated again. A failed, cancelled,
  expired or foreign job is final under its id, so a retry advances the segment's
  attempt (compare-and-set, scripts.ADVANCE_ATTEMPT) and submits a new id.

Redis: ``keys.batch(id)`` is a hash with the result TTL: ``meta`` (JSON), ``salt`` and
``s:<segment>`` -> current attempt. Job states are the jobs' own hashes.

Just over 300 lines: submit, classify, follow and cancel are one protocol over the batch
record (its ids are producer.batch_ids, its job options producer.job_options).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from typing import Any

from producer.batch_ids import batch_id_for, expected_digests, is_foreign, job_id_for, new_salt, segment_key, verified
from producer.batch_status import BatchReceipt, BatchStatus, SegmentError
from producer.batch_wait import wait_jobs
from producer.client import Client, Receipt, Refusal
from producer.job_options import NO_OPTIONS, JobOptions
from transq.connection import text_of, translate_redis_errors
from transq.contract import Job, Lane, Result, Status, epoch_ms, make_job
from transq.errors import BatchNotFound
from transq.script_calls import advance_attempt_call
from transq.script_runs import run_script_many
from transq.scripts import ADVANCE_ATTEMPT, register

# batch_id_for, job_id_for, segment_key and the answers (producer.batch_status) are re-exported:
# callers know them from here.
__all__ = [
    "RETRY_UNSUCCESSFUL", "BatchReceipt", "BatchStatus", "SegmentError", "batch_id_for", "batch_status",
    "cancel_batch", "current_job_ids", "job_id_for", "segment_key", "submit_batch", "wait_batch",
]  # fmt: skip

RETRY_UNSUCCESSFUL = (Status.FAILED, Status.CANCELLED, Status.EXPIRED)
_FIELD = "s:"
_SALT = "salt"
_SUBMIT_CHUNK = 500


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
    scope: str = "",
    options: JobOptions = NO_OPTIONS,
    owner: str | None = None,
    before_submit: Callable[[list[Job]], Awaitable[None]] | None = None,
) -> BatchReceipt:
    """Submit each unique text once; resume what an earlier call of the same batch left.

    Every job is validated before anything is written (InvalidJob: nothing submitted).
    Segments whose job ended with a status in ``retry``, or with a result that is not the
    segment's own (foreign), get a new attempt. ``scope``: whose batch it is (the gateway
    passes the key's owner), so two owners' equal documents are two batches; ``owner``:
    the owner its jobs are claimed for (the gateway's tenant). A full lane raises
    QueueFull after what fits is submitted; calling again resumes. ``before_submit``: sees
    the jobs this call is about to submit and may refuse them all (the gateway's limits):
    then nothing is submitted, and a refusal of SUBMIT after it cancels what this call
    submitted (the request is refused whole)."""
    by_key = {segment_key(t): t for t in texts}
    batch_id = batch_id or batch_id_for(
        by_key.values(), source_lang, target_lang, max_output_tokens, scope, options=options.identity()
    )
    limits = client.queue.limits
    metadata = {"batch": batch_id}
    jobs = {
        key: make_job(limits, job_id=f"{batch_id}.{key}.0", text=text, source_lang=source_lang,
                      target_lang=target_lang, priority=Lane.BATCH, max_output_tokens=max_output_tokens,
                      metadata=metadata, owner=owner, **options.fields(text, limits.max_glossary_terms))
        for key, text in by_key.items()
    }  # fmt: skip
    meta = {"source_lang": source_lang, "target_lang": target_lang, "created_ms": epoch_ms()}
    salt, attempts = await _attempts(client, batch_id, list(by_key), json.dumps(meta))

    def options_of(text: str) -> dict[str, Any]:
        return options.fields(text, limits.max_glossary_terms)

    digests = expected_digests(by_key, source_lang, target_lang, max_output_tokens, options_of)
    plan = _Plan(batch_id, salt, jobs, attempts, digests)
    states = await client.get_many(plan.job_ids.values())
    await plan.classify(client, states, retry)
    try:
        if before_submit is not None:
            await before_submit(plan.to_submit)
        await _submit(client, plan.to_submit, whole=before_submit is not None)
    finally:
        await client.redis.expire(client.keys.batch(batch_id), client.queue.result_ttl_s)
    return BatchReceipt(
        batch_id, plan.job_ids, len(plan.to_submit), frozenset(plan.reused), plan.in_flight, plan.retried, plan.expect
    )


async def _attempts(client: Client, batch_id: str, keys: list[str], meta: str) -> tuple[str, dict[str, int]]:
    """The batch's salt and each segment's current attempt, creating the batch record (and
    its random salt) where it is missing; two runs creating it at once agree (HSETNX)."""
    name = client.keys.batch(batch_id)
    pipe = client.redis.pipeline(transaction=False)
    pipe.hsetnx(name, "meta", meta)
    pipe.hsetnx(name, _SALT, new_salt())
    for key in keys:
        pipe.hsetnx(name, _FIELD + key, 0)
    pipe.hget(name, _SALT)
    pipe.hmget(name, [_FIELD + k for k in keys])
    replies = await pipe.execute()
    return text_of(replies[-2] or ""), {k: int(v) for k, v in zip(keys, replies[-1], strict=True)}


class _Plan:
    """What submit_batch does with each segment, given its current job's state."""

    def __init__(
        self, batch_id: str, salt: str, jobs: dict[str, Job], attempts: dict[str, int], expect: dict[str, str]
    ) -> None:
        self.batch_id = batch_id
        self.salt = salt
        self.jobs = jobs
        self.attempts = attempts
        self.expect = expect
        self.job_ids = {k: job_id_for(batch_id, salt, k, a) for k, a in attempts.items()}
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
            elif is_foreign(state, self.expect[key]):
                stale.append(key)  # not this segment's translation: never reused
            elif state.status is Status.SUCCEEDED:
                self.reused.add(key)
            elif not state.final:
                self.in_flight += 1
            elif state.status in retry:
                stale.append(key)
        if stale:
            await self._advance(client, stale)

    async def _advance(self, client: Client, keys: list[str]) -> None:
        script = register(client.redis, ADVANCE_ATTEMPT)
        name = client.keys.batch(self.batch_id)
        calls = [advance_attempt_call(batch_key=name, field=_FIELD + key, seen=self.attempts[key]) for key in keys]
        for key, attempt in zip(keys, await run_script_many(client.redis, script, calls), strict=True):
            self.attempts[key] = int(attempt)
            self.job_ids[key] = job_id_for(self.batch_id, self.salt, key, int(attempt))
            self.to_submit.append(self._job(key))
            self.retried += 1


async def _submit(client: Client, jobs: list[Job], *, whole: bool = False) -> None:
    """``whole``: on a refusal, cancel every job this call created (none runs) and raise."""
    refused: Refusal | None = None
    created: list[str] = []
    for start in range(0, len(jobs), _SUBMIT_CHUNK):
        for receipt in await client.submit_many(jobs[start : start + _SUBMIT_CHUNK]):
            if isinstance(receipt, Receipt):
                created += [receipt.job_id] if receipt.created else []
            else:
                refused = refused or receipt
        if refused is not None and whole:
            break
    if refused is not None:
        for job_id in created if whole else ():
            await client.cancel(job_id)
        raise refused


async def current_job_ids(client: Client, batch_id: str) -> dict[str, str]:
    """Segment key -> its current job id, from the batch record; raises BatchNotFound."""
    fields: dict[Any, Any] = await client.redis.hgetall(client.keys.batch(batch_id))
    if not fields:
        raise BatchNotFound(batch_id)
    named = {text_of(raw): text_of(value) for raw, value in fields.items()}
    salt = named.get(_SALT, "")
    return {
        name.removeprefix(_FIELD): job_id_for(batch_id, salt, name.removeprefix(_FIELD), int(value))
        for name, value in named.items()
        if name.startswith(_FIELD)
    }


@translate_redis_errors
async def batch_status(client: Client, batch_id: str, *, expect: Mapping[str, str] | None = None) -> BatchStatus:
    """Counts and per-segment errors now; never blocks. Raises BatchNotFound. ``expect``
    (``BatchReceipt.expect``): a result that is not its segment's reads as failed."""
    job_ids = await current_job_ids(client, batch_id)
    states = await client.get_many(job_ids.values())
    return BatchStatus(batch_id, job_ids, verified({k: states[j] for k, j in job_ids.items()}, expect))


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
    client: Client,
    batch_id: str,
    *,
    timeout_s: float = 3600.0,
    on_progress: Progress | None = None,
    expect: Mapping[str, str] | None = None,
) -> BatchStatus:
    """Block until every segment's current job is final; ``on_progress`` gets a status
    each time some finish. Raises WaitTimeout (the batch goes on; wait again later).
    ``expect`` as for batch_status."""
    job_ids = await current_job_ids(client, batch_id)

    def changed(results: dict[str, Result | None]) -> None:
        if on_progress is not None:
            on_progress(BatchStatus(batch_id, job_ids, verified(results, expect)))

    results = await wait_jobs(client, job_ids, timeout_s=timeout_s, on_change=changed)
    return BatchStatus(batch_id, job_ids, verified(results, expect))
