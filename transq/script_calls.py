"""One typed call per Lua script (transq/lua/<name>.lua, loaded by transq.scripts).

A script's KEYS and ARGV are positions; here they get names and types, once, beside the
reply's shape, so a caller cannot pass them in the wrong order. Each script has
``<name>_call(...)``, its (KEYS, ARGV) for a pipeline (transq.script_runs.run_script_many)
or a coalescer, and ``await <name>(runner, ...)``, one call with its reply typed. A runner
is what ``transq.scripts.register`` returns (redis-py's script handle), or anything called
the same way (worker.redis.coalesce's ``Coalescer.call``). The header of each .lua file is the
contract these follow; docs/protocol.md lists them.

Just over 300 lines: one small typed stub per script (as streaq's library stubs), which
read best side by side.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from transq.script_runs import ScriptCall


class ScriptRunner(Protocol):
    async def __call__(self, keys: Sequence[str], args: Sequence[Any]) -> Any: ...


def text_of(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


async def run(runner: ScriptRunner, call: ScriptCall) -> Any:
    """One call built by a ``<name>_call``; the raw reply (parse it with the script's reply type)."""
    keys, args = call
    return await runner(keys=keys, args=args)


# -- producers' steps ---------------------------------------------------------------------


class SubmitReply(NamedTuple):
    code: int  # 1 created, 0 exists already, -1 queue full, -2 not the caller's id, -3 share full
    value: str  # the new entry id | the existing job's status | the backlog limit | '' | the share

    @classmethod
    def of(cls, raw: Sequence[Any]) -> SubmitReply:
        return cls(int(raw[0]), text_of(raw[1]))


class SubmitOwner(NamedTuple):
    """Who a job is submitted for, when it is an owner's (the gateway's tenants)."""

    owner: str  # '' for a service's job: then the id must be nobody's
    ttl_s: int  # how long the claim lives (twice the result TTL)
    open_key: str | None = None  # ns:{q}:open:<owner>:<lane>: the owner's fair share
    share: int = 0  # at most this many open jobs of the lane (0: no limit)


class SubmitIndex(NamedTuple):
    """What SUBMIT adds beside the job (all optional for other languages' producers)."""

    index_key: str | None  # ns:{q}:jobs, None when the caller may not write it (a service)
    preview: str  # masked, '' for none
    keep_s: int  # the result TTL
    max_jobs: int


def submit_call(
    *,
    job_key: str,
    lane_stream: str,
    config_key: str,
    job_json: str | bytes,
    lane: str,
    max_backlog: int,
    owner_key: str | None = None,
    owner: SubmitOwner | None = None,
    index: SubmitIndex | None = None,
) -> ScriptCall:
    """``owner_key`` (ns:{q}:owner:<id>) checks the id's claim; ``owner`` claims it."""
    keys = [job_key, lane_stream, config_key]
    args: list[Any] = [job_json, lane, max_backlog]
    if owner_key is None:
        return keys, args
    keys.append(owner_key)
    who = owner or SubmitOwner("", 0)
    args += [who.owner, who.ttl_s, who.share]
    if index is not None:
        args += [index.preview, index.keep_s, index.max_jobs]
        if index.index_key is not None:
            keys.append(index.index_key)
            if who.open_key is not None:
                keys.append(who.open_key)
    return keys, args


async def submit(runner: ScriptRunner, **call: Any) -> SubmitReply:
    """One SUBMIT; ``call``: submit_call's arguments."""
    return SubmitReply.of(await run(runner, submit_call(**call)))


async def cancel(
    runner: ScriptRunner, *, job_key: str, done_key: str, result_ttl_s: int, cancel_channel: str, job_id: str
) -> str:
    """'not_found' | 'cancelled' | 'cancelling' (running: abort requested) | a final status."""
    call = [job_key, done_key], [result_ttl_s, cancel_channel, job_id]
    return text_of(await run(runner, call))


async def put_back(runner: ScriptRunner, *, done_key: str, job_key: str, ttl_s: int | None = None) -> bool:
    """Whether the token went back (False: the job's record is gone)."""
    return bool(int(await run(runner, ([done_key, job_key], [] if ttl_s is None else [ttl_s]))))


def advance_attempt_call(*, batch_key: str, field: str, seen: int) -> ScriptCall:
    return [batch_key], [field, seen]


async def advance_attempt(runner: ScriptRunner, *, batch_key: str, field: str, seen: int) -> int:
    """The segment's attempt after the call."""
    return int(await run(runner, advance_attempt_call(batch_key=batch_key, field=field, seen=seen)))


class RequeueReply(NamedTuple):
    code: int  # 1 requeued, 0 not
    value: str  # the new entry id | 'gone' | 'changed' | 'no_job' | 'kept' | the job's open status
    final: str = ""  # with 'kept': the final status of a result this entry did not produce


async def requeue(
    runner: ScriptRunner,
    *,
    dead_stream: str,
    job_key: str,
    lane_stream: str,
    done_key: str,
    result_key: str,
    dead_entry: str,
    job_id: str,
    lane: str,
    owner_key: str | None = None,
) -> RequeueReply:
    keys = [dead_stream, job_key, lane_stream, done_key, result_key] + ([owner_key] if owner_key else [])
    call = keys, [dead_entry, job_id, lane]
    code, value, *final = await run(runner, call)
    return RequeueReply(int(code), text_of(value), text_of(final[0]) if final else "")


class RetryReply(NamedTuple):
    code: int  # 1 queued again, 0 not
    value: str  # the new entry id | the job's status now | 'no_job'


async def retry(
    runner: ScriptRunner,
    *,
    job_key: str,
    lane_stream: str,
    done_key: str,
    result_key: str,
    index_key: str,
    dead_stream: str,
    job_id: str,
    lane: str,
    payload: bytes,
    seen_status: str,
    dead_entry: str = "",
    owner_key: str | None = None,
) -> RetryReply:
    keys = [job_key, lane_stream, done_key, result_key, index_key, dead_stream] + ([owner_key] if owner_key else [])
    code, value = await run(runner, (keys, [job_id, lane, payload, seen_status, dead_entry]))
    return RetryReply(int(code), text_of(value))


class Charge(NamedTuple):
    """CHARGE's keys and limits (0: none) for one API key."""

    jobs_key: str  # ns:{q}:work:<key_id>:jobs
    chars_key: str  # ns:{q}:work:<key_id>:chars
    usage_key: str  # ns:{q}:usage:<key_id>:<period>
    jobs_per_min: int
    chars_per_min: int
    chars_per_period: int
    window_s: int
    usage_ttl_s: int


class ChargeReply(NamedTuple):
    code: int  # 0 counted, 1 a per-minute limit, 2 the period's limit
    unit: str  # 'jobs' | 'characters' with code 1
    value: int  # seconds to the minute's end (code 1) | characters used this period (code 2)


async def charge(runner: ScriptRunner, limits: Charge, *, jobs: int, characters: int) -> ChargeReply:
    """Count (or, negative, refund) work against one key's limits, all or nothing."""
    keys = [limits.jobs_key, limits.chars_key, limits.usage_key]
    args = [jobs, characters, limits.jobs_per_min, limits.chars_per_min, limits.chars_per_period, limits.window_s,
            limits.usage_ttl_s]  # fmt: skip
    raw = list(await run(runner, (keys, args)))
    if int(raw[0]) == 1:
        return ChargeReply(1, text_of(raw[1]), int(raw[2]))
    return ChargeReply(int(raw[0]), "", int(text_of(raw[1]) or 0))


# -- workers' steps (worker/ calls these scripts by their Script objects for now) ---------


class StartReply(NamedTuple):
    status: str  # a final status or 'foreign': skip, just ack
    attempts: int
    enqueued_ms: int
    cancel: bool
    remembered: str  # the remembered translation, or ''


class StartIndex(NamedTuple):
    """The job index START adds the job to, and how it keeps it bounded."""

    index_key: str  # ns:{q}:jobs
    keep_s: int  # the result TTL
    max_jobs: int


def start_call(
    *,
    job_key: str,
    result_key: str,
    memory_key: str | None,
    worker: str,
    entry: str,
    lane: str,
    index: StartIndex | None = None,
    owner_key: str | None = None,
    owner: str = "",
) -> ScriptCall:
    """``index`` and ``owner_key`` go together (positions of KEYS); ``owner``: the one the
    payload names ('' for none), checked against the owner record."""
    keys, args = [job_key, result_key], list[Any]([worker, entry, lane])
    if index is not None and owner_key is not None:
        keys += [index.index_key, owner_key]
        args += [owner, index.keep_s, index.max_jobs]
        if memory_key:
            keys.append(memory_key)
    elif memory_key:
        raise ValueError("START takes a memory key only after the index and owner keys")
    return keys, args


async def start(runner: ScriptRunner, **call: Any) -> StartReply:
    """One START; ``call``: start_call's arguments."""
    raw = list(await run(runner, start_call(**call)))
    status, attempts, enqueued_ms, cancel_flag = raw[:4]
    remembered = text_of(raw[4]) if len(raw) > 4 and raw[4] else ""
    return StartReply(text_of(status), int(attempts), int(enqueued_ms), bool(int(cancel_flag)), remembered)


class Tally(NamedTuple):
    bucket_key: str  # ns:{q}:tally:<epoch_s // 10> (transq.tally)
    error_code: str  # '' for none
    ttl_s: int


class Remember(NamedTuple):
    memory_key: str
    translation: str
    ttl_s: int


def finish_call(
    *,
    job_key: str,
    lane_stream: str,
    done_key: str,
    result_key: str,
    group: str,
    entry: str,
    result_json: str,
    status: str,
    result_ttl_s: int,
    tally: Tally | None = None,
    remember: Remember | None = None,
) -> ScriptCall:
    """``status`` '' only acks. ``remember`` needs ``tally`` (positions of KEYS and ARGV)."""
    keys: list[str] = [job_key, lane_stream, done_key, result_key]
    args: list[Any] = [group, entry, result_json, status, result_ttl_s]
    if tally is not None:
        keys.append(tally.bucket_key)
        args += [tally.error_code, tally.ttl_s]
        if remember is not None:
            keys.append(remember.memory_key)
            args += [remember.translation, remember.ttl_s]
    return keys, args


async def finish(runner: ScriptRunner, call: ScriptCall) -> bool:
    """Whether this call (or its earlier try) stored the result; ``call`` from finish_call."""
    return bool(int(await run(runner, call)))


async def dead_letter(
    runner: ScriptRunner,
    *,
    job_key: str,
    lane_stream: str,
    done_key: str,
    dead_stream: str,
    result_key: str,
    group: str,
    entry: str,
    failed_json: str,
    result_ttl_s: int,
    fields: dict[str, Any],
) -> None:
    """``failed_json`` '' when the job id is unknown; ``fields``: the dead-letter entry."""
    pairs = [part for pair in fields.items() for part in pair]
    call = [job_key, lane_stream, done_key, dead_stream, result_key], [group, entry, failed_json, result_ttl_s, *pairs]
    await run(runner, call)


async def release(
    runner: ScriptRunner, *, job_key: str, lane_stream: str, group: str, consumer: str, entry: str, deliveries: int
) -> None:
    await run(runner, ([job_key, lane_stream], [group, consumer, entry, deliveries]))


def release_crashed_call(
    *,
    job_key: str,
    lane_stream: str,
    suspect_key: str,
    group: str,
    consumer: str,
    entry: str,
    deliveries: int,
    suspect_ttl_s: int,
) -> ScriptCall:
    return [job_key, lane_stream, suspect_key], [group, consumer, entry, deliveries, suspect_ttl_s]


async def release_crashed(runner: ScriptRunner, call: ScriptCall) -> tuple[int, int]:
    """(crashes, alone_crashes) of the entry after this crash; ``call`` from release_crashed_call."""
    crashes, alone = await run(runner, call)
    return int(crashes), int(alone)


def suspicion_call(*, job_key: str, suspect_key: str, suspect_ttl_s: int) -> ScriptCall:
    return [job_key, suspect_key], [suspect_ttl_s]


async def suspicion(
    runner: ScriptRunner, *, job_key: str, suspect_key: str, suspect_ttl_s: int
) -> tuple[int, int, bool]:
    """(crashes, alone_crashes, whether this call recorded a crash)."""
    call = suspicion_call(job_key=job_key, suspect_key=suspect_key, suspect_ttl_s=suspect_ttl_s)
    crashes, alone, recorded = await run(runner, call)
    return int(crashes), int(alone), bool(int(recorded))


async def forget_consumer(
    runner: ScriptRunner, *, lane_stream: str, heartbeat_key: str, group: str, consumer: str, min_idle_ms: int
) -> bool:
    """Whether the consumer was removed from the group."""
    return bool(int(await run(runner, ([lane_stream, heartbeat_key], [group, consumer, min_idle_ms]))))
