"""bench.harness.systems.vllm_server's request and response code against a tiny fake OpenAI server
(the real vLLM server needs a GPU: ``python -m bench vllm-server`` runs on the lent H100)."""

from __future__ import annotations

import argparse
import asyncio
import socket
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from aiohttp import web
from prometheus_client import CollectorRegistry, Counter, Histogram, start_http_server

from bench.harness.drive import Request
from bench.harness.engine_metrics import engine_window, scrape
from bench.harness.systems.vllm_server import completion_body, drive_server, healthy, run_clients, server_args
from bench.vllm_server.figures import best as vllm_best
from bench.vllm_server.figures import sample_figures, summarise
from bench.vllm_server.run import ServerOptions, fleets, settings_pairs


def test_server_args_carry_the_engine_settings_as_flags() -> None:
    kwargs = {"model": "/m", "max_num_seqs": 64, "enable_prefix_caching": True, "enforce_eager": False,
              "tokenizer": None, "disable_log_stats": False, "dtype": "bfloat16"}  # fmt: skip
    args = server_args(kwargs, 8000)
    assert args[:6] == ["--model", "/m", "--host", "127.0.0.1", "--port", "8000"]
    assert "--max-num-seqs" in args and args[args.index("--max-num-seqs") + 1] == "64"
    assert "--enable-prefix-caching" in args and "--no-enforce-eager" in args
    assert not any("tokenizer" in a or "log-stats" in a for a in args)


def test_the_body_sends_token_ids_and_the_workers_budget() -> None:
    sampling = SimpleNamespace(
        max_tokens=33, temperature=0.0, top_p=1.0, repetition_penalty=1.0, ignore_eos=True, seed=None
    )
    body = completion_body("m", (1, 2, 3), sampling)
    assert body["prompt"] == [1, 2, 3] and body["max_tokens"] == 33 and body["ignore_eos"] is True


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _fake_server(port: int, seen: list[dict[str, Any]]) -> web.AppRunner:
    async def completions(request: web.Request) -> web.Response:
        body = await request.json()
        seen.append(body)
        if body["max_tokens"] == 0:
            return web.json_response({"error": "bad"}, status=400)
        return web.json_response({"choices": [{"text": "x"}], "usage": {"prompt_tokens": len(body["prompt"]),
                                  "completion_tokens": body["max_tokens"]}})  # fmt: skip

    app = web.Application()
    app.router.add_post("/v1/completions", completions)
    app.router.add_get("/health", lambda _: web.Response())  # type: ignore[arg-type,return-value]
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    return runner


def _requests(n: int) -> list[Request]:
    return [Request(f"r{i}", "Hello there", "en", "de", 5 + 10 * i) for i in range(n)]


async def test_clients_drive_the_server_and_record_its_usage(tmp_path: Path) -> None:
    port, seen = _free_port(), list[dict[str, Any]]()
    runner = await _fake_server(port, seen)
    try:
        url = f"http://127.0.0.1:{port}"
        assert await asyncio.to_thread(healthy, url)  # a blocking probe: off this loop, which serves
        reqs = _requests(6)
        bodies = {r.job_id: {"prompt": [1, 2], "max_tokens": 7} for r in reqs}
        samples = await drive_server(url, reqs, bodies, clients=3)
        assert len(samples) == 6 and all(
            s.served.prompt_tokens == 2 and s.served.completion_tokens == 7 for s in samples
        )
        figures = sample_figures(samples)
        assert figures["jobs"] == 6 and figures["jobs_per_s"] > 0 and figures["short_p95_ms"] is not None
        # The server's span is its client's whole request (two clocks: wall and monotonic),
        # so it is the end to end within a millisecond.
        assert figures["mean_completion_tokens"] == 7 and figures["mean_prompt_tokens"] == 2
        assert abs(figures["mean_span_ms"] - figures["mean_e2e_ms"]) < 1
        bodies["r0"]["max_tokens"] = 0
        try:
            await drive_server(url, reqs[:1], bodies, clients=1)
        except RuntimeError as exc:
            assert "HTTP 400" in str(exc)
        else:
            raise AssertionError("a refused request must fail the run")
    finally:
        await runner.cleanup()


async def test_the_clients_run_in_a_process_of_their_own(tmp_path: Path) -> None:
    port, seen = _free_port(), list[dict[str, Any]]()
    runner = await _fake_server(port, seen)
    try:
        reqs = _requests(4)
        bodies = {r.job_id: {"prompt": [1], "max_tokens": 3} for r in reqs}
        samples = await asyncio.to_thread(run_clients, f"http://127.0.0.1:{port}", reqs, bodies, 2, tmp_path)
        assert sorted(s.job_id for s in samples) == sorted(r.job_id for r in reqs) and len(seen) == 4
    finally:
        await runner.cleanup()


