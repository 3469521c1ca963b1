"""Benchmarks of transq: ``python -m bench journey|worker|plot`` (docs/benchmarks.md).

Modules by role, so a later suite adds a system without touching the others:

- ``workload``  seeded jobs whose source lengths are counted with the model's tokenizer
  (a thin user of worker.samples);
- ``config``    sizes, and the one TRANSQ_* environment every system is built from;
- ``drive``     load patterns (closed loop, open-loop Poisson), standard library only;
- ``systems/``  one module per system under test (direct engine, worker via Redis, arq
  peer, the multiprocessing and static-batching fronts, no-op drain) plus what they share;
- ``measure``, ``compare``  the worker suite's figures, ratios and checks;
  ``journey_figures``  the journey's figures and targets;
- ``machine``   what a run ran on (CPU, RAM, versions, load) and the results' header;
- ``report``, ``journey_report``  tables and JSON files in bench/results/; ``plots`` PNGs;
- ``suite``, ``journey``  the order of each suite's phases; ``cli`` parses the command line.
"""
