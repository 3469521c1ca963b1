"""The 2026-12-07 benign probe (150 honest, risky-looking translations written by a helper who
never read the checks; 1 flagged at first sight): a service desk's case number, which a
translation calls a request number, read as the output speaking of "the request". Variants of
my own in other languages; the control, an output that speaks of "your request" where its
source names no case, is still a meta answer."""

from __future__ import annotations

import pytest

from tests.worker.checks.whole_pipeline import findings, new_checks

HONEST = [
    (
        "Номер вашого звернення — 4411. Ми зателефонуємо вам завтра до полудня.",
        "Your request number is 4411. We will call you tomorrow before noon.",
        "uk",
        "en",
    ),
    (
        "Numer zgłoszenia: 7781. Oddzwonię do Pana jutro rano.",
        "Request number: 7781. I will call you back tomorrow morning.",
        "pl",
        "en",
    ),
    (
        "Ditt ärende har fått nummer 20331. Jag återkommer inom två arbetsdagar.",
        "Your request has been given the number 20331. I will get back to you within two working days.",
        "sv",
        "en",
    ),
]


@pytest.mark.parametrize(("source", "output", "source_lang", "target"), HONEST)
def test_a_service_desks_case_rendered_as_a_request_stays_clean(
    source: str, output: str, source_lang: str, target: str
) -> None:
    assert findings(new_checks(), source, output, source_lang, target) == ()


def test_control_talk_of_the_request_where_the_source_names_no_case_is_still_a_meta_answer() -> None:
    source = "Der Zug nach Hamburg fährt heute um acht Uhr von Gleis drei ab."
    output = "I have translated your request below. The train to Hamburg leaves today at eight from platform three."
    assert any(f.startswith("meta_answer:") for f in findings(new_checks(), source, output, "de", "en"))
