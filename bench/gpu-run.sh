#!/usr/bin/env bash
# On the lent GPU machine, after the vLLM bundle is installed: our pure-Python deps, a
# Redis-compatible server (Valkey 9.1.2), then one benchmark command on the 1.5B-shaped dummy model.
#
# Prepare here: `bash scripts/gpu/prepare.sh` (builds .gpu/ and prints the device runs in order).
# The benchmark run carries [".gpu/extra", ".gpu/model", ".gpu/model7b"]:  bash bench/gpu-run.sh worker
#
# usage: bash bench/gpu-run.sh worker|journey|adaptive|tune|stream|scale|mixed|vllm-server|engines|tp|drain [args...]
#   drain [ARGS]   ->  no vLLM needed (carry [".gpu/drain"], made by scripts/gpu/prepare-drain.sh):
#                      python -m bench worker --only noop, the no-op drain vs the bare redis-py
#                      loop in 6 alternated pairs on the GPU host's CPU
#   worker [ARGS]  ->  python -m bench worker; with no ARGS the issue-15 run, sized for one
#                      < 9 min call: worker/direct in 4 alternated pairs at 16, 32 and 64 in flight,
#                      no-op drain vs the bare redis-py loop (4 pairs), multiprocessing x1 once
#   journey ARGS   ->  python -m bench journey ARGS
#   adaptive ARGS  ->  python -m bench adaptive ARGS; issue 18's run, auto vs 32 in 3 alternated pairs
#                      then the step once (prints its plan: 360 s + ~90 s engine load + worker starts):
#                      adaptive --pairs 3 --modes auto,32 --phase-s 50 --settle-s 20 --step-s 40
#   tune ARGS      ->  python -m worker tune ARGS
#   stream [ARGS]  ->  python -m bench stream; with no ARGS issue 31's run (~5 min with the engine's
#                      load): first delta vs engine TTFT at 16 in flight (320 jobs), then streaming
#                      vs plain at 64 in flight in 4 alternated pairs of 1,280 jobs; deltas == final
#   scale [ARGS]   ->  python -m bench scale (kind nvidia-h100-x2); with no ARGS issue 32's run at
#                      IN_FLIGHT (default 16) per worker, ~8 min with 3 engine loads: 2 workers on 2 GPUs
#                      vs one worker, 4 alternated pairs closed loop, 4 open loop (RATE per worker,
#                      default 12/s), then a closed-loop run with one worker SIGKILLed 4 s in
#   mixed [ARGS]   ->  python -m bench mixed (1 GPU); with no ARGS: one worker at 16 in flight, 4/s
#                      interactive, 3 pairs of 25-s windows (alone / batch alone / mixed) under a
#                      5,000-segment flood per pair, with RESERVE interactive reserve slots
#                      (loop.interactive_reserve, default 2; RESERVE=0: the run before the reserve).
#                      One setting per call (~5 min with the engine's load): run RESERVE=0 and
#                      RESERVE=2 as calls on the same warm machine, alternated, TAG=mixed-r0 / mixed-r2
#   vllm-server [ARGS] -> python -m bench vllm-server (1 GPU); with no ARGS: the worker vs vLLM's
#                      OpenAI server, 16 and 64 in flight, 4 alternated pairs of 10 waves each
#   engines [ARGS] ->  issue 36, 1 GPU: bench vllm-server --per-gpu KS (default 1,2,3) --in-flight LEVELS
#                      (default 64,128), PAIRS (3) rotated pairs of WAVES (4): worker sides of K engines
#                      on the GPU beside one vLLM server, each engine 0.9/(engines) of it; MODEL=7b
#   tp [ARGS]      ->  issue 36, 2 GPUs: bench scale --workers 2 --solo-tp 2: one tensor-parallel worker
#                      over both GPUs vs two data-parallel ones, IN_FLIGHT (64) per GPU; MODEL=7b
# Everything it writes lands in $OUT: the results JSON, the log with every table (the summary),
# the workers' log tails.
set -uo pipefail
if [ "${1:-}" = drain ]; then
  shift
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/drain-site .gpu/drain/whl/*.whl 2>&1 | grep -v WARN
  mkdir -p /tmp/bin && { [ -x /tmp/bin/valkey-server ] || cp .gpu/drain/bin/valkey-server /tmp/bin/; }
  export PYTHONPATH=/tmp/drain-site:$PWD PATH=/tmp/bin:$PATH PYTHONUNBUFFERED=1 COLUMNS=160
  [ $# -gt 0 ] || set -- --pairs 6 --noop-jobs 5000 --settle-s 1
  rm -f bench/results/*.json
  timeout --signal=INT "${LIMIT_S:-400}" python3 -m bench worker --only noop "$@" 2>&1 | tee "$OUT/drain.log"
  cp bench/results/*.json "$OUT/" 2>/dev/null
  exit 0
fi
. /root/gpu-bundle/env.sh
# SIDE=1: one of several runs side by side (bench/gpu-side.sh), each on GPU=$GPU: the shared
# preparation below (installs, leftover workers, old results) was done once before them.
if [ -z "${SIDE:-}" ] && [ ! -d /tmp/site ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .gpu/extra/whl/*.whl 2>&1 | grep -v WARN
fi
export PYTHONPATH=/tmp/site:${PYTHONPATH:-}:$PWD
# A server left running by an earlier call keeps its binary busy: copy only when missing.
mkdir -p /tmp/bin && { [ -x /tmp/bin/valkey-server ] || cp .gpu/extra/bin/valkey-server /tmp/bin/; }
# /tmp/site/bin: py-spy (bench mixed --profile-s).
export PATH=/tmp/bin:/tmp/site/bin:$PATH PYTHONUNBUFFERED=1 COLUMNS=160
if [ -n "${GPU:-}" ]; then
  export CUDA_VISIBLE_DEVICES=$GPU  # the suites place their workers inside this view
  export VLLM_CACHE_ROOT=/tmp/vllm-cache-$GPU  # runs side by side never write one compile cache at once
fi
# MPS=1: the engines of this run share the GPU through CUDA MPS (their kernels run side by side
# instead of taking turns in time slices): a daemon of its own for this run's GPU, ended with it.
if [ -n "${MPS:-}" ]; then
  if command -v nvidia-cuda-mps-control >/dev/null; then
    export CUDA_MPS_PIPE_DIRECTORY=/tmp/mps-pipe-${GPU:-0} CUDA_MPS_LOG_DIRECTORY=/tmp/mps-log-${GPU:-0}
    mkdir -p "$CUDA_MPS_PIPE_DIRECTORY" "$CUDA_MPS_LOG_DIRECTORY"
    nvidia-cuda-mps-control -d && echo "MPS: daemon started for GPU ${GPU:-0}"
    # A client's CUDA_VISIBLE_DEVICES counts the devices its MPS server sees, here only this
    # run's GPU: it is device 0 to the engines (GPU 3 by its own number found no GPU, 2026-11-28).
    export CUDA_VISIBLE_DEVICES=0
    trap 'echo quit | nvidia-cuda-mps-control' EXIT
  else
    echo "MPS: nvidia-cuda-mps-control not found; running without"
  fi
fi
if [ -z "${SIDE:-}" ]; then
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
  python3 -c "import vllm, torch; print('vllm', vllm.__version__, 'torch', torch.__version__)"
fi
# The ceiling's engine settings (../shared/tools/gpu-engine-ceiling.py): bf16, CUDA graphs,
# 8192 batched tokens, prefix caching; 0.4 of the GPU each, so two engines fit side by side.
export TRANSQ_ENGINE__MODEL=$PWD/.gpu/model TRANSQ_ENGINE__LOAD_FORMAT=dummy TRANSQ_ENGINE__ENFORCE_EAGER=false \
  TRANSQ_ENGINE__DTYPE=bfloat16 TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION=0.4 TRANSQ_ENGINE__MAX_NUM_BATCHED_TOKENS=8192 \
  TRANSQ_ENGINE__MAX_MODEL_LEN=2048 TRANSQ_ENGINE__ENABLE_PREFIX_CACHING=true TRANSQ_ENGINE__IGNORE_EOS=true \
  TRANSQ_ENGINE__OUTPUT_TOKENS_RATIO=1.1 TRANSQ_ENGINE__OUTPUT_TOKENS_SLACK=0
# Fewer CUDA graphs to capture (the runs hold at most 64 + a reserve in flight): each engine load
# is shorter; the server of bench vllm-server gets the same engine settings.
[ -n "${CAPTURE:-}" ] && export TRANSQ_ENGINE__MAX_CUDAGRAPH_CAPTURE_SIZE=$CAPTURE
# How the workers' vLLM starts its engine core: START=fork is the control of issue 37's run
# (a library's default); the worker's default is spawn, as vLLM's own server (its CLI) does.
[ -n "${START:-}" ] && export TRANSQ_ENGINE__START_METHOD=$START
if [ -z "${SIDE:-}" ]; then
  rm -rf bench/results/*.json bench/results/*-stacks .data/bench/*.log  # this call's files only
  # Workers run in sessions of their own, which outlive a call that was cut short: end any left by
  # an earlier call on this warm machine, and their engines' GPU memory with them.
  pkill -9 -f "[-]m worker|vllm[.]entrypoints|VLLM::EngineCore" 2>/dev/null || true
  for _ in $(seq 30); do
    used=$(nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits | sort -n | tail -1)
    [ "${used:-0}" -lt 2000 ] && break
    sleep 1
  done
fi
# vLLM's server imports more than the bundle carries, and an import stops at the first missing
# module: list them all at once (seconds) instead of losing a call to each.
server_modules() {
  python3 scripts/gpu/missing_modules.py vllm.entrypoints.openai.api_server > "$OUT/missing-modules.txt" && return 0
  echo "vllm-server: modules to carry (scripts/gpu/prepare.sh): $(tr '\n' ' ' < "$OUT/missing-modules.txt")"
  return 1
}
what=${1:-worker}; shift || true
tag=${TAG:-$what}
port_offset=$(( ${GPU:-0} * 10 ))  # side by side: each run's own ports (metrics, vLLM's server)
case $what in
  prep) exit 0 ;;  # the shared preparation alone (bench/gpu-side.sh runs it first)
  worker)
    args=("$@")
    # ~8 min on the H100: the engines start one after the other (~2 min), 24 measured runs of 8 waves,
    # no-op/bare pairs of 5,000 jobs, then mp1 (its own ~77 s start) last: a cut run keeps the rest.
    [ ${#args[@]} -gt 0 ] || args=(--in-flight 16,32,64 --pairs 4 --waves 8 --warmup-waves 2
      --noop-jobs 5000 --baseline-jobs 64 --settle-s 1)
    cmd=(python3 -m bench worker "${args[@]}") ;;
  journey) cmd=(python3 -m bench journey "$@") ;;
  adaptive) cmd=(python3 -m bench adaptive "$@") ;;
  stream)
    args=("$@")
    [ ${#args[@]} -gt 0 ] || args=(--ttft-in-flight 16 --ttft-jobs 320 --cost-in-flight 64 --cost-jobs 1280 --pairs 4)
    [ "${ENGINES:-1}" -gt 1 ] && export TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION=0.8
    cmd=(python3 -m bench stream --engines "${ENGINES:-1}" "${args[@]}" --metrics-port $((9471 + port_offset))) ;;
  tune) cmd=(python3 -m worker tune --json "$OUT/tune-$tag.json" "$@") ;;
  scale)
    args=("$@")
    [ ${#args[@]} -gt 0 ] || args=(--workers 2 --in-flight "${IN_FLIGHT:-16}" --pairs 4 --jobs-per-worker $((20 * ${IN_FLIGHT:-16}))
      --rate "${RATE:-12}" --open-jobs-per-worker 180 --kill-one-at 4 --claim-idle-ms 10000)
    cmd=(python3 -m bench scale "${args[@]}") ;;
  mixed)
    args=("$@")
    [ ${#args[@]} -gt 0 ] || args=(--in-flight 16 --rate 4 --phase-s 25 --flood 5000 --pairs 3)
    # ENGINES=2 INTERACTIVE=1 (issue 37): two engines on the GPU (0.8 of it between them), one kept
    # for the interactive lane; PROFILE_S=15: a py-spy mixed and alone window after the pairs.
    [ "${ENGINES:-1}" -gt 1 ] && export TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION=0.8
    cmd=(python3 -m bench mixed --loop-env "TRANSQ_LOOP__INTERACTIVE_RESERVE=${RESERVE:-2}" --engines "${ENGINES:-1}"
      --interactive-engines "${INTERACTIVE:-0}" --profile-s "${PROFILE_S:-0}" "${args[@]}" --metrics-port $((9481 + port_offset))) ;;
  vllm-server)
    server_modules || exit 0
    args=("$@")
    [ ${#args[@]} -gt 0 ] || args=(--in-flight 16,64 --pairs 4 --waves 10)
    cmd=(python3 -m bench vllm-server "${args[@]}" --port $((8471 + port_offset))) ;;
  engines)
    # Issue 36, one GPU: worker sides of K engines each (KS, default 1,2,3) beside vLLM's own
    # server, every engine 0.9/(their number) of the GPU; MODEL=7b: the 7B shape.
    server_modules || exit 0
    [ "${MODEL:-1.5b}" = 7b ] && export TRANSQ_ENGINE__MODEL=$PWD/.gpu/model7b
    ks=${KS:-1,2,3}
    # CONTROL="KEY=VALUE,...": one more worker side with those settings (issue 37: a change's control).
    control=0; [ -n "${CONTROL:-}" ] && control=1
    engines=$(( $(tr ',' '+' <<<"$ks") + 1 + control ))
    export TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION=${SHARE:-$(python3 -c "print(round(0.9 / $engines, 3))")}
    args=("$@")
    [ ${#args[@]} -gt 0 ] || args=(--per-gpu "$ks" --in-flight "${LEVELS:-64,128}" --pairs "${PAIRS:-3}" --waves "${WAVES:-4}")
    # Its own server port side by side (two runs' clients on one server halved its figure, 2026-11-28).
    cmd=(python3 -m bench vllm-server "${args[@]}" --port $((8471 + port_offset)))
    [ -n "${CONTROL:-}" ] && cmd+=(--control-env "$CONTROL") ;;
  tp)
    # Issue 36 item 4, two GPUs: one worker with tensor_parallel_size 2 over GPUs 0,1 against two
    # data-parallel workers on the same GPUs (both up, 0.42 of each GPU each); MODEL=7b: the 7B shape.
    [ "${MODEL:-1.5b}" = 7b ] && export TRANSQ_ENGINE__MODEL=$PWD/.gpu/model7b
    export TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION=${SHARE:-0.42}
    args=("$@")
    [ ${#args[@]} -gt 0 ] || args=(--workers 2 --solo-tp 2 --in-flight "${IN_FLIGHT:-64}" --pairs "${PAIRS:-3}"
      --jobs-per-worker $((8 * ${IN_FLIGHT:-64})) --claim-idle-ms 10000)
    cmd=(python3 -m bench scale "${args[@]}") ;;
  *) echo "usage: gpu-run.sh worker|journey|adaptive|tune|stream|scale|mixed|vllm-server|engines|tp [args...]"; exit 2 ;;
esac
# Stop well short of the device call's 10-minute limit (setup, the module probe and the copy below
# come on top: a run cut by the call itself loses its JSON); the suites rewrite their JSON after every
# measured run, so what was measured comes back.
timeout --signal=INT "${LIMIT_S:-470}" "${cmd[@]}" 2>&1 | tee "$OUT/$tag.log"
# Side by side, bench/gpu-side.sh gathers the files (at most 8 come back from a call).
[ -n "${SIDE:-}" ] && exit 0
cp bench/results/*.json "$OUT/" 2>/dev/null
tail -n 40 .data/bench/*.log > "$OUT/$tag-worker-logs.txt" 2>/dev/null
exit 0
