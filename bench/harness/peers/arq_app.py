"""arq 0.28 as a peer system; runs INSIDE the arq venv (bench.harness.systems.arq_env builds it).

    python -m bench.harness.peers.arq_app worker --queue arq:bench:NAME   # TRANSQ_* env, as our worker gets
    python -m bench.harness.peers.arq_app drive < spec.json               # "done" per job on stdout

worker: an arq ``Worker`` with ``max_jobs`` = ``loop.max_in_flight`` whose one task runs
our own VllmEngine adapter, built from the same WorkerSettings as our worker: the prompts,
SamplingParams and output budgets are identical by construction. Once the engine is warm
(its start() runs a warm-up generation) it writes ``ready`` on the stdout it was started
with; everything else it (and vLLM's engine core) prints goes to stderr, the log.

drive: reads ``{"redis_url", "queue_name", "job_prefix", "requests", "pattern", "seed",
"out"}`` on stdin, runs bench.harness.drive with enqueue_job + Job.result as the call, and writes
the Drive as JSON to ``out``. Only the standard library, arq and bench.harness.drive load on this
path: producer.client's redis-py 8 code must never run against arq's redis 5.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import functools
import json
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arq.connections import RedisSettings, create_pool  # type: ignore[import-not-found]  # arq venv only
from arq.worker import Worker, func  # type: ignore[import-not-found]  # arq venv only

from bench.harness.drive import Call, Drive, Pattern, Request, Served, drive

if TYPE_CHECKING:
    from transq.redis_settings import RedisSettings as OurRedisSettings
    from worker.engines.protocol import Engine

log = logging.getLogger("bench.harness.peers.arq")

TASK = "translate"
READY_LINE, DONE_LINE = "ready", "done"

# arq polls Redis on a fixed period: the worker its queue (a sorted set) for new jobs, the
# client each job's result. The defaults (0.5 s both) would add ~0.25 s on average, up to
# 0.5 s, to every job at each end, more than the tiny model's whole generation; a user who
# cares about latency lowers them, so we do too. The price: each idle worker and each
# waiting client sends Redis a command every 50 ms.
WORKER_POLL_DELAY_S = 0.05
RESULT_POLL_DELAY_S = 0.05
# The output budget bounds generation; arq's default 300 s job timeout would cancel and
# retry a long job on a slow engine instead.
JOB_TIMEOUT_S = 3600
# The driver reads each result within one poll; the bench deletes this run's keys at
# close. The TTL is only a backstop (as TRANSQ_QUEUE__RESULT_TTL_S in bench.harness.config).
KEEP_RESULT_S = 3600
# The parent watches the worker process and stops the driver if it dies; this only ends
# a driver whose worker hangs.
RESULT_TIMEOUT_S = 3600.0

Ctx = dict[str, Any]


class Translator:
    """The arq task around one engine, with the worker's start and stop hooks."""

    def __init__(self, engine: Engine, on_ready: Callable[[], None]) -> None:
        self.engine = engine
        self._on_ready = on_ready

    async def startup(self, ctx: Ctx) -> None:
        await self.engine.start()  # loads the model and runs a warm-up generation
        self._on_ready()

    async def shutdown(self, ctx: Ctx) -> None:
        await self.engine.close()

    async def translate(self, ctx: Ctx, request: dict[str, Any]) -> dict[str, float]:
        # Imported here, not at the top: the drive path must not load our pydantic models.
        from worker.engines.protocol import TranslationRequest  # noqa: PLC0415

        # arq's job id: unique per run, while a workload's ids repeat from run to run.
        job = TranslationRequest(ctx["job_id"], request["text"], request["source_lang"], request["target_lang"])
        start_ms = time.time() * 1000
        out = await self.engine.translate(job)
        end_ms = time.time() * 1000
        served = Served(out.prompt_tokens, out.completion_tokens, start_ms, end_ms)
        return dataclasses.asdict(served)


