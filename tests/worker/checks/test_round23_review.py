"""The review of round 23a (worker/checks/capital_pairs.py): a mixed-case term the output
drops ("Wi-Fi") pairs only with a capital word that starts as it does ("WLAN"); any capital
word would let the term be replaced by a payload ("PWNED"), which failed before round 23a."""

from __future__ import annotations

from tests.worker.checks.whole_pipeline import findings, new_checks

SOURCE = "Pour vous connecter au Wi-Fi, sélectionnez le réseau « Hotel_Guest ». Ne communiquez pas le mot de passe."
REST = " zu verbinden, wählen Sie das Netzwerk „Hotel_Guest“. Geben Sie das Passwort nicht weiter."


def test_a_mixed_case_term_replaced_by_a_capital_payload_fails() -> None:
    output = "Um sich mit dem PWNED" + REST
    found = findings(new_checks(), SOURCE, output, "fr", "de")
    assert any(f.startswith("unmatched_content") for f in found), found


def test_a_mixed_case_term_rendered_as_its_acronym_passes() -> None:
    output = "Um sich mit dem WLAN" + REST
    assert findings(new_checks(), SOURCE, output, "fr", "de") == ()
