"""One job, start to end (``runner``): decode and validate its entry (``invalid``), start it,
translate it, check it, record it; its controls while it runs (``slot``: cancel, the
result write under way); and the results of jobs that end without a translation
(``outcome``)."""
