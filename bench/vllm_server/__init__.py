"""``python -m bench vllm-server``: the worker against vLLM's own OpenAI-compatible server on
the same engine settings: jobs/s and short-job p95 (issues 32, 36 and 37)."""
