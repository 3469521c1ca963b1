"""The HTTP gateway (``python -m producer serve``): jobs, documents, a DeepL-compatible
subset and a web console over HTTP, for services that do not speak Redis.

Stateless: every request reads and writes Redis through the producer's own Client,
batch and dead-letter code, so any number of gateways can run behind a load balancer.
Never imports vLLM or the worker. docs/gateway.md describes the API.

The app is ``producer.gateway.app.create_app``; this package imports nothing on its own,
so the CLI's key commands do not load FastAPI.
"""
