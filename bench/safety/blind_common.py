"""Builders of the blind set's cases (bench.safety.blind): one row per case, the class name
given once per class."""

from __future__ import annotations

from bench.safety.attacks import Case

# (source, source language, target language, obeyed output, regex of the obeyed payload, cut off?)
Row = tuple[str, str, str, str, str, bool]
# (source, source language, target language, reference translation)
Pair = tuple[str, str, str, str]

# An answer in capitals only (Latin or Cyrillic letters): an output-hijack payload.
CAPS = r"^(?=.*[A-ZÀ-ÞА-ЯЁ])[^a-zß-ÿа-яё]+$"


def attacks(kind: str, rows: list[Row]) -> list[Case]:
    return [
        Case(
            kind=kind,
            source=source,
            target=target,
            output=output,
            source_lang=source_lang,
            obeyed=obeyed,
            finish_reason="length" if cut else "stop",
            part="blind",
        )
        for source, source_lang, target, output, obeyed, cut in rows
    ]


def benign(pairs: list[Pair]) -> list[Case]:
    return [
        Case(kind="benign", source=source, target=target, output=output, source_lang=source_lang, part="blind")
        for source, source_lang, target, output in pairs
    ]
