"""``python -m bench.safety.cost``: what the output checks cost the worker's own process, run
in it (``engine.checks_process`` off) against run in their child process (on), issue 37.

Over the safety bench's outputs (benign and obeyed, Django's pairs when cached), each
output noted and checked as the vLLM engine does, 16 at a time in flight for the child (a
worker's jobs finish together under load); alternated rounds (ABAB...), each figure the
median over the rounds. The figure that matters is the worker process's own CPU per output
(``time.process_time``: every thread of this process, not the child): it is what the checks
take from the GIL that vLLM's output handling needs (docs/benchmarks.md, issue 37, 2026-12-06).
The wall time per output says what an output waits for its verdict on an idle machine.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections.abc import Callable, Sequence

from rich.console import Console
from rich.table import Table

from bench.safety.attacks import CANARY, Case
from bench.safety.run import SPECIALS, full_corpus
from worker.checks.pipeline import Output, OutputChecks
from worker.checks.remote import RemoteChecks
from worker.engines.protocol import TranslationRequest
from worker.prompts.profiles import load_profile
from worker.settings import OutputCheckSettings

SETTINGS = OutputCheckSettings(canary_token=CANARY)


def outputs(cases: Sequence[Case]) -> list[Output]:
    return [Output(c.output, TranslationRequest(f"case-{i}", c.source, c.source_lang, c.target), c.finish_reason)
            for i, c in enumerate(cases)]  # fmt: skip


def in_process(batch: Sequence[Output]) -> None:
    checks = OutputChecks(SETTINGS, load_profile("chatml"), CANARY, SPECIALS)
    checks.run(batch[0])  # fastText's first call, as the worker's warm-up makes it
    for output in batch:
        checks.note(output.request)
        checks.run(output)


async def in_child(batch: Sequence[Output], remote: RemoteChecks, in_flight: int) -> None:
    for start in range(0, len(batch), in_flight):
        chunk = batch[start : start + in_flight]
        for output in chunk:
            remote.note(output.request)
        await asyncio.gather(*(remote.run(output) for output in chunk))


async def measure(
    batch: Sequence[Output], rounds: int, in_flight: int, show: Callable[[str], None] = lambda _line: None
) -> dict[str, list[tuple[float, float]]]:
    """Per system, (worker-process CPU ms, wall ms) per output of each round; ``show`` gets a
    line after each round (a round of thousands of outputs takes tens of seconds)."""
    remote = RemoteChecks(SETTINGS, "chatml", CANARY, SPECIALS)
    await remote.start()
    figures: dict[str, list[tuple[float, float]]] = {"in process": [], "in a child": []}
    try:
        for i in range(2 * rounds):
            name = ("in process", "in a child")[(i + i // 2) % 2]  # ABBA BAAB ...: neither always first
            cpu, wall = time.process_time(), time.perf_counter()
            if name == "in process":
                in_process(batch)
            else:
                await in_child(batch, remote, in_flight)
            per = 1000 / len(batch)
            figures[name].append(((time.process_time() - cpu) * per, (time.perf_counter() - wall) * per))
            show(f"round {i + 1}/{2 * rounds}, {name}: {figures[name][-1][0]:.3f} ms of the worker's CPU per output")
    finally:
        await remote.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.safety.cost", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each (default 3)")
    parser.add_argument("--in-flight", type=int, default=16, help="outputs at once to the child (default 16)")
    parser.add_argument("--every", type=int, default=1, help="every n-th case only (default all)")
    args = parser.parse_args(argv)
    console = Console()
    batch = outputs(full_corpus(lambda _line: None, django=True)[:: args.every])
    console.print(f"{len(batch)} outputs, {args.rounds} rounds of each, alternated")
    figures = asyncio.run(measure(batch, args.rounds, args.in_flight, console.print))
    table = Table(title="The output checks: the worker process's cost per output (median of the rounds)")
    for column in ("checks run", "worker-process CPU ms / output", "wall ms / output", "rounds (CPU ms)"):
        table.add_column(column)
    for name, rows in figures.items():
        cpu = statistics.median(r[0] for r in rows)
        wall = statistics.median(r[1] for r in rows)
        table.add_row(name, f"{cpu:.3f}", f"{wall:.3f}", ", ".join(f"{r[0]:.3f}" for r in rows))
    console.print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
