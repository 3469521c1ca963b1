"""The vllm-server suite's figures (bench.vllm_server.run measures): per run, per level (means
and intervals, ratios to the server by pair) and each system at its own best level."""

from __future__ import annotations

from typing import Any

from bench.harness.drive import Sample
from bench.harness.fleet import SHORT_TOKENS
from bench.harness.stats import interval, ratio_interval
from worker.sizing import percentile

SERVER = "server"


def worker_side(k: int) -> str:
    """The name of the worker side of K engines (``worker`` for one, as before issue 36)."""
    return "worker" if k == 1 else f"worker x{k}"


def sample_figures(samples: list[Sample]) -> dict[str, Any]:
    wall_s = max(s.arrival_s + s.e2e_ms / 1000 for s in samples) - min(s.arrival_s for s in samples)
    short = [s.e2e_ms for s in samples if s.source_tokens <= SHORT_TOKENS]
    return {"jobs": len(samples), "jobs_per_s": round(len(samples) / wall_s, 3),
            "short_p95_ms": round(percentile(short, 95), 2) if short else None}  # fmt: skip


def summarise(rows: list[dict[str, Any]], sides: list[str]) -> dict[str, Any]:
    """Per system: jobs/s and short p95 with intervals; per worker side, its ratios to the
    server by pair."""
    s_jobs = [r[SERVER]["jobs_per_s"] for r in rows]
    s_p95 = [r[SERVER]["short_p95_ms"] or 1 for r in rows]
    out: dict[str, Any] = {}
    for side in [*sides, SERVER]:
        jobs = [r[side]["jobs_per_s"] for r in rows]
        p95 = [r[side]["short_p95_ms"] or 0 for r in rows]
        out[side] = {"jobs_per_s": interval(jobs), "short_p95_ms": interval(p95)}
        if side != SERVER:
            out[side] |= {"jobs_per_s_over_server": ratio_interval(jobs, s_jobs),
                          "short_p95_over_server": ratio_interval(p95, s_p95)}  # fmt: skip
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
