"""Producer side of transq: the job contract, key names, and the client that submits
translation jobs to Redis Streams and reads their results. Never imports vLLM."""

from producer.client import Client, Receipt
from producer.settings import ProducerSettings
from producer.sync import SyncClient
from transq.contract import ErrorInfo, Job, Lane, Limits, Result, Status, make_job
from transq.errors import (
    AuthenticationFailed,
    InvalidJob,
    JobNotFound,
    MalformedEntry,
    PermissionDenied,
    QueueFull,
    RedisUnavailable,
    TransqError,
    WaitTimeout,
)
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

__all__ = [
    "AuthenticationFailed",
    "Client",
    "ErrorInfo",
    "InvalidJob",
    "Job",
    "JobNotFound",
    "Keys",
    "Lane",
    "Limits",
    "MalformedEntry",
    "PermissionDenied",
    "ProducerSettings",
    "QueueFull",
    "QueueSettings",
    "Receipt",
    "RedisSettings",
    "RedisUnavailable",
    "Result",
    "Status",
    "SyncClient",
    "TransqError",
    "WaitTimeout",
    "make_job",
]
