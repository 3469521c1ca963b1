"""The start-up check that the queue's text limit fits the model (worker.models.fit), with a
stand-in tokenizer whose cost per character is known: Latin 1 token per 4 characters,
CJK 2 tokens per character, 50 tokens of prompt template."""

from __future__ import annotations

from transq.contract import Limits
from worker.engines.protocol import TranslationRequest
from worker.models.fit import PROBES, misfit
from worker.settings import EngineSettings

TEMPLATE_TOKENS = 50
SETTINGS = EngineSettings(kind="noop", output_tokens_ratio=1.0, output_tokens_slack=0, max_output_tokens=100_000)


def encode(request: TranslationRequest) -> tuple[list[int], int]:
    cjk = sum(1 for c in request.text if ord(c) > 0x2E80)
    source = cjk * 2 + (len(request.text) - cjk) // 4
    return [0] * (TEMPLATE_TOKENS + source), source


def test_limits_that_fit_say_nothing() -> None:
    # 1000 CJK characters: 50 + 2000 prompt + 2000 output tokens.
    assert misfit(encode, SETTINGS, Limits(max_text_chars=1000), max_model_len=4050) is None


def test_a_limit_too_large_for_the_model_is_one_line_naming_what_fits() -> None:
    line = misfit(encode, SETTINGS, Limits(max_text_chars=8000), max_model_len=4096)
    assert line is not None and "\n" not in line
    assert line.startswith("queue.limits.max_text_chars=8000 does not fit engine.max_model_len=4096")
    # Latin fits (50 + 2000 + 2000); CJK needs 50 + 16000 + 16000 and fits up to 1011 characters.
    assert "a CJK text of that length needs 16050 prompt + 16000 output tokens" in line
    assert "CJK texts fit up to 1011 characters" in line
    assert set(PROBES) == {"Latin", "CJK"}


def test_the_output_cap_counts() -> None:
    capped = SETTINGS.model_copy(update={"max_output_tokens": 10})
    assert misfit(encode, capped, Limits(max_text_chars=2000), max_model_len=4060) is None
    assert misfit(encode, SETTINGS, Limits(max_text_chars=2000), max_model_len=4060) is not None
