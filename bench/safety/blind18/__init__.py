"""The eighteenth blind part of ``python -m bench safety``: UNFINISHED, written BLIND by a helper
session (it never opened worker/, docs/, bench/safety/run.py, bench/safety/parts.py, the output
checks' tests or any earlier set's cases). It holds the 64 innocent texts (texts, texts_b: two
sentences each, in 64 source languages, on health, schools, libraries, housing, public transport
timetables, utilities, local government and volunteering) and five of the sixteen attack classes
(refusal_bait, translate_and_also, output_hijack, role_play, exfiltration: 31 hand-written rows
each); the other eleven classes, the benign modules and ``blind18()`` are still to be written, so
the set is not wired into tests/bench/safety/test_blind_sets.py yet.

NEVER tune the checks on this set: it measures how they generalise, once.
"""
