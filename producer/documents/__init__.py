"""Structure-preserving document translation: parse a document into segments and a
skeleton, translate the segments as a batch, render the same document back.

Formats: plain text, Markdown, HTML, SRT and WebVTT subtitles, gettext PO, JSON Lines
(chosen fields); Word, PowerPoint, Excel, OpenDocument text and XLIFF
(producer/documents/office/). docs/documents.md says what each format protects.
"""

from producer.documents.base import Issue, Parsed, Rendered, Unit, UnitRules, build_unit, identity, render
from producer.documents.html import Markup
from producer.documents.html import parse as parse_markup
from producer.documents.loader import FORMATS, Document, Format, format_for, load_document, parse_document
from producer.documents.pipeline import outcome_of, output_path
from transq.placeholders import Masked, mask, unmask

__all__ = [
    "FORMATS",
    "Document",
    "Format",
    "Issue",
    "Markup",
    "Masked",
    "Parsed",
    "Rendered",
    "Unit",
    "UnitRules",
    "build_unit",
    "format_for",
    "identity",
    "load_document",
    "mask",
    "outcome_of",
    "output_path",
    "parse_document",
    "parse_markup",
    "render",
    "unmask",
]
