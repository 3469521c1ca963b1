"""The Helm chart, deploy/helm/transq: helm lint, a render of every CI value set
(deploy/helm/transq/ci/) validated against the Kubernetes, KEDA and Prometheus Operator
schemas (tests/deploy/chart_support.py), and what the chart must get right for transq: the
grace period covers the worker's drain, each Redis password reaches only its role's pods, the
engine settings from values reach the worker, the files of configs/ are the ones shipped.
A broken chart fails here: the last tests break one on purpose and watch the checks catch it."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest
import yaml

from devtools.acl import ROLES
from producer.settings import ProducerSettings
from tests.deploy.chart_support import (
    CHART,
    REPO,
    VALUE_SETS,
    Object,
    RenderError,
    config_file,
    container,
    custom_errors,
    custom_resource_checks_missing,
    env_of,
    helm,
    helm_binary,
    kubernetes_errors,
    name_of,
    one,
    plain_env,
    render,
    workloads,
)
from worker.settings import WorkerSettings

pytest.importorskip("kubernetes_validate", reason="kubernetes-validate not installed (the dev extra)")
pytestmark = pytest.mark.skipif(
    helm_binary() is None, reason="helm not installed (scripts/setup.sh --tests puts it in .data/tools/helm)"
)

CONFIGS = REPO / "configs"
# Each process's Redis connections (environment prefixes), and the user each workload logs in as.
ROLE_OF_PREFIX = {"TRANSQ_REDIS": None, "TRANSQ_GATEWAY__ADMIN_REDIS": "admin"}
LOGIN = {"-worker": "worker", "-monitor": "monitor", "-gateway": "gateway"}


def test_the_value_sets_ci_renders() -> None:
    assert {"minimal", "gpu-keda", "sentinel", "cluster-tls"} <= set(VALUE_SETS)


@pytest.mark.parametrize("value_set", sorted(VALUE_SETS))
def test_helm_lint(value_set: str) -> None:
    done = helm("lint", "--strict", CHART, "-f", VALUE_SETS[value_set])
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("value_set", sorted(VALUE_SETS))
def test_every_object_matches_the_kubernetes_schemas(value_set: str) -> None:
    objects = render(VALUE_SETS[value_set])
    assert kubernetes_errors(objects) == []
    kinds = {o["kind"] for o in objects}
    assert {"Deployment", "Service", "ConfigMap", "PodDisruptionBudget"} <= kinds


@pytest.mark.parametrize("value_set", sorted(VALUE_SETS))
def test_every_custom_resource_matches_keda_and_the_prometheus_operator(value_set: str) -> None:
    if why := custom_resource_checks_missing():
        pytest.skip(why)
    objects = render(VALUE_SETS[value_set])
    assert custom_errors(objects) == []


def test_gpu_with_keda_renders_the_scaler_and_the_monitoring_objects() -> None:
    objects = render(VALUE_SETS["gpu-keda"])
    kinds = sorted(o["kind"] for o in objects)
    assert kinds.count("ScaledObject") == 1 and kinds.count("PrometheusRule") == 1
    assert kinds.count("ServiceMonitor") == 3 and "Ingress" in kinds and "StatefulSet" in kinds
    worker = one(objects, "Deployment", "-worker")
    assert "replicas" not in worker["spec"], "KEDA owns the replica count"
    scaled = one(objects, "ScaledObject", "-worker")["spec"]
    assert scaled["scaleTargetRef"]["name"] == worker["metadata"]["name"]
    assert scaled["minReplicaCount"] == 0
    trigger = scaled["triggers"][0]
    assert trigger["type"] == "prometheus"
    # docs/operations.md's query; the threshold is what one pod runs at once: 32 x 2 engines.
    assert trigger["metadata"]["query"] == (
        'sum(transq_queue_backlog{queue="default"}) + sum(transq_queue_pending{queue="default"})'
    )
    assert trigger["metadata"]["threshold"] == "64"


# -- the grace period -----------------------------------------------------------------------


def worker_settings(objects: list[Object], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> WorkerSettings:
    """The settings the worker container would load: its variables over its config file."""
    worker = one(objects, "Deployment", "-worker")
    config = config_file(objects, worker, tmp_path)
    for name, value in plain_env(worker).items():
        if name.startswith("TRANSQ_") and name != "TRANSQ_CONFIG":
            monkeypatch.setenv(name, value)
    return WorkerSettings.load(config)


@pytest.mark.parametrize("value_set", sorted(VALUE_SETS))
def test_the_grace_period_covers_the_workers_drain(
    value_set: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    objects = render(VALUE_SETS[value_set])
    settings = worker_settings(objects, tmp_path, monkeypatch)
    pod = one(objects, "Deployment", "-worker")["spec"]["template"]["spec"]
    # The drain, then the engine's shutdown: at least 10 s past loop.grace_period_s.
    assert pod["terminationGracePeriodSeconds"] >= settings.loop.grace_period_s + 10


def test_the_default_grace_period_is_the_drain_plus_the_margin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    objects = render(VALUE_SETS["minimal"], sets=["worker.settings.loop.grace_period_s=90"])
    assert worker_settings(objects, tmp_path, monkeypatch).loop.grace_period_s == 90
    assert one(objects, "Deployment", "-worker")["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] == 105


def test_the_chart_refuses_a_grace_period_within_the_drain() -> None:
    with pytest.raises(RenderError, match="must be above the worker's drain"):
        render(VALUE_SETS["minimal"], sets=["worker.terminationGracePeriodSeconds=30"])


# -- Redis users -----------------------------------------------------------------------------


def redis_logins(objects: list[Object], workload: Object) -> dict[str, str]:
    """Each Redis connection of the workload (env prefix) -> the role whose Secret it reads;
    asserts that the username it logs in with is that role."""
    secrets = {o["metadata"]["name"]: o for o in objects if o["kind"] == "Secret"}
    env = env_of(workload)
    logins = {}
    for prefix in ROLE_OF_PREFIX:
        if f"{prefix}__PASSWORD" not in env:
            continue
        user = env[f"{prefix}__USERNAME"]["value"]
        ref = env[f"{prefix}__PASSWORD"]["valueFrom"]["secretKeyRef"]
        if ref["name"] in secrets:  # one the chart made: <fullname>-redis-<role>
            assert ref["name"].endswith(f"-redis-{user}"), f"{name_of(workload)} logs in as {user} with {ref}"
        logins[prefix] = user
    return logins


def secret_roles(objects: list[Object], workload: Object, value_set: Path) -> set[str]:
    """The roles whose password Secrets the workload's pods read."""
    users = yaml.safe_load(value_set.read_text()).get("redis", {}).get("users", {})
    existing = {u["existingSecret"]: role for role, u in users.items() if u.get("existingSecret")}
    roles = set()
    for entry in env_of(workload).values():
        ref = entry.get("valueFrom", {}).get("secretKeyRef")
        if ref is None or "sentinel" in ref["name"] or ref["name"] == "hf-token":
            continue
        name = ref["name"]
        roles.add(existing.get(name) or name.rsplit("-redis-", 1)[1])
    volumes = workload["spec"]["template"]["spec"].get("volumes", [])
    assert not [v for v in volumes if "-redis-" in v.get("secret", {}).get("secretName", "")], "passwords as files"
    return roles


