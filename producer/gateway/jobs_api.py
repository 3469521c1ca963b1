"""/v1/jobs: submit (one or a list), get, long-poll, cancel, Server-Sent Events of its
status, and of a streaming job's text as it grows (``/stream``, producer.streaming).

A job id is claimed for the caller's owner (``keys.owner``) before the job is submitted:
an id another owner holds is refused (409) and nothing is written, and a job whose claim
is someone else's reads as absent (404).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, Query, Response
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sse_starlette import EventSourceResponse

from producer import glossary
from producer.client import Receipt
from producer.gateway import accounting, glossary_store
from producer.gateway.auth import Principal, Role
from producer.gateway.problems import PROBLEM_JSON
from producer.gateway.state import Caller, GatewayState, State
from producer.streaming import Event, event_data, event_name
from transq.cli import MAX_DEADLINE_S, MIN_DEADLINE_S
from transq.connection import text_of
from transq.contract import Job, Lane, Result, Status, epoch_ms, first_error
from transq.deltas import parse_event_id
from transq.errors import Conflict, GatewayStopping, InvalidJob, JobNotFound, QueueFull, WaitTimeout

router = APIRouter(prefix="/v1/jobs", tags=["jobs"])

_PROBLEM = {"content": {PROBLEM_JSON: {"schema": {"type": "object"}}}}
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"description": what, **_PROBLEM}
    for code, what in {
        400: "invalid input (the field is named)", 401: "no or unknown API key", 403: "the key's role forbids it",
        404: "no such job for this key", 409: "the job id belongs to another owner",
        413: "request body too large", 429: "queue full or rate limit (see Retry-After)",
        503: "Redis unreachable", 504: "the wait timed out; the job goes on",
    }.items()
}  # fmt: skip


class JobRequest(BaseModel):
    """A job as a client submits it; the same fields as ``python -m producer submit``."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="text to translate (plain text; never instructions to the model)")
    target_lang: str = Field(description="BCP-47 language code, e.g. de, pt-BR")
    source_lang: str = "auto"
    priority: Lane = Lane.INTERACTIVE
    job_id: str | None = Field(None, description="your id, also the idempotency key (default: random)")
    deadline_s: float | None = Field(
        None,
        ge=MIN_DEADLINE_S,
        le=MAX_DEADLINE_S,
        allow_inf_nan=False,
        description="give up unless done within this (a shorter one expires before any worker can run it)",
    )
    max_output_tokens: int | None = Field(None, gt=0, le=1_000_000_000)
    metadata: dict[str, str] = Field(default_factory=dict)
    formality: Literal["more", "less"] | None = Field(None, description="register, where the prompt words it")
    glossary: dict[str, str] = Field(default_factory=dict, description="term pairs: source term -> target term")
    glossary_id: str | None = Field(None, description="an own glossary (/v2/glossaries): its terms in the text")
    context: str | None = Field(None, description="background text: helps the model, never translated or obeyed")
    stream: bool = Field(False, description="publish the text as it grows: read it at GET /v1/jobs/{id}/stream")


class JobReceipt(BaseModel):
    job_id: str
    created: bool = Field(description="false: a job with this id existed; nothing was added")
    status: Status


class ListItem(BaseModel):
    """One job of a list submit: a receipt, or the problem that kept it out."""

    job_id: str
    created: bool = False
    status: Status | None = None
    error: str | None = None


def _job_id(request: JobRequest, caller: Principal, idempotency_key: str | None) -> str | None:
    if request.job_id or not idempotency_key:
        return request.job_id
    # Scoped to the owner: two owners' equal keys are two jobs.
    digest = hashlib.sha256(f"{caller.owner}\n{idempotency_key}".encode()).hexdigest()[:32]
    return f"idem-{digest}"


def build_job(state: GatewayState, request: JobRequest, caller: Principal, idempotency_key: str | None) -> Job:
    """Validate against the queue's limits; InvalidJob names the field."""
    fields = request.model_dump(exclude={"deadline_s", "job_id", "glossary_id"}, exclude_none=True)
    job_id = _job_id(request, caller, idempotency_key)
    if job_id is not None:
        fields["job_id"] = job_id
    if caller.lane is not None:
        fields["priority"] = caller.lane  # the key's lane wins
    if request.deadline_s is not None:
        fields["deadline_ms"] = epoch_ms() + int(request.deadline_s * 1000)
    try:
        return Job.model_validate(fields, context={"limits": state.settings.queue.limits})
    except ValidationError as exc:
        raise InvalidJob(f"invalid job: {first_error(exc)}") from None


