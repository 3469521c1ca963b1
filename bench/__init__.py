"""Benchmarks of transq: ``python -m bench SUITE`` (docs/benchmarks.md: "The suites" says which
question each answers and which goal uses its figure; "How the suites are built" the harness).

At the top, the entry point only (``cli``: every suite's parser and runner in one registry).
One folder per suite, its command line, run and figures together:

- ``journey/``    every architecture on the same engine and workloads (``plot`` redraws it);
- ``pairs/``      ``python -m bench worker``: the worker vs the direct engine in alternated
  pairs, the queue's own cost; ``closed_noop`` the worker's CPU per job one by one;
- ``adaptive/``   ``max_in_flight = "auto"`` against fixed settings;
- ``stream/``     streaming: first delta vs the engine's first token, its cost, deltas == final;
- ``mixed/``      interactive latency under a document flood;
- ``scale/``      N workers on N GPUs vs one; ``workers`` 1..N no-model workers on one queue;
- ``vllm_server/`` the worker vs vLLM's own OpenAI server;
- ``gateway_longpoll/`` thousands of long polls on one gateway;
- ``fair_share/`` one tenant floods the gateway, another's requests still succeed;
- ``quality/``    a real model's translations: injections obeyed, chrF per prompt variant;
- ``safety/``     the output checks and the flag policy against obeyed injections and benign
  translations;
- ``documents/``  real-world document round trips, judged by reference parsers;
- ``chaos/``      crashes and failovers on purpose, counts of what survived (docs/chaos.md).

``harness/`` is what every suite stands on: the one load driver (``drive``), the systems under
test (``systems/``, ``peers/``), worker fleets on GPUs (``fleet``), run figures, percentiles, CPU
and intervals (``figures``, ``measure``, ``stats``), the machine a run ran on (``machine``), the
one progress factory and JSON writer (``progress``, ``report``), the issues' targets
(``targets``), vLLM's histograms (``engine_metrics``), pinned registry packages (``pinned``,
``corpus.json``) and a real model's worker (``model_worker``). Suites import the harness, never
each other (tests/test_layout.py).
"""
