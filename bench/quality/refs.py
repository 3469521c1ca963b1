"""The parallel set of ``python -m bench quality --refs``: English sentences with human
translations into German and Spanish, and the four prompt variants they are sent with.

The sentences come from Django's own gettext catalogs (the ``django`` wheel on PyPI,
version and sha256 pinned in bench/harness/corpus.json, BSD-3-Clause): every message of
``django/**/locale/{de,es}/LC_MESSAGES/django.po`` that both languages translate, is
neither fuzzy nor plural, holds no placeholder or markup and reads as a sentence (six words
or more, ending in ``.``, ``?`` or ``!``): 69 sentences of web-application prose (form
errors, password pages, admin help texts), translated by Django's translation teams. No
registry package ships Tatoeba, Flores or WMT sentences; these catalogs are the largest
human-translated, sentence-shaped parallel text that one does, with a clear licence.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bench.harness.catalogs import catalogs
from bench.harness.pinned import source as pinned_source
from producer.glossary import terms_in
from transq.contract import DEFAULT_LIMITS

SOURCE_ID = "django"  # the entry of bench/harness/corpus.json
LANGS = ("de", "es")
_CATALOG_RE = re.compile(r"django/(?:.*/)?locale/(?P<lang>[^/]+)/LC_MESSAGES/django\.po$")
_NOT_PROSE_RE = re.compile(r"[%{}<>\n]")

# A client's glossary per target language (as DeepL clients keep theirs), of which each
# job carries the pairs its text holds, as every producer path sends them; each target term
# is the one Django's translators used for it, so a model that follows the glossary moves
# towards the reference, never away from it.
GLOSSARY = {
    "de": {"password": "Passwort", "user": "Benutzer", "browser": "Browser", "page": "Seite", "email": "E-Mail"},
    "es": {"password": "contraseña", "user": "usuario", "browser": "navegador", "page": "página",
           "email": "correo electrónico"},
}  # fmt: skip
# Neutral background: true of every sentence, and asks for nothing.
CONTEXT = "The following text is a message from the user interface of a web application."
VARIANTS = ("plain", "formal", "glossary", "context")


@dataclass(frozen=True)
class Pair:
    source: str
    target_lang: str
    reference: str


@dataclass(frozen=True)
class Variant:
    name: str
    options: dict[str, Any] = field(default_factory=dict)


def variant(name: str, target_lang: str, text: str) -> Variant:
    """The job options of one prompt variant into ``target_lang`` for ``text``. The glossary
    goes as every producer path sends it (producer.glossary.terms_in): only the pairs whose
    source term the text holds, so a text without one gets the plain prompt."""
    terms = terms_in(text, GLOSSARY[target_lang], DEFAULT_LIMITS.max_glossary_terms)
    options: dict[str, dict[str, Any]] = {
        "plain": {},
        "formal": {"formality": "more"},
        "glossary": {"glossary": terms} if terms else {},
        "context": {"context": CONTEXT},
    }
    return Variant(name, options[name])


def load_pairs(limit: int, langs: tuple[str, ...], log: Callable[[str], None]) -> list[Pair]:
    """``limit`` sentences (spread evenly over the catalogs' order), each into every one of ``langs``."""
    catalogs = _catalogs(langs, log)
    shared = [s for s in catalogs[langs[0]] if all(s in catalogs[lang] for lang in langs) and _prose(s)]
    step = max(1, len(shared) / limit) if limit < len(shared) else 1
    chosen = [shared[int(i * step)] for i in range(min(limit, len(shared)))]
    return [Pair(s, lang, catalogs[lang][s]) for lang in langs for s in chosen]


def _prose(text: str) -> bool:
    return len(text.split()) >= 6 and text[-1] in ".?!" and not _NOT_PROSE_RE.search(text)


def _catalogs(langs: tuple[str, ...], log: Callable[[str], None]) -> dict[str, dict[str, str]]:
    """message -> translation per language, in the wheel's (sorted) member order."""
    return catalogs(SOURCE_ID, _CATALOG_RE, langs, log)


def provenance() -> str:
    source = pinned_source(SOURCE_ID)
    return f"{source['name']} {source['version']} ({source['license']}): django/**/locale/*/LC_MESSAGES/django.po"
