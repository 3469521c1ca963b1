"""The ``stepped`` engine: continuous batching's timing without a model, for CPU benchmarks
of what the worker and its clients cost around the engine (``python -m bench stream
--engine stepped``).

A request's first token comes ``ttft_s`` after it arrives (its prefill); then one clock
ticks every ``step_s`` and each tick gives every decoding request its next token in one
event-loop turn, as vLLM's output handler does. The output is the source text back, one
token per word. With ``step_per_seq_s`` a step lasts longer the more requests decode (a
GPU's batch), and with ``cpu_per_seq_s`` each step holds the event loop that long per
decoding request (vLLM's output handling runs in the worker's process): the costs one
engine's load puts on its own other jobs (bench mixed --engine stepped). A streaming
request's tokens go through the incremental decoder and checks of the vLLM engine
(worker.engines.incremental.StreamText) with a canary and the chatml control-token strings
as markers, so decoding and hold-back cost here what they cost there; a plain request
wakes only for its last token (vLLM's FINAL_ONLY outputs). No output checks run on the
final text: they cost the same with or without streaming.
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field

from worker.engines.incremental import StreamText
from worker.engines.protocol import Translation, TranslationRequest
from worker.prompts.untrusted import skeleton

CANARY = "qz5e7b0c9d2a"
MARKERS = (("prompt_leak", skeleton(CANARY)), ("control_token", "<|im_start|>"), ("control_token", "<|im_end|>"))
EOS_ID = 0
_WORD_RE = re.compile(r"\s*\S+")


class _Vocab:
    """Words (with their leading space) as token ids; id 0 is the end of sequence."""

    def __init__(self) -> None:
        self.pieces = [""]
        self.ids: dict[str, int] = {}

    def encode(self, text: str) -> list[int]:
        return [self.ids.setdefault(word, len(self.ids) + 1) for word in self._words(text)]

    def _words(self, text: str) -> list[str]:
        words = _WORD_RE.findall(text)
        self.pieces.extend(w for w in dict.fromkeys(words) if w not in self.ids)
        return words

    def decode(self, ids: list[int]) -> str:
        return "".join([self.pieces[i] for i in ids])


@dataclass
class _Running:
    tokens: list[int]
    streaming: bool
    made: int = 0  # tokens the engine has produced
    taken: int = 0  # tokens the request has read
    woken: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def finished(self) -> bool:
        return self.made == len(self.tokens)


class SteppedEngine:
    name = "stepped"

    def __init__(
        self, ttft_s: float, step_s: float, *, step_per_seq_s: float = 0.0, cpu_per_seq_s: float = 0.0
    ) -> None:
        self.ttft_s = ttft_s
        self.step_s = step_s
        self.step_per_seq_s = step_per_seq_s
        self.cpu_per_seq_s = cpu_per_seq_s
        self.vocab = _Vocab()
        self._decoding: list[_Running] = []
        self._unfinished = 0
        self._clock: asyncio.TimerHandle | None = None

    @property
    def model_name(self) -> str:
        return self.name

    async def start(self) -> None:
        return None

    async def translate(self, request: TranslationRequest) -> Translation:
        tokens = [*self.vocab.encode(request.text), EOS_ID]
        stream = None
        if request.sink is not None:
            stream = StreamText(self.vocab.decode, request.sink, MARKERS, {EOS_ID})
        running = _Running(tokens, stream is not None)
        self._unfinished += 1
        admit = asyncio.get_running_loop().call_later(self.ttft_s, self._admit, running)
        try:
            while not running.finished or running.taken < running.made:
                await running.woken.wait()
                running.woken.clear()
                new, running.taken = tokens[running.taken : running.made], running.made
                if stream is not None:
                    stream.add(new, finished=running.finished, finish_reason="stop")
        finally:
            admit.cancel()
            self._unfinished -= 1
            if running in self._decoding:
                self._decoding.remove(running)
        if request.on_generated is not None:
            request.on_generated()  # as vLLM's engine: generated, the slot may take the next job
        text = self.vocab.decode(tokens[:-1]).strip()
        return Translation(text, len(tokens), len(tokens), "stop")

    def _admit(self, running: _Running) -> None:
        """The end of the prefill: the first token, then one a clock tick."""
        self._give(running)
        if not running.finished:
            self._decoding.append(running)
        if self._clock is None:
            loop = asyncio.get_running_loop()
            at = loop.time() + self.step_for(len(self._decoding))
            self._clock = loop.call_at(at, self._tick, at)

    def step_for(self, decoding: int) -> float:
        """One step's length with ``decoding`` requests in the batch."""
        return self.step_s + self.step_per_seq_s * decoding

    def _tick(self, at: float) -> None:
        if self.cpu_per_seq_s:
            _spin(self.cpu_per_seq_s * len(self._decoding))
        for running in self._decoding:
            self._give(running)
        self._decoding = [r for r in self._decoding if not r.finished]
        if not self._decoding:
            self._clock = None
            return
        # Ticks at fixed times, not fixed gaps: a late turn does not slow the engine.
        loop = asyncio.get_running_loop()
        next_at = at + self.step_for(len(self._decoding))
        self._clock = loop.call_at(max(next_at, loop.time()), self._tick, next_at)

    @staticmethod
    def _give(running: _Running) -> None:
        running.made += 1
        if running.streaming or running.finished:
            running.woken.set()

    def unfinished_requests(self) -> int:
        return self._unfinished

    async def check_health(self) -> None:
        return None

    async def close(self) -> None:
        if self._clock is not None:
            self._clock.cancel()
            self._clock = None


def _spin(seconds: float) -> None:
    """Hold the CPU (and the event loop) for ``seconds``: a stand-in for per-request Python work."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass
