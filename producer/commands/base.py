"""What every producer command module shares: the handler type (the exit codes and the
one-line parser are transq.cli, shared with the worker)."""

from __future__ import annotations

import argparse
from collections.abc import Awaitable, Callable

from producer.client import Client
from producer.settings import ProducerSettings

Handler = Callable[[Client, argparse.Namespace, ProducerSettings], Awaitable[int]]
