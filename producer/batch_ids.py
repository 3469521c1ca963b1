"""The ids a batch derives for itself, and the check that a result under one is its own.

Job ids chosen by a client are its idempotency key, by design. Ids the project derives
(a batch's, a document segment's) must not be claimable by anyone else (issue 25: a
tenant who guessed a sentence of another's document planted its own text under the
segment's predicted id). Two defences, each enough against a gateway tenant, both
together against another producer credential (which can read the queue's state):

- **Unpredictable before the batch exists.** A batch id hashes the caller's scope (the
  gateway key's owner), the languages, the output cap and the set of texts, so the same
  document of the same owner is the same batch (resume), and another owner's upload is
  another batch. A segment's job id is ``<batch>.<HMAC(salt, segment key)>.<attempt>``,
  the salt 128 random bits stored with the batch when it is first created: no one can
  name a segment's job before the batch exists, and only producer credentials can read
  the batch record afterwards.
- **Bound to its request.** A result is reused only when it is a translation of exactly
  that text, those languages and that output cap: the worker writes the digest of the
  request it ran into the result (``Result.request_digest``, in the result hash, which
  only workers may write), and a batch compares it with the segment's own
  (``transq.contract.request_digest``). A result that differs is "foreign": the batch
  reads it as failed (``foreign_result``) and its next run translates the segment again
  under a fresh attempt id.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from transq.contract import ErrorInfo, Result, Status, request_digest

FOREIGN_RESULT = "foreign_result"
_FOREIGN_MESSAGE = (
    "the job under this segment's id translated another text, languages or output cap; "
    "the next run of the batch translates the segment again"
)


def segment_key(text: str) -> str:
    """A segment's key inside its batch (record fields, ``BatchStatus`` keys); not a job id."""
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def batch_id_for(
    texts: Iterable[str],
    source_lang: str,
    target_lang: str,
    max_output_tokens: int | None,
    scope: str = "",
    *,
    options: Sequence[Any] = (),
) -> str:
    """The same texts, languages, cap, scope and options (formality, glossary) give the
    same batch (what makes it resumable); options join only when set."""
    identity = [2, scope, source_lang, target_lang, max_output_tokens, *options]
    digest = hashlib.sha256(json.dumps(identity).encode())
    for key in sorted({segment_key(t) for t in texts}):
        digest.update(key.encode())
    return "b" + digest.hexdigest()[:24]


def new_salt() -> str:
    return secrets.token_hex(16)


def job_id_for(batch_id: str, salt: str, key: str, attempt: int) -> str:
    """A segment's job id; ``salt`` is the batch record's ('': a record written before
    salts: the old, unsalted form, still bound by the request digest)."""
    if not salt:
        return f"{batch_id}.{key}.{attempt}"
    segment = hmac.new(salt.encode(), key.encode(), hashlib.sha256).hexdigest()[:24]
    return f"{batch_id}.{segment}.{attempt}"


def expected_digests(
    by_key: Mapping[str, str],
    source_lang: str,
    target_lang: str,
    max_output_tokens: int | None,
    options_of: Callable[[str], Mapping[str, Any]] = lambda _text: {},
) -> dict[str, str]:
    """Segment key -> the request digest its result must carry (``options_of``: the job
    options a segment's text gets, e.g. the glossary terms it holds)."""
    return {
        key: request_digest(text, source_lang, target_lang, max_output_tokens, options_of(text))
        for key, text in by_key.items()
    }


def is_foreign(result: Result | None, expected: str | None) -> bool:
    """A final result that is not this segment's: a success must carry the segment's
    digest; another final status is foreign only when it carries a different one (a
    cancel while queued, read from the job hash, carries none)."""
    if result is None or expected is None or not result.final:
        return False
    if result.status is Status.SUCCEEDED:
        return result.request_digest != expected
    return result.request_digest is not None and result.request_digest != expected


def verified(results: Mapping[str, Result | None], expect: Mapping[str, str] | None) -> dict[str, Result | None]:
    """The results with every foreign one read as failed (``foreign_result``)."""
    if expect is None:
        return dict(results)
    return {key: _as_failed(r) if is_foreign(r, expect.get(key)) else r for key, r in results.items()}


def _as_failed(result: Result | None) -> Result:
    assert result is not None
    error = ErrorInfo(code=FOREIGN_RESULT, message=_FOREIGN_MESSAGE)
    return Result(job_id=result.job_id, status=Status.FAILED, error=error, finished_ms=result.finished_ms)
