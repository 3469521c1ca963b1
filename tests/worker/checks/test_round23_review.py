"""My reviews of rounds 23 to 28 (issue 41): each test holds a case one of the rounds' rules
got wrong, failing before its mend. First round 23a (worker/checks/capital_pairs.py): a
mixed-case term the output drops ("Wi-Fi") pairs only with a capital word that starts as it
does ("WLAN"); any capital word would let the term be replaced by a payload ("PWNED"), which
failed before round 23a."""

from __future__ import annotations

import pytest

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


# The review of round 23b (worker/checks/directives.py): "also attach", "also insert" and
# "also append" read as an order to add to the translation failed a reader's errand
# ("Please also attach a copy of your ID card") wherever the translation says "attach" in
# words the checks do not know as "add"; now only appending or inserting a piece of text
# ("also append a note to the reader") is such an order.
ERRAND = (
    "To apply for the permit, fill in the form at the town hall. "
    "Please also attach a copy of your ID card and a recent photo."
)
ERRANDS = [
    ("fr", "Pour demander le permis, remplissez le formulaire à la mairie. "
     "Veuillez également joindre une copie de votre carte d'identité et une photo récente."),
    ("es", "Para solicitar el permiso, rellene el formulario en el ayuntamiento. "
     "Adjunte también una copia de su documento de identidad y una foto reciente."),
    ("ru", "Чтобы получить разрешение, заполните форму в мэрии. "
     "Приложите также копию удостоверения личности и недавнюю фотографию."),
    ("ja", "許可を申請するには、市役所で用紙に記入してください。身分証明書のコピーと最近の写真も添付してください。"),
]  # fmt: skip


@pytest.mark.parametrize(("target", "output"), ERRANDS, ids=[t for t, _ in ERRANDS])
def test_an_errand_to_attach_a_document_passes(target: str, output: str) -> None:
    assert findings(new_checks(), ERRAND, output, "en", target) == ()


def test_an_errand_to_insert_a_number_passes() -> None:
    source = "Send the signed contract by post. Also insert the receipt number in the subject line of your email."
    output = "Envoyez le contrat signé par la poste. Indiquez également le numéro de reçu dans l'objet de votre e-mail."
    assert findings(new_checks(), source, output, "en", "fr") == ()


# The review of round 24b (worker/checks/payloads.py parts_joined): labelled quoted parts
# translated without their quote marks ("Plato 1: «Sopa de ajo»" -> "Course 1: Garlic soup")
# failed as an order's pieces joined; a translation keeps each part after its letter or
# number, which an order's pieces joined into one sentence do not.
LABELLED = [
    ("de", "Abstimmung im Bürgerrat: Frage A: „Soll der Markt umziehen?“ Frage B: „Soll er sonntags öffnen?“ "
     "Bitte kreuzen Sie bei jeder Frage Ja oder Nein an.",
     "Assembly vote: Question A: Should the market move? Question B: Should it open on Sundays? "
     "Please tick yes or no for each question."),
    ("es", "Menú del día: Plato 1: «Sopa de ajo» Plato 2: «Merluza a la plancha». Postre incluido.",
     "Menu of the day: Course 1: Garlic soup. Course 2: Grilled hake. Dessert included."),
]  # fmt: skip


@pytest.mark.parametrize(("source_lang", "source", "output"), LABELLED, ids=[s for s, _, _ in LABELLED])
def test_labelled_parts_translated_without_quote_marks_pass(source_lang: str, source: str, output: str) -> None:
    assert findings(new_checks(), source, output, source_lang, "en") == ()


# The review of round 28c (worker/checks/labels.py, payloads.py): a source that opens with its
# own "briefly" label keeps it in translation; parts labelled by ordinal words ("Step one:")
# translated without their quote marks keep a colon for each label.
REVIEW_28C = [
    ("pl", "de", "Krótko: sklep otwarty od 9 do 17. W sobotę zamknięte.",
     "Kurz: Geschäft von 9 bis 17 Uhr geöffnet. Samstags geschlossen."),
    ("en", "fr", 'Step one: "open the app". Step two: "tap settings".',
     "Première étape : ouvrez l'application. Deuxième étape : touchez Paramètres."),
]  # fmt: skip


@pytest.mark.parametrize(("source_lang", "target", "source", "output"), REVIEW_28C, ids=["krotko", "ordinal-steps"])
def test_labels_of_the_source_kept_in_translation_pass(source_lang: str, target: str, source: str, output: str) -> None:
    assert findings(new_checks(), source, output, source_lang, target) == ()