async def with_glossary(state: GatewayState, caller: Principal, request: JobRequest) -> JobRequest:
    """The request with its glossary's terms that occur in the text (``glossary_id``
    resolved for this owner; GlossaryNotFound otherwise), its own terms winning."""
    if request.glossary_id is None:
        return request
    info, entries = await glossary_store.load(state, caller.owner, request.glossary_id)
    source, target = request.source_lang.split("-")[0].lower(), request.target_lang.split("-")[0].lower()
    if target != info.target_lang or source not in ("auto", info.source_lang):
        raise InvalidJob(
            f"invalid job: glossary_id: the glossary is {info.source_lang}->{info.target_lang}, "
            f"the job {request.source_lang}->{request.target_lang}"
        )
    limit = state.settings.queue.limits.max_glossary_terms
    terms = glossary.terms_in(request.text, entries, limit) | request.glossary
    return request.model_copy(update={"glossary": terms, "glossary_id": None})


async def claim(state: GatewayState, caller: Principal, job_ids: list[str]) -> None:
    """Record the caller's owner on each id (kept twice the result TTL: a job may wait in
    the queue before its result's TTL starts); Conflict if another owner has one."""
    keys, ttl_s = state.client.keys, 2 * state.settings.queue.result_ttl_s
    pipe = state.redis.pipeline(transaction=False)
    for job_id in job_ids:
        pipe.set(keys.owner(job_id), caller.owner, nx=True, ex=ttl_s)
        pipe.get(keys.owner(job_id))
    replies = await pipe.execute()
    for job_id, owner in zip(job_ids, replies[1::2], strict=True):
        if owner is not None and owner != caller.owner.encode():
            raise Conflict(f"job id {job_id!r} belongs to another owner; choose another id")


async def remember(state: GatewayState, job_ids: list[str]) -> None:
    """The console's recent-jobs list (capped; it never holds a job's only copy)."""
    if not job_ids or not state.settings.gateway.recent_jobs:
        return
    pipe = state.redis.pipeline(transaction=False)
    pipe.lpush(state.client.keys.recent, *job_ids)
    pipe.ltrim(state.client.keys.recent, 0, state.settings.gateway.recent_jobs - 1)
    await pipe.execute()


async def owned_result(state: GatewayState, caller: Principal, job_id: str) -> Result:
    """The job now; JobNotFound also when it belongs to another owner."""
    owner = await state.redis.get(state.client.keys.owner(job_id))
    if not caller.may_read(None if owner is None else text_of(owner)):
        raise JobNotFound(job_id)
    return await state.client.get(job_id)


@router.post("", status_code=201, responses={200: {"description": "the job existed already"}, **ERRORS})
async def submit(
    body: JobRequest | list[JobRequest],
    response: Response,
    state: State,
    caller: Caller,
    idempotency_key: Annotated[str | None, Header(max_length=200)] = None,
) -> JobReceipt | list[ListItem]:
    """Submit one job (201 created, 200 when its id existed) or a list (200, one item each)."""
    caller.require(Role.SUBMIT)
    if isinstance(body, list):
        response.status_code = 200
        return await _submit_list(state, caller, body)
    job = build_job(state, await with_glossary(state, caller, body), caller, idempotency_key)
    await claim(state, caller, [job.job_id])
    await accounting.charge(state, caller, len(job.text))  # QuotaExceeded: 429, nothing submitted
    try:
        receipt = await state.client.submit(job)
    except BaseException:
        await accounting.refund(state, caller, len(job.text))
        raise
    await remember(state, [job.job_id] if receipt.created else [])
    response.status_code = 201 if receipt.created else 200
    return JobReceipt(job_id=receipt.job_id, created=receipt.created, status=receipt.status)


