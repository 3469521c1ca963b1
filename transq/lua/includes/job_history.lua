-- job_history: what FINISH keeps for the console and for retries. latency_field(enqueued_ms):
-- the tally field of a job's time from enqueue to now; keep_payload(job, stream, entry): the
-- entry's payload copied into the job hash (field 'payload').
--
-- why: the console charts latency percentiles from Redis alone (transq.tally reads the fixed
-- bounds below, which it lists too), and a failed or expired job can be retried only while
-- its payload exists: the entry is deleted when the job ends, so FINISH copies it first,
-- only for jobs that did not succeed (rare), so memory stays what it was for the rest.

--- @include "now_ms"

local LAT_BOUNDS_MS = {100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000, 300000}

local function latency_field(enqueued_ms)
  local took = now_ms() - (tonumber(enqueued_ms) or 0)
  for _, bound in ipairs(LAT_BOUNDS_MS) do
    if took <= bound then return 'lat_ms:' .. bound end
  end
  return 'lat_ms:inf'
end
local function keep_payload(job, stream, entry)
  local found = redis.call('XRANGE', stream, entry, entry)
  if #found == 0 then return end
  local raw = found[1][2]
  for i = 1, #raw, 2 do
    if raw[i] == 'job' then redis.call('HSET', job, 'payload', raw[i + 1]) end
  end
end
