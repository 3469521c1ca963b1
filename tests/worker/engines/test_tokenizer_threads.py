"""The tokenizing threads: every tokenizer copy is made before serving, and no copy is
used by two threads at once (vLLM's own pool deep-copies under load otherwise)."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from worker.engines.vllm.tokenizer_threads import TokenizerThreads


class CountingTokenizer:
    """Counts its deep copies; each copy notes whether a thread is using it."""

    copies = 0

    def __init__(self) -> None:
        self.in_use = False

    def __deepcopy__(self, memo: dict[int, Any]) -> CountingTokenizer:
        CountingTokenizer.copies += 1
        return CountingTokenizer()


async def test_copies_are_made_up_front_and_never_shared() -> None:
    CountingTokenizer.copies = 0
    threads = TokenizerThreads(lambda tok: tok, CountingTokenizer(), threads=2)
    assert CountingTokenizer.copies == 3  # one per thread, one for the event loop's inline calls
    both_inside = threading.Barrier(2, timeout=10)  # proves two calls run at once
    seen: set[int] = set()

    def use(tok: CountingTokenizer, wait: bool) -> None:
        assert not tok.in_use, "a copy was handed to two threads at once"
        tok.in_use = True
        seen.add(id(tok))
        if wait:
            both_inside.wait()
        tok.in_use = False

    try:
        await asyncio.gather(threads.run(lambda t: use(t, True)), threads.run(lambda t: use(t, True)))
        await asyncio.gather(*(threads.run(lambda t: use(t, False)) for _ in range(200)))
    finally:
        threads.close()
    assert len(seen) == 2
    assert CountingTokenizer.copies == 3  # none while serving


async def test_an_inline_call_runs_on_the_loop_with_a_copy_of_its_own() -> None:
    threads = TokenizerThreads(lambda tok: tok, CountingTokenizer(), threads=2)
    loop_thread = threading.get_ident()

    def where(tok: CountingTokenizer) -> tuple[int, int]:
        return threading.get_ident(), id(tok)

    try:
        on_threads = await asyncio.gather(*(threads.run(where) for _ in range(20)))
        inline = {await threads.run(where, inline=True) for _ in range(5)}
    finally:
        threads.close()
    assert all(thread != loop_thread for thread, _ in on_threads)
    assert len(inline) == 1 and next(iter(inline))[0] == loop_thread
    # The loop's copy is none of the threads' (a copy is never used by two threads).
    assert next(iter(inline))[1] not in {tok for _, tok in on_threads}
