-- set_queued(job, lane, entry, enqueued_ms): the state of a job that waits on its lane.
--
-- why: written by SUBMIT and by a dead-letter requeue, both onto a job hash that does not
-- exist (REQUEUE deletes it first). HSETNX, because that is all the producer role may run
-- on job hashes: a producer can create a job's state but never overwrite another job's
-- (its entry, status or attempts).

local function set_queued(job, lane, entry, enqueued_ms)
  local fields = {'status', 'queued', 'lane', lane, 'entry', entry, 'enqueued_ms', enqueued_ms, 'attempts', 0}
  for i = 1, #fields, 2 do redis.call('HSETNX', job, fields[i], fields[i + 1]) end
end
