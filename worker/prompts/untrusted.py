"""Untrusted text stays text: prompts are tokenized so that nothing a client sends can
become a control token, and markers are compared in a "skeleton" form so that case,
spacing and lookalike characters cannot smuggle a delimiter past the checks.

How a prompt is tokenized (``PromptEncoder``): the chat template is rendered with a
random placeholder where the user's text goes; the template's own pieces are tokenized
as usual (their ``<|im_start|>`` etc. are real control tokens), and the user's text is
tokenized apart with added-token matching off (``split_special_tokens``, on a copy in
which every added token counts as special: ``<tool_call>`` and the FIM tokens are not, in
Qwen2.5), so ``<|im_start|>`` in a text is the plain characters ``<``, ``|``, ``im``...
The ids are spliced in order. The switch is set once on a private copy of the Rust tokenizer:
transformers' per-call ``split_special_tokens`` flips a flag on the shared tokenizer,
which races when prompts are built in several threads at once.
"""

from __future__ import annotations

import functools
import json
import re
import secrets
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

# Characters that NFKC leaves alone but that read as the ASCII ones inside a marker:
# angle-bracket and slash lookalikes, and Cyrillic/Greek letters shaped like Latin ones.
# A short table of our own (not the full Unicode confusables list): it only has to cover
# the letters of the markers we use and of the special tokens' punctuation.
_LOOKALIKES = str.maketrans(
    # angle-bracket quotation marks, brackets, arrowheads; division/fraction/big slashes
    "\u2039\u203a\u2329\u232a\u27e8\u27e9\u300a\u300b\u276e\u276f\u02c2\u02c3\u1438\u1433"
    "\u2215\u2044\u29f8\u2571"
    # Cyrillic and Greek letters that look like the Latin ones they map to
    "\u0430\u0441\u0435\u043e\u0440\u0445\u0443\u0455\u0456\u0458\u043a\u043c\u0442\u0432\u043d\u0433"
    "\u03b1\u03bf\u03b5\u03b9\u03ba\u03bd\u03c1\u03c4\u03c5",
    "<><><><><><><>////aceopxysijkmtbhraoeikvptu",
)
# Whitespace, and the invisible format characters (zero-width space, joiners, soft hyphen...).
_INVISIBLE_RE = re.compile(
    r"[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]+"
)


def skeleton(text: str) -> str:
    """The form in which two strings that read the same compare equal: NFKC (fullwidth
    and compatibility forms), lookalikes mapped to ASCII, case folded, no spacing.

    Short strings come from a cache: the output checks take the skeleton of every word of
    each output and source (worker.checks.recent_sources), the same words again and again;
    under a flood on the GPU this function was the worker process's top cost (14 % of its
    busy samples, docs/benchmarks.md, issue 37)."""
    if len(text) <= _CACHED_CHARS:
        return _short_skeleton(text)
    return _skeleton(text)


_CACHED_CHARS = 64  # words and markers; whole outputs are computed (and seldom asked twice)


@functools.lru_cache(maxsize=16_384)
def _short_skeleton(text: str) -> str:
    return _skeleton(text)


def _skeleton(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).translate(_LOOKALIKES).casefold()
    return _INVISIBLE_RE.sub("", folded)


def contains_marker(text: str, marker: str) -> bool:
    """Whether ``text`` contains ``marker`` in any case, spacing or lookalike form."""
    return bool(marker) and skeleton(marker) in skeleton(text)


def markers_in(text: str, markers: Iterable[str], *, unless_in: str = "") -> list[str]:
    """The markers that ``text`` contains in some form, less those ``unless_in`` has too
    (an output may carry a marker its source had: that is a faithful copy)."""
    shape, source = skeleton(text), skeleton(unless_in)
    found = []
    for marker in markers:
        key = skeleton(marker)
        if key and key in shape and key not in source:
            found.append(marker)
    return found


def _char_skeleton(char: str) -> str:
    """skeleton() of one character, without its cost for ASCII (NFKC, the lookalikes and
    case folding leave an ASCII character as its lower case; spacing goes): a streaming
    output scans its tail's characters each step (tests/worker/engines/test_incremental.py checks
    it against skeleton() on every ASCII character)."""
    if char.isascii():
        return "" if char.isspace() else char.lower()
    return skeleton(char)


@functools.lru_cache(maxsize=64)
def _candidates(firsts: frozenset[str]) -> re.Pattern[str]:
    """The characters that may begin a marker whose skeleton starts with one of ``firsts``:
    an ASCII one whose lower case is one of them, or any non-ASCII one (its skeleton may
    be). The others are skipped at the regex engine's speed."""
    ascii_ = "".join(sorted({c for c in map(chr, range(128)) if _char_skeleton(c)[:1] in firsts}))
    return re.compile(f"[{re.escape(ascii_)}\\u0080-\\U0010ffff]")


