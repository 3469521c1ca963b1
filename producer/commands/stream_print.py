"""``submit --stream``: print a job's translation as it grows (producer.streaming)."""

from __future__ import annotations

import asyncio
import json
import sys

from producer.client import Client
from producer.streaming import Cut, Delta, End, Event, Restart, event_data, event_name
from transq.cli import EXIT_JOB_UNSUCCESSFUL, EXIT_OK
from transq.errors import WaitTimeout


async def print_stream(client: Client, job_id: str, timeout_s: float, as_json: bool) -> int:
    """Deltas to standard output as they come; what a reader must do about a restart, a
    cut or a discarded end, as one line on standard error. ``as_json``: one JSON line per
    event. The exit code is the final Result's, as ``--wait`` gives it."""
    try:
        async with asyncio.timeout(timeout_s):
            async for event in client.stream(job_id):
                if as_json:
                    print(json.dumps(_as_json(event)), flush=True)
                else:
                    _print_text(event)
                if isinstance(event, End):
                    return EXIT_JOB_UNSUCCESSFUL if event.discard else EXIT_OK
    except TimeoutError:
        raise WaitTimeout([job_id], timeout_s) from None
    raise AssertionError("a stream always ends with its End")


def _print_text(event: Event) -> None:
    if isinstance(event, Delta):
        sys.stdout.write(event.text)
        sys.stdout.flush()
    elif isinstance(event, Restart):
        print(f"\n[attempt {event.attempt} starts again: discard the text above]", file=sys.stderr, flush=True)
    elif isinstance(event, Cut):
        print(f"\n[stream cut ({event.code}): discard the text above]", file=sys.stderr, flush=True)
    else:
        _print_end(event)


def _print_end(end: End) -> None:
    result = end.result
    if end.discard:
        reason = f": {result.error.code}: {result.error.message}" if result.error else ""
        flags = f" (flags: {', '.join(result.flags)})" if result.flags else ""
        print(f"\n[{result.job_id} {result.status.value}{reason}{flags}: discard the text above]", file=sys.stderr)
    elif end.complete:
        print()
    else:  # the stream missed part of the text: the result is the truth
        print(f"\n[the final translation replaces the text above]\n{result.translation}", flush=True)


def _as_json(event: Event) -> dict[str, object]:
    return {"event": event_name(event), "id": event.id, **event_data(event)}
