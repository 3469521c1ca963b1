"""The threads that render and tokenize prompts: a few, each with its own tokenizer copy,
all made while the engine starts, before the worker reports ready.

Why not ``asyncio.to_thread``: vLLM's tokenizer (vllm/tokenizers/hf.py, 0.26-0.33) routes each
call through a pool of deep copies and, when the pool is empty, deep-copies the tokenizer in
the caller's thread, under the GIL. The default executor has ~20 threads, so the first burst
of load emptied the pool over and over: 1-3 s stalls of every job at the start of load on the
H100 (issue #15), which the one-request warm-up did not absorb. Here ``threads`` threads share
``threads`` builders, one each at a time, each built on its own deep copy made at start; a
copy is never used by two threads at once, so no tokenizer is copied while serving.
"""

from __future__ import annotations

import asyncio
import copy
import queue
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Generic, TypeVar

B = TypeVar("B")
R = TypeVar("R")
THREADS = 2  # prompts are ~1 ms of CPU each; more threads only contend for the GIL


class TokenizerThreads(Generic[B]):
    """Runs ``fn(builder)`` on a thread that holds a builder no other thread uses meanwhile."""

    def __init__(self, make_builder: Callable[[Any], B], tokenizer: Any, threads: int = THREADS) -> None:
        self._builders: queue.SimpleQueue[B] = queue.SimpleQueue()
        for _ in range(threads):
            self._builders.put(make_builder(copy.deepcopy(tokenizer)))
        self._executor = ThreadPoolExecutor(threads, thread_name_prefix="tokenize")
        # The event loop's own: used only on the loop's thread, one call at a time.
        self._inline = make_builder(copy.deepcopy(tokenizer))

    async def run(self, fn: Callable[[B], R], *, inline: bool = False) -> R:
        """``fn`` on a thread, or with ``inline`` on the event loop itself: a short job's
        prompt or checks (well under a millisecond) cost less there than the two thread
        hand-offs, each of which waits for the GIL while the loop runs vLLM's output
        handling (up to sys.getswitchinterval(), 5 ms, under load); a long one stays on a
        thread so it never holds the loop for long."""
        if inline:
            return fn(self._inline)
        return await asyncio.get_running_loop().run_in_executor(self._executor, self._call, fn)

    def _call(self, fn: Callable[[B], R]) -> R:
        builder = self._builders.get()  # never waits: at most `threads` calls run at once
        try:
            return fn(builder)
        finally:
            self._builders.put(builder)

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
