"""Lua scripts run by workers; each is one atomic step (see docs/architecture.md).

Final statuses are succeeded, failed, cancelled, expired. A job hash that is missing
means an entry added by hand without the submit script; it is treated as queued.
"""

from __future__ import annotations

_IS_OPEN = "local function is_open(s) return (not s) or s == 'queued' or s == 'running' end\n"

# KEYS: job hash
# ARGV: worker id, entry id, lane
# -> {status, attempts, enqueued_ms, cancel flag}; a final status means "skip, just ack".
START = (
    _IS_OPEN
    + """
local status = redis.call('HGET', KEYS[1], 'status')
if not is_open(status) then return {status, 0, 0, 0} end
local t = redis.call('TIME')
local now_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if not status then
  -- An entry added without the submit script: its id's time part is the enqueue time.
  redis.call('HSET', KEYS[1], 'lane', ARGV[3], 'entry', ARGV[2],
    'enqueued_ms', string.match(ARGV[2], '^(%d+)'))
end
redis.call('HSET', KEYS[1], 'status', 'running', 'worker', ARGV[1], 'started_ms', now_ms)
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
local enqueued = redis.call('HGET', KEYS[1], 'enqueued_ms')
local cancel = redis.call('HGET', KEYS[1], 'cancel') or 0
return {'running', attempts, tonumber(enqueued) or 0, tonumber(cancel)}
"""
)

# KEYS: job hash, lane stream, done list
# ARGV: group, entry id, result JSON, final status ('' to only ack), result ttl s
# -> 1 if this call stored the result, 0 if one existed (the entry is acked either way).
# Result, ack, delete and wake-up in one step: a crash leaves either all or none, and a
# redelivered job that already has a result is acked without a second result.
FINISH = (
    _IS_OPEN
    + """
local stored = 0
if ARGV[4] ~= '' and is_open(redis.call('HGET', KEYS[1], 'status')) then
  redis.call('HSET', KEYS[1], 'status', ARGV[4], 'result', ARGV[3])
  redis.call('HDEL', KEYS[1], 'cancel')
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[5]))
  redis.call('LPUSH', KEYS[3], 1)
  redis.call('EXPIRE', KEYS[3], tonumber(ARGV[5]))
  stored = 1
end
redis.call('XACK', KEYS[2], ARGV[1], ARGV[2])
redis.call('XDEL', KEYS[2], ARGV[2])
return stored
"""
)

# KEYS: job hash (or the queue's placeholder when the id is unknown), lane stream,
#       done list, dead-letter stream
# ARGV: group, entry id, failed result JSON ('' when the id is unknown), result ttl s,
#       then field/value pairs for the dead-letter entry
# The original payload is copied to the dead-letter stream before the entry is deleted,
# so `dlq requeue` can put it back.
DEAD_LETTER = (
    _IS_OPEN
    + """
local fields = {}
for i = 5, #ARGV do fields[#fields + 1] = ARGV[i] end
redis.call('XADD', KEYS[4], '*', unpack(fields))
if ARGV[3] ~= '' and is_open(redis.call('HGET', KEYS[1], 'status')) then
  redis.call('HSET', KEYS[1], 'status', 'failed', 'result', ARGV[3])
  redis.call('HDEL', KEYS[1], 'cancel')
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
  redis.call('LPUSH', KEYS[3], 1)
  redis.call('EXPIRE', KEYS[3], tonumber(ARGV[4]))
end
redis.call('XACK', KEYS[2], ARGV[1], ARGV[2])
redis.call('XDEL', KEYS[2], ARGV[2])
return 1
"""
)

# KEYS: job hash, lane stream
# ARGV: group, consumer, entry id, delivery count to restore
# Gives an unfinished entry back for immediate reclaim (shutdown, engine death): its idle
# time is set past any claim threshold, and this delivery is not counted against the job,
# since the job did not cause it. The job shows as queued again.
RELEASE = """
if redis.call('HGET', KEYS[1], 'status') == 'running' then
  redis.call('HSET', KEYS[1], 'status', 'queued')
  redis.call('HDEL', KEYS[1], 'worker', 'started_ms')
end
redis.call('XCLAIM', KEYS[2], ARGV[1], ARGV[2], 0, ARGV[3],
  'IDLE', 1000000000000, 'RETRYCOUNT', tonumber(ARGV[4]), 'JUSTID')
return 1
"""
