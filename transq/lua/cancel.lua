-- CANCEL: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, done list
-- ARGV:  result ttl s, cancel channel, job id
-- reply: 'not_found' | 'cancelled' | 'cancelling' (running: abort requested) | final status
--
-- why:   Runs as the producer, which may only add fields to a job hash (HSETNX) and never write
--        a result: it adds the cancel flag. A queued job with the flag is cancelled at once for
--        readers (they build the result; 'finished_ms' is the cancel's time) and its waiters
--        are woken; its entry stays in the stream, and the worker that receives it stores the
--        cancelled result without running it (so a producer needs no XDEL). A running job's id
--        is also published on the cancel channel; its worker aborts the generation and stores
--        the cancelled result.

--- @include "now_ms"
--- @include "store_result"

local status = redis.call('HGET', KEYS[1], 'status')
if not status then return 'not_found' end
if status == 'running' then
  request_cancel(KEYS[1])
  redis.call('PUBLISH', ARGV[2], ARGV[3])
  return 'cancelling'
end
if status ~= 'queued' then return status end
if request_cancel(KEYS[1]) == 1 then
  redis.call('HSETNX', KEYS[1], 'finished_ms', now_ms())
  push_done(KEYS[2], ARGV[1])
end
return 'cancelled'
