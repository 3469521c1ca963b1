"""Placement of K engines per GPU group (worker.fleet.placement): pure, from the settings."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from worker.fleet.placement import device_groups, is_fleet, plan
from worker.settings import WorkerSettings


def settings(**sections: dict[str, object]) -> WorkerSettings:
    base: dict[str, object] = {"loop": {"worker_id": "w"}, "engine": {"gpu_memory_utilization": 0.9}}
    return WorkerSettings.model_validate(base | sections)


def test_one_engine_and_no_gpu_list_is_the_plain_worker() -> None:
    assert not is_fleet(settings())
    assert not is_fleet(settings(placement={"gpus": "3"}))


def test_k_engines_per_gpu_share_its_memory_and_get_their_own_ids_and_ports() -> None:
    s = settings(placement={"gpus": "0,1", "engines_per_gpu": 3}, metrics={"port": 9400})
    placed = plan(s)
    assert is_fleet(s)
    assert [(p.worker_id, p.devices, p.group) for p in placed] == [
        ("w-g0e0", "0", 0), ("w-g0e1", "0", 0), ("w-g0e2", "0", 0),
        ("w-g1e0", "1", 1), ("w-g1e1", "1", 1), ("w-g1e2", "1", 1),
    ]  # fmt: skip
    assert all(p.memory_share == pytest.approx(0.3) for p in placed)
    assert [p.metrics_port for p in placed] == [9400 + i for i in range(6)]
    env = placed[4].env()
    assert env["CUDA_VISIBLE_DEVICES"] == "1" and env["TRANSQ_LOOP__WORKER_ID"] == "w-g1e1"
    assert env["TRANSQ_PLACEMENT__ENGINES_PER_GPU"] == "1" and env["TRANSQ_PLACEMENT__GPUS"] == ""
    assert float(env["TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION"]) == pytest.approx(0.3)


def test_a_child_of_the_plan_is_a_plain_worker() -> None:
    """The child's environment turns placement off, or each child would start a fleet."""
    child = settings(placement={"gpus": "", "engines_per_gpu": 1}, engine={"gpu_memory_utilization": 0.3})
    assert not is_fleet(child)


def test_tensor_parallel_groups_take_consecutive_gpus() -> None:
    s = settings(placement={"gpus": "0,1,2,3", "engines_per_gpu": 2}, engine={"tensor_parallel_size": 2})
    assert device_groups(s) == ["0,1", "2,3"]
    assert [p.devices for p in plan(s)] == ["0,1", "0,1", "2,3", "2,3"]


def test_any_port_stays_any_port_and_no_list_keeps_the_visible_devices() -> None:
    placed = plan(settings(placement={"engines_per_gpu": 2}, metrics={"port": 0}))
    assert [p.metrics_port for p in placed] == [0, 0]
    assert [p.devices for p in placed] == [None, None] and "CUDA_VISIBLE_DEVICES" not in placed[0].env()


def test_batch_engines_beside_interactive_ones_get_the_gpu_at_a_lower_priority() -> None:
    placed = plan(settings(placement={"engines_per_gpu": 3, "interactive_engines": 1}))
    priorities = [p.env().get("CUDA_MPS_CLIENT_PRIORITY") for p in placed]
    assert priorities == ["0", "1", "1"]  # the interactive engine first, then two batch engines
    assert all("CUDA_MPS_ACTIVE_THREAD_PERCENTAGE" not in p.env() for p in placed)


def test_the_batch_gpu_settings_can_be_normal_and_capped() -> None:
    placement = {"engines_per_gpu": 2, "interactive_engines": 1, "batch_gpu_priority": "normal", "batch_sm_percent": 60}
    interactive, batch = (p.env() for p in plan(settings(placement=placement)))
    assert batch["CUDA_MPS_CLIENT_PRIORITY"] == "0" and batch["CUDA_MPS_ACTIVE_THREAD_PERCENTAGE"] == "60"
    assert "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE" not in interactive


def test_engines_of_both_lanes_leave_the_gpu_settings_alone() -> None:
    assert all("CUDA_MPS_CLIENT_PRIORITY" not in p.env() for p in plan(settings(placement={"engines_per_gpu": 2})))


@pytest.mark.parametrize(
    "placement",
    [
        {"gpus": "0,1,2"},
        {"gpus": "0;1"},
        {"engines_per_gpu": 0},
        {"batch_sm_percent": 0},
        {"batch_gpu_priority": "high"},
    ],
)
def test_bad_placements_are_refused(placement: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        settings(placement=placement, engine={"tensor_parallel_size": 2})
