"""``python -m producer dlq list`` as people read it: at 80 columns the reason still shows
(cut to the line, ids whole), ``--wide`` shows it all, and piped it prints one
tab-separated line per entry (not a table squeezed to one character per line)."""

from __future__ import annotations

import uuid

import redis.asyncio as aioredis
from rich.console import Console

from producer.commands.dlq import _narrow, _table
from producer.ops.dlq import DeadLetter
from tests.ops_helpers import run_cli
from transq.keys import Keys

REASON = "delivered 3 times without finishing (max_deliveries 3): the worker died each time it ran this job"


def letter(job_id: str) -> DeadLetter:
    return DeadLetter("1764100000000-0", "interactive", REASON, 4, "worker-gpu0-1a2b3c", job_id, b"{}")


def test_at_80_columns_the_reason_shows_and_the_ids_are_whole() -> None:
    job_id = uuid.uuid4().hex  # the longest id a job gets by default
    lines = _narrow([letter(job_id), letter("short")], 2, 80)
    assert all(len(line) <= 80 for line in lines)
    assert any("1764100000000-0" in line and job_id in line and "interactive" in line for line in lines)
    reasons = [line for line in lines if line.startswith("  delivered 3 times")]
    assert len(reasons) == 2 and all(line.endswith("…") for line in reasons)


def test_wide_shows_every_column_and_the_whole_reason() -> None:
    console = Console(width=160, record=True, force_terminal=True, color_system=None)
    console.print(_table([letter("job-1")], 1))
    lines = console.export_text().splitlines()
    assert any("worker-gpu0-1a2b3c" in line and "job-1" in line for line in lines)
    assert REASON in " ".join(" ".join(line.replace("│", " ").split()) for line in lines)


async def test_piped_list_prints_tab_separated_rows(redis: aioredis.Redis, redis_url: str, keys: Keys) -> None:
    for job_id, reason in (("job-a", "bad\tpayload\nline two"), ("job-b", REASON)):
        await redis.xadd(keys.dead, {"lane": "batch", "reason": reason, "deliveries": "4", "worker": "w1",
                                     "job_id": job_id, "job": "{}"})  # fmt: skip
    listed = await run_cli(redis_url, keys, "dlq", "list")
    assert listed.rc == 0, listed.err
    rows = [line.split("\t") for line in listed.out.splitlines()]
    assert [row[3] for row in rows] == ["job-b", "job-a"], "newest first"
    assert all(len(row) == 7 for row in rows)
    assert rows[1][6] == "bad payload line two" and rows[0][6] == REASON
