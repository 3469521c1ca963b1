"""The contract's field rules, each a small function raising ValueError with one line.

Every pattern is matched with ``fullmatch``: ``$`` also matches before a trailing
newline, so ``"de\\n"`` or ``"job-1\\n"`` (a newline inside a Redis key) would pass it.
Language tags are checked by ``langcodes`` against the IANA subtag registry rather than
by a hand regex; the shape check in front of it only keeps out what langcodes would
quietly normalise (``en_US``) or what has no place in a tag (spaces, newlines).
"""

from __future__ import annotations

import functools
import re
import unicodedata

import langcodes

JOB_ID_RE = re.compile(r"[A-Za-z0-9._:-]{1,128}")
# An API key's owner (a tenant): no space, no brace, no colon, so it sits in a key name
# (ns:{q}:open:<owner>:<lane>) and in an owner record ("<owner> <entry>") unambiguously.
OWNER_RE = re.compile(r"[A-Za-z0-9._-]{1,64}")
_TAG_SHAPE_RE = re.compile(r"[A-Za-z0-9]{1,8}(?:-[A-Za-z0-9]{1,8})*")
# Unicode category Cc (C0, DEL, C1) less tab and newline; a regex scans in C, not per char.
_TEXT_CONTROL_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# In metadata every Cc character is refused, tab and newline too: values end up in logs
# and in one-line CLI output.
_ANY_CONTROL_RE = re.compile("[\x00-\x1f\x7f-\x9f]")
# Format (Cf: zero-width space/joiners, BOM, bidi marks) and space separators (Zs) print
# nothing a translator could work on.
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Zs"})


def check_job_id(value: str) -> str:
    if not JOB_ID_RE.fullmatch(value):
        raise ValueError("job_id must be 1-128 characters of A-Z a-z 0-9 . _ : -")
    return value


def check_owner(value: str) -> str:
    if not OWNER_RE.fullmatch(value):
        raise ValueError(f"owner {value!r} must be 1-64 characters of A-Z a-z 0-9 . _ -")
    return value


def check_language(code: str, allowed: frozenset[str] | None, *, allow_auto: bool) -> str:
    if allow_auto and code == "auto":
        return code
    if not _valid_tag(code):
        raise ValueError(f"{code!r} is not a BCP-47 language code (e.g. en, de, pt-BR, zh-Hant)")
    if allowed is not None:
        lowered = {a.lower() for a in allowed}
        if code.lower() not in lowered and code.split("-", maxsplit=1)[0].lower() not in lowered:
            raise ValueError(f"language {code!r} is not in the configured allow-list")
    return code


def same_language(source: str, target: str) -> bool:
    """Whether two tags name the same language after normalisation (case, aliases)."""
    if source == "auto":
        return False
    return _standard_tag(source) == _standard_tag(target)


# Every job checks its two tags, and a queue sees few distinct ones: langcodes' parse is
# ~15 us a tag, a cache hit well under 1 (the worker decodes each job it runs). Bounded, so
# a flood of distinct tags cannot grow it.
@functools.lru_cache(maxsize=4096)
def _valid_tag(code: str) -> bool:
    return bool(_TAG_SHAPE_RE.fullmatch(code)) and bool(langcodes.tag_is_valid(code))


@functools.lru_cache(maxsize=4096)
def _standard_tag(tag: str) -> str:
    return str(langcodes.standardize_tag(tag)).lower()


def _visible(char: str) -> bool:
    return not char.isspace() and unicodedata.category(char) not in _INVISIBLE_CATEGORIES


def check_text(value: str, max_chars: int) -> str:
    # any() stops at the first visible character, so normal text costs almost nothing.
    if not any(_visible(c) for c in value):
        raise ValueError("text is empty or only whitespace/invisible characters")
    if len(value) > max_chars:
        raise ValueError(f"text has {len(value)} characters; the limit is {max_chars}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError(f"text is not valid UTF-8 (lone surrogate at {exc.start})") from None
    bad = _TEXT_CONTROL_RE.search(value)
    if bad:
        raise ValueError(f"text has control character U+{ord(bad.group()):04X} at {bad.start()}")
    return value


def check_metadata_strings(value: dict[str, str]) -> None:
    for key, item in value.items():
        for what, text in (("key", key), ("value", item)):
            bad = _ANY_CONTROL_RE.search(text)
            if bad:
                raise ValueError(f"metadata {what} {key!r} has control character U+{ord(bad.group()):04X}")
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                raise ValueError(f"metadata {what} {key!r} is not valid UTF-8 (lone surrogate)") from None


GLOSSARY_TERM_MAX_CHARS = 200


def check_glossary(value: dict[str, str], max_terms: int) -> dict[str, str]:
    """Term pairs: each term 1-200 visible characters on one line, no control characters."""
    if len(value) > max_terms:
        raise ValueError(f"glossary has {len(value)} terms; the limit is {max_terms} per job")
    for source, target in value.items():
        for what, term in (("source", source), ("target", target)):
            if not term.strip():
                raise ValueError(f"glossary {what} term {term!r} is empty")
            if len(term) > GLOSSARY_TERM_MAX_CHARS:
                raise ValueError(f"glossary {what} term {term[:20]!r}... is over {GLOSSARY_TERM_MAX_CHARS} characters")
            bad = _ANY_CONTROL_RE.search(term)
            if bad:
                raise ValueError(f"glossary {what} term {term!r} has control character U+{ord(bad.group()):04X}")
            try:
                term.encode("utf-8")
            except UnicodeEncodeError:
                raise ValueError(f"glossary {what} term {term!r} is not valid UTF-8 (lone surrogate)") from None
    return value


def check_context(value: str, max_chars: int) -> str:
    """The same rules as a text (it reaches the model the same way)."""
    try:
        return check_text(value, max_chars)
    except ValueError as exc:
        raise ValueError(str(exc).replace("text", "context", 1)) from None
