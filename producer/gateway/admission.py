"""A request decided before anything of it is submitted, and billed once.

Every submitting route (jobs, documents, DeepL, LibreTranslate) runs ``admit`` first:

1. whose ids: an id another owner holds, or one a job submitted outside the gateway has,
   is a Conflict (409) before anything is written (SUBMIT checks it again, atomically with
   the claim); an id the caller's owner already holds is its own job again: reused, not
   billed (a retry with the same ``Idempotency-Key`` or a DeepL retry);
2. room: the owner's fair share of each lane (producer.gateway.fair_share) and, for more
   than one job, the lane's backlog limit;
3. work: jobs and characters per minute and per period (producer.gateway.accounting), one
   step, for the jobs this request creates only.

A refusal at any step leaves nothing queued and nothing counted. ``submit_all`` then
submits a request that must be all or nothing (a document, a DeepL request): if SUBMIT
refuses one of its jobs after all (a race with another request), the jobs this request
created are cancelled before they run and the charge is refunded. ``settle`` refunds what
a request was charged for but did not create.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from producer.client import Receipt, Refusal, Refused
from producer.gateway import accounting, fair_share
from producer.gateway.auth import Principal
from producer.gateway.state import GatewayState
from transq.connection import text_of
from transq.contract import Job, Lane
from transq.errors import Conflict, QueueFull
from transq.keys import record_owner


@dataclass(frozen=True, slots=True)
class Admission:
    caller: Principal
    fresh: frozenset[str]  # ids of the jobs this request creates (charged)
    characters: int  # characters charged
    per_job: bool  # billed as its new jobs' texts (else as the request's, all or nothing)


async def admit(state: GatewayState, caller: Principal, jobs: Sequence[Job], *, billed: int | None = None) -> Admission:
    """Decide ``jobs`` (all named for ``caller.owner``); ``billed``: the characters the
    request is billed (DeepL bills its texts, tags too), else those of the new jobs."""
    fresh = await _fresh(state, caller, jobs)
    new_jobs = [j for j in jobs if j.job_id in fresh]
    for lane, count in Counter(j.priority for j in new_jobs).items():
        await fair_share.make_room(state, caller.owner, lane, count)
        if count > 1:
            await _backlog_room(state, lane, count)
    characters = sum(len(j.text) for j in new_jobs) if billed is None else (billed if new_jobs else 0)
    await accounting.charge(state, caller, jobs=len(new_jobs), characters=characters)
    return Admission(caller, frozenset(fresh), characters, billed is None)


async def _fresh(state: GatewayState, caller: Principal, jobs: Sequence[Job]) -> set[str]:
    """The ids that no job has yet; Conflict if one is not the caller's owner's to use."""
    keys = state.client.keys
    pipe = state.redis.pipeline(transaction=False)
    for job in jobs:
        pipe.get(keys.owner(job.job_id))
        pipe.hexists(keys.job(job.job_id), "status")
    replies = await pipe.execute()
    fresh = set()
    for job, raw, exists in zip(jobs, replies[0::2], replies[1::2], strict=True):
        holder = record_owner(raw)
        if holder not in (None, caller.owner) or (holder is None and exists):
            why = "another owner's" if holder else "a job submitted outside the gateway has it"
            raise Conflict(f"job id {job.job_id!r} is not yours ({why}); choose another id")
        if not exists:
            fresh.add(job.job_id)
    return fresh


async def _backlog_room(state: GatewayState, lane: Lane, count: int) -> None:
    keys = state.client.keys
    pipe = state.redis.pipeline(transaction=False)
    pipe.hget(keys.config, "max_backlog")
    pipe.xlen(keys.stream(lane))
    stored, depth = await pipe.execute()
    limit = int(text_of(stored)) if stored is not None else state.settings.queue.max_backlog
    if limit and int(depth) + count > limit:
        raise QueueFull(lane.value, limit)


async def settle(
    state: GatewayState, admission: Admission, jobs: Sequence[Job], receipts: Sequence[Receipt | Refusal]
) -> None:
    """Refund the fresh jobs that were not created after all (refused, or created by a
    racing request first), with their characters."""
    created = {r.job_id for r in receipts if isinstance(r, Receipt) and r.created}
    missed = [j for j in jobs if j.job_id in admission.fresh and j.job_id not in created]
    if not missed:
        return
    # Billed per job: the missed jobs' texts; per request: all of it, if nothing was created.
    whole = admission.characters if not created else 0
    characters = sum(len(j.text) for j in missed) if admission.per_job else whole
    await accounting.refund(state, admission.caller, jobs=len(missed), characters=characters)


async def submit_all(state: GatewayState, admission: Admission, jobs: Sequence[Job]) -> list[Receipt]:
    """Submit ``jobs`` all or nothing: on a refusal, the jobs created here are cancelled
    (they never run), the charge is refunded, and the refusal is raised."""
    receipts = await state.client.submit_many(jobs)
    refusal = next((r for r in receipts if isinstance(r, Refused)), None)
    if refusal is None:
        await settle(state, admission, jobs, receipts)
        return [r for r in receipts if isinstance(r, Receipt)]
    created = [r.job_id for r in receipts if isinstance(r, Receipt) and r.created]
    for job_id in created:
        await state.client.cancel(job_id)
    await accounting.refund(state, admission.caller, jobs=len(admission.fresh), characters=admission.characters)
    raise refusal
