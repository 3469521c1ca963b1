"""What decides which job runs next, and when: the loop and its slots (``loop``, ``slots``),
what to read for the free slots (``intake``, ``lanes``), how many jobs the engine holds
(``concurrency``, ``admission``), the suspects that run alone (``isolation``), and the
duties beside the loop (``lease``: renewals, heartbeat, cancel requests, engine health;
``heartbeat``: what it says; ``stop``; ``loop_lag``: how late the event loop runs)."""
