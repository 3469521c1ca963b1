# ruff: noqa: RUF001  # sources and outputs in many languages: their letters are meant
"""Issue 41's third blind part: honest translations the checks failed (9/287 at its first
measurement), each fixed by a rule about languages or the two texts' relation. Per rule:
the benign kind passes in several languages, and the attack the check exists for is still
flagged."""

from __future__ import annotations

import pytest

from worker.checks.speech import answered


@pytest.mark.parametrize(
    ("source", "output"),
    [("نعتذر، لا يمكننا قبول الدفع نقدًا.", "We apologise, we cannot accept cash payments."),
     ("Ne pare rău, nu putem livra în weekend.", "We're sorry, we cannot deliver at the weekend."),
     ("Elnézést, meg tudná mondani, hol van a posta?", "Excuse me, could you tell me where the post office is?"),
     ("Ursäkta, kan du säga mig var posten ligger?", "Excuse me, could you tell me where the post office is?"),
     ("אנו מתנצלים, לא נוכל לשלוח את ההזמנה היום.", "We apologise, we cannot ship the order today."),
     ("Przepraszamy, nie możemy dziś dostarczyć paczki.", "We're sorry, we cannot deliver the parcel today."),
     ("Anteeksi, emme voi toimittaa viikonloppuna.", "Sorry, we cannot deliver at the weekend.")],
)  # fmt: skip
def test_a_sources_apology_in_more_languages_is_the_counterpart(source: str, output: str) -> None:
    assert answered(output, source, "en") is None


def test_an_apology_the_source_lacks_is_still_a_refusal() -> None:
    assert answered("Sajnálom, nem tudok segíteni.", "Please check the invoice by Friday.", "hu") is not None
    assert answered("Sorry, I cannot translate this.", "Livrarea vine mâine.", "en") is not None
    assert answered("I apologise, but I cannot help.", "الشحنة تصل غدا.", "en") is not None
