"""The gateway's long polls and event streams wait through its Client's shared wait loops
(producer.waits): thousands of waiting requests on ``gateway.wait_connections`` blocking
connections. This adds what only the gateway needs: a stop that answers every waiting
request at once (GatewayStopping, 503 with Retry-After) instead of holding the stop until
the grace runs out. bench/gateway_longpoll/run.py measures it.
"""

from __future__ import annotations

from producer.client import Client
from transq.contract import Result
from transq.errors import GatewayStopping


class DoneWatcher:
    """The gateway's view of its client's waits."""

    def __init__(self, client: Client) -> None:
        self._waits = client.waits

    @property
    def waiting(self) -> int:
        return self._waits.waiting

    def start(self) -> None:
        """Nothing to start: the wait loops start with the first wait."""

    async def stop(self) -> None:
        await self._waits.stop()

    def stop_waiting(self) -> None:
        """A stop begins: every long poll answers GatewayStopping (503, Retry-After) at once
        and every event stream ends, instead of holding the stop until the grace runs out."""
        self._waits.fail_all(GatewayStopping)

    async def wait(self, job_id: str, timeout_s: float) -> Result:
        """The job's final result; WaitTimeout after ``timeout_s``, JobNotFound at once."""
        return (await self._waits.wait_many([job_id], timeout_s))[job_id]
