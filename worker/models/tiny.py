"""Build a tiny, seeded Qwen2-architecture model folder that vLLM loads for real.

Why this exists: the tests and the offline demo must run a real AsyncLLMEngine
without ever downloading a model (no internet in CI, nor on the demo machine).
This module writes, in a few seconds and byte-for-byte deterministically:

- ``config.json`` / ``generation_config.json``: Qwen2ForCausalLM, 2 layers,
  hidden 128, 2 heads of head_dim 64 (head_dim 16 is unsupported by vLLM's CPU
  attention kernels), 1 KV head, bf16, tied embeddings;
- ``model.safetensors``: random weights from a fixed seed, under the exact names
  vLLM's Qwen2 loader expects, so the normal loader (load_format="auto") runs;
- a byte-level BPE tokenizer (ChatML specials at ids 0, 1, 2 and a Qwen2.5-shaped
  chat template) trained on the small multilingual corpus below, so any Unicode
  text tokenizes and round-trips.

The output is gibberish (greedy output still depends on the prompt, and EOS is
rare), but the shapes, tokenizer and chat template exercise the same code paths
as Qwen2.5-Instruct.

usage: python -m worker.models.tiny [--out CACHE_DIR] [--force]
       (prints the model dir, <CACHE_DIR>/models/tiny-qwen2)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from worker.models.tiny_tokenizer import tokenizer_config, train_tokenizer

# torch / tokenizers / safetensors are imported inside the builders: a cache hit
# (every test session after the first) then costs milliseconds, not a torch import.
if TYPE_CHECKING:
    import torch

# engine.model's name for this model: built here, never downloaded.
TINY_MODEL = "tiny"
# Bump whenever the output changes, so existing caches are rebuilt.
CONTENT_VERSION = "tiny-qwen2-v2"
MARKER = ".complete"
MODEL_NAME = "tiny-qwen2"
SEED = 0

HIDDEN, LAYERS, HEADS, KV_HEADS, HEAD_DIM, INTERMEDIATE = 128, 2, 2, 1, 64, 256
MAX_POSITIONS = 4096
EMBED_STD, PROJ_STD = 0.02, 0.1  # see random_weights


def default_cache_dir() -> Path:
    """``$TRANSQ_CACHE_DIR``, else ``<repo>/.cache`` (git-ignored)."""
    env = os.environ.get("TRANSQ_CACHE_DIR")
    return Path(env) if env else Path(__file__).resolve().parents[2] / ".cache"


def model_config(vocab_size: int) -> dict[str, Any]:
    """config.json in Qwen2.5-Instruct's shape, scaled down."""
    return {
        "architectures": ["Qwen2ForCausalLM"],
        "attention_dropout": 0.0,
        "bos_token_id": 0,
        "eos_token_id": 2,
        "hidden_act": "silu",
        "hidden_size": HIDDEN,
        "head_dim": HEAD_DIM,
        "initializer_range": 0.02,
        "intermediate_size": INTERMEDIATE,
        "max_position_embeddings": MAX_POSITIONS,
        "max_window_layers": LAYERS,
        "model_type": "qwen2",
        "num_attention_heads": HEADS,
        "num_hidden_layers": LAYERS,
        "num_key_value_heads": KV_HEADS,
        "rms_norm_eps": 1e-06,
        "rope_theta": 1000000.0,
        "sliding_window": MAX_POSITIONS,
        "tie_word_embeddings": True,
        "torch_dtype": "bfloat16",
        "use_cache": True,
        "use_sliding_window": False,
        "vocab_size": vocab_size,
    }


def generation_config() -> dict[str, Any]:
    """Qwen2.5-Instruct's sampling defaults, so code that applies them gets exercised."""
    return {
        "bos_token_id": 0,
        "pad_token_id": 0,
        "eos_token_id": [2, 0],
        "do_sample": True,
        "repetition_penalty": 1.05,
        "temperature": 0.7,
        "top_p": 0.8,
        "top_k": 20,
    }


