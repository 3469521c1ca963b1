-- FORGET_CONSUMER: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  lane stream, the consumer's heartbeat key
-- ARGV:  group, consumer, min idle ms
-- reply: 1 if the consumer was removed from the group, else 0
--
-- why:   Removes the group consumer of a worker that is gone. XGROUP DELCONSUMER drops the
--        consumer's pending entries with it, and an entry dropped from the pending list is
--        never delivered again, so the checks and the delete are one step: no heartbeat (the
--        worker is gone), nothing pending (reclaimed already), idle at least the minimum.

if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
for _, row in ipairs(redis.call('XINFO', 'CONSUMERS', KEYS[1], ARGV[1])) do
  local c = {}
  for i = 1, #row, 2 do c[row[i]] = row[i + 1] end
  if c['name'] == ARGV[2] then
    if c['pending'] == 0 and c['idle'] >= tonumber(ARGV[3]) then
      redis.call('XGROUP', 'DELCONSUMER', KEYS[1], ARGV[1], ARGV[2])
      return 1
    end
    return 0
  end
end
return 0
