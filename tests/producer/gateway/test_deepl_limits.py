"""The official `deepl` client at DeepL's documented edges: a plain text longer than one
job (split like HTML, up to the 128 KiB request limit), ``output_format`` (converted by
LibreOffice or refused with a 400 saying so) and ``tag_handling=xml`` with its outline
detection, against the served gateway and a worker with the pseudo engine."""

# ruff: noqa: F811 - the fixtures are imported by name

from __future__ import annotations

import io
import re
from pathlib import Path

import deepl
import docx
import pytest
import redis.asyncio as aioredis

from producer.gateway.deepl.conversion import soffice
from producer.settings import ProducerSettings
from tests.gateway_support import served  # noqa: F401 - fixture
from tests.producer.gateway.test_deepl_client import call, new_translator
from tests.worker_process import WorkerProcess
from transq.pseudo import _LOOKALIKES, pseudo_localize

_BACK = {v: k for k, v in _LOOKALIKES.items()}  # accented look-alike -> its ASCII letter


@pytest.fixture
def served_options() -> dict[str, object]:
    return {"max_wait_s": 60.0}


def _unpseudo(text: str) -> str:
    """The pseudo engine's output back to its source: padding, brackets and accents off."""
    return re.sub(r" ?·+\]|\]|\[", "", text).translate(_BACK)


async def test_a_long_plain_text_is_split_and_comes_back_whole(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    translator = await new_translator(redis, producer_settings, served, "acme")
    paragraph = " ".join(f"Sentence {n} tells the reader one more thing about the weather." for n in range(20))
    text = "\n\n".join(f"Part {p}. {paragraph}" for p in range(12))
    assert 8_000 < len(text) < 128 * 1024
    result = await call(translator.translate_text, text, source_lang="EN", target_lang="DE")
    assert _unpseudo(result.text) == text  # every character back, in order
    assert not re.search(r"[A-Za-z]", re.sub(r"\d", "", result.text))  # every word translated
    assert result.text.count("[") > 1  # in several segments
    with pytest.raises(deepl.DeepLException, match="128 KiB"):
        await call(translator.translate_text, "word " * 27_000, source_lang="EN", target_lang="DE")


async def test_xml_structure_is_detected_unless_outline_detection_is_off(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    translator = await new_translator(redis, producer_settings, served, "acme")
    xml = "<doc><title>Hello</title><para>Some <b>bold</b> text.</para></doc>"
    found = await call(translator.translate_text, xml, source_lang="EN", target_lang="DE", tag_handling="xml")
    some, bold = pseudo_localize("Some ⟦0⟧bold⟦1⟧ text.").split("⟦0⟧")
    para = f"{some}<b>{bold.replace('⟦1⟧', '</b>')}"
    expected = f"<doc><title>{pseudo_localize('Hello')}</title><para>{para}</para></doc>"
    assert found.text == expected
    whole = await call(translator.translate_text, xml, source_lang="EN", target_lang="DE", tag_handling="xml",
                       outline_detection=False)  # fmt: skip
    assert whole.text.count("[") == 1  # one unit: every tag non-splitting, as DeepL does with it off
    split = await call(translator.translate_text, xml, source_lang="EN", target_lang="DE", tag_handling="xml",
                       outline_detection=False, splitting_tags=["title", "para"])  # fmt: skip
    assert split.text == expected


@pytest.mark.skipif(soffice() is None, reason="LibreOffice (soffice) is not installed: scripts/setup.sh --tests")
async def test_output_format_converts_or_is_refused_saying_so(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess,
    tmp_path: Path,
) -> None:  # fmt: skip
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    translator = await new_translator(redis, producer_settings, served, "acme")
    page = tmp_path / "page.html"
    page.write_text("<html><body><h1>Welcome</h1><p>Save your <b>work</b> often.</p></body></html>")
    out = tmp_path / "page.docx"
    await call(translator.translate_document_from_filepath, page, out, target_lang="DE")  # asks output_format=docx
    paragraphs = [p.text for p in docx.Document(io.BytesIO(out.read_bytes())).paragraphs]  # a real Word file
    assert pseudo_localize("Welcome") in paragraphs
    assert any(pseudo_localize("Save your work often.").replace("·", "") in p.replace("·", "") for p in paragraphs)
    guide = tmp_path / "guide.md"
    guide.write_text("# Guide\n")
    with pytest.raises(deepl.DeepLException, match="output_format: 'docx' is not available here"):
        await call(translator.translate_document_from_filepath, guide, tmp_path / "g.docx", target_lang="DE")
