"""What operators run against a queue from outside: the monitor (queue depth and tallies as
Prometheus metrics), the stats view, and the dead-letter queue."""

from producer.ops.dlq import DeadLetter, DeadLetterQueue
from producer.ops.stats_view import age

__all__ = ["DeadLetter", "DeadLetterQueue", "age"]
