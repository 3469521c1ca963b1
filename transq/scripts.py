"""Every Lua script of the Redis protocol, producers' and workers', in one place.

Each script is one atomic step on the server. It takes every key it touches as KEYS (all
of one queue's hash tag), so it runs on Redis Cluster too. A script is its contract
(KEYS, ARGV, reply), why it exists, the named fragments it uses (transq.script_fragments)
and its body; ``Script.lua`` joins them. docs/protocol.md lists the contracts, rendered by
``render_reference`` and kept true by a test (``python -m devtools.protocol_doc`` rewrites it).

To add a script: define it below with ``Script(...)``, add it to ``SCRIPTS`` and run
``python -m devtools.protocol_doc``.
"""

from __future__ import annotations

from dataclasses import dataclass

from transq.script_fragments import ACK, FINAL, NOW_MS, OWNS, QUEUED_STATE, STATUS, STORE_RESULT, SUSPECT, Fragment


@dataclass(frozen=True)
class Script:
    name: str
    keys: str
    argv: str
    reply: str
    why: str
    body: str
    uses: tuple[Fragment, ...] = ()

    @property
    def lua(self) -> str:
        """The full text to EVAL: the fragments this script uses, then its body."""
        return "".join(fragment.lua for fragment in self.uses) + self.body

    @property
    def many_lua(self) -> str:
        """The same step for many calls in one EVALSHA (worker.coalesce): the body becomes a
        function of its own KEYS and ARGV, run once per call, each call's error its own
        reply. See ``MANY_CALLS`` for the layout of KEYS and ARGV."""
        fragments = "".join(fragment.lua for fragment in self.uses)
        return f"{fragments}local function one(KEYS, ARGV)\n{self.body}end\n{MANY_CALLS}"


# Run ``one`` (a script's body) for n calls. KEYS: every call's keys, in call order. ARGV:
# n, then each call's key count and argument count, then every call's arguments in call
# order. A call's error (redis.call's error table, or a Lua error's text) becomes that
# call's reply alone, as it would in a pipeline of single calls; the calls before it stay
# done, as the commands before an error in a single script do. A nil reply becomes false
# (a nil in the middle would cut Redis's array reply short).
MANY_CALLS = """local n = tonumber(ARGV[1])
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
"""


SUBMIT = Script(
    "SUBMIT",
    keys="job hash, lane stream[, queue config hash]",
    argv="job JSON, lane, max backlog (0 = none)",
    reply="{1, entry id} created | {0, status} exists already | {-1, limit} queue full",
    why="The existence check and the XADD are one step, so a crash can never leave a dedup "
    'record without its job (the failure of "SET NX, then XADD"). The optional third key '
    "(ns:{q}:config): a max_backlog stored there by an operator wins over ARGV[3], so every "
    "producer of the queue enforces the same limit. The entry carries the job id as field "
    "'id' beside the payload (taken from the job hash key, ns:{q}:job:<id>; namespace and "
    "queue hold no '}'), so a worker that cannot decode the payload still knows which job "
    "to fail. The worker fails a job whose payload job_id differs from it.",
    uses=(NOW_MS, QUEUED_STATE),
    body="""
local status = redis.call('HGET', KEYS[1], 'status')
if status then return {0, status} end
local limit = tonumber(ARGV[3])
if KEYS[3] then limit = tonumber(redis.call('HGET', KEYS[3], 'max_backlog') or limit) end
if limit > 0 then
  local depth = redis.call('XLEN', KEYS[2])
  if depth >= limit then return {-1, tostring(limit)} end
end
local enqueued_ms = now_ms()
local job_id = string.match(KEYS[1], '}:job:(.+)$') or ''
local entry = redis.call('XADD', KEYS[2], '*', 'job', ARGV[1], 'id', job_id)
set_queued(KEYS[1], ARGV[2], entry, enqueued_ms)
return {1, entry}
""",
)

CANCEL = Script(
    "CANCEL",
    keys="job hash, done list",
    argv="result ttl s, cancel channel, job id",
    reply="'not_found' | 'cancelled' | 'cancelling' (running: abort requested) | final status",
    why="Runs as the producer, which may only add fields to a job hash (HSETNX) and never "
    "write a result: it adds the cancel flag. A queued job with the flag is cancelled at "
    "once for readers (they build the result; 'finished_ms' is the cancel's time) and its "
    "waiters are woken; its entry stays in the stream, and the worker that receives it "
    "stores the cancelled result without running it (so a producer needs no XDEL). A "
    "running job's id is also published on the cancel channel; its worker aborts the "
    "generation and stores the cancelled result.",
    uses=(NOW_MS, STORE_RESULT),
    body="""
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return 'not_found' end
if status == 'running' then
  request_cancel(KEYS[1])
  redis.call('PUBLISH', ARGV[2], ARGV[3])
  return 'cancelling'
end
if status ~= 'queued' then return status end
if request_cancel(KEYS[1]) == 1 then
  redis.call('HSETNX', KEYS[1], 'finished_ms', now_ms())
  push_done(KEYS[2], ARGV[1])
end
return 'cancelled'
""",
)

