"""Named Lua fragments that the scripts in producer.scripts are built from.

Each rule of the protocol is written here once and reused by every script that needs it:
the server clock, the fresh queued state, storing a final result (which also wakes the
waiters), and acking a finished entry. The open statuses come from ``Status``, so Lua and
Python cannot disagree about which statuses are final.
"""

from __future__ import annotations

from dataclasses import dataclass

from producer.contract import Status


@dataclass(frozen=True)
class Fragment:
    """A piece of Lua (local functions or tables) that a script puts before its body."""

    name: str
    lua: str


def _lua_set(values: list[str]) -> str:
    return "{" + ", ".join(f"{value} = true" for value in values) + "}"


OPEN_STATUSES = [s.value for s in Status if not s.final]

# is_open: the status names a job that may still run.
STATUS = Fragment(
    "status",
    f"local OPEN = {_lua_set(OPEN_STATUSES)}\nlocal function is_open(s) return OPEN[s] == true end\n",
)

# Timestamps come from the Redis server clock, so producers' and workers' clocks never mix.
NOW_MS = Fragment(
    "now_ms",
    """local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
""",
)

# The state of a job that waits on its lane: written by SUBMIT and by a dead-letter requeue.
QUEUED_STATE = Fragment(
    "set_queued",
    """local function set_queued(job, lane, entry, enqueued_ms)
  redis.call('HSET', job, 'status', 'queued', 'lane', lane, 'entry', entry,
    'enqueued_ms', enqueued_ms, 'attempts', 0)
end
""",
)

# A final result, its TTL and the done token in one place: the token is what wakes the
# waiters blocked on BLPOP, so a result is never stored without it. The result goes to the
# job's result hash (ns:{q}:result:<id>), which only the worker role may write (configs/redis/
# users.acl.template): a producer can write the job hash, so readers never take a result
# from there. The job hash gets the final status too (the console lists it) and drops the
# cancel flag the run may have seen. store_cancelled is CANCEL's (a producer's) final state
# for a queued job: the status alone, from which readers build the cancelled result.
# push_done is the token alone, always with an expiry (PUT_BACK gives a waiter's taken token
# back with the job's TTL).
STORE_RESULT = Fragment(
    "store_result",
    """local function push_done(done, ttl_s)
  redis.call('LPUSH', done, 1)
  redis.call('EXPIRE', done, tonumber(ttl_s))
end
local function store_result(job, result_key, done, status, result, ttl_s)
  redis.call('HSET', result_key, 'status', status, 'result', result)
  redis.call('EXPIRE', result_key, tonumber(ttl_s))
  redis.call('HSET', job, 'status', status)
  redis.call('HDEL', job, 'cancel')
  redis.call('EXPIRE', job, tonumber(ttl_s))
  push_done(done, ttl_s)
end
local function store_cancelled(job, done, finished_ms, ttl_s)
  redis.call('HSET', job, 'status', 'cancelled', 'finished_ms', finished_ms)
  redis.call('EXPIRE', job, tonumber(ttl_s))
  push_done(done, ttl_s)
end
""",
)

# Whether a job has ended, for the worker's scripts: a stored result, or a cancel of the
# queued job (the only final status a producer may write). A final status in the job hash
# without a result is not an end: a producer could have forged it to make workers skip
# the job, so the job still runs.
FINAL = Fragment(
    "final_status",
    """local function final_status(job, result_key)
  local stored = redis.call('HGET', result_key, 'status')
  if stored then return stored end
  if redis.call('HGET', job, 'status') == 'cancelled' then return 'cancelled' end
  return false
end
""",
)

# A finished entry is acked and deleted at once: the stream holds only open work.
ACK = Fragment(
    "ack_delete",
    """local function ack_delete(stream, group, entry)
  redis.call('XACK', stream, group, entry)
  redis.call('XDEL', stream, entry)
end
""",
)

# Poison isolation (docs/architecture.md, "Poison jobs"). A job that was running when its
# worker or engine died becomes a suspect: its entry's suspect hash counts the crash. A
# worker runs a suspect only alone in its engine, so a crash of an entry that was already
# a suspect is attributable to it ("alone_crashes"). The job shows as queued again.
SUSPECT = Fragment(
    "mark_crash",
    """local function mark_crash(job, suspect, ttl_s)
  if redis.call('HGET', job, 'status') ~= 'running' then return 0 end
  local before = tonumber(redis.call('HGET', suspect, 'crashes') or '0')
  redis.call('HINCRBY', suspect, 'crashes', 1)
  if before > 0 then redis.call('HINCRBY', suspect, 'alone_crashes', 1) end
  redis.call('EXPIRE', suspect, tonumber(ttl_s))
  redis.call('HSET', job, 'status', 'queued')
  redis.call('HDEL', job, 'worker', 'started_ms')
  return 1
end
local function suspicion(suspect)
  return {tonumber(redis.call('HGET', suspect, 'crashes') or '0'),
          tonumber(redis.call('HGET', suspect, 'alone_crashes') or '0')}
end
""",
)
