"""The output checks in a process of their own (``engine.checks_process``), JSON lines over pipes.

Why: the worker process also runs vLLM's output handling (AsyncLLM's loop), and under a full
batch that process is bound by the GIL. On the H200 (docs/benchmarks.md, issue 37, 2026-12-06)
py-spy found its busy samples at 64 in flight more than half in the checks; streaming's few
per-step costs then came on top of a saturated loop (0.95x the jobs/s of plain jobs), and
with the checks off the same run streamed at 1.07x. A child process takes the checks' CPU
off that GIL; what stays in the worker is one JSON line out and one back per output.

Why not a ProcessPoolExecutor: it pickles; the brief holds every boundary to JSON, and a pool
cannot keep the cross-job memory (worker.checks.recent_sources) in one place. One child
runs every check in order, as the in-process pipeline does, with the same settings, profile,
canary and special tokens, so its findings are the same (tests/worker/checks/test_remote_checks.py
holds the in-process pipeline as the oracle over the safety bench's cases).

A child that dies or hangs fails only the outputs it held, as retryable engine errors (the
job runs again), and the next output starts a new child.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
from collections.abc import Sequence
from typing import Any

from transq.contract import Lane
from worker.checks.pipeline import Output, OutputChecks, Part, Verdict, counted
from worker.engines.protocol import Finding, RetryableEngineError, TranslationRequest
from worker.prompts.profiles import load_profile
from worker.settings import OutputCheckSettings

log = logging.getLogger("worker.checks.remote")

# A line holds one output and its source: the queue bounds a job's text far below this.
_LINE_LIMIT = 64 * 1024 * 1024
_START_S = 120.0  # building the checks: imports and the language model, seconds on a slow disk
Sent = tuple[int, "asyncio.Future[Part]"]


class ChecksProcessError(RetryableEngineError):
    """The checks' process died or stopped answering: the output it held is checked again
    when its job runs again."""


def request_fields(request: TranslationRequest) -> dict[str, Any]:
    """What the checks read of a request, as JSON (no sink: the stream stays in the worker)."""
    return {
        "request_id": request.request_id,
        "text": request.text,
        "source_lang": request.source_lang,
        "target_lang": request.target_lang,
        "lane": request.lane.value,
        "max_output_tokens": request.max_output_tokens,
        "strict": request.strict,
        "formality": request.formality,
        "glossary": [list(pair) for pair in request.glossary],
        "context": request.context,
        "owner": request.owner,
    }


def request_from(fields: dict[str, Any]) -> TranslationRequest:
    glossary = tuple((str(source), str(target)) for source, target in fields["glossary"])
    return TranslationRequest(**fields | {"lane": Lane(fields["lane"]), "glossary": glossary})


class RemoteChecks:
    """``OutputChecks`` of one worker, run in a child process; the same ``note``, and ``run``
    awaited."""

    def __init__(
        self,
        settings: OutputCheckSettings,
        profile: str,
        canary: str,
        specials: Sequence[str],
        *,
        timeout_s: float = 30.0,
    ) -> None:
        self._config = {"settings": settings.model_dump(mode="json"), "profile": profile,
                        "canary": canary, "specials": list(specials)}  # fmt: skip
        self.timeout_s = timeout_s  # one output's checks: seconds at most; longer is a hung child
        self._child: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._pending: dict[int, asyncio.Future[Part]] = {}
        self._next_id = 0
        self._starting = asyncio.Lock()
        self.starts = 0  # children started, for tests and logs
        self.row_count = 0  # the rows of the checks table switched on, as the child built them

    async def start(self) -> None:
        async with self._starting:
            if self._alive():
                return
            child = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "worker.checks.remote",
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=_LINE_LIMIT,
            )  # fmt: skip
            assert child.stdin is not None and child.stdout is not None  # PIPE above
            child.stdin.write(_line(self._config))
            try:
                async with asyncio.timeout(_START_S):
                    ready = await child.stdout.readline()  # its checks are built (fastText loaded)
            except TimeoutError:
                child.kill()
                ready = b""
            if not ready:
                raise ChecksProcessError(f"the output checks' process did not start (exit code {await child.wait()})")
            self.row_count = int(json.loads(ready)["rows"])
            self._child = child
            self._reader = asyncio.create_task(self._read(child), name="checks-replies")
            self.starts += 1
            log.info("output checks run in process %d", child.pid)

    @property
    def pid(self) -> int | None:
        return self._child.pid if self._child is not None else None

    @property
    def in_flight(self) -> int:
        """Outputs sent to the child and not answered yet."""
        return len(self._pending)

    def note(self, request: TranslationRequest) -> None:
        """The job's source for the cross-job check; sent before its output, in order."""
        if self._alive():
            self._send({"op": "note", "request": request_fields(request)})

    def answered(self, request: TranslationRequest, text: str) -> None:
        """Another process of the pool checked this job's output (worker.checks.pool): the
        child remembers it as if it had (the back-translation exemption)."""
        if self._alive():
            self._send({"op": "answered", "text": text, "request": request_fields(request)})

    async def run(self, output: Output) -> Verdict:
        """Every check of ``output``, and the worker's count of what fired."""
        return counted([await self.run_part(output)])

    async def run_part(self, output: Output, rows: Sequence[int] | None = None) -> Part:
        await self.revive(output.request)
        return await self.wait(self.send(output, rows))

    async def revive(self, request: TranslationRequest) -> None:
        """A child that died is started again before the next output, and told its job."""
        if not self._alive():
            await self.start()
            self.note(request)  # a new child never saw this job's start

    def send(self, output: Output, rows: Sequence[int] | None = None) -> Sent:
        """``rows`` of ``output``'s checks (all when None) to the live child, now: a pool
        choosing among children at once sees this one's share from this moment (in_flight)."""
        self._next_id += 1
        ident = self._next_id
        future: asyncio.Future[Part] = asyncio.get_running_loop().create_future()
        self._pending[ident] = future
        self._send({"op": "run", "id": ident, "text": output.text, "finish_reason": output.finish_reason,
                    "emitted": list(output.emitted_specials), "request": request_fields(output.request),
                    "rows": None if rows is None else list(rows)})  # fmt: skip
        return ident, future

    async def wait(self, sent: Sent) -> Part:
        ident, future = sent
        try:
            async with asyncio.timeout(self.timeout_s):
                return await future
        except TimeoutError:
            await self._stop(f"it did not answer within {self.timeout_s:.0f} s")
            raise ChecksProcessError(f"the output checks did not answer within {self.timeout_s:.0f} s") from None
        finally:
            self._pending.pop(ident, None)

    def _alive(self) -> bool:
        reader = self._reader
        return self._child is not None and self._child.returncode is None and reader is not None and not reader.done()

    def _send(self, message: dict[str, Any]) -> None:
        assert self._child is not None and self._child.stdin is not None  # _alive()
        self._child.stdin.write(_line(message))

    async def _read(self, child: asyncio.subprocess.Process) -> None:
        assert child.stdout is not None  # PIPE
        try:
            while line := await child.stdout.readline():
                self._settle(json.loads(line))
            why = f"the output checks' process exited (code {await child.wait()})"
        except (ValueError, KeyError, TypeError) as exc:  # not our protocol: the child cannot be trusted on
            child.kill()
            why = f"the output checks' process answered what is no reply ({exc})"
        self._fail_pending(why)

    def _settle(self, reply: dict[str, Any]) -> None:
        future = self._pending.get(reply["id"])
        if future is None or future.done():
            return  # its output timed out meanwhile
        if "error" in reply:
            future.set_exception(ChecksProcessError(f"the output checks failed: {reply['error']}"))
        else:
            found = tuple((int(row), Finding(*finding)) for row, *finding in reply["found"])
            cost_ms = tuple((int(row), float(ms)) for row, ms in reply.get("cost_ms", ()))
            future.set_result(Part(tuple(reply["flags"]), found, cost_ms))

    def _fail_pending(self, why: str) -> None:
        for future in self._pending.values():
            if not future.done():
                future.set_exception(ChecksProcessError(why))

    async def _stop(self, why: str) -> None:
        child, reader = self._child, self._reader
        self._child = self._reader = None
        if child is not None and child.returncode is None:
            log.warning("stopping the output checks' process %d: %s", child.pid, why)
            child.kill()
            await child.wait()
        if reader is not None:
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await reader
        self._fail_pending(f"the output checks' process was stopped: {why}")

    async def close(self) -> None:
        child = self._child
        if child is not None and child.stdin is not None and child.returncode is None:
            child.stdin.close()  # end of input: the child exits
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(5):
                    await child.wait()
        await self._stop("the worker stops")


