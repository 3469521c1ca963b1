"""queue-config: show or set the queue-wide rules stored with the queue in Redis.

Showing needs any role that reads the queue; setting needs the Redis user ``admin``
(the operator's): a rule binds every producer, so no producer may change it for others.
Running producers and gateways apply a change within a second (producer.client)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from producer.client import Client
from producer.commands.ops import redis_failures_as_errors
from producer.settings import ProducerSettings
from transq.cli import EXIT_OK, add_json_flag, count
from transq.durability import Durability
from transq.errors import PermissionDenied
from transq.queue_rules import load_rules, store_rules, stored_rules


def register(sub: Any) -> None:
    cmd = sub.add_parser(
        "queue-config",
        help="show or set queue-wide rules (backlog limit, durable submit) that every producer enforces",
    )
    cmd.add_argument("--max-backlog", type=count(0), metavar="N", help="per-lane backlog limit; 0: no limit")
    cmd.add_argument(
        "--durable-submit",
        choices=["off", "local", "on", "replicated"],
        help="what submit waits for: off; local (on): the primary's AOF fsync (WAITAOF 1 0); "
        "replicated: and the AOF of --replicas replicas (WAITAOF 1 N; WAIT N without WAITAOF)",
    )
    cmd.add_argument(
        "--replicas", type=count(1), metavar="N", help="replicas that must confirm at the replicated level (default 1)"
    )
    add_json_flag(cmd)
    cmd.set_defaults(handler=_queue_config)


async def _queue_config(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    durable = None if args.durable_submit is None else Durability.parse(args.durable_submit)
    try:
        with redis_failures_as_errors(client):
            await store_rules(
                client.redis,
                client.keys,
                client.queue,
                max_backlog=args.max_backlog,
                durable_submit=durable,
                durable_replicas=args.replicas,
            )
    except PermissionDenied as exc:
        # Queue rules bind every producer, so they are the operator's: the producer role
        # may read them but not change them (docs/security.md, "Who may change what").
        raise PermissionDenied(f"{exc} (queue rules are changed as the Redis user 'admin')") from exc
    with redis_failures_as_errors(client):
        rules = await load_rules(client.redis, client.keys, client.queue)
        stored = await stored_rules(client.redis, client.keys)
    shown: dict[str, int | str] = {
        "max_backlog": rules.max_backlog,
        "durable_submit": rules.durable_submit.value,
        "durable_replicas": rules.durable_replicas,
    }
    if args.json:
        print(json.dumps(shown | {"stored": stored}))
        return EXIT_OK
    for name, value in shown.items():
        source = "stored with the queue" if name in stored else "this producer's settings (not stored)"
        print(f"{name} = {json.dumps(value)}  ({source})")
    return EXIT_OK
