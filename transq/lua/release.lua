-- RELEASE: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, lane stream
-- ARGV:  group, consumer, entry id, delivery count to restore
-- reply: 1
--
-- why:   Gives an unfinished entry back for immediate reclaim (shutdown, engine death): its
--        idle time is set past any claim threshold, and this delivery is not counted against
--        the job, since the job did not cause it. The job shows as queued again.

if redis.call('HGET', KEYS[1], 'status') == 'running' then
  redis.call('HSET', KEYS[1], 'status', 'queued')
  redis.call('HDEL', KEYS[1], 'worker', 'started_ms')
end
redis.call('XCLAIM', KEYS[2], ARGV[1], ARGV[2], 0, ARGV[3],
  'IDLE', 1000000000000, 'RETRYCOUNT', tonumber(ARGV[4]), 'JUSTID')
return 1
