"""Where each engine of one ``python -m worker`` goes: K engines per GPU group (a group is
``engine.tensor_parallel_size`` GPUs), each a worker process with its own worker id, its
share of the GPU's memory and its own metrics port. Pure: settings in, placements out."""

from __future__ import annotations

import json
from dataclasses import dataclass

from transq.contract import Lane
from worker.settings import WorkerSettings


@dataclass(frozen=True)
class Placement:
    """One engine: the worker process that runs it and what it is given."""

    index: int
    worker_id: str
    group: int  # engines of one group share its GPUs and load one after another
    devices: str | None  # CUDA_VISIBLE_DEVICES; None: what this process sees
    memory_share: float  # its engine.gpu_memory_utilization
    metrics_port: int  # 0: any free port
    lane: Lane | None = None  # the one lane it reads (placement.interactive_engines); None: both
    gpu_env: tuple[tuple[str, str], ...] = ()  # CUDA MPS settings of a batch engine beside interactive ones

    def env(self) -> dict[str, str]:
        """The child's settings, as environment over the shared TOML (env wins)."""
        env = {
            "TRANSQ_PLACEMENT__ENGINES_PER_GPU": "1",
            "TRANSQ_PLACEMENT__INTERACTIVE_ENGINES": "0",
            "TRANSQ_PLACEMENT__GPUS": "",
            "TRANSQ_LOOP__WORKER_ID": self.worker_id,
            "TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION": f"{self.memory_share:.4f}",
            "TRANSQ_METRICS__PORT": str(self.metrics_port),
        }
        if self.devices is not None:
            env["CUDA_VISIBLE_DEVICES"] = self.devices
        if self.lane is not None:
            # One lane: the reserve, which keeps slots from batch, has nothing to keep.
            env["TRANSQ_LOOP__LANES"] = json.dumps([self.lane.value])
            env["TRANSQ_LOOP__INTERACTIVE_RESERVE"] = "0"
        env.update(self.gpu_env)
        return env


def is_fleet(settings: WorkerSettings) -> bool:
    """Whether this command runs several engines (else it is one worker, as always)."""
    return settings.placement.engines_per_gpu > 1 or len(device_groups(settings)) > 1


def device_groups(settings: WorkerSettings) -> list[str | None]:
    """The GPU groups: ``tensor_parallel_size`` consecutive GPUs of ``placement.gpus`` each."""
    devices = settings.placement.device_list()
    if not devices:
        return [None]
    size = settings.engine.tensor_parallel_size
    return [",".join(devices[i : i + size]) for i in range(0, len(devices), size)]


def plan(settings: WorkerSettings) -> list[Placement]:
    """Every engine of the command: groups in order, K engines in each.

    Each engine gets ``gpu_memory_utilization / K``: vLLM reads the setting as the share of
    the whole GPU this engine may take, so K engines at that share fill what one would.
    Metrics ports count up from ``metrics.port`` (0 stays 0: each child picks a free one).
    With ``placement.interactive_engines`` the first engines of each group read only the
    interactive lane and the others only batch; those batch engines get the GPU at a lower
    priority under CUDA MPS (placement.batch_gpu_priority)."""
    per_gpu = settings.placement.engines_per_gpu
    interactive = settings.placement.interactive_engines
    share = settings.engine.gpu_memory_utilization / per_gpu
    base_port = settings.metrics.port
    placements: list[Placement] = []
    for group, devices in enumerate(device_groups(settings)):
        for engine in range(per_gpu):
            index = len(placements)
            placements.append(
                Placement(
                    index=index,
                    worker_id=f"{settings.loop.worker_id}-g{group}e{engine}",
                    group=group,
                    devices=devices,
                    memory_share=share,
                    metrics_port=base_port + index if base_port else 0,
                    lane=(lane := _lane(engine, interactive)),
                    gpu_env=_gpu_env(settings, lane),
                )
            )
    return placements


def _gpu_env(settings: WorkerSettings, lane: Lane | None) -> tuple[tuple[str, str], ...]:
    """CUDA MPS's per-client settings where interactive and batch engines share a GPU
    (placement.batch_gpu_priority, placement.batch_sm_percent); read by the CUDA driver when
    the engine's process first uses the GPU, ignored where no MPS daemon runs. Interactive
    engines are set to normal, not left to what the command's own environment says."""
    if lane is None:
        return ()
    if lane is Lane.INTERACTIVE:
        return (("CUDA_MPS_CLIENT_PRIORITY", "0"),)
    env = [("CUDA_MPS_CLIENT_PRIORITY", "1" if settings.placement.batch_gpu_priority == "below_normal" else "0")]
    if settings.placement.batch_sm_percent < 100:
        env.append(("CUDA_MPS_ACTIVE_THREAD_PERCENTAGE", str(settings.placement.batch_sm_percent)))
    return tuple(env)


def _lane(engine: int, interactive_engines: int) -> Lane | None:
    if not interactive_engines:
        return None
    return Lane.INTERACTIVE if engine < interactive_engines else Lane.BATCH
