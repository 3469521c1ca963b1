"""The engines-per-GPU rule of ``python -m worker tune`` (worker.sizing.engines), and the
model sizes it reads from a config.json, held against the published parameter counts of the
real models (Qwen2.5-1.5B: 1.54 B, Qwen2.5-7B: 7.61 B; the Qwen2.5 model cards)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from worker.sizing.engines import GIB, ModelSize, engines_fitting_memory, engines_per_gpu, model_size

SHAPE = Path(__file__).resolve().parents[4] / "shared" / "models" / "qwen2.5-1.5b-shape" / "config.json"
QWEN_15B = {
    "hidden_size": 1536, "intermediate_size": 8960, "num_hidden_layers": 28, "num_attention_heads": 12,
    "num_key_value_heads": 2, "vocab_size": 151936, "tie_word_embeddings": True,
}  # fmt: skip
QWEN_7B = {
    "hidden_size": 3584, "intermediate_size": 18944, "num_hidden_layers": 28, "num_attention_heads": 28,
    "num_key_value_heads": 4, "vocab_size": 152064, "tie_word_embeddings": False,
}  # fmt: skip


@pytest.mark.parametrize(("config", "params_b"), [(QWEN_15B, 1.54), (QWEN_7B, 7.61)])
def test_weights_match_the_published_parameter_counts(config: dict[str, object], params_b: float) -> None:
    assert model_size(config).weight_bytes / 2 / 1e9 == pytest.approx(params_b, rel=0.01)


def test_kv_cache_per_token_is_layers_x_k_and_v_x_kv_heads_x_head_dim() -> None:
    # 28 layers x (k, v) x 2 KV heads x 128 x 2 bytes (bf16).
    assert model_size(QWEN_15B).kv_bytes_per_token == 28 * 2 * 2 * 128 * 2


def test_the_gpu_idle_time_sets_k_when_cores_and_memory_allow() -> None:
    fit = engines_per_gpu(busy=0.37, cores=16, by_memory=5)
    assert fit.engines_per_gpu == 2 and fit.by_gpu == 2 and "the GPU's idle time" in fit.reason


def test_a_busy_gpu_keeps_one_engine() -> None:
    assert engines_per_gpu(busy=0.9, cores=64, by_memory=8).engines_per_gpu == 1


@pytest.mark.parametrize(("cores", "by_memory", "bound"), [(4, 9, "the CPU cores"), (64, 1, "GPU memory")])
def test_cores_and_memory_bound_k(cores: int, by_memory: int, bound: str) -> None:
    fit = engines_per_gpu(busy=0.1, cores=cores, by_memory=by_memory)
    assert fit.engines_per_gpu == 1 and bound in fit.reason


def test_k_is_capped_and_unmeasured_gpus_get_one_engine() -> None:
    assert engines_per_gpu(busy=0.05, cores=128, by_memory=None).engines_per_gpu == 4
    assert engines_per_gpu(busy=None, cores=128, by_memory=None).engines_per_gpu == 1


def test_memory_counts_weights_kv_and_overhead_per_engine() -> None:
    size = ModelSize(weight_bytes=15 * GIB, kv_bytes_per_token=57344)
    # 0.9 x 80 GiB = 72 GiB; each engine: 15 + 64 x 400 x 56 KiB (1.37 GiB) + 2 = 18.4 GiB -> 3.
    assert engines_fitting_memory(size, 0.9 * 80 * GIB, 64 * 400) == 3
    assert engines_fitting_memory(size, 10 * GIB, 1) == 0


@pytest.mark.skipif(not SHAPE.exists(), reason="the shared 1.5B-shaped model folder is not beside the checkout")
def test_the_shared_dummy_model_reads_as_its_shape() -> None:
    size = model_size(json.loads(SHAPE.read_text()))
    assert size.weight_bytes == pytest.approx(2 * 1.36e9, rel=0.01)  # its vocabulary is 32,000, not 151,936
