-- RELEASE_CRASHED: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, lane stream, suspect hash
-- ARGV:  group, consumer, entry id, delivery count to keep, suspect ttl s
-- reply: {crashes, alone_crashes} of the entry after this crash
--
-- why:   RELEASE for the jobs that were in the engine when it died: each becomes a suspect (the
--        crash recorded with the release), and the delivery counts, as a worker death's does
--        (docs/architecture.md, Poison jobs).

--- @include "mark_crash"

mark_crash(KEYS[1], KEYS[3], ARGV[5])
redis.call('XCLAIM', KEYS[2], ARGV[1], ARGV[2], 0, ARGV[3],
  'IDLE', 1000000000000, 'RETRYCOUNT', tonumber(ARGV[4]), 'JUSTID')
return suspicion(KEYS[3])
