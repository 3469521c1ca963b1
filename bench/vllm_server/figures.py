"""The vllm-server suite's figures (bench.vllm_server.run measures): per run, per level (means
and intervals, ratios to the server by pair) and each system at its own best level."""

from __future__ import annotations

from typing import Any

from bench.harness.drive import Sample
from bench.harness.fleet import SHORT_TOKENS
from bench.harness.stats import interval, ratio_interval
from worker.sizing import percentile

SERVER = "server"
CONTROL = "control"  # a worker side with settings of its own (``--control-env``): a change's control


def worker_side(k: int) -> str:
    """The name of the worker side of K engines (``worker`` for one, as before issue 36)."""
    return "worker" if k == 1 else f"worker x{k}"


def sample_figures(samples: list[Sample]) -> dict[str, Any]:
    """A run's jobs/s and short-job p95, and where a job's time went: its end to end, the
    system's own span of it (the worker's start to finish: prompt, engine, checks; for the
    server the whole request, timed by its client) and the tokens each job took."""
    wall_s = max(s.arrival_s + s.e2e_ms / 1000 for s in samples) - min(s.arrival_s for s in samples)
    short = [s.e2e_ms for s in samples if s.source_tokens <= SHORT_TOKENS]
    n = len(samples)
    completion = sum(s.served.completion_tokens for s in samples)
    return {"jobs": n, "jobs_per_s": round(n / wall_s, 3),
            "short_p95_ms": round(percentile(short, 95), 2) if short else None,
            "mean_e2e_ms": round(sum(s.e2e_ms for s in samples) / n, 2),
            "mean_span_ms": round(sum(s.served.end_ms - s.served.start_ms for s in samples) / n, 2),
            "mean_prompt_tokens": round(sum(s.served.prompt_tokens for s in samples) / n, 1),
            "mean_completion_tokens": round(completion / n, 1),
            "completion_tokens_per_s": round(completion / wall_s, 1)}  # fmt: skip


def summarise(rows: list[dict[str, Any]], sides: list[str]) -> dict[str, Any]:
    """Per system: jobs/s and short p95 with intervals; per worker side, its ratios to the
    server by pair."""
    s_jobs = [r[SERVER]["jobs_per_s"] for r in rows]
    s_p95 = [r[SERVER]["short_p95_ms"] or 1 for r in rows]
    out: dict[str, Any] = {}
    for side in [*sides, SERVER]:
        jobs = [r[side]["jobs_per_s"] for r in rows]
        p95 = [r[side]["short_p95_ms"] or 0 for r in rows]
        out[side] = {"jobs_per_s": interval(jobs), "short_p95_ms": interval(p95), "where": where(rows, side)}
        if side != SERVER:
            out[side] |= {"jobs_per_s_over_server": ratio_interval(jobs, s_jobs),
                          "short_p95_over_server": ratio_interval(p95, s_p95)}  # fmt: skip
        if side not in (SERVER, CONTROL) and CONTROL in sides:
            c_jobs = [r[CONTROL]["jobs_per_s"] for r in rows]
            c_p95 = [r[CONTROL]["short_p95_ms"] or 1 for r in rows]
            out[side] |= {"jobs_per_s_over_control": ratio_interval(jobs, c_jobs),
                          "short_p95_over_control": ratio_interval(p95, c_p95)}  # fmt: skip
    return out


WHERE = ("mean_e2e_ms", "mean_span_ms", "mean_completion_tokens", "completion_tokens_per_s")


def where(rows: list[dict[str, Any]], side: str) -> dict[str, Any]:
    """Where a job's time went on ``side``, over the pairs: the client's view (sample_figures)
    and the engine's own means per request (its /metrics, bench.harness.engine_metrics)."""
    out: dict[str, Any] = {key: interval([r[side][key] for r in rows if r[side].get(key) is not None]) for key in WHERE}
    for key in ("e2e_ms", "queue_ms", "ttft_ms", "decode_ms", "steps", "tokens_per_step", "steps_over_graphs"):
        values = [r[side]["engine"][key] for r in rows if (r[side].get("engine") or {}).get(key) is not None]
        out[f"engine_{key}"] = interval(values) if values else None
    # What the kernel saw (bench.harness.proc_stats): the engine core's and the front's CPU
    # seconds, involuntary switches and migrations in the run.
    for role in ("core", "front"):
        for key in ("cpu_s", "involuntary", "migrations"):
            values = [r[side]["procs"][role][key] for r in rows if role in (r[side].get("procs") or {})]
            out[f"{role}_{key}"] = interval(values) if values else None
    return out


def best(cases: list[dict[str, Any]], sides: list[str]) -> dict[str, Any]:
    """Each system at the level where its mean jobs/s is highest: the comparison issue 36 asks
    for (the server at its best concurrency, each worker side at its own)."""
    done = [c for c in cases if c.get("summary")]
    if not done:
        return {}

    def top(system: str) -> dict[str, Any]:
        case = max(done, key=lambda c: c["summary"][system]["jobs_per_s"]["mean"] or 0)
        s = case["summary"][system]
        return {"in_flight": case["in_flight"], "jobs_per_s": s["jobs_per_s"]["mean"],
                "short_p95_ms": s["short_p95_ms"]["mean"]}  # fmt: skip

    server = top(SERVER)
    out: dict[str, Any] = {SERVER: server}
    for side in sides:
        mine = top(side)
        out[side] = mine | {
            "jobs_per_s_ratio": round(mine["jobs_per_s"] / server["jobs_per_s"], 3) if server["jobs_per_s"] else None,
            "short_p95_ratio": round(mine["short_p95_ms"] / server["short_p95_ms"], 3)
            if server["short_p95_ms"] and mine["short_p95_ms"] is not None
            else None,
        }
    return out
