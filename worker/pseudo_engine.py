"""The ``pseudo`` engine: pseudo-localization (producer.pseudo) behind the Engine Protocol."""

from __future__ import annotations

from producer.pseudo import pseudo_localize
from worker.engine import Engine
from worker.identity_engine import IdentityEngine


class PseudoEngine(IdentityEngine):
    """Accented, ~35 % longer, bracketed; placeholders, markup and markers kept."""

    name = "pseudo"

    def render(self, text: str) -> str:
        return pseudo_localize(text)


def text_engine(kind: str) -> Engine:
    """The model-free engine named ``kind`` ("identity" or "pseudo")."""
    return PseudoEngine() if kind == "pseudo" else IdentityEngine()
