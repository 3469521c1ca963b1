"""``python -m bench mixed``: interactive latency under a document flood on one worker: the
interactive p95 mixed/alone and the batch jobs/s mixed/alone (issues 32 and 37)."""
