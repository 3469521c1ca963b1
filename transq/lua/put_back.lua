-- PUT_BACK: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  done list, job hash
-- ARGV:  [expiry s for a job hash without one (a cancelled, queued job)]
-- reply: 1 token put back | 0 the job's record is gone (nothing to wake anyone for)
--
-- why:   A waiter's BLPOP takes the job's wake-up token; this puts it back for the job's other
--        waiters. The expiry comes from the job hash (set when the job ended), here on the
--        server: a plain LPUSH would recreate the emptied list without a TTL, a key leaked per
--        job for every client that forgot the EXPIRE. A job cancelled while queued has no
--        expiry yet (its worker sets it): the optional ARGV[1] stands in.

--- @include "store_result"

local ttl = redis.call('TTL', KEYS[2])
if ttl == -1 and ARGV[1] then ttl = tonumber(ARGV[1]) end
if ttl <= 0 then return 0 end
push_done(KEYS[1], ttl)
return 1