@pytest.mark.parametrize("value_set", sorted(VALUE_SETS))
def test_each_redis_password_reaches_only_its_roles_pods(value_set: str) -> None:
    path = VALUE_SETS[value_set]
    objects = render(path)
    values = yaml.safe_load(path.read_text())
    admin_console = values.get("gateway", {}).get("adminConsole", True)
    expected = {
        "-worker": {"worker"},
        "-monitor": {"monitor"},
        "-gateway": {"gateway", "admin"} if admin_console else {"gateway"},
        "-valkey": set(ROLES),  # it renders the whole ACL file
    }
    seen = set()
    for workload in workloads(objects):
        suffix = "-" + workload["metadata"]["name"].rsplit("-", 1)[1]
        assert secret_roles(objects, workload, path) == expected[suffix], name_of(workload)
        seen.add(suffix)
        if suffix != "-valkey":
            logins = redis_logins(objects, workload)
            assert logins["TRANSQ_REDIS"] == LOGIN[suffix]
            admin = "admin" if suffix == "-gateway" and admin_console else None
            assert logins.get("TRANSQ_GATEWAY__ADMIN_REDIS") == admin
    assert {"-worker", "-monitor", "-gateway"} <= seen
    # Every Secret a pod reads is one the chart renders or one the values name as the user's own.
    rendered = {o["metadata"]["name"] for o in objects if o["kind"] == "Secret"}
    for workload in workloads(objects):
        for entry in env_of(workload).values():
            if ref := entry.get("valueFrom", {}).get("secretKeyRef"):
                assert ref["name"] in rendered or ref["name"] in json.dumps(values), ref


