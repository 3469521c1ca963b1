-- START: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, result hash[, job index, owner record[, translation-memory key]]
-- ARGV:  worker id, entry id, lane[, owner the payload names ('' for none), index keep s, index max
--        jobs]
-- reply: {status, attempts, enqueued_ms, cancel flag, remembered translation or ''}; a final
--        status or 'foreign' means "skip, just ack"; 'unclaimed' means "end it failed, unrun"
--
-- why:   A job is final only with a result hash (fragment `final_status`), which only workers
--        write. An entry that is not the job's own (fragment `owns_entry`: one a producer added
--        by hand naming another job's id) is refused with status 'foreign': the worker acks it
--        unrun. So is one whose owner is not what the gateway recorded for this entry
--        (fragment `owner_record`): a payload naming an owner the record does not bind to it,
--        or naming none under an id an owner holds; the worker scopes the translation memory
--        and the cross-job leak check by the payload's owner, so only an owner's own entries
--        may run as its jobs. A payload naming an owner with no owner record at all (the claim
--        expired while the job waited, or a producer wrote the owner itself) is 'unclaimed':
--        it cannot run as that owner's job, and the worker ends it failed (every job ends).
--        A queued job with the cancel flag (CANCEL) is not started: the
--        reply carries the flag, and the worker stores the cancelled result. A missing job hash
--        means an entry added by hand without SUBMIT; it is treated as queued, and its entry
--        id's time part is its enqueue time. A retry of our own START whose reply was lost (the
--        job running under this worker id and entry) is not a second attempt: every real
--        redelivery passes RELEASE, RELEASE_CRASHED or SUSPICION first, which set the job back
--        to queued. A job joins the job index when it starts (fragment `index_job`; the
--        gateway's jobs joined it at submit), since a service's SUBMIT may not write it. The
--        translation-memory lookup rides along (one round trip per start instead of two), on a
--        retry too; every key is under the queue's hash tag, like the job hash.

--- @include "final_status"
--- @include "owns_entry"
--- @include "now_ms"
--- @include "owner_record"
--- @include "index_job"

local final = final_status(KEYS[2])
if final then return {final, 0, 0, 0} end
-- One read of every field this step needs (was a HGET each: START ran ten commands).
local own, cancel, tries, enqueued_ms, holder, status =
  unpack(redis.call('HMGET', KEYS[1], 'entry', 'cancel', 'attempts', 'enqueued_ms', 'worker', 'status'))
if not owns(own, ARGV[2]) then return {'foreign', 0, 0, 0} end
if KEYS[4] then
  local owner, bound = owner_record(KEYS[4])
  local named = ARGV[4] or ''
  if named ~= '' and not owner then return {'unclaimed', 0, 0, 0} end
  if named ~= '' and (owner ~= named or bound ~= ARGV[2]) then return {'foreign', 0, 0, 0} end
  if named == '' and bound then return {'foreign', 0, 0, 0} end
end
local enqueued = tonumber(enqueued_ms) or 0
if status ~= 'running' and cancel then
  return {'queued', tonumber(tries) or 0, enqueued, 1, ''}
end
local remembered = KEYS[5] and redis.call('GET', KEYS[5]) or ''
if status == 'running' and holder == ARGV[1] and own == ARGV[2] then
  return {'running', tonumber(tries) or 1, enqueued, tonumber(cancel or 0), remembered}
end
local attempts = (tonumber(tries) or 0) + 1
local fields = {'status', 'running', 'worker', ARGV[1], 'started_ms', now_ms(), 'attempts', attempts}
if not status then
  -- An entry added by hand without SUBMIT: its id's time part is its enqueue time.
  enqueued = tonumber(string.match(ARGV[2], '^(%d+)')) or 0
  for _, v in ipairs({'lane', ARGV[3], 'entry', ARGV[2], 'enqueued_ms', enqueued}) do fields[#fields + 1] = v end
end
redis.call('HSET', KEYS[1], unpack(fields))
local job_id = string.match(KEYS[1], '}:job:(.+)$')
if KEYS[3] and job_id then index_job(KEYS[3], enqueued, job_id, ARGV[5], ARGV[6]) end
return {'running', attempts, enqueued, tonumber(cancel or 0), remembered}
