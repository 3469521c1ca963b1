"""HTML: one unit per run of text between block boundaries.

Inline elements (``<a>``, ``<b>``, ``<span>``, ``<br>``, ...) stay inside a unit as
ordered markers, so the model translates "Click <a href=...>here</a>" as one sentence
and every tag, with its attributes, comes back byte for byte. Block tags (``<p>``,
``<li>``, ``<td>``, unknown elements, ...) end a unit and are never sent. Kept whole and
never sent: ``<script>``, ``<style>``, ``<pre>``, ``<textarea>``, ``<svg>``, ``<math>``,
``<template>``, any element with ``translate="no"`` or class ``notranslate``; inline
``<code>``, ``<kbd>``, ``<samp>``, ``<var>`` become one marker each. Entities and
comments are protected. ``alt``, ``title``, ``placeholder``, ``aria-label`` and a meta
description are translated on block and void elements (html_attrs); every other
attribute, and those of inline elements that wrap words, are kept.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from html.parser import HTMLParser

from producer.documents import html_attrs
from producer.documents.base import Lines, Parsed, UnitRules, build_unit, map_free
from transq.placeholders import Pattern, Piece, Span

INLINE = frozenset(
    {
        "a",
        "abbr",
        "b",
        "bdi",
        "bdo",
        "big",
        "br",
        "button",
        "cite",
        "code",
        "data",
        "del",
        "dfn",
        "em",
        "font",
        "i",
        "img",
        "input",
        "ins",
        "kbd",
        "label",
        "mark",
        "nobr",
        "q",
        "rp",
        "rt",
        "ruby",
        "s",
        "samp",
        "small",
        "span",
        "strike",
        "strong",
        "sub",
        "sup",
        "time",
        "tt",
        "u",
        "var",
        "wbr",
    }
)  # fmt: skip
_OPAQUE_BLOCK = frozenset(["script", "style", "pre", "textarea", "svg", "math", "template"])
_OPAQUE_INLINE = frozenset(["code", "kbd", "samp", "var"])
_VOID = frozenset(
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
)
_SPECIALS = (Pattern(re.compile(r"[&<>]")),)  # bare ones in the source: kept, so escaping never alters it


@dataclass(frozen=True, slots=True)
class Markup:
    """Which tags split a unit, which stay inside one, which are kept whole: the defaults
    above for documents, or a caller's own (the DeepL API's tag_handling options)."""

    ignore: frozenset[str] = frozenset()  # kept whole with their content, never sent
    splitting: frozenset[str] = frozenset()  # end a unit
    non_splitting: frozenset[str] = frozenset()  # stay inside a unit, as markers
    # XML: every tag stays inside its unit unless named splitting, no attribute is
    # translated, and only ignored elements are opaque (no HTML element means anything).
    xml: bool = False

    def inline(self, tag: str) -> bool:
        if tag in self.splitting:
            return False
        return self.xml or tag in self.non_splitting or tag in INLINE

    def opaque(self, tag: str) -> bool:
        return tag in self.ignore or (not self.xml and (tag in _OPAQUE_BLOCK or tag in _OPAQUE_INLINE))


HTML = Markup()


def escape(text: str) -> str:
    return html.escape(text, quote=False)


def fill(pieces: Sequence[Piece]) -> str:
    return map_free(pieces, escape)


@dataclass(frozen=True, slots=True)
class Event:
    kind: str  # start, end, startend, data, entity, charref, comment, decl, pi
    tag: str
    start: int
    end: int
    opaque: bool = False  # an element kept whole (start tag to end tag)

    @property
    def is_text(self) -> bool:
        return self.kind == "data"


class _Recorder(HTMLParser):
    """Where each construct starts: HTMLParser reports the position of the construct it
    is handling, so consecutive positions slice the source into exact raw pieces."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=False)
        self._line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.found: list[tuple[str, str, int, bool]] = []  # kind, tag, start, opaque

    def _at(self, kind: str, tag: str = "", attrs: list[tuple[str, str | None]] | None = None) -> None:
        line, col = self.getpos()
        no = any((k == "translate" and v == "no") or (k == "class" and "notranslate" in (v or "").split())
                 for k, v in attrs or [])  # fmt: skip
        self.found.append((kind, tag, self._line_starts[line - 1] + col, no))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._at("start", tag, attrs)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._at("startend", tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        self._at("end", tag)

    def handle_data(self, data: str) -> None:
        self._at("data")

    def handle_entityref(self, name: str) -> None:
        self._at("entity")

    def handle_charref(self, name: str) -> None:
        self._at("charref")

    def handle_comment(self, data: str) -> None:
        self._at("comment")

    def handle_decl(self, decl: str) -> None:
        self._at("decl")

    def handle_pi(self, data: str) -> None:
        self._at("pi")

    def unknown_decl(self, data: str) -> None:
        self._at("decl")


def events(text: str, markup: Markup = HTML) -> list[Event]:
    """The document as contiguous events; opaque elements folded into one event each."""
    recorder = _Recorder(text)
    recorder.feed(text)
    recorder.close()
    found = recorder.found
    ends = [f[2] for f in found[1:]] + [len(text)]
    flat = [Event(kind, tag, start, end, no) for (kind, tag, start, no), end in zip(found, ends, strict=True)]
    return _fold_opaque(flat, markup)


def _fold_opaque(flat: list[Event], markup: Markup) -> list[Event]:
    out: list[Event] = []
    i = 0
    while i < len(flat):
        ev = flat[i]
        opaque = markup.opaque(ev.tag) or (ev.opaque and not markup.xml)
        if ev.kind == "start" and opaque and ev.tag not in _VOID:
            j = _matching_end(flat, i)
            out.append(Event("opaque", ev.tag, ev.start, flat[j].end, opaque=True))
            i = j + 1
        else:
            out.append(ev)
            i += 1
    return out


def _matching_end(flat: list[Event], i: int) -> int:
    """Index of the end tag that closes flat[i]; i itself if there is none."""
    tag, depth = flat[i].tag, 0
    for j in range(i, len(flat)):
        if flat[j].tag == tag and flat[j].kind == "start":
            depth += 1
        elif flat[j].tag == tag and flat[j].kind == "end":
            depth -= 1
            if depth == 0:
                return j
    return i


def _inline(ev: Event, markup: Markup) -> bool:
    if ev.kind in ("data", "entity", "charref", "comment"):
        return True
    if ev.kind == "opaque":
        # An ignored element is one marker inside its sentence, unless named splitting.
        return (markup.inline(ev.tag) or ev.tag in markup.ignore) and ev.tag not in _OPAQUE_BLOCK
    return ev.kind in ("start", "end", "startend") and markup.inline(ev.tag)


def parse(text: str, rules: UnitRules, markup: Markup = HTML) -> Parsed:
    rules = UnitRules((*rules.patterns, *_SPECIALS), rules.max_chars)
    parsed, lines = Parsed(), Lines(text)
    run: list[Event] = []
    for ev in events(text, markup):
        raw = text[ev.start : ev.end]
        attrs = html_attrs.values(ev.tag, raw) if not markup.xml and _may_translate_attrs(ev, markup) else []
        if _inline(ev, markup) and not attrs:
            run.append(ev)
            continue
        _flush(parsed, text, run, rules, lines)
        html_attrs.add_tag(parsed, raw, attrs, lines.at(ev.start), rules)
        run = []
    _flush(parsed, text, run, rules, lines)
    return parsed


def _may_translate_attrs(ev: Event, markup: Markup) -> bool:
    """Block and void elements (``<img alt>``, ``<input placeholder>``, ``<div title>``).
    An inline element that wraps words (``<a title=...>here</a>``) stays a marker inside
    its sentence, attributes untranslated: cutting the sentence there would cost more."""
    return ev.kind in ("start", "startend") and not ev.opaque and (not markup.inline(ev.tag) or ev.tag in _VOID)


def _flush(parsed: Parsed, text: str, run: list[Event], rules: UnitRules, lines: Lines) -> None:
    if not run:
        return
    lead, body, trail = _unwrap(text, run)
    parsed.add(text[lead[0].start : lead[-1].end] if lead else "")
    if body:
        base = body[0].start
        # Tags keep their order (the tag sequence is the structure); entities, comments
        # and inline code may move with the words around them.
        forced = [Span(e.start - base, e.end - base, ordered=e.kind in ("start", "end", "startend"))
                  for e in body if not e.is_text]  # fmt: skip
        raw = text[base : body[-1].end]
        parsed.add(build_unit(raw, lines.at(base), rules, fill, forced))
    parsed.add(text[trail[0].start : trail[-1].end] if trail else "")


def _unwrap(text: str, run: list[Event]) -> tuple[list[Event], list[Event], list[Event]]:
    """Split off what need not be sent: blank text at the edges, and tags wrapping the
    whole run (``<a href=...>Home</a>``: only "Home" goes to the model)."""
    lo, hi = 0, len(run)
    while lo < hi:
        if run[lo].is_text and not text[run[lo].start : run[lo].end].strip():
            lo += 1
        elif run[hi - 1].is_text and not text[run[hi - 1].start : run[hi - 1].end].strip():
            hi -= 1
        elif hi - lo >= 2 and _wraps(run, lo, hi):
            lo, hi = lo + 1, hi - 1
        elif _unpaired(run, lo, lo, hi):
            lo += 1
        elif _unpaired(run, hi - 1, lo, hi):
            hi -= 1
        else:
            break
    return run[:lo], run[lo:hi], run[hi:]


def _unpaired(run: list[Event], i: int, lo: int, hi: int) -> bool:
    """A tag at an edge of the run whose partner is outside it (the run was cut at a tag
    with translatable attributes): it wraps nothing of the run, so it is not sent."""
    ev = run[i]
    if ev.kind not in ("start", "end") or ev.tag in _VOID:
        return False
    partner = "end" if ev.kind == "start" else "start"
    return not any(e.kind == partner and e.tag == ev.tag for e in run[lo:hi])


def _wraps(run: list[Event], lo: int, hi: int) -> bool:
    first, last = run[lo], run[hi - 1]
    if first.kind != "start" or last.kind != "end" or first.tag != last.tag:
        return False
    depth = 0
    for ev in run[lo:hi]:
        depth += (ev.kind == "start" and ev.tag == first.tag) - (ev.kind == "end" and ev.tag == first.tag)
        if depth == 0 and ev is not last:
            return False
    return True
