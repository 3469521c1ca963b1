"""Reading the measured runs against each other and against the issue's targets, and the
checks that the comparison was fair (same settings, same work)."""

from __future__ import annotations

from typing import Any

from bench.measure import ENGINE_CORE, MACHINE, SystemRun
from bench.workload import Workload
from worker.settings import EngineSettings
from worker.tune_figures import percentile

RATIO_TARGET = 0.97  # worker jobs/s >= 0.97 x the direct engine's
OVERHEAD_TARGET_MS = 0.3  # median queue overhead per job, no-op engine
DRAIN_TARGET = 4_000  # no-op jobs/s per worker process


def comparison(direct: SystemRun, worker: SystemRun) -> dict[str, Any]:
    def p50(run: SystemRun, attr: str) -> float:
        return percentile([getattr(t, attr) for t in run.timings], 50)

    return {
        "jobs_per_s_ratio": round(worker.jobs_per_s / direct.jobs_per_s, 4),
        "output_tokens_per_s_ratio": round(worker.output_tokens_per_s / direct.output_tokens_per_s, 4),
        "e2e_p50_ratio": round(p50(worker, "e2e_ms") / p50(direct, "e2e_ms"), 4),
        "service_p50_ratio": round(p50(worker, "service_ms") / p50(direct, "service_ms"), 4),
        # Wall time the queue added to the batch, spread over its jobs.
        "added_wall_ms_per_job": round((worker.wall_s - direct.wall_s) * 1000 / worker.jobs, 3),
        # On a CPU engine, throughput follows the cores its engine core gets; where the
        # rest went is in each system's cpu_s.
        "engine_core_cores": {run.name: _cores(run) for run in (direct, worker)},
        # Engine core CPU for the same work, worker / direct: above 1 when its threads burn
        # CPU without progress (preempted by other processes) or the cores ran slower.
        # jobs_per_s_ratio ~= cores ratio / this.
        "engine_core_cpu_ratio": _ratio(worker.cpu_s.get(ENGINE_CORE), direct.cpu_s.get(ENGINE_CORE)),
    }


def _ratio(a: float | None, b: float | None) -> float | None:
    return None if a is None or not b else round(a / b, 4)


def _cores(run: SystemRun) -> float | None:
    seconds = run.cpu_s.get(ENGINE_CORE)
    return None if seconds is None else round(seconds / run.wall_s, 3)


NOISY_SHARE = 0.1  # other processes above this share of the busy CPU in a batch: rerun


def others_share(runs: list[SystemRun]) -> float:
    """The largest share of the machine's busy CPU that other processes took in one batch."""
    shares = [
        (run.cpu_s[MACHINE] - sum(v for k, v in run.cpu_s.items() if k != MACHINE)) / run.cpu_s[MACHINE]
        for run in runs
        if run.cpu_s.get(MACHINE)
    ]
    return round(max(shares, default=0.0), 3)


def round_ratios(direct: list[SystemRun], worker: list[SystemRun]) -> list[float]:
    return [round(w.jobs_per_s / d.jobs_per_s, 4) for d, w in zip(direct, worker, strict=True)]


def fairness(
    direct: list[SystemRun], worker: list[SystemRun], rounds: list[Workload], engine: EngineSettings
) -> dict[str, bool]:
    """Checks that make the comparison valid, round by round."""
    pairs = list(zip(direct, worker, rounds, strict=True))
    return {
        "same_prompts_and_output_lengths": all(same_work(d, w) for d, w, _ in pairs),
        "outputs_match_budget": all(budget_followed(run, wl, engine) for d, w, wl in pairs for run in (d, w)),
    }


def same_work(direct: SystemRun, worker: SystemRun) -> bool:
    """Every job had the same prompt and output length on both systems."""

    def work(run: SystemRun) -> dict[str, tuple[int, int]]:
        return {t.job_id: (t.prompt_tokens, t.completion_tokens) for t in run.timings}

    return work(direct) == work(worker)


def budget_followed(run: SystemRun, workload: Workload, engine: EngineSettings) -> bool:
    """Each output is exactly the worker's budget for its source length, as counted by
    bench.workload: proof that our token counts are the engine's and ignore_eos held."""
    source = dict(zip((j.job_id for j in workload.jobs), workload.source_tokens, strict=True))
    for t in run.timings:
        budget = min(
            int(source[t.job_id] * engine.output_tokens_ratio) + engine.output_tokens_slack, engine.max_output_tokens
        )
        if engine.max_model_len is not None:
            budget = min(budget, engine.max_model_len - t.prompt_tokens)
        if t.completion_tokens != max(1, budget):
            return False
    return True


def target(text: str, measured: float | None, fmt: str, met: bool | None) -> dict[str, Any]:
    """One row of a suite's targets table (bench.report.targets_table)."""
    shown = "not run" if measured is None else format(measured, fmt)
    return {"target": text, "measured": measured, "measured_text": shown, "met": met}


def targets(comp: dict[str, Any], noop: dict[str, Any]) -> list[dict[str, Any]]:
    ratio = comp.get("jobs_per_s_ratio")
    overhead = noop.get("ms_per_job_median_window")
    drain = noop.get("jobs_per_s")
    return [
        target(
            f"worker >= {RATIO_TARGET}x direct engine (jobs/s)",
            ratio,
            ".3f",
            None if ratio is None else ratio >= RATIO_TARGET,
        ),
        target(
            f"median queue overhead <= {OVERHEAD_TARGET_MS} ms/job",
            overhead,
            ".3f",
            None if overhead is None else overhead <= OVERHEAD_TARGET_MS,
        ),
        target(
            f"no-op drain >= {DRAIN_TARGET:,} jobs/s per worker",
            drain,
            ",.0f",
            None if drain is None else drain >= DRAIN_TARGET,
        ),
    ]
