"""A reader that goes away (``jobs list | head -1``) ends the command quietly.

Python ignores SIGPIPE so that sockets report EPIPE as errors; a write to a closed
standard output then raises BrokenPipeError, an OSError, which the CLI would report as
"Redis unreachable" (exit 6). Restoring SIGPIPE's default would end the process on a
Redis socket's EPIPE too, so instead standard output alone is guarded: its
BrokenPipeError becomes ``ReaderGone``, which the CLI answers with exit 141 (128 +
SIGPIPE, what a shell reports for a program a closed pipe stopped) and no message.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

EXIT_CLOSED_PIPE = 141


class ReaderGone(Exception):
    """Standard output's reader closed the pipe."""


class _Guarded:
    def __init__(self, inner: TextIO) -> None:
        self._inner = inner

    def write(self, text: str) -> int:
        try:
            return self._inner.write(text)
        except BrokenPipeError:
            raise ReaderGone from None

    def flush(self) -> None:
        try:
            self._inner.flush()
        except BrokenPipeError:
            raise ReaderGone from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@contextmanager
def guarded_stdout() -> Iterator[None]:
    """``sys.stdout`` guarded for the block, and flushed at its end (inside the guard)."""
    inner = sys.stdout
    sys.stdout = _Guarded(inner)  # a proxy with the calls print and rich make
    try:
        yield
        sys.stdout.flush()
    finally:
        sys.stdout = inner


def reader_gone() -> int:
    """The exit code, after pointing standard output at /dev/null: the interpreter
    flushes it once more at exit, which would print "Exception ignored ... BrokenPipeError"."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no file descriptor (a test's captured stdout)
        pass
    return EXIT_CLOSED_PIPE
