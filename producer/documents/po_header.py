"""The target language's header of a gettext catalog: ``Language`` and ``Plural-Forms``
from CLDR's plural rules (babel), as ``msginit`` writes them.

A template's header (``.pot``, from xgettext) holds placeholders that ``msgfmt -c``
rejects in a catalog: ``Language:`` empty, ``Plural-Forms: nplurals=INTEGER;
plural=EXPRESSION;`` and ``charset=CHARSET``. A translated catalog gets the target's
values for those three (``charset`` becomes UTF-8, the encoding the catalog is written
in; a catalog's other header fields are its authors' and stay), and
the header loses its ``fuzzy`` flag, as msginit does, or gettext would ignore it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from babel import Locale, UnknownLocaleError
from babel.messages.plurals import get_plural


@dataclass(frozen=True, slots=True)
class Target:
    language: str  # gettext's form: ll or ll_CC
    nplurals: int | None  # None: CLDR does not know the language (the template's forms stay)
    plural_forms: str | None


# A catalog's own rule, as its PO text writes it (not the template's "nplurals=INTEGER").
_OWN_RULE_RE = re.compile(r"(?im)^Plural-Forms:[ \t]*(nplurals[ \t]*=[ \t]*(\d+)[^\n]*)")


def target(lang: str, header: str = "") -> Target:
    """``pt-BR`` -> Target("pt_BR", 2, "nplurals=2; plural=(n > 1);"). A catalog that has
    its own plural rule keeps it (as msgmerge does): its translations are written for it,
    and its authors may have chosen another rule than CLDR's."""
    own = _OWN_RULE_RE.search(header)
    if own:
        return Target(lang.replace("-", "_"), int(own.group(2)), own.group(1).strip())
    try:
        locale = Locale.parse(lang.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        return Target(lang.replace("-", "_"), None, None)
    name = str(locale)
    try:
        plural = get_plural(name)
    except (UnknownLocaleError, ValueError):
        return Target(name, None, None)
    return Target(name, plural.num_plurals, plural.plural_forms)


def set_field(header: str, name: str, value: str) -> str:
    """The decoded header msgstr with ``name: value`` set (added at the end if absent)."""
    line_re = re.compile(rf"(?im)^{re.escape(name)}:[^\n]*$")
    if line_re.search(header):
        return line_re.sub(lambda _: f"{name}: {value}", header, count=1)
    sep = "" if not header or header.endswith("\n") else "\n"
    return f"{header}{sep}{name}: {value}\n"


def for_target(header: str, goal: Target, charset: str = "UTF-8") -> str:
    """The header msgstr for a catalog in ``goal``'s language, written in ``charset``."""
    header = set_field(header, "Language", goal.language)
    if goal.plural_forms is not None:
        header = set_field(header, "Plural-Forms", goal.plural_forms)
    # The catalog is written in UTF-8 (the loader reads only UTF-8/16), whatever the
    # template declared ("CHARSET", "ASCII"): translations are rarely ASCII.
    return re.sub(r"(?i)(charset=)[\w.:-]+", lambda m: m.group(1) + charset, header)


def language_of(header: str) -> str:
    """The ``Language:`` a header names ("" if none)."""
    m = re.search(r"(?im)^Language:[ \t]*([^\n]*?)[ \t]*$", header)
    return m.group(1) if m else ""


def same_language(a: str, b: str) -> bool:
    """``pt_BR`` and ``pt-br`` and ``pt`` are one language (the primary subtag decides)."""
    return re.split(r"[-_@.]", a.lower())[0] == re.split(r"[-_@.]", b.lower())[0]
