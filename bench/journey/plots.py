"""PNG plots of a journey's JSON (matplotlib, headless): throughput per system, latency
distributions, throughput and p95 latency against the offered load, and throughput against
the concurrency each system reached.

``python -m bench plot RESULTS.json`` redraws them from a JSON file, e.g. one a GPU
machine without matplotlib wrote; given the JSON of ``python -m worker tune --json``, it
draws throughput and p95 latency against max_in_flight.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # no display: write files only
import matplotlib.pyplot as plt  # after the backend choice

Results = dict[str, Any]


def _title(results: Results) -> str:
    m, v = results["machine"], results["versions"]
    return f"{m['cpu_model'][:40]} ({m['logical_cores']} cores), vLLM {v['vllm']}"


def throughput(results: Results, path: Path) -> Path:
    closed = [c for c in results["cases"] if c.startswith("closed")]
    systems = list(results["systems"].values())
    fig, ax = plt.subplots(figsize=(9, 4.5))
    width = 0.8 / max(len(closed), 1)
    for i, case in enumerate(closed):
        values = [results["cases"][case].get(s, {}).get("jobs_per_s", 0.0) for s in systems]
        bars = ax.bar([x + i * width for x in range(len(systems))], values, width, label=case)
        ax.bar_label(bars, fmt="%.1f", fontsize=8)
    ax.set_xticks([x + width * (len(closed) - 1) / 2 for x in range(len(systems))], systems, rotation=15)
    ax.set_ylabel("jobs/s")
    ax.set_title(f"Throughput, closed loop\n{_title(results)}", fontsize=10)
    ax.legend()
    return _save(fig, path)


def latency(results: Results, path: Path) -> Path:
    closed = [c for c in results["cases"] if c.startswith("closed")]
    fig, axes = plt.subplots(1, len(closed), figsize=(6 * len(closed), 4.5), squeeze=False)
    for ax, case in zip(axes[0], closed, strict=True):
        runs = results["samples"][case]
        names = list(runs)
        ax.boxplot([[v / 1000 for v in runs[n]["e2e_ms"]] for n in names], whis=(1, 99), showfliers=False)
        ax.set_xticks(range(1, len(names) + 1), names, rotation=20, fontsize=8)
        ax.set_yscale("log")
        ax.set_ylabel("end-to-end latency, s (box: p25-p75, whiskers p1-p99)")
        ax.set_title(case, fontsize=10)
    fig.suptitle(f"Latency distributions\n{_title(results)}", fontsize=10)
    return _save(fig, path)


def load_curves(results: Results, path: Path) -> Path:
    """Open loop: achieved jobs/s and p95 against the offered rate, one line per system."""
    opened = sorted((c for c in results["cases"] if c.startswith("open")), key=_rate)
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5))
    for system in results["systems"].values():
        points = [(_rate(c), results["cases"][c][system]) for c in opened if system in results["cases"][c]]
        if not points:
            continue
        rates = [r for r, _ in points]
        left.plot(rates, [f["jobs_per_s"] for _, f in points], marker="o", label=system)
        right.plot(rates, [f["e2e_ms"]["p95"] / 1000 for _, f in points], marker="o", label=system)
    left.set_xlabel("offered load, jobs/s (Poisson)")
    left.set_ylabel("achieved jobs/s")
    right.set_xlabel("offered load, jobs/s (Poisson)")
    right.set_ylabel("p95 end-to-end latency, s")
    right.set_yscale("log")
    left.legend(fontsize=8)
    fig.suptitle(f"Throughput and latency against offered load\n{_title(results)}", fontsize=10)
    return _save(fig, path)


def in_engine(results: Results, path: Path) -> Path:
    """Throughput against the concurrency each system reached (mean jobs inside its engine),
    one point per case: where a design caps concurrency (one request per process), or fills
    its slots without turning them into throughput (batches waiting for their longest job)."""
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for system in results["systems"].values():
        points = sorted(
            (f["mean_in_engine"], f["jobs_per_s"], case)
            for case, runs in results["cases"].items()
            if (f := runs.get(system)) and "uniform" not in case
        )
        if points:
            ax.plot([p[0] for p in points], [p[1] for p in points], marker="o", label=system)
    ax.set_xlabel("mean jobs inside the engine (concurrency reached)")
    ax.set_ylabel("jobs/s")
    ax.legend(fontsize=8)
    ax.set_title(f"Throughput vs concurrency, variable lengths (every case)\n{_title(results)}", fontsize=10)
    return _save(fig, path)


def _rate(case: str) -> float:
    return float(case.removeprefix("open ").removesuffix("/s"))


def _save(fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def concurrency(tune: Results, path: Path) -> Path:
    """``python -m worker tune``'s sweep: throughput and p95 against max_in_flight."""
    sweep = tune["sweep"]
    k = [row["max_in_flight"] for row in sweep]
    fig, left = plt.subplots(figsize=(8, 4.5))
    left.plot(k, [row["jobs_per_s"] for row in sweep], marker="o", color="tab:blue", label="jobs/s")
    left.set_xscale("log", base=2)
    left.set_xticks(k, [str(v) for v in k])
    left.set_xlabel("max_in_flight (jobs in the engine at once)")
    left.set_ylabel("jobs/s", color="tab:blue")
    right = left.twinx()
    right.plot(k, [row["p95_ms"] / 1000 for row in sweep], marker="s", color="tab:red", label="p95 latency")
    right.set_ylabel("p95 latency, s", color="tab:red")
    chosen = tune["recommendation"]["max_in_flight"]
    left.axvline(chosen, color="grey", linestyle="--", linewidth=1)
    m, v = tune["machine"], tune["versions"]
    fig.suptitle(
        f"Throughput vs concurrency (recommended: {chosen})\n{m['cpu_model'][:40]}, vLLM {v['vllm']}", fontsize=10
    )
    return _save(fig, path)


def plot_any(results: Results, json_path: Path) -> list[Path]:
    """The plots of a journey's JSON, or of a tune sweep's."""
    if "sweep" in results:
        return [concurrency(results, json_path.with_suffix(".png"))]
    return plot_all(results, json_path)


def plot_all(results: Results, json_path: Path) -> list[Path]:
    stem = json_path.with_suffix("")
    paths = [throughput(results, Path(f"{stem}-throughput.png")), latency(results, Path(f"{stem}-latency.png"))]
    if any(c.startswith("open") for c in results["cases"]):
        paths.append(load_curves(results, Path(f"{stem}-load.png")))
    paths.append(in_engine(results, Path(f"{stem}-concurrency.png")))
    return paths
