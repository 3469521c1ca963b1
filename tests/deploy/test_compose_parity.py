"""compose.yaml and the Helm chart describe the same services with the same settings.

Each compose service is paired with the chart's workload that plays its part (Prometheus and
Grafana with the Prometheus Operator's objects and the dashboard's ConfigMap); for each pair
the same facts are read from both sides: image, command, Redis user, every setting the process
loads (its config file under its environment, through the project's own settings classes),
ports, health checks, stop grace, shared memory, GPUs. A difference fails the test unless it
is one of KNOWN_DIFFERENCES, each with its reason; a listed difference that went away fails too."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from producer.settings import ProducerSettings
from tests.deploy.chart_support import (
    VALUE_SETS,
    Object,
    config_file,
    container,
    env_of,
    helm_binary,
    one,
    plain_env,
    render,
)
from transq.settings import TomlSettings
from worker.settings import WorkerSettings

pytestmark = pytest.mark.skipif(
    helm_binary() is None, reason="helm not installed (scripts/setup.sh --tests puts it in .data/tools/helm)"
)

REPO = Path(__file__).resolve().parents[2]
COMPOSE: dict[str, Any] = yaml.safe_load((REPO / "compose.yaml").read_text())["services"]

# compose service -> (kind, name suffix, --set for that variant of the chart)
PAIRS = {
    "redis": ("StatefulSet", "-valkey", ["valkey.enabled=true", "redis.url="]),
    "worker": ("Deployment", "-worker", []),
    "worker-cpu": ("Deployment", "-worker", ["worker.gpu=false"]),
    "monitor": ("Deployment", "-monitor", []),
    "gateway": ("Deployment", "-gateway", []),
}
ELSEWHERE = {
    "prometheus": "ServiceMonitors and the PrometheusRule (test_scrape_targets_and_rules_match)",
    "grafana": "the dashboard's ConfigMap (tests/deploy/test_chart.py)",
}
KNOWN_DIFFERENCES = {
    ("redis", "image"): "compose runs redis:7.2; the chart's trial Redis is Valkey 8 (the same ACL file and flags)",
    ("redis", "command"): "the chart names the data directory of its volume (--dir /data) and the valkey-server binary",
    ("worker-cpu", "health"): "compose checks the CPU worker every 10 s; the chart's one worker template every 15 s",
    ("worker-cpu", "startup_s"): "compose allows the CPU worker 3 min to load; the chart's one worker template 10 min",
}
PASSWORD = "parity-test-password"


def seconds(duration: str) -> int:
    """compose's durations: 45s, 10m, 1m30s."""
    units = {"h": 3600, "m": 60, "s": 1}
    parts = re.findall(r"(\d+)([hms])", duration)
    assert parts and "".join(n + u for n, u in parts) == duration, duration
    return sum(int(n) * units[u] for n, u in parts)


def size_bytes(size: str) -> int:
    """compose's sizes (2gb: Docker's units are binary) and Kubernetes' quantities (2Gi)."""
    match = re.fullmatch(r"(\d+)(gb|g|Gi|mb|m|Mi)", size)
    assert match, size
    return int(match.group(1)) * 1024 ** (3 if match.group(2)[0] in "gG" else 2)


def resolved(value: str) -> str:
    """A compose value with its ${VAR:-default} defaults taken and ${VAR:?...} filled in."""
    value = re.sub(r"\$\{\w+:-([^}]*)\}", r"\1", str(value))
    return re.sub(r"\$\{\w+:\?[^}]*\}", PASSWORD, value)


def image_config(target: str) -> str | None:
    """The TRANSQ_CONFIG a Dockerfile target sets, if any."""
    dockerfile = (REPO / "Dockerfile").read_text()
    stage = re.split(r"^FROM ", dockerfile, flags=re.MULTILINE)
    [text] = [s for s in stage if re.match(rf"\S+ AS {re.escape(target)}\n", s)]
    found = re.search(r"^ENV TRANSQ_CONFIG=(\S+)$", text, re.MULTILINE)
    return found.group(1) if found else None


