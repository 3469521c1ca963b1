"""``python -m bench documents``: identity and pseudo round trips of real-world documents,
checked by reference parsers written independently of ours (oracles.py).

corpus.py fetches the files named in manifest.json into .cache/corpus/; roundtrip.py
runs one file; cli.py prints the table per format and every failure.
"""
