"""The supervisor of one ``python -m worker`` that runs several engines (worker.fleet.placement).

- Each engine is a ``python -m worker`` child with its placement as environment over the same
  settings, so every child is a whole worker: its own leases, heartbeat, reclaim and stop.
- Engines of one GPU group load one after another: vLLM sizes its KV cache from the memory it
  finds free while it profiles, and a second engine loading beside it would see the first's
  allocations come and go. Each child says it is ready through a pipe (``TRANSQ_READY_FD``,
  worker.startup); groups on different GPUs load side by side.
- SIGTERM/SIGINT go to every child (each drains as one worker does); the supervisor waits for
  all of them.
- A child that ends on its own (its engine died, a bad setting) stops the others gracefully
  and its exit code is the command's: the process manager (systemd, Kubernetes, compose)
  restarts the whole set, as it would one worker.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import signal
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from worker.fleet.placement import Placement

log = logging.getLogger("worker.fleet")

READY_FD_ENV = "TRANSQ_READY_FD"
READY_LINE = b"ready\n"
_STOP, _LOADED = "stop", "loaded"


@dataclass
class Child:
    """One engine's worker process."""

    placement: Placement
    process: asyncio.subprocess.Process
    ready_reader: asyncio.StreamReader

    async def ready(self) -> bool:
        """True once the child said it is ready; False if it ended first (the pipe closed)."""
        return await self.ready_reader.readline() == READY_LINE

    def signal(self, sig: int) -> None:
        if self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(sig)


async def spawn(placement: Placement, config: str | None) -> Child:
    """Start the placement's worker process with a pipe to say it is ready on."""
    read_fd, write_fd = os.pipe()
    argv = [sys.executable, "-m", "worker", *(["--config", config] if config else [])]
    env = os.environ | placement.env() | {READY_FD_ENV: str(write_fd)}
    try:
        process = await asyncio.create_subprocess_exec(*argv, env=env, pass_fds=(write_fd,))
    finally:
        os.close(write_fd)  # the child holds its own copy: EOF here once it ends
    reader = asyncio.StreamReader()
    loop = asyncio.get_running_loop()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(read_fd, "rb", 0))
    log.info("engine %s: worker %s started (pid %d, GPUs %s, memory share %.3f)", placement.index,
             placement.worker_id, process.pid, placement.devices or "as seen", placement.memory_share)  # fmt: skip
    return Child(placement, process, reader)


class Supervisor:
    def __init__(self, placements: Sequence[Placement], config: str | None) -> None:
        self.placements = list(placements)
        self.config = config
        self.children: list[Child] = []
        # What the loop wakes for: a child ended, a stop was asked for, or the loading ended.
        self._events: asyncio.Queue[Child | str] = asyncio.Queue()
        self._stopping = False
        self._code = 0

    def stop(self) -> None:
        """Begin a graceful stop of every child (signal handlers call this)."""
        self._events.put_nowait(_STOP)

    async def run(self) -> int:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, self.stop)
        groups = [list(g) for _, g in itertools.groupby(self.placements, key=lambda p: p.group)]
        loading = asyncio.gather(*(self._load(group) for group in groups))
        loading.add_done_callback(lambda _: self._events.put_nowait(_LOADED))
        try:
            while not (self._stopping and loading.done() and self._all_ended()):
                event = await self._events.get()
                if event == _STOP:
                    self._stop_all("stop requested")
                elif isinstance(event, Child) and not self._stopping:
                    code = _exit_status(event.process.returncode or 0)
                    self._code = code or 1  # a worker never ends on its own with 0
                    self._stop_all(f"worker {event.placement.worker_id} ended with exit code {code}")
        finally:
            await loading
            await asyncio.gather(*(c.process.wait() for c in self.children))
        failed = [code for c in self.children if (code := _exit_status(c.process.returncode or 0))]
        return self._code or (failed[0] if failed else 0)

    def _all_ended(self) -> bool:
        return all(c.process.returncode is not None for c in self.children)

    def _stop_all(self, why: str) -> None:
        if not self._stopping:
            log.info("%s: stopping %d workers", why, sum(c.process.returncode is None for c in self.children))
        self._stopping = True
        for child in self.children:
            child.signal(signal.SIGTERM)

    async def _load(self, group: list[Placement]) -> None:
        """Start a group's engines one after another, each once the one before is ready."""
        for placement in group:
            if self._stopping:
                return
            child = await spawn(placement, self.config)
            self.children.append(child)
            asyncio.get_running_loop().create_task(self._watch(child))
            if not await child.ready():
                return  # it ended while loading: _watch reports it
            log.info("engine %s: worker %s ready", placement.index, placement.worker_id)
            if self._stopping:
                child.signal(signal.SIGTERM)  # started while the stop was under way

    async def _watch(self, child: Child) -> None:
        await child.process.wait()
        self._events.put_nowait(child)


def _exit_status(returncode: int) -> int:
    """A child's exit code as a shell reports it: 128 + N for one killed by signal N."""
    return 128 - returncode if returncode < 0 else returncode


def supervise(placements: Sequence[Placement], config: str | None) -> int:
    """Run the engines' workers until a stop or the first to end; the command's exit code."""
    log.info("placing %d engines: %s", len(placements),
             ", ".join(f"{p.worker_id} on GPUs {p.devices or 'as seen'}" for p in placements))  # fmt: skip
    return asyncio.run(Supervisor(placements, config).run())
