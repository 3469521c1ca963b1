"""``python -m bench gateway-longpoll``: thousands of concurrent long polls on one gateway and
the Redis connections they cost (docs/gateway.md)."""
