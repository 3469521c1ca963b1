"""``python -m bench adaptive --pairs N --modes auto,32``: auto against one fixed setting in
alternated pairs, then the step change once.

A single run of each mode proves little on the lent H100, whose speed drifts by more than
the 5 % the issue asks auto to stay within (docs/benchmarks.md). So the two modes run in N
pairs, the order swapped each round (auto, 32 | 32, auto | ...), so a drift slower than a
pair cancels within it and one that lasts the run does not always favour the same mode.
Every phase gets its own fresh worker and queue on the one engine loaded before any clock
starts (bench.adaptive.run.run_mode). Each mode's jobs/s and p95 engine time are the mean with
a 95 % interval over the pairs, and auto/fixed is the interval of the per-pair ratios
(bench.harness.stats). Before the first pair, ``warmup_s`` of the fixed setting, not measured:
on the H100 the first phase after the engine load ran slower than later ones. After the
pairs, when ``step`` is on, a fresh auto worker gets ``settle_s`` of the variable workload
and then ``step_s`` of texts about 3x longer: the step change.
"""

from __future__ import annotations

import statistics
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from bench.adaptive.figures import ModeRun
from bench.adaptive.run import AdaptiveOptions, on_one_engine, run_mode
from bench.harness.progress import bar_factory
from bench.harness.report import write_json_at
from bench.harness.stats import interval, ratio_interval, shown
from worker.engines.protocol import Engine
from worker.settings import WorkerSettings

GOAL_RATIO = 0.95  # issue 18: auto's throughput within 5 % of the best fixed setting


@dataclass
class PairsResult:
    runs: list[ModeRun] = field(default_factory=list)  # in run order, each with its round
    step: ModeRun | None = None


def fixed_mode(options: AdaptiveOptions) -> str:
    """The one fixed setting of a pairs run (options_of checked there is exactly one)."""
    return next(m for m in options.modes if m != "auto")


def schedule(options: AdaptiveOptions) -> list[tuple[int, str]]:
    """(round, mode) in run order: auto first in even rounds, the fixed setting first in odd."""
    pair = ["auto", fixed_mode(options)]
    return [(r, mode) for r in range(options.pairs or 1) for mode in (pair if r % 2 == 0 else pair[::-1])]


def planned_s(options: AdaptiveOptions) -> float:
    """Seconds of measured phases (the engine load and each worker's start come on top)."""
    step_s = options.settle_s + options.step_s if options.step and options.step_s > 0 else 0.0
    return options.warmup_s + len(schedule(options)) * options.phase_s + step_s


async def run(options: AdaptiveOptions, settings: WorkerSettings, results: Path) -> PairsResult:
    """The pairs, then the step; the JSON is rewritten after each phase."""
    console = Console(stderr=True)
    result = PairsResult()
    plan = schedule(options)
    console.print(
        f"planned: warm-up {options.warmup_s:.0f} s + {len(plan)} phases x {options.phase_s:.0f} s"
        + (f" + step {options.settle_s:.0f} + {options.step_s:.0f} s" if options.step else "")
        + f" = {planned_s(options):.0f} s, plus the engine load and ~5 s per worker start/stop"
    )

    no_step = replace(options, step=False)  # the pairs and the warm-up: the step runs once, last

    async def phases(engine: Engine, header: dict[str, Any], progress: Progress) -> None:
        say, new_bar = progress.console.log, bar_factory(progress)
        if options.warmup_s > 0:
            say(f"warm-up: {fixed_mode(options)}, {options.warmup_s:.0f} s (not measured)")
            await run_mode(no_step, settings, engine, fixed_mode(options), new_bar=new_bar, phase_s=options.warmup_s)
        for i, (round_, mode) in enumerate(plan, 1):
            say(f"phase {i}/{len(plan)}: pair {round_ + 1}, {mode}, {options.phase_s:.0f} s")
            phase = await run_mode(no_step, settings, engine, mode, new_bar=new_bar)
            phase.round = round_
            result.runs.append(phase)
            write(results, options, result, header)
        if options.step and options.step_s > 0:
            say(f"step: auto, {options.settle_s:.0f} s then {options.step_s:.0f} s of longer texts")
            result.step = await run_mode(options, settings, engine, "auto", new_bar=new_bar, phase_s=options.settle_s)
            write(results, options, result, header)

    await on_one_engine(settings, phases)
    return result


