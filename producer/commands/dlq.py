"""dlq list | show ID | requeue ID... | requeue --all | purge: the dead-letter stream.

Destructive actions over the whole stream (requeue --all, purge) ask first; ``--yes``
skips the question, and without a terminal to ask on they refuse instead of guessing.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from producer.client import Client
from producer.commands.ops import redis_failures_as_errors
from producer.ops.dlq import DeadLetter, DeadLetterQueue
from producer.ops.stats_view import age
from producer.settings import ProducerSettings
from transq.cli import EXIT_INVALID, EXIT_NOT_FOUND, EXIT_OK, add_json_flag, count
from transq.contract import epoch_ms
from transq.errors import CannotRequeue, ConfigError, DeadLetterNotFound


def register(sub: Any) -> None:
    dlq = sub.add_parser("dlq", help="dead-lettered jobs: list, show, requeue, purge")
    cmds = dlq.add_subparsers(dest="dlq_command", required=True)

    ls = cmds.add_parser("list", help="dead-lettered entries, newest first")
    ls.add_argument("--limit", type=count(1), default=50, help="at most this many (default 50)")
    ls.add_argument("--wide", action="store_true", help="every column and the whole reason (wraps)")
    add_json_flag(ls)
    ls.set_defaults(handler=_list)

    show = cmds.add_parser("show", help="one entry with its original job")
    show.add_argument("id", help="dead-letter entry id (from dlq list) or job id")
    add_json_flag(show)
    show.set_defaults(handler=_show)

    requeue = cmds.add_parser("requeue", help="put jobs back on their lane, fresh, under the same job id")
    requeue.add_argument("ids", nargs="*", metavar="ID", help="dead-letter entry ids or job ids")
    requeue.add_argument("--all", action="store_true", help="every dead-lettered job (asks first)")
    _add_yes(requeue)
    requeue.set_defaults(handler=_requeue)

    purge = cmds.add_parser("purge", help="delete every dead-letter entry (asks first)")
    _add_yes(purge)
    purge.set_defaults(handler=_purge)


def _add_yes(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument("--yes", "-y", action="store_true", help="do not ask for confirmation")


def confirm(question: str, assume_yes: bool, stdin: TextIO | None = None) -> bool:
    """Ask on the terminal; refuse (ConfigError, exit 2) when there is none to ask on."""
    if assume_yes:
        return True
    stdin = stdin or sys.stdin
    if not stdin.isatty():
        raise ConfigError(f"{question.rstrip('?')}: not confirmed; stdin is not a terminal, pass --yes")
    print(f"{question} [y/N] ", end="", file=sys.stderr, flush=True)
    return stdin.readline().strip().lower() in ("y", "yes")


def _queue(client: Client, settings: ProducerSettings) -> DeadLetterQueue:
    return DeadLetterQueue(client.redis, client.keys, settings.queue.limits)


async def _list(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    with redis_failures_as_errors(client):
        dlq = _queue(client, settings)
        letters, total = await dlq.newest(max(args.limit, 1)), await dlq.count()
    if args.json:
        print(json.dumps({"total": total, "entries": [d.summary() for d in letters]}))
        return EXIT_OK
    if not letters:
        print("no dead-lettered jobs")
        return EXIT_OK
    out = Console()
    if not out.is_terminal:
        _print_rows(letters)
        return EXIT_OK
    if not (args.wide or out.width >= _WIDE_FROM_COLUMNS):
        for line in _narrow(letters, total, out.width):
            out.print(line, markup=False, highlight=False, overflow="ignore", crop=False)
        return EXIT_OK
    table = _table(letters, total)
    if args.wide:
        # Asked for everything: as wide as the table needs, the terminal wraps what is over.
        out = Console(width=max(out.width, out.measure(table).maximum))
    out.print(table)
    return EXIT_OK


# Below this terminal width the list is two lines per entry, ids over the reason (a table of
# every column no longer fits, and rich would cut the ids first).
_WIDE_FROM_COLUMNS = 120


def _cells(d: DeadLetter, now_ms: int) -> dict[str, str]:
    return {
        "entry id": d.entry_id, "age": age(max(0, now_ms - d.dead_ms) / 1000), "lane": d.lane,
        "job id": d.job_id or "-", "deliveries": str(d.deliveries), "worker": d.worker, "reason": d.reason,
    }  # fmt: skip


def _table(letters: list[DeadLetter], total: int) -> Table:
    """Every column, the reason wrapping: for a wide terminal or ``--wide``."""
    table = Table(title=f"dead letters: {len(letters)} newest of {total}", title_justify="left")
    names = ("entry id", "age", "lane", "job id", "deliveries", "worker", "reason")
    for name in names:
        table.add_column(name, no_wrap=name != "reason", overflow="fold")
    now = epoch_ms()
    for d in letters:
        cells = _cells(d, now)
        table.add_row(*(cells[name] for name in names))
    return table


def _narrow(letters: list[DeadLetter], total: int, width: int) -> list[str]:
    """Two lines per entry for a narrow terminal: the ids (never cut: they are what the
    next command needs) over the reason, cut to the terminal's width."""
    names = ("entry id", "age", "lane", "job id")
    now = epoch_ms()
    rows = [_cells(d, now) for d in letters]
    widths = {name: max(len(name), *(len(row[name]) for row in rows)) for name in names}
    lines = [f"dead letters: {len(letters)} newest of {total}", "  ".join(n.ljust(widths[n]) for n in names).rstrip()]
    for row in rows:
        lines.append("  ".join(row[n].ljust(widths[n]) for n in names).rstrip())
        reason = " ".join(row["reason"].split())
        room = max(8, width - 4)
        lines.append("  " + (reason if len(reason) <= room else reason[: room - 1] + "…"))
    return lines


