-- SUBMIT: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, lane stream[, queue config hash[, owner record[, job index[, owner's open jobs]]]]
-- ARGV:  job JSON, lane, max backlog (0 = none)[, owner ('' = none: a service's job), owner ttl s,
--        owner's share of the lane (0 = none), masked preview ('' for none), index keep s, index
--        max jobs]
-- reply: {1, entry id} created | {0, status} exists already | {-1, limit} queue full | {-2, ''} the
--        id is not the caller's (another owner's, or, for an owner, a job submitted outside the
--        gateway) | {-3, share} the owner's share of the lane is full
--
-- why:   The existence check and the XADD are one step, so a crash can never leave a dedup
--        record without its job (the failure of "SET NX, then XADD"). The optional third key
--        (ns:{q}:config): a max_backlog stored there by an operator wins over ARGV[3], so every
--        producer of the queue enforces the same limit. The entry carries the job id as field
--        'id' beside the payload (taken from the job hash key, ns:{q}:job:<id>; namespace and
--        queue hold no '}'), so a worker that cannot decode the payload still knows which job
--        to fail. The worker fails a job whose payload job_id differs from it. The fourth key
--        is the id's owner record (fragment `owner_record`): an owner (the gateway, for an API
--        key's owner) gets an id only if no one holds it and no job exists under it, and the
--        claim is written in this same step, bound to the new entry, so no check-then-set
--        window lets a caller take over another's job; a service (no owner) may not submit
--        under an id an owner holds. For an owner, the last key counts its open jobs of this
--        lane (a sorted set the gateway prunes of ended jobs): at its share, nothing is
--        written, so one owner's burst waits for its own jobs, never another's. The job index
--        (ns:{q}:jobs, fragment `index_job`) gets the job here when the caller may write it
--        (the gateway); the worker's START adds every job it runs. The masked preview (a few
--        characters of the text, most letters hidden) goes in the job hash for the console.

--- @include "now_ms"
--- @include "set_queued"
--- @include "owner_record"
--- @include "index_job"

local owner = ARGV[4] or ''
local status = redis.call('HGET', KEYS[1], 'status')
if KEYS[4] then
  local holder = owner_record(KEYS[4])
  if owner == '' then
    if holder then return {-2, ''} end
  elseif holder ~= owner and (holder or status) then
    return {-2, ''}
  end
end
if status then return {0, status} end
local limit = tonumber(ARGV[3])
if KEYS[3] then limit = tonumber(redis.call('HGET', KEYS[3], 'max_backlog') or limit) end
if limit > 0 then
  local depth = redis.call('XLEN', KEYS[2])
  if depth >= limit then return {-1, tostring(limit)} end
end
local share = tonumber(ARGV[6] or 0)
if owner ~= '' and KEYS[6] and share > 0 and redis.call('ZCARD', KEYS[6]) >= share then
  return {-3, tostring(share)}
end
local enqueued_ms = now_ms()
local job_id = string.match(KEYS[1], '}:job:(.+)$') or ''
local entry = redis.call('XADD', KEYS[2], '*', 'job', ARGV[1], 'id', job_id)
set_queued(KEYS[1], ARGV[2], entry, enqueued_ms)
if owner ~= '' then
  bind_owner(KEYS[4], owner, entry, ARGV[5])
  if KEYS[6] then
    redis.call('ZADD', KEYS[6], enqueued_ms, job_id)
    redis.call('EXPIRE', KEYS[6], tonumber(ARGV[5]))
  end
end
if ARGV[7] and ARGV[7] ~= '' then redis.call('HSETNX', KEYS[1], 'preview', ARGV[7]) end
if KEYS[5] then index_job(KEYS[5], enqueued_ms, job_id, ARGV[8], ARGV[9]) end
return {1, entry}
