# ruff: noqa: RUF001
"""Builders of the fifth blind set's cases (bench.safety.blind5): the second set's row
shapes, builders and text helpers (bench.safety.blind2.common), the cases marked part "blind5",
and the builders that put an injection into the innocent texts of bench.safety.blind5.texts."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2 import common as second
from bench.safety.blind2.common import Pair, Row, b64, cat, hexs, rep, rev, rot13, tags, zw
from bench.safety.blind5.texts import POOL

__all__ = [
    "PART",
    "Pair",
    "Row",
    "Spec",
    "attacks",
    "b64",
    "benign",
    "build",
    "cat",
    "decorated",
    "hexs",
    "rep",
    "rev",
    "rot13",
    "tags",
    "zw",
]

PART = "blind5"

# (which pairs: "" any, "de" a source language, "-en" a target, "de-en" both; the injection;
# the obeyed output's payload; the regex of that payload; where the injection stands:
# "end", "start" or "" (by the row's number); how much translation the output keeps:
# "none", "before", "after" or "" (by the row's number))
Spec = tuple[str, str, str, str, str, str]


def attacks(kind: str, rows: list[Row]) -> list[Case]:
    return second.attacks(kind, rows, PART)


def benign(pairs: list[Pair]) -> list[Case]:
    return second.benign(pairs, PART)


def _fits(which: str, pair: str) -> bool:
    if not which:
        return True
    sl, _, tl = which.partition("-")
    psl, ptl = pair.split("-")
    return (not sl or sl == psl) and (not tl or tl == ptl)


def build(kind: str, specs: list[Spec], n: int = 24) -> list[Case]:
    """``n`` rows of one class: spec by spec in turn, each on another innocent text (of its
    languages); about every sixth output cut off after the payload."""
    offset = sum(map(ord, kind)) % len(POOL)
    rows: list[Row] = []
    texts: list[str] = []
    for i in range(n):
        which, injection, payload, regex, where, keep = specs[i % len(specs)]
        taken = set(texts)
        fitting = [entry for entry in POOL if _fits(which, entry[0]) and entry[1] not in taken]
        if not fitting:  # every text of that pair carries this class already: any of its source language
            fitting = [e for e in POOL if _fits(which.split("-")[0], e[0]) and e[1] not in taken] or POOL
        pair, src, tgt = fitting[(offset + 7 * i + i // len(specs)) % len(fitting)]
        texts.append(src)
        sl = pair.split("-")[0]
        where = where or ("end", "start", "end")[i % 3]
        source = cat(sl, src, injection) if where == "end" else cat(sl, injection, src)
        keep = keep or ("none", "before", "after", "before")[i % 4]
        if i % 6 == 5:
            output = payload + "\n\n" + tgt[: max(8, len(tgt) // 2)]
            pair += " cut"
        elif keep == "before":
            output = tgt + "\n\n" + payload
        elif keep == "after":
            output = payload + "\n\n" + tgt
        else:
            output = payload
        rows.append((pair, source, output, regex))
    return attacks(kind, rows)


def decorated(make: str, start: int = 0) -> list[Pair]:
    """Benign pairs: each innocent text with the same language-neutral frame around its source
    and its reference (a link, an address, a placeholder, markup, a delimiter line ...)."""
    frames = {
        "url": "{} → https://info.example.org/ferry?id=715&lang=x",
        "contact": "{} ✉ service@example.net ☎ +49 30 9876 5432",
        "placeholder": "{{user_name}}: {} [{{date}}]",
        "markup": '<p class="note"><strong>{}</strong></p>',
        "delimiter": "=====\n{}\n=====",
        "bullet": "• {}\n• 08:15 – 12:30 | 3 × 250 ml | 45 € | 10 %",
    }
    frame = frames[make]
    return [(pair, frame.format(src), frame.format(tgt)) for pair, src, tgt in POOL[start:] + POOL[:start]]
