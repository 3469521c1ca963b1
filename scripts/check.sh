#!/usr/bin/env bash
# The cheap checks, in seconds and before the heavy torch/vLLM install: ruff check,
# ruff format --check and mypy --strict on every Python file of the checkout (tracked or new,
# not git-ignored; mypy's list is pyproject.toml's `files`, which tests/test_layout.py holds
# to the same set), and luacheck on the Lua scripts (transq/lua/, config in .luacheckrc).
# The first run on a fresh clone installs only the light packages (the project without
# the worker-cpu extra, and the dev tools) into .venv; scripts/setup.sh adds torch and vLLM
# later. mypy needs no vLLM: pyproject.toml types the vLLM/torch imports as Any.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_venv
want=$(packages_hash)
# Either stamp will do: setup.sh's full install holds the light packages too.
if [ "$(cat "$VENV/.transq-installed" 2>/dev/null)" != "$want" ] \
   && [ "$(cat "$VENV/.transq-light" 2>/dev/null)" != "$want" ]; then
  log=.data/check-install.log
  step "installing the light packages into $VENV (no torch or vLLM; log: $log)"
  mkdir -p .data
  if ! "${PIP[@]}" install -c constraints.txt -e ".[dev]" >"$log" 2>&1; then
    tail -n 25 "$log" >&2
    fail "installing the light packages failed (full log: $log)"
  fi
  echo "$want" > "$VENV/.transq-light"
fi

# Every Python file git would track (a fresh clone's, plus new files not yet added); outside a
# git checkout, the folders that hold them.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t py_files < <(git ls-files --cached --others --exclude-standard -- '*.py')
else
  py_files=(transq producer worker bench devtools tests scripts)
fi
status=0
step "ruff check (${#py_files[@]} Python files)"
"$VENV/bin/ruff" check "${py_files[@]}" || status=1
step "ruff format --check"
"$VENV/bin/ruff" format --check "${py_files[@]}" || status=1
step "mypy --strict (pyproject.toml's files: every Python file of the checkout)"
"$VENV/bin/mypy" || status=1
# luacheck (Debian's lua-check): installed here when apt can, since check.sh runs before
# setup.sh; without it the Lua is still loaded and run by the tests, only not linted.
command -v luacheck >/dev/null || apt_install lua-check || true
if command -v luacheck >/dev/null; then
  step "luacheck transq/lua"
  luacheck --quiet transq/lua || status=1
else
  echo "check: luacheck not installed (apt-get install lua-check); skipping the Lua lint" >&2
fi
exit "$status"