def weight_shapes(vocab_size: int) -> dict[str, tuple[int, ...]]:
    """Checkpoint names and shapes as vLLM's Qwen2 loader expects (no lm_head: tied)."""
    q, kv = HEADS * HEAD_DIM, KV_HEADS * HEAD_DIM
    shapes: dict[str, tuple[int, ...]] = {"model.embed_tokens.weight": (vocab_size, HIDDEN)}
    for n in range(LAYERS):
        p = f"model.layers.{n}."
        shapes |= {
            p + "self_attn.q_proj.weight": (q, HIDDEN),
            p + "self_attn.q_proj.bias": (q,),
            p + "self_attn.k_proj.weight": (kv, HIDDEN),
            p + "self_attn.k_proj.bias": (kv,),
            p + "self_attn.v_proj.weight": (kv, HIDDEN),
            p + "self_attn.v_proj.bias": (kv,),
            p + "self_attn.o_proj.weight": (HIDDEN, q),
            p + "mlp.gate_proj.weight": (INTERMEDIATE, HIDDEN),
            p + "mlp.up_proj.weight": (INTERMEDIATE, HIDDEN),
            p + "mlp.down_proj.weight": (HIDDEN, INTERMEDIATE),
            p + "input_layernorm.weight": (HIDDEN,),
            p + "post_attention_layernorm.weight": (HIDDEN,),
        }
    shapes["model.norm.weight"] = (HIDDEN,)
    return shapes


def random_weights(vocab_size: int) -> dict[str, torch.Tensor]:
    """Seeded normal matrices, zero biases, unit norms: finite, input-dependent output.

    Embeddings use std 0.02 (small, finite logits). Projections use 0.1 (~1/sqrt(hidden)):
    at 0.02 the tied embedding dominates the residual stream and the model echoes the
    prompt's last token ("\\n") forever, whatever the input. Generated in float32 from a
    private generator (global RNG untouched), in sorted name order, then cast to bf16:
    the same bytes on every run.
    """
    import torch  # noqa: PLC0415  (lazy: see the imports at the top)

    gen = torch.Generator().manual_seed(SEED)
    out: dict[str, torch.Tensor] = {}
    for name, shape in sorted(weight_shapes(vocab_size).items()):
        if name.endswith("norm.weight"):
            t = torch.ones(shape)
        elif name.endswith(".bias"):
            t = torch.zeros(shape)
        else:
            std = EMBED_STD if name == "model.embed_tokens.weight" else PROJ_STD
            t = torch.randn(shape, generator=gen) * std
        out[name] = t.to(torch.bfloat16).contiguous()
    return out


def _write_json(path: Path, data: dict[str, Any]) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def write_model(out: Path) -> None:
    """Write every file into ``out``; the completion marker goes last."""
    from safetensors.torch import save_file  # noqa: PLC0415  (lazy: see the imports at the top)

    tok = train_tokenizer()
    vocab = tok.get_vocab_size()
    tok.save(str(out / "tokenizer.json"))
    _write_json(out / "tokenizer_config.json", tokenizer_config(MAX_POSITIONS))
    _write_json(out / "config.json", model_config(vocab))
    _write_json(out / "generation_config.json", generation_config())
    weights = out / "model.safetensors"
    save_file(random_weights(vocab), str(weights), metadata={"format": "pt"})
    weights.chmod(0o644)  # safetensors writes it 0600; keep a shared cache readable
    (out / MARKER).write_text(CONTENT_VERSION + "\n", encoding="utf-8")


def is_complete(model_dir: Path) -> bool:
    """True when the folder was fully written by this content version."""
    try:
        return (model_dir / MARKER).read_text(encoding="utf-8").strip() == CONTENT_VERSION
    except OSError:
        return False


def build_tiny_model(cache_dir: Path | None = None, *, force: bool = False) -> Path:
    """Return ``<cache_dir>/models/tiny-qwen2``, building it unless already complete.

    Built in a sibling temp dir and renamed into place, so readers never see a
    half-written model and concurrent builders (e.g. pytest-xdist) don't clash.
    """
    target = (cache_dir or default_cache_dir()) / "models" / MODEL_NAME
    if not force and is_complete(target):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{MODEL_NAME}-", dir=target.parent))
    try:
        write_model(tmp)
        tmp.chmod(0o755)  # mkdtemp makes it 0700; a shared cache must be readable by all
        if not force and is_complete(target):  # a concurrent builder got there first
            return target
        if target.exists():  # stale, half-built or forced: replace it
            shutil.rmtree(target, ignore_errors=True)
        try:
            tmp.rename(target)
        except OSError:  # target reappeared: fine if a concurrent builder completed it
            if not is_complete(target):
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Build the tiny offline Qwen2 test model.")
    parser.add_argument(
        "--out", type=Path, default=None, help="cache dir (default: $TRANSQ_CACHE_DIR or <repo>/.cache)"
    )
    parser.add_argument("--force", action="store_true", help="rebuild even if complete")
    args = parser.parse_args(argv)
    print(build_tiny_model(args.out, force=args.force))


if __name__ == "__main__":
    main()
