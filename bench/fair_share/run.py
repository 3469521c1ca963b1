"""``python -m bench fair-share``: one tenant floods, another asks; does the other still get
its answers?

What it shows (docs/security.md, "Fair share"): with the owners' fair share off (as before
issue 38), one API key's burst of list submits fills the interactive lane, and another
owner's synchronous ``/v2/translate`` requests wait behind all of it (504 past the wait
limit) or find the lane full (429). With it on (``[gateway.limits] share_interactive``),
the flooder is refused at its share and the other owner's requests wait behind at most
that many of its jobs.

Set-up, all real processes: a private redis-server, ``python -m producer serve`` and
``python -m worker`` with the noop engine (``--noop-delay-ms`` per job, 16 in flight), on
one queue per mode. The flooder: ``--flood-clients`` loops, each POSTing lists of
``--flood-list`` jobs as fast as it is answered (a refused request is retried after 50 ms,
as an impatient client does). After ``--warmup-s``, the victim: one client sending
``/v2/translate`` requests one after another for ``--duration-s``; each is a success when
it answers 200 with the translation. Latency: from sending the request to its answer.

Like gateway-longpoll it drives real processes over HTTP, not the harness's load
patterns; it shares the harness's JSON writer (bench.harness.report) and machine line.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import redis.asyncio as aioredis
from rich.console import Console
from rich.table import Table

from bench.harness.config import RESULTS_DIR
from bench.harness.machine import load, machine_info
from bench.harness.report import write_json_at
from bench.harness.services import start_service
from devtools.redis_server import REPO, RedisServer, free_port
from producer.gateway.auth import KeyStore, Role
from transq.contract import Lane
from transq.keys import Keys

NAME = "fair-share"


def add_parser(suites: Any) -> None:
    p = suites.add_parser(NAME, help="one tenant floods the interactive lane: another's success rate and p95")
    p.add_argument("--share", type=int, default=256, help="share_interactive when on (default 256)")
    p.add_argument("--duration-s", type=float, default=60.0, help="the victim's measured time (default 60)")
    p.add_argument("--warmup-s", type=float, default=10.0, help="flood before the victim starts (default 10)")
    p.add_argument("--flood-clients", type=int, default=4, help="the flooder's concurrent loops (default 4)")
    p.add_argument("--flood-list", type=int, default=100, help="jobs per flood request (default 100)")
    p.add_argument("--noop-delay-ms", type=float, default=50.0, help="the noop worker's time per job (default 50)")
    p.add_argument("--max-backlog", type=int, default=100_000, help="max_backlog (default: the shipped 100000)")
    # 10 s: the official DeepL client's own request timeout (deepl.http_client.min_connection_timeout).
    p.add_argument("--max-wait-s", type=float, default=10.0, help="the gateway's max_wait_s (default 10)")


def _env(url: str, keys: Keys, port: int, args: argparse.Namespace, share: int) -> dict[str, str]:
    return os.environ | {
        "TRANSQ_REDIS__URL": url, "TRANSQ_QUEUE__NAMESPACE": keys.namespace, "TRANSQ_QUEUE__NAME": keys.queue,
        "TRANSQ_QUEUE__MAX_BACKLOG": str(args.max_backlog), "TRANSQ_GATEWAY__PORT": str(port),
        "TRANSQ_GATEWAY__MAX_WAIT_S": str(args.max_wait_s), "TRANSQ_GATEWAY__MAX_JOBS_PER_REQUEST": "1000",
        "TRANSQ_GATEWAY__LIMITS__SHARE_INTERACTIVE": str(share), "TRANSQ_ENGINE__KIND": "noop",
        "TRANSQ_ENGINE__NOOP_DELAY_MS": str(args.noop_delay_ms), "TRANSQ_METRICS__ENABLED": "false",
        "TRANSQ_LOOP__MAX_IN_FLIGHT": "16", "TRANSQ_MEMORY__TTL_S": "0",
    }  # fmt: skip


async def _ready(http: httpx.AsyncClient, timeout_s: float = 120) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.TransportError):
            if (await http.get("/readyz")).status_code == 200:
                return
        await asyncio.sleep(0.2)  # other processes' start: they send us no event
    raise TimeoutError("the gateway and the worker did not become ready")


async def _flood(
    http: httpx.AsyncClient, auth: dict[str, str], size: int, stop: asyncio.Event, tally: Counter[str]
) -> None:
    n = 0
    while not stop.is_set():
        body = [{"text": f"Flood job {n}.{i} of the noisy tenant.", "target_lang": "de"} for i in range(size)]
        n += 1
        try:
            answer = await http.post("/v1/jobs", json=body, headers=auth)
        except httpx.TransportError:
            tally["transport error"] += 1
            continue
        if answer.status_code == 200:
            tally["jobs accepted"] += sum(1 for item in answer.json() if item.get("created"))
            # A list's jobs refused one by one: concurrent requests of one owner passed the
            # check together, and SUBMIT held the share (or the lane) against the later ones.
            tally["jobs refused in a list"] += sum(1 for item in answer.json() if item.get("error"))
        else:
            tally[f"requests refused ({answer.status_code})"] += 1
            await asyncio.sleep(0.05)  # an impatient client's retry


async def _victim(http: httpx.AsyncClient, auth: dict[str, str], duration_s: float) -> list[tuple[float, int]]:
    """(latency ms, status) of each request, one after another."""
    outcomes, n, end = [], 0, time.monotonic() + duration_s
    while time.monotonic() < end:
        body = {"text": [f"Please confirm order {n} for the quiet tenant."], "target_lang": "DE"}
        n += 1
        started = time.monotonic()
        try:
            answer = await http.post("/v2/translate", json=body, headers=auth)
            ok = answer.status_code == 200 and bool(answer.json()["translations"][0]["text"])
            status = 200 if ok else answer.status_code
        except httpx.TransportError:
            status = 0
        outcomes.append(((time.monotonic() - started) * 1000, status))
    return outcomes


async def _mode(url: str, args: argparse.Namespace, share: int, console: Console, logs: Path) -> dict[str, Any]:
    keys, port = Keys("bench", f"fair-{share}"), free_port()
    redis = aioredis.from_url(url)
    store = KeyStore(redis, keys)
    flooder = {"Authorization": f"Bearer {(await store.create('noisy', Role.SUBMIT))[0]}"}
    victim = {"Authorization": f"Bearer {(await store.create('quiet', Role.SUBMIT))[0]}"}
    env = _env(url, keys, port, args, share)
    processes = [await start_service(m, env, logs / f"{m}-{share}.log") for m in ("producer", "worker")]
    stop, tally = asyncio.Event(), Counter[str]()
    try:
        limits = httpx.Limits(max_connections=args.flood_clients + 4)
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=120, limits=limits) as http:
            await _ready(http)
            console.print(
                f"share {share or 'off'}: flooding for {args.warmup_s:g} s, then measuring {args.duration_s:g} s"
            )
            floods = [asyncio.create_task(_flood(http, flooder, args.flood_list, stop, tally))
                      for _ in range(args.flood_clients)]  # fmt: skip
            await asyncio.sleep(args.warmup_s)  # the flood's steady state: a timed phase, no event
            depth_before = await redis.xlen(keys.stream(Lane.INTERACTIVE))
            outcomes = await _victim(http, victim, args.duration_s)
            depth_after = await redis.xlen(keys.stream(Lane.INTERACTIVE))
            stop.set()
            await asyncio.gather(*floods)
    finally:
        for process in processes:
            if process.returncode is None:
                process.terminate()
                await asyncio.wait_for(process.wait(), 30)
        await redis.aclose()
    return _figures(share, outcomes, tally, (depth_before, depth_after))


def _figures(
    share: int, outcomes: list[tuple[float, int]], tally: Counter[str], depth: tuple[int, int]
) -> dict[str, Any]:
    latencies = sorted(ms for ms, _ in outcomes)
    ok = sum(1 for _, status in outcomes if status == 200)

    def pct(p: float) -> float | None:
        return round(latencies[min(len(latencies) - 1, int(p * len(latencies)))]) if latencies else None

    return {
        "share_interactive": share, "victim_requests": len(outcomes), "victim_succeeded": ok,
        "victim_success_rate": round(ok / len(outcomes), 3) if outcomes else None,
        "victim_failures": dict(Counter(str(status) for _, status in outcomes if status != 200)),
        "victim_p50_ms": pct(0.50), "victim_p95_ms": pct(0.95), "victim_max_ms": pct(1.0),
        "lane_depth_at_start": depth[0], "lane_depth_at_end": depth[1], "flooder": dict(tally),
    }  # fmt: skip


def run(args: argparse.Namespace, console: Console) -> int:
    with tempfile.TemporaryDirectory(prefix="transq-fair-share-") as tmp:
        server = RedisServer(Path(tmp) / "redis").start()
        try:
            logs = REPO / ".data" / "bench-logs"
            logs.mkdir(parents=True, exist_ok=True)
            modes = [asyncio.run(_mode(server.url, args, share, console, logs)) for share in (0, args.share)]
        finally:
            server.stop()
    table = Table(title="the quiet tenant's /v2/translate while another floods", title_justify="left")
    for column in ("fair share", "requests", "succeeded", "p50 ms", "p95 ms", "max ms", "failures", "flooder"):
        table.add_column(column)
    for m in modes:
        rate = f"{m['victim_success_rate']:.1%}"
        table.add_row(str(m["share_interactive"] or "off"), str(m["victim_requests"]), rate, str(m["victim_p50_ms"]),
                      str(m["victim_p95_ms"]), str(m["victim_max_ms"]), str(m["victim_failures"]),
                      str(m["flooder"]))  # fmt: skip
    console.print(table)
    options = {k: v for k, v in vars(args).items() if k != "suite"}
    body = {"machine": machine_info(), "load": load(), "options": options, "modes": modes}
    path = write_json_at(RESULTS_DIR / f"{NAME}-{args.share}.json", body)
    console.print(f"written: {path}")
    return 0
