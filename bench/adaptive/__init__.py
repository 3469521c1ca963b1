"""``python -m bench adaptive``: ``max_in_flight = "auto"`` against fixed settings on one engine,
single runs or alternated pairs, and a step change of the workload. Answers: does auto find a
setting near the best fixed one and hold the latency target (issue 18)?"""
