"""Entries that cannot run as they are, and the job they belong to; entries that must not
run again (poison).

Every job ends: an entry whose payload does not decode, or that names a different job or
lane than it arrived under, still ends its job with a ``failed`` result (error code
``invalid_job``) whenever the job's id can be found, so waiters wake and a resubmit of the
id sees a final state. The id comes from the entry's ``id`` field (written by SUBMIT) or,
for an entry added some other way, from a payload that is JSON with a well-formed
``job_id``.
"""

from __future__ import annotations

import json

from transq.contract import Job
from transq.rules import JOB_ID_RE
from worker.redis.delivery import Delivery

INVALID_JOB = "invalid_job"


def recover_job_id(delivery: Delivery) -> str | None:
    """The job id an undecodable entry belongs to, or None when none can be trusted."""
    declared = delivery.fields.get(b"id")
    if declared is not None:
        text = declared.decode("utf-8", errors="replace")
        return text if JOB_ID_RE.fullmatch(text) else None
    try:
        data = json.loads(delivery.payload or b"")
    except ValueError:
        return None
    job_id = data.get("job_id") if isinstance(data, dict) else None
    return job_id if isinstance(job_id, str) and JOB_ID_RE.fullmatch(job_id) else None


def mismatch(job: Job, delivery: Delivery) -> str | None:
    """Why a decoded job cannot run from this entry, or None when it can."""
    raw = delivery.fields.get(b"id")
    declared = None if raw is None else raw.decode("utf-8", errors="replace")
    if declared is not None and declared != job.job_id:
        return f"invalid job: job_id {job.job_id!r} differs from the id {declared!r} it was submitted under"
    if job.priority is not delivery.lane:
        return f"invalid job: priority {job.priority.value!r} arrived on the {delivery.lane.value!r} lane's stream"
    return None


def poison_reason(d: Delivery, limit: int) -> str:
    """Why this delivery must be dead-lettered unrun ("" if it may run).

    A suspect is judged by its crashes alone (it runs only alone), so a job that merely
    shared an engine with a poison job is never convicted; its deliveries are not
    counted, as it gains one at every crash while it waits its turn. Every run of a
    suspect ends in a result, a crash counted here, or a graceful release, so it cannot
    loop. Other entries keep the plain rule: max_deliveries deliveries unfinished."""
    if d.suspect:
        if d.alone_crashes < limit:
            return ""
        return f"crashed its worker or engine {d.alone_crashes} times while running alone (max_deliveries={limit})"
    if d.delivery_count > limit:
        return f"delivered {d.delivery_count - 1} times without finishing (max_deliveries={limit})"
    return ""
