"""What every format shares: a parsed document is a skeleton, rendered with translations.

A skeleton is a list of literal strings (kept byte for byte) and units. A unit is one
translatable block (a paragraph, a heading, a cue, a msgid, a JSON field); it holds one
or more masked segments (the texts sent to the model; long blocks are split at sentence
ends) and the source text between them. Rendering asks each unit's format-specific
``fill`` to turn the restored pieces into document text: ``fill`` escapes what the model
wrote (so a stray ``<`` or a blank line cannot open a tag or a new cue) and never touches
restored spans, so the structure is the renderer's, not the model's.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from transq.placeholders import COMMON, Masked, Pattern, Piece, PieceKind, Span, find_spans, mask, unmask

Fill = Callable[[Sequence[Piece]], str]

_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f]")


def plain_fill(pieces: Sequence[Piece]) -> str:
    return "".join(p.text for p in pieces)


class ParseError(Exception):
    """Input a format cannot parse; the loader adds the file name (DocumentError)."""

    def __init__(self, line: int | None, message: str) -> None:
        super().__init__(message if line is None else f"{line}: {message}")
        self.line = line
        self.message = message


@dataclass(frozen=True, slots=True)
class Unit:
    parts: tuple[str | Masked, ...]  # source text between segments, and the segments
    line: int  # 1-based line of the document where the unit starts (for reports)
    fill: Fill = plain_fill

    @property
    def segments(self) -> list[Masked]:
        return [p for p in self.parts if isinstance(p, Masked)]


@dataclass(frozen=True, slots=True)
class Issue:
    """A segment rendered in its source language, and why."""

    line: int
    reason: str  # "placeholders_lost" | "untranslated"
    source: str


@dataclass(frozen=True, slots=True)
class Rendered:
    text: str
    issues: tuple[Issue, ...]


@dataclass
class Parsed:
    skeleton: list[str | Unit] = field(default_factory=list)

    def add(self, part: str | Unit) -> None:
        if isinstance(part, Unit) or part:
            self.skeleton.append(part)

    def units(self) -> list[Unit]:
        return [p for p in self.skeleton if isinstance(p, Unit)]

    def segments(self) -> list[Masked]:
        return [s for u in self.units() for s in u.segments]


@dataclass(frozen=True, slots=True)
class UnitRules:
    """How a format builds units: extra protected patterns, and the segment size limit."""

    patterns: tuple[Pattern, ...] = ()
    max_chars: int = 2000
    # The language translated into, for formats that write it (a PO catalog's header and
    # plural forms); None: unknown, the document keeps what it says.
    target_lang: str | None = None

    def all_patterns(self) -> tuple[Pattern, ...]:
        return (*self.patterns, *COMMON)


def build_unit(
    raw: str, line: int, rules: UnitRules, fill: Fill = plain_fill, forced: Sequence[Span] = ()
) -> str | Unit:
    """A unit for ``raw``, or ``raw`` itself when there is nothing to translate (no letter
    outside protected spans): such text is kept and never sent."""
    spans = find_spans(raw, rules.all_patterns(), forced)
    lead = len(raw) - len(raw.lstrip())
    trail = len(raw.rstrip())
    if not _has_letters(raw, spans):
        return raw
    parts: list[str | Masked] = [raw[:lead]]
    for start, end, gap in _chunks(raw, lead, trail, spans, rules.max_chars):
        chunk = _shifted(spans, start, end)
        sendable = _has_letters(raw[start:end], chunk)
        parts.append(mask(raw[start:end], chunk) if sendable else raw[start:end])
        parts.append(gap)
    parts.append(raw[trail:])
    return Unit(tuple(p for p in parts if p != ""), line, fill)


def _has_letters(raw: str, spans: Sequence[Span]) -> bool:
    pos = 0
    for span in [*spans, Span(len(raw), len(raw))]:
        if any(c.isalpha() for c in raw[pos : span.start]):
            return True
        pos = span.end
    return False


def _shifted(spans: Sequence[Span], start: int, end: int) -> list[Span]:
    return [Span(s.start - start, s.end - start, s.ordered) for s in spans if start <= s.start and s.end <= end]


# Where a long block may be split, best first: after a sentence end, at any whitespace,
# anywhere (text with no spaces at all). Cuts never fall inside a protected span.
_CUTS = (
    re.compile(r"(?<=[.!?…;:])\s+(?=\S)|(?<=[\u3002\uff01\uff1f])(?=\S)"),  # CJK full stops: no space after
    re.compile(r"\s+"),
    re.compile(r"(?=.)", re.DOTALL),
)


@dataclass(frozen=True, slots=True)
class _Splitter:
    raw: str
    inside: bytearray  # 1 where a cut would fall inside a protected span
    max_chars: int

    def split(self, start: int, end: int, cut_res: Sequence[re.Pattern[str]]) -> list[tuple[int, int, str]]:
        if end - start <= self.max_chars or not cut_res:
            return [(start, end, "")]
        cuts = [
            m
            for m in cut_res[0].finditer(self.raw, start, end)
            if m.start() > start and not (self.inside[m.start()] or self.inside[m.end()])
        ]
        out: list[tuple[int, int, str]] = []
        for s, e, gap in _greedy(start, end, cuts, self.max_chars):
            pieces = self.split(s, e, cut_res[1:])
            out.extend(pieces[:-1])
            out.append((pieces[-1][0], pieces[-1][1], gap))
        return out


def _chunks(raw: str, start: int, end: int, spans: Sequence[Span], max_chars: int) -> list[tuple[int, int, str]]:
    """(start, end, following gap) of each segment: the whole text, or pieces of at most
    max_chars, split at the best kind of cut that gets them there."""
    inside = bytearray(len(raw) + 1)
    for span in spans:
        inside[span.start + 1 : span.end] = b"\x01" * (span.end - span.start - 1)
    return _Splitter(raw, inside, max_chars).split(start, end, _CUTS)


def _greedy(start: int, end: int, cuts: Sequence[re.Match[str]], max_chars: int) -> list[tuple[int, int, str]]:
    """Longest runs of whole pieces that fit; a piece longer than max_chars stays whole
    (the next kind of cut splits it)."""
    out: list[tuple[int, int, str]] = []
    seg, prev = start, None
    for cut in [*cuts, None]:
        at = end if cut is None else cut.start()
        if at - seg > max_chars and prev is not None:
            out.append((seg, prev.start(), prev.group()))
            seg, prev = prev.end(), None
        if cut is not None and cut.start() > seg:
            prev = cut
    out.append((seg, end, ""))
    return out


def render(parsed: Parsed, translations: Mapping[str, str]) -> Rendered:
    """The document with each segment's translation; ``translations`` maps a segment's
    masked text to the model's output. A segment without a usable translation keeps its
    source text and is reported."""
    out: list[str] = []
    issues: list[Issue] = []
    for part in parsed.skeleton:
        if isinstance(part, str):
            out.append(part)
            continue
        pieces = unit_pieces(part, translations, issues)
        out.append(part.fill(pieces))
    return Rendered("".join(out), tuple(issues))


def unit_pieces(unit: Unit, translations: Mapping[str, str], issues: list[Issue]) -> list[Piece]:
    pieces: list[Piece] = []
    for part in unit.parts:
        if isinstance(part, str):
            pieces.append(Piece(part, PieceKind.KEPT))
            continue
        output = translations.get(part.text)
        restored = unmask(output, part) if output is not None else None
        if restored is None:
            reason = "untranslated" if output is None else "placeholders_lost"
            issues.append(Issue(unit.line, reason, part.source))
            pieces.append(Piece(part.source, PieceKind.FALLBACK))
        else:
            pieces.extend(restored)
    return pieces


def identity(parsed: Parsed) -> dict[str, str]:
    """Translations that give back the source (each segment "translated" as itself)."""
    return {s.text: s.text for s in parsed.segments()}


def clean(text: str) -> str:
    """Model text without carriage returns or control characters (no format wants them)."""
    return _CONTROL_RE.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def map_free(pieces: Iterable[Piece], escape: Callable[[str], str]) -> str:
    """Join pieces, passing only the model's text through ``escape``."""
    return "".join(escape(clean(p.text)) if p.kind is PieceKind.FREE else p.text for p in pieces)


class Lines:
    """Offset -> 1-based line number, in O(log n) (documents have thousands of units)."""

    def __init__(self, text: str) -> None:
        self._breaks = [m.start() for m in re.finditer("\n", text)]

    def at(self, offset: int) -> int:
        return bisect.bisect_left(self._breaks, offset) + 1
