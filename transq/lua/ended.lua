-- ENDED: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  the done lists of the jobs one wait loop waits for
-- ARGV:  none
-- reply: the 1-based positions of the done lists that hold a token (nothing is popped)
--
-- why:   A wait loop (producer.waits) woken by one job's token checks which of its other
--        waiting jobs ended meanwhile, so a burst of endings costs one round. One script
--        instead of one pipelined EXISTS per waiting job: the client packs and parses every
--        command of a pipeline on its own, 1.3 million of them for 10,000 waits before.

local ended = {}
for i, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then ended[#ended + 1] = i end
end
return ended
