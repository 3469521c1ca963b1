-- store_result(job, result_key, done, status, result, ttl_s): a final result, its TTL and
-- the done token in one place; push_done(done, ttl_s): the token alone;
-- request_cancel(job): CANCEL's (a producer's) part.
--
-- why: the token is what wakes the waiters blocked on BLPOP, so a result is never stored
-- without it. The result goes to the job's result hash (ns:{q}:result:<id>), which only the
-- worker role may write (configs/redis/users.acl.template): readers take results only from
-- there. The job hash gets the final status too (the console lists it) and drops the cancel
-- flag the run may have seen. request_cancel adds the cancel flag with HSETNX (the producer
-- may only add fields to a job hash), plus, for a queued job, the time and a wake-up token;
-- readers read a queued job with the flag as cancelled, and the worker that receives its
-- entry stores the cancelled result. push_done always sets an expiry (PUT_BACK gives a
-- waiter's taken token back with the job's TTL).

local function push_done(done, ttl_s)
  redis.call('LPUSH', done, 1)
  redis.call('EXPIRE', done, tonumber(ttl_s))
end
local function store_result(job, result_key, done, status, result, ttl_s)
  redis.call('HSET', result_key, 'status', status, 'result', result)
  redis.call('EXPIRE', result_key, tonumber(ttl_s))
  redis.call('HSET', job, 'status', status)
  redis.call('HDEL', job, 'cancel')
  redis.call('EXPIRE', job, tonumber(ttl_s))
  push_done(done, ttl_s)
end
local function request_cancel(job)
  return redis.call('HSETNX', job, 'cancel', 1)
end