def complete_rounds(runs: list[ModeRun]) -> dict[int, dict[str, ModeRun]]:
    """Rounds in which both modes ran (a cut run may end mid-pair)."""
    by_round: dict[int, dict[str, ModeRun]] = {}
    for r in runs:
        by_round.setdefault(r.round or 0, {})[r.mode] = r
    return {k: v for k, v in by_round.items() if len(v) == 2}  # auto and one fixed


def summary(runs: list[ModeRun]) -> dict[str, Any]:
    """Per mode: jobs/s and p95 over the complete pairs; auto/fixed per pair; auto's limits."""
    rounds = [pair for _, pair in sorted(complete_rounds(runs).items())]
    if not rounds:
        return {"pairs": 0}
    fixed = next(m for m in rounds[0] if m != "auto")
    out: dict[str, Any] = {"pairs": len(rounds), "fixed": fixed}
    for mode in ("auto", fixed):
        out[mode] = {
            "jobs_per_s": interval([p[mode].jobs_per_s for p in rounds]),
            "p95_engine_ms": interval([p[mode].p95_engine_ms for p in rounds], digits=1),
        }
    out["auto"]["settled_limits"] = [p["auto"].settled_limit for p in rounds]
    auto_jobs_per_s, fixed_jobs_per_s = [p["auto"].jobs_per_s for p in rounds], [p[fixed].jobs_per_s for p in rounds]
    out["throughput_ratio"] = ratio_interval(auto_jobs_per_s, fixed_jobs_per_s)
    return out


def verdict(result: PairsResult, target_ms: float) -> dict[str, Any]:
    """Issue 18's checks on the pairs' means: auto's throughput within 5 % of the fixed
    setting (and whether the ratio's interval settles it), its p95 under the target, its
    limit within one step of tune's doubling grid (fixed / 2 .. fixed x 2)."""
    s = summary(result.runs)
    if s["pairs"] == 0:
        return {"complete": False, "why": "no complete pair"}
    fixed, ratio = int(s["fixed"]), s["throughput_ratio"]
    limits = s["auto"]["settled_limits"]
    out: dict[str, Any] = {
        "complete": True,
        "pairs": s["pairs"],
        "fixed": fixed,
        "fixed_meets_target": s[s["fixed"]]["p95_engine_ms"]["mean"] <= target_ms,
        "throughput_ratio": ratio,
        "throughput_within_5pct": ratio["mean"] >= GOAL_RATIO,
        # The interval settles it when it lies wholly on one side of the goal.
        "ratio_conclusive": ratio["lo"] is not None and (ratio["lo"] >= GOAL_RATIO or ratio["hi"] < GOAL_RATIO),
        "p95_under_target": s["auto"]["p95_engine_ms"]["mean"] <= target_ms,
        "auto_limit": statistics.median(limits),
        "within_one_step": fixed / 2 <= statistics.median(limits) <= fixed * 2,
    }
    if result.step is not None and result.step.step:
        step = result.step.step
        out["step"] = {k: step[k] for k in ("settled_limit", "settle_s", "p95_engine_ms")}
        out["step"]["p95_under_target"] = 0 < step["p95_engine_ms"] <= target_ms
    return out


def write(path: Path, options: AdaptiveOptions, result: PairsResult, header: dict[str, Any]) -> None:
    body = {
        "header": header,
        "options": asdict(options),
        "runs": [asdict(r) for r in result.runs],
        "step": asdict(result.step) if result.step else None,
        "summary": summary(result.runs),
        "verdict": verdict(result, options.target_ms),
    }
    write_json_at(path, body)


def render(result: PairsResult, target_ms: float) -> Any:
    s = summary(result.runs)
    table = Table(title=f"auto vs fixed in {s['pairs']} alternated pairs (target p95 engine time {target_ms:.0f} ms)")
    for name in ("mode", "jobs/s [95% CI]", "p95 engine ms [95% CI]", "limit per pair", "auto / fixed jobs/s"):
        table.add_column(name, justify="right")
    if s["pairs"]:
        for mode in ("auto", s["fixed"]):
            limits = ", ".join(str(n) for n in s[mode].get("settled_limits", [])) or mode
            ratio = shown(s["throughput_ratio"]) if mode == "auto" else "-"
            table.add_row(
                mode, shown(s[mode]["jobs_per_s"], ".2f"), shown(s[mode]["p95_engine_ms"], ".0f"), limits, ratio
            )
    if result.step is not None and result.step.step:
        st = result.step.step
        settled = "-" if st["settle_s"] is None else f"{st['settle_s']:.1f} s"
        table.caption = (
            f"step to longer texts: limit {st['settled_limit']}, p95 {st['p95_engine_ms']:.0f} ms, settled in {settled}"
        )
    return table
