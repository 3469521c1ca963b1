"""``python -m bench documents``: identity and pseudo round trips of real-world documents,
checked by reference parsers written independently of ours (oracles.py).

corpus.py extracts the files of the packages bench/harness/corpus.json pins into
.cache/corpus/; roundtrip.py runs one file; cli.py prints the table per format and every
failure.
"""
