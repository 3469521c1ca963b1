"""jobs list | show ID | retry ID: every job of the queue, whoever submitted it (the job
index, producer.ops.jobs), for an operator asking "what happened to job X".

``list`` prints a table on a terminal that fits 80 columns (a long id is shortened there,
``head…tail``: document segment ids run to 52 characters; ``--json`` and the piped rows
carry it whole) and, when piped, a header line and tab-separated rows; ``--json``
everywhere. ``show`` offers the retry command only for a job that ``jobs retry`` would
take. ``retry`` needs the admin Redis user (producer.ops.retry says why).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from rich.console import Console
from rich.table import Table

from producer.client import Client
from producer.commands.ops import redis_failures_as_errors
from producer.ops import JobFilter, JobIndex, JobRetry, JobRow, age, parse_statuses
from producer.settings import ProducerSettings
from transq.cli import EXIT_OK, add_json_flag
from transq.contract import Lane, Status, epoch_ms
from transq.errors import ConfigError, JobNotFound

_SPAN = re.compile(r"^(\d+(?:\.\d+)?)\s*(s|m|min|h|d)$")
_UNIT_S = {"s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400}


def register(sub: Any) -> None:
    jobs = sub.add_parser("jobs", help="find any job: list with filters, show one, retry a failed one")
    cmds = jobs.add_subparsers(dest="jobs_command", required=True)

    ls = cmds.add_parser("list", help="jobs newest first, from the job index")
    ls.add_argument("--status", type=_statuses, default=frozenset(), help="e.g. failed or failed,expired")
    ls.add_argument("--lane", choices=[lane.value for lane in Lane])
    ls.add_argument("--owner", default="", help="the gateway owner (tenant) of the job")
    ls.add_argument("--code", dest="error_code", default="", help="error code, e.g. poison or deadline")
    ls.add_argument("--since", type=_since_span_ms, help="submitted within, e.g. 15m, 2h, 1d (above 0)")
    ls.add_argument("--until", type=_span_ms, help="submitted before this long ago, e.g. 5m")
    ls.add_argument("--limit", type=_positive_int, default=50, help="at most this many (default 50)")
    ls.add_argument("--cursor", help="continue after this (the next_cursor of the previous page)")
    add_json_flag(ls)
    ls.set_defaults(handler=_list)

    show = cmds.add_parser("show", help="one job: status, attempts, timings, worker, error, a masked preview")
    show.add_argument("job_id")
    add_json_flag(show)
    show.set_defaults(handler=_show)

    retry = cmds.add_parser("retry", help="run a failed, expired or dead-lettered job again (admin Redis user)")
    retry.add_argument("job_id")
    add_json_flag(retry)
    retry.set_defaults(handler=_retry)


def _statuses(text: str) -> frozenset[str]:
    try:
        return parse_statuses(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _span_ms(text: str) -> int:
    match = _SPAN.match(text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"{text!r} is not a time span like 30s, 15m, 2h or 1d")
    return int(float(match.group(1)) * _UNIT_S[match.group(2)] * 1000)


def _since_span_ms(text: str) -> int:
    # "--since 0m" once listed nothing and said only "no job matches" (issue 41): a window
    # of no time selects no job, so it is refused, saying so.
    span_ms = _span_ms(text)
    if span_ms < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is a window of 0 s, which selects no job; give e.g. 15m")
    return span_ms


def _positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be a whole number >= 1")
    return int(text)


async def _list(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    if args.since is not None and args.until is not None and args.until >= args.since:
        raise ConfigError("--until is not a shorter span than --since: the window selects no job (e.g. 2h and 1h)")
    # Both spans count back from one instant: read at parse time, "--since 1h --until 1h"
    # was a window a few microseconds wide instead of none.
    now_ms = epoch_ms()
    since_ms = None if args.since is None else now_ms - args.since
    until_ms = None if args.until is None else now_ms - args.until
    flt = JobFilter(args.status, args.lane or "", args.owner, args.error_code, since_ms, until_ms)
    with redis_failures_as_errors(client):
        page = await JobIndex(client.redis, client.keys).page(flt, args.limit, args.cursor)
    if args.json:
        print(json.dumps(page.as_json()))
        return EXIT_OK
    out = Console()
    if not out.is_terminal:
        print("\t".join(PIPED_COLUMNS))
        for row in page.rows:  # piped: one tab-separated line per job, for cut/awk
            s = row.summary()
            cells = (s["job_id"], s["status"], s["lane"], str(s["submitted_ms"]), str(s["attempts"]),
                     s["worker"] or "-", s["error_code"] or "-", s["owner"] or "-")  # fmt: skip
            print("\t".join(cells))
    else:
        out.print(table(page.rows, page.total_indexed))
    if page.stopped_early or (page.next_cursor and len(page.rows) == args.limit):
        more = f"read {page.scanned} jobs" if page.stopped_early else "more"
        print(f"{more}; next page: --cursor {page.next_cursor}", file=sys.stderr)
    if not page.rows and out.is_terminal:
        print("no job matches", file=sys.stderr)
    return EXIT_OK


PIPED_COLUMNS = ("job_id", "status", "lane", "submitted_ms", "attempts", "worker", "error_code", "owner")
# The table's widest cells: "succeeded" (9), "batch" (5), "59.9 min" (8), "tries" (5), an
# error code cut at 14; with rich's padding (2 a column) and borders (7), 60 columns: an
# id of 20 characters keeps a row within 80.
ID_CHARS = 20
ERROR_CHARS = 14


def short_id(job_id: str, width: int = ID_CHARS) -> str:
    """The id's head and tail around an ellipsis: enough to tell ids apart and to find
    the whole one in ``--json``."""
    if len(job_id) <= width:
        return job_id
    head = (width - 1) // 2
    return f"{job_id[:head]}…{job_id[-(width - 1 - head) :]}"


def table(rows: list[JobRow], total: int) -> Table:
    out = Table(title=f"jobs: {len(rows)} of {total} indexed, newest first", title_justify="left")
    for name in ("job id", "status", "lane", "age", "tries", "error"):
        out.add_column(name, no_wrap=True, overflow="ellipsis", max_width=ERROR_CHARS if name == "error" else None)
    now = epoch_ms()
    for row in rows:
        lane = "int" if row.lane == Lane.INTERACTIVE.value else row.lane
        when = age(max(0, now - row.submitted_ms) / 1000)
        out.add_row(short_id(row.job_id), row.status, lane, when, str(row.result.attempts), row.error_code or "")
    return out


async def _find(client: Client, job_id: str) -> JobRow:
    with redis_failures_as_errors(client):
        row = await JobIndex(client.redis, client.keys).find(job_id)
    if row is None:
        raise JobNotFound(job_id)
    return row


async def _show(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    row = await _find(client, args.job_id)
    retry = JobRetry(client.redis, client.keys, settings.queue.limits)
    with redis_failures_as_errors(client):
        detail = row.detail() | {"payload_kept": await retry.payload_kept(row)}
    if args.json:
        print(json.dumps(detail, ensure_ascii=False))
        return EXIT_OK
    for key, value in detail.items():
        if value is None or value == [] or key == "error":
            continue
        print(f"{key:>17}: {value}")
    if row.result.error:
        print(f"{'error':>17}: {row.result.error.code}: {row.result.error.message}")
    if row.result.status in (Status.FAILED, Status.EXPIRED):
        with redis_failures_as_errors(client):
            why_not = await retry.why_not(row.job_id)
        if why_not:
            print(f"{'retry':>17}: not possible: {why_not}")
        else:
            print(f"{'retry':>17}: python -m producer jobs retry {row.job_id}  (admin Redis user)")
    return EXIT_OK


async def _retry(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    with redis_failures_as_errors(client):
        done = await JobRetry(client.redis, client.keys, settings.queue.limits).retry(args.job_id)
    if args.json:
        print(json.dumps({"job_id": done.job_id, "entry_id": done.entry_id, "attempts_before": done.attempts_before,
                          "dead_letter_removed": done.dead_letter or None}))  # fmt: skip
        return EXIT_OK
    left = f"; dead letter {done.dead_letter} removed" if done.dead_letter else ""
    print(f"retrying job {done.job_id}: queued as entry {done.entry_id} (attempts so far {done.attempts_before}{left})")
    return EXIT_OK
