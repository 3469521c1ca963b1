"""The pairs suite's figures: means with 95 % intervals, ratios by pair, checks, targets.

- throughput and latency per system and in-flight case: the mean over its measured runs
  with its interval (bench.harness.stats); worker / direct: the interval of the per-pair ratios;
- first-result latency: the median end-to-end time of the first wave (the C jobs sent at
  once by C clients) on the first load after start, against the same jobs' in the first
  measured pair (the first load runs them under ids of their own). Like for like: job
  lengths drive the latency (~3.7 ms per output token on the H100), and a first wave of
  other jobs (median 118 output tokens against 41-73) once read as a 1.7-2.1x "cold start";
- CPU: each process's CPU ms per job, mean over runs; a run whose CPU-speed probe moved
  more than PROBE_MOVED between before and after is flagged;
- the no-op drain against the bare redis-py loop: jobs/s and CPU ms per job, by pair.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

from bench.harness import targets as goals
from bench.harness.drive import Drive
from bench.harness.stats import interval, ratio_interval
from worker.settings import EngineSettings

DIRECT, WORKER = "direct engine", "worker via Redis"
PROBE_MOVED = 0.2


@dataclass
class Measured:
    """Every measured run of this suite, as JSON-able dicts."""

    runs: list[dict[str, Any]] = field(default_factory=list)  # engine runs, one per system and pair
    first: dict[str, dict[str, Any]] = field(default_factory=dict)  # system -> its first load after start
    noop: list[dict[str, Any]] = field(default_factory=list)
    bare: list[dict[str, Any]] = field(default_factory=list)
    baseline: dict[str, Any] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)


FIRST_LOAD_SUFFIX = "-first"  # the first load's copies of pair 1's jobs


def first_wave_ms(run: Drive, clients: int) -> float:
    """Median end-to-end ms of the first wave: the ``clients`` jobs a closed loop sends at
    once, before any result came back, on whatever state the system was in."""
    first = sorted(run.samples, key=lambda s: s.arrival_s)[:clients]
    return round(statistics.median(s.e2e_ms for s in first), 2)


def first_wave_of(samples: dict[str, list[Any]], clients: int) -> dict[str, float]:
    """job id -> end-to-end ms of the first wave's jobs (the first ``clients`` sent)."""
    order = sorted(range(len(samples["job_id"])), key=lambda i: samples["arrival_s"][i])[:clients]
    return {samples["job_id"][i]: samples["e2e_ms"][i] for i in order}


def probe_moved(probe_ms: list[float]) -> bool:
    before, after = probe_ms
    return abs(after / before - 1) > PROBE_MOVED if before else False


