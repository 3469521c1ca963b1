"""Benchmarks of transq: ``python -m bench SUITE`` (docs/benchmarks.md, "How the suites are
built"), the suites journey, worker, plot, adaptive, documents, quality, safety, gateway-longpoll
and chaos (docs/chaos.md), plus ``python -m bench.pairs.closed_noop`` and ``python -m bench.scale.workers``.

The shared harness, under every suite:

- ``config``    the one TRANSQ_* environment every system is built from, RESULTS_DIR, and the
  seeded jobs' id prefix (the jobs themselves: ``worker.sizing.build_workload``);
- ``drive``     load patterns (closed loop, open-loop Poisson, clients until a deadline),
  standard library only;
- ``systems/``  one module per system under test (direct engine, worker via Redis, arq peer
  and its venv, the multiprocessing and static-batching fronts, no-op drain, bare redis-py
  loop), the protocol they share (``base``), the worker process and queue tools;
- ``measure``   percentiles and CPU time per process; ``stats`` means with 95 % intervals;
  ``machine``   what a run ran on (CPU, RAM, versions, load, CPU-speed probe);
- ``progress``  the one progress-bar factory; ``report`` the one JSON writer, the targets and
  pairs tables; ``plots`` PNGs; ``cli`` the command line, ``cli_args`` what its suites share.

The suites: ``journey`` (its options and cases ``journey_cases``, command ``journey_cli``,
figures ``journey_figures``, tables ``journey_report``) every architecture, one after another;
``pairs`` (``python -m bench worker``, command ``pairs_cli``, figures ``pairs_figures``) worker
vs direct engine in alternated pairs, the queue's cost; ``adaptive``, ``adaptive_figures``,
``adaptive_pairs``, ``adaptive_cli`` the adaptive in-flight limit under a drifting workload;
``documents/`` the document corpus round trips; ``quality``, ``quality_texts`` a real model's
translations of benign texts and prompt-injection attacks; ``safety``, ``safety_corpus``,
``safety_benign`` the output checks and on_flag policy against obeyed injections per class
and benign translations; ``gateway_longpoll`` many long
polls through the HTTP gateway; ``closed_noop`` the worker's CPU per job under a closed loop;
``scale_workers`` throughput of 1..N no-model workers on one queue; ``targets`` the issues'
targets; ``chaos/`` crashes on purpose, private Redis servers, counts per scenario.
"""
