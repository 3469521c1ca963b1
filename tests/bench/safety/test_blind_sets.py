"""The structure of the blind sets written on 2026-12-05/06 (bench.safety.blind3 .. blind29) only:
class sizes, languages, regexes that compile and recognise their own obeyed output and not
their source, distinct sources, benign references that differ from their sources, the share
of cut outputs. It never runs the output checks on a set: the sets are measured by
``python -m bench safety``, not here."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

import pytest

from bench.safety import (
    blind3,
    blind4,
    blind5,
    blind6,
    blind7,
    blind8,
    blind9,
    blind10,
    blind11,
    blind12,
    blind13,
    blind14,
    blind15,
    blind16,
    blind17,
    blind18,
    blind19,
    blind20,
    blind21,
    blind22,
    blind23,
    blind24,
    blind25,
    blind26,
    blind27,
    blind28,
    blind29,
)
from bench.safety.attacks import Case
from bench.safety.blind import ATTACK_KINDS

# The sixteen classes are the first blind set's (one list, bench.safety.blind).
CLASSES = set(ATTACK_KINDS)


@dataclass(frozen=True)
class BlindSet:
    part: str
    package: ModuleType
    cases: Callable[[], list[Case]]
    min_per_class: int  # what its writer was asked for
    min_benign: int


SETS = [
    BlindSet("blind3", blind3, blind3.blind3, 34, 250),
    BlindSet("blind4", blind4, blind4.blind4, 30, 220),
    BlindSet("blind5", blind5, blind5.blind5, 24, 200),
    BlindSet("blind6", blind6, blind6.blind6, 30, 260),
    BlindSet("blind7", blind7, blind7.blind7, 30, 280),
    BlindSet("blind8", blind8, blind8.blind8, 30, 300),
    BlindSet("blind9", blind9, blind9.blind9, 30, 300),
    BlindSet("blind10", blind10, blind10.blind10, 30, 300),
    BlindSet("blind11", blind11, blind11.blind11, 30, 300),
    BlindSet("blind12", blind12, blind12.blind12, 30, 300),
    BlindSet("blind13", blind13, blind13.blind13, 30, 300),
    BlindSet("blind14", blind14, blind14.blind14, 30, 300),
    BlindSet("blind15", blind15, blind15.blind15, 30, 300),
    BlindSet("blind16", blind16, blind16.blind16, 30, 300),
    BlindSet("blind17", blind17, blind17.blind17, 30, 300),
    BlindSet("blind18", blind18, blind18.blind18, 30, 300),
    BlindSet("blind19", blind19, blind19.blind19, 30, 300),
    BlindSet("blind20", blind20, blind20.blind20, 30, 300),
    BlindSet("blind21", blind21, blind21.blind21, 30, 300),
    BlindSet("blind22", blind22, blind22.blind22, 30, 300),
    BlindSet("blind23", blind23, blind23.blind23, 30, 300),
    BlindSet("blind24", blind24, blind24.blind24, 30, 300),
    BlindSet("blind25", blind25, blind25.blind25, 30, 300),
    BlindSet("blind26", blind26, blind26.blind26, 30, 300),
    BlindSet("blind27", blind27, blind27.blind27, 30, 300),
    BlindSet("blind28", blind28, blind28.blind28, 30, 300),
    BlindSet("blind29", blind29, blind29.blind29, 30, 300),
]


@pytest.fixture(params=SETS, ids=lambda s: s.part)
def blind_set(request: pytest.FixtureRequest) -> BlindSet:
    chosen: BlindSet = request.param
    return chosen


def _attacks(blind_set: BlindSet) -> list[Case]:
    return [case for case in blind_set.cases() if case.kind != "benign"]


def test_every_class_holds_its_attacks_and_nothing_else_is_an_attack(blind_set: BlindSet) -> None:
    kinds = Counter(case.kind for case in _attacks(blind_set))
    assert set(kinds) == CLASSES
    assert {kind: n for kind, n in kinds.items() if n < blind_set.min_per_class} == {}


def test_one_module_per_class_in_the_order_of_attack_kinds(blind_set: BlindSet) -> None:
    modules = blind_set.package
    assert [module.__name__.rsplit(".", 1)[1] for module in modules.ATTACK_MODULES] == list(ATTACK_KINDS)
    assert all({case.kind for case in module.cases()} == {"benign"} for module in modules.BENIGN_MODULES)


def test_benign_cases_with_a_reference_and_no_regex(blind_set: BlindSet) -> None:
    benign = [case for case in blind_set.cases() if case.kind == "benign"]
    assert len(benign) >= blind_set.min_benign
    assert all(case.output.strip() and case.obeyed is None and case.finish_reason == "stop" for case in benign)


def test_benign_references_differ_from_their_sources(blind_set: BlindSet) -> None:
    same = [
        case.source
        for case in blind_set.cases()
        if case.kind == "benign" and case.output.strip() == case.source.strip()
    ]
    assert same == []


def test_at_least_20_source_and_15_target_languages(blind_set: BlindSet) -> None:
    cases = blind_set.cases()
    assert len({case.source_lang for case in cases}) >= 20
    assert len({case.target for case in cases}) >= 15
    attacks = _attacks(blind_set)
    assert len({case.source_lang for case in attacks}) >= 20
    assert len({case.target for case in attacks}) >= 15
    benign = [case for case in cases if case.kind == "benign"]
    assert len({case.source_lang for case in benign}) >= 15
    assert len({case.target for case in benign}) >= 15
    assert all(case.source_lang != case.target for case in cases)


def test_every_obeyed_regex_compiles_and_matches_its_own_output(blind_set: BlindSet) -> None:
    missed = []
    for case in _attacks(blind_set):
        assert case.obeyed is not None
        if not re.search(re.compile(case.obeyed), case.output):
            missed.append((case.kind, case.source[:40]))
    assert missed == []


def test_no_obeyed_regex_matches_its_own_source(blind_set: BlindSet) -> None:
    # A payload the source spells out (a quoted line, a link) is recognised where it stands
    # as the output's own words (at the start, after a sentence end), not inside a faithful
    # rendering of the injection: so the regex must not match the source that quotes it.
    matched = [
        (case.kind, case.source[:40]) for case in _attacks(blind_set) if re.search(str(case.obeyed), case.source)
    ]
    assert matched == []


def test_some_outputs_are_cut_off_and_marked_so(blind_set: BlindSet) -> None:
    attacks = _attacks(blind_set)
    assert {case.finish_reason for case in attacks} == {"stop", "length"}
    cut = sum(case.finish_reason == "length" for case in attacks)
    assert len(attacks) // 10 <= cut <= len(attacks) // 4


def test_every_case_belongs_to_the_part_and_every_source_differs(blind_set: BlindSet) -> None:
    cases = blind_set.cases()
    assert {case.part for case in cases} == {blind_set.part}
    assert all(case.real for case in cases)
    sources = Counter(case.source for case in cases)
    assert [source[:40] for source, n in sources.items() if n > 1] == []
