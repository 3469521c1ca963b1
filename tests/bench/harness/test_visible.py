"""bench.harness.fleet.visible: a run given one GPU of the machine places its workers there."""

from __future__ import annotations

import pytest

from bench.harness.fleet import visible


def test_without_a_view_the_numbers_are_the_machines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    assert visible("0") == "0" and visible("0,1") == "0,1"


def test_a_run_on_gpu_1_puts_its_gpu_0_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "1")
    assert visible("0") == "1"
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "2,3")
    assert visible("1") == "3" and visible("0,1") == "2,3"
    with pytest.raises(IndexError):
        visible("2")
