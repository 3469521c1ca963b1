"""The engine's work for one request, built from a job: prompt token ids and SamplingParams.

Prompts are rendered with the model's chat template; the user's text is tokenized apart,
so it can never hold a control token (worker.prompts.untrusted). The async engine runs this CPU
work on its tokenizing threads (worker.engines.vllm.tokenizer_threads).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

from vllm import SamplingParams
from vllm.sampling_params import RequestOutputKind

from worker.engines.protocol import InputTooLong, TranslationRequest
from worker.prompts.options import NO_OPTIONS, PromptOptions
from worker.prompts.profiles import PromptProfile
from worker.prompts.untrusted import PromptEncoder
from worker.settings import EngineSettings


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
        return ids, self._sampling(self._max_tokens(request, len(ids), source_tokens), stream=request.sink is not None)

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
            strict=request.strict,
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

    def _sampling(self, max_tokens: int, *, stream: bool = False) -> SamplingParams:
        s = self.settings
        return SamplingParams(
            temperature=s.temperature,
            top_p=s.top_p,
            repetition_penalty=s.repetition_penalty,
            max_tokens=max_tokens,
            ignore_eos=s.ignore_eos,
            seed=s.seed if s.temperature > 0 else None,
            n=1,
            # A streaming job gets each step's new ids (worker.engines.incremental decodes
            # them); the others one output at the end.
            output_kind=RequestOutputKind.DELTA if stream else RequestOutputKind.FINAL_ONLY,
            # vLLM would detokenize every sequence at every step, in the process that also
            # runs our queue loop; we need the text once, at the end (decode()), and a
            # streaming job's a few tokens at a time (worker.engines.incremental).
            detokenize=False,
        )

    def decode(self, token_ids: Sequence[int]) -> str:
        """The output text, decoded once (CPU work: the async engine runs it in a thread)."""
        return self.decode_raw(list(token_ids)).strip()

    def decode_raw(self, token_ids: list[int]) -> str:
        """Text of some ids, unstripped, control tokens left out: decode() and a streaming
        output's pieces (worker.engines.incremental) decode alike."""
        return str(self.tokenizer.decode(token_ids, skip_special_tokens=True))

    def emitted_specials(self, token_ids: Sequence[int], finish_reason: str) -> list[str]:
        """Special tokens generated before the end: decode() drops them from the text, so
        the output checks are told. The stop token that ended the output is not one."""
        ids = list(token_ids)
        if finish_reason == "stop" and ids and ids[-1] in self.special_ids:
            ids.pop()
        return [str(self.tokenizer.convert_ids_to_tokens(i)) for i in ids if i in self.special_ids]


def new_canary() -> str:
    """A canary for the system turn: ``tq`` and 10 random hex digits."""
    return f"tq{secrets.token_hex(5)}"


def _special_ids(tokenizer: Any) -> frozenset[int]:
    """Ids of every added/special token (Qwen2.5: 151643-151664)."""
    ids = {int(i) for i in getattr(tokenizer, "added_tokens_decoder", {}) or {}}
    ids.update(int(i) for i in getattr(tokenizer, "all_special_ids", ()) or ())
    return frozenset(ids)
