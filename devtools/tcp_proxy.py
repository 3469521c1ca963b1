"""A small TCP proxy that delays a link and can cut it: a replica's replication link made to
behave like one between two hosts, for the failover scenario and the Sentinel tests.

On one machine a replica trails its primary by well under a millisecond, so a failover
there loses nothing even with no replica wait (docs/chaos.md): a test of the durable submit
levels could not fail. Between the replica and its primary this proxy holds every chunk
``delay_ms`` before passing it on, each way, in order (latency, not a bandwidth limit), so
acknowledged writes are really in flight when the primary dies. ``cut()`` is the network
side of a host crash: every byte queued or yet to come is dropped and the sockets stay
open and silent (a host that vanished sends no FIN), and no new connection gets through.
``hold()`` stalls the link (bytes queue, nothing passes on): writes acknowledged meanwhile
are certainly in flight when a ``cut()`` follows, whatever the machine's load (a delay alone
left the failover scenario's control loss to timing on a loaded 2-core runner).
``switch()`` points it at another server and ends the current connections: a failover
behind one address, for tests of what a client notices.

Standard library only (asyncio streams): what PyPI has for this are clients of toxiproxy,
a Go server we would have to ship (toxiproxy-python 0.1.1, 2019), or Docker-level tools
(blockade, 2017); ``tc netem`` needs CAP_NET_ADMIN and delays every connection on the
interface, the clients' too. The proxy runs its own event
loop in a thread, so synchronous code (devtools.redis_sentinel) and async code share it.

    python -m devtools.tcp_proxy --to 6379 --delay-ms 100   # print the port, Ctrl-C stops
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from devtools.redis_server import free_port

CHUNK_BYTES = 64 * 1024


@dataclass
class TcpProxy:
    """127.0.0.1:``port`` forwarded to 127.0.0.1:``target_port``, ``delay_ms`` each way."""

    target_port: int
    delay_ms: float = 0.0
    port: int = field(default_factory=free_port)
    _loop: asyncio.AbstractEventLoop | None = None
    _thread: threading.Thread | None = None
    _server: asyncio.Server | None = None
    _cut: bool = False
    _links: set[asyncio.StreamWriter] = field(default_factory=set)
    _flowing: asyncio.Event | None = None  # cleared while held; made on the proxy's loop
    forwarded_bytes: int = 0  # both ways, for a check that traffic went through

    def start(self, timeout_s: float = 5.0) -> TcpProxy:
        ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name=f"tcp-proxy-{self.port}", daemon=True)
        self._thread.start()
        if not ready.wait(timeout_s):
            raise RuntimeError(f"the proxy did not listen on port {self.port} within {timeout_s} s")
        return self

    def _serve(self, ready: threading.Event) -> None:
        assert self._loop is not None
        asyncio.set_event_loop(self._loop)
        self._flowing = asyncio.Event()
        self._flowing.set()
        self._server = self._loop.run_until_complete(asyncio.start_server(self._accept, "127.0.0.1", self.port))
        ready.set()
        self._loop.run_forever()
        # Let the cancelled links finish cancelling: a loop closed under them warns.
        pending = asyncio.all_tasks(self._loop)
        self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self._loop.close()

    def cut(self) -> None:
        """Drop whatever is queued and everything after; refuse new connections."""
        self._call(self._cut_now)

    def _cut_now(self) -> None:
        self._cut = True
        if self._flowing is not None:
            self._flowing.set()  # held chunks go on to be dropped
        if self._server is not None:
            self._server.close()

    def hold(self) -> None:
        """Stop passing bytes on, both ways; they queue until ``release()`` (or a cut drops them)."""
        self._call(lambda: self._flowing.clear() if self._flowing else None)

    def release(self) -> None:
        """Pass on what was held, and everything after, as before."""
        self._call(lambda: self._flowing.set() if self._flowing else None)

    def switch(self, target_port: int) -> None:
        """New connections go to ``target_port``; the current ones end (both sides see the
        close): a failover behind one address, which the clients survive by reconnecting."""
        self._call(lambda: self._switch_now(target_port))

    def _switch_now(self, target_port: int) -> None:
        self.target_port = target_port
        for writer in self._links:
            writer.close()

    def stop(self) -> None:
        """Close every connection and the listener, and end the thread."""
        if self._loop is None or self._thread is None:
            return
        self._call(self._stop_now)
        self._thread.join(timeout=5)
        self._loop = self._thread = None

    def _stop_now(self) -> None:
        assert self._loop is not None
        self._cut_now()
        for writer in self._links:
            writer.close()
        for task in asyncio.all_tasks(self._loop):
            task.cancel()
        self._loop.call_soon(self._loop.stop)

    def _call(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` on the proxy's loop and wait for it."""
        if self._loop is not None and self._loop.is_running():
            done = threading.Event()

            def run() -> None:
                try:
                    fn()
                finally:
                    done.set()

            self._loop.call_soon_threadsafe(run)
            done.wait(timeout=5)

    async def _accept(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        if self._cut:
            client_writer.close()
            return
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            client_writer.close()  # the target is down: the caller sees the connection end
            return
        self._links |= {client_writer, upstream_writer}
        await asyncio.gather(
            self._forward(client_reader, upstream_writer),
            self._forward(upstream_reader, client_writer),
            return_exceptions=True,
        )
        self._links -= {client_writer, upstream_writer}

    async def _forward(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Read as it comes; write each chunk ``delay_ms`` after it was read, in order."""
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()
        deliver = asyncio.create_task(self._deliver(queue, writer))
        loop = asyncio.get_running_loop()
        try:
            while chunk := await reader.read(CHUNK_BYTES):
                if not self._cut:
                    queue.put_nowait((loop.time() + self.delay_ms / 1000, chunk))
            await queue.join()  # the peer closed: pass the close on after its last bytes
        finally:
            deliver.cancel()
            if not self._cut:  # a cut link stays open and silent
                writer.close()

    async def _deliver(self, queue: asyncio.Queue[tuple[float, bytes]], writer: asyncio.StreamWriter) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due_s, chunk = await queue.get()
            with contextlib.suppress(OSError):
                if due_s > loop.time():
                    await asyncio.sleep(due_s - loop.time())  # the delay is the point
                if self._flowing is not None:
                    await self._flowing.wait()
                if not self._cut:
                    writer.write(chunk)
                    self.forwarded_bytes += len(chunk)
                    await writer.drain()
            queue.task_done()


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.tcp_proxy")
    parser.add_argument("--to", type=int, required=True, help="the port on 127.0.0.1 to forward to")
    parser.add_argument("--delay-ms", type=float, default=100.0, help="added each way (default %(default)s)")
    parser.add_argument("--port", type=int, help="the port to listen on (default: a free one)")
    args = parser.parse_args()
    stop_signals = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, stop_signals)  # sigwait below receives them
    proxy = TcpProxy(args.to, args.delay_ms, **({"port": args.port} if args.port else {})).start()
    print(proxy.port, flush=True)
    try:
        signal.sigwait(stop_signals)
    finally:
        proxy.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
