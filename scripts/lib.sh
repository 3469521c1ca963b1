# Shared by scripts/check.sh and scripts/setup.sh (sourced, not run): messages, apt, and
# the .venv both use.

PYTHON=${PYTHON:-python3}
VENV=.venv
PIP=(env PIP_DISABLE_PIP_VERSION_CHECK=1 "$VENV/bin/python" -m pip --quiet)

step() { printf '\033[1m==> %s\033[0m\n' "$*"; }
fail() { printf '%s: %s\n' "$(basename "$0" .sh)" "$*" >&2; exit 1; }
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

# The virtual environment with Python >= 3.11 (installs python3-venv with apt when missing).
ensure_venv() {
  command -v "$PYTHON" >/dev/null || fail "$PYTHON not found; install Python 3.11 or newer"
  "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || fail "Python >= 3.11 needed, $PYTHON is $("$PYTHON" -V 2>&1)"
  [ -x "$VENV/bin/python" ] && return 0
  step "creating $VENV"
  if ! "$PYTHON" -m venv "$VENV" >/dev/null 2>&1; then
    rm -rf "$VENV"
    local pyver
    pyver=$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
    apt_install "python$pyver-venv" || apt_install python3-venv \
      || fail "python venv module missing: install python3-venv (apt-get install python3-venv)"
    "$PYTHON" -m venv "$VENV"
  fi
}

# A stamp of what the packages were installed from: a new one means install again.
packages_hash() { cat pyproject.toml constraints.txt | sha256sum | cut -c1-16; }
