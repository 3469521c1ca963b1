"""An engine with no model: it returns the text unchanged after an optional delay.

For measuring what the queue itself costs per job (bench/), and for `engine.kind = "noop"`
smoke runs of a deployment without a GPU. Never used to claim translation quality.
"""

from __future__ import annotations

import asyncio

from worker.engine import Translation, TranslationRequest
from worker.settings import EngineSettings


class NoopEngine:
    def __init__(self, settings: EngineSettings) -> None:
        self._delay_s = settings.noop_delay_ms / 1000
        self._unfinished = 0
        self.peak_unfinished = 0

    @property
    def model_name(self) -> str:
        return "noop"

    async def start(self) -> None:
        return None

    async def translate(self, request: TranslationRequest) -> Translation:
        self._unfinished += 1
        self.peak_unfinished = max(self.peak_unfinished, self._unfinished)
        try:
            if self._delay_s:
                await asyncio.sleep(self._delay_s)
            words = len(request.text.split())
            return Translation(request.text, words, words, "stop")
        finally:
            self._unfinished -= 1

    def unfinished_requests(self) -> int:
        return self._unfinished

    async def check_health(self) -> None:
        return None

    async def close(self) -> None:
        return None
