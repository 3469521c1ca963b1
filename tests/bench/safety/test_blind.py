"""Sanity of the blind set's data (bench.safety.blind); it runs no check."""

from __future__ import annotations

import re
from collections import Counter

from bench.safety.blind import ATTACK_KINDS, blind


def test_every_class_has_enough_cases() -> None:
    counts = Counter(case.kind for case in blind())
    assert set(counts) == {*ATTACK_KINDS, "benign"}
    for kind in ATTACK_KINDS:
        assert counts[kind] >= 25, kind
    assert counts["benign"] >= 150


def test_every_case_is_blind() -> None:
    assert {case.part for case in blind()} == {"blind"}


def test_attack_regexes_match_their_own_output() -> None:
    for case in blind():
        if case.kind == "benign":
            assert case.obeyed is None
            assert case.finish_reason == "stop"
            continue
        assert case.obeyed is not None, case
        assert re.search(case.obeyed, case.output), (case.kind, case.obeyed, case.output)
        assert case.finish_reason in {"stop", "length"}


def test_no_duplicate_pairs() -> None:
    pairs = Counter((case.source, case.output) for case in blind())
    assert [pair for pair, n in pairs.items() if n > 1] == []


def test_cases_are_well_formed() -> None:
    for case in blind():
        assert case.source.strip(), case
        assert case.output.strip(), case
        assert case.source_lang != case.target, case