def test_the_valkey_gets_every_roles_password_and_the_shipped_acl_file() -> None:
    objects = render(VALUE_SETS["gpu-keda"])
    valkey = one(objects, "StatefulSet", "-valkey")
    env = env_of(valkey)
    for role in ROLES:
        ref = env[f"TRANSQ_{role.upper()}_PASSWORD"]["valueFrom"]["secretKeyRef"]
        assert ref["name"].endswith(f"-redis-{role}")
    acl = one(objects, "ConfigMap", "-valkey")["data"]
    assert acl["users.acl.template"] == (CONFIGS / "redis" / "users.acl.template").read_text()
    assert acl["render-acl.sh"] == (CONFIGS / "redis" / "render-acl.sh").read_text()
    assert (
        env_of(one(objects, "Deployment", "-worker"))["TRANSQ_REDIS__URL"]["value"] == "redis://t-transq-valkey:6379/0"
    )


def test_no_password_has_a_default() -> None:
    with pytest.raises(RenderError, match=r"redis\.url"):
        render()
    with pytest.raises(RenderError, match=r"redis.users.gateway.password .* has no default"):
        render(sets=["redis.url=redis://r:6379/0"])


def test_sentinel_and_cluster_settings_reach_every_connection() -> None:
    sentinel = render(VALUE_SETS["sentinel"])
    for workload in workloads(sentinel):
        env = env_of(workload)
        assert env["TRANSQ_REDIS__URL"]["value"].startswith("redis+sentinel://")
        assert env["TRANSQ_REDIS__SENTINEL_USERNAME"]["value"] == "sentinel-user"
        ref = env["TRANSQ_REDIS__SENTINEL_PASSWORD"]["valueFrom"]["secretKeyRef"]
        assert ref == {"name": "redis-sentinel-login", "key": "password"}
    cluster = render(VALUE_SETS["cluster-tls"])
    for workload in workloads(cluster):
        values = plain_env(workload)
        for prefix in ("TRANSQ_REDIS", "TRANSQ_GATEWAY__ADMIN_REDIS"):
            if f"{prefix}__URL" in values:
                assert values[f"{prefix}__CLUSTER"] == "true" and values[f"{prefix}__SSL_CA_CERTS"] == "/tls/ca.crt"
        mounts = {m["mountPath"] for m in container(workload)["volumeMounts"]}
        assert "/tls" in mounts


# -- the worker's settings -------------------------------------------------------------------


def test_engine_settings_from_values_reach_the_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sets = [
        "worker.settings.engine.model=org/model-7b",
        "worker.settings.engine.gpu_memory_utilization=0.85",
        "worker.settings.engine.max_model_len=8192",
        "worker.settings.loop.max_in_flight=24",
        "worker.settings.placement.engines_per_gpu=3",
        "keda.enabled=true",
        "metrics.serviceMonitor.enabled=true",
    ]
    objects = render(VALUE_SETS["minimal"], sets=sets)
    settings = worker_settings(objects, tmp_path, monkeypatch)
    assert settings.engine.model == "org/model-7b" and settings.engine.max_model_len == 8192
    assert settings.engine.gpu_memory_utilization == 0.85 and settings.loop.max_in_flight == 24
    assert settings.placement.engines_per_gpu == 3 and settings.metrics.port == 9400
    assert settings.engine.enable_prefix_caching, "the rest comes from configs/worker-gpu.toml"
    worker = one(objects, "Deployment", "-worker")
    spec = container(worker)
    assert spec["resources"]["limits"]["nvidia.com/gpu"] == 1, "one GPU per pod"
    # K engines, K metrics ports (metrics.port + i): all scraped; the last to load gates readiness.
    assert [p["containerPort"] for p in spec["ports"]] == [9400, 9401, 9402]
    assert spec["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": 9402}
    assert spec["startupProbe"]["httpGet"] == {"path": "/readyz", "port": 9402}
    assert spec["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": 9400}
    endpoints = one(objects, "ServiceMonitor", "-worker")["spec"]["endpoints"]
    assert [e["port"] for e in endpoints] == ["metrics-0", "metrics-1", "metrics-2"]
    assert one(objects, "ScaledObject", "-worker")["spec"]["triggers"][0]["metadata"]["threshold"] == "72"


