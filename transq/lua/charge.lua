-- CHARGE: one atomic step of the HTTP gateway's accounting (loaded by transq/scripts.py).
--
-- KEYS:  jobs counter of the key's minute, characters counter of the key's minute, characters
--        counter of the key's period
-- ARGV:  jobs, characters (both negative: a refund), jobs per minute (0 = no limit), characters
--        per minute (0 = no limit), characters per period (0 = no limit), minute window s, period
--        counter ttl s
-- reply: {0, ''} counted | {1, 'jobs' or 'characters', seconds until the minute's window ends} a
--        per-minute limit would be passed | {2, characters used this period} the period's limit
--        would be passed
--
-- why:   Limits count work (jobs, characters), not requests, and a request is decided before
--        anything of it is submitted: all three counts are checked and taken in one step, so a
--        refused request counts nothing and two racing requests never both pass a limit they
--        would jointly exceed (the counts were INCRBY then DECRBY, which a reader could see in
--        between). A window starts at its first count (EXPIRE NX), as the request rate's does.
--        A refund (a request that was not accepted after all: the queue full, a job that
--        existed) takes back only from counters that still exist, so it never leaves a
--        negative count without a TTL.

local jobs, chars = tonumber(ARGV[1]), tonumber(ARGV[2])
if jobs < 0 or chars < 0 then
  for i, n in ipairs({jobs, chars, chars}) do
    if n < 0 and redis.call('EXISTS', KEYS[i]) == 1 then redis.call('DECRBY', KEYS[i], -n) end
  end
  return {0, ''}
end
local function count(key) return tonumber(redis.call('GET', key) or 0) end
local window_s = tonumber(ARGV[6])
for i, unit in ipairs({'jobs', 'characters'}) do
  local limit, n = tonumber(ARGV[2 + i]), tonumber(ARGV[i])
  if limit > 0 and n > 0 and count(KEYS[i]) + n > limit then
    local ttl = redis.call('TTL', KEYS[i])
    return {1, unit, ttl > 0 and ttl or window_s}
  end
end
local period_limit = tonumber(ARGV[5])
if period_limit > 0 and chars > 0 and count(KEYS[3]) + chars > period_limit then return {2, count(KEYS[3])} end
for i, n in ipairs({jobs, chars}) do
  if n > 0 then
    redis.call('INCRBY', KEYS[i], n)
    redis.call('EXPIRE', KEYS[i], window_s, 'NX')
  end
end
if chars > 0 then
  redis.call('INCRBY', KEYS[3], chars)
  redis.call('EXPIRE', KEYS[3], tonumber(ARGV[7]), 'NX')
end
return {0, ''}
