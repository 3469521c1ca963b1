"""Entry point of ``python -m worker`` (see worker.cli).

The guard matters: vLLM starts its engine core with multiprocessing "spawn", which
re-imports the main module.
"""

import sys

from worker.cli import main

if __name__ == "__main__":
    sys.exit(main())
