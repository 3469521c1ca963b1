"""Protected spans: text the model must not change, swapped for opaque markers.

    "Open {file} in <b>vim</b>"  ->  "Open ⟦0⟧ in ⟦1⟧vim⟦2⟧"  +  ("{file}", "<b>", "</b>")

Markers are ``⟦n⟧``: rare characters no source text uses for anything else (a source that
contains ``⟦`` or ``⟧`` has them protected too), short, and kept by instruction models
when the prompt asks (configs/prompts/chatml.toml does). ``unmask`` puts the originals
back. It gives up (returns None) when a marker is missing, duplicated or unknown, or when
the *ordered* markers (tags, positional ``%s``/``{}``) come back in another order: the
caller then keeps the source text of that segment and flags it ``placeholders_lost``.
Unordered markers (named placeholders, URLs, code) may move, since word order changes
between languages.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

MARKER_RE = re.compile(r"⟦(\d+)⟧")
_STRAY_RE = re.compile(r"[⟦⟧]")


@dataclass(frozen=True, slots=True)
class Span:
    """A protected range of the raw text; ``ordered`` spans must keep their order."""

    start: int
    end: int
    ordered: bool = False


@dataclass(frozen=True, slots=True)
class Pattern:
    regex: re.Pattern[str]
    ordered: bool = False


def _p(regex: str, *, ordered: bool = False, flags: int = 0) -> Pattern:
    return Pattern(re.compile(regex, flags), ordered)


# Protected in every format. Positional placeholders are ordered: their arguments bind by
# position, so swapping them would swap the values.
COMMON: tuple[Pattern, ...] = (
    _p(r"[⟦⟧]"),
    _p(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]"),  # the job contract refuses control characters
    # Tabs separate columns and fields (a gettext "%s\t%s", a text table): models turn
    # them into spaces or commas, so they never reach the model.
    _p(r"\t+"),
    _p(r"\b(?:https?|ftp)://[^\s<>\"'`]*[^\s<>\"'`.,;:!?)\]}]"),
    _p(r"\bwww\.[^\s<>\"'`]*[^\s<>\"'`.,;:!?)\]}]"),
    _p(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"),
    _p(r"%\([\w.-]+\)[-+#0]*\d*(?:\.\d+)?[a-zA-Z]"),  # %(name)s
    _p(r"%\d+\$[-+#0]*\d*(?:\.\d+)?[a-zA-Z@]"),  # %1$s
    _p(r"%[-+#0]*\d*(?:\.\d+)?(?:ll|l|h|z|j|t|L)?[sdifuxXoeEgGcp@]", ordered=True),  # %s, %5.2f
    _p(r"%%"),
    _p(r"\{\{.*?\}\}|\{%.*?%\}"),  # {{ var }}, {% tag %}
    _p(r"\$\{[^{}\n]*\}"),  # ${var}
    _p(r"\{(?:[A-Za-z_][\w.\-]*|\d+)(?:[:!][^{}\n]*)?\}"),  # {name}, {0}, {x:>8}
    _p(r"\{\}", ordered=True),
    _p(r"</?\d+>|<\d+\s*/>", ordered=True),  # <0>…</0>, <1/> (i18next Trans)
)


@dataclass(frozen=True, slots=True)
class Masked:
    """One segment as sent to the model."""

    text: str  # with markers
    spans: tuple[str, ...]  # marker n stands for spans[n]
    ordered: tuple[int, ...]  # markers that must come back in this relative order
    source: str  # the raw text the segment stands for


class PieceKind(enum.Enum):
    FREE = "free"  # written by the model: each format escapes it
    KEPT = "kept"  # a restored span or source text between segments: written as is
    FALLBACK = "fallback"  # the source of a segment whose translation was unusable


@dataclass(frozen=True, slots=True)
class Piece:
    text: str
    kind: PieceKind


def find_spans(text: str, patterns: Iterable[Pattern], forced: Sequence[Span] = ()) -> list[Span]:
    """Spans to protect: ``forced`` ones (given by a format's parser) plus pattern matches
    in the gaps between them, leftmost-longest first, never overlapping."""
    found = sorted(forced, key=lambda s: s.start)
    gaps, pos = [], 0
    for span in found:
        gaps.append((pos, span.start))
        pos = span.end
    gaps.append((pos, len(text)))
    for start, end in gaps:
        found.extend(_matches(text, start, end, patterns))
    return sorted(found, key=lambda s: s.start)


def _matches(text: str, start: int, end: int, patterns: Iterable[Pattern]) -> list[Span]:
    """Leftmost-longest, never overlapping. A pattern's next match is searched again
    from where the chosen span ends, so a match hidden inside a longer rejected one
    (``]`` inside ``][ref]`` overlapping a URL) is still found."""
    pats = list(patterns)
    nexts = [_search(p, text, start, end) for p in pats]
    chosen: list[Span] = []
    while any(nexts):
        best = min((s for s in nexts if s), key=lambda s: (s.start, s.start - s.end))
        chosen.append(best)
        nexts = [
            s if s is None or s.start >= best.end else _search(p, text, best.end, end)
            for p, s in zip(pats, nexts, strict=True)
        ]
    return chosen


def _search(pattern: Pattern, text: str, start: int, end: int) -> Span | None:
    pos = start
    while pos <= end:
        m = pattern.regex.search(text, pos, end)
        if m is None:
            return None
        if m.end() > m.start():
            return Span(m.start(), m.end(), pattern.ordered)
        pos = m.start() + 1  # an empty match protects nothing
    return None


def mask(text: str, spans: Sequence[Span]) -> Masked:
    parts, originals, ordered, pos = [], [], [], 0
    for n, span in enumerate(spans):
        parts.append(text[pos : span.start])
        parts.append(f"⟦{n}⟧")
        originals.append(text[span.start : span.end])
        if span.ordered:
            ordered.append(n)
        pos = span.end
    parts.append(text[pos:])
    return Masked("".join(parts), tuple(originals), tuple(ordered), text)


def unmask(output: str, masked: Masked) -> list[Piece] | None:
    """The output as pieces (model text and restored spans), or None if the markers did
    not come back exactly once each, with the ordered ones in their order."""
    found = [int(m.group(1)) for m in MARKER_RE.finditer(output)]
    if sorted(found) != list(range(len(masked.spans))):
        return None
    wanted = set(masked.ordered)
    if [n for n in found if n in wanted] != list(masked.ordered):
        return None
    pieces: list[Piece] = []
    pos = 0
    for m in MARKER_RE.finditer(output):
        _add_free(pieces, output[pos : m.start()])
        pieces.append(Piece(masked.spans[int(m.group(1))], PieceKind.KEPT))
        pos = m.end()
    _add_free(pieces, output[pos:])
    return pieces


def _add_free(pieces: list[Piece], text: str) -> None:
    # A stray bracket is a marker the model mangled; every marker is accounted for, so
    # the bracket carries nothing and is dropped.
    text = _STRAY_RE.sub("", text)
    if text:
        pieces.append(Piece(text, PieceKind.FREE))
