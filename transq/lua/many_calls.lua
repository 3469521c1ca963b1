-- MANY_CALLS: the tail of a script's many-calls form (``Script.many_lua``, worker.redis.coalesce).
-- The loader (transq/scripts.py) puts the script's includes first, then its body as
-- `local function one(KEYS, ARGV) <body> end`, then this file: ``one`` runs once per call.
--
-- KEYS:  every call's keys, in call order
-- ARGV:  n, then each call's key count and argument count, then every call's arguments in
--        call order
-- reply: one reply per call, in call order: the script's reply, or that call's error
--
-- why:   the same step for many calls in one EVALSHA. A call's error (redis.call's error
--        table, or a Lua error's text) becomes that call's reply alone, as it would in a
--        pipeline of single calls; the calls before it stay done, as the commands before
--        an error in a single script do. A nil reply becomes false (a nil in the middle
--        would cut Redis's array reply short).

local n = tonumber(ARGV[1])
local replies, k, a = {}, 1, 2 * n + 2
for i = 1, n do
  local nk, na = tonumber(ARGV[2 * i]), tonumber(ARGV[2 * i + 1])
  local ok, reply = pcall(one, {unpack(KEYS, k, k + nk - 1)}, {unpack(ARGV, a, a + na - 1)})
  if not ok and type(reply) ~= 'table' then reply = {err = tostring(reply)} end
  if reply == nil then reply = false end
  replies[i] = reply
  k, a = k + nk, a + na
end
return replies
