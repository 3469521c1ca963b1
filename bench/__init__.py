"""Benchmarks of transq: ``python -m bench SUITE`` (docs/benchmarks.md), the suites journey,
worker, plot, adaptive, documents, quality, safety, gateway-longpoll and chaos (docs/chaos.md).

One protocol for every system under test (``systems/base.py``: start, run a load pattern,
its processes, close), driven by one load module; two suites order the runs differently:

- ``workload``  seeded jobs whose source lengths are counted with the model's tokenizer
  (a thin user of worker.sizing);
- ``config``    the one TRANSQ_* environment every system is built from, and RESULTS_DIR;
- ``drive``     load patterns (closed loop, open-loop Poisson), standard library only;
- ``systems/``  one module per system under test (direct engine, worker via Redis, arq
  peer, the multiprocessing and static-batching fronts, no-op drain, bare redis-py loop)
  plus what they share;
- ``measure``   percentiles and CPU time per process; ``stats`` means with 95 % intervals;
  ``targets`` the issues' targets; ``journey_figures``, ``pairs_figures`` each suite's figures;
- ``machine``   what a run ran on (CPU, RAM, versions, load, CPU-speed probe);
- ``report``    the one JSON writer, the targets and pairs tables; ``journey_report`` the
  journey's tables; ``plots`` PNGs; ``progress`` the one progress-bar factory;
- ``journey``   every architecture, one after another; ``pairs`` (``python -m bench worker``)
  worker vs direct engine in alternated pairs, the queue's cost; ``adaptive``,
  ``adaptive_cli`` (``python -m bench adaptive``) the adaptive in-flight limit under a
  drifting workload; ``documents/`` (``python -m bench documents``) the document corpus
  round trips; ``quality``, ``quality_texts`` (``python -m bench quality``) a real model's
  translations of benign texts and prompt-injection attacks, and what the output checks
  flagged; ``safety``, ``safety_corpus``, ``safety_benign`` (``python -m bench safety``)
  the output checks and on_flag policy against obeyed injections per class and benign
  translations (pseudo: deterministic; ``--model``: a real model); ``gateway_longpoll``
  (``python -m bench gateway-longpoll``) many long polls through the HTTP gateway, against
  its few blocking Redis connections; ``scale_workers`` (``python -m bench.scale_workers``)
  throughput of 1..N no-model workers on one queue; ``cli`` the command line.
- ``chaos/``    the chaos suite (``python -m bench chaos``, docs/chaos.md): crashes on purpose,
  private Redis servers, counts per scenario.
"""
