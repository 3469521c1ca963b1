"""Fair share between owners: each owner may hold at most its share of a lane's open jobs.

Without it one owner's burst fills a lane: every other owner's job waits behind all of it
(a synchronous request times out) or finds the lane at its backlog limit (429), though it
sent one job. With it, an owner at its share is refused (ShareFull, 429 with Retry-After:
its own jobs must end first), and another owner's job waits behind at most the share of
each busy owner. ``[gateway.limits] share_interactive`` / ``share_batch``.

The count is a sorted set per owner and lane (``keys.open_jobs``) that SUBMIT adds to and
checks in the same step as the job (so concurrent requests cannot overshoot it). No one
removes a job from it when the job ends (the worker writes no gateway state), so an owner
that reaches its share first has its set pruned here of jobs that have ended (a result)
or are gone: the cost falls on the owner at its share, never on the others.
"""

from __future__ import annotations

from typing import Any

from producer.gateway.state import GatewayState
from transq.connection import text_of
from transq.contract import Lane
from transq.errors import InvalidJob, ShareFull


def share_of(state: GatewayState, lane: Lane) -> int:
    return state.client.shares.get(lane, 0)


async def make_room(state: GatewayState, owner: str, lane: Lane, count: int) -> None:
    """Return when ``owner`` may add ``count`` open jobs to ``lane``; ShareFull (nothing
    written) when its share is in use, InvalidJob when ``count`` alone is over it."""
    share = share_of(state, lane)
    if not share or count <= 0:
        return
    if count > share:
        raise InvalidJob(
            f"invalid job: body: this request has {count} jobs for lane {lane.value!r}; "
            f"an owner may have {share} open there at once: send fewer"
        )
    key = state.client.keys.open_jobs(owner, lane)
    if int(await state.redis.zcard(key)) + count <= share:
        return
    await prune(state, key)
    if int(await state.redis.zcard(key)) + count > share:
        raise ShareFull(lane.value, share)


async def prune(state: GatewayState, key: str) -> int:
    """Drop the jobs of one owner's set that have ended or are gone; how many."""
    members: list[Any] = await state.redis.zrange(key, 0, -1)
    ids = [text_of(m) for m in members]
    if not ids:
        return 0
    keys = state.client.keys
    pipe = state.redis.pipeline(transaction=False)
    for job_id in ids:
        pipe.exists(keys.result(job_id), keys.job(job_id))
        pipe.exists(keys.result(job_id))
    replies = await pipe.execute()
    # Ended: its result exists; gone: neither its job hash nor its result does.
    ended = [j for j, both, result in zip(ids, replies[0::2], replies[1::2], strict=True) if result or not both]
    if ended:
        await state.redis.zrem(key, *ended)
    return len(ended)
