"""What the document tests share: the sample files, a structure view of each format
(built with independent parsers where one exists: markdown-it-py, html.parser), and an
in-process worker for the queue tests."""

from __future__ import annotations

import ast
import json
import re
from collections import Counter
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt

from producer.documents import html_attrs
from tests.engines import fast_worker_settings, in_loop_worker
from transq.settings import QueueSettings
from worker.settings import MemorySettings, WorkerSettings

DATA = Path(__file__).parent / "data"
SAMPLES = {
    "text": DATA / "sample.txt",
    "markdown": DATA / "sample.md",
    "html": DATA / "sample.html",
    "srt": DATA / "sample.srt",
    "vtt": DATA / "sample.vtt",
    "po": DATA / "sample.po",
    "jsonl": DATA / "sample.jsonl",
}
JSONL_FIELDS = ("text", "meta.summary")

# What must survive translation, counted: URLs, e-mails, placeholders, i18n tags, inline code.
_PROTECTED_RE = re.compile(
    r"https?://[^\s<>\"'`)\]]+|[\w.+-]+@[\w-]+\.[\w.]+|\{[\w.]*\}|%\(\w+\)[a-z]|%[sd]|</?\d+>|`[^`\n]+`"
)


def protected(text: str) -> Counter[str]:
    return Counter(_PROTECTED_RE.findall(text))


def structure(fmt: str, text: str) -> Any:
    """What must be identical between a document and its translation."""
    views: dict[str, Callable[[str], Any]] = {
        "text": _text_view,
        "markdown": _markdown_view,
        "html": _html_view,
        "srt": _subtitle_view,
        "vtt": _subtitle_view,
        "po": _po_view,
        "jsonl": _jsonl_view,
    }
    return views[fmt](text)


def _text_view(text: str) -> list[str]:
    """Each paragraph's indentation (so also the paragraph count)."""
    return [p[: len(p) - len(p.lstrip())] for p in re.split(r"\n[ \t]*\n", text.strip("\n"))]


def _markdown_view(text: str) -> list[tuple[Any, ...]]:
    """Block tokens (type, tag, markup, info; code and HTML blocks with their content),
    and per inline run the non-text tokens: code spans, links, images, emphasis, HTML."""
    out: list[tuple[Any, ...]] = []
    for tok in MarkdownIt("commonmark").enable("table").parse(text):
        if tok.type == "inline":
            kids = [_inline_token(c) for c in tok.children or [] if c.type not in ("text", "softbreak", "hardbreak")]
            out.append(("inline", tuple(sorted(kids, key=str))))
        else:
            content = tok.content if tok.type in ("fence", "code_block", "html_block") else ""
            out.append((tok.type, tok.tag, tok.markup, tok.info, content))
    return out


def _inline_token(tok: Any) -> tuple[str, str, str]:
    content = tok.content if tok.type in ("code_inline", "html_inline") else ""
    return tok.type, content, str(tok.attrGet("href") or tok.attrGet("src") or "")


class _HtmlView(HTMLParser):
    RAW = frozenset({"pre", "script", "style", "code", "textarea"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.items: list[tuple[str, ...]] = []
        self.raw_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.items.append(("start", tag, repr(_untranslated(tag, attrs))))
        self.raw_depth += tag in self.RAW

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.items.append(("startend", tag, repr(_untranslated(tag, attrs))))

    def handle_endtag(self, tag: str) -> None:
        self.items.append(("end", tag))
        self.raw_depth -= tag in self.RAW

    def handle_data(self, data: str) -> None:
        if self.raw_depth:
            self.items.append(("raw", data))

    def handle_comment(self, data: str) -> None:
        self.items.append(("comment", data))


def _untranslated(tag: str, attrs: list[tuple[str, str | None]]) -> list[tuple[str, str | None]]:
    """The attributes with the translatable ones' values (alt, title, ...) left out."""
    meta = tag == "meta" and ("name", "description") in attrs
    return [(k, "<text>" if k in html_attrs.TRANSLATABLE or (meta and k == "content") else v) for k, v in attrs]


def _html_view(text: str) -> list[tuple[str, ...]]:
    """Every tag with its attributes, comments, and the text of pre/script/style/code."""
    view = _HtmlView()
    view.feed(text)
    view.close()
    return view.items


def entities(text: str) -> Counter[str]:
    return Counter(re.findall(r"&#?\w+;", text))


def _subtitle_view(text: str) -> list[tuple[str, ...]]:
    """Per block: the lines up to the timing line (number/id, timing, settings) and
    whether text follows; non-cue blocks (header, NOTE, STYLE) whole."""
    out: list[tuple[str, ...]] = []
    for block in re.split(r"\n[ \t]*\n", text.strip("\n")):
        lines = block.split("\n")
        timing = next((i for i, line in enumerate(lines) if "-->" in line), None)
        if timing is None or lines[0].startswith(("WEBVTT", "NOTE", "STYLE")):
            out.append(("block", block))
        else:
            out.append(("cue", *lines[: timing + 1], str(len(lines) > timing + 1)))
    return out


def po_entries(text: str) -> list[tuple[list[str], list[str]]]:
    """(lines outside msgstr fields, each msgstr field's decoded value) per entry."""
    out = []
    for entry in re.split(r"\n[ \t]*\n", text.strip("\n")):
        kept: list[str] = []
        strs: list[str] = []
        in_str = False
        for line in entry.split("\n"):
            if line.startswith("msgstr"):
                in_str = True
                strs.append(ast.literal_eval(line.split(" ", 1)[1]))
            elif in_str and line.startswith('"'):
                strs[-1] += ast.literal_eval(line)
            else:
                in_str = False
                kept.append(line)
        out.append((kept, strs))
    return out


def po_msgids(kept: list[str]) -> list[str]:
    """The decoded msgid (and msgid_plural) of an entry's lines."""
    ids: list[str] = []
    for line in kept:
        if line.startswith(("msgid ", "msgid_plural ")):
            ids.append(ast.literal_eval(line.split(" ", 1)[1]))
        elif line.startswith('"') and ids:
            ids[-1] += ast.literal_eval(line)
    return ids


def _po_view(text: str) -> list[tuple[list[str], int]]:
    return [(kept, len(strs)) for kept, strs in po_entries(text)]


def _jsonl_view(text: str) -> list[Any]:
    """Each line's object with the translated fields reduced to their type."""
    out: list[Any] = []
    for line in text.split("\n"):
        if not line.strip():
            out.append(None)
            continue
        obj = json.loads(line)
        for path in JSONL_FIELDS:
            *parents, leaf = path.split(".")
            node = obj
            for p in parents:
                node = node.get(p, {}) if isinstance(node, dict) else {}
            if isinstance(node, dict) and isinstance(node.get(leaf), str):
                node[leaf] = "<string>"
        out.append(obj)
    return out


def worker_settings(
    redis_url: str, queue: QueueSettings, *, memory_ttl_s: int = 3600, **loop: object
) -> WorkerSettings:
    fields: dict[str, object] = {"worker_id": "w-docs", "retry_max_delay_s": 0.05}
    memory = MemorySettings(ttl_s=memory_ttl_s)
    return fast_worker_settings(redis_url, queue, metrics=None, memory=memory, **(fields | loop))


serving = in_loop_worker  # the document tests' name for it
