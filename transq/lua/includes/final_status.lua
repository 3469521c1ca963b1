-- final_status(result_key): the job's final status, or false while it has not ended.
--
-- why: whether a job has ended, for the worker's scripts, is read from its result hash,
-- which only workers write. A final status in the job hash alone is no end (nothing a
-- producer writes is).

local function final_status(result_key)
  return redis.call('HGET', result_key, 'status') or false
end
