"""``python -m bench gateway-longpoll``: thousands of concurrent long polls on one gateway.

What it shows (docs/benchmarks.md, "Gateway long polls"): a gateway holding N clients in
``GET /v1/jobs/{id}?wait=120`` uses a bounded number of Redis connections (one shared
wait loop, not one BLPOP per client), how much memory that costs, and how soon a client
hears that its job ended.

Set-up, all real processes: a private redis-server (so its client count is ours alone),
``python -m producer serve`` with a bounded pool, N jobs submitted over HTTP, N clients
waiting, then ``python -m worker`` with the noop engine finishing them. Wake-up delay per
client = when its response arrived - the job's ``finished_ms`` (written by the worker's
result script from the Redis server's clock; one host, one clock).

It stands alone in how it drives: no load pattern (bench.harness.drive) but N clients parked at
once on HTTP long polls, through real processes and a private Redis whose client count it
reads. It shares the harness's bar (bench.harness.progress) and JSON writer (bench.harness.report).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
import httpx
import redis.asyncio as aioredis
from rich.console import Console
from rich.table import Table

from bench.harness.config import RESULTS_DIR
from bench.harness.progress import bar_factory, make_progress
from bench.harness.report import write_json_at
from bench.harness.services import start_service
from devtools.redis_server import REPO, RedisServer, free_port
from producer.gateway.auth import KeyStore, Role
from transq.keys import Keys

NAME = "gateway-longpoll"
POOL_SIZE = 16


def add_parser(suites: Any) -> None:
    p = suites.add_parser(NAME, help="N concurrent long polls on one gateway: connections, memory, wake-up delay")
    p.add_argument("--clients", type=int, default=2000, help="concurrent long polls (default 2000)")
    p.add_argument(
        "--noop-delay-ms", type=float, default=100.0,
        help="the noop worker's time per job, 16 in flight (default 100: 160 jobs/s; 0: all end in one burst)",
    )  # fmt: skip


def _env(url: str, keys: Keys, port: int, noop_delay_ms: float) -> dict[str, str]:
    return os.environ | {
        "TRANSQ_REDIS__URL": url, "TRANSQ_QUEUE__NAMESPACE": keys.namespace, "TRANSQ_QUEUE__NAME": keys.queue,
        "TRANSQ_GATEWAY__PORT": str(port), "TRANSQ_GATEWAY__REDIS_POOL_SIZE": str(POOL_SIZE),
        "TRANSQ_GATEWAY__MAX_WAIT_S": "300", "TRANSQ_ENGINE__KIND": "noop", "TRANSQ_METRICS__ENABLED": "false",
        "TRANSQ_LOOP__MAX_IN_FLIGHT": "16", "TRANSQ_ENGINE__NOOP_DELAY_MS": str(noop_delay_ms),
    }  # fmt: skip


def _rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def _connected(redis: aioredis.Redis) -> int:
    info: dict[str, Any] = await redis.info("clients")
    return int(info["connected_clients"]) - 1  # less this bench's own connection


async def _waiting(http: httpx.AsyncClient) -> float:
    text = (await http.get("/metrics")).text
    line = next(x for x in text.splitlines() if x.startswith("transq_gateway_waiting_clients "))
    return float(line.split()[1])


async def _until(check: Any, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while not await check():
        if time.monotonic() > deadline:
            raise TimeoutError("the gateway did not reach the expected state")
        await asyncio.sleep(0.2)  # another process's state: it sends us no event


async def _poll(session: aiohttp.ClientSession, job_id: str, auth: dict[str, str]) -> tuple[float, dict[str, Any]]:
    async with session.get(f"/v1/jobs/{job_id}", params={"wait": "240"}, headers=auth) as response:
        body = await response.read()
        return time.time() * 1000, json.loads(body)


async def _submit(http: httpx.AsyncClient, n: int, auth: dict[str, str]) -> list[str]:
    ids = [f"lp-{i}" for i in range(n)]
    for start in range(0, n, 100):
        body = [{"text": f"line {i}", "target_lang": "de", "job_id": j} for i, j in enumerate(ids[start : start + 100])]
        (await http.post("/v1/jobs", json=body, headers=auth)).raise_for_status()
    return ids


async def _measure(url: str, args: argparse.Namespace, console: Console, log_dir: Path) -> dict[str, Any]:
    clients = args.clients
    keys, port = Keys("bench", "longpoll"), free_port()
    redis = aioredis.from_url(url)
    key, _ = await KeyStore(redis, keys).create("bench", Role.ADMIN)
    auth = {"Authorization": f"Bearer {key}"}
    env = _env(url, keys, port, args.noop_delay_ms)
    gateway = await start_service("producer", env, log_dir / "gateway.log")
    worker: asyncio.subprocess.Process | None = None
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
            await _until(lambda: _answers(http), 60)
            ids = await _submit(http, clients, auth)
            idle = {"redis_connections": await _connected(redis), "rss_mib": _rss_mib(gateway.pid)}
            console.print(f"{clients} jobs queued; opening {clients} long polls")
            # aiohttp for the waiting clients: httpx's pool slows down with thousands of
            # connections, which would be the client's delay, not the gateway's.
            connector = aiohttp.TCPConnector(limit=clients + 10)
            timeout = aiohttp.ClientTimeout(total=300)
            session = aiohttp.ClientSession(f"http://127.0.0.1:{port}", connector=connector, timeout=timeout)
            polls = [asyncio.create_task(_poll(session, j, auth)) for j in ids]
            await _until(lambda: _ge(_waiting(http), clients), 120)
            busy = {"redis_connections": await _connected(redis), "rss_mib": _rss_mib(gateway.pid)}
            console.print(f"{clients} clients waiting; starting a noop worker")
            worker = await start_service("worker", env, log_dir / "worker.log")
            with make_progress(console) as progress:
                bar = bar_factory(progress)("long polls answered", clients)
                for poll in polls:
                    poll.add_done_callback(lambda _: bar.advance())
                answers = await asyncio.gather(*polls)
            await session.close()
    finally:
        for process in (worker, gateway):
            if process is not None and process.returncode is None:
                process.terminate()
                await asyncio.wait_for(process.wait(), 30)
        await redis.aclose()
    return _figures(clients, idle, busy, answers)


async def _answers(http: httpx.AsyncClient) -> bool:
    try:
        return (await http.get("/healthz")).status_code == 200
    except httpx.TransportError:
        return False


async def _ge(value: Any, target: float) -> bool:
    return bool(await value >= target)


def _figures(clients: int, idle: dict[str, Any], busy: dict[str, Any], answers: list[Any]) -> dict[str, Any]:
    delays = sorted(max(0.0, got - body["finished_ms"]) for got, body in answers if body.get("finished_ms"))
    succeeded = sum(1 for _, body in answers if body.get("status") == "succeeded")

    def pct(p: float) -> float:
        return round(delays[min(len(delays) - 1, int(p * len(delays)))], 1) if delays else float("nan")

    return {
        "clients": clients, "succeeded": succeeded, "redis_pool_size": POOL_SIZE,
        "redis_connections_idle": idle["redis_connections"], "redis_connections_waiting": busy["redis_connections"],
        "gateway_rss_mib_idle": round(idle["rss_mib"], 1), "gateway_rss_mib_waiting": round(busy["rss_mib"], 1),
        "wakeup_ms_p50": pct(0.50), "wakeup_ms_p99": pct(0.99),
        "wakeup_ms_max": round(delays[-1], 1) if delays else None,
    }  # fmt: skip


def run(args: argparse.Namespace, console: Console) -> int:
    with tempfile.TemporaryDirectory(prefix="transq-longpoll-") as tmp:
        server = RedisServer(Path(tmp) / "redis").start()  # a private server: its client count is ours
        try:
            logs = REPO / ".data" / "bench-logs"  # gateway.log and worker.log of the last run
            logs.mkdir(parents=True, exist_ok=True)
            figures = asyncio.run(_measure(server.url, args, console, logs))
            figures["noop_delay_ms"] = args.noop_delay_ms
        finally:
            server.stop()
    table = Table(title=f"gateway long polls: {figures['clients']} clients", title_justify="left")
    table.add_column("figure")
    table.add_column("value", justify="right")
    for name, value in figures.items():
        table.add_row(name, str(value))
    console.print(table)
    path = write_json_at(RESULTS_DIR / f"{NAME}-{figures['clients']}-{args.noop_delay_ms:g}ms.json", figures)
    console.print(f"written: {path}")
    return 0 if figures["succeeded"] == figures["clients"] else 1
