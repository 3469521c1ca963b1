"""The worker processes of ``bench stream``: one, or ``--engines`` K on the GPU (each its
own worker id, metrics port and 1/K of the GPU's memory and of the in flight, loaded one
after another), and vLLM's histograms summed over them."""

from __future__ import annotations

from bench.harness.config import REPO, WORKER_CONFIG
from bench.harness.engine_metrics import histogram
from bench.harness.fleet import engine_share
from bench.harness.systems.process import WorkerProcess
from bench.stream.options import StreamOptions
from transq.settings import QueueSettings
from worker.settings import WorkerSettings

LOG_DIR = REPO / ".data" / "bench"


def worker_env(options: StreamOptions, queue: QueueSettings) -> dict[str, str]:
    env = {
        "TRANSQ_CONFIG": str(WORKER_CONFIG),
        "TRANSQ_REDIS__URL": options.redis_url,
        "TRANSQ_QUEUE__NAMESPACE": queue.namespace,
        "TRANSQ_QUEUE__NAME": queue.name,
        "TRANSQ_QUEUE__RESULT_TTL_S": "3600",
        "TRANSQ_LOOP__MAX_IN_FLIGHT": str(-(-max(options.ttft_in_flight, options.cost_in_flight) // options.engines)),
        "TRANSQ_LOOP__WORKER_ID": f"bench-stream-{options.run_id}",
        "TRANSQ_ENGINE__IGNORE_EOS": "true",
        "TRANSQ_MEMORY__TTL_S": "0",  # every job runs in the engine
        "TRANSQ_METRICS__ENABLED": "true",
        "TRANSQ_METRICS__HOST": "127.0.0.1",
        "TRANSQ_METRICS__PORT": str(options.metrics_port),
        "TRANSQ_LOOP__STREAM_TRACE": "true",  # stage times in each end entry (bench.stream.stages)
    }
    if options.engine == "noop":
        env |= {"TRANSQ_ENGINE__KIND": "noop", "TRANSQ_ENGINE__NOOP_DELAY_MS": str(options.noop_delay_ms)}
    if options.delta_interval_ms is not None:
        env["TRANSQ_LOOP__DELTA_INTERVAL_MS"] = str(options.delta_interval_ms)
    if options.engine == "stepped":
        env |= {"TRANSQ_ENGINE__KIND": "stepped", "TRANSQ_ENGINE__STEPPED_TTFT_MS": str(options.stepped_ttft_ms),
                "TRANSQ_ENGINE__STEPPED_STEP_MS": str(options.stepped_step_ms)}  # fmt: skip
    return env


def engine_workers(options: StreamOptions, settings: WorkerSettings, env: dict[str, str]) -> list[WorkerProcess]:
    """One worker, or ``engines`` on the GPU, each with its own id, port and memory share."""
    if options.engines == 1:
        return [WorkerProcess(settings, env, LOG_DIR / f"stream-{options.run_id}.log")]
    share = engine_share(options.engines)
    workers = []
    for i, port in enumerate(options.ports):
        worker_id = f"{env['TRANSQ_LOOP__WORKER_ID']}-e{i}"
        own = env | {"TRANSQ_LOOP__WORKER_ID": worker_id, "TRANSQ_METRICS__PORT": str(port),
                     "TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION": f"{share:.4f}"}  # fmt: skip
        own_settings = settings.model_copy(update={"loop": settings.loop.model_copy(update={"worker_id": worker_id})})
        workers.append(WorkerProcess(own_settings, own, LOG_DIR / f"stream-{options.run_id}-e{i}.log"))
    return workers


def histograms(ports: list[int], metric: str) -> dict[float, float]:
    """One of vLLM's histograms summed over the engines (their buckets are the same)."""
    total: dict[float, float] = {}
    for port in ports:
        for bound, count in histogram(port, metric).items():
            total[bound] = total.get(bound, 0.0) + count
    return total
