"""serve | keys create/list/revoke: the HTTP gateway and its API keys (docs/gateway.md).

python -m producer serve [--host 0.0.0.0] [--port 8080]
python -m producer keys create --owner acme --role submit [--lane batch] [--rate 600]
    [--jobs-per-min 600] [--chars-per-min 200000]
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich.console import Console
from rich.table import Table

from producer.client import Client
from producer.gateway.auth import KeyStore, Principal, Role
from producer.settings import ProducerSettings
from transq.cli import EXIT_NOT_FOUND, EXIT_OK, add_json_flag, count, port
from transq.contract import Lane


def register(sub: Any) -> None:
    serve = sub.add_parser("serve", help="run the HTTP gateway (jobs, documents, DeepL-compatible API, console)")
    serve.add_argument("--host", help="interface to listen on (default: gateway.host)")
    serve.add_argument("--port", type=port, help="port (default: gateway.port)")
    serve.set_defaults(handler=_serve)

    keys = sub.add_parser("keys", help="API keys of the HTTP gateway: create, list, revoke")
    cmds = keys.add_subparsers(dest="keys_command", required=True)
    create = cmds.add_parser("create", help="create a key and print it (shown once)")
    create.add_argument("--owner", required=True, help="who the key's jobs belong to; keys of one owner share them")
    create.add_argument("--role", choices=[r.value for r in Role], default=Role.SUBMIT.value)
    create.add_argument("--lane", choices=[lane.value for lane in Lane], help="every job of this key goes to this lane")
    create.add_argument("--rate", type=count(1), dest="rate_per_min", help="requests per minute (default: no limit)")
    create.add_argument("--jobs-per-min", type=count(1), help="jobs submitted per minute (default: [gateway.limits])")
    create.add_argument(
        "--chars-per-min", type=count(1), help="characters submitted per minute (default: [gateway.limits])"
    )
    create.add_argument("--name", default="", help="a note for the list")
    add_json_flag(create)
    create.set_defaults(handler=_create)
    ls = cmds.add_parser("list", help="every key (never the secrets)")
    add_json_flag(ls)
    ls.set_defaults(handler=_list)
    revoke = cmds.add_parser("revoke", help="revoke a key by id; it is refused at once")
    revoke.add_argument("key_id")
    revoke.set_defaults(handler=_revoke)


async def _serve(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    # Imported here: only this command needs the ASGI stack.
    from producer.gateway.app import create_app  # noqa: PLC0415
    from producer.gateway.server import GatewayServer  # noqa: PLC0415

    cfg = settings.gateway
    host, port = args.host or cfg.host, args.port if args.port is not None else cfg.port
    await GatewayServer(create_app(settings), host=host, port=port).serve()
    return EXIT_OK


def _row(p: Principal) -> dict[str, Any]:
    lane = p.lane.value if p.lane else None
    return {"key_id": p.key_id, "owner": p.owner, "role": p.role.value, "lane": lane,
            "rate_per_min": p.rate_per_min, "jobs_per_min": p.jobs_per_min, "chars_per_min": p.chars_per_min,
            "name": p.name}  # fmt: skip


async def _create(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    lane = Lane(args.lane) if args.lane else None
    store = KeyStore(client.redis, client.keys)
    key, principal = await store.create(
        args.owner,
        Role(args.role),
        lane=lane,
        rate_per_min=args.rate_per_min,
        name=args.name,
        jobs_per_min=args.jobs_per_min,
        chars_per_min=args.chars_per_min,
    )
    if args.json:
        print(json.dumps({"key": key} | _row(principal)))
    else:
        print(key)
    return EXIT_OK


async def _list(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    rows = [_row(p) for p in await KeyStore(client.redis, client.keys).list()]
    if args.json:
        print(json.dumps(rows))
        return EXIT_OK
    table = Table(title=f"API keys: {len(rows)}", title_justify="left")
    for name in ("key id", "owner", "role", "lane", "rate/min", "name"):
        table.add_column(name)
    for r in rows:
        table.add_row(r["key_id"], r["owner"], r["role"], r["lane"] or "-", str(r["rate_per_min"] or "-"), r["name"])
    Console().print(table)
    return EXIT_OK


async def _revoke(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    if await KeyStore(client.redis, client.keys).revoke(args.key_id):
        print(f"key {args.key_id} revoked")
        return EXIT_OK
    print(f"error: no key {args.key_id!r} (see: python -m producer keys list)")
    return EXIT_NOT_FOUND
