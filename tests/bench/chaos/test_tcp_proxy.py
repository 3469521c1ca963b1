"""devtools.tcp_proxy's hold: what is sent while the link is held does not pass until it is
released, and a cut drops it (the failover scenario's control loss rests on this)."""

from __future__ import annotations

import socket
import socketserver
import threading
from collections.abc import Iterator

import pytest

from devtools.tcp_proxy import TcpProxy


class _Echo(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        while data := self.request.recv(1024):
            self.request.sendall(data)


@pytest.fixture
def echo_port() -> Iterator[int]:
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Echo)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def _silent(conn: socket.socket, wait_s: float) -> bool:
    """Nothing arrives within ``wait_s`` (an absence has no event to wait on)."""
    conn.settimeout(wait_s)
    try:
        return conn.recv(64) == b""
    except TimeoutError:
        return True


def test_held_bytes_pass_on_release_and_not_before(echo_port: int) -> None:
    proxy = TcpProxy(echo_port).start()
    try:
        with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as conn:
            conn.sendall(b"before")
            assert conn.recv(64) == b"before"
            proxy.hold()
            conn.sendall(b"held")
            assert _silent(conn, 0.5)
            proxy.release()
            conn.settimeout(5)
            assert conn.recv(64) == b"held"
    finally:
        proxy.stop()


def test_a_cut_drops_what_was_held(echo_port: int) -> None:
    proxy = TcpProxy(echo_port).start()
    try:
        with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as conn:
            conn.sendall(b"up")
            assert conn.recv(64) == b"up"  # the link is made (a cut refuses new ones)
            proxy.hold()
            conn.sendall(b"lost")
            proxy.cut()
            proxy.release()
            assert _silent(conn, 0.5)
    finally:
        proxy.stop()
