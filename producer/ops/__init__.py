"""What operators run against a queue from outside: the monitor (queue depth and tallies as
Prometheus metrics), the stats view, the dead-letter queue, the job index and retry, and
the last hour's history for charts."""

from producer.ops.dlq import DeadLetter, DeadLetterQueue
from producer.ops.history import History, read_history
from producer.ops.jobs import JobFilter, JobIndex, JobPage, JobRow, parse_statuses
from producer.ops.retry import JobRetry, Retried
from producer.ops.stats_view import age

__all__ = [
    "DeadLetter",
    "DeadLetterQueue",
    "History",
    "JobFilter",
    "JobIndex",
    "JobPage",
    "JobRetry",
    "JobRow",
    "Retried",
    "age",
    "parse_statuses",
    "read_history",
]
