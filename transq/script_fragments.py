"""Named Lua fragments that the scripts in transq.scripts are built from.

Each rule of the protocol is written here once and reused by every script that needs it:
the server clock, the fresh queued state, storing a final result (which also wakes the
waiters), and acking a finished entry. The open statuses come from ``Status``, so Lua and
Python cannot disagree about which statuses are final.
"""

from __future__ import annotations

from dataclasses import dataclass

from transq.contract import Status


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

# The state of a job that waits on its lane: written by SUBMIT and by a dead-letter requeue,
# both onto a job hash that does not exist (REQUEUE deletes it first). HSETNX, because that
# is all the producer role may run on job hashes: a producer can create a job's state but
# never overwrite another job's (its entry, status or attempts).
QUEUED_STATE = Fragment(
    "set_queued",
    """local function set_queued(job, lane, entry, enqueued_ms)
  local fields = {'status', 'queued', 'lane', lane, 'entry', entry, 'enqueued_ms', enqueued_ms, 'attempts', 0}
  for i = 1, #fields, 2 do redis.call('HSETNX', job, fields[i], fields[i + 1]) end
end
""",
)

# A final result, its TTL and the done token in one place: the token is what wakes the
# waiters blocked on BLPOP, so a result is never stored without it. The result goes to the
# job's result hash (ns:{q}:result:<id>), which only the worker role may write (configs/redis/
# users.acl.template): readers take results only from there. The job hash gets the final
# status too (the console lists it) and drops the cancel flag the run may have seen.
# request_cancel is CANCEL's (a producer's) part: the cancel flag, added with HSETNX (the
# producer may only add fields to a job hash), plus, for a queued job, the time and a
# wake-up token; readers read a queued job with the flag as cancelled, and the worker that
# receives its entry stores the cancelled result. push_done is the token alone, always
# with an expiry (PUT_BACK gives a waiter's taken token back with the job's TTL).
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
local function request_cancel(job)
  return redis.call('HSETNX', job, 'cancel', 1)
end
""",
)

# Whether a job has ended, for the worker's scripts: its result hash, which only workers
# write. A final status in the job hash alone is no end (nothing a producer writes is).
FINAL = Fragment(
    "final_status",
    """local function final_status(result_key)
  return redis.call('HGET', result_key, 'status') or false
end
""",
)

# Whether a delivered entry is the job's own: the one SUBMIT (or REQUEUE) recorded in the
# job hash, which a producer cannot overwrite. An entry a producer XADDed by hand naming
# another job's id is not, and may neither run nor end that job. A job hash without an
# entry (an entry added by hand for a new id) owns whatever entry comes. ``owns`` judges a
# recorded entry already read (START reads all its fields in one HMGET).
OWNS = Fragment(
    "owns_entry",
    """local function owns(own, entry)
  return (not own) or own == entry
end
local function owns_entry(job, entry)
  return owns(redis.call('HGET', job, 'entry'), entry)
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
