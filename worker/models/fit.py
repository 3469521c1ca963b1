"""Do the queue's limits fit the model? Checked once at start, with the real tokenizer.

A job the contract accepts (up to ``queue.limits.max_text_chars`` characters) must fit in
``engine.max_model_len`` tokens together with its output budget, or it can only fail
(``input_too_long``). How many tokens a character costs depends on the script: English
prose is cheap, CJK is expensive for most tokenizers (byte-level BPE: up to 3 tokens per
character). So the check measures a full-length text of each probe script and reports the
first that does not fit, in one line, with the largest text length that would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from transq.contract import Limits
from worker.engines.protocol import TranslationRequest
from worker.settings import EngineSettings

# Probe texts: the checks repeat them up to max_text_chars.
PROBES = {
    "Latin": "The invoice is attached. Please confirm the delivery date by Friday. ",
    "CJK": "請確認交貨日期並告訴我們是否缺少任何東西。発票を添付しました。",
}

# (prompt token ids, source text tokens) for one request: RequestBuilder.encode.
Encode = Callable[[TranslationRequest], tuple[list[int], int]]


@dataclass(frozen=True, slots=True)
class Need:
    script: str
    prompt_tokens: int
    output_tokens: int

    @property
    def total(self) -> int:
        return self.prompt_tokens + self.output_tokens


def output_budget(settings: EngineSettings, source_tokens: int) -> int:
    """The output tokens a job gets by default (RequestBuilder._max_tokens, before the room cap)."""
    budget = int(source_tokens * settings.output_tokens_ratio) + settings.output_tokens_slack
    return min(budget, settings.max_output_tokens)


def need(encode: Encode, settings: EngineSettings, script: str, chars: int) -> Need:
    probe = PROBES[script]
    text = (probe * (chars // len(probe) + 1))[:chars]
    ids, source_tokens = encode(TranslationRequest("fit-check", text, "en", "de"))
    return Need(script, len(ids), output_budget(settings, source_tokens))


def misfit(encode: Encode, settings: EngineSettings, limits: Limits, max_model_len: int) -> str | None:
    """One line saying which valid jobs cannot fit, or None when all of them do."""
    for script in PROBES:
        full = need(encode, settings, script, limits.max_text_chars)
        if full.total <= max_model_len:
            continue
        fits = _largest_fitting(encode, settings, script, limits.max_text_chars, max_model_len)
        return (
            f"queue.limits.max_text_chars={limits.max_text_chars} does not fit engine.max_model_len={max_model_len}: "
            f"a {script} text of that length needs {full.prompt_tokens} prompt + {full.output_tokens} output tokens; "
            f"such jobs fail with input_too_long or get a shortened output budget. {script} texts fit up to "
            f"{fits} characters: raise max_model_len or lower max_text_chars"
        )
    return None


def _largest_fitting(encode: Encode, settings: EngineSettings, script: str, chars: int, max_model_len: int) -> int:
    low, high = 0, chars  # need(low) fits (an empty text is assumed to), need(high) does not
    while high - low > 1:
        mid = (low + high) // 2
        if need(encode, settings, script, mid).total <= max_model_len:
            low = mid
        else:
            high = mid
    return low
