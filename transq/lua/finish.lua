-- FINISH: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, lane stream, done list, result hash [, tally bucket hash [,
--        translation-memory key]]
-- ARGV:  group, entry id, result JSON, final status ('' to only ack), result ttl s [, error
--        code ('' for none), tally ttl s [, translation to remember, its ttl s]]
-- reply: 1 if this call (or its earlier try, whose reply was lost) stored the result, 0 if
--        another one existed (the entry is acked either way)
--
-- why:   Result (in the result hash, which only the worker role may write), ack, delete and
--        wake-up in one step: a crash leaves either all or none, and a redelivered job that
--        already has a result is acked without a second result. A retry finds its own result
--        (the same JSON) and counts it as stored, not as a rival's (its earlier try already
--        counted and remembered it). Two optional steps ride along, only with the result this
--        call stored, so neither costs a round trip of its own: the `stats` count (HINCRBY of
--        `<status>` and `<status>:<code>` in the 10 s bucket `ns:{q}:tally:<epoch_s // 10>`,
--        transq.tally) and the translation-memory store. Both keys are under the queue's hash
--        tag, like the job hash. The tally bucket also gets the job's time from enqueue to
--        now in a fixed latency histogram (`lat_ms:<upper bound>`) and a sample of its lane's
--        backlog (`backlog:<lane>`): the console's charts, without Prometheus. A job that did
--        not succeed keeps its payload (copied from its entry, before the delete, into the
--        job hash's `payload`) for `jobs retry` and the console's retry, until its TTL.

--- @include "final_status"
--- @include "owns_entry"
--- @include "store_result"
--- @include "ack_delete"
--- @include "job_history"

local stored = 0
if ARGV[4] ~= '' and not final_status(KEYS[4]) and owns_entry(KEYS[1], ARGV[2]) then
  if ARGV[4] ~= 'succeeded' then keep_payload(KEYS[1], KEYS[2], ARGV[2]) end
  store_result(KEYS[1], KEYS[4], KEYS[3], ARGV[4], ARGV[3], ARGV[5])
  stored = 1
  if KEYS[5] then
    redis.call('HINCRBY', KEYS[5], ARGV[4], 1)
    if ARGV[6] ~= '' then redis.call('HINCRBY', KEYS[5], ARGV[4] .. ':' .. ARGV[6], 1) end
    local enqueued_ms, lane = unpack(redis.call('HMGET', KEYS[1], 'enqueued_ms', 'lane'))
    redis.call('HINCRBY', KEYS[5], latency_field(enqueued_ms), 1)
    if lane then redis.call('HSET', KEYS[5], 'backlog:' .. lane, redis.call('XLEN', KEYS[2])) end
    redis.call('EXPIRE', KEYS[5], tonumber(ARGV[7]))
  end
  if KEYS[6] and ARGV[8] ~= '' then redis.call('SET', KEYS[6], ARGV[8], 'EX', tonumber(ARGV[9])) end
elseif ARGV[4] ~= '' and redis.call('HGET', KEYS[4], 'result') == ARGV[3] then
  stored = 1
end
ack_delete(KEYS[2], ARGV[1], ARGV[2])
return stored
