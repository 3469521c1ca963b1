"""vLLM's own histograms read from a worker's /metrics (the worker exports the engine's
metrics on its one port, worker.http): the engine's view of a window, read before and after
it, as a p95 by interpolation inside the bucket."""

from __future__ import annotations

import math
import urllib.request

from prometheus_client.parser import text_string_to_metric_families

TTFT_METRIC = "vllm:time_to_first_token_seconds_bucket"


def _page(port: int) -> str:
    """The /metrics page on a local port; "" when nothing answers there."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as reply:  # our own process
            return str(reply.read().decode())
    except OSError:
        return ""


def histogram(port: int, metric: str) -> dict[float, float]:
    """One of vLLM's histograms on a worker's /metrics (cumulative counts by upper bound,
    summed over label sets); {} without vLLM or without the port."""
    text = _page(port)
    buckets: dict[float, float] = {}
    for line in text.splitlines():
        if line.startswith(metric + "{") or line.startswith(metric + " "):
            label = line.split('le="', 1)[1].split('"', 1)[0]
            bound = math.inf if label == "+Inf" else float(label)
            buckets[bound] = buckets.get(bound, 0.0) + float(line.rsplit(" ", 1)[1])
    return buckets


def histogram_p95_ms(before: dict[float, float], after: dict[float, float]) -> float | None:
    """p95 of the observations between two reads of a cumulative histogram, in ms."""
    counts = sorted((bound, after[bound] - before.get(bound, 0.0)) for bound in after)
    total = counts[-1][1] if counts else 0.0
    if total <= 0:
        return None
    rank, lower, below = 0.95 * total, 0.0, 0.0
    for bound, cumulative in counts:
        if cumulative >= rank:
            if math.isinf(bound):
                return lower * 1000
            share = (rank - below) / max(cumulative - below, 1e-9)
            return (lower + (bound - lower) * share) * 1000
        lower, below = bound, cumulative
    return None


# The engine's own view of a window, as means (a histogram's _sum over its _count) and totals:
# what the engine spent per request, beside what the client saw (bench vllm-server).
ENGINE_SERIES = {
    "e2e_ms": "vllm:e2e_request_latency_seconds",
    "queue_ms": "vllm:request_queue_time_seconds",
    "ttft_ms": "vllm:time_to_first_token_seconds",
    "decode_ms": "vllm:request_decode_time_seconds",
}
ENGINE_TOTALS = {"prompt_tokens": "vllm:prompt_tokens_total", "generation_tokens": "vllm:generation_tokens_total"}
# Tokens per engine step: how many steps a window took, and how many ran more tokens than
# the CUDA graphs cover (engine.max_cudagraph_capture_size), which run eagerly: slower, and
# CPU-bound in the engine core (several prompts admitted in one step make such a step).
STEP_TOKENS = "vllm:iteration_tokens_total"


def bucket(name: str, le: float) -> str:
    """The key ``scrape`` gives a histogram's bucket at upper bound ``le``."""
    return f"{name}_bucket|le={le:g}"


def scrape(port: int) -> dict[str, float]:
    """Every sample of a /metrics page summed over its label sets, by sample name (a
    histogram's ``_sum`` and ``_count``, a counter's ``_total``: prometheus-client's parser);
    {} when nothing answers on the port."""
    out: dict[str, float] = {}
    for family in text_string_to_metric_families(_page(port)):
        for sample in family.samples:
            key = bucket(family.name, float(sample.labels["le"])) if "le" in sample.labels else sample.name
            out[key] = out.get(key, 0.0) + sample.value
    return out


Window = dict[str, float | None]


def engine_window(before: dict[str, float], after: dict[str, float], graph_tokens: int = 512) -> Window:
    """The engine's means per request (ms), token totals, and its steps (all, and those of
    more than ``graph_tokens`` tokens) between two scrapes."""

    def delta(name: str) -> float:
        return after.get(name, 0.0) - before.get(name, 0.0)

    out: dict[str, float | None] = {}
    for key, metric in ENGINE_SERIES.items():
        count = delta(metric + "_count")
        out[key] = round(delta(metric + "_sum") / count * 1000, 2) if count > 0 else None
    out["requests"] = delta(ENGINE_SERIES["e2e_ms"] + "_count")
    out |= {key: delta(metric) for key, metric in ENGINE_TOTALS.items()}
    steps = delta(STEP_TOKENS + "_count")
    out["steps"] = steps
    out["tokens_per_step"] = round(delta(STEP_TOKENS + "_sum") / steps, 1) if steps > 0 else None
    covered = bucket(STEP_TOKENS, graph_tokens)
    out["steps_over_graphs"] = steps - delta(covered) if covered in after else None
    return out
