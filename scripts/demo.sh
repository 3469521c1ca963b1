#!/usr/bin/env bash
# Set everything up (scripts/setup.sh), then run the demo: ensure Redis, start a worker on
# the tiny local model, submit sample jobs, print their results, stop what it started.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m devtools.demo "$@"