PUT_BACK = Script(
    "PUT_BACK",
    keys="done list, job hash",
    argv="[expiry s for a job hash without one (a cancelled, queued job)]",
    reply="1 token put back | 0 the job's record is gone (nothing to wake anyone for)",
    why="A waiter's BLPOP takes the job's wake-up token; this puts it back for the job's "
    "other waiters. The expiry comes from the job hash (set when the job ended), here on "
    "the server: a plain LPUSH would recreate the emptied list without a TTL, a key leaked "
    "per job for every client that forgot the EXPIRE. A job cancelled while queued has no "
    "expiry yet (its worker sets it): the optional ARGV[1] stands in.",
    uses=(STORE_RESULT,),
    body="""
local ttl = redis.call('TTL', KEYS[2])
if ttl == -1 and ARGV[1] then ttl = tonumber(ARGV[1]) end
if ttl <= 0 then return 0 end
push_done(KEYS[1], ttl)
return 1
""",
)

ADVANCE_ATTEMPT = Script(
    "ADVANCE_ATTEMPT",
    keys="batch hash",
    argv="segment field, the attempt the caller saw",
    reply="the segment's attempt after the call: seen + 1 if this call advanced it, else the current one",
    why="Compare-and-set, so two runs retrying the same failed segment at once agree on one "
    "new attempt (and so on one job id) instead of starting two.",
    body="""
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current == ARGV[2] then
  current = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
end
return tonumber(current)
""",
)

REQUEUE = Script(
    "REQUEUE",
    keys="dead-letter stream, job hash, lane stream, done list, result hash",
    argv="dead-letter entry id, job id, lane (as read by the caller)",
    reply="{1, new entry id} requeued | {0, 'gone'} the dead-letter entry no longer exists "
    "| {0, 'changed'} the entry is not the job/lane the caller read | {0, 'no_job'} the "
    "entry carries no payload | {0, status} the job is queued or running again already "
    "| {0, 'kept', final status} the job has a final result this entry did not produce",
    why="The job is final (failed, with a result) after dead-lettering: its job hash is "
    "replaced by a fresh queued state, its result hash and stale done token are dropped (the "
    "token would wake waiters at "
    "once), and the entry leaves the dead-letter stream, all with the XADD, so a crash can "
    "neither lose the job nor run it twice. A final result is replaced only when this "
    "dead-letter entry made it (its `dead_letter` field, written by DEAD_LETTER): an entry "
    "a producer added naming another job's id, dead-lettered without failing that job, "
    "never deletes the job's own result (issue 25), and neither does one whose job has "
    "finished since.",
    uses=(STATUS, FINAL, NOW_MS, QUEUED_STATE),
    body="""
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
return {1, entry}
""",
)

START = Script(
    "START",
    keys="job hash, result hash [, translation-memory key]",
    argv="worker id, entry id, lane",
    reply="{status, attempts, enqueued_ms, cancel flag, remembered translation or ''}; a final "
    "status or 'foreign' means \"skip, just ack\"",
    why="A job is final only with a result hash (fragment `final_status`), which only "
    "workers write. An entry that is not the job's own (fragment `owns_entry`: one a "
    "producer added by hand naming another job's id) is refused with status 'foreign': "
    "the worker acks it unrun. A queued job with the cancel flag (CANCEL) is not started: "
    "the reply carries the flag, and the worker stores the cancelled result. A missing job "
    "hash means an entry added by hand without SUBMIT; it is treated as "
    "queued, and its entry id's time part is its enqueue time. A retry of our own START "
    "whose reply was lost (the job running under this worker id and entry) is not a second "
    "attempt: every real redelivery passes RELEASE, RELEASE_CRASHED or SUSPICION first, "
    "which set the job back to queued. The translation-memory lookup rides along (one round "
    "trip per start instead of two), on a retry too; the memory key is under the queue's "
    "hash tag, like the job hash.",
    uses=(FINAL, OWNS, NOW_MS),
    body="""
local final = final_status(KEYS[2])
if final then return {final, 0, 0, 0} end
-- One read of every field this step needs (was a HGET each: START ran ten commands).
local own, cancel, tries, enqueued_ms, holder, status =
  unpack(redis.call('HMGET', KEYS[1], 'entry', 'cancel', 'attempts', 'enqueued_ms', 'worker', 'status'))
if not owns(own, ARGV[2]) then return {'foreign', 0, 0, 0} end
local enqueued = tonumber(enqueued_ms) or 0
if status ~= 'running' and cancel then
  return {'queued', tonumber(tries) or 0, enqueued, 1, ''}
end
local remembered = KEYS[3] and redis.call('GET', KEYS[3]) or ''
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
return {'running', attempts, enqueued, tonumber(cancel or 0), remembered}
""",
)

