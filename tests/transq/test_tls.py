"""TLS for real: a redis-server with only a TLS port, its certificate signed by a CA the
test makes with the openssl CLI. Producer, worker and CLI connect with ``rediss://`` and
the CA; a client that does not trust the CA is refused with a one-line error."""

from __future__ import annotations

import shutil
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import redis as sync_redis

from devtools.redis_server import find_binary, free_port
from producer.client import Client
from producer.settings import ProducerSettings
from tests.engines import GatedEngine, fast_worker_settings
from tests.ops_helpers import run_cli
from tests.waiting import until
from tests.worker.scheduling.test_queue import running_worker
from transq.connection import connect
from transq.contract import Status, make_job
from transq.errors import RedisUnavailable
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="the openssl CLI is needed")


@dataclass
class TlsRedis:
    url: str
    ca: Path


def openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


def make_certificates(tmp: Path) -> None:
    """ca.crt (self-signed) and server.crt/key for 127.0.0.1, signed by it; valid one day."""
    openssl("req", "-x509", "-new", "-nodes", "-newkey", "rsa:2048", "-keyout", "ca.key", "-out", "ca.crt",
            "-days", "1", "-subj", "/CN=transq test CA", cwd=tmp)  # fmt: skip
    openssl("req", "-new", "-nodes", "-newkey", "rsa:2048", "-keyout", "server.key", "-out", "server.csr",
            "-subj", "/CN=127.0.0.1", cwd=tmp)  # fmt: skip
    (tmp / "san.cnf").write_text("subjectAltName=IP:127.0.0.1\n")
    openssl("x509", "-req", "-in", "server.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial",
            "-out", "server.crt", "-days", "1", "-extfile", "san.cnf", cwd=tmp)  # fmt: skip


@pytest.fixture
def tls_redis(tmp_path: Path) -> Iterator[TlsRedis]:
    make_certificates(tmp_path)
    port = free_port()
    args = [
        find_binary(), "--port", "0", "--tls-port", str(port), "--bind", "127.0.0.1", "--save", "",
        "--appendonly", "no", "--dir", str(tmp_path), "--tls-cert-file", "server.crt", "--tls-key-file", "server.key",
        "--tls-ca-cert-file", "ca.crt", "--tls-auth-clients", "no",
    ]  # fmt: skip
    process = subprocess.Popen(args, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = TlsRedis(f"rediss://127.0.0.1:{port}/0", tmp_path / "ca.crt")
    try:
        yield server
    finally:
        process.terminate()
        process.wait(timeout=10)


def answers_over_tls(server: TlsRedis) -> bool:
    try:
        with sync_redis.Redis.from_url(server.url, ssl_ca_certs=str(server.ca), socket_timeout=0.5) as client:
            return bool(client.ping())
    except (sync_redis.RedisError, OSError):
        return False


async def test_producer_worker_and_cli_over_tls(tls_redis: TlsRedis) -> None:
    await until(lambda: _async(answers_over_tls(tls_redis)), 10, "the TLS redis-server")
    tls = RedisSettings(url=tls_redis.url, ssl_ca_certs=str(tls_redis.ca))
    queue = QueueSettings(namespace="test", name=f"q-{uuid.uuid4().hex[:12]}")
    settings = fast_worker_settings(tls_redis.url, queue)
    settings.redis.ssl_ca_certs = str(tls_redis.ca)
    redis = connect(settings.redis, extra_timeout_s=1)
    try:
        async with (
            Client.from_settings(ProducerSettings(redis=tls, queue=queue)) as client,
            running_worker(redis, settings, GatedEngine(open_by_default=True)),
        ):
            job = make_job(text="over tls", target_lang="de")
            await client.submit(job)
            result = await client.wait(job.job_id, timeout_s=10)
            assert result.status is Status.SUCCEEDED and result.translation == "OVER TLS"
    finally:
        await redis.aclose()
    env = {"TRANSQ_REDIS__SSL_CA_CERTS": str(tls_redis.ca)}
    stats = await run_cli(tls_redis.url, queue.keys(), "stats", "--json", env=env)
    assert stats.rc == 0, stats.err


async def test_clients_that_do_not_trust_the_ca_are_refused(tls_redis: TlsRedis) -> None:
    await until(lambda: _async(answers_over_tls(tls_redis)), 10, "the TLS redis-server")
    queue = QueueSettings(namespace="test", name=f"q-{uuid.uuid4().hex[:12]}")
    untrusted = ProducerSettings(redis=RedisSettings(url=tls_redis.url, connect_timeout_s=2), queue=queue)
    async with Client.from_settings(untrusted) as client:
        with pytest.raises(RedisUnavailable, match="certificate verify failed"):
            await client.ping()
    cli = await run_cli(tls_redis.url, queue.keys(), "stats")
    assert cli.rc == 6 and cli.err.count("\n") == 1 and "certificate verify failed" in cli.err, cli.err


async def _async(value: bool) -> bool:
    return value
