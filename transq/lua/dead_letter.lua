-- DEAD_LETTER: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash (or the queue's placeholder when the id is unknown), lane stream, done list,
--        dead-letter stream, result hash
-- ARGV:  group, entry id, failed result JSON ('' when the id is unknown), result ttl s, then
--        field/value pairs for the dead-letter entry
-- reply: 1
--
-- why:   The original payload is copied to the dead-letter stream before the entry is deleted,
--        so `dlq requeue` can put it back. The failed result is stored only for the job's own
--        entry (`owns_entry`): a malformed entry a producer added naming another job's id is
--        dead-lettered but cannot fail that job. A result it stores names the dead-letter
--        entry (result hash field `dead_letter`), which is how REQUEUE tells the result it
--        may replace from one it must keep.

--- @include "final_status"
--- @include "owns_entry"
--- @include "store_result"
--- @include "ack_delete"

local fields = {}
for i = 5, #ARGV do fields[#fields + 1] = ARGV[i] end
local dead = redis.call('XADD', KEYS[4], '*', unpack(fields))
if ARGV[3] ~= '' and not final_status(KEYS[5]) and owns_entry(KEYS[1], ARGV[2]) then
  store_result(KEYS[1], KEYS[5], KEYS[3], 'failed', ARGV[3], ARGV[4])
  -- The dead-letter entry that made this result: only a requeue of it may replace it.
  redis.call('HSET', KEYS[5], 'dead_letter', dead)
end
ack_delete(KEYS[2], ARGV[1], ARGV[2])
return 1