FINISH = Script(
    "FINISH",
    keys="job hash, lane stream, done list, result hash [, tally bucket hash [, translation-memory key]]",
    argv="group, entry id, result JSON, final status ('' to only ack), result ttl s "
    "[, error code ('' for none), tally ttl s [, translation to remember, its ttl s]]",
    reply="1 if this call (or its earlier try, whose reply was lost) stored the result, 0 if "
    "another one existed (the entry is acked either way)",
    why="Result (in the result hash, which only the worker role may write), ack, delete and "
    "wake-up in one step: a crash leaves either all or none, and "
    "a redelivered job that already has a result is acked without a second result. A retry "
    "finds its own result (the same JSON) and counts it as stored, not as a rival's (its "
    "earlier try already counted and remembered it). Two optional steps ride along, only "
    "with the result this call stored, so neither costs a round trip of its own: the `stats` "
    "count (HINCRBY of `<status>` and `<status>:<code>` in the 10 s bucket "
    "`ns:{q}:tally:<epoch_s // 10>`, transq.tally) and the translation-memory store. Both "
    "keys are under the queue's hash tag, like the job hash.",
    uses=(FINAL, OWNS, STORE_RESULT, ACK),
    body="""
local stored = 0
if ARGV[4] ~= '' and not final_status(KEYS[4]) and owns_entry(KEYS[1], ARGV[2]) then
  store_result(KEYS[1], KEYS[4], KEYS[3], ARGV[4], ARGV[3], ARGV[5])
  stored = 1
  if KEYS[5] then
    redis.call('HINCRBY', KEYS[5], ARGV[4], 1)
    if ARGV[6] ~= '' then redis.call('HINCRBY', KEYS[5], ARGV[4] .. ':' .. ARGV[6], 1) end
    redis.call('EXPIRE', KEYS[5], tonumber(ARGV[7]))
  end
  if KEYS[6] and ARGV[8] ~= '' then redis.call('SET', KEYS[6], ARGV[8], 'EX', tonumber(ARGV[9])) end
elseif ARGV[4] ~= '' and redis.call('HGET', KEYS[4], 'result') == ARGV[3] then
  stored = 1
end
ack_delete(KEYS[2], ARGV[1], ARGV[2])
return stored
""",
)

DEAD_LETTER = Script(
    "DEAD_LETTER",
    keys="job hash (or the queue's placeholder when the id is unknown), lane stream, done list, "
    "dead-letter stream, result hash",
    argv="group, entry id, failed result JSON ('' when the id is unknown), result ttl s, "
    "then field/value pairs for the dead-letter entry",
    reply="1",
    why="The original payload is copied to the dead-letter stream before the entry is "
    "deleted, so `dlq requeue` can put it back. The failed result is stored only for the "
    "job's own entry (`owns_entry`): a malformed entry a producer added naming another "
    "job's id is dead-lettered but cannot fail that job. A result it stores names the "
    "dead-letter entry (result hash field `dead_letter`), which is how REQUEUE tells the "
    "result it may replace from one it must keep.",
    uses=(FINAL, OWNS, STORE_RESULT, ACK),
    body="""
local fields = {}
for i = 5, #ARGV do fields[#fields + 1] = ARGV[i] end
local dead = redis.call('XADD', KEYS[4], '*', unpack(fields))
if ARGV[3] ~= '' and not final_status(KEYS[5]) and owns_entry(KEYS[1], ARGV[2]) then
  store_result(KEYS[1], KEYS[5], KEYS[3], 'failed', ARGV[3], ARGV[4])
  -- The dead-letter entry that made this result: only a requeue of it may replace it.
  redis.call('HSET', KEYS[5], 'dead_letter', dead)
end
ack_delete(KEYS[2], ARGV[1], ARGV[2])
return 1
""",
)

