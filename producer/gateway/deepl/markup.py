"""``tag_handling``: a text with HTML or XML tags is translated as a small document, with
the document pipeline's markup protection (producer.documents): every tag, attribute,
entity and comment comes back byte for byte, only the text between tags is sent, and
inline tags travel as ordered markers inside their sentence.

The options map onto the parser's rules (producer.documents.Markup): ``ignore_tags``
kept whole and untranslated; ``splitting_tags`` end a unit; ``non_splitting_tags`` stay
inside one. ``html`` starts from the document parser's HTML rules; ``xml`` treats every
tag as non-splitting unless named splitting (DeepL's behaviour with
``outline_detection=false``). With ``xml``, no ``splitting_tags`` and outline detection
on (DeepL's default), the structure is found as DeepL documents it, "automatically",
by a rule of ours (DeepL does not publish its own): an element whose own text is only
whitespace between child elements is a container, and it and its children are splitting
tags; elements inside text (``<p>Some <b>bold</b> words</p>``) stay inside their
sentence. Text that is not well-formed XML, even after lxml's recovery, keeps every tag
non-splitting.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from lxml import etree

from producer.documents import Markup, Parsed, UnitRules, build_unit, parse_markup, render


@dataclass(frozen=True, slots=True)
class TagOptions:
    handling: str  # "html" or "xml"
    ignore: tuple[str, ...] = ()
    splitting: tuple[str, ...] = ()
    non_splitting: tuple[str, ...] = ()
    split_sentences: bool = True
    outline_detection: bool = True

    def markup(self) -> Markup:
        def lower(tags: tuple[str, ...]) -> frozenset[str]:  # HTMLParser reports tags lower-cased
            return frozenset(t.strip().lower() for t in tags if t.strip())

        return Markup(lower(self.ignore), lower(self.splitting), lower(self.non_splitting), self.handling == "xml")


def parse(text: str, options: TagOptions, max_segment_chars: int, max_job_chars: int) -> Parsed:
    """split_sentences=0: one segment per unit up to what one job may hold (the model
    sees the whole block); a longer unit is still cut, at sentence ends."""
    limit = max_segment_chars if options.split_sentences else max_job_chars
    rules = options.markup()
    if options.handling == "xml" and options.outline_detection and not rules.splitting:
        rules = dataclasses.replace(rules, splitting=outline(text) - rules.non_splitting)
    return parse_markup(text, UnitRules(max_chars=limit), rules)


_WRAPPER = "transq-outline"


def outline(text: str) -> frozenset[str]:
    """The structure tags of an XML text (lower-cased, ``prefix:name`` as written): the
    containers (element children, no text of their own) and their children."""
    parser = etree.XMLParser(recover=True, resolve_entities=False, no_network=True)
    try:
        root = etree.fromstring(f"<{_WRAPPER}>{text}</{_WRAPPER}>".encode(), parser)
    except etree.XMLSyntaxError:
        return frozenset()
    found: set[str] = set()
    for el in [] if root is None else root.iter():
        children = [c for c in el if isinstance(c.tag, str)]
        if not isinstance(el.tag, str) or not children:
            continue
        if (el.text or "").strip() or any((c.tail or "").strip() for c in children):
            continue  # mixed content: its children are inline
        found.update(_name(c) for c in [el, *children] if c is not root)
    return frozenset(found)


def _name(el: etree._Element) -> str:
    local = etree.QName(el).localname
    return (f"{el.prefix}:{local}" if el.prefix else local).lower()


def parse_plain(text: str, max_chars: int) -> Parsed:
    """A plain text as one unit of segments of at most ``max_chars``, cut at sentence
    ends (then at spaces): what a tagged text's long unit becomes."""
    parsed = Parsed()
    parsed.add(build_unit(text, 1, UnitRules(max_chars=max_chars)))
    return parsed


def assemble(parsed: Parsed, translations: Mapping[str, str]) -> tuple[str, int]:
    """The text with its translated segments, and how many segments kept their source
    (their markers did not come back intact: the tags still do)."""
    rendered = render(parsed, translations)
    return rendered.text, len(rendered.issues)
