"""What decides which job runs next, and when: the loop and its slots (``loop``, ``slots``),
what to read for the free slots (``intake``, ``lanes``), how many jobs the engine holds
(``concurrency``, ``admission``) and the suspects that run alone (``isolation``)."""