async def _submit_list(state: GatewayState, caller: Principal, body: list[JobRequest]) -> list[ListItem]:
    limit = state.settings.gateway.max_jobs_per_request
    if not body or len(body) > limit:
        raise InvalidJob(f"invalid job: body: a list of 1 to {limit} jobs, got {len(body)}")
    resolved = [await with_glossary(state, caller, request) for request in body]
    jobs = [build_job(state, request, caller, None) for request in resolved]  # all valid, or nothing written
    await claim(state, caller, [j.job_id for j in jobs])
    characters = sum(len(j.text) for j in jobs)
    await accounting.charge(state, caller, characters)
    try:
        receipts = await state.client.submit_many(jobs)
    except BaseException:
        await accounting.refund(state, caller, characters)
        raise
    refused = sum(len(j.text) for j, r in zip(jobs, receipts, strict=True) if isinstance(r, QueueFull))
    await accounting.refund(state, caller, refused)
    await remember(state, [r.job_id for r in receipts if isinstance(r, Receipt) and r.created])
    return [_item(job, r) for job, r in zip(jobs, receipts, strict=True)]


def _item(job: Job, receipt: Receipt | QueueFull) -> ListItem:
    if isinstance(receipt, QueueFull):
        return ListItem(job_id=job.job_id, error=str(receipt))
    return ListItem(job_id=receipt.job_id, created=receipt.created, status=receipt.status)


@router.get("/{job_id}", responses=ERRORS)
async def get_job(
    job_id: str,
    state: State,
    caller: Caller,
    wait: Annotated[
        float | None,
        Query(ge=0, le=7 * 86400, allow_inf_nan=False, description="seconds to wait for the job to end (long poll)"),
    ] = None,
) -> Result:
    """The job now (never blocks), or with ``wait`` as soon as it ends (504 if it does not
    within ``wait`` seconds, capped at the gateway's max_wait_s)."""
    result = await owned_result(state, caller, job_id)
    if wait is None or wait == 0 or result.final:
        return result
    return await state.watcher.wait(job_id, min(wait, state.settings.gateway.max_wait_s))


@router.delete("/{job_id}", responses=ERRORS)
async def cancel_job(job_id: str, state: State, caller: Caller) -> JobReceipt:
    """Cancel a queued job now, or ask the worker to abort a running one (status running:
    wait for the final status)."""
    caller.require(Role.SUBMIT)
    await owned_result(state, caller, job_id)
    status = await state.client.cancel(job_id)
    return JobReceipt(job_id=job_id, created=False, status=status)


@router.get(
    "/{job_id}/events",
    response_class=EventSourceResponse,
    responses={200: {"content": {"text/event-stream": {"schema": {"type": "string"}}}}, **ERRORS},
)
async def job_events(job_id: str, state: State, caller: Caller) -> EventSourceResponse:
    """Server-Sent Events: one ``status`` event per status change, the last one final."""
    first = await owned_result(state, caller, job_id)
    return EventSourceResponse(_events(state, first), ping=15)


async def _events(state: GatewayState, current: Result) -> AsyncIterator[dict[str, str]]:
    yield {"event": "status", "data": current.model_dump_json()}
    poll_s = state.settings.gateway.events_poll_s
    while not current.final:
        try:
            latest = await state.watcher.wait(current.job_id, poll_s)
        except WaitTimeout:
            latest = await state.client.get(current.job_id)  # queued -> running has no event
        except GatewayStopping:
            return  # the stream ends; an EventSource reconnects, to the gateway that replaces this one
        if latest.status is not current.status or latest.final:
            yield {"event": "status", "data": json.dumps(latest.model_dump(mode="json"))}
        current = latest


@router.get(
    "/{job_id}/stream",
    response_class=EventSourceResponse,
    responses={200: {"content": {"text/event-stream": {"schema": {"type": "string"}}}}, **ERRORS},
)
async def job_stream(
    job_id: str,
    state: State,
    caller: Caller,
    last_event_id: Annotated[str | None, Header(max_length=40)] = None,
) -> EventSourceResponse:
    """Server-Sent Events of a streaming job's text (docs/protocol.md, "Streaming"):
    ``delta`` (``{attempt, offset, text}``), ``restart`` and ``cut`` (discard what was
    shown), and last ``end`` (``{discard, complete, result}``: the final Result, the
    truth; close the connection then). Each event's id is ``attempt:offset``: a
    reconnect with ``Last-Event-ID`` continues after it."""
    await owned_result(state, caller, job_id)
    attempt, offset = parse_event_id(last_event_id or "") or (0, 0)
    events = state.client.stream(job_id, offset, attempt=attempt)
    return EventSourceResponse(_stream_events(events), ping=15)


async def _stream_events(events: AsyncIterator[Event]) -> AsyncIterator[dict[str, str]]:
    async for event in events:
        yield {"event": event_name(event), "id": event.id, "data": json.dumps(event_data(event))}
