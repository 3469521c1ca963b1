"""``python -m bench.safety.pool_wait``: how long an output waits for its checks' verdict when
a batch's outputs finish together, with the checks in one process or in a pool of several
(``engine.checks_processes``, worker.checks.pool), and with an output that finds several
processes idle shared among them or sent whole to one (``engine.checks_split``), issue 37.

Over the safety bench's outputs (benign and obeyed), bursts of ``--burst`` outputs handed to
the checks at once (a batch of a GPU engine finishes many jobs in one step), each output's
wait from its hand-off to its verdict, in ms; each pool size in alternated rounds (ABBA ...),
the figures the median over the rounds of each round's mean and p95; ``--burst 1`` hands them
over one at a time, as a worker below a full pool does. On a worker that wait is
time around the engine: in a closed loop of clients, time the engine runs a request short.
It needs as many free cores as processes to show what a GPU host (16 cores) would: on a
2-core machine a pool beyond 2 only shares the same cores.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections.abc import Callable, Sequence
from itertools import product

from rich.console import Console
from rich.table import Table

from bench.safety.attacks import CANARY
from bench.safety.cost import SETTINGS, outputs
from bench.safety.run import SPECIALS, full_corpus
from worker.checks.pipeline import Output
from worker.checks.pool import ChecksPool
from worker.sizing import percentile

Side = tuple[int, bool]  # (processes, outputs shared among idle ones)


def label(side: Side) -> str:
    processes, shared = side
    return f"{processes} shared" if shared and processes > 1 else str(processes)


def sides(processes: Sequence[int], shared: Sequence[bool]) -> list[Side]:
    """Each pool size with each way of sending (one process has only one)."""
    return list(dict.fromkeys((n, n > 1 and share) for n, share in product(processes, shared)))


async def _timed(pool: ChecksPool, output: Output) -> float:
    started = time.perf_counter()
    await pool.run(output)
    return (time.perf_counter() - started) * 1000


async def one_round(pool: ChecksPool, batch: Sequence[Output], burst: int) -> list[float]:
    """Each output's wait for its verdict, ms, the outputs handed over ``burst`` at a time."""
    waits: list[float] = []
    for start in range(0, len(batch), burst):
        chunk = batch[start : start + burst]
        for output in chunk:
            pool.note(output.request)
        waits += await asyncio.gather(*(_timed(pool, output) for output in chunk))
    return waits


async def measure(
    batch: Sequence[Output], pool_sides: Sequence[Side], rounds: int, burst: int,
    show: Callable[[str], None] = lambda _line: None,
) -> dict[str, list[tuple[float, float]]]:  # fmt: skip
    """Per side (its label), (mean wait ms, p95 wait ms) of each round; the sides alternate."""
    pools = {label(side): ChecksPool(SETTINGS, "chatml", CANARY, SPECIALS, side[0], split=side[1])
             for side in pool_sides}  # fmt: skip
    await asyncio.gather(*(pool.start() for pool in pools.values()))
    names = list(pools)
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
    try:
        for i in range(rounds * len(names)):
            turn = i // len(names)
            order = names if turn % 2 == 0 else names[::-1]  # ABBA: neither always first
            name = order[i % len(names)]
            waits = await one_round(pools[name], batch, burst)
            mean_ms, p95_ms = statistics.fmean(waits), percentile(waits, 95)
            figures[name].append((mean_ms, p95_ms))
            show(f"round {turn + 1}/{rounds}, {name} process(es): mean {mean_ms:.1f} ms, p95 {p95_ms:.1f} ms")
    finally:
        await asyncio.gather(*(pool.close() for pool in pools.values()))
    return figures


def main(argv: list[str] | None = None) -> int:
    from bench.harness.cli_args import positive_int, positive_ints  # noqa: PLC0415

    parser = argparse.ArgumentParser(prog="python -m bench.safety.pool_wait", description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=positive_ints, default=(1, 2), help="pool sizes (default 1,2)")
    parser.add_argument(
        "--shared",
        choices=("on", "off", "both"),
        default="off",
        help="an output that finds several processes idle shared among them (default off)",
    )
    parser.add_argument("--burst", type=positive_int, default=64, help="outputs handed over at once (default 64)")
    parser.add_argument("--rounds", type=positive_int, default=3, help="rounds of each (default 3)")
    parser.add_argument("--every", type=positive_int, default=4, help="every n-th case only (default 4)")
    args = parser.parse_args(argv)
    console = Console()
    batch = outputs(full_corpus(lambda _line: None, django=True)[:: args.every])
    shared = {"on": (True,), "off": (False,), "both": (False, True)}[args.shared]
    pool_sides = sides(args.processes, shared)
    console.print(f"{len(batch)} outputs in bursts of {args.burst}, {args.rounds} rounds of each pool, alternated")
    figures = asyncio.run(measure(batch, pool_sides, args.rounds, args.burst, console.print))
    table = Table(title="Wait for the checks' verdict per output (median over the rounds)")
    for column in ("processes", "mean wait ms", "p95 wait ms", "rounds (mean ms)"):
        table.add_column(column)
    for n, rows in figures.items():
        mean_ms, p95_ms = statistics.median(r[0] for r in rows), statistics.median(r[1] for r in rows)
        table.add_row(n, f"{mean_ms:.1f}", f"{p95_ms:.1f}", ", ".join(f"{r[0]:.1f}" for r in rows))
    console.print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
