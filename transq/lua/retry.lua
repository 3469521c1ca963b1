-- RETRY: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, lane stream, done list, result hash, job index, dead-letter stream[, owner record]
-- ARGV:  job id, lane, payload (checked by the caller), final status the caller read, dead-letter
--        entry id of this job ('' for none)
-- reply: {1, new entry id} queued again | {0, status} the job's result is not the one the caller
--        read (its status now: 'queued', 'running' or another final one) | {0, 'no_job'}
--
-- why:   An operator's retry of a failed, expired or dead-lettered job (producer.ops.jobs; the
--        admin role only, since it deletes a result only workers write). Unlike REQUEUE it keeps
--        the job hash and its `attempts`, so the retry shows as one more attempt (START counts
--        it), and it counts `retries`. The result and the stale done token go, the payload goes
--        back on its lane, the job becomes queued under the new entry, its TTL is lifted (it is
--        open again), it moves to the top of the job index and its dead letter (if any) leaves
--        the dead-letter stream, all in one step: a crash neither loses the job nor runs it
--        twice, and two retries at once queue it once (the second finds no result). The
--        first submit time is kept as `submitted_ms` (the first retry writes it, from the
--        `enqueued_ms` SUBMIT wrote), so the console and `jobs show` still say when the job
--        was submitted, not when it was retried. An owner's claim on the id follows the job
--        to its new entry (fragment `owner_record`).

--- @include "now_ms"
--- @include "owner_record"

if redis.call('EXISTS', KEYS[1]) == 0 then return {0, 'no_job'} end
local status = redis.call('HGET', KEYS[4], 'status')
if status ~= ARGV[4] then return {0, status or redis.call('HGET', KEYS[1], 'status') or 'queued'} end
local enqueued_ms = now_ms()
redis.call('HSETNX', KEYS[1], 'submitted_ms', redis.call('HGET', KEYS[1], 'enqueued_ms') or enqueued_ms)
local entry = redis.call('XADD', KEYS[2], '*', 'job', ARGV[3], 'id', ARGV[1])
redis.call('DEL', KEYS[3], KEYS[4])
redis.call('HDEL', KEYS[1], 'worker', 'started_ms', 'cancel')
redis.call('HSET', KEYS[1], 'status', 'queued', 'lane', ARGV[2], 'entry', entry, 'enqueued_ms', enqueued_ms,
  'retried_ms', enqueued_ms)
redis.call('HINCRBY', KEYS[1], 'retries', 1)
redis.call('PERSIST', KEYS[1])
redis.call('ZADD', KEYS[5], enqueued_ms, ARGV[1])
if ARGV[5] ~= '' then redis.call('XDEL', KEYS[6], ARGV[5]) end
if KEYS[7] then rebind_owner(KEYS[7], entry) end
return {1, entry}