def redis_settings(ours: OurRedisSettings) -> Any:
    """arq's connection settings for our Redis settings (the URL, and an ACL user if set)."""
    base = RedisSettings.from_dsn(ours.url)
    password = ours.password.get_secret_value() if ours.password else base.password
    return dataclasses.replace(base, username=ours.username or base.username, password=password)


def _readiness_channel() -> int:
    """Keep the parent's stdout pipe for the one ``ready`` line; point fd 1 at stderr (the
    log), since vLLM logs to stdout, and so does its engine core, a child of this process."""
    ready_fd = os.dup(1)
    os.dup2(2, 1)
    return ready_fd


def _say_ready(fd: int) -> None:
    os.write(fd, f"{READY_LINE}\n".encode())
    os.close(fd)


def serve(queue_name: str) -> int:
    """Run the arq worker until SIGTERM: arq cancels running jobs (none, between bench
    runs), then calls on_shutdown, which shuts the engine down."""
    ready_fd = _readiness_channel()
    # Imported here: the drive path loads only the standard library, arq and bench.harness.drive.
    from worker.engines.vllm.engine import VllmEngine  # noqa: PLC0415
    from worker.settings import WorkerSettings  # noqa: PLC0415

    settings = WorkerSettings.load()  # the TRANSQ_* env this process was started with
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # The same line as worker.cli's, so a suite can check the engine settings it ran with.
    log.info("settings: %s", json.dumps(settings.masked(), sort_keys=True))
    translator = Translator(VllmEngine(settings.engine), functools.partial(_say_ready, ready_fd))
    asyncio.set_event_loop(asyncio.new_event_loop())  # arq's Worker takes the current loop when built
    worker = Worker(
        functions=[func(translator.translate, name=TASK)],
        redis_settings=redis_settings(settings.redis),
        queue_name=queue_name,
        max_jobs=settings.loop.max_in_flight,
        on_startup=translator.startup,
        on_shutdown=translator.shutdown,
        poll_delay=WORKER_POLL_DELAY_S,
        job_timeout=JOB_TIMEOUT_S,
        keep_result=KEEP_RESULT_S,
    )
    worker.run()
    return 0


def _arq_call(pool: Any, queue_name: str, job_prefix: str) -> Call:
    async def call(request: Request) -> Served:
        job_id = job_prefix + request.job_id
        job = await pool.enqueue_job(TASK, dataclasses.asdict(request), _job_id=job_id, _queue_name=queue_name)
        if job is None:
            raise RuntimeError(f"arq refused job {job_id}: a job or result with that id exists")
        result = await job.result(timeout=RESULT_TIMEOUT_S, poll_delay=RESULT_POLL_DELAY_S)
        return Served(**result)

    return call


def _print_done() -> None:
    print(DONE_LINE, flush=True)  # the parent advances its progress bar per line


async def drive_spec(spec: dict[str, Any]) -> Drive:
    pool = await create_pool(RedisSettings.from_dsn(spec["redis_url"]))
    try:
        call = _arq_call(pool, spec["queue_name"], spec["job_prefix"])
        requests = [Request(**raw) for raw in spec["requests"]]
        return await drive(call, requests, Pattern(**spec["pattern"]), int(spec["seed"]), _print_done)
    finally:
        await pool.aclose()


def write_drive(run: Drive, out: Path) -> None:
    raw = {"samples": [s.to_json() for s in run.samples], "wall_s": run.wall_s, "start_ms": run.start_ms}
    out.write_text(json.dumps(raw))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench.harness.peers.arq_app", description="arq as a bench peer.")
    commands = parser.add_subparsers(dest="command", required=True)
    worker = commands.add_parser("worker", help="run the arq worker on the vLLM engine (TRANSQ_* env)")
    worker.add_argument("--queue", required=True, help="arq queue name (a sorted set)")
    commands.add_parser("drive", help="drive one workload (JSON spec on stdin)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "worker":
        return serve(args.queue)
    spec = json.load(sys.stdin)
    logging.basicConfig(level=logging.WARNING)  # stderr: the parent shows its tail on failure
    write_drive(asyncio.run(drive_spec(spec)), Path(spec["out"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
