"""The structure of a document as an independent, well-kept parser sees it.

``view(fmt, text)`` is what must be identical between a document and its translation;
translated text is left out of it (or reduced to a marker that it exists), everything
structural is in. Each view uses a library written independently of producer.documents,
so our parser cannot agree with itself by mistake:

- markdown: markdown-it-py's token stream (with mdit-py-plugins: front matter,
  footnotes, dollar math), heading levels and ``{#id}`` anchors, code and HTML verbatim,
  link and image targets, reference definitions;
- html: html5lib's tree: every element with its attributes (translatable ones, alt,
  title, placeholder, aria-label and a meta description, only flagged present), text
  of script/style/pre/code/``translate="no"`` verbatim, comments;
- srt: pysubs2's events (timings, tag count per cue) and the cue numbers;
- vtt: webvtt-py's captions (identifier, timings, settings, voice, tag count) and its
  STYLE/REGION blocks, plus the NOTE blocks;
- po: polib's entries (msgctxt, msgid, msgid_plural, flags, comments, references,
  obsolete) and the header's keys; plural counts and the header are msgfmt -c's check;
- jsonl: ``json``: every line's value with the chosen string fields reduced to
  "text"/"empty";
- text: there is no reference parser for plain text; the view is blocks (kind, bullet,
  line count of structured blocks, indented lines verbatim).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

import html5lib
import polib
import pysubs2
import webvtt
from markdown_it import MarkdownIt
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin

# The attributes a translator changes (docs/documents.md); all others must be identical.
TRANSLATABLE_ATTRS = frozenset({"alt", "title", "placeholder", "aria-label"})
_VERBATIM_TAGS = frozenset({"script", "style", "pre", "code", "textarea", "kbd", "samp", "var"})
_VERBATIM_MD = frozenset({"fence", "code_block", "html_block", "front_matter", "math_block", "math_inline"})
_ANCHOR_RE = re.compile(r"\{#[\w.:-]+\}\s*$")
_TAG_RE = re.compile(r"</?[A-Za-z][^<>]*>|\{\\[^}]*\}")
_MD = MarkdownIt("commonmark").enable("table").use(front_matter_plugin).use(footnote_plugin).use(dollarmath_plugin)


def view(fmt: str, text: str, fields: Sequence[str] = ("text",)) -> Any:
    views: dict[str, Callable[[str], Any]] = {
        "text": text_view,
        "markdown": markdown_view,
        "html": html_view,
        "srt": srt_view,
        "vtt": vtt_view,
        "po": po_view,
        "jsonl": lambda t: jsonl_view(t, fields),
    }
    return views[fmt](text)


def markdown_view(text: str) -> list[Any]:
    env: dict[str, Any] = {}
    out: list[Any] = []
    for tok in _MD.parse(text, env):
        if tok.type == "inline":
            kids = [_md_inline(c) for c in tok.children or [] if c.type not in ("text", "softbreak", "hardbreak")]
            anchor = _ANCHOR_RE.search(tok.content)
            out.append(("inline", anchor.group() if anchor else "", tuple(sorted(kids, key=str))))
        else:
            content = tok.content if tok.type in _VERBATIM_MD else ""
            out.append((tok.type, tok.tag, tok.markup, tok.info, content, tok.meta.get("label", "")))
    refs = sorted((k, v.get("href", ""), bool(v.get("title"))) for k, v in env.get("references", {}).items())
    notes = sorted(env.get("footnotes", {}).get("refs", {}).items())
    return [*out, ("references", refs), ("footnotes", notes)]


def _md_inline(tok: Any) -> tuple[str, str, str]:
    content = tok.content if tok.type in ("code_inline", "html_inline", "math_inline") else ""
    return tok.type, content, str(tok.attrGet("href") or tok.attrGet("src") or tok.meta.get("label", ""))


def html_view(text: str) -> list[Any]:
    doc = html5lib.parse(text, treebuilder="etree", namespaceHTMLElements=False)
    out: list[Any] = []
    _walk_html(doc, out, verbatim=False)
    return out


def _walk_html(node: Any, out: list[Any], *, verbatim: bool) -> None:
    tag = node.tag if isinstance(node.tag, str) else "#comment"
    if tag == "#comment" or not isinstance(node.tag, str):
        out.append(("comment", node.text))
    else:
        meta = tag == "meta" and node.attrib.get("name", "").lower() in ("description", "og:description")
        attrs = tuple(
            sorted(
                (k, "<text>" if k in TRANSLATABLE_ATTRS or (meta and k == "content") else v)
                for k, v in node.attrib.items()
            )
        )
        verbatim = verbatim or tag in _VERBATIM_TAGS or node.attrib.get("translate") == "no"
        out.append(("element", tag, attrs, (node.text or "") if verbatim else ""))
    for child in node:
        _walk_html(child, out, verbatim=verbatim)
        if verbatim and child.tail:
            out.append(("tail", child.tail))
    out.append(("end", tag))


def srt_view(text: str) -> list[Any]:
    subs = pysubs2.SSAFile.from_string(text, format_="srt")
    numbers = re.findall(r"(?m)^(\d+)[ \t]*\n[^\n]*-->", text)
    cues = [(e.start, e.end, len(re.findall(r"\{\\[^}]*\}", e.text)), bool(e.plaintext.strip())) for e in subs]
    return [numbers, cues]


def vtt_view(text: str) -> list[Any]:
    vtt = webvtt.from_string(text)
    cues = [
        (c.identifier, c.start, c.end, c.settings, c.voice, len(_TAG_RE.findall(c.raw_text)), len(c.lines) > 0)
        for c in vtt.captions
    ]
    regions = [(r.id, r.width, r.lines, r.regionanchor, r.viewportanchor, r.scroll) for r in vtt.regions]
    styles = [*(s.text for s in vtt.styles), *map(str, regions)]
    notes = re.findall(r"(?ms)^NOTE\b.*?(?=\n[ \t]*\n|\Z)", text)
    return [vtt.header_text if hasattr(vtt, "header_text") else "", cues, styles, notes]


def po_view(text: str) -> list[Any]:
    """The header's keys (but the two a translation sets for its language), and the
    entries (the number of plural forms is the target's: ``msgfmt -c`` checks it)."""
    catalog = polib.pofile(text)
    out: list[Any] = [sorted(set(catalog.metadata) - {"Language", "Plural-Forms"})]
    for e in [*catalog, *catalog.obsolete_entries()]:
        out.append(
            (e.msgctxt, e.msgid, e.msgid_plural, sorted(e.flags), e.comment, e.tcomment, e.occurrences, e.obsolete)
        )
    return out


def jsonl_view(text: str, fields: Sequence[str]) -> list[Any]:
    return [_reduce(json.loads(line), fields) if line.strip() else None for line in text.split("\n")]


def _reduce(value: Any, fields: Sequence[str]) -> Any:
    """The value with each chosen string field replaced by "text" (or "empty")."""
    for path in fields:
        _reduce_path(value, path.split("."))
    return value


def _reduce_path(node: Any, path: list[str]) -> None:
    if not path:
        return
    key, rest = path[0], path[1:]
    array = key.endswith("[]")
    key = key.removesuffix("[]")
    if not isinstance(node, dict) or key not in node:
        return
    items = node[key] if array and isinstance(node[key], list) else None
    for i, child in enumerate(items if items is not None else [node[key]]):
        if rest:
            _reduce_path(child, rest)
        elif isinstance(child, str):
            reduced = "text" if child else "empty"
            if items is not None:
                items[i] = reduced
            else:
                node[key] = reduced


_BULLET_RE = re.compile(r"^[ \t]*(?:[-*+•·‣◦]|\d{1,3}[.)]|[A-Za-z][.)]|\(\w{1,4}\))[ \t]+(?=\S)")
_UNDERLINE_RE = re.compile(r"^[ \t]*([=\-~^*#_+])\1{2,}[ \t]*$")


def text_view(text: str) -> list[Any]:
    """Per block (lines up to a blank line): its first line's indentation and, for a block
    with a layout, each line's shape: its bullet, underlines verbatim, and lines indented
    deeper than the first (but a bullet's continuation) verbatim. Plain prose blocks are
    only counted: their line breaks are the translator's."""
    out: list[Any] = []
    for block in re.split(r"\n[ \t]*\n", text.strip("\n")):
        lines = block.split("\n")
        base = len(lines[0]) - len(lines[0].lstrip(" \t"))
        shapes: list[str] = []
        column = None
        for line in lines:
            indent = len(line) - len(line.lstrip(" \t"))
            if bullet := _BULLET_RE.match(line):
                shapes.append("bullet " + bullet.group())
                column = bullet.end()
            elif _UNDERLINE_RE.match(line):
                shapes.append("rule " + line)
            elif indent > base and indent != column:
                shapes.append("kept " + line)
            else:
                shapes.append(f"text at {indent}")
        structured = any(not s.startswith("text") for s in shapes)
        out.append((lines[0][:base], shapes if structured else "prose"))
    return out