def _print_rows(letters: list[DeadLetter]) -> None:
    """Piped: one tab-separated line per entry (entry id, dead ms, lane, job id, deliveries,
    worker, reason), for cut/awk; tabs and newlines inside a field become spaces."""
    for d in letters:
        fields = (d.entry_id, str(d.dead_ms), d.lane, d.job_id or "-", str(d.deliveries), d.worker, d.reason)
        print("\t".join(" ".join(f.split()) for f in fields))


async def _show(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    with redis_failures_as_errors(client):
        try:
            letter = await _queue(client, settings).find(args.id)
        except DeadLetterNotFound as exc:
            print(f"error: {exc}", file=sys.stderr)
            return EXIT_NOT_FOUND
    detail = letter.detail()
    if args.json:
        print(json.dumps(detail))
        return EXIT_OK
    for key, value in detail.items():
        if key != "job":
            print(f"{key:>11}: {value}")
    print("        job:", json.dumps(detail["job"], indent=2, ensure_ascii=False))
    return EXIT_OK


async def _requeue(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    if args.all == bool(args.ids):
        raise ConfigError("name dead-letter entry ids (or job ids), or pass --all")
    dlq = _queue(client, settings)
    with redis_failures_as_errors(client):
        return await (_requeue_all(dlq, args.yes) if args.all else _requeue_ids(dlq, args.ids))


async def _requeue_ids(dlq: DeadLetterQueue, ids: list[str]) -> int:
    rc = EXIT_OK
    for ident in ids:
        try:
            letter = await dlq.find(ident)
            entry = await dlq.requeue(letter)
        except DeadLetterNotFound as exc:
            print(f"error: {exc}", file=sys.stderr)
            rc = EXIT_NOT_FOUND
            continue
        except CannotRequeue as exc:
            print(f"error: {exc}", file=sys.stderr)
            rc = rc or EXIT_INVALID
            continue
        print(f"requeued job {letter.job_id} on lane {letter.lane} (stream entry {entry})")
        _warn_if_expired(letter, dlq)
    return rc


def _warn_if_expired(letter: DeadLetter, dlq: DeadLetterQueue) -> None:
    if letter.job(dlq.limits).expired():
        print(f"note: job {letter.job_id}'s deadline has passed; the worker will mark it expired", file=sys.stderr)


async def _requeue_all(dlq: DeadLetterQueue, assume_yes: bool) -> int:
    total = await dlq.count()
    if total == 0:
        print("no dead-lettered jobs; nothing to requeue")
        return EXIT_OK
    if not confirm(f"requeue all {total} dead-lettered jobs?", assume_yes):
        print("nothing changed", file=sys.stderr)
        return EXIT_OK
    err = Console(stderr=True)
    columns = (TextColumn("requeueing"), BarColumn(), MofNCompleteColumn())
    with Progress(*columns, console=err, transient=True, disable=not err.is_terminal) as bar:
        task = bar.add_task("requeue", total=total)
        report = await dlq.requeue_all(lambda done, n: bar.update(task, completed=done, total=n))
    print(f"requeued {len(report.requeued)} jobs; skipped {len(report.skipped)}")
    for entry_id, why in report.skipped:
        print(f"skipped {entry_id}: {why}", file=sys.stderr)
    return EXIT_OK


async def _purge(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    dlq = _queue(client, settings)
    with redis_failures_as_errors(client):
        total = await dlq.count()
        if total == 0:
            print("the dead-letter stream is empty; nothing to purge")
            return EXIT_OK
        if not confirm(f"delete all {total} dead-letter entries for good?", args.yes):
            print("nothing changed", file=sys.stderr)
            return EXIT_OK
        print(f"purged {await dlq.purge()} dead-letter entries")
    return EXIT_OK
