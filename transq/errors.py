"""The project's errors, one tree, so a caller can catch at the level it cares about.

::

    TransqError                  base of everything raised on purpose
    ├── InvalidJob               the job breaks the contract or a limit (nothing was written)
    │   └── RequestTooLarge        HTTP gateway: a request's texts are over the API's size limit (413)
    ├── MalformedEntry           a stream entry or stored record is not valid wire JSON
    ├── JobNotFound              no job with that id (never submitted, or its result expired)
    ├── QueueFull                the lane's backlog is at its configured limit
    ├── WaitTimeout              the job did not finish within the wait timeout
    ├── PoolExhausted            every connection of a named client pool stayed busy past its timeout
    ├── RedisUnavailable         Redis cannot be reached or refused the command
    │   ├── AuthenticationFailed   Redis refused the username/password
    │   ├── PermissionDenied       the ACL user may not run that command or key (NOPERM)
    │   ├── DurabilityNotMet       the queue's durable submit level was not confirmed in time
    │   │                          (the job may be stored or not; submit the same id again)
    │   └── SubmitUnconfirmed      Redis failed during a submit (past the retry window, e.g. a
    │                              failover longer than it): stored or not; same id again
    ├── ConfigError              settings are invalid
    ├── DocumentError            a document cannot be translated as given: format, encoding,
    │                            size or content (nothing was submitted)
    ├── BatchNotFound            no batch with that id (never submitted, or expired)
    ├── DeadLetterNotFound       no dead-letter entry with that id (python -m producer dlq)
    ├── CannotRequeue            that dead-letter entry cannot go back on the queue
    ├── CannotRetry              that job cannot run again (not failed or expired, or it
    │                            can never run: invalid, past its deadline, no payload kept)
    ├── Unauthorized             HTTP gateway: no API key, or an unknown one
    ├── Forbidden                HTTP gateway: the key's role does not allow this
    ├── RateLimited              HTTP gateway: a limit of the key is spent: requests, jobs or
    │                            characters per minute, or its concurrent waits or streams
    ├── ShareFull                an owner's share of a lane is in use by its own open jobs
    │                            (fair share: one owner's burst waits for itself, no one else)
    ├── QuotaExceeded            HTTP gateway: the key's characters for this period are spent
    ├── GlossaryNotFound         HTTP gateway: no glossary with that id for this owner
    ├── Conflict                 the id is not the caller's (another owner's; for an owner,
    │                            a job submitted outside the gateway; for a service, an id
    │                            an owner holds), or a document is not translated yet
    ├── GatewayStopping          HTTP gateway: it is shutting down; retry (the job goes on)
    └── EngineError              raised by the worker's engine adapter; defined beside the
        │                        Engine Protocol in worker.engines.protocol (producers never see them)
        ├── RetryableEngineError   this request failed; the same job may succeed again
        ├── RequestRejected        the engine cannot take this job
        │   └── InputTooLong         the prompt does not fit engine.max_model_len
        ├── OutputRejected         the output failed a check set to "fail" (e.g. prompt_leak)
        └── FatalEngineError       the engine is dead; the worker must exit

``retryable`` tells whether trying the same job again can succeed.
"""

from __future__ import annotations


class TransqError(Exception):
    """Base of the tree."""

    retryable: bool = False


class InvalidJob(TransqError):
    """The job breaks the wire contract or a configured limit."""


class RequestTooLarge(InvalidJob):
    """One request's texts are over the API's limit (DeepL's 128 KiB): HTTP 413."""


class MalformedEntry(TransqError):
    """A stream entry or stored record that is not valid wire JSON of a known version."""


class JobNotFound(TransqError):
    def __init__(self, job_id: str) -> None:
        super().__init__(f"job {job_id!r} not found (never submitted, or its result expired)")
        self.job_id = job_id


class QueueFull(TransqError):
    retryable = True

    def __init__(self, lane: str, limit: int) -> None:
        super().__init__(f"queue full: lane {lane!r} holds {limit} jobs; retry later")
        self.lane = lane
        self.limit = limit


class WaitTimeout(TransqError):
    retryable = True

    def __init__(self, job_ids: list[str], timeout_s: float) -> None:
        shown = ", ".join(job_ids[:3]) + (" ..." if len(job_ids) > 3 else "")
        super().__init__(f"timed out after {timeout_s:g} s waiting for {shown}")
        self.job_ids = job_ids
        self.timeout_s = timeout_s


