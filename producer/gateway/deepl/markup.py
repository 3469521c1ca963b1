"""``tag_handling``: a text with HTML or XML tags is translated as a small document, with
the document pipeline's markup protection (producer.documents): every tag, attribute,
entity and comment comes back byte for byte, only the text between tags is sent, and
inline tags travel as ordered markers inside their sentence.

The options map onto the parser's rules (producer.documents.Markup): ``ignore_tags``
kept whole and untranslated; ``splitting_tags`` end a unit; ``non_splitting_tags`` stay
inside one. ``html`` starts from the document parser's HTML rules; ``xml`` treats every
tag as non-splitting unless named splitting (DeepL's behaviour with
``outline_detection=false``; its automatic outline detection is not reproduced).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from producer.documents import Markup, Parsed, UnitRules, parse_markup, render

# split_sentences=0: one segment per unit however long (the model sees the whole block).
_NO_SPLIT_CHARS = 1_000_000


@dataclass(frozen=True, slots=True)
class TagOptions:
    handling: str  # "html" or "xml"
    ignore: tuple[str, ...] = ()
    splitting: tuple[str, ...] = ()
    non_splitting: tuple[str, ...] = ()
    split_sentences: bool = True

    def markup(self) -> Markup:
        def lower(tags: tuple[str, ...]) -> frozenset[str]:  # HTMLParser reports tags lower-cased
            return frozenset(t.strip().lower() for t in tags if t.strip())

        return Markup(lower(self.ignore), lower(self.splitting), lower(self.non_splitting), self.handling == "xml")


def parse(text: str, options: TagOptions, max_segment_chars: int) -> Parsed:
    limit = max_segment_chars if options.split_sentences else _NO_SPLIT_CHARS
    return parse_markup(text, UnitRules(max_chars=limit), options.markup())


def assemble(parsed: Parsed, translations: Mapping[str, str]) -> tuple[str, int]:
    """The text with its translated segments, and how many segments kept their source
    (their markers did not come back intact: the tags still do)."""
    rendered = render(parsed, translations)
    return rendered.text, len(rendered.issues)
