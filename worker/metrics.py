"""The worker's Prometheus metrics. Low-cardinality labels only: never a job id.

They live in prometheus_client's default registry, next to vLLM's own ``vllm:*`` metrics
(the engine registers those in this process), so one /metrics endpoint shows both.
"""

from __future__ import annotations

import functools

from prometheus_client import Counter, Gauge, Histogram

from transq.contract import Lane, Result, Status

_LATENCY_BUCKETS_S = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300)

JOBS = Counter("transq_jobs_total", "Jobs that reached a final status", ["lane", "status"])
IN_FLIGHT = Gauge("transq_jobs_in_flight", "Jobs admitted by this worker and not yet finished")
MAX_IN_FLIGHT = Gauge("transq_max_in_flight", "Configured limit of jobs in flight (the upper bound under auto)")
INTERACTIVE_RESERVE = Gauge("transq_interactive_reserve", "Slots over the limit that only interactive jobs take")
CONCURRENCY_LIMIT = Gauge("transq_concurrency_limit", "Jobs the engine may hold now (fixed, or set by auto)")
CONCURRENCY_TARGET = Gauge("transq_concurrency_target_seconds", "auto: the p95 engine-time target")
CONCURRENCY_P95 = Gauge("transq_concurrency_p95_seconds", "auto: p95 engine time of the last decision window")
CONCURRENCY_DECISIONS = Counter("transq_concurrency_decisions_total", "auto: decisions by reason", ["reason"])
QUEUE_WAIT = Histogram("transq_queue_wait_seconds", "Enqueue to start", ["lane"], buckets=_LATENCY_BUCKETS_S)
ENGINE_TIME = Histogram("transq_engine_seconds", "Start to finish", ["lane"], buckets=_LATENCY_BUCKETS_S)
END_TO_END = Histogram("transq_end_to_end_seconds", "Enqueue to finish", ["lane"], buckets=_LATENCY_BUCKETS_S)
TOKENS = Counter("transq_tokens_total", "Tokens processed", ["kind"])
# How late the event loop wakes a timer (worker.scheduling.loop_lag): per-job Python work that
# delays every other job's next step shows here first.
EVENT_LOOP_LAG = Histogram(
    "transq_event_loop_lag_seconds",
    "How much later than asked the event loop woke a 50 ms timer",
    buckets=(0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1),
)
RETRIES = Counter("transq_retries_total", "Engine requests retried after a retryable error")
RECLAIMED = Counter("transq_reclaimed_total", "Entries taken over from other (dead) consumers")
TAKEN_BACK = Counter(
    "transq_taken_back_total", "Own entries run again because a new Redis primary lacked their end (a failover)"
)
SUSPECT_RUNS = Counter("transq_suspect_runs_total", "Jobs of a crashed worker or engine run alone (poison isolation)")
DEAD_LETTERED = Counter("transq_dead_lettered_total", "Entries moved to the dead-letter stream", ["reason"])
READY = Gauge("transq_worker_ready", "1 once the engine is loaded and warmed up")
# check_class: leak, control, answer, length, language; reason: the check's code
# (prompt_leak, refusal...): every check that fired (worker.checks.pipeline).
OUTPUT_FLAGS = Counter("transq_output_flags_total", "Output checks that fired", ["check_class", "reason"])
# What the policy did with a flagged output, per class (worker.checks.policy): fail, retry,
# keep_source, warn; a retry's second output counts again.
FLAG_ACTIONS = Counter("transq_flag_actions_total", "Flagged outputs by class and action", ["check_class", "action"])
TRANSLATION_MEMORY = Counter("transq_translation_memory_total", "Translation memory lookups", ["result"])  # hit|miss


@functools.cache
def _per_job(lane: str, status: str) -> tuple[Counter, Histogram, Histogram, Histogram]:
    """The labelled children one job's figures go to: looked up once per (lane, status),
    not once per job (``labels()`` validates, locks and hashes on every call)."""
    return (
        JOBS.labels(lane=lane, status=status),
        QUEUE_WAIT.labels(lane=lane),
        ENGINE_TIME.labels(lane=lane),
        END_TO_END.labels(lane=lane),
    )


def observe(result: Result, lane: str) -> None:
    jobs, queue_wait, engine_time, end_to_end = _per_job(lane, result.status.value)
    jobs.inc()
    for histogram, ms in (
        (queue_wait, result.queue_wait_ms),
        (engine_time, result.engine_ms),
        (end_to_end, result.total_ms),
    ):
        if ms is not None:
            histogram.observe(ms / 1000)
    if result.prompt_tokens:
        _tokens("prompt").inc(result.prompt_tokens)
    if result.completion_tokens:
        _tokens("completion").inc(result.completion_tokens)


@functools.cache
def _tokens(kind: str) -> Counter:
    return TOKENS.labels(kind=kind)


DEAD_LETTER_REASONS = ("malformed", "poison")


def zero_series() -> None:
    """Create every labelled series at 0, so a healthy system's failure panels and alerts
    read 0 rather than "No data" (a labelled child exists only once it is used)."""
    for lane in Lane:
        for status in Status:
            if status.final:
                JOBS.labels(lane=lane.value, status=status.value)
    for reason in DEAD_LETTER_REASONS:
        DEAD_LETTERED.labels(reason=reason)