def test_best_compares_each_system_at_its_own_best_level() -> None:
    """Issue 36: the server at its best concurrency, each worker side at its own."""

    def fig(jobs: float, p95: float) -> dict[str, object]:
        return {"jobs_per_s": {"mean": jobs}, "short_p95_ms": {"mean": p95}}

    cases: list[dict[str, Any]] = [
        {"in_flight": 64, "summary": {"worker x2": fig(100.0, 300.0), "server": fig(80.0, 250.0)}},
        {"in_flight": 128, "summary": {"worker x2": fig(150.0, 400.0), "server": fig(75.0, 600.0)}},
        {"in_flight": 256},  # not measured (a cut run): ignored
    ]
    got = vllm_best(cases, ["worker x2"])
    assert got["server"] == {"in_flight": 64, "jobs_per_s": 80.0, "short_p95_ms": 250.0}
    assert got["worker x2"] == {"in_flight": 128, "jobs_per_s": 150.0, "short_p95_ms": 400.0,
                                "jobs_per_s_ratio": 1.875, "short_p95_ratio": 1.6}  # fmt: skip
    assert vllm_best([], ["worker x2"]) == {}


def test_the_engine_window_reads_means_and_totals_from_a_real_exporter() -> None:
    """prometheus-client's own exposition (not ours) between two scrapes: the window's mean per
    request and its token totals; a port with nothing on it reads as no metrics."""
    registry = CollectorRegistry()
    e2e = Histogram("vllm:e2e_request_latency_seconds", "e2e", ["model_name"], registry=registry)
    tokens = Counter("vllm:generation_tokens", "generated", ["model_name"], registry=registry)
    steps = Histogram("vllm:iteration_tokens_total", "per step", ["model_name"], registry=registry,
                      buckets=(1, 64, 512, 1024, 8192))  # fmt: skip
    port = _free_port()
    server, thread = start_http_server(port, addr="127.0.0.1", registry=registry)
    try:
        e2e.labels("a").observe(5.0)  # before the window: not in it
        before = scrape(port)
        for seconds, label in ((0.5, "a"), (0.7, "b"), (0.9, "a")):
            e2e.labels(label).observe(seconds)
        tokens.labels("a").inc(30)
        tokens.labels("b").inc(12)
        for n in (64, 300, 513, 2000):  # two steps beyond graphs of 512 tokens
            steps.labels("a").observe(n)
        window = engine_window(before, scrape(port), graph_tokens=512)
    finally:
        server.shutdown()
        thread.join()
    assert window["e2e_ms"] == 700.0 and window["requests"] == 3 and window["generation_tokens"] == 42
    assert window["queue_ms"] is None  # a series the exporter lacks
    assert (window["steps"], window["tokens_per_step"], window["steps_over_graphs"]) == (4, 719.2, 2)
    assert scrape(_free_port()) == {}


def test_a_control_side_gives_each_worker_side_its_ratio_to_the_control_by_pair() -> None:
    """Issue 37: a change and its control (``--control-env``) against the same server; the
    ratio to the control is taken pair by pair, as the ratio to the server is."""

    def run(jobs: float, p95: float) -> dict[str, object]:
        return {"jobs_per_s": jobs, "short_p95_ms": p95}

    rows = [{"worker": run(99.0, 110.0), "control": run(90.0, 100.0), "server": run(100.0, 100.0)},
            {"worker": run(66.0, 120.0), "control": run(60.0, 100.0), "server": run(70.0, 110.0)}]  # fmt: skip
    got = summarise(rows, ["worker", "control"])
    assert got["worker"]["jobs_per_s_over_control"]["mean"] == pytest.approx(1.1)
    assert got["worker"]["short_p95_over_control"]["mean"] == pytest.approx(1.15)
    assert got["control"]["jobs_per_s_over_server"]["mean"] == pytest.approx(
        (0.9 + 60 / 70) / 2, abs=1e-4
    )  # rounded to 4 places
    assert "jobs_per_s_over_control" not in got["control"] and "jobs_per_s_over_control" not in got["server"]
    assert "jobs_per_s_over_control" not in summarise(rows, ["worker"])["worker"]  # no control side: no ratio


def test_control_settings_parse_or_fail_in_one_line() -> None:
    assert settings_pairs("TRANSQ_LOOP__SLOT_FREE_AT=result,A=b") == {"TRANSQ_LOOP__SLOT_FREE_AT": "result", "A": "b"}
    with pytest.raises(argparse.ArgumentTypeError, match="expected KEY=VALUE, got 'oops'"):
        settings_pairs("oops")


def test_the_control_side_runs_one_engine_at_the_top_level_with_its_settings() -> None:
    options = ServerOptions("redis://127.0.0.1:1/0", (16, 64), control_env={"TRANSQ_LOOP__SLOT_FREE_AT": "result"})
    sides = fleets(options)
    assert list(sides) == ["worker", "control"]
    control = sides["control"]
    assert control.gpus == ["0"] and control.in_flight == 64 and control.name != sides["worker"].name
    env = control.process(0).env
    assert env["TRANSQ_LOOP__SLOT_FREE_AT"] == "result" and env["TRANSQ_METRICS__ENABLED"] == "true"
    assert "TRANSQ_LOOP__SLOT_FREE_AT" not in sides["worker"].process(0).env
    assert env["TRANSQ_METRICS__PORT"] != sides["worker"].process(0).env["TRANSQ_METRICS__PORT"]
