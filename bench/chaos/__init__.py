"""The chaos suite (``python -m bench chaos``): crashes on purpose, counts what survives.

- ``engine``: the crash-injecting engine wrapper, a test hook only; ``worker``: the
  ``python -m bench.chaos.worker`` entry point that runs ``python -m worker`` with it;
- ``harness``: private Redis, worker processes in their own process groups, counting;
- ``scenarios``: kill -9, random kills, SIGTERM, SIGSTOP zombie, duplicate submits,
  overload, poison jobs that kill the worker or the engine core;
- ``cli``: the command, its table and JSON.

docs/chaos.md describes the scenarios and their goals.
"""
