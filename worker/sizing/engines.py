"""How many engines (worker processes, ``placement.engines_per_gpu``) one GPU should run: the
rule ``python -m worker tune`` applies to its sweep (docs/operations.md, "Engines per GPU").

One vLLM engine's step loop is CPU-bound with a small model: on an H100 the 1.5B shape kept
the GPU's kernels busy about 37 % of the time at 64 in flight, and a second engine on the same
GPU nearly doubled the jobs/s (docs/benchmarks.md). So K engines are worth running while the
GPU has idle time, the host has cores for them and the GPU's memory holds them all:

- by the GPU: ``floor(TARGET_BUSY / busy)``, busy being the share of time the GPU ran kernels
  during the sweep's chosen setting (nvidia-smi's utilization.gpu), one engine alone;
- by the CPU: ``cores // CORES_PER_ENGINE`` (each engine: its core process's step loop, the
  worker's event loop and output handling, its tokenizer threads);
- by memory: how many copies of the weights plus the KV cache of the chosen setting's jobs fit
  in ``engine.gpu_memory_utilization`` of the GPU;
- at most MAX_ENGINES, and 1 when the GPU's use was not measured (a CPU engine, no nvidia-smi).

Pure functions; worker.sizing.gpu measures.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

TARGET_BUSY = 0.8  # past this share of kernel time, another engine mostly queues behind the others
CORES_PER_ENGINE = 3
MAX_ENGINES = 4
GIB = 1024**3
OVERHEAD_GIB = 2.0  # per engine: CUDA context, activations, CUDA graphs (vLLM's own profile, rounded up)
PROMPT_OVERHEAD_TOKENS = 60  # the prompt's template around the source text (configs/prompts/chatml.toml)


@dataclass(frozen=True)
class EngineFit:
    engines_per_gpu: int
    reason: str
    by_gpu: int | None = None
    by_cpu: int | None = None
    by_memory: int | None = None


@dataclass(frozen=True)
class ModelSize:
    """What one engine of a model needs in GPU memory, from its config.json."""

    weight_bytes: int
    kv_bytes_per_token: int


def model_size(config: dict[str, Any], dtype_bytes: int = 2) -> ModelSize:
    """Weights and KV cache per token of a decoder-only transformer with grouped-query
    attention (Qwen2, Llama, Mistral): embeddings (and an untied head), per layer the q/k/v/o
    projections and a gated MLP. Norms and biases are left out (well under 1 %)."""
    hidden, layers = int(config["hidden_size"]), int(config["num_hidden_layers"])
    heads = int(config["num_attention_heads"])
    kv_heads = int(config.get("num_key_value_heads", heads))
    head_dim = int(config.get("head_dim") or hidden // heads)
    vocab, inter = int(config["vocab_size"]), int(config["intermediate_size"])
    attention = hidden * heads * head_dim * 2 + hidden * kv_heads * head_dim * 2  # q, o; k, v
    mlp = 3 * hidden * inter  # gate, up, down
    embeddings = vocab * hidden * (1 if config.get("tie_word_embeddings") else 2)
    params = embeddings + layers * (attention + mlp)
    return ModelSize(params * dtype_bytes, layers * 2 * kv_heads * head_dim * dtype_bytes)


def engines_fitting_memory(size: ModelSize, budget_bytes: float, tokens_in_flight: int) -> int:
    """How many engines' weights, KV cache for ``tokens_in_flight`` and overhead fit the budget."""
    need = size.weight_bytes + size.kv_bytes_per_token * tokens_in_flight + OVERHEAD_GIB * GIB
    return max(0, math.floor(budget_bytes / need))


def engines_per_gpu(busy: float | None, cores: int, by_memory: int | None) -> EngineFit:
    """The rule (module docstring): the least of what the GPU, the CPU and memory allow."""
    if busy is None:
        return EngineFit(1, "the GPU's kernel time was not measured (no GPU, or no nvidia-smi): one engine")
    by_gpu = max(1, math.floor(TARGET_BUSY / max(busy, 0.01)))
    by_cpu = max(1, cores // CORES_PER_ENGINE)
    limits = {"the GPU's idle time": by_gpu, "the CPU cores": by_cpu, "the cap": MAX_ENGINES}
    if by_memory is not None:
        limits["GPU memory"] = max(1, by_memory)
    k = min(limits.values())
    bound = ", ".join(name for name, value in limits.items() if value == k)
    reason = (
        f"one engine kept the GPU's kernels busy {busy:.0%} of the time: about {by_gpu} fill it to "
        f"{TARGET_BUSY:.0%}; {cores} cores allow {by_cpu}"
        + (f"; memory holds {by_memory}" if by_memory is not None else "")
        + f"; bound by {bound}"
    )
    return EngineFit(k, reason, by_gpu, by_cpu, by_memory)
