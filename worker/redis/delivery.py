"""What the worker's stream hands out: one entry (Delivery) and START's answer (Started).

Shared by the stream's three roles (worker.redis.reading, worker.redis.job_steps, worker.redis.presence) and
by everything that holds an entry (loop, runner, lease, isolation).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from transq.contract import Lane, Status

# redis-py types stream replies loosely (RESP2 and RESP3 shapes); ours is RESP2's.
StreamReply = Any

# A suspect record lives as long as its entry can: it is deleted when the entry is; the
# TTL only sweeps records whose entry was removed by hand.
SUSPECT_TTL_S = 7 * 24 * 3600


@dataclass(slots=True)
class Delivery:
    """One stream entry handed to this worker."""

    lane: Lane
    entry_id: str
    fields: dict[bytes, bytes]
    delivery_count: int = 1
    # Crashes (worker or engine death) while this entry was running; those while it ran
    # alone are attributable to it (transq.scripts, SUSPICION).
    crashes: int = 0
    alone_crashes: int = 0

    @property
    def suspect(self) -> bool:
        """It was in an engine that died: it must run alone to clear or convict it."""
        return self.crashes > 0

    @property
    def payload(self) -> bytes | None:
        return self.fields.get(b"job")


@dataclass(frozen=True, slots=True)
class Started:
    status: Status
    attempts: int
    enqueued_ms: int
    cancel_requested: bool
    remembered: str = ""  # the translation memory's answer, when a memory key was given
    # The entry is not the job's own (START's 'foreign'): one added by hand naming another
    # job's id. It is acked unrun and ends nothing.
    foreign: bool = False
    # The payload names an owner that has no claim on the id (START's 'unclaimed'): the job
    # cannot run as that owner's, and ends failed unrun.
    unclaimed: bool = False


Memo = tuple[str, str, int]  # translation-memory key, translation, ttl s


def job_id_of(payload: bytes | None) -> str:
    """The job id in an entry's payload, without validating the rest ("" if none): enough
    to find the job's hash; the runner validates the whole job before running it."""
    try:
        data = json.loads(payload or b"")
    except ValueError:
        return ""
    job_id = data.get("job_id") if isinstance(data, dict) else None
    return job_id if isinstance(job_id, str) else ""
