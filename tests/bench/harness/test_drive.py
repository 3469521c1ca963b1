"""The journey's load patterns and figures, on a stand-in system (no engine)."""

from __future__ import annotations

import asyncio
import itertools
import random
import statistics

import pytest

from bench.harness.drive import Drive, Pattern, Request, Sample, Served, arrival_offsets_s, drive, drive_for
from bench.harness.figures import busy_ms, figures
from bench.journey.figures import targets


def _requests(n: int, tokens: int = 100) -> list[Request]:
    return [Request(f"j{i}", "text", "en", "de", tokens) for i in range(n)]


class Recorder:
    """A system that holds each job until released, and records how many it holds at once."""

    def __init__(self, expect: int = 0) -> None:
        self.expect = expect
        self.all_in = asyncio.Event()  # set when ``expect`` jobs are held at once
        self.inside = 0
        self.most_inside = 0
        self.seen: list[str] = []
        self.release = asyncio.Event()

    async def call(self, request: Request) -> Served:
        self.inside += 1
        self.most_inside = max(self.most_inside, self.inside)
        self.seen.append(request.job_id)
        if self.inside == self.expect:
            self.all_in.set()
        await self.release.wait()
        self.inside -= 1
        return Served(10, 20, 0.0, 1.0)


async def test_closed_loop_keeps_exactly_its_clients_busy() -> None:
    system = Recorder(expect=5)
    done: list[int] = []
    task = asyncio.create_task(
        drive(system.call, _requests(20), Pattern("closed", clients=5), 0, lambda: done.append(1))
    )
    await asyncio.wait_for(system.all_in.wait(), 5)  # the clients are in; nothing is released yet
    assert system.seen == ["j0", "j1", "j2", "j3", "j4"]  # the workload's order
    system.release.set()
    run = await task
    assert system.most_inside == 5
    assert sorted(s.job_id for s in run.samples) == sorted(f"j{i}" for i in range(20))
    assert len(done) == 20


async def test_a_timed_closed_loop_keeps_its_clients_busy_until_the_deadline() -> None:
    """drive_for (the adaptive suite's and bench.pairs.closed_noop's loop): the clients take
    numbered requests until the deadline; the ones in flight then still finish and count."""
    system = Recorder(expect=3)
    done: list[int] = []
    task = asyncio.create_task(drive_for(system.call, lambda n: _requests(n + 1)[n], 3, 0.0, lambda: done.append(1)))
    # Deadline 0: each client's first take() already finds it passed, so nothing is sent.
    assert (await task).samples == [] and done == []
    task = asyncio.create_task(drive_for(system.call, lambda n: _requests(n + 1)[n], 3, 60.0, lambda: done.append(1)))
    await asyncio.wait_for(system.all_in.wait(), 5)
    assert system.seen == ["j0", "j1", "j2"]  # numbered in the order taken
    assert system.most_inside == 3  # exactly the clients, however long the deadline
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_a_timed_closed_loop_fails_on_the_first_error() -> None:
    async def broken(request: Request) -> Served:
        raise RuntimeError(f"{request.job_id} failed")

    with pytest.raises(RuntimeError, match="j0 failed"):
        await drive_for(broken, lambda n: _requests(n + 1)[n], 1, 60.0, lambda: None)


async def test_open_loop_sends_on_schedule_whatever_the_system_does() -> None:
    system = Recorder()
    system.release.set()
    run = await drive(system.call, _requests(10), Pattern("open", rate_per_s=200.0), 7, lambda: None)
    expected = arrival_offsets_s(10, 200.0, random.Random(7))
    got = sorted(s.arrival_s for s in run.samples)
    assert got == pytest.approx(sorted(expected), abs=1e-9)  # e2e counts from the scheduled arrival


def test_poisson_gaps_have_the_rate_asked_for() -> None:
    offsets = arrival_offsets_s(20_000, 4.0, random.Random(1))
    gaps = [b - a for a, b in itertools.pairwise(offsets)]
    assert offsets[0] == 0.0
    assert abs(statistics.fmean(gaps) - 0.25) < 0.01
    assert abs(statistics.stdev(gaps) - 0.25) < 0.015  # exponential: sd == mean


def _sample(job: str, tokens: int, e2e_ms: float, start_ms: float, end_ms: float) -> Sample:
    return Sample(job, tokens, 0.0, e2e_ms, Served(5, tokens, start_ms, end_ms))


def test_busy_time_is_the_union_of_engine_intervals() -> None:
    samples = [
        _sample("a", 10, 1, 100, 200),
        _sample("b", 10, 1, 150, 250),  # overlaps a
        _sample("c", 10, 1, 400, 450),  # gap 250-400
        _sample("d", 10, 1, 900, 1200),  # clipped at the window's end
    ]
    assert busy_ms(samples, (0, 1000)) == 150 + 50 + 100


def test_figures_split_short_and_long_jobs() -> None:
    samples = [_sample(f"s{i}", 20, 100 + i, 0, 10) for i in range(20)]
    samples += [_sample(f"l{i}", 180, 5000 + i, 0, 10) for i in range(20)]
    f = figures(Drive(samples, 2.0, 0.0))
    assert f["jobs"] == 40
    assert f["jobs_per_s"] == 20.0
    assert f["short_jobs"] == 20
    assert 100 < f["short_p95_ms"] < 120
    assert 5000 < f["long_p95_ms"] < 5020
    assert f["engine_busy_fraction"] == 0.005  # 10 ms of 2 s


def _columns(e2e_ms: list[float], source_tokens: list[int]) -> dict[str, list[float] | list[int]]:
    return {"e2e_ms": e2e_ms, "source_tokens": source_tokens}


def test_targets_compare_the_worker_with_each_system() -> None:
    cases = {
        "closed variable": {
            "worker via Redis": {"jobs_per_s": 10.0},
            "direct engine": {"jobs_per_s": 10.2},
            "static batching": {"jobs_per_s": 5.0},
            "multiprocessing x1": {"jobs_per_s": 2.5},
        }
    }
    # Short jobs pooled over the variable-length cases; the uniform case does not count.
    samples = {
        "closed variable": {
            "worker via Redis": _columns([100.0] * 10 + [900.0], [20] * 10 + [180]),
            "direct engine": _columns([80.0] * 10, [20] * 10),
        },
        "open 2/s": {
            "worker via Redis": _columns([110.0] * 10, [30] * 10),
            "direct engine": _columns([100.0] * 10, [30] * 10),
        },
        "closed uniform": {"worker via Redis": _columns([5000.0] * 10, [40] * 10)},
    }
    by_text = {t["target"]: t for t in targets(cases, samples, "closed variable", "cpu")}
    assert by_text["worker >= 5x multiprocessing x1 (cpu)"] == {
        "target": "worker >= 5x multiprocessing x1 (cpu)",
        "measured": 4.0,
        "measured_text": "4.000",
        "met": False,
    }
    assert by_text["worker >= 1.7x static batching"]["met"] is True
    assert by_text["worker >= 0.98x direct engine"]["measured"] == 0.98
    short = by_text["short jobs' p95 (all variable-length cases): worker <= 1.1x direct engine's"]
    assert short["measured"] == 1.1  # 110 / 100: p95 of the pooled short jobs
    assert short["met"] is True
    missing = targets({}, {}, "closed variable", "gpu")
    assert all(t["met"] is None for t in missing)
