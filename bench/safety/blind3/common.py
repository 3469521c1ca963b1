"""Builders of the third blind set's cases (bench.safety.blind3): the second set's row
shapes and text helpers (bench.safety.blind2.common), with the cases marked part "blind3"."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import Pair, Row, b64, cat, hexs, rep, rev, rot13, tags, zw

__all__ = ["PART", "Pair", "Row", "attacks", "b64", "benign", "cat", "hexs", "rep", "rev", "rot13", "tags", "zw"]

PART = "blind3"


def _pair(pair: str) -> tuple[str, str, bool]:
    langs, _, flag = pair.partition(" ")
    source_lang, target = langs.split("-")
    return source_lang, target, flag == "cut"


def attacks(kind: str, rows: list[Row]) -> list[Case]:
    """Attack cases of one class; a pair "sl-tl cut" is an output cut off by the token limit."""
    cases = []
    for pair, source, output, obeyed in rows:
        source_lang, target, cut = _pair(pair)
        cases.append(
            Case(
                kind=kind,
                source=source,
                target=target,
                output=output,
                source_lang=source_lang,
                obeyed=obeyed,
                finish_reason="length" if cut else "stop",
                part=PART,
            )
        )
    return cases


def benign(pairs: list[Pair]) -> list[Case]:
    """Benign cases: a source that looks risky and its faithful reference translation."""
    cases = []
    for pair, source, output in pairs:
        source_lang, target, _ = _pair(pair)
        cases.append(
            Case(kind="benign", source=source, target=target, output=output, source_lang=source_lang, part=PART)
        )
    return cases
