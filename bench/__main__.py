"""Entry point of ``python -m bench``.

The guard matters: vLLM starts its engine core with multiprocessing "spawn", which
re-imports the main module; only the real run may build an engine.
"""

import sys

from bench.cli import main

if __name__ == "__main__":
    sys.exit(main())
