"""Models: the tiny local test model and its tokenizer (``tiny``, ``tiny_tokenizer``), the import
of a real model (``importer``, ``python -m worker model``), and the start-up check that the
queue's limits fit the model (``fit``)."""
