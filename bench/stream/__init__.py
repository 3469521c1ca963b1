"""``python -m bench stream``: the first delta at the client against the engine's first token,
the cost of streaming every job, deltas == final (issues 31 and 37). ``run`` measures,
``stages`` joins the worker's stage trace, ``report`` its table, ``cli`` its options."""
