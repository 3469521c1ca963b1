"""What every suite stands on (bench/__init__.py lists the modules; docs/benchmarks.md, "How the
suites are built"). Imports no suite."""
