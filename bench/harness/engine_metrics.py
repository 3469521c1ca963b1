"""vLLM's own histograms read from a worker's /metrics (the worker exports the engine's
metrics on its one port, worker.http): the engine's view of a window, read before and after
it, as a p95 by interpolation inside the bucket."""

from __future__ import annotations

import math
import urllib.request

TTFT_METRIC = "vllm:time_to_first_token_seconds_bucket"


def histogram(port: int, metric: str) -> dict[float, float]:
    """One of vLLM's histograms on a worker's /metrics (cumulative counts by upper bound,
    summed over label sets); {} without vLLM or without the port."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as reply:  # our own worker
            text = reply.read().decode()
    except OSError:
        return {}
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
