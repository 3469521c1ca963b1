"""The steps of a failover drill on a deployment of ours (devtools.redis_sentinel): crash the
primary as a host crash does, and bring the old primary back as a replica of the new one.

- ``crash_primary``: the replicas' links to it are cut first (devtools.tcp_proxy: what was
  on its way to them is gone, as when the host loses power), then the process is killed
  (SIGKILL). A plain kill -9 on one machine loses nothing in practice: the kernel still
  delivers what the dead process had written to its sockets, and the replica is never
  more than a few microseconds behind.
- ``rejoin``: start a node again, on its port and data, as a replica of the primary the
  sentinels name now, and wait until that primary has it confirming writes (WAITAOF):
  from then on the ``replicated`` level can be met again. Left to itself, the old primary
  would start as a primary with stale data until the sentinels convert it, and its clients
  could write to it meanwhile (docs/operations.md, "Redis Sentinel").

An operator does by hand what ``rejoin`` does (docs/operations.md): ask the sentinels for the
primary, start the node with ``replicaof`` that address, check that it syncs. From the shell:

    python -m devtools.failover rejoin --dir DIR --port PORT --sentinels 127.0.0.1:26379[,host:port...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import redis

from devtools.redis_sentinel import SERVICE, SentinelDeployment
from devtools.redis_server import RedisServer, bundled_valkey, find_binary
from transq.connection import text_of

PROBE_KEY = "devtools:failover:probe"


def crash_primary(deployment: SentinelDeployment) -> tuple[RedisServer, float]:
    """Cut the primary's replication links, then SIGKILL it: the node that was killed, and
    the monotonic time of the cut (the crash's instant: nothing it acknowledged later left).

    The sentinels get their short failover timeout back only once the primary is dead
    (SentinelDeployment.arm_failover): armed while it lived, a sentinel whose next INFO of a
    replica came in that moment repointed the replica at the primary's own port
    ("+fix-slave-config"), around the held proxy, and a partial resync there carried the
    writes meant to be lost (CI, 2026-12-06: the control lost 0 of 2,268). The sentinels
    take down-after-milliseconds (2 s) to see the crash, so the failover itself still runs
    on the short timers."""
    old = deployment.primary()
    cut_s = time.monotonic()
    for link in deployment.links_to(old.port):
        link.cut()
    old.kill()
    deployment.arm_failover()
    return old, cut_s


def primary_named_by(sentinels: list[tuple[str, int]], service: str = SERVICE) -> tuple[str, int]:
    """The primary's address as the first sentinel that answers names it."""
    for host, port in sentinels:
        try:
            with redis.Redis(host=host, port=port, socket_timeout=1, socket_connect_timeout=1) as client:
                named_host, named_port = client.sentinel_get_master_addr_by_name(service)
            return text_of(named_host), int(named_port)
        except (redis.RedisError, OSError, TypeError):
            continue
    raise RuntimeError(f"no sentinel of {sentinels} names a primary for {service!r}")


def rejoin(
    sentinels: list[tuple[str, int]],
    data_dir: Path,
    port: int,
    *,
    binary: str | None = None,
    node_args: tuple[str, ...] = (),
    timeout_s: float = 60.0,
    daemonize: bool = False,
) -> RedisServer:
    """Start the node on ``port`` (its data in ``data_dir``) as a replica of the current
    primary; return once the primary counts it among the replicas that confirm writes."""
    host, primary_port = primary_named_by(sentinels)
    args = (*node_args, "--replicaof", host, str(primary_port))
    node = RedisServer(data_dir, port=port, binary=binary or bundled_valkey() or find_binary(), extra_args=args,
                       daemonize=daemonize)  # fmt: skip
    node.start()
    wait_confirming(host, primary_port, port, timeout_s)
    return node


def wait_confirming(host: str, primary_port: int, replica_port: int, timeout_s: float) -> None:
    """Until the primary lists the replica online and every replica it has confirms a write
    in its AOF (a fresh replica confirms only after its sync and its AOF rewrite)."""
    deadline = time.monotonic() + timeout_s
    with redis.Redis(host=host, port=primary_port, socket_timeout=2) as primary:
        while True:
            info = primary.info("replication")
            replicas = [v for k, v in info.items() if k.startswith("slave") and isinstance(v, dict)]
            online = [r for r in replicas if int(r.get("port", 0)) == replica_port and r.get("state") == "online"]
            if online:
                primary.set(PROBE_KEY, "1", ex=60)
                if int(primary.execute_command("WAITAOF", 0, len(replicas), 200)[1]) >= len(replicas):
                    return
            if time.monotonic() > deadline:
                raise RuntimeError(f"the replica on port {replica_port} did not confirm writes within {timeout_s} s")
            time.sleep(0.1)  # a sync has no event we can wait on


def rejoin_in(deployment: SentinelDeployment, old: RedisServer, timeout_s: float = 60.0) -> RedisServer:
    """``rejoin`` for a node of ``deployment`` (which then lists the restarted node)."""
    sentinels = [("127.0.0.1", watcher.port) for watcher in deployment.watchers]
    binary = old.binary or deployment.binary
    node = rejoin(
        sentinels, old.data_dir, old.port, binary=binary, node_args=deployment.node_flags(), timeout_s=timeout_s
    )
    deployment.nodes[deployment.nodes.index(old)] = node
    return node


def _sentinels(text: str) -> list[tuple[str, int]]:
    pairs = [part.rsplit(":", 1) for part in text.split(",") if part.strip()]
    return [(host, int(port)) for host, port in pairs]


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.failover")
    sub = parser.add_subparsers(dest="action", required=True)
    again = sub.add_parser("rejoin", help="start a node as a replica of the primary the sentinels name")
    again.add_argument("--dir", type=Path, required=True, help="the node's data directory (its AOF)")
    again.add_argument("--port", type=int, required=True)
    again.add_argument("--sentinels", type=_sentinels, required=True, help="host:port[,host:port...]")
    again.add_argument("--timeout-s", type=float, default=60.0)
    args = parser.parse_args()
    started_s = time.monotonic()
    node = rejoin(args.sentinels, args.dir, args.port, timeout_s=args.timeout_s, daemonize=True)
    host, port = primary_named_by(args.sentinels)
    print(f"{node.url} replicates {host}:{port} and confirms writes ({time.monotonic() - started_s:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
