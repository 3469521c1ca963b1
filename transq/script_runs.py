"""Running our Lua scripts so that a server which lacks one never fails the call.

A server knows a script only after SCRIPT LOAD, and forgets it at a restart, at SCRIPT
FLUSH, and at a change of primary: Redis 7 and Valkey replicate a script's effects, never
the script, so the replica that Sentinel or Cluster promotes has none of the scripts its
clients loaded on the old primary (checked on Valkey 9: a synced replica answers
SCRIPT EXISTS with 0). A command retried after a failover (redis-py resends a pipeline whole
on a fresh connection, transq.retry) therefore meets NOSCRIPT on the new primary.

Our ACL users may run EVALSHA and SCRIPT LOAD, not EVAL (configs/redis/users.acl.template),
so a missing script is loaded and the calls that were refused are sent again, inside the same
call: a NOSCRIPT reply means the call did not run, so sending it again cannot run it twice.
On plain Redis and Sentinel the load rides first in the pipeline of the calls it is for, so
it reaches the very server that will run them, on the same connection; on Cluster it goes
to every primary (redis-py routes SCRIPT LOAD so) before the pipeline. A few rounds at
most (``MAX_ROUNDS``): only a server that loses its scripts again between the load and the
call (another failover, a SCRIPT FLUSH loop) gets past them, and then the calls did not run.

- ``ScriptHandle``: one script on one client, called like redis-py's ``AsyncScript``
  (``await handle(keys, args)``): EVALSHA, and on NOSCRIPT the load and the call again.
- ``run_script_many`` / ``run_scripts``: many calls in one pipeline (a producer's batch
  submit, the worker's releases), with a trailing command such as the durable submit's
  WAITAOF.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import NoScriptError, ResponseError

# One script call: its KEYS and its ARGV; with the script it is a call of that script.
ScriptCall = tuple[Sequence[str], Sequence[Any]]

Bound = tuple["ScriptHandle", Sequence[Any], Sequence[Any]]  # a script, its KEYS, its ARGV

# The first try, then up to two loads: one is enough unless the server changes again.
MAX_ROUNDS = 3


class ScriptHandle:
    """One Lua script on one client: its text, its SHA-1, and a call that survives a
    server without it. ``script`` and ``sha`` as redis-py's AsyncScript names them."""

    def __init__(self, redis: aioredis.Redis, script: str) -> None:
        self.redis = redis
        self.script = script
        self.sha = hashlib.sha1(script.encode()).hexdigest()

    async def __call__(self, keys: Sequence[Any] = (), args: Sequence[Any] = ()) -> Any:
        """The script's reply; its error raised as redis-py raises it."""
        try:
            return await self.redis.evalsha(self.sha, len(keys), *keys, *args)
        except NoScriptError:
            [reply] = await run_scripts(self.redis, [(self, keys, args)])
            return reply


async def run_script_many(
    redis: aioredis.Redis, script: ScriptHandle, calls: Sequence[ScriptCall], *, then: Sequence[Any] = ()
) -> list[Any]:
    """Run ``script`` once per (keys, args) in one pipeline; the replies in order (see
    ``run_scripts`` for ``then``)."""
    return await run_scripts(redis, [(script, keys, args) for keys, args in calls], then=then)


async def run_scripts(redis: aioredis.Redis, calls: Sequence[Bound], *, then: Sequence[Any] = ()) -> list[Any]:
    """Each (script, keys, args) in one pipeline; their replies in order, then one reply of
    ``then`` per round that ran calls. A reply that is an error is raised (the first one).

    EVALSHA is queued by hand because redis-py's cluster pipeline refuses Script objects
    ("Calling pipelined function evalsha is blocked"); the plain pipeline takes the same
    command.

    ``then``: one command appended after the calls of each round: the durable submit's
    ``WAITAOF``/``WAIT`` (transq.durability). They wait for their own connection's writes,
    so they ride in the same pipeline; on a cluster it goes to the node of the calls' keys
    (one queue is one hash slot). A round whose calls were all refused wrote nothing, so its
    ``then`` confirms nothing and is left out; a round that ran some calls is confirmed by
    its own ``then``, and the caller checks each.
    """
    replies: list[Any] = [None] * len(calls)
    confirms: list[Any] = []
    todo = list(range(len(calls)))
    load: dict[str, ScriptHandle] = {}
    for _ in range(MAX_ROUNDS):
        if not todo:
            break
        got, confirm = await _round(redis, [calls[i] for i in todo], list(load.values()), then)
        missing = [i for i, reply in zip(todo, got, strict=True) if isinstance(reply, NoScriptError)]
        for i, reply in zip(todo, got, strict=True):
            replies[i] = reply
        if then and len(missing) < len(todo):
            confirms.append(confirm)
        load = {calls[i][0].sha: calls[i][0] for i in missing}
        todo = missing
    for reply in [*replies, *confirms]:
        if isinstance(reply, NoScriptError):
            raise NoScriptError(
                f"a script was still missing after {MAX_ROUNDS - 1} loads (the server lost it again each time: "
                "a failover or SCRIPT FLUSH under every call); those calls did not run"
            )
        if isinstance(reply, ResponseError):
            raise reply
    return replies + confirms


async def _round(
    redis: aioredis.Redis,
    calls: Sequence[Bound],
    load: list[ScriptHandle],
    then: Sequence[Any],
) -> tuple[list[Any], Any]:
    """One pipeline: the scripts to load, the calls, ``then``; (the calls' replies, then's)."""
    cluster = isinstance(redis, RedisCluster)
    pipe = redis.pipeline(transaction=False)
    for script in load:
        if cluster:
            await redis.script_load(script.script)  # every primary; a pipeline would pick one node
        else:
            pipe.execute_command("SCRIPT LOAD", script.script)
    for script, keys, args in calls:
        pipe.execute_command("EVALSHA", script.sha, len(keys), *keys, *args)
    if then:
        where: dict[str, Any] = {}
        if isinstance(redis, RedisCluster):
            await redis.initialize()  # the slot map (a no-op once read)
            where["target_nodes"] = redis.get_node_from_key(calls[0][1][0])
        pipe.execute_command(*then, **where)
    out = list(await pipe.execute(raise_on_error=False))
    loads = 0 if cluster else len(load)
    for reply in out[:loads]:
        if isinstance(reply, ResponseError):  # a SCRIPT LOAD refused (an ACL without it)
            raise reply
    got = out[loads : loads + len(calls)]
    return got, out[-1] if then else None
