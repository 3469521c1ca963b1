#!/usr/bin/env bash
# The cheap checks first (scripts/check.sh: lint, format, types; seconds, before the heavy
# install), then set everything up (scripts/setup.sh) and run the whole test suite
# against a real Redis (started if none answers) and the real vLLM engine on CPU.
# Extra arguments go to pytest, e.g. `bash scripts/test.sh -k producer`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/check.sh
bash scripts/setup.sh --tests
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
