"""Progress bars (rich) behind a tiny interface, so systems never import rich."""

from __future__ import annotations

from typing import Protocol

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn


class Bar(Protocol):
    def advance(self, n: int = 1) -> None: ...

    def set_done(self, done: int) -> None: ...


class NewBar(Protocol):
    """Makes a bar when its phase begins, so its clock shows that phase's time alone."""

    def __call__(self, description: str, total: int) -> Bar: ...


class RichBar:
    def __init__(self, progress: Progress, task: TaskID) -> None:
        self._progress = progress
        self._task = task

    def advance(self, n: int = 1) -> None:
        self._progress.advance(self._task, n)

    def set_done(self, done: int) -> None:
        self._progress.update(self._task, completed=done)


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
    def new(description: str, total: int) -> Bar:
        return RichBar(progress, progress.add_task(description, total=total))

    return new
