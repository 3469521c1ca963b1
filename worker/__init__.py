"""Worker side of transq: reads translation jobs from Redis Streams and runs them on one
vLLM AsyncLLMEngine, up to max_in_flight at once. Imports producer, never the reverse."""
