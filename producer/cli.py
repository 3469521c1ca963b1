"""``python -m producer``: submit, get, wait and cancel translation jobs.

Exit codes (also in the README):
  0  done (for wait/--wait: the job succeeded)
  1  the job ended failed, cancelled or expired
  2  invalid input or usage
  3  job not found
  4  timed out waiting
  5  queue full
  6  Redis unreachable
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Awaitable, Callable

from producer.client import Client, Receipt
from pydantic import ValidationError

from producer.contract import Result, Status, epoch_ms, first_error, make_job
from producer.errors import (
    InvalidJob,
    JobNotFound,
    QueueFull,
    RedisUnavailable,
    TransqError,
    WaitTimeout,
)
from producer.settings import ProducerSettings

EXIT_OK, EXIT_JOB_UNSUCCESSFUL, EXIT_INVALID, EXIT_NOT_FOUND = 0, 1, 2, 3
EXIT_TIMEOUT, EXIT_QUEUE_FULL, EXIT_UNREACHABLE = 4, 5, 6

_EXIT_FOR: dict[type[TransqError], int] = {
    InvalidJob: EXIT_INVALID,
    JobNotFound: EXIT_NOT_FOUND,
    WaitTimeout: EXIT_TIMEOUT,
    QueueFull: EXIT_QUEUE_FULL,
    RedisUnavailable: EXIT_UNREACHABLE,
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m producer", description="Submit and follow translation jobs.")
    parser.add_argument("--config", help="TOML settings file (default: $TRANSQ_CONFIG or configs/producer.toml)")
    sub = parser.add_subparsers(dest="command", required=True)

    submit = sub.add_parser("submit", help="enqueue a translation job")
    submit.add_argument("text", help="text to translate; '-' reads standard input")
    submit.add_argument("--to", dest="target_lang", required=True, help="target language (BCP-47, e.g. de)")
    submit.add_argument("--from", dest="source_lang", default="auto", help="source language (default: auto)")
    submit.add_argument("--priority", choices=["interactive", "batch"], default="interactive")
    submit.add_argument("--id", dest="job_id", help="job id, also the idempotency key (default: random)")
    submit.add_argument("--deadline-s", type=float, help="give up if not finished within this many seconds")
    submit.add_argument("--max-tokens", type=int, dest="max_output_tokens", help="cap on output tokens")
    submit.add_argument("--wait", action="store_true", help="wait for the result and print it")
    _add_output_args(submit)

    for name, text in (("get", "show a job's state now"), ("wait", "wait for a job to finish")):
        cmd = sub.add_parser(name, help=text)
        cmd.add_argument("job_id")
        _add_output_args(cmd, timeout=name == "wait")

    cancel = sub.add_parser("cancel", help="cancel a queued job or abort a running one")
    cancel.add_argument("job_id")
    return parser


def _add_output_args(cmd: argparse.ArgumentParser, *, timeout: bool = True) -> None:
    if timeout:
        cmd.add_argument("--timeout", type=float, default=60.0, dest="timeout_s", help="seconds (default 60)")
    cmd.add_argument("--json", action="store_true", help="print JSON")


def _print_result(result: Result, as_json: bool) -> int:
    if as_json:
        print(result.model_dump_json())
    elif result.status is Status.SUCCEEDED:
        print(result.translation)
    else:
        reason = f": {result.error.code}: {result.error.message}" if result.error else ""
        print(f"{result.job_id} {result.status.value}{reason}")
    if result.final and result.status is not Status.SUCCEEDED:
        return EXIT_JOB_UNSUCCESSFUL
    return EXIT_OK


def _print_receipt(receipt: Receipt, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"job_id": receipt.job_id, "created": receipt.created, "status": receipt.status.value}))
    else:
        note = "" if receipt.created else f" (already submitted: {receipt.status.value})"
        print(f"{receipt.job_id}{note}")


async def _submit(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    text = sys.stdin.read() if args.text == "-" else args.text
    fields = {
        "text": text,
        "target_lang": args.target_lang,
        "source_lang": args.source_lang,
        "priority": args.priority,
        "max_output_tokens": args.max_output_tokens,
    }
    if args.job_id:
        fields["job_id"] = args.job_id
    if args.deadline_s is not None:
        fields["deadline_ms"] = epoch_ms() + int(args.deadline_s * 1000)
    job = make_job(settings.queue.limits, **fields)
    receipt = await client.submit(job)
    if not args.wait:
        _print_receipt(receipt, args.json)
        return EXIT_OK
    return _print_result(await client.wait(receipt.job_id, args.timeout_s), args.json)


async def _cancel(client: Client, args: argparse.Namespace) -> int:
    status = await client.cancel(args.job_id)
    if status is Status.RUNNING:
        print(f"{args.job_id} running: abort requested")
    elif status is Status.CANCELLED:
        print(f"{args.job_id} cancelled")
    else:
        print(f"{args.job_id} already {status.value}; nothing to cancel")
    return EXIT_OK


def _handler(args: argparse.Namespace, settings: ProducerSettings) -> Callable[[Client], Awaitable[int]]:
    if args.command == "submit":
        return lambda c: _submit(c, args, settings)
    if args.command == "get":

        async def get(c: Client) -> int:
            return _print_result(await c.get(args.job_id), args.json)

        return get
    if args.command == "wait":

        async def wait(c: Client) -> int:
            return _print_result(await c.wait(args.job_id, args.timeout_s), args.json)

        return wait
    return lambda c: _cancel(c, args)


async def _run(args: argparse.Namespace, settings: ProducerSettings) -> int:
    handler = _handler(args, settings)
    async with Client.from_settings(settings) as client:
        return await handler(client)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = ProducerSettings.load(args.config)
        return asyncio.run(_run(args, settings))
    except TransqError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return _EXIT_FOR.get(type(exc), EXIT_INVALID)
    except ValidationError as exc:
        print(f"error: invalid settings: {first_error(exc)}", file=sys.stderr)
        return EXIT_INVALID
    except (FileNotFoundError, ValueError) as exc:
        # Settings errors (a missing --config file, a bad TOML value) are invalid input.
        print(f"error: {_one_line(exc)}", file=sys.stderr)
        return EXIT_INVALID
    except KeyboardInterrupt:
        return 130


def _one_line(exc: BaseException) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
