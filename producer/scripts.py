"""Lua scripts run by producers. Each is one atomic step on the server.

They take every key they touch as KEYS (all of one queue's hash tag), so they run on
Redis Cluster too. docs/protocol.md shows how to call them from any language.
"""

from __future__ import annotations

# KEYS: job hash, lane stream
# ARGV: job JSON, lane, max backlog (0 = none)
# -> {1, entry id} created | {0, status} exists already | {-1, backlog} queue full
# The existence check and the XADD are one step, so a crash can never leave a dedup
# record without its job (the failure of "SET NX, then XADD").
SUBMIT = """
local status = redis.call('HGET', KEYS[1], 'status')
if status then return {0, status} end
local limit = tonumber(ARGV[3])
if limit > 0 then
  local depth = redis.call('XLEN', KEYS[2])
  if depth >= limit then return {-1, tostring(depth)} end
end
local t = redis.call('TIME')
local now_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local entry = redis.call('XADD', KEYS[2], '*', 'job', ARGV[1])
redis.call('HSET', KEYS[1], 'status', 'queued', 'lane', ARGV[2], 'entry', entry,
  'enqueued_ms', now_ms, 'attempts', 0)
return {1, entry}
"""

# KEYS: job hash, lane stream, done list
# ARGV: group, cancelled result JSON, result ttl s, cancel channel, job id
# -> 'not_found' | 'cancelled' | 'cancelling' (running: abort requested) | final status
# A queued entry that no worker has received yet is deleted from the stream at once;
# one already delivered stays until its worker sees the final status and skips it.
CANCEL = """
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return 'not_found' end
if status == 'running' then
  redis.call('HSET', KEYS[1], 'cancel', 1)
  redis.call('PUBLISH', ARGV[4], ARGV[5])
  return 'cancelling'
end
if status ~= 'queued' then return status end
local entry = redis.call('HGET', KEYS[1], 'entry')
if entry then
  local pending = redis.call('XPENDING', KEYS[2], ARGV[1], entry, entry, 1)
  if #pending == 0 then redis.call('XDEL', KEYS[2], entry) end
end
redis.call('HSET', KEYS[1], 'status', 'cancelled', 'result', ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
redis.call('LPUSH', KEYS[3], 1)
redis.call('EXPIRE', KEYS[3], tonumber(ARGV[3]))
return 'cancelled'
"""

# KEYS: batch hash
# ARGV: segment field, the attempt the caller saw
# -> the segment's attempt after the call: seen + 1 if this call advanced it, else the
# current one. Compare-and-set, so two runs retrying the same failed segment at once
# agree on one new attempt (and so on one job id) instead of starting two.
ADVANCE_ATTEMPT = """
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current == ARGV[2] then
  current = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
end
return tonumber(current)
"""