def _line(message: dict[str, Any]) -> bytes:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def serve() -> None:
    """The child: build the checks from the first line, then answer each "run" line in order,
    until its input ends (the worker closed it, or died)."""
    # A Ctrl-C or a TERM to the worker's process group must not end the checks before the
    # worker's graceful stop has let its jobs in flight finish: the end of input ends them.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # whatever a library prints goes to stderr, never into the replies
    config = json.loads(sys.stdin.readline())
    checks = OutputChecks(OutputCheckSettings.model_validate(config["settings"]), load_profile(config["profile"]),
                          config["canary"], config["specials"])  # fmt: skip
    checks.run(Output("warm", TranslationRequest("warmup-checks", "warm", "en", "de"), "stop"))  # loads fastText
    replies.write(json.dumps({"rows": checks.row_count}) + "\n")
    replies.flush()
    for line in sys.stdin:
        message = json.loads(line)
        reply = _answer(checks, message)
        if reply is not None:
            replies.write(json.dumps(reply, ensure_ascii=False) + "\n")
            replies.flush()


def _answer(checks: OutputChecks, message: dict[str, Any]) -> dict[str, Any] | None:
    """One line's answer: a "note" or "answered" has none; a "run" what its rows found, or the error
    of that output alone (a rule's bug must not end the child and fail the outputs of other
    jobs with it)."""
    try:
        request = request_from(message["request"])
        if message["op"] == "note":
            checks.note(request)
            return None
        if message["op"] == "answered":
            checks.answered(request, message["text"])
            return None
        output = Output(message["text"], request, message["finish_reason"], message["emitted"])
        part = checks.run_part(output, message.get("rows"))
    except Exception as exc:  # reported for its output, which then fails alone
        log.exception("the checks of one output failed")
        return {"id": message.get("id"), "error": f"{type(exc).__name__}: {exc}"}
    reply: dict[str, Any] = {"id": message["id"], "flags": part.flags,
                             "found": [[row, f.check_class, f.code, f.reason] for row, f in part.found]}  # fmt: skip
    if message.get("rows") is not None:
        # Only a part's rows are timed back: the pool cuts outputs by them when it is idle, and a
        # whole output (a busy pool) would cost the worker's loop 57 more pairs to parse.
        reply["cost_ms"] = [[row, round(ms, 3)] for row, ms in part.cost_ms]
    return reply


if __name__ == "__main__":
    serve()