def open_marker_start(text: str, markers: Sequence[str], start: int = 0) -> int:
    """Where the end of ``text`` may be the beginning of one of ``markers`` (skeleton
    forms): the first position from ``start`` whose rest, in skeleton form, is a prefix of
    a marker; ``len(text)`` when there is none. A streaming output holds back from there,
    so no part of a marker (the canary) is shown before the next step tells.

    Only positions whose character begins a marker are tried (a handful in a tail of
    text), so a step costs a few short skeleton() calls."""
    firsts = frozenset(m[0] for m in markers if m)
    for found in _candidates(firsts).finditer(text, max(0, start)):
        position = found.start()
        head = _char_skeleton(text[position])
        if not head or head[0] not in firsts:
            continue
        rest = skeleton(text[position:])
        if any(m.startswith(rest) for m in markers):
            return position
    return len(text)


TEMPLATE_CACHE_SIZE = 512  # rendered templates kept (language pairs x options)


class PromptEncoder:
    """Token ids of a chat prompt in which the user's text cannot contain control tokens."""

    def __init__(self, tokenizer: Any) -> None:
        self.tokenizer = tokenizer
        self.placeholder = f"TRANSQ_TEXT_{secrets.token_hex(8)}"
        self._templates: dict[Any, list[tuple[int, ...] | str]] = {}
        backend = getattr(tokenizer, "backend_tokenizer", None)
        self._plain: Any = None
        if backend is not None:
            from tokenizers import Tokenizer  # noqa: PLC0415  # only with a fast tokenizer

            self._plain = Tokenizer.from_str(_all_added_special(backend.to_str()))
            self._plain.encode_special_tokens = True

    def encode_text(self, text: str) -> list[int]:
        """The user's text as plain-text ids: special-token strings are split like any text."""
        if self._plain is not None:
            return list(self._plain.encode(text, add_special_tokens=False).ids)
        # Slow (pure-Python) tokenizers take the switch per call, with no shared state.
        return list(self.tokenizer.encode(text, add_special_tokens=False, split_special_tokens=True))

    def encode_prompt(
        self,
        messages: list[dict[str, str]],
        text_ids: list[int],
        slot_ids: Mapping[str, list[int]] | None = None,
        **template_kwargs: Any,
    ) -> list[int]:
        """Render ``messages`` (which hold ``self.placeholder`` where the text goes) with the
        chat template; the template's pieces keep their control tokens, and ``text_ids``
        (from encode_text) go where the placeholder was. ``slot_ids``: more placeholders
        (the context's, the glossary's; ``slot_names``) and their plain-text ids."""
        fills = {self.placeholder: text_ids, **(slot_ids or {})}
        ids: list[int] = []
        for piece in self._template(messages, tuple(sorted(fills)), template_kwargs):
            ids.extend(fills[piece] if isinstance(piece, str) else piece)
        return ids

    def _template(
        self, messages: list[dict[str, str]], slots: tuple[str, ...], template_kwargs: Mapping[str, Any]
    ) -> list[tuple[int, ...] | str]:
        """The rendered template's pieces: its own text as ids, the placeholders by name.

        Cached: the messages hold placeholders, not the user's text, so every job of one
        language pair and option set renders the same template; rendering (Jinja) and
        tokenizing it was most of a prompt's cost (~0.4 of 0.47 ms on a 60-word text),
        CPU work on a thread that holds the GIL the event loop needs."""
        key = (tuple(tuple(sorted(m.items())) for m in messages), slots, tuple(sorted(template_kwargs.items())))
        cached = self._templates.get(key)
        if cached is not None:
            return cached
        rendered = str(
            self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True, **template_kwargs)
        )
        pattern = re.compile("(" + "|".join(re.escape(p) for p in sorted(slots, key=len, reverse=True)) + ")")
        pieces: list[tuple[int, ...] | str] = []
        for i, piece in enumerate(pattern.split(rendered)):
            if i % 2:
                pieces.append(piece)
            elif piece:
                pieces.append(tuple(self.tokenizer.encode(piece, add_special_tokens=False)))
        if len(self._templates) >= TEMPLATE_CACHE_SIZE:  # many language pairs: start again
            self._templates.clear()
        self._templates[key] = pieces
        return pieces

    def slot_names(self) -> tuple[str, str]:
        """Placeholders for the context and the glossary terms (PromptProfile.messages)."""
        return f"{self.placeholder}_CONTEXT", f"{self.placeholder}_TERMS"


def _all_added_special(tokenizer_json: str) -> str:
    """The tokenizer with every added token marked special: ``encode_special_tokens``
    splits only those, and Qwen2.5 loads ``<tool_call>``, ``<|fim_prefix|>``... as
    non-special added tokens, which would still be matched whole."""
    data = json.loads(tokenizer_json)
    for token in data.get("added_tokens", []):
        token["special"] = True
    return json.dumps(data)


def special_token_strings(tokenizer: Any) -> list[str]:
    """Every string the tokenizer turns into one added/control token (``<|im_start|>``,
    ``<tool_call>``, ``<|fim_prefix|>``...)."""
    decoder = getattr(tokenizer, "added_tokens_decoder", None) or {}
    found = {str(getattr(t, "content", t)) for t in decoder.values()}
    found.update(str(t) for t in getattr(tokenizer, "all_special_tokens", ()) or ())
    return sorted(s for s in found if s.strip())
