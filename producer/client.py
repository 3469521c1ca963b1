"""The asyncio producer client: submit, get, wait, cancel.

>>> async with Client.from_settings(ProducerSettings.load()) as client:
...     receipt = await client.submit(make_job(text="Hello", target_lang="de"))
...     result = await client.wait(receipt.job_id, timeout_s=30)

Over 300 lines on purpose: the one public surface of the producer side (submit, get, wait, cancel,
stream, their many-job forms); the waits themselves are producer.waits, streams
producer.streaming, the queue's rules transq.queue_rules.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import AsyncIterator, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Self

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from producer.job_state import result_of
from producer.settings import ProducerSettings
from producer.stream_reads import BLOCK_MS as STREAM_BLOCK_MS
from producer.stream_reads import StreamReads
from producer.streaming import Event, stream_job
from producer.waits import ResultWaits
from producer.wake_loop import loop_connections
from transq import script_calls
from transq.connection import UNREACHABLE, as_transq_error, connect, translate_redis_errors, user_of
from transq.contract import Job, Lane, Result, Status
from transq.durability import DurableWait, probe
from transq.errors import Conflict, JobNotFound, QueueFull, RedisUnavailable, ShareFull, SubmitUnconfirmed
from transq.groups import ensure_groups
from transq.preview import masked_preview
from transq.queue_rules import QueueRules, load_rules
from transq.script_runs import ScriptCall, run_script_many
from transq.scripts import CANCEL, SUBMIT, register
from transq.settings import QueueSettings

# How old the queue rules a submit applies may be: one HGETALL per second per client at
# most, against a rule change reaching every running producer within a second.
RULES_REFRESH_S = 1.0


# What SUBMIT may refuse one job for (submit_many gives it in the job's place).
Refusal = QueueFull | Conflict | ShareFull
Refused = (QueueFull, Conflict, ShareFull)


@dataclass(frozen=True, slots=True)
class Receipt:
    """What submit tells the caller: the id, and whether this call created the job."""

    job_id: str
    created: bool
    status: Status
    entry_id: str | None = None


@contextlib.contextmanager
def unconfirmed(jobs: Sequence[Job], redis: aioredis.Redis) -> Iterator[None]:
    """Around the sending of SUBMIT: a Redis failure from here on says that the jobs may be
    stored or not and that the same ids may be sent again (SubmitUnconfirmed). A refusal
    of the login or the ACL stays what it is: the operator must fix it first."""
    try:
        yield
    except (*UNREACHABLE, ResponseError) as exc:
        error = as_transq_error(exc, user_of(redis))
        if error is None or type(error) is not RedisUnavailable:
            raise
        raise SubmitUnconfirmed([job.job_id for job in jobs], str(error)) from exc


class Client:
    """Producer-side access to one queue. Safe to share between tasks."""

    def __init__(
        self,
        redis: aioredis.Redis,
        queue: QueueSettings,
        *,
        blocking: aioredis.Redis | Sequence[aioredis.Redis] | None = None,
        sweep_interval_s: float = 2.0,
        stream_blocking: Sequence[aioredis.Redis] | None = None,
        index: bool = False,
        shares: Mapping[Lane, int] | None = None,
    ) -> None:
        self.redis = redis
        self.queue = queue
        self.keys = queue.keys()
        # Whether SUBMIT adds the job to the job index: the gateway's Redis role may write it,
        # a service's (`producer`) may not (it could hide others' jobs); the worker's START
        # adds every job it runs.
        self.index = index
        # An owner's share of each lane: at most this many of its open jobs (0: no limit).
        # Applies to jobs that name an owner (the gateway's); producer.gateway.fair_share.
        self.shares = dict(shares or {})
        # Every wait of this client shares a few wait loops (producer.waits), one
        # blocking connection each: BLPOP holds its connection for a whole round, so
        # clients with a long socket timeout of their own keep the short commands'
        # pool free. Without them, one loop borrows a connection of ``redis``.
        if blocking is None:
            blocking = [redis]
        elif isinstance(blocking, aioredis.Redis):
            blocking = [blocking]
        self.waits = ResultWaits(
            redis, blocking, self.keys, self._get_many, result_ttl_s=queue.result_ttl_s,
            sweep_interval_s=sweep_interval_s,
        )  # fmt: skip
        # Every stream reader shares a few delta read loops (producer.stream_reads), one
        # blocking connection each; without them, two loops borrow connections of
        # ``redis`` (only while some reader reads).
        self.stream_reads = StreamReads(redis, stream_blocking or [redis, redis], self.keys)
        self._submit = register(redis, SUBMIT)
        self._cancel = register(redis, CANCEL)
        self._groups_ready = False
        self._rules: QueueRules | None = None
        self._wait: DurableWait | None = None  # how this server confirms the rules' level
        self._rules_read_s = 0.0  # time.monotonic() of the last read

    @classmethod
    def from_settings(cls, settings: ProducerSettings) -> Self:
        """A client with bounded connections: ``client.pool_size`` for commands (callers
        beyond it queue for one, then get PoolExhausted naming the pool) and
        ``client.wait_connections`` for every wait and ``client.stream_connections`` for
        every stream reader, however many wait or read at once."""
        cfg = settings.client
        name = cfg.name
        redis = connect(settings.redis, max_connections=cfg.pool_size, name=name, pool_timeout_s=cfg.pool_timeout_s,
                        client_name=name if cfg.set_client_name else None)  # fmt: skip
        # A wait loop's BLPOP lasts at most a sweep interval.
        blocking = loop_connections(settings, cfg.wait_connections, f"{name}-wait", cfg.sweep_interval_s,
                                    cfg.set_client_name)  # fmt: skip
        streams = loop_connections(settings, cfg.stream_connections, f"{name}-stream", STREAM_BLOCK_MS / 1000,
                                   cfg.set_client_name)  # fmt: skip
        return cls(redis, settings.queue, blocking=blocking, sweep_interval_s=cfg.sweep_interval_s,
                   stream_blocking=streams)  # fmt: skip

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.waits.stop()
        await self.stream_reads.stop()
        for blocking in {id(b): b for b in [*self.waits.blocking, *self.stream_reads.blocking]}.values():
            if blocking is not self.redis:
                await blocking.aclose()
        await self.redis.aclose()

    @translate_redis_errors
    async def ping(self) -> None:
        await self.redis.ping()

    async def _ready(self) -> QueueRules:
        if not self._groups_ready:
            await ensure_groups(self.redis, self.keys)
            self._groups_ready = True
        now_s = time.monotonic()
        if self._rules is None or now_s - self._rules_read_s >= RULES_REFRESH_S:
            # The queue-wide rules (transq.queue_rules), read again at the first submit
            # after RULES_REFRESH_S: an operator's change reaches every running producer
            # and gateway within a second (it was read once per client, so durable submit
            # switched on during an incident reached only clients created afterwards).
            # SUBMIT reads the stored backlog limit itself, so that one applies at once.
            rules = await load_rules(self.redis, self.keys, self.queue)
            if self._rules is None or (rules.durable_submit, rules.durable_replicas) != (
                self._rules.durable_submit,
                self._rules.durable_replicas,
            ):
                self._wait = await probe(self.redis, rules.durable_submit, rules.durable_replicas)
            self._rules, self._rules_read_s = rules, now_s
        return self._rules

    # -- submit -----------------------------------------------------------------------

    def _submit_call(self, job: Job) -> ScriptCall:
        owner = None
        if job.owner is not None:
            # The claim lives twice the result TTL: a job may wait in the queue before its
            # result's TTL starts.
            owner = script_calls.SubmitOwner(
                job.owner, 2 * self.queue.result_ttl_s, self.keys.open_jobs(job.owner, job.priority),
                self.shares.get(job.priority, 0),
            )  # fmt: skip
        return script_calls.submit_call(
            job_key=self.keys.job(job.job_id),
            lane_stream=self.keys.stream(job.priority),
            config_key=self.keys.config,
            job_json=job.to_wire(),
            lane=job.priority.value,
            max_backlog=self.queue.max_backlog,
            owner_key=self.keys.owner(job.job_id),
            owner=owner,
            index=script_calls.SubmitIndex(
                index_key=self.keys.jobs_index if self.index else None,
                preview=masked_preview(job.text),
                keep_s=self.queue.result_ttl_s,
                max_jobs=self.queue.index_max_jobs,
            ),
        )

    def _receipt(self, job: Job, reply: script_calls.SubmitReply) -> Receipt:
        code, value = reply
        if code == -1:
            raise QueueFull(job.priority.value, int(value))
        if code == -2:
            who = "another owner's, or a job submitted outside the gateway" if job.owner else "an API key owner's"
            raise Conflict(f"job id {job.job_id!r} is not yours to submit ({who}); choose another id")
        if code == -3:
            raise ShareFull(job.priority.value, int(value))
        if code == 1:
            return Receipt(job.job_id, True, Status.QUEUED, value)
        return Receipt(job.job_id, False, Status(value))

    @translate_redis_errors
    async def submit(self, job: Job) -> Receipt:
        """Enqueue ``job``; an existing job id returns that job's receipt and adds nothing."""
        await self._ready()
        call = self._submit_call(job)
        if self._wait is None:
            with unconfirmed([job], self.redis):
                raw = await script_calls.run(self._submit, call)
            return self._receipt(job, script_calls.SubmitReply.of(raw))
        [receipt] = await self._submit_pipelined([(job, call)])
        if isinstance(receipt, Refused):
            raise receipt
        return receipt

    @translate_redis_errors
    async def submit_many(self, jobs: Sequence[Job]) -> list[Receipt | Refusal]:
        """Submit in one pipeline. Each job is atomic on its own; a full lane (or share),
        or an id that is not the caller's, gives that error in the job's place instead of
        failing the others."""
        await self._ready()
        calls = [(job, self._submit_call(job)) for job in jobs]
        return await self._submit_pipelined(calls)

    async def _submit_pipelined(self, calls: Sequence[tuple[Job, ScriptCall]]) -> list[Receipt | Refusal]:
        """SUBMIT each job in one pipeline, then the durability level's wait, if any:
        DurabilityNotMet (for all of them) when it is not confirmed in time."""
        timeout_ms, wait = self.queue.durable_timeout_ms, self._wait
        then = wait.command(timeout_ms) if wait is not None else ()
        with unconfirmed([job for job, _ in calls], self.redis):
            replies = await run_script_many(self.redis, self._submit, [call for _, call in calls], then=then)
        # One wait reply per round that stored something (more than one only when a new
        # primary lacked the script for some of the calls: transq.script_runs).
        replies, confirms = replies[: len(calls)], replies[len(calls) :]
        for confirm in confirms:
            if wait is not None:
                wait.confirm(confirm, timeout_ms)
        receipts: list[Receipt | Refusal] = []
        for (job, _), reply in zip(calls, replies, strict=True):
            try:
                receipts.append(self._receipt(job, script_calls.SubmitReply.of(reply)))
            except Refused as exc:
                receipts.append(exc)
        return receipts

    # -- read -------------------------------------------------------------------------

    @translate_redis_errors
    async def get(self, job_id: str) -> Result:
        """The job's current state; never blocks. Raises JobNotFound."""
        found = await self._get_many([job_id])
        if found[job_id] is None:
            raise JobNotFound(job_id)
        result = found[job_id]
        assert result is not None
        return result

    @translate_redis_errors
    async def get_many(self, job_ids: Iterable[str]) -> dict[str, Result | None]:
        """The current state of many jobs in one round trip; None for an unknown id."""
        return await self._get_many(job_ids)

    @translate_redis_errors
    async def wait_any(self, job_ids: Sequence[str], timeout_s: float) -> str | None:
        """Block until one of the jobs ends; the id of one that did (or that is unknown),
        or None when the timeout passed. For waiters that report progress (producer.batch)."""
        return await self.waits.wait_any(job_ids, timeout_s)

    async def _get_many(self, job_ids: Iterable[str]) -> dict[str, Result | None]:
        ids = list(job_ids)
        pipe = self.redis.pipeline(transaction=False)
        for job_id in ids:
            # The result hash first: a final result is taken only from there (only the
            # worker role may write it); the job hash gives the open state.
            pipe.hget(self.keys.result(job_id), "result")
            pipe.hgetall(self.keys.job(job_id))
        rows = await pipe.execute()
        pairs = zip(rows[0::2], rows[1::2], strict=True)
        return {job_id: result_of(job_id, stored, row) for job_id, (stored, row) in zip(ids, pairs, strict=True)}

    @translate_redis_errors
    async def wait(self, job_id: str, timeout_s: float = 60.0) -> Result:
        """Block until the job reaches a final status; raise WaitTimeout or JobNotFound."""
        return (await self.wait_many([job_id], timeout_s))[job_id]

    @translate_redis_errors
    async def wait_many(self, job_ids: Sequence[str], timeout_s: float = 60.0) -> dict[str, Result]:
        """Block until every job is final; raise WaitTimeout or JobNotFound. No polling and
        no connection per wait: the client's wait loops (producer.waits) BLPOP on the done
        lists of every waiting job, which the worker pushes to in the same atomic step that
        stores the result, and hand each result to its waiters."""
        return await self.waits.wait_many(job_ids, timeout_s)

    def stream(self, job_id: str, from_offset: int = 0, *, attempt: int = 0) -> AsyncIterator[Event]:
        """A streaming job's text as it grows, from (``attempt``, ``from_offset``), ending
        with the final Result (producer.streaming: Delta, Restart, Cut, End)."""
        # No connection per reader: the client's shared delta read loops hand it its
        # entries (producer.stream_reads).
        return stream_job(self, self.stream_reads, job_id, from_offset=from_offset, attempt=attempt)

    # -- cancel -----------------------------------------------------------------------

    @translate_redis_errors
    async def cancel(self, job_id: str) -> Status:
        """Cancel a queued job now, or ask the worker to abort a running one.

        Returns the status after the call: CANCELLED, RUNNING (abort requested; wait for
        the final status) or the final status the job had already reached."""
        await self._ready()
        current = await self.get(job_id)
        if current.final:
            return current.status
        reply = await script_calls.cancel(
            self._cancel,
            job_key=self.keys.job(job_id),
            done_key=self.keys.done(job_id),
            result_ttl_s=self.queue.result_ttl_s,
            cancel_channel=self.keys.cancel_channel,
            job_id=job_id,
        )
        if reply == "not_found":
            raise JobNotFound(job_id)
        return Status.RUNNING if reply == "cancelling" else Status(reply)
