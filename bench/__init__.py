"""Benchmarks of transq: ``python -m bench <suite>``.

Modules by role, so a later suite adds a system without touching the others:

- ``workload``  seeded jobs whose source lengths are counted with the model's tokenizer;
- ``config``    sizes, and the one TRANSQ_* environment every system is built from;
- ``systems/``  one module per system under test (direct engine, worker via Redis, no-op
  drain) plus the worker subprocess they share;
- ``measure``   per-job timings -> figures (throughput, percentiles, CPU);
- ``machine``   what the run ran on (CPU, RAM, versions, load);
- ``report``    the rich table, progress bars and the JSON file in bench/results/;
- ``suite``     the order of the phases of one suite; ``cli`` parses the command line.
"""
