-- ADVANCE_ATTEMPT: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  batch hash
-- ARGV:  segment field, the attempt the caller saw
-- reply: the segment's attempt after the call: seen + 1 if this call advanced it, else the
--        current one
--
-- why:   Compare-and-set, so two runs retrying the same failed segment at once agree on one new
--        attempt (and so on one job id) instead of starting two.

local current = redis.call('HGET', KEYS[1], ARGV[1])
if current == ARGV[2] then
  current = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
end
return tonumber(current)
