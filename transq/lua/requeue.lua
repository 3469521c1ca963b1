-- REQUEUE: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  dead-letter stream, job hash, lane stream, done list, result hash[, owner record]
-- ARGV:  dead-letter entry id, job id, lane (as read by the caller)
-- reply: {1, new entry id} requeued | {0, 'gone'} the dead-letter entry no longer exists | {0,
--        'changed'} the entry is not the job/lane the caller read | {0, 'no_job'} the entry
--        carries no payload | {0, status} the job is queued or running again already | {0,
--        'kept', final status} the job has a final result this entry did not produce
--
-- why:   The job is final (failed, with a result) after dead-lettering: its job hash is
--        replaced by a fresh queued state, its result hash and stale done token are dropped
--        (the token would wake waiters at once), and the entry leaves the dead-letter stream,
--        all with the XADD, so a crash can neither lose the job nor run it twice. A final
--        result is replaced only when this dead-letter entry made it (its `dead_letter`
--        field, written by DEAD_LETTER): an entry a producer added naming another job's id,
--        dead-lettered without failing that job, never deletes the job's own result, and
--        neither does one whose job has finished since. An owner's claim on the id follows the
--        job to its new entry (fragment `owner_record`), so the worker runs it as that owner's.

--- @include "status"
--- @include "final_status"
--- @include "now_ms"
--- @include "set_queued"
--- @include "owner_record"

local found = redis.call('XRANGE', KEYS[1], ARGV[1], ARGV[1])
if #found == 0 then return {0, 'gone'} end
local f = {}
local raw = found[1][2]
for i = 1, #raw, 2 do f[raw[i]] = raw[i + 1] end
if f['job_id'] ~= ARGV[2] or f['lane'] ~= ARGV[3] then return {0, 'changed'} end
if not f['job'] or f['job'] == '' then return {0, 'no_job'} end
local status = redis.call('HGET', KEYS[2], 'status')
local final = final_status(KEYS[5])
if final and redis.call('HGET', KEYS[5], 'dead_letter') ~= ARGV[1] then return {0, 'kept', final} end
if is_open(status) and not final then return {0, status} end
local enqueued_ms = now_ms()
-- 'id' as SUBMIT writes it: a worker that cannot decode the payload still fails the job.
local entry = redis.call('XADD', KEYS[3], '*', 'job', f['job'], 'id', ARGV[2])
redis.call('DEL', KEYS[2], KEYS[4], KEYS[5])
set_queued(KEYS[2], ARGV[3], entry, enqueued_ms)
redis.call('XDEL', KEYS[1], ARGV[1])
if KEYS[6] then rebind_owner(KEYS[6], entry) end
return {1, entry}
