"""Sizing tooling, apart from the runtime: ``python -m worker tune`` and the sample jobs it
(and bench/) measures with. The worker itself never imports this package.

Modules: ``tune`` (options, workloads, the sweep), ``figures`` (latency figures and the
recommendation), ``report`` (table, advice, JSON, machine facts), ``samples`` (generated
or file-read texts counted with the model's tokenizer).

The names below are the surface bench/ uses; import from ``worker.sizing``, not from its
modules.
"""

from worker.sizing.figures import percentile
from worker.sizing.report import cpu_model, installed_version
from worker.sizing.samples import (
    MAX_TOKENS,
    MAX_WORD_TOKENS,
    MIN_TOKENS,
    TokenCounter,
    Workload,
    build_workload,
    load_texts,
    model_counter,
    vocabulary,
)

__all__ = [
    "MAX_TOKENS",
    "MAX_WORD_TOKENS",
    "MIN_TOKENS",
    "TokenCounter",
    "Workload",
    "build_workload",
    "cpu_model",
    "installed_version",
    "load_texts",
    "model_counter",
    "percentile",
    "vocabulary",
]
