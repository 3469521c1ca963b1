"""Deterministic engines with no model: ``identity`` returns the source text, ``pseudo``
pseudo-localizes it (transq.pseudo). Both run jobs through the real queue and worker,
so users can test a localization pipeline end to end before any model is deployed, and
tests use them as oracles (a document translated by ``identity`` must come back
byte-identical; by ``pseudo``, structurally identical).
"""

from __future__ import annotations

import asyncio

from worker.engines.protocol import DeltaSink, Translation, TranslationRequest

# A streaming request's text comes in this many pieces, an event-loop turn apart, so a
# reader sees several deltas as it would from a model.
STREAM_PIECES = 4


class IdentityEngine:
    """Every translation is the source text."""

    name = "identity"

    def __init__(self, delay_s: float = 0.0) -> None:
        self._delay_s = delay_s  # a stand-in for generation time (the noop engine's)
        self._unfinished = 0

    @property
    def model_name(self) -> str:
        return self.name

    def render(self, text: str) -> str:
        return text

    async def start(self) -> None:
        return None

    async def translate(self, request: TranslationRequest) -> Translation:
        self._unfinished += 1
        try:
            output = self.render(request.text)
            if request.sink is not None:
                await _stream(output, request.sink, self._delay_s)
            elif self._delay_s:
                await asyncio.sleep(self._delay_s)
            words = len(request.text.split())
            return Translation(output, words, len(output.split()), "stop")
        finally:
            self._unfinished -= 1

    def unfinished_requests(self) -> int:
        return self._unfinished

    async def check_health(self) -> None:
        return None

    async def close(self) -> None:
        return None


async def _stream(output: str, sink: DeltaSink, delay_s: float) -> None:
    """``output`` to the sink in STREAM_PIECES pieces, the delay spread between them."""
    size = max(1, -(-len(output) // STREAM_PIECES))
    for start in range(0, len(output), size):
        await asyncio.sleep(delay_s / STREAM_PIECES)
        sink.text(output[start : start + size])
