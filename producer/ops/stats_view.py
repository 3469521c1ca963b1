"""How ``python -m producer stats`` shows a QueueDepth: rich tables, or JSON with the same
figures (and the same names) as the exporter's metrics."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from transq.depth import QueueDepth, WorkerInfo


def depth_json(depth: QueueDepth, redis_url: str = "") -> dict[str, Any]:
    data = asdict(depth)
    if redis_url:
        data["redis"] = redis_url
    data["last_minute"]["jobs_per_s"] = round(depth.last_minute.jobs_per_s, 3)
    data["backlog"] = depth.backlog
    data["workers_live"] = len(depth.workers)
    data["workers_ready"] = depth.workers_ready
    return data


def age(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    if seconds < 60:
        return f"{seconds:.1f} s"
    if seconds < 3600:
        return f"{seconds / 60:.1f} min"
    return f"{seconds / 3600:.1f} h"


def render(depth: QueueDepth, title_note: str = "", redis_url: str = "") -> RenderableType:
    head = Text.assemble(
        *((("Redis ", "bold"), redis_url, "  ") if redis_url else ()),
        ("queue ", "bold"), f"{depth.namespace}:{{{depth.queue}}}",
        ("  backlog ", "bold"), str(depth.backlog),
        ("  dead letters ", "bold"), (str(depth.dead_letters), "red" if depth.dead_letters else ""),
        ("  workers ", "bold"), f"{len(depth.workers)} live, {depth.workers_ready} ready",
        (f"  (read in {depth.read_ms:.1f} ms{title_note})", "dim"),
    )  # fmt: skip
    parts: list[RenderableType] = [head, _last_minute(depth), _lanes(depth)]
    if depth.workers:
        parts.append(_workers(depth))
    if any(lane.consumers for lane in depth.lanes.values()):
        parts.append(_consumers(depth))
    return Group(*parts)


def _last_minute(depth: QueueDepth) -> Text:
    tally = depth.last_minute
    statuses = ", ".join(f"{status} {n}" for status, n in sorted(tally.by_status.items())) or "no jobs ended"
    failures = ", ".join(f"{code} {n}" for code, n in sorted(tally.failures_by_code.items(), key=lambda kv: -kv[1]))
    return Text.assemble(
        ("last minute ", "bold"), f"{tally.jobs_per_s:.2f} jobs/s ({statuses})",
        *((("  failures by code ", "bold"), (failures, "red")) if failures else ()),
    )  # fmt: skip


def _lanes(depth: QueueDepth) -> Table:
    table = Table(title="lanes", title_justify="left")
    for name in ("lane", "waiting", "pending", "lag", "oldest waiting", "stream length"):
        table.add_column(name, justify="left" if name == "lane" else "right")
    for lane in depth.lanes.values():
        table.add_row(
            lane.lane, str(lane.backlog), str(lane.pending), "-" if lane.lag is None else str(lane.lag),
            age(lane.oldest_waiting_age_s), str(lane.length),
        )  # fmt: skip
    return table


def _workers(depth: QueueDepth) -> Table:
    table = Table(title="live workers", title_justify="left")
    for name in ("worker", "ready", "in flight", "model", "host", "metrics port"):
        table.add_column(name)
    for w in depth.workers:
        table.add_row(
            w.worker_id, "yes" if w.ready else "no", _in_flight(w), w.model, w.host,
            str(w.metrics_port or "-"),
        )  # fmt: skip
    return table


def _in_flight(w: WorkerInfo) -> str:
    """``3/16``, or ``3/12 (auto, max 64)`` while max_in_flight = "auto" sizes the limit."""
    if w.adaptive:
        return f"{w.in_flight}/{w.limit} (auto, max {w.max_in_flight})"
    return f"{w.in_flight}/{w.max_in_flight}"


def _consumers(depth: QueueDepth) -> Table:
    table = Table(title="consumers (group 'workers')", title_justify="left")
    for name in ("lane", "consumer", "pending", "idle", "heartbeat"):
        table.add_column(name)
    for lane in depth.lanes.values():
        for c in lane.consumers:
            live = Text("live", "green") if c.live else Text("none (dead or stopped)", "dim")
            table.add_row(lane.lane, c.name, str(c.pending), age(c.idle_s), live)
    return table