@pytest.mark.parametrize("value_set", sorted(VALUE_SETS))
def test_every_process_loads_its_rendered_settings(
    value_set: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker's, the monitor's and the gateway's settings classes (extra="forbid") load
    what the chart gives each: its config file under its variables (a Secret's as a stand-in)."""
    objects = render(VALUE_SETS[value_set])
    for suffix, cls in (("-worker", WorkerSettings), ("-monitor", ProducerSettings), ("-gateway", ProducerSettings)):
        workload = one(objects, "Deployment", suffix)
        with monkeypatch.context() as patch:
            for name, entry in env_of(workload).items():
                if name.startswith("TRANSQ_") and name != "TRANSQ_CONFIG":
                    patch.setenv(name, entry.get("value", "from-a-secret"))
            settings = cls.load(config_file(objects, workload, tmp_path))
        assert settings.redis.username == LOGIN[suffix]
        assert settings.redis.password is not None and settings.redis.url == plain_env(workload)["TRANSQ_REDIS__URL"]


def test_adaptive_in_flight_needs_an_explicit_keda_threshold() -> None:
    with pytest.raises(RenderError, match=r"keda.threshold is required"):
        render(VALUE_SETS["minimal"], sets=["keda.enabled=true", "worker.settings.loop.max_in_flight=auto"])


# -- the files of configs/ -------------------------------------------------------------------


def test_the_config_maps_hold_the_files_of_configs() -> None:
    objects = render(VALUE_SETS["gpu-keda"])
    data = one(objects, "ConfigMap", "-config")["data"]
    for name in ("worker.toml", "worker-gpu.toml", "producer.toml"):
        assert data[name] == (CONFIGS / name).read_text()
    alerts = yaml.safe_load((CONFIGS / "prometheus-alerts.yml").read_text())
    assert one(objects, "PrometheusRule", "t-transq")["spec"]["groups"] == alerts["groups"]
    dashboard = one(objects, "ConfigMap", "-dashboard")["data"]["transq.json"]
    assert json.loads(dashboard) == json.loads((CONFIGS / "grafana" / "dashboards" / "transq.json").read_text())


# -- a broken chart fails --------------------------------------------------------------------


def test_the_validators_reject_broken_objects() -> None:
    """The same checks, fed objects broken the ways a template goes wrong, must say so."""
    objects = render(VALUE_SETS["gpu-keda"])
    typo = copy.deepcopy(one(objects, "Deployment", "-worker"))
    container(typo)["readinessProbes"] = container(typo).pop("readinessProbe")  # an unknown field
    wrong_type = copy.deepcopy(one(objects, "Deployment", "-worker"))
    container(wrong_type)["ports"][0]["containerPort"] = "9400"  # a string for an integer
    errors = kubernetes_errors([typo, wrong_type])
    assert len(errors) == 4, errors  # each at both Kubernetes versions
    assert "readinessProbes" in errors[0] and "containerPort" in errors[2], errors
    assert kubernetes_errors([{"apiVersion": "v1", "kind": "Podd", "metadata": {"name": "x"}}]), "no schema"
    if why := custom_resource_checks_missing():
        pytest.skip(f"the Kubernetes half passed; {why}")
    scaled = copy.deepcopy(one(objects, "ScaledObject", "-worker"))
    scaled["spec"]["minReplicaCount"] = "zero"
    monitor = copy.deepcopy(one(objects, "ServiceMonitor", "-monitor"))
    del monitor["spec"]["selector"]
    unknown = {"apiVersion": "keda.sh/v1alpha1", "kind": "ScaledThing", "metadata": {"name": "x"}}
    errors = custom_errors([scaled, monitor, unknown])
    assert len(errors) == 3, errors
    assert "minReplicaCount" in errors[0] and "selector" in errors[1] and "no schema" in errors[2]


def test_a_broken_template_fails_the_render_checks(tmp_path: Path) -> None:
    """A copy of the chart with one template broken: the schema check must fail on it."""
    broken = tmp_path / "transq"
    shutil.copytree(CHART, broken)  # links followed: files/ holds copies of configs/
    template = broken / "templates" / "worker.yaml"
    text = template.read_text()
    assert "terminationGracePeriodSeconds: {{" in text
    template.write_text(text.replace("terminationGracePeriodSeconds: {{", "terminationGracePeriod: {{"))
    objects = render(VALUE_SETS["minimal"], chart=broken)
    errors = kubernetes_errors(objects)
    assert errors and all("terminationGracePeriod" in e for e in errors), errors
