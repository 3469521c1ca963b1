"""Shared by the benchmark tests."""

from __future__ import annotations


class CountingBar:
    """A progress bar that only counts (bench.harness.progress.Bar)."""

    def __init__(self) -> None:
        self.done = 0

    def advance(self, n: int = 1) -> None:
        self.done += n

    def set_done(self, done: int) -> None:
        self.done = done
