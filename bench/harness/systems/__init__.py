"""The systems under test, one module each, and what they share (the worker subprocess,
queue housekeeping)."""
