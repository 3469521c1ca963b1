"""submit, get, wait, cancel: one job at a time."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from producer.client import Client, Receipt
from producer.commands.options import add_option_flags, read_glossary
from producer.commands.stream_print import print_stream
from producer.glossary import terms_in
from producer.settings import ProducerSettings
from transq.cli import (
    EXIT_JOB_UNSUCCESSFUL,
    EXIT_OK,
    MAX_WAIT_S,
    MIN_DEADLINE_S,
    add_json_flag,
    count,
    deadline,
    seconds,
)
from transq.contract import Result, Status, epoch_ms, make_job
from transq.errors import InvalidJob


def register(sub: Any) -> None:
    submit = sub.add_parser("submit", help="enqueue a translation job")
    submit.add_argument("text", help="text to translate; '-' reads standard input")
    submit.add_argument("--to", dest="target_lang", required=True, help="target language (BCP-47, e.g. de)")
    submit.add_argument("--from", dest="source_lang", default="auto", help="source language (default: auto)")
    submit.add_argument("--priority", choices=["interactive", "batch"], default="interactive")
    submit.add_argument("--id", dest="job_id", help="job id, also the idempotency key (default: random)")
    submit.add_argument(
        "--deadline-s",
        type=deadline(),
        help=f"give up if not finished within this many seconds (>= {MIN_DEADLINE_S:g})",
    )
    submit.add_argument("--max-tokens", type=count(1), dest="max_output_tokens", help="cap on output tokens")
    submit.add_argument("--wait", action="store_true", help="wait for the result and print it")
    add_option_flags(submit)
    submit.add_argument(
        "--stream", action="store_true", help="print the translation as it grows, then its end (implies --wait)"
    )
    _add_timeout(submit)
    add_json_flag(submit)
    submit.set_defaults(handler=_submit)

    get = sub.add_parser("get", help="show a job's state now (never blocks)")
    get.add_argument("job_id")
    add_json_flag(get)
    get.set_defaults(handler=_get)

    wait = sub.add_parser("wait", help="wait for a job to finish")
    wait.add_argument("job_id")
    _add_timeout(wait)
    add_json_flag(wait)
    wait.set_defaults(handler=_wait)

    cancel = sub.add_parser("cancel", help="cancel a queued job or abort a running one")
    cancel.add_argument("job_id")
    cancel.set_defaults(handler=_cancel)


def read_stdin() -> str:
    """Standard input as UTF-8, decoded strictly whatever the locale says.

    Reading bytes and decoding here gives one clear line naming the bad byte, where the
    locale's text layer would raise (strict locale) or smuggle in surrogates (C.UTF-8)."""
    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidJob(
            f"standard input is not valid UTF-8: byte 0x{data[exc.start]:02X} at offset {exc.start}"
        ) from None


def _add_timeout(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument("--timeout", type=seconds(MAX_WAIT_S), default=60.0, dest="timeout_s", help="seconds (default 60)")


def print_result(result: Result, as_json: bool) -> int:
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
    fields: dict[str, Any] = {
        "text": read_stdin() if args.text == "-" else args.text,
        "target_lang": args.target_lang,
        "source_lang": args.source_lang,
        "priority": args.priority,
        "max_output_tokens": args.max_output_tokens,
    }
    # An empty --id is refused by the contract, not quietly replaced by a random id.
    if args.job_id is not None:
        fields["job_id"] = args.job_id
    if args.deadline_s is not None:
        fields["deadline_ms"] = epoch_ms() + int(args.deadline_s * 1000)
    if args.formality:
        fields["formality"] = args.formality
    terms = terms_in(fields["text"], read_glossary(args), settings.queue.limits.max_glossary_terms)
    if terms:
        fields["glossary"] = terms
    if args.stream:
        fields["stream"] = True
    # Validated before any connection is used: bad input writes nothing.
    job = make_job(settings.queue.limits, **fields)
    receipt = await client.submit(job)
    if args.stream:
        return await print_stream(client, receipt.job_id, args.timeout_s, args.json)
    if not args.wait:
        _print_receipt(receipt, args.json)
        return EXIT_OK
    return print_result(await client.wait(receipt.job_id, args.timeout_s), args.json)


async def _get(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    return print_result(await client.get(args.job_id), args.json)


async def _wait(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    return print_result(await client.wait(args.job_id, args.timeout_s), args.json)


async def _cancel(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    status = await client.cancel(args.job_id)
    if status is Status.RUNNING:
        print(f"{args.job_id} running: abort requested")
    elif status is Status.CANCELLED:
        print(f"{args.job_id} cancelled")
    else:
        print(f"{args.job_id} already {status.value}; nothing to cancel")
    return EXIT_OK
