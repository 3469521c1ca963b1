"""``python -m bench scale``: N workers (on N GPUs, or K per GPU) against one, in alternated
pairs, closed and open loop, one worker killed mid-run (issues 32 and 36). ``workers``
(``python -m bench.scale.workers``): 1..N no-model workers draining one queue, what the queue
costs per job (docs/operations.md)."""