def _cpu_ms_per_job(runs: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    roles = {role for run in runs for role in run["cpu_s"]}
    return {
        role: interval([run["cpu_s"].get(role, 0.0) * 1000 / run["figures"]["jobs"] for run in runs], 3)
        for role in sorted(roles)
    }


def system_figures(runs: list[dict[str, Any]]) -> dict[str, Any]:
    def ci(key: str, sub: str | None = None) -> dict[str, Any]:
        values = [run["figures"][key] if sub is None else run["figures"][key][sub] for run in runs]
        return interval([v for v in values if v is not None], 3)

    return {
        "runs": len(runs),
        "jobs_per_s": ci("jobs_per_s"),
        "output_tokens_per_s": ci("output_tokens_per_s"),
        "e2e_p50_ms": ci("e2e_ms", "p50"),
        "e2e_p95_ms": ci("e2e_ms", "p95"),
        "short_p95_ms": ci("short_p95_ms"),
        "engine_busy_fraction": ci("engine_busy_fraction"),
        "first_wave_ms": interval([run["first_wave_ms"] for run in runs], 2),
        "cpu_ms_per_job": _cpu_ms_per_job(runs),
    }


def _paired(runs: list[dict[str, Any]], c: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The direct and worker runs of case ``c``, in pair order."""
    of = {(run["system"], run["pair"]): run for run in runs if run["in_flight"] == c}
    pairs = sorted(p for s, p in of if s == DIRECT and (WORKER, p) in of)
    return [of[DIRECT, p] for p in pairs], [of[WORKER, p] for p in pairs]


def case_figures(runs: list[dict[str, Any]], c: int) -> dict[str, Any]:
    direct, worker = _paired(runs, c)

    def ratio(key: str) -> dict[str, Any]:
        both = [(w["figures"][key], d["figures"][key]) for d, w in zip(direct, worker, strict=True)]
        both = [(a, b) for a, b in both if a and b]
        return ratio_interval([a for a, _ in both], [b for _, b in both])

    return {
        "in_flight": c,
        "systems": {DIRECT: system_figures(direct), WORKER: system_figures(worker)},
        "worker_over_direct": {
            "jobs_per_s": ratio("jobs_per_s"),
            "output_tokens_per_s": ratio("output_tokens_per_s"),
            "short_p95_ms": ratio("short_p95_ms"),
        },
    }


def first_result(out: Measured) -> dict[str, Any]:
    """Per system: the first wave of the first load after start against the same jobs in the
    first measured pair of that in-flight case."""
    rows = {}
    for name, first in out.first.items():
        c = first["in_flight"]
        warm_run = [r for r in out.runs if r["system"] == name and r["in_flight"] == c and r["pair"] == 0]
        if not warm_run:
            continue
        cold = first_wave_of(first["samples"], c)
        warm = dict(zip(warm_run[0]["samples"]["job_id"], warm_run[0]["samples"]["e2e_ms"], strict=True))
        same = [job for job in cold if job.removesuffix(FIRST_LOAD_SUFFIX) in warm]
        if not same:
            continue
        cold_ms = statistics.median(cold[job] for job in same)
        warm_ms = statistics.median(warm[job.removesuffix(FIRST_LOAD_SUFFIX)] for job in same)
        rows[name] = {
            "in_flight": c,
            "jobs": len(same),
            "first_load_ms": round(cold_ms, 2),
            "same_jobs_warm_ms": round(warm_ms, 2),
            "ratio": round(cold_ms / warm_ms, 3) if warm_ms else None,
        }
    return rows


def noop_figures(out: Measured) -> dict[str, Any]:
    noop = sorted(out.noop, key=lambda r: r["pair"])
    bare = sorted(out.bare, key=lambda r: r["pair"])
    both = [(n, b) for n in noop for b in bare if n["pair"] == b["pair"]]
    return {
        "noop_jobs_per_s": interval([r["jobs_per_s"] for r in noop], 1),
        "noop_worker_cpu_ms_per_job": interval([r["worker_cpu_ms_per_job"] for r in noop], 4),
        "noop_redis_cpu_ms_per_job": interval([r["redis_cpu_ms_per_job"] for r in noop], 4),
        "bare_jobs_per_s": interval([r["jobs_per_s"] for r in bare], 1),
        "bare_cpu_ms_per_job": interval([r["cpu_ms_per_job"] for r in bare], 4),
        "noop_over_bare": ratio_interval([n["jobs_per_s"] for n, _ in both], [b["jobs_per_s"] for _, b in both]),
    }


# -- checks and targets -----------------------------------------------------------------


def _tokens(run: dict[str, Any]) -> dict[str, int]:
    return dict(zip(run["samples"]["job_id"], run["samples"]["completion_tokens"], strict=True))


def budget_followed(run: dict[str, Any], engine: EngineSettings) -> bool:
    """Each output is exactly the worker's budget for its source length, as counted by
    worker.sizing.build_workload: proof that our token counts are the engine's and ignore_eos held."""
    cols = run["samples"]
    for source, prompt, out in zip(
        cols["source_tokens"], cols["prompt_tokens"], cols["completion_tokens"], strict=True
    ):
        budget = min(int(source * engine.output_tokens_ratio) + engine.output_tokens_slack, engine.max_output_tokens)
        if engine.max_model_len is not None:
            budget = min(budget, engine.max_model_len - prompt)
        if out != max(1, budget):
            return False
    return True


def checks(out: Measured, engine: EngineSettings, extra: dict[str, Any]) -> dict[str, bool]:
    by = {(r["system"], r["in_flight"], r["pair"]): r for r in out.runs}
    pairs = {(c, p) for s, c, p in by if s == DIRECT and (WORKER, c, p) in by}  # both ran
    found = extra | {
        "same output tokens per job in every pair": all(
            _tokens(by[DIRECT, c, p]) == _tokens(by[WORKER, c, p]) for c, p in pairs
        ),
        "outputs match the budget": all(budget_followed(r, engine) for r in out.runs),
    }
    if out.noop:
        found["no-op workers exit 0"] = all(r["exit_code"] == 0 for r in out.noop)
        found["no-op settings identical"] = all(r["settings_identical"] for r in out.noop)
    return found


def flagged(out: Measured) -> list[str]:
    """Runs whose CPU-speed probe moved more than PROBE_MOVED: their figures are suspect."""
    engine = [
        f"{r['system']} {r['in_flight']} in flight pair {r['pair'] + 1}"
        for r in out.runs
        if probe_moved(r["cpu_probe_ms"])
    ]
    drains = [
        f"{kind} pair {r['pair'] + 1}"
        for kind, rows in (("no-op", out.noop), ("bare", out.bare))
        for r in rows
        if probe_moved(r["cpu_probe_ms"])
    ]
    return engine + drains


def target_rows(
    cases: list[dict[str, Any]], first: dict[str, Any], noop: dict[str, Any], baseline: float | None, device: str
) -> list[dict[str, Any]]:
    rows = []
    for case in cases:
        c, ratios = case["in_flight"], case["worker_over_direct"]
        text = f"worker >= {goals.DIRECT_RATIO:g}x direct, {c} in flight (95% low >= {goals.DIRECT_RATIO_LOW:g})"
        rows.append(goals.at_least(text, ratios["jobs_per_s"], goals.DIRECT_RATIO, goals.DIRECT_RATIO_LOW))
        text = f"short jobs' p95, {c} in flight: worker <= {goals.SHORT_P95:g}x direct"
        rows.append(goals.at_most(text, ratios["short_p95_ms"], goals.SHORT_P95))
    if WORKER in first:
        ratio = first[WORKER]["ratio"]
        text = f"first-result latency (worker) <= {goals.FIRST_RESULT:g}x steady state"
        rows.append(goals.target(text, ratio, ".3f", None if ratio is None else ratio <= goals.FIRST_RESULT))
    if baseline is not None:
        goal = goals.BASELINE[device]
        rows.append(
            goals.target(f"worker >= {goal:g}x multiprocessing x1 ({device})", baseline, ".2f", baseline >= goal)
        )
    if noop.get("noop_jobs_per_s", {}).get("mean") is not None:
        rows += [
            goals.at_least(
                f"no-op drain >= {goals.NOOP_JOBS_PER_S:,} jobs/s per worker (GPU host)",
                noop["noop_jobs_per_s"],
                goals.NOOP_JOBS_PER_S,
                fmt=",.0f",
            ),
            goals.at_most(
                f"worker CPU per no-op job <= {goals.NOOP_CPU_MS:g} ms (GPU host)",
                noop["noop_worker_cpu_ms_per_job"],
                goals.NOOP_CPU_MS,
            ),
            goals.at_least(
                f"no-op drain >= {goals.BARE_LOOP:g}x the bare redis-py loop", noop["noop_over_bare"], goals.BARE_LOOP
            ),
        ]
    return rows


def baseline_ratio(out: Measured, cases: list[dict[str, Any]]) -> float | None:
    """Worker jobs/s (mean, same in-flight case) / the 1-process baseline's one run."""
    if not out.baseline:
        return None
    same = [case for case in cases if case["in_flight"] == out.baseline["in_flight"]]
    worker = same[0]["systems"][WORKER]["jobs_per_s"]["mean"] if same else None
    base = out.baseline["figures"]["jobs_per_s"]
    return round(worker / base, 2) if worker and base else None


def summarise(out: Measured, engine: EngineSettings, device: str, extra_checks: dict[str, Any]) -> dict[str, Any]:
    cases = [case_figures(out.runs, c) for c in sorted({r["in_flight"] for r in out.runs})]
    first = first_result(out)
    noop = noop_figures(out) if out.noop or out.bare else {}
    baseline = baseline_ratio(out, cases)
    return {
        "cases": cases,
        "first_result": first,
        "noop": noop,
        "baseline": {
            "system": out.baseline.get("system"),
            "figures": out.baseline.get("figures"),
            "worker_over": baseline,
        },
        "checks": checks(out, engine, extra_checks),
        "flagged_runs": flagged(out),
        "targets": target_rows(cases, first, noop, baseline, device),
    }
