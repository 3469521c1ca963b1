-- SUSPICION: one atomic step of the queue protocol (loaded by transq/scripts.py).
--
-- KEYS:  job hash, suspect hash
-- ARGV:  suspect ttl s
-- reply: {crashes, alone_crashes, 1 if this call recorded a crash else 0}
--
-- why:   Run on every reclaimed or taken-back entry: a job still running there lost its worker
--        mid-run (killed, or it stopped renewing its lease), so the crash is recorded and the
--        job is queued again; the counts tell the worker to run it alone.

--- @include "mark_crash"

local recorded = mark_crash(KEYS[1], KEYS[2], ARGV[1])
local counts = suspicion(KEYS[2])
return {counts[1], counts[2], recorded}