class PoolExhausted(TransqError):
    """Every connection of one of our own pools stayed busy: the client is over its
    configured size (raise it, or send fewer concurrent calls); Redis itself is fine."""

    retryable = True

    def __init__(self, pool: str, size: int, waited_s: float | None) -> None:
        waited = f" for {waited_s:g} s" if waited_s is not None else ""
        super().__init__(f"connection pool {pool!r} exhausted: all {size} connections stayed busy{waited}")
        self.pool = pool
        self.size = size


class RedisUnavailable(TransqError):
    retryable = True


class AuthenticationFailed(RedisUnavailable):
    """Wrong username or password: retrying cannot help, so it is not "unreachable"."""

    retryable = False


class PermissionDenied(RedisUnavailable):
    """The ACL user lacks a command or key pattern (configs/redis/users.acl.template)."""

    retryable = False


class DurabilityNotMet(RedisUnavailable):
    """A submit's durability level (transq.durability) was not confirmed in time."""

    def __init__(self, level: str, timeout_ms: int, detail: str) -> None:
        super().__init__(
            f"submit not confirmed at durable submit level {level!r} within {timeout_ms} ms ({detail}); "
            "the job may be stored or not: submit it again with the same id (idempotent)"
        )
        self.level = level
        self.timeout_ms = timeout_ms
        self.detail = detail


class SubmitUnconfirmed(RedisUnavailable):
    """A submit whose answer never came: Redis went away (or refused) after the jobs may
    have been sent, and stayed so past ``redis.retry_window_s``. SUBMIT is idempotent by job
    id, so the remedy is always the same: submit the same ids again."""

    def __init__(self, job_ids: list[str], cause: str) -> None:
        shown = ", ".join(repr(i) for i in job_ids[:3]) + (" ..." if len(job_ids) > 3 else "")
        jobs = f"job {shown}" if len(job_ids) == 1 else f"{len(job_ids)} jobs ({shown})"
        super().__init__(
            f"submit of {jobs} not confirmed ({cause}); the job may be stored or not: submit it again "
            "with the same id (idempotent: a stored job is never added twice)"
        )
        self.job_ids = job_ids
        self.cause = cause


class ConfigError(TransqError):
    """Invalid settings."""


class DeadLetterNotFound(TransqError):
    def __init__(self, ident: str) -> None:
        super().__init__(f"dead-letter entry {ident!r} not found (see: python -m producer dlq list)")
        self.ident = ident


class CannotRequeue(TransqError):
    """The dead-letter entry holds no valid job, or its job is live again."""


class CannotRetry(TransqError):
    """An operator's retry refused: the job is not failed or expired, or it can never run."""


class DocumentError(TransqError):
    """A document that cannot be translated as given; the message names the file."""


class BatchNotFound(TransqError):
    def __init__(self, batch_id: str) -> None:
        super().__init__(f"batch {batch_id!r} not found (never submitted, or it expired)")
        self.batch_id = batch_id


class Unauthorized(TransqError):
    """No API key was sent, or it is not a known one."""


class Forbidden(TransqError):
    """The API key is known, but its role does not allow this request."""


class RateLimited(TransqError):
    retryable = True

    def __init__(self, limit: str, retry_after_s: int) -> None:
        """``limit``: what is spent, e.g. "rate limit of 60 requests per minute"."""
        super().__init__(f"{limit} reached; retry in {retry_after_s} s")
        self.retry_after_s = retry_after_s


class ShareFull(TransqError):
    """The owner already has its share of the lane's open jobs; nothing was written."""

    retryable = True

    def __init__(self, lane: str, share: int, retry_after_s: int = 5) -> None:
        super().__init__(
            f"fair share reached: this owner has {share} open jobs in lane {lane!r} (its share); "
            f"retry in {retry_after_s} s, as its jobs end"
        )
        self.lane = lane
        self.share = share
        self.retry_after_s = retry_after_s


class QuotaExceeded(TransqError):
    """The key's character limit for the period is spent (DeepL's 456)."""


class GlossaryNotFound(TransqError):
    def __init__(self, glossary_id: str) -> None:
        super().__init__(f"glossary {glossary_id!r} not found (never created, deleted, or another owner's)")


class Conflict(TransqError):
    """The request clashes with what exists: an id that is not the caller's to submit
    (SUBMIT's owner check), or a document whose translation has not finished."""


class GatewayStopping(TransqError):
    """The gateway is shutting down: a long poll still waiting is answered at once."""

    retryable = True

    def __init__(self) -> None:
        super().__init__("the gateway is shutting down; retry the request (the job goes on)")
