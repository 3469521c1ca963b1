-- owner_record(key): the owner a gateway claimed a job id for, and the entry it bound the
-- claim to (both false when the id is nobody's); bind_owner(key, owner, entry, ttl_s): the
-- claim, SUBMIT's (the gateway role's); rebind_owner(key, entry): the claim follows the
-- job to the entry a REQUEUE or RETRY (the admin's) gives it.
--
-- why: the record (ns:{q}:owner:<id>, "<owner> <entry>") is the gateway role's to write,
-- so it is the one trustworthy answer to "whose job is this" for the gateway and for the
-- worker, which scopes the translation memory and the cross-job leak check by it. Binding
-- it to the entry means a job hash or an entry a producer made by hand under an owned id
-- (e.g. once the job's own hash expired) never runs as that owner's job. A record from
-- before the binding ("<owner>") binds no entry. Owners hold no space (transq.rules).

local function owner_record(key)
  local value = redis.call('GET', key)
  if not value then return false, false end
  local owner, entry = string.match(value, '^(%S+) ?(%S*)$')
  if not owner then return false, false end
  return owner, (entry ~= '' and entry) or false
end
local function bind_owner(key, owner, entry, ttl_s)
  redis.call('SET', key, owner .. ' ' .. entry, 'EX', tonumber(ttl_s))
end
local function rebind_owner(key, entry)
  local owner = owner_record(key)
  if owner then redis.call('SET', key, owner .. ' ' .. entry, 'KEEPTTL') end
end