def loaded(
    cls: type[TomlSettings], config: Path | None, env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> dict[str, Any]:
    """What the process would run with; which Redis it reaches (and how) is compared apart."""
    with monkeypatch.context() as patch:
        for name, value in env.items():
            if name.startswith("TRANSQ_") and name != "TRANSQ_CONFIG":
                patch.setenv(name, value)
        settings = cls.load(config) if config else cls.load(REPO / str(cls.default_config))
        data = settings.model_dump(mode="json")
    for section in [data, data.get("gateway", {})]:
        for key in ("redis", "admin_redis"):
            if isinstance(section.get(key), dict):
                section[key] = {k: section[key][k] for k in ("username",)}
    data.get("loop", {}).pop("worker_id", None)  # host name and pid
    return data


def health(test: list[str], every: dict[str, Any]) -> dict[str, Any]:
    url = re.search(r"http://127\.0\.0\.1:(\d+)(/\w+)", " ".join(test))
    assert url, test
    return {
        "path": url.group(2),
        "port": int(url.group(1)),
        "period_s": seconds(every["interval"]),
        "timeout_s": seconds(every["timeout"]),
        "retries": every["retries"],
    }


def probe(workload: Object, name: str) -> dict[str, Any]:
    spec = container(workload)[name]
    port = spec["httpGet"]["port"]
    if isinstance(port, str):
        port = next(p["containerPort"] for p in container(workload)["ports"] if p["name"] == port)
    return {
        "path": spec["httpGet"]["path"],
        "port": port,
        "period_s": spec["periodSeconds"],
        "timeout_s": spec["timeoutSeconds"],
        "retries": spec["failureThreshold"],
    }


def compose_facts(name: str, tmp: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    service = COMPOSE[name]
    env = {k: resolved(v) for k, v in service.get("environment", {}).items()}
    facts: dict[str, Any] = {"image": service["image"].split(":")[0], "command": service.get("command")}
    if name == "redis":
        facts["command"] = [*service["entrypoint"], *service["command"]]
        facts["health_user"] = re.search(r"--user (\w+)", service["healthcheck"]["test"][1]).group(1)  # type: ignore[union-attr]
        facts["acl_files"] = sorted(m.split(":")[1] for m in service["volumes"] if "/etc/redis/" in m)
        facts["ports"] = [6379]
        return facts
    facts["redis_user"] = env["TRANSQ_REDIS__USERNAME"]
    facts["admin_user"] = env.get("TRANSQ_GATEWAY__ADMIN_REDIS__USERNAME")
    facts["health"] = health(service["healthcheck"]["test"], service["healthcheck"])
    if name.startswith("worker"):
        config = image_config(service["build"]["target"])
        facts["settings"] = loaded(WorkerSettings, REPO / config if config else None, env, monkeypatch)
        facts["ports"] = [int(p) for p in service["expose"]]
        facts["startup_s"] = seconds(service["healthcheck"]["start_period"])
        facts["stop_grace_s"] = seconds(service["stop_grace_period"])
        facts["shm_bytes"] = size_bytes(service["shm_size"])
        devices = service.get("deploy", {}).get("resources", {}).get("reservations", {}).get("devices", [])
        facts["gpus"] = sum(d["count"] for d in devices)
        facts["model_cache"] = [v.split(":")[1] for v in service.get("volumes", []) if "huggingface" in v]
    else:
        facts["settings"] = loaded(ProducerSettings, None, env, monkeypatch)
        facts["ports"] = [int(p.rsplit(":", 1)[1]) for p in service["ports"]]
    return facts


def chart_facts(name: str, tmp: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    kind, suffix, sets = PAIRS[name]
    objects = render(VALUE_SETS["minimal"], sets=sets)
    workload = one(objects, kind, suffix)
    spec = container(workload)
    env = plain_env(workload)
    facts: dict[str, Any] = {"image": spec["image"].split(":")[0], "command": spec.get("command")}
    facts["ports"] = [p["containerPort"] for p in spec["ports"]]
    if name == "redis":
        facts["command"] = [*spec["command"], *spec["args"]]
        facts["health_user"] = re.search(r"--user (\w+)", spec["readinessProbe"]["exec"]["command"][2]).group(1)  # type: ignore[union-attr]
        acl = one(objects, "ConfigMap", "-valkey")["data"]
        mount = next(m["mountPath"] for m in spec["volumeMounts"] if m["name"] == "acl")
        facts["acl_files"] = sorted(f"{mount}/{key}" for key in acl)
        return facts
    facts["redis_user"] = env["TRANSQ_REDIS__USERNAME"]
    facts["admin_user"] = env.get("TRANSQ_GATEWAY__ADMIN_REDIS__USERNAME")
    facts["health"] = probe(workload, "readinessProbe")
    config = config_file(objects, workload, tmp)
    cls: type[TomlSettings] = WorkerSettings if name.startswith("worker") else ProducerSettings
    facts["settings"] = loaded(cls, config, env, monkeypatch)
    if name.startswith("worker"):
        pod = workload["spec"]["template"]["spec"]
        startup = spec["startupProbe"]
        facts["startup_s"] = startup["periodSeconds"] * startup["failureThreshold"]
        facts["stop_grace_s"] = pod["terminationGracePeriodSeconds"]
        volumes = {v["name"]: v for v in pod["volumes"]}
        shm = next(m["name"] for m in spec["volumeMounts"] if m["mountPath"] == "/dev/shm")
        facts["shm_bytes"] = size_bytes(volumes[shm]["emptyDir"]["sizeLimit"])
        facts["gpus"] = spec["resources"].get("limits", {}).get("nvidia.com/gpu", 0)
        facts["model_cache"] = [m["mountPath"] for m in spec["volumeMounts"] if m["name"] == "model-cache"]
    return facts


def test_every_compose_service_has_its_counterpart() -> None:
    assert set(COMPOSE) == set(PAIRS) | set(ELSEWHERE)


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_compose_and_the_chart_run_the_service_alike(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ours, theirs = compose_facts(name, tmp_path, monkeypatch), chart_facts(name, tmp_path, monkeypatch)
    assert set(ours) == set(theirs)
    differ = {key for key in ours if ours[key] != theirs[key]}
    known = {key for (service, key) in KNOWN_DIFFERENCES if service == name}
    assert {k: (ours[k], theirs[k]) for k in differ - known} == {}, "compose (left) and the chart (right) differ"
    assert known - differ == set(), f"listed in KNOWN_DIFFERENCES but alike now: {known - differ}"


def test_the_redis_command_differs_only_as_listed() -> None:
    redis = COMPOSE["redis"]
    valkey = container(one(render(VALUE_SETS["minimal"], sets=PAIRS["redis"][2]), "StatefulSet", "-valkey"))
    assert valkey["command"] == redis["entrypoint"]
    assert valkey["args"] == [*redis["command"], "--dir", "/data"]
    assert env_of_value(valkey, "REDIS_SERVER") == "valkey-server"


def env_of_value(spec: Object, name: str) -> str:
    return str(next(e["value"] for e in spec["env"] if e["name"] == name))


def test_scrape_targets_and_rules_match() -> None:
    """compose's Prometheus scrapes every worker on 9400 and the monitor on 9401 and loads
    configs/prometheus-alerts.yml; the chart's ServiceMonitors reach the same ports by name."""
    prometheus = yaml.safe_load((REPO / "configs" / "prometheus.yml").read_text())
    jobs = {job["job_name"]: job for job in prometheus["scrape_configs"]}
    objects = render(VALUE_SETS["gpu-keda"], sets=["worker.settings.placement.engines_per_gpu=1"])
    for component, port in (("worker", jobs["transq-worker"]["dns_sd_configs"][0]["port"]), ("monitor", 9401)):
        service = one(objects, "Service", f"-{component}")
        monitor = one(objects, "ServiceMonitor", f"-{component}")
        names = {e["port"] for e in monitor["spec"]["endpoints"]}
        assert {p["port"] for p in service["spec"]["ports"] if p["name"] in names} == {port}
    assert jobs["transq-monitor"]["static_configs"][0]["targets"] == ["monitor:9401"]
    assert prometheus["rule_files"] == ["prometheus-alerts.yml"]
    assert env_of(one(objects, "Deployment", "-monitor"))["TRANSQ_REDIS__USERNAME"]["value"] == "monitor"
