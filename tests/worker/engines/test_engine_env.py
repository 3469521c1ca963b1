"""What the worker sets in the environment for vLLM before its engine starts
(worker.engines.vllm.config.apply_engine_env): read by vLLM, not passed as arguments."""

from __future__ import annotations

import os

import pytest

from worker.engines.vllm.config import apply_engine_env
from worker.settings import EngineSettings


@pytest.mark.parametrize("method", ["spawn", "fork"])
def test_start_method_reaches_vllm(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The other value first: the setting replaces what the environment held.
    monkeypatch.setenv("VLLM_WORKER_MULTIPROC_METHOD", "fork" if method == "spawn" else "spawn")
    apply_engine_env(EngineSettings(start_method=method))

    assert os.environ["VLLM_WORKER_MULTIPROC_METHOD"] == method


def test_spawn_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    # vLLM's own server spawns its engine core; a library's default is fork (issue 37).
    monkeypatch.delenv("VLLM_WORKER_MULTIPROC_METHOD", raising=False)
    apply_engine_env(EngineSettings())

    assert os.environ["VLLM_WORKER_MULTIPROC_METHOD"] == "spawn"


def test_kv_cache_space_is_kept_when_set(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VLLM_CPU_KVCACHE_SPACE", "3")
    apply_engine_env(EngineSettings(cpu_kvcache_space_gib=1))

    assert os.environ["VLLM_CPU_KVCACHE_SPACE"] == "3"
