"""CLI commands, one module per group. Each module has ``register(sub)``, which adds its
subparsers and sets ``handler`` on each: ``async (client, args, settings) -> exit code``."""
