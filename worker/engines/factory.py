"""Build the engine the settings name, beside the engines it builds (worker.engines.protocol holds
only the Protocol, so no engine module imports its own factory)."""

from __future__ import annotations

from transq.contract import Limits
from worker.engines.protocol import Engine
from worker.settings import EngineSettings


def build_engine(settings: EngineSettings, limits: Limits | None = None) -> Engine:
    """The engine the settings name. vLLM is imported only when it is asked for.
    ``limits``: the queue's input limits, which the vLLM engine checks against the model."""
    if settings.kind in ("identity", "pseudo"):
        from worker.engines.pseudo import text_engine  # noqa: PLC0415  # one import per engine kind

        return text_engine(settings.kind)
    if settings.kind == "stepped":
        from worker.engines.stepped import SteppedEngine  # noqa: PLC0415  # one import per engine kind

        return SteppedEngine(
            settings.stepped_ttft_ms / 1000,
            settings.stepped_step_ms / 1000,
            step_per_seq_s=settings.stepped_step_per_seq_ms / 1000,
            cpu_per_seq_s=settings.stepped_cpu_per_seq_ms / 1000,
        )
    if settings.kind == "noop":
        from worker.engines.noop import NoopEngine  # noqa: PLC0415  # torch/vLLM load only when asked for

        return NoopEngine(settings)
    from worker.engines.vllm.engine import VllmEngine  # noqa: PLC0415  # torch/vLLM load only when asked for

    return VllmEngine(settings, limits)
