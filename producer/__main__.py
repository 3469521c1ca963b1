"""Entry point of ``python -m producer`` (see producer.cli)."""

import sys

from producer.cli import main

if __name__ == "__main__":
    sys.exit(main())
