-- mark_crash(job, suspect, ttl_s): record a crash of a running job; suspicion(suspect):
-- the entry's {crashes, alone_crashes}.
--
-- why: poison isolation (docs/architecture.md, "Poison jobs"). A job that was running when
-- its worker or engine died becomes a suspect: its entry's suspect hash counts the crash. A
-- worker runs a suspect only alone in its engine, so a crash of an entry that was already
-- a suspect is attributable to it ("alone_crashes"). The job shows as queued again.

local function mark_crash(job, suspect, ttl_s)
  if redis.call('HGET', job, 'status') ~= 'running' then return 0 end
  local before = tonumber(redis.call('HGET', suspect, 'crashes') or '0')
  redis.call('HINCRBY', suspect, 'crashes', 1)
  if before > 0 then redis.call('HINCRBY', suspect, 'alone_crashes', 1) end
  redis.call('EXPIRE', suspect, tonumber(ttl_s))
  redis.call('HSET', job, 'status', 'queued')
  redis.call('HDEL', job, 'worker', 'started_ms')
  return 1
end
local function suspicion(suspect)
  return {tonumber(redis.call('HGET', suspect, 'crashes') or '0'),
          tonumber(redis.call('HGET', suspect, 'alone_crashes') or '0')}
end
