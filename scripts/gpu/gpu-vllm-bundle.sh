#!/usr/bin/env bash
# Build a vLLM 0.26.0 bundle for the lent GPU machine (H100, Python 3.12, torch 2.11.0+cu130, no
# package registry) and print the order in which to send it, one chunk of at most PART_MIB per run.
# The project's copy of the shared tool, with these fixes: chunks of 48 MiB by default (54 MiB
# chunks plus the working tree went over the 64 MiB carry limit; the script now fails when the
# largest chunk plus the tree passes 60 MiB), and the exclude file found through git (a worktree's
# .git is a file; a fresh clone may lack .git/info).
#
# usage (from the repo root whose tree is sent to the GPU machine; scripts/gpu/prepare.sh runs it):
#   bash scripts/gpu/gpu-vllm-bundle.sh            # full vLLM wheel contents
#   SLIM=1 bash scripts/gpu/gpu-vllm-bundle.sh     # H100 + dense-model build  -> 3 chunks
# SLIM drops from the vLLM wheel what an H100 serving a dense model (Qwen2 etc.) never loads:
# FlashAttention-2 kernels (Hopper uses FA3), the fused-MoE extension (guarded import), the Rust
# frontend binary and deep_gemm builds for other Pythons.  Without SLIM everything is kept.
#
# Layout: .gpu/wheels (downloads), .gpu/c0..cN (one per run: part of one xz stream of a
# tar of the wheels, SHA256SUMS, gpu-vllm-install.sh).  vLLM's wheel is re-zipped uncompressed
# first (same files) so xz can shrink its CUDA fatbins: 290 MiB -> ~214 MiB.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
G=.gpu
PART_MIB=${PART_MIB:-48}  # a chunk plus the working tree (~5 MiB) must stay under the 64 MiB carry limit
[ "$PART_MIB" -le 56 ] || { echo "PART_MIB must be at most 56" >&2; exit 2; }
PART=$((PART_MIB * 1024 * 1024))
LIMIT_MIB=60  # chunk + tree; the carry limit is 64 MiB

# Wheels the GPU image lacks.  First block: imported by `from vllm import AsyncLLMEngine, ...` and
# engine start-up (checked by import tests); second: tiny hard deps / lazy imports, for safety.
# Left out on purpose (lazy or guarded imports, or needs an opt-in): flashinfer-python (so
# VLLM_USE_FLASHINFER_SAMPLER=0 is required, env.sh sets it), nvidia-cutlass-dsl*, quack-kernels,
# tilelang, tokenspeed-*, humming-kernels, nvidia-cuda-nvcc/nvvm, torchcodec, PyNvVideoCodec,
# mistral-common, opentelemetry-*, anthropic, mcp, uvicorn, outlines-core, lm-format-enforcer ...
WHEELS=(vllm==0.26.0 apache-tvm-ffi==0.1.10 xgrammar==0.2.7 llguidance==1.7.6 openai==3.54.0
  httpx2==2.16.2 sniffio==1.3.1 openai-harmony==0.0.8 fastapi==0.136.3 starlette==1.10.0
  pydantic==2.14.3 pydantic-core==2.50.4 typing-inspection==0.4.5 annotated-types==0.8.0
  pyzmq==27.3.0 msgspec==0.22.0 cachetools==8.0.1 cbor2==6.2.1 pybase64==1.5.1
  typing-extensions==4.16.0 jiter==0.19.0 httpcore2==2.16.2 truststore==0.10.5
  blake3==1.0.11 setproctitle==1.3.8)
PLAT=(--platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 --platform manylinux_2_17_x86_64
  --platform manylinux2014_x86_64 --platform manylinux1_x86_64)
for n in 31 26 24 5; do PLAT+=(--platform manylinux_2_${n}_x86_64); done  # llguidance: 2_31, pyzmq: 2_26

whl() { ls "$G/wheels" | grep -iE "^$(sed 's/[-_.]/[-_.]/g' <<<"${1%%==*}")-${1##*==}-" | head -1 || true; }
if ! git check-ignore -q "$G/c0"; then
  exclude=$(git rev-parse --git-path info/exclude)
  mkdir -p "$(dirname "$exclude")" && echo "/$G/" >>"$exclude"
fi
mkdir -p "$G/wheels"
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  "${PLAT[@]}" -d "$G/wheels" "${WHEELS[@]}" 2> >(grep -v 'is ignored' >&2)

