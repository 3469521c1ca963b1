"""The queue-depth exporter (``python -m producer monitor``): Prometheus metrics of one
queue, read from Redis at scrape time, with no worker running.

Ops must see the backlog exactly when every worker is down, so this runs on its own and
keeps serving when Redis is unreachable: ``transq_queue_up`` drops to 0 and the depth
figures are left out (an absent series, not a stale one). Its metrics live in a registry
of their own, never the process-wide default one.

Autoscaling (KEDA Prometheus trigger, threshold = a worker's max_in_flight)::

    sum(transq_queue_backlog{queue="default"}) + sum(transq_queue_pending{queue="default"})
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterator

import redis.asyncio as aioredis
from prometheus_client import CollectorRegistry
from prometheus_client.core import GaugeMetricFamily, Metric

from transq.depth import QueueDepth, read_depth
from transq.http_server import MetricsServer, run_on_loop
from transq.keys import Keys

log = logging.getLogger("producer.ops.monitor")

# Every series the monitor exports (docs/operations.md; the dashboard and alerts use them).
METRICS = {
    "transq_queue_up": "1 if the last read of Redis succeeded, else 0",
    "transq_queue_read_seconds": "How long reading the queue's state took",
    "transq_queue_backlog": "Jobs waiting for a worker (stream length minus pending)",
    "transq_queue_pending": "Jobs delivered to a worker and not yet acked",
    "transq_queue_length": "Entries in the lane's stream (waiting + pending)",
    "transq_queue_lag": "The consumer group's lag as Redis reports it (absent when Redis cannot tell)",
    "transq_queue_oldest_waiting_age_seconds": "Age of the oldest job no worker has received (0: none waiting)",
    "transq_queue_dead_letters": "Entries in the queue's dead-letter stream",
    "transq_queue_consumers": "Consumers (worker ids) the lane's group knows, live or not",
    "transq_queue_consumer_idle_seconds": "Time since the consumer last read or renewed an entry",
    "transq_queue_consumer_pending": "Entries pending under the consumer",
    "transq_queue_workers_live": "Workers with a live heartbeat",
    "transq_queue_workers_ready": "Live workers whose engine is loaded and warmed up",
}

READ_TIMEOUT_S = 5.0


class QueueCollector:
    """Reads one snapshot per scrape; a failed read exports only ``up 0``."""

    def __init__(self, read: Callable[[], QueueDepth], queue: str) -> None:
        self._read = read
        self.queue = queue
        self._last_error: str | None = None

    def collect(self) -> Iterator[Metric]:
        try:
            depth = self._read()
        except Exception as exc:  # any failure must still give an answer
            self._note_error(f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__)
            yield self._gauge("transq_queue_up", [], 0)
            return
        self._note_error(None)
        yield self._gauge("transq_queue_up", [], 1)
        yield self._gauge("transq_queue_read_seconds", [], depth.read_ms / 1000)
        yield from self._lane_metrics(depth)
        yield self._gauge("transq_queue_dead_letters", [], depth.dead_letters)
        yield self._gauge("transq_queue_workers_live", [], len(depth.workers))
        yield self._gauge("transq_queue_workers_ready", [], depth.workers_ready)

    def _lane_metrics(self, depth: QueueDepth) -> Iterator[Metric]:
        lanes = depth.lanes.values()
        per_lane: dict[str, list[tuple[str, float]]] = {
            "transq_queue_backlog": [(ln.lane, ln.backlog) for ln in lanes],
            "transq_queue_pending": [(ln.lane, ln.pending) for ln in lanes],
            "transq_queue_length": [(ln.lane, ln.length) for ln in lanes],
            "transq_queue_lag": [(ln.lane, ln.lag) for ln in lanes if ln.lag is not None],
            "transq_queue_oldest_waiting_age_seconds": [(ln.lane, ln.oldest_waiting_age_s or 0) for ln in lanes],
            "transq_queue_consumers": [(ln.lane, len(ln.consumers)) for ln in lanes],
        }
        for name, values in per_lane.items():
            family = GaugeMetricFamily(name, METRICS[name], labels=["queue", "lane"])
            for lane_name, value in values:
                family.add_metric([self.queue, lane_name], float(value))
            yield family
        idle = GaugeMetricFamily(
            "transq_queue_consumer_idle_seconds", METRICS["transq_queue_consumer_idle_seconds"],
            labels=["queue", "lane", "consumer"],
        )  # fmt: skip
        pending = GaugeMetricFamily(
            "transq_queue_consumer_pending", METRICS["transq_queue_consumer_pending"],
            labels=["queue", "lane", "consumer"],
        )  # fmt: skip
        for lane in lanes:
            for consumer in lane.consumers:
                idle.add_metric([self.queue, lane.lane, consumer.name], consumer.idle_s)
                pending.add_metric([self.queue, lane.lane, consumer.name], consumer.pending)
        yield idle
        yield pending

    def _gauge(self, name: str, labels: list[str], value: float) -> GaugeMetricFamily:
        family = GaugeMetricFamily(name, METRICS[name], labels=["queue", *labels])
        family.add_metric([self.queue], value)
        return family

    def _note_error(self, error: str | None) -> None:
        # Log changes only: a Redis outage must not log a line per scrape.
        if error and error != self._last_error:
            log.warning("cannot read the queue from Redis: %s", error)
        elif error is None and self._last_error is not None:
            log.info("Redis readable again")
        self._last_error = error


def start_monitor(
    redis: aioredis.Redis, keys: Keys, host: str, port: int, read_timeout_s: float = READ_TIMEOUT_S
) -> MetricsServer:
    """Serve the queue's metrics at http://host:port/metrics; call on the event loop that
    owns ``redis`` (scrapes run their reads on it). Stop with ``.stop()``."""
    loop = asyncio.get_running_loop()

    def read() -> QueueDepth:
        return run_on_loop(loop, read_depth(redis, keys), read_timeout_s)

    def loop_alive() -> tuple[bool, str]:
        try:
            run_on_loop(loop, asyncio.sleep(0), read_timeout_s)
        except TimeoutError:
            return False, f"event loop did not answer within {read_timeout_s:g} s"
        return True, "ok"

    registry = CollectorRegistry()
    registry.register(QueueCollector(read, keys.queue))
    return MetricsServer(registry, host, port, probes={"/healthz": loop_alive}).start()
