#!/usr/bin/env bash
# Set everything up (scripts/setup.sh), then lint, type-check and run the whole test suite
# against a real Redis (started if none answers) and the real vLLM engine on CPU.
# Extra arguments go to pytest, e.g. `bash scripts/test.sh -k producer`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
printf '\033[1m==> ruff, mypy\033[0m\n'
.venv/bin/ruff check producer worker devtools tests bench
.venv/bin/mypy
printf '\033[1m==> pytest\033[0m\n'
set +e
.venv/bin/python -m pytest -p no:cacheprovider "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "pytest collected no tests (nothing to run is not a failure)"
  exit 0
fi
exit "$rc"
