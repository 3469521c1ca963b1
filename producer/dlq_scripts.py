"""Lua scripts of the dead-letter tooling (``python -m producer dlq``); one atomic step each,
every key passed as KEYS (one queue's hash tag), like producer.scripts."""

from __future__ import annotations

# KEYS: dead-letter stream, job hash, lane stream, done list
# ARGV: dead-letter entry id, job id, lane (as read by the caller)
# -> {1, new entry id} requeued
#  | {0, 'gone'}      the dead-letter entry no longer exists (requeued or purged meanwhile)
#  | {0, 'changed'}   the entry is not the job/lane the caller read (keys would be wrong)
#  | {0, 'no_job'}    the entry carries no payload
#  | {0, status}      the job is queued or running again already; nothing changed
# The job hash is final (failed, with a result) after dead-lettering: it is replaced by a
# fresh queued state, the stale done token is dropped (it would wake waiters at once),
# and the entry leaves the dead-letter stream, all with the XADD, so a crash can neither
# lose the job nor run it twice.
REQUEUE = """
local found = redis.call('XRANGE', KEYS[1], ARGV[1], ARGV[1])
if #found == 0 then return {0, 'gone'} end
local f = {}
local raw = found[1][2]
for i = 1, #raw, 2 do f[raw[i]] = raw[i + 1] end
if f['job_id'] ~= ARGV[2] or f['lane'] ~= ARGV[3] then return {0, 'changed'} end
if not f['job'] or f['job'] == '' then return {0, 'no_job'} end
local status = redis.call('HGET', KEYS[2], 'status')
if status == 'queued' or status == 'running' then return {0, status} end
local t = redis.call('TIME')
local now_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local entry = redis.call('XADD', KEYS[3], '*', 'job', f['job'])
redis.call('DEL', KEYS[2], KEYS[4])
redis.call('HSET', KEYS[2], 'status', 'queued', 'lane', ARGV[3], 'entry', entry,
  'enqueued_ms', now_ms, 'attempts', 0)
redis.call('XDEL', KEYS[1], ARGV[1])
return {1, entry}
"""
