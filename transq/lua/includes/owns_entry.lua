-- owns_entry(job, entry): whether a delivered entry is the job's own; owns(own, entry):
-- the same judgement on a recorded entry already read.
--
-- why: the job's own entry is the one SUBMIT (or REQUEUE) recorded in the job hash, which
-- a producer cannot overwrite. An entry a producer XADDed by hand naming another job's id
-- is not, and may neither run nor end that job. A job hash without an entry (an entry
-- added by hand for a new id) owns whatever entry comes. ``owns`` exists because START
-- reads all its fields in one HMGET.

local function owns(own, entry)
  return (not own) or own == entry
end
local function owns_entry(job, entry)
  return owns(redis.call('HGET', job, 'entry'), entry)
end
