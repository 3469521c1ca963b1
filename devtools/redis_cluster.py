"""Start a small Redis Cluster of our own on free ports, for the tests.

Three masters (no replicas): ``redis-server --cluster-enabled yes`` on three free ports,
joined with ``redis-cli --cluster create ... --cluster-yes``, which splits the 16384
slots between them. ``url`` is any node's address; redis-py's cluster client discovers
the others from it.

    python -m devtools.redis_cluster [--dir DIR]   # start one, print its URL, Ctrl-C stops it
"""

from __future__ import annotations

import argparse
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis

from devtools.redis_server import RedisServer, free_port
from transq.connection import text_of


@dataclass
class RedisClusterServers:
    """``size`` cluster-enabled redis-servers we own, joined into one cluster."""

    data_dir: Path
    size: int = 3
    extra_args: tuple[str, ...] = ()
    nodes: list[RedisServer] = field(default_factory=list)

    @property
    def url(self) -> str:
        return self.nodes[0].url.removesuffix("/0")

    def start(self, timeout_s: float = 30.0) -> RedisClusterServers:
        for index in range(self.size):
            node_dir = self.data_dir / f"node-{index}"
            # An explicit bus port: the default (port + 10000) fails for free ports > 55535.
            args = (
                "--cluster-enabled", "yes", "--cluster-port", str(free_port()),
                "--cluster-config-file", str(node_dir / "nodes.conf"), *self.extra_args,
            )  # fmt: skip
            self.nodes.append(RedisServer(node_dir, appendonly=False, extra_args=args).start())
        addresses = [f"127.0.0.1:{node.port}" for node in self.nodes]
        cli = shutil.which("redis-cli") or "redis-cli"
        subprocess.run(
            [cli, "--cluster", "create", *addresses, "--cluster-yes"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout_s,
        )  # fmt: skip
        self._wait_until_ok(timeout_s)
        return self

    def _wait_until_ok(self, timeout_s: float) -> None:
        """Every node agrees the cluster is up (gossip takes a moment after create)."""
        deadline = time.monotonic() + timeout_s
        while True:
            states = []
            for node in self.nodes:
                with redis.Redis.from_url(node.url) as client:
                    info = client.execute_command("CLUSTER", "INFO")
                    text = text_of(info)
                    states.append("cluster_state:ok" in text)
            if all(states):
                return
            if time.monotonic() > deadline:
                raise RuntimeError("the Redis Cluster did not reach cluster_state:ok")
            time.sleep(0.1)  # gossip has no event we can wait on; bounded by timeout_s

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.redis_cluster")
    parser.add_argument("--dir", type=Path, default=Path(".data/redis-cluster"))
    args = parser.parse_args()
    stop_signals = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, stop_signals)  # sigwait below receives them
    cluster = RedisClusterServers(args.dir).start()
    print(cluster.url, flush=True)
    try:
        signal.sigwait(stop_signals)
    finally:
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
