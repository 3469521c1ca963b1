-- index_job(index, score_ms, job_id, keep_s, max_jobs): a job joins the job index
-- (ns:{q}:jobs, by submit time), which stays bounded and expires with the results.
--
-- why: the index is what `jobs list` and the console page through. Its writers are the
-- gateway's SUBMIT (so a tenant's queued job is listed at once) and the worker's START
-- (every job, when it first runs: a producer credential may not write the index, or it
-- could hide another's jobs by trimming or rescoring it). NX keeps the first score, the
-- submit time. It is trimmed here to jobs younger than the keep time (the result TTL) and
-- to the newest max jobs, only when a job joins: a gateway's job, indexed at submit, costs
-- its START one ZADD, not the trim again.

local function index_job(index, score_ms, job_id, keep_s, max_jobs)
  keep_s = tonumber(keep_s)
  if redis.call('ZADD', index, 'NX', score_ms, job_id) == 0 then return end
  redis.call('ZREMRANGEBYSCORE', index, '-inf', '(' .. (tonumber(score_ms) - keep_s * 1000))
  redis.call('ZREMRANGEBYRANK', index, 0, -tonumber(max_jobs) - 1)
  redis.call('EXPIRE', index, keep_s)
end
