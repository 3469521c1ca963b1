"""Code that runs inside a peer system's own virtualenv, not in the main one.

A peer is a queue people pick today, benchmarked on our engine: ``arq_app`` runs arq 0.28
(which pins redis<6) in ``.data/bench/arq-venv``, built by ``bench.harness.systems.arq_env``. That
venv sees the main environment's packages (vLLM, torch, pydantic) and this repository
through a ``.pth`` file, its own redis 5.x first on ``sys.path``.
"""
