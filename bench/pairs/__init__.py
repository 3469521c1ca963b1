"""``python -m bench worker``: the worker against the direct engine in alternated pairs (the
worker/direct goal), the queue's own cost against a bare redis-py loop (the no-op drain guard),
and the one-process baseline once. ``closed_noop`` (``python -m bench.pairs.closed_noop``): the
worker's CPU per job when clients send jobs one by one."""
