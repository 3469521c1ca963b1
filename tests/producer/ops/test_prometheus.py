"""Debian's Prometheus, started by the test, scrapes a real worker (vLLM CPU engine, tiny
model) and the queue monitor; after known work, every dashboard expression and every
alert-rule expression returns data through Prometheus' HTTP API.

Prometheus negotiates OpenMetrics, so this is also the test that vLLM's ``vllm:*`` names
arrive as they are (prometheus/client_python#1177). One engine start: about 1-2 minutes
on 2 cores. Skipped when the ``prometheus`` binary is missing (scripts/setup.sh installs it).
"""

from __future__ import annotations

import json
import math
import re
import shutil
import subprocess
import urllib.parse
import uuid
from pathlib import Path

import pytest
import redis.asyncio as aioredis
import yaml

from devtools.redis_server import REPO, free_port
from producer.client import Client
from producer.ops.monitor import start_monitor
from producer.settings import ProducerSettings
from tests.conftest import delete_queue
from tests.ops_helpers import aget
from tests.waiting import until
from tests.worker_process import WorkerProcess
from transq.contract import Lane, Status, epoch_ms, make_job
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

pytestmark = [pytest.mark.engine, pytest.mark.timeout(600)]

DASHBOARD = REPO / "configs" / "grafana" / "dashboards" / "transq.json"
ALERTS = REPO / "configs" / "prometheus-alerts.yml"
PROMETHEUS = shutil.which("prometheus")


def dashboard_expressions(queue: str) -> list[str]:
    """Every panel query, with Grafana's variables as Grafana would fill them."""
    panels = json.loads(DASHBOARD.read_text())["panels"]
    exprs = [t["expr"] for p in panels for t in p.get("targets", []) if t.get("expr")]
    return [e.replace("$__rate_interval", "1m").replace("$queue", queue).replace("$instance", ".*") for e in exprs]


def alert_expressions() -> list[str]:
    """Each alert rule with its threshold turned into a ``bool`` comparison: a rule that
    does not fire still returns one 0/1 sample per series it watches, so an empty answer
    means the rule watches nothing (a wrong name or label), not a quiet queue."""
    rules = [r for g in yaml.safe_load(ALERTS.read_text())["groups"] for r in g["rules"]]
    return [re.sub(r"(>|<|==) (\d)", r"\1 bool \2", " ".join(r["expr"].split())) for r in rules]


def prometheus_config(tmp_path: Path, worker_port: int, monitor_port: int) -> Path:
    config = {
        "global": {"scrape_interval": "1s", "evaluation_interval": "1s"},
        "rule_files": [str(ALERTS)],
        "scrape_configs": [
            {"job_name": "transq-worker", "static_configs": [{"targets": [f"127.0.0.1:{worker_port}"]}]},
            {"job_name": "transq-monitor", "static_configs": [{"targets": [f"127.0.0.1:{monitor_port}"]}]},
        ],
    }
    path = tmp_path / "prometheus.yml"
    path.write_text(yaml.safe_dump(config))
    return path


def start_prometheus(tmp_path: Path, config: Path, port: int) -> subprocess.Popen[bytes]:
    assert PROMETHEUS is not None
    args = [
        PROMETHEUS, f"--config.file={config}", f"--storage.tsdb.path={tmp_path / 'tsdb'}",
        f"--web.listen-address=127.0.0.1:{port}",
    ]  # fmt: skip
    with (tmp_path / "prometheus.log").open("ab") as log:
        return subprocess.Popen(args, stdout=log, stderr=log)


async def query(base: str, expr: str) -> list[object]:
    status, body = await aget(f"{base}/api/v1/query?{urllib.parse.urlencode({'query': expr})}")
    assert status == 200, f"{expr}: {body}"
    result: list[object] = json.loads(body)["data"]["result"]
    return result


# Panels about failures: on a healthy system with traffic they read 0, not "No data".
FAILURE_PANELS = ("Failed or expired share by lane", "Dead-lettered, retried, reclaimed")


