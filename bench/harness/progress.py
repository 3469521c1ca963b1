"""The one progress-bar factory of every suite (rich), behind a tiny interface, so systems
and scenarios never import rich.

A suite opens ``make_progress(console)`` once for its run, hands ``bar_factory(progress)``
(a NewBar) to whatever measures, and logs its own lines with ``progress.console.log`` so
they print above the bars instead of tearing them. A bar whose total is not known ahead
(a run bounded by time, a chaos scenario's survivors) is made with ``total=None`` or, for
a ``(done, total)`` callback, with ``on_progress``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn


class Bar(Protocol):
    def advance(self, n: int = 1) -> None: ...

    def set_done(self, done: int) -> None: ...


class NewBar(Protocol):
    """Makes a bar when its phase begins, so its clock shows that phase's time alone."""

    def __call__(self, description: str, total: int | None) -> Bar: ...


class RichBar:
    def __init__(self, progress: Progress, task: TaskID) -> None:
        self._progress = progress
        self._task = task

    def advance(self, n: int = 1) -> None:
        self._progress.advance(self._task, n)

    def set_done(self, done: int) -> None:
        self._progress.update(self._task, completed=done)

    def set_total(self, total: int) -> None:
        self._progress.update(self._task, total=total)


def make_progress(console: Console) -> Progress:
    # A slow refresh: the bars share this process's CPU (and, for the direct system,
    # its GIL) with the engine's front end.
    return Progress(
        TextColumn("{task.description:<34}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        refresh_per_second=4,
    )


def bar_factory(progress: Progress) -> NewBar:
    def new(description: str, total: int | None) -> Bar:
        return _rich_bar(progress, description, total)

    return new


def _rich_bar(progress: Progress, description: str, total: int | None) -> RichBar:
    return RichBar(progress, progress.add_task(description, total=total))


def on_progress(progress: Progress, description: str) -> Callable[[int, int], None]:
    """A ``(done, total)`` callback (the chaos scenarios' progress) drawn as one bar."""
    bar = _rich_bar(progress, description, None)

    def update(done: int, total: int) -> None:
        bar.set_total(total)
        bar.set_done(done)

    return update
