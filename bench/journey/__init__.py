"""``python -m bench journey`` (and ``plot``): every architecture (the multiprocessing front this
project replaced, static batching, the arq peer, the direct engine, the worker via Redis) on the
same engine settings and workloads. Answers: what did putting a queue around one engine cost or
gain (the README's 2.2 -> 10.7 requests/s)? ``run`` the suite, ``cases`` its workloads, ``figures``
against the targets, ``report`` its tables, ``plots`` its PNGs, ``cli`` its options."""