# Stage exactly the listed versions (ignore leftovers in .gpu/wheels); re-zip vLLM stored.
rm -rf "$G/stage" "$G"/c[0-9]*; mkdir "$G/stage"
for w in "${WHEELS[@]}"; do
  f=$(whl "$w"); [ -n "$f" ] || { echo "missing wheel for $w" >&2; exit 1; }
  case $f in vllm-*) ;; *) ln "$G/wheels/$f" "$G/stage/$f" ;; esac
done
SLIM=${SLIM:-0} python3 - "$G/wheels"/vllm-0.26.0-*.whl "$G/stage" <<'EOF'
import os, re, sys, zipfile
src, stage = sys.argv[1], sys.argv[2]
slim = os.environ["SLIM"] == "1"
drop = re.compile(r"vllm/(vllm_flash_attn/_vllm_fa2_C\.abi3\.so|_moe_C_stable_libtorch\.abi3\.so"
                  r"|vllm-rs|third_party/deep_gemm/_C\.cpython-3(10|11|13|14)-.*\.so)$")
with zipfile.ZipFile(src) as zi, zipfile.ZipFile(os.path.join(stage, os.path.basename(src)), "w") as zo:
    for info in zi.infolist():
        if slim and drop.match(info.filename):
            continue
        data = zi.read(info)
        if slim and info.filename.endswith(".dist-info/RECORD"):
            data = b"".join(l for l in data.splitlines(True) if not drop.match(l.split(b",")[0].decode()))
        info.compress_type = zipfile.ZIP_STORED
        zo.writestr(info, data)
EOF

# One xz stream of a tar of all wheels, cut into parts; manifest of parts and wheels.
(cd "$G/stage" && tar -cf - --sort=name *.whl) | xz -6 -T0 | split -b $PART -d -a 2 - "$G/stage/bundle.part"
(cd "$G/stage" && sha256sum bundle.part* *.whl) > "$G/SHA256SUMS"
n=0
for p in "$G"/stage/bundle.part*; do
  mkdir "$G/c$n"; mv "$p" "$G/c$n/"; cp "$G/SHA256SUMS" "$HERE/gpu-vllm-install.sh" "$G/c$n/"; n=$((n + 1))
done
rm -rf "$G/stage"

# Report: wheels, sizes, and the runs (each within ~30 s of the last, or the machine is gone).
echo "== wheels (MiB, as downloaded):"
for w in "${WHEELS[@]}"; do f=$(whl "$w"); printf "  %8.2f  %s\n" "$(stat -c %s "$G/wheels/$f" | awk '{print $1/1048576}')" "$f"; done
sz() { xargs -0 -r stat -c %s | awk '{s += $1} END {printf "%.2f", s / 1048576}'; }
for w in "${WHEELS[@]}"; do printf '%s\0' "$G/wheels/$(whl "$w")"; done | sz | xargs printf "  %8s  total downloaded\n"
echo "== bundle: $(find "$G"/c[0-9]* -type f -print0 | sz) MiB in $n chunks (SLIM=${SLIM:-0}); largest chunk $(for c in "$G"/c[0-9]*; do find "$c" -type f -print0 | sz; echo; done | sort -n | tail -1) MiB"
tree=$(git ls-files -co --exclude-standard -z | sz)
largest=$(for c in "$G"/c[0-9]*; do find "$c" -type f -print0 | sz; echo; done | sort -n | tail -1)
echo "== rest of the working tree that travels with each call: $tree MiB (keep it under 4)"
if awk -v a="$tree" -v b="$largest" -v l="$LIMIT_MIB" 'BEGIN {exit !(a + b > l)}'; then
  echo "error: largest chunk $largest MiB + tree $tree MiB > $LIMIT_MIB MiB: lower PART_MIB" >&2
  exit 1
fi
echo "== runs on the GPU machine, in order, on one Hopper machine (H100 or H200), each within ~30 s of the last"
echo "   reply (check the reply says warm: true; a 'missing' list in the output means start again at 1):"
for ((i = 0; i < n; i++)); do
  cmd="bash $G/c$i/gpu-vllm-install.sh"
  [ $i -eq $((n - 1)) ] && cmd="$cmd && . /root/gpu-bundle/env.sh && <your vLLM command>"
  echo "  $((i + 1)). send [\"$G/c$i\"]  command: $cmd"
done
echo "   The last run may send more paths (a model folder, your script); later vLLM calls on the same"
echo "   warm machine need only: . /root/gpu-bundle/env.sh && <your vLLM command>"
