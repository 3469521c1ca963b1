"""``python -m bench quality``: a real model through the real worker on benign texts and
injection attempts (obeyed / flagged / failed, canary leaks); ``--refs``: chrF against human
translations per prompt variant (docs/security.md, docs/benchmarks.md)."""
