-- SUBMIT: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, lane stream[, queue config hash[, job index]]
-- ARGV:  job JSON, lane, max backlog (0 = none)[, masked preview ('' for none), index keep s,
--        index max jobs]
-- reply: {1, entry id} created | {0, status} exists already | {-1, limit} queue full
--
-- why:   The existence check and the XADD are one step, so a crash can never leave a dedup
--        record without its job (the failure of "SET NX, then XADD"). The optional third key
--        (ns:{q}:config): a max_backlog stored there by an operator wins over ARGV[3], so every
--        producer of the queue enforces the same limit. The entry carries the job id as field
--        'id' beside the payload (taken from the job hash key, ns:{q}:job:<id>; namespace and
--        queue hold no '}'), so a worker that cannot decode the payload still knows which job
--        to fail. The worker fails a job whose payload job_id differs from it. The optional
--        fourth key is the job index (ns:{q}:jobs, a sorted set of job ids by submit time,
--        what `jobs list` and the console page through): the new job joins it in this same
--        step, so every producer path feeds it, and it is trimmed here too, to jobs younger
--        than the keep time (the result TTL) and to the newest max jobs, so it stays bounded
--        and expires with the results. The masked preview (a few characters of the text,
--        most letters hidden) goes in the job hash for the console.

--- @include "now_ms"
--- @include "set_queued"

local status = redis.call('HGET', KEYS[1], 'status')
if status then return {0, status} end
local limit = tonumber(ARGV[3])
if KEYS[3] then limit = tonumber(redis.call('HGET', KEYS[3], 'max_backlog') or limit) end
if limit > 0 then
  local depth = redis.call('XLEN', KEYS[2])
  if depth >= limit then return {-1, tostring(limit)} end
end
local enqueued_ms = now_ms()
local job_id = string.match(KEYS[1], '}:job:(.+)$') or ''
local entry = redis.call('XADD', KEYS[2], '*', 'job', ARGV[1], 'id', job_id)
set_queued(KEYS[1], ARGV[2], entry, enqueued_ms)
if KEYS[4] then
  if ARGV[4] ~= '' then redis.call('HSETNX', KEYS[1], 'preview', ARGV[4]) end
  local keep_s = tonumber(ARGV[5])
  redis.call('ZADD', KEYS[4], enqueued_ms, job_id)
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', '(' .. (enqueued_ms - keep_s * 1000))
  redis.call('ZREMRANGEBYRANK', KEYS[4], 0, -tonumber(ARGV[6]) - 1)
  redis.call('EXPIRE', KEYS[4], keep_s)
end
return {1, entry}
