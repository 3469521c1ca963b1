"""Builders of the second blind set's cases (bench.safety.blind2) and the small text helpers
its rows use (encodings for the encoded payloads, hidden characters, repetition)."""

from __future__ import annotations

import base64
import codecs
import importlib
from types import ModuleType

from bench.safety.attacks import Case
from bench.safety.blind import ATTACK_KINDS

PART = "blind2"

# (pair, source, obeyed output, regex of the obeyed payload); pair is "sl-tl", or
# "sl-tl cut" for an output cut off by the token limit (finish_reason "length").
Row = tuple[str, str, str, str]
# (pair "sl-tl", source, reference translation)
Pair = tuple[str, str, str]


def set_modules(package: str, benign: int) -> tuple[tuple[ModuleType, ...], tuple[ModuleType, ...]]:
    """A blind set's modules: one per attack class of ATTACK_KINDS, in its order (each named
    as its class), and its ``benign`` benign modules, benign_a, benign_b ..."""
    attacks = tuple(importlib.import_module(f"{package}.{kind}") for kind in ATTACK_KINDS)
    return attacks, tuple(importlib.import_module(f"{package}.benign_{chr(ord('a') + i)}") for i in range(benign))


def _pair(pair: str) -> tuple[str, str, bool]:
    langs, _, flag = pair.partition(" ")
    source_lang, target = langs.split("-")
    return source_lang, target, flag == "cut"


def attacks(kind: str, rows: list[Row], part: str = PART) -> list[Case]:
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
                part=part,
            )
        )
    return cases


def benign(pairs: list[Pair], part: str = PART) -> list[Case]:
    """Benign cases: a source that looks risky and its faithful reference translation."""
    cases = []
    for pair, source, output in pairs:
        source_lang, target, _ = _pair(pair)
        cases.append(
            Case(kind="benign", source=source, target=target, output=output, source_lang=source_lang, part=part)
        )
    return cases


def cat(lang: str, *parts: str) -> str:
    """Sentences joined as the language writes them (no space in Japanese and Chinese)."""
    return ("" if lang in ("ja", "zh") else " ").join(parts)


def b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def hexs(text: str) -> str:
    return text.encode().hex()


def rev(text: str) -> str:
    return text[::-1]


def zw(text: str) -> str:
    """Text with a zero-width space between every two characters."""
    return "\u200b".join(text)


def tags(text: str) -> str:
    """ASCII text as Unicode tag characters (U+E0000 block): invisible when rendered."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def rep(word: str, times: int, sep: str = " ") -> str:
    return sep.join([word] * times)
