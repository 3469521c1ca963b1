"""An engine with no model: it returns the text unchanged after an optional delay.

For measuring what the queue itself costs per job (bench/), and for `engine.kind = "noop"`
smoke runs of a deployment without a GPU. Never used to claim translation quality. The
identity engine with a configurable delay: one implementation of "return the text".
"""

from __future__ import annotations

from worker.engines.identity import IdentityEngine
from worker.settings import EngineSettings


class NoopEngine(IdentityEngine):
    name = "noop"

    def __init__(self, settings: EngineSettings) -> None:
        super().__init__(delay_s=settings.noop_delay_ms / 1000)
