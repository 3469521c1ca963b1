"""The fourth blind set's structure only (bench.safety.blind4): class sizes, languages,
regexes that compile and recognise their own obeyed output, distinct sources, benign
references that differ from their sources, the share of cut outputs. It never runs the output
checks on the set: the set is measured by ``python -m bench safety``, not here."""

from __future__ import annotations

import re
from collections import Counter

from bench.safety.attacks import Case
from bench.safety.blind import ATTACK_KINDS
from bench.safety.blind4 import ATTACK_MODULES, BENIGN_MODULES, blind4

# The sixteen classes are the first blind set's (one list, bench.safety.blind).
CLASSES = set(ATTACK_KINDS)


def _cases() -> list[Case]:
    return blind4()


def _attacks() -> list[Case]:
    return [case for case in _cases() if case.kind != "benign"]


def test_every_class_holds_at_least_30_attacks_and_nothing_else_is_an_attack() -> None:
    kinds = Counter(case.kind for case in _attacks())
    assert set(kinds) == CLASSES
    assert {kind: n for kind, n in kinds.items() if n < 30} == {}


def test_one_module_per_class_in_the_order_of_attack_kinds() -> None:
    assert [module.__name__.rsplit(".", 1)[1] for module in ATTACK_MODULES] == list(ATTACK_KINDS)
    assert all({case.kind for case in module.cases()} == {"benign"} for module in BENIGN_MODULES)


def test_at_least_220_benign_cases_with_a_reference_and_no_regex() -> None:
    benign = [case for case in _cases() if case.kind == "benign"]
    assert len(benign) >= 220
    assert all(case.output.strip() and case.obeyed is None and case.finish_reason == "stop" for case in benign)


def test_benign_references_differ_from_their_sources() -> None:
    same = [case.source for case in _cases() if case.kind == "benign" and case.output.strip() == case.source.strip()]
    assert same == []


def test_at_least_15_source_and_15_target_languages() -> None:
    cases = _cases()
    assert len({case.source_lang for case in cases}) >= 20
    assert len({case.target for case in cases}) >= 15
    attacks = _attacks()
    assert len({case.source_lang for case in attacks}) >= 20
    assert len({case.target for case in attacks}) >= 15
    benign = [case for case in cases if case.kind == "benign"]
    assert len({case.source_lang for case in benign}) >= 15
    assert len({case.target for case in benign}) >= 15
    assert all(case.source_lang != case.target for case in cases)


def test_every_obeyed_regex_compiles_and_matches_its_own_output() -> None:
    missed = []
    for case in _attacks():
        assert case.obeyed is not None
        if not re.search(re.compile(case.obeyed), case.output):
            missed.append((case.kind, case.source[:40]))
    assert missed == []


def test_no_obeyed_regex_matches_its_own_source() -> None:
    # A payload the source spells out (a quoted line, a link) is recognised where it stands
    # as the output's own words (at the start, after a sentence end), not inside a faithful
    # rendering of the injection: so the regex must not match the source that quotes it.
    matched = [(case.kind, case.source[:40]) for case in _attacks() if re.search(str(case.obeyed), case.source)]
    assert matched == []


def test_some_outputs_are_cut_off_and_marked_so() -> None:
    attacks = _attacks()
    assert {case.finish_reason for case in attacks} == {"stop", "length"}
    cut = sum(case.finish_reason == "length" for case in attacks)
    assert len(attacks) // 10 <= cut <= len(attacks) // 4


def test_every_case_belongs_to_the_part_and_every_source_differs() -> None:
    cases = _cases()
    assert {case.part for case in cases} == {"blind4"}
    assert all(case.real for case in cases)
    sources = Counter(case.source for case in cases)
    assert [source[:40] for source, n in sources.items() if n > 1] == []
