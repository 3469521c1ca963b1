"""Every Redis key, stream, group and channel name the project uses, in one place.

All names of one queue share the hash tag ``{<queue>}`` so that, on Redis Cluster, they
live in one slot: the Lua scripts touch several of them atomically, which Cluster only
allows within a slot.

Layout (``ns`` = namespace, ``q`` = queue)::

    ns:{q}:stream:<lane>     the job streams, one per lane (consumer group "workers")
    ns:{q}:job:<job_id>      hash: status, lane, entry id, timestamps, attempts, cancel flag
                             (a producer may add fields to it, so no result is read from it)
    ns:{q}:result:<job_id>   hash with TTL: "status" and "result" (JSON) of a finished job,
                             written only by the worker role's scripts (docs/security.md)
    ns:{q}:done:<job_id>     list: a token pushed when the job ends, for BLPOP waiters
    ns:{q}:delta:<job_id>    stream, capped, TTL as the result's: the text deltas of a job
                             that asked to stream (transq.deltas), written by the worker only
    ns:{q}:dead              stream: dead-lettered entries with the reason
    ns:{q}:config            hash: queue-wide rules set by an operator (transq.queue_rules)
    ns:{q}:probe             string with TTL: queue-config's test write, which replicas must
                             confirm before "replicated" durable submit is stored
    ns:{q}:worker:<id>       string with TTL: a live worker's heartbeat (JSON)
    ns:{q}:cancel            pub/sub channel: job ids whose running generation must stop
    ns:{q}:batch:<batch_id>  hash with TTL: a document batch (producer.batch): "meta" JSON,
                             "salt" (random; its segments' job ids, producer.batch_ids),
                             and "s:<segment>" -> the current attempt of each segment
    ns:{q}:tm:<digest>       string with TTL: translation memory, a finished translation
                             by hash of text, languages, model and prompt profile
    ns:{q}:suspect:<entry>   hash with TTL: crashes of an entry that was in an engine when
                             its worker or engine died ("crashes", "alone_crashes")
    ns:{q}:engine-deaths:<id> counter with TTL: engine deaths of one worker id with no job
                             in the engine (a broken device, not a poison job)
    ns:{q}:tally:<bucket>    hash with TTL: jobs finished in one 10 s bucket, by status and
                             by status:error code (transq.tally; `stats` throughput), plus
                             submits, a latency histogram and backlog samples (console charts)
    ns:{q}:jobs              sorted set with TTL: job ids by submit time (ms), fed by the
                             gateway's SUBMIT and the worker's START, kept to the result TTL
                             and a max count (producer.ops.jobs)

The HTTP gateway (producer.gateway) adds::

    ns:{q}:apikey:<key_id>   hash: an API key's sha256, role, owner, lane, rate limit
    ns:{q}:apikeys           set: every key id (python -m producer keys list)
    ns:{q}:owner:<job_id>    string with TTL: "<owner> <entry id>", the owner (tenant) a job
                             belongs to and the entry the claim is bound to (SUBMIT; START
                             runs an owner's job only from that entry)
    ns:{q}:open:<owner>:<lane> sorted set with TTL: an owner's open jobs of a lane (SUBMIT adds,
                             the gateway prunes ended ones): its fair share of the lane
    ns:{q}:rate:<key_id>     counter with TTL: requests in the key's current minute
    ns:{q}:work:<key_id>:<unit> counter with TTL: jobs or characters ("jobs", "chars") the key
                             submitted in its current minute
    ns:{q}:idem:<key_id>:<digest> string with TTL: the nonce a DeepL-style request's job ids
                             derive from, so its retries within the window reuse its jobs
    ns:{q}:recent            list: job ids submitted through a gateway, newest first (capped)
    ns:{q}:doc:<doc_id>      hash with TTL: an uploaded document, its options and batch id,
                             and "expect": its segments' request digests (JSON)
    ns:{q}:docs              list: document ids, newest first (capped)
    ns:{q}:gw:<id>:wake      list: wakes gateway <id>'s shared wait loop (new waiters)
    ns:{q}:sw:<id>           stream, capped, TTL 60 s: wakes a client's shared delta reader
                             <id> (new readers; producer.stream_reads)
    ns:{q}:glossary:<id>     hash: a glossary (owner, name, languages, TSV entries)
    ns:{q}:glossaries:<owner> set: the ids of one owner's glossaries
    ns:{q}:usage:<key_id>:<period> counter with TTL: characters a key sent in one period
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from transq.contract import Lane

GROUP = "workers"

_NAME_RE = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


def record_owner(raw: bytes | str | None) -> str | None:
    """The owner in an owner record ("<owner> <entry>", or "<owner>" from before the
    binding; transq/lua/includes/owner_record.lua); None for no record."""
    if raw is None:
        return None
    text = raw.decode() if isinstance(raw, bytes) else raw
    return text.split(" ", 1)[0] or None


@dataclass(frozen=True, slots=True)
class Keys:
    """Key names for one queue under one namespace."""

    namespace: str = "transq"
    queue: str = "default"

    def __post_init__(self) -> None:
        for label, value in (("namespace", self.namespace), ("queue", self.queue)):
            # Braces or colons would break the hash tag or the key layout above.
            if not _NAME_RE.match(value):
                raise ValueError(f"{label} {value!r} must match {_NAME_RE.pattern}")

    @property
    def base(self) -> str:
        return f"{self.namespace}:{{{self.queue}}}"

    @property
    def group(self) -> str:
        return GROUP

    def stream(self, lane: Lane) -> str:
        return f"{self.base}:stream:{lane.value}"

    def streams(self) -> dict[Lane, str]:
        """Lane -> stream name, interactive first (the order workers serve them)."""
        return {lane: self.stream(lane) for lane in Lane}

    def job(self, job_id: str) -> str:
        return f"{self.base}:job:{job_id}"

    def result(self, job_id: str) -> str:
        """Where a finished job's result lives: only the worker role may write here.

        No producer-writable ACL pattern (``transq:{*}:job:*`` and the like) can match it,
        whatever the job id: ids hold no ``}``, so ``{*}`` ends at the queue's hash tag."""
        return f"{self.base}:result:{job_id}"

    def done(self, job_id: str) -> str:
        return f"{self.base}:done:{job_id}"

    def deltas(self, job_id: str) -> str:
        """A streaming job's text deltas (transq.deltas); only the worker role may write."""
        return f"{self.base}:delta:{job_id}"

    @property
    def config(self) -> str:
        return f"{self.base}:config"

    @property
    def probe(self) -> str:
        return f"{self.base}:probe"

    @property
    def dead(self) -> str:
        return f"{self.base}:dead"

    def worker(self, worker_id: str) -> str:
        return f"{self.base}:worker:{worker_id}"

    @property
    def cancel_channel(self) -> str:
        return f"{self.base}:cancel"

    @property
    def all_pattern(self) -> str:
        """Glob matching every key of this queue (tests and tooling scan with it)."""
        return f"{self.base}:*"

    def batch(self, batch_id: str) -> str:
        return f"{self.base}:batch:{batch_id}"

    def memory(self, digest: str) -> str:
        return f"{self.base}:tm:{digest}"

    def suspect(self, entry_id: str) -> str:
        return f"{self.base}:suspect:{entry_id}"

    def engine_deaths(self, worker_id: str) -> str:
        return f"{self.base}:engine-deaths:{worker_id}"

    @property
    def jobs_index(self) -> str:
        return f"{self.base}:jobs"

    def tally(self, bucket: int) -> str:
        return f"{self.base}:tally:{bucket}"

    def job_id_from_done_key(self, key: str) -> str:
        return key.removeprefix(f"{self.base}:done:")

    # -- HTTP gateway (producer.gateway) ----------------------------------------------

    def api_key(self, key_id: str) -> str:
        return f"{self.base}:apikey:{key_id}"

    @property
    def api_keys(self) -> str:
        return f"{self.base}:apikeys"

    def owner(self, job_id: str) -> str:
        return f"{self.base}:owner:{job_id}"

    def open_jobs(self, owner: str, lane: Lane) -> str:
        return f"{self.base}:open:{owner}:{lane.value}"

    def rate(self, key_id: str) -> str:
        return f"{self.base}:rate:{key_id}"

    def work(self, key_id: str, unit: str) -> str:
        return f"{self.base}:work:{key_id}:{unit}"

    def idempotency(self, key_id: str, digest: str) -> str:
        return f"{self.base}:idem:{key_id}:{digest}"

    @property
    def recent(self) -> str:
        return f"{self.base}:recent"

    def document(self, doc_id: str) -> str:
        return f"{self.base}:doc:{doc_id}"

    @property
    def documents(self) -> str:
        return f"{self.base}:docs"

    def gateway_wake(self, gateway_id: str) -> str:
        return f"{self.base}:gw:{gateway_id}:wake"

    def stream_wake(self, reader_id: str) -> str:
        """A stream, not a list: the shared delta reader's XREAD waits on it beside the
        delta streams (one command, one slot: the same hash tag)."""
        return f"{self.base}:sw:{reader_id}"

    def glossary(self, glossary_id: str) -> str:
        return f"{self.base}:glossary:{glossary_id}"

    def glossaries(self, owner: str) -> str:
        return f"{self.base}:glossaries:{owner}"

    def usage(self, key_id: str, period: str) -> str:
        return f"{self.base}:usage:{key_id}:{period}"
