"""SUBMIT's owner claim and START's owner check (issue 38), script by script on a real
Redis: the claim is one step with the existence check and bound to the new entry; an
owner gets no id that exists without its claim; a service gets no id an owner holds; an
owner's share of a lane is checked in the step that would add to it; START runs an
owner's job only from its bound entry; REQUEUE carries the claim to the new entry."""

from __future__ import annotations

import redis.asyncio as aioredis

from transq import script_calls
from transq.connection import text_of
from transq.contract import Lane
from transq.keys import Keys, record_owner
from transq.scripts import START, SUBMIT, register


async def _submit(redis: aioredis.Redis, keys: Keys, job_id: str, owner: str = "", share: int = 0) -> tuple[int, str]:
    who = script_calls.SubmitOwner(owner, 60, keys.open_jobs(owner or "none", Lane.INTERACTIVE), share)
    index = script_calls.SubmitIndex(keys.jobs_index if owner else None, "", 60, 100)
    reply = await script_calls.submit(
        register(redis, SUBMIT), job_key=keys.job(job_id), lane_stream=keys.stream(Lane.INTERACTIVE),
        config_key=keys.config, job_json="{}", lane="interactive", max_backlog=0, owner_key=keys.owner(job_id),
        owner=who if owner else None, index=index,
    )  # fmt: skip
    return reply.code, reply.value


async def _start(redis: aioredis.Redis, keys: Keys, job_id: str, entry: str, owner: str) -> str:
    reply = await script_calls.start(
        register(redis, START), job_key=keys.job(job_id), result_key=keys.result(job_id), memory_key=None,
        worker="w", entry=entry, lane="interactive", index=script_calls.StartIndex(keys.jobs_index, 60, 100),
        owner_key=keys.owner(job_id), owner=owner,
    )  # fmt: skip
    return reply.status


async def test_claims_shares_and_starts(redis: aioredis.Redis, keys: Keys) -> None:
    code, entry = await _submit(redis, keys, "a-1", owner="alice")
    assert code == 1 and record_owner(await redis.get(keys.owner("a-1"))) == "alice"
    assert await redis.get(keys.owner("a-1")) == f"alice {entry}".encode()
    assert await _submit(redis, keys, "a-1", owner="alice") == (0, "queued")  # its own again: the receipt
    assert await _submit(redis, keys, "a-1", owner="mallory") == (-2, "")  # another owner's
    assert await _submit(redis, keys, "a-1") == (-2, "")  # a service, under an owned id
    assert (await _submit(redis, keys, "svc-1"))[0] == 1
    assert await _submit(redis, keys, "svc-1", owner="mallory") == (-2, "")  # exists without an owner
    assert await redis.get(keys.owner("svc-1")) is None
    assert (await _submit(redis, keys, "m-1", owner="mallory", share=1))[0] == 1
    assert await _submit(redis, keys, "m-2", owner="mallory", share=1) == (-3, "1")  # her share is in use
    assert not await redis.exists(keys.job("m-2"))
    # START: only the bound entry runs as the owner's job; an ownerless payload under an
    # owned id does not run either. Every job that starts joins the index.
    assert await _start(redis, keys, "a-1", "9-9", "alice") == "foreign"
    assert await _start(redis, keys, "a-1", entry, "mallory") == "foreign"
    assert await _start(redis, keys, "a-1", entry, "") == "foreign"
    assert await _start(redis, keys, "a-1", entry, "alice") == "running"
    assert await redis.zscore(keys.jobs_index, "svc-1") is None  # a service's SUBMIT does not index...
    svc_entry = text_of(await redis.hget(keys.job("svc-1"), "entry") or b"")
    assert await _start(redis, keys, "svc-1", svc_entry, "") == "running"
    assert await redis.zscore(keys.jobs_index, "svc-1") is not None  # ... its START does
