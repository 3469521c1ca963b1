"""Streaming partial translations: what a job's delta stream holds, for writers and readers.

A job with ``stream: true`` gets a Redis stream ``ns:{q}:delta:<job_id>`` (transq.keys),
which only the worker role writes, capped (``XADD ... MAXLEN ~``) and expiring with the
result. Each entry is one event; its field ``t`` says which (docs/protocol.md, "Streaming"):

=========  ==========================  ===============================================
``t``      other fields                meaning
=========  ==========================  ===============================================
``d``      ``a``, ``o``, ``x``         text ``x`` at character offset ``o`` of attempt
                                       ``a``'s translation (offsets count code points)
``c``      ``a``, ``code``, ``msg``    an incremental check fired on attempt ``a``'s
                                       text: discard what was shown; no more deltas
``e``      ``a``, ``s``                the worker stored the job's result (status ``s``):
                                       read it from the result hash, the only truth
=========  ==========================  ===============================================

A later attempt (a worker crashed or released the job, another runs it) starts again at
offset 0 with a larger ``a``: a reader discards what it showed of an older attempt and
ignores any older attempt's entries that still come. The end of a stream is the job's
final Result, never an entry: a reader that sees ``e``, or finds the job final after a
quiet spell, reads the result hash (a job cancelled while queued, or dead-lettered, ends
without any entry).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from transq.contract import Result, Status

# Entries a job's delta stream keeps (approximate trim: never fewer). The worker writes at
# most one delta per job per engine step, so one attempt of the largest output budget
# (limits.max_output_tokens, 4,096 by default) and the next attempt fit.
MAX_ENTRIES = 10_000

# Flags of the output checks (worker.checks.pipeline): a succeeded result that carries one
# was kept under a "flag" policy, and what a client showed of it must go.
CHECK_FLAGS = frozenset(
    {
        "prompt_leak", "cross_job_leak", "control_token", "echoes_prompt", "refusal", "meta_answer",
        "appended_extra", "too_short", "over_budget", "length_ratio", "untranslated", "wrong_language",
        "glossary_term_missing", "unmatched_content", "extra_sentences", "persona", "source_language", "repetition",
        "instruction_obeyed", "question_answered", "payload_decoded", "payload_assembled", "partial", "wrong_script",
    }
)  # fmt: skip

Kind = Literal["d", "c", "e"]


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a delta stream, decoded."""

    kind: Kind
    attempt: int
    offset: int = 0
    text: str = ""
    code: str = ""
    message: str = ""
    status: str = ""

    @property
    def end(self) -> int:
        """The offset right after this delta's text."""
        return self.offset + len(self.text)


def delta_fields(attempt: int, offset: int, text: str) -> dict[str, str | int]:
    return {"t": "d", "a": attempt, "o": offset, "x": text}


def cut_fields(attempt: int, code: str, message: str) -> dict[str, str | int]:
    return {"t": "c", "a": attempt, "code": code, "msg": message}


def end_fields(attempt: int, status: Status) -> dict[str, str | int]:
    return {"t": "e", "a": attempt, "s": status.value}


def decode_entry(fields: dict[str, str]) -> Entry | None:
    """An entry from its fields (already text); None for one this reader does not know
    (a newer writer may add kinds: readers skip them, as they ignore unknown result fields)."""
    kind = fields.get("t")
    try:
        attempt = int(fields.get("a", "0"))
        if kind == "d":
            return Entry("d", attempt, offset=int(fields["o"]), text=fields["x"])
    except (KeyError, ValueError):
        return None
    if kind == "c":
        return Entry("c", attempt, code=fields.get("code", ""), message=fields.get("msg", ""))
    if kind == "e":
        return Entry("e", attempt, status=fields.get("s", ""))
    return None


def must_discard(result: Result) -> bool:
    """Whether a client must take back what it showed of a job's stream: the job did not
    succeed, or an output check flagged what it wrote. Otherwise the client shows
    ``result.translation`` (equal to the deltas it concatenated, or the truth if not)."""
    return result.status is not Status.SUCCEEDED or bool(CHECK_FLAGS.intersection(result.flags))


def event_id(attempt: int, offset: int) -> str:
    """Where a reader stands, as one token (an SSE event id, a resume point): ``a:o``."""
    return f"{attempt}:{offset}"


def parse_event_id(value: str) -> tuple[int, int] | None:
    """(attempt, offset) of an ``event_id``; None when it is not one."""
    attempt, sep, offset = value.strip().partition(":")
    if not sep or not attempt.isdigit() or not offset.isdigit():
        return None
    return int(attempt), int(offset)
