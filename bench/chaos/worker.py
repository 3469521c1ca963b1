"""``python -m bench.chaos.worker``: ``python -m worker`` with the crash-injecting engine
(bench.chaos.engine) around the engine its settings name; same settings, same exit codes.

The guard matters: vLLM starts its engine core with multiprocessing "spawn", which
re-imports the main module.
"""

import sys

from bench.chaos.engine import ChaosEngine
from worker import cli

if __name__ == "__main__":
    sys.exit(cli.main(build=ChaosEngine))
