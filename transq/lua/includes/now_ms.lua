-- now_ms(): the Redis server's clock in milliseconds.
--
-- why: timestamps come from the Redis server clock, so producers' and workers' clocks
-- never mix.

local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
