"""``python -m bench quality --refs`` without a model: the variants make valid jobs, the
score is sacrebleu's chrF with a paired test against the first variant, and the parallel
set reads from the pinned Django wheel (when it is cached: tests never download)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bench.harness.pinned import CACHE, MANIFEST
from bench.quality.chrf import score
from bench.quality.refs import GLOSSARY, LANGS, SOURCE_ID, VARIANTS, load_pairs, variant
from transq.contract import make_job

REFS = ["Bitte geben Sie ein gültiges Datum ein.", "Die Seite wurde nicht gefunden.", "Ihr Passwort ist zu kurz."] * 4


def _rows(name: str, outputs: list[str], failed: int = 0) -> list[dict[str, Any]]:
    return [{"variant": name, "target": "de", "reference": ref, "output": "" if i < failed else out,
             "status": "failed" if i < failed else "succeeded", "flags": []}
            for i, (ref, out) in enumerate(zip(REFS, outputs, strict=True))]  # fmt: skip


def test_every_variant_makes_a_valid_job_with_its_option() -> None:
    text = "Your password must not be entirely numeric."
    for lang in LANGS:
        jobs = {name: make_job(text=text, source_lang="en",
                               target_lang=lang, **variant(name, lang, text).options) for name in VARIANTS}  # fmt: skip
        assert jobs["formal"].formality == "more"
        # Only the pairs the text holds, as every producer path sends them.
        assert jobs["glossary"].glossary == {"password": GLOSSARY[lang]["password"]}
        assert not variant("glossary", lang, "Nothing of it here.").options
        assert jobs["context"].context
        assert not (jobs["plain"].formality or jobs["plain"].glossary or jobs["plain"].context)


def test_the_score_ranks_a_worse_variant_lower_and_counts_a_failure_as_empty() -> None:
    worse = [r.replace("Seite", "Webseite").replace("gültiges", "korrektes") for r in REFS]
    rows = _rows("plain", REFS) + _rows("worse", worse) + _rows("failing", REFS, failed=3)
    scores = score(rows, ["plain", "worse", "failing"], ("de",))["de"]
    assert scores["plain"]["chrf"] == 100.0 and scores["plain"]["p_vs_first"] is None
    assert scores["worse"]["chrf"] < 100.0 and scores["worse"]["failed"] == 0
    assert scores["failing"]["failed"] == 3 and scores["failing"]["chrf"] < scores["worse"]["chrf"]
    assert 0.0 <= scores["worse"]["p_vs_first"] <= 1.0


def _cached() -> bool:
    source = next(s for s in json.loads(MANIFEST.read_text())["sources"] if s["id"] == SOURCE_ID)
    return bool((CACHE / "downloads" / str(source["file"])).is_file())


@pytest.mark.skipif(not _cached(), reason="the Django wheel is not cached (python -m bench documents --fetch)")
def test_the_parallel_set_is_the_same_sentences_in_each_language_with_human_references() -> None:
    pairs = load_pairs(6, LANGS, lambda _line: None)
    assert len(pairs) == 6 * len(LANGS)
    by_lang = {lang: [p for p in pairs if p.target_lang == lang] for lang in LANGS}
    assert [p.source for p in by_lang["de"]] == [p.source for p in by_lang["es"]]
    assert len({p.source for p in pairs}) == 6
    for p in pairs:
        assert p.reference and p.reference != p.source and len(p.source.split()) >= 6
