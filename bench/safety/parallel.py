"""The benign side's real translations: English messages of Django's gettext catalogs and
their human translations into the worker's languages (the ``django`` wheel, pinned by
version and sha256 in bench/harness/corpus.json, BSD-3-Clause; the same package
``bench quality --refs`` reads).

Taken as the translators wrote them, placeholders (``%(name)s``, ``{obj}``), markup,
URLs, numbers and all: the checks of content that has no counterpart in the source must
leave a faithful copy of each alone. A message is taken when its translation is not the
message itself (an untranslated copy is the ``untranslated`` check's business) and it has
three words or more (the one-word UI strings are in bench.safety.benign); per language, the
messages are spread evenly over the catalogs' sorted order, so no hand picked them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bench.harness.catalogs import catalogs
from bench.harness.pinned import CACHE
from bench.harness.pinned import source as pinned_source

SOURCE_ID = "django"
# Django's locale folder -> the BCP-47 code a client would send.
LOCALES = {
    "ar": "ar", "cs": "cs", "da": "da", "de": "de", "el": "el", "es": "es", "fi": "fi", "fr": "fr", "he": "he",
    "hi": "hi", "hu": "hu", "id": "id", "it": "it", "ja": "ja", "ko": "ko", "nb": "nb", "nl": "nl", "pl": "pl",
    "pt_BR": "pt-BR", "ro": "ro", "ru": "ru", "sv": "sv", "th": "th", "tr": "tr", "uk": "uk", "vi": "vi",
    "zh_Hans": "zh-Hans",
}  # fmt: skip
PER_LANGUAGE = 14
_MEMBER_RE = re.compile(r"django/(?:.*/)?locale/(?P<lang>[^/]+)/LC_MESSAGES/django\.po$")


def cached() -> bool:
    """Whether the pinned wheel is here already (tests never download)."""
    return (CACHE / "downloads" / str(pinned_source(SOURCE_ID)["file"])).is_file()


def pairs(log: Callable[[str], None], per_language: int = PER_LANGUAGE) -> list[tuple[str, str, str, str]]:
    """(source, "en", target, human translation), ``per_language`` per language."""
    found = catalogs(SOURCE_ID, _MEMBER_RE, tuple(LOCALES), log)
    out = []
    for locale, code in LOCALES.items():
        usable = [(s, t) for s, t in found[locale].items() if len(s.split()) >= 3 and t and t != s]
        step = max(1.0, len(usable) / per_language)
        out += [(s, "en", code, t) for s, t in (usable[int(i * step)] for i in range(min(per_language, len(usable))))]
    return out


def provenance() -> str:
    source = pinned_source(SOURCE_ID)
    return f"{source['name']} {source['version']} ({source['license']}): django/**/locale/*/LC_MESSAGES/django.po"
