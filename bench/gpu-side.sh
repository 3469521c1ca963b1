#!/usr/bin/env bash
# On a lent machine of several GPUs: independent one-GPU runs side by side, one per GPU, in one
# device call (device time is wall clock: two runs at once cost one). Each argument is one run:
# its settings and bench/gpu-run.sh's arguments, e.g.
#   bash bench/gpu-side.sh "TAG=mixed-one RESERVE=2 mixed" "TAG=mixed-split ENGINES=2 INTERACTIVE=1 mixed"
# The first runs on GPU 0, the next on GPU 1 ...; "A && B" runs A, then B, on the same GPU. The shared preparation runs once first; each run
# starts its own Redis and takes ports of its own (gpu-run.sh, GPU); every run's log, the results
# JSONs and a tarball of the workers' logs and profiles come back.
set -uo pipefail
cd "$(dirname "$0")/.."
bash bench/gpu-run.sh prep || exit 1
gpu=0
one() {  # one run on GPU $1: its leading NAME=value words are settings, the rest gpu-run.sh's arguments
  local gpu=$1 words settings=()
  read -ra words <<<"$2"
  while [ ${#words[@]} -gt 0 ] && [[ ${words[0]} == *=* ]]; do settings+=("${words[0]}"); words=("${words[@]:1}"); done
  env SIDE=1 GPU="$gpu" LIMIT_S="${LIMIT_S:-540}" "${settings[@]}" bash bench/gpu-run.sh "${words[@]}"
}
for runs in "$@"; do
  (  # "A && B": runs one after the other on the same GPU
    rest=$runs
    while [ -n "$rest" ]; do
      run=${rest%%&&*}
      [ "$run" = "$rest" ] && rest="" || rest=${rest#*&&}
      one "$gpu" "$run"
    done
  ) &
  gpu=$((gpu + 1))
done
wait
cp bench/results/*.json "$OUT/" 2>/dev/null
tar czf "$OUT/logs.tgz" .data/bench/*.log bench/results/*-stacks 2>/dev/null
exit 0