RELEASE = Script(
    "RELEASE",
    keys="job hash, lane stream",
    argv="group, consumer, entry id, delivery count to restore",
    reply="1",
    why="Gives an unfinished entry back for immediate reclaim (shutdown, engine death): its "
    "idle time is set past any claim threshold, and this delivery is not counted against "
    "the job, since the job did not cause it. The job shows as queued again.",
    body="""
if redis.call('HGET', KEYS[1], 'status') == 'running' then
  redis.call('HSET', KEYS[1], 'status', 'queued')
  redis.call('HDEL', KEYS[1], 'worker', 'started_ms')
end
redis.call('XCLAIM', KEYS[2], ARGV[1], ARGV[2], 0, ARGV[3],
  'IDLE', 1000000000000, 'RETRYCOUNT', tonumber(ARGV[4]), 'JUSTID')
return 1
""",
)

RELEASE_CRASHED = Script(
    "RELEASE_CRASHED",
    keys="job hash, lane stream, suspect hash",
    argv="group, consumer, entry id, delivery count to keep, suspect ttl s",
    reply="{crashes, alone_crashes} of the entry after this crash",
    why="RELEASE for the jobs that were in the engine when it died: each becomes a suspect "
    "(the crash recorded with the release), and the delivery counts, as a worker death's "
    "does (docs/architecture.md, Poison jobs).",
    uses=(SUSPECT,),
    body="""
mark_crash(KEYS[1], KEYS[3], ARGV[5])
redis.call('XCLAIM', KEYS[2], ARGV[1], ARGV[2], 0, ARGV[3],
  'IDLE', 1000000000000, 'RETRYCOUNT', tonumber(ARGV[4]), 'JUSTID')
return suspicion(KEYS[3])
""",
)

SUSPICION = Script(
    "SUSPICION",
    keys="job hash, suspect hash",
    argv="suspect ttl s",
    reply="{crashes, alone_crashes, 1 if this call recorded a crash else 0}",
    why="Run on every reclaimed or taken-back entry: a job still running there lost its "
    "worker mid-run (killed, or it stopped renewing its lease), so the crash is recorded "
    "and the job is queued again; the counts tell the worker to run it alone.",
    uses=(SUSPECT,),
    body="""
local recorded = mark_crash(KEYS[1], KEYS[2], ARGV[1])
local counts = suspicion(KEYS[2])
return {counts[1], counts[2], recorded}
""",
)

FORGET_CONSUMER = Script(
    "FORGET_CONSUMER",
    keys="lane stream, the consumer's heartbeat key",
    argv="group, consumer, min idle ms",
    reply="1 if the consumer was removed from the group, else 0",
    why="Removes the group consumer of a worker that is gone. XGROUP DELCONSUMER drops the "
    "consumer's pending entries with it, and an entry dropped from the pending list is never "
    "delivered again, so the checks and the delete are one step: no heartbeat (the worker is "
    "gone), nothing pending (reclaimed already), idle at least the minimum.",
    body="""
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
for _, row in ipairs(redis.call('XINFO', 'CONSUMERS', KEYS[1], ARGV[1])) do
  local c = {}
  for i = 1, #row, 2 do c[row[i]] = row[i + 1] end
  if c['name'] == ARGV[2] then
    if c['pending'] == 0 and c['idle'] >= tonumber(ARGV[3]) then
      redis.call('XGROUP', 'DELCONSUMER', KEYS[1], ARGV[1], ARGV[2])
      return 1
    end
    return 0
  end
end
return 0
""",
)

# Producers' steps first, then the dead-letter tool's, then workers'.
SCRIPTS = (
    SUBMIT,
    CANCEL,
    PUT_BACK,
    ADVANCE_ATTEMPT,
    REQUEUE,
    START,
    FINISH,
    DEAD_LETTER,
    RELEASE,
    RELEASE_CRASHED,
    SUSPICION,
    FORGET_CONSUMER,
)


def render_reference() -> str:
    """The script reference of docs/protocol.md (between its scripts markers)."""
    parts = []
    for script in SCRIPTS:
        fragments = ", ".join(f"`{f.name}`" for f in script.uses) or "none"
        parts.append(
            f"### `{script.name}`\n\n{script.why}\n\n"
            f"```\nKEYS:  {script.keys}\nARGV:  {script.argv}\nreply: {script.reply}\n```\n\n"
            f"Fragments: {fragments}.\n"
        )
    return "\n".join(parts)
