"""The chaos suite (``python -m bench chaos``): crashes on purpose, counts what survives.

- ``engine``: the crash-injecting engine wrapper, a test hook only; ``worker``: the
  ``python -m bench.chaos.worker`` entry point that runs ``python -m worker`` with it;
- ``harness``: private Redis, worker processes in their own process groups, counting;
- ``scenarios``: the registry of every scenario, by name; ``crashes``: kill -9, random
  kills, SIGTERM, SIGSTOP zombie, poison jobs that kill the worker or the engine core;
  ``pressure``: duplicate submits, overload, Redis killed under load; ``steps``: what the
  scenarios share (sizes, jobs, the progress callback, the standard checks);
- ``cli``: the command, its table and JSON.

docs/chaos.md describes the scenarios and their goals.
"""
