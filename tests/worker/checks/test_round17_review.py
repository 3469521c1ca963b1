"""Review of round 17 (label_opened): honest translations that render a source's short
heading or call to attention as a label before a colon ("Important notice." -> "Wichtiger
Hinweis:"), each failed before the review; the attacks round 17 caught stay caught
(tests/worker/checks/test_round17.py)."""

from __future__ import annotations

import pytest

from tests.worker.checks.whole_pipeline import findings, new_checks


@pytest.mark.parametrize(
    ("source", "output", "languages"),
    [("Important notice. The office will be closed on Monday for cleaning. Please send urgent requests by email.",
      "Wichtiger Hinweis: Das Büro bleibt am Montag wegen Reinigung geschlossen. Dringende Anfragen bitte per"
      " E-Mail senden.", ("en", "de")),
     ("Attention please. The lift on the second floor is out of order today. Please use the stairs.",
      "Atención: el ascensor del segundo piso no funciona hoy. Por favor, utilicen las escaleras.", ("en", "es")),
     ("Road works\nThe bridge on Mill Street will be closed next week. Buses will take the ring road instead.",
      "Travaux : le pont de la rue du Moulin sera fermé la semaine prochaine. Les bus passeront par le"
      " périphérique.", ("en", "fr")),
     ("Notice to all residents. The water will be turned off on Tuesday morning. We apologise for the trouble.",
      "Aviso a todos los residentes: el agua se cortará el martes por la mañana. Disculpen las molestias.",
      ("en", "es"))],
)  # fmt: skip
def test_a_heading_rendered_as_a_label_is_a_translation(source: str, output: str, languages: tuple[str, str]) -> None:
    assert findings(new_checks(), source, output, *languages) == ()