async def healthy_work(settings: ProducerSettings) -> None:
    """Two translations that succeed: traffic, and nothing failing."""
    jobs = [make_job(text=f"Healthy {n}.", target_lang="de", max_output_tokens=4) for n in range(2)]
    async with Client.from_settings(settings) as client:
        await client.submit_many(jobs)
        results = await client.wait_many([j.job_id for j in jobs], timeout_s=120)
    assert {r.status for r in results.values()} == {Status.SUCCEEDED}


async def zero_on_every_series(base: str, queue: str, title: str) -> bool:
    """Whether each query of the panel answers, and every value it answers is 0."""
    panel = next(p for p in json.loads(DASHBOARD.read_text())["panels"] if p.get("title") == title)
    exprs = [t["expr"] for t in panel["targets"]]
    exprs = [e.replace("$__rate_interval", "1m").replace("$queue", queue).replace("$instance", ".*") for e in exprs]
    for expr in exprs:
        samples = await query(base, expr)
        values = [float(s["value"][1]) for s in samples if isinstance(s, dict)]
        # NaN (0/0) is a lane with no traffic at all: not a failure, not the "No data" at issue.
        numbers = [v for v in values if not math.isnan(v)]
        if not numbers or any(v != 0 for v in numbers):
            return False
    return True


async def known_work(settings: ProducerSettings, redis: aioredis.Redis, keys: Keys) -> None:
    """Four translations, one job past its deadline (expired), one malformed entry (dead letter)."""
    jobs = [make_job(text=f"Hello number {n}.", target_lang="de", max_output_tokens=8) for n in range(4)]
    jobs.append(make_job(text="Too late.", target_lang="de", deadline_ms=epoch_ms() - 1000))
    async with Client.from_settings(settings) as client:
        await client.submit_many(jobs)
        await redis.xadd(keys.stream(Lane.INTERACTIVE), {"job": b"not json"})
        results = await client.wait_many([j.job_id for j in jobs], timeout_s=120)
    assert sorted(r.status.value for r in results.values()) == ["expired"] + [Status.SUCCEEDED.value] * 4


@pytest.mark.skipif(PROMETHEUS is None, reason="Debian's prometheus is not installed (scripts/setup.sh installs it)")
async def test_every_dashboard_and_alert_expression_has_data(redis_url: str, tmp_path: Path) -> None:
    keys = Keys(namespace="test", queue=f"prom-{uuid.uuid4().hex[:8]}")
    settings = ProducerSettings(
        redis=RedisSettings(url=redis_url), queue=QueueSettings(namespace="test", name=keys.queue)
    )
    worker_port, prometheus_port = free_port(), free_port()
    env = {
        "TRANSQ_METRICS__ENABLED": "true",
        "TRANSQ_METRICS__HOST": "127.0.0.1",
        "TRANSQ_METRICS__PORT": str(worker_port),
    }
    worker = WorkerProcess(redis_url, keys, "prom-worker", tmp_path / "worker.log", env=env).start()
    redis = aioredis.from_url(redis_url)
    monitor = start_monitor(redis, keys, "127.0.0.1", 0)
    config = prometheus_config(tmp_path, worker_port, monitor.port)
    prometheus = start_prometheus(tmp_path, config, prometheus_port)
    base = f"http://127.0.0.1:{prometheus_port}"
    try:
        await worker.wait_ready(redis)
        await until(lambda: query(base, "up == 1"), 30, "Prometheus scraping the worker and the monitor", interval_s=1)
        assert len(await query(base, "up == 1")) == 2, (tmp_path / "prometheus.log").read_text()[-2000:]
        await healthy_work(settings)
        for title in FAILURE_PANELS:
            await until(lambda t=title: zero_on_every_series(base, keys.queue, t), 90, f"{title}: 0", interval_s=1)
        await known_work(settings, redis, keys)
        for expr in dashboard_expressions(keys.queue) + alert_expressions():
            await until(lambda e=expr: query(base, e), 90, f"Prometheus data for: {expr}", interval_s=1)
    finally:
        prometheus.terminate()
        prometheus.wait(timeout=30)
        monitor.stop()
        worker.stop()
        await redis.aclose()
        delete_queue(redis_url, keys)
