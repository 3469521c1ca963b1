"""SubRip (.srt) and WebVTT (.vtt) subtitles: one unit per cue text.

Cue numbers, identifiers, timing lines with their settings, the WEBVTT header and NOTE,
STYLE and REGION blocks are kept byte for byte; only the text lines of a cue are sent.
Formatting tags (``<i>``, ``<c.yellow>``, ``<v Roger>``, ``{\\an8}``) and entities are
protected. The model may re-break a cue's lines but may not add a blank line (that would
end the cue) or ``-->`` (that would start one).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from producer.documents.base import Lines, Parsed, UnitRules, build_unit, map_free
from transq.placeholders import Pattern, Piece

_BLOCK_BREAK_RE = re.compile(r"\n(?:[ \t]*\n)+")
_BLANK_LINES_RE = re.compile(r"\n\s*\n")
_VTT_KEPT_BLOCKS = ("WEBVTT", "NOTE", "STYLE", "REGION")
# Positioning ({\an8}) and voice (<v Roger>) tags at the start of a cue apply to the
# whole cue: kept in front of it, not sent as markers the model could lose.
_CUE_LEAD_RE = re.compile(r"(?:\{\\[^{}\n]*\}|<v[ .][^<>\n]*>)+")

SRT_PATTERNS = (
    Pattern(re.compile(r"</?[A-Za-z][^<>\n]*>"), ordered=True),
    Pattern(re.compile(r"\{\\[^{}\n]*\}")),
    Pattern(re.compile(r"-->")),
)
VTT_PATTERNS = (
    Pattern(re.compile(r"<[^<>\n]*>"), ordered=True),  # tags, voices, inline timestamps
    Pattern(re.compile(r"&(?:#\d+|#x[0-9a-fA-F]+|[A-Za-z]\w*);")),
    Pattern(re.compile(r"-->|[&<]")),  # bare ones too, so escaping never alters the source
)


def escape_srt(text: str) -> str:
    return _BLANK_LINES_RE.sub("\n", text).replace("-->", "->")


def escape_vtt(text: str) -> str:
    return escape_srt(text).replace("&", "&amp;").replace("<", "&lt;")


def _filler(escape: Callable[[str], str]) -> Callable[[Sequence[Piece]], str]:
    def fill(pieces: Sequence[Piece]) -> str:
        return map_free(pieces, escape)

    return fill


def parse_srt(text: str, rules: UnitRules) -> Parsed:
    return _parse(text, UnitRules((*SRT_PATTERNS, *rules.patterns), rules.max_chars), escape_srt, vtt=False)


def parse_vtt(text: str, rules: UnitRules) -> Parsed:
    return _parse(text, UnitRules((*VTT_PATTERNS, *rules.patterns), rules.max_chars), escape_vtt, vtt=True)


def _parse(text: str, rules: UnitRules, escape: Callable[[str], str], *, vtt: bool) -> Parsed:
    parsed, lines, fill = Parsed(), Lines(text), _filler(escape)
    pos = 0
    for brk in [*_BLOCK_BREAK_RE.finditer(text), None]:
        end = len(text) if brk is None else brk.start()
        for n, cue in enumerate(_cues(text[pos:end])):
            parsed.add("\n" if n else "")
            head, body = _split_cue(cue, vtt=vtt)
            lead = _CUE_LEAD_RE.match(body)
            if lead:
                head, body = head + lead.group(), body[lead.end() :]
            parsed.add(head)
            if body:
                parsed.add(build_unit(body, lines.at(pos + len(head)), rules, fill))
            pos += len(cue) + 1
        if brk is not None:
            parsed.add(brk.group())
            pos = brk.end()
    return parsed


def _cues(block: str) -> list[str]:
    """A block split before every timing line after its first: a line with ``-->`` ends
    the cue text before it (the WebVTT parsing rules; SRT players read it the same way),
    so cues written without a blank line between them are still one cue each."""
    out: list[list[str]] = [[]]
    timed = False
    for line in block.split("\n"):
        if "-->" in line and timed:
            out.append([])
        timed = timed or "-->" in line
        out[-1].append(line)
    return ["\n".join(cue) for cue in out]


def _split_cue(block: str, *, vtt: bool) -> tuple[str, str]:
    """(kept head: number/identifier and timing line, cue text); a block that is not a
    cue (header, note, style, stray text) is all head."""
    if vtt and block.lstrip().startswith(_VTT_KEPT_BLOCKS):
        return block, ""
    lines = block.split("\n")
    timing = next((i for i, line in enumerate(lines) if "-->" in line), None)
    if timing is None:
        return block, ""
    head = "\n".join(lines[: timing + 1])
    if timing + 1 == len(lines):
        return head, ""
    return head + "\n", "\n".join(lines[timing + 1 :])
