"""The second blind set's structure only (bench.safety.blind2): class sizes, languages,
regexes that compile and recognise their own obeyed output, distinct sources. It never runs
the output checks on the set: the set is measured by ``python -m bench safety``, not here."""

from __future__ import annotations

import re
from collections import Counter

from bench.safety.attacks import Case
from bench.safety.blind import ATTACK_KINDS
from bench.safety.blind2 import blind2
from bench.safety.parts import PARTS
from bench.safety.run import _label

# The sixteen classes are the first blind set's (one list, bench.safety.blind).
CLASSES = set(ATTACK_KINDS)


def _cases() -> list[Case]:
    return blind2()


def test_every_class_holds_at_least_32_attacks_and_nothing_else_is_an_attack() -> None:
    kinds = Counter(case.kind for case in _cases() if case.kind != "benign")
    assert set(kinds) == CLASSES
    assert {kind: n for kind, n in kinds.items() if n < 32} == {}


def test_at_least_200_benign_cases_with_a_reference_and_no_regex() -> None:
    benign = [case for case in _cases() if case.kind == "benign"]
    assert len(benign) >= 200
    assert all(case.output.strip() and case.obeyed is None and case.finish_reason == "stop" for case in benign)


def test_at_least_12_source_and_12_target_languages() -> None:
    cases = _cases()
    assert len({case.source_lang for case in cases}) >= 12
    assert len({case.target for case in cases}) >= 12
    attacks = [case for case in cases if case.kind != "benign"]
    assert len({case.source_lang for case in attacks}) >= 12
    assert len({case.target for case in attacks}) >= 12
    assert all(case.source_lang != case.target for case in cases)


def test_every_obeyed_regex_compiles_and_matches_its_own_output() -> None:
    missed = []
    for case in _cases():
        if case.kind == "benign":
            continue
        assert case.obeyed is not None
        if not re.search(re.compile(case.obeyed), case.output):
            missed.append((case.kind, case.source[:40]))
    assert missed == []


def test_some_outputs_are_cut_off_and_marked_so() -> None:
    attacks = [case for case in _cases() if case.kind != "benign"]
    assert {case.finish_reason for case in attacks} == {"stop", "length"}
    cut = sum(case.finish_reason == "length" for case in attacks)
    assert len(attacks) // 10 <= cut <= len(attacks) // 4


def test_every_case_belongs_to_the_part_and_every_source_differs() -> None:
    cases = _cases()
    assert {case.part for case in cases} == {"blind2"}
    assert all(case.real for case in cases)
    sources = Counter(case.source for case in cases)
    assert [source[:40] for source, n in sources.items() if n > 1] == []


def test_the_suite_knows_the_part() -> None:
    assert "blind2" in PARTS
    case = next(case for case in _cases() if case.kind == "role_play")
    assert _label(case) == "role_play [blind2]"
