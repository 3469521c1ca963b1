"""The ``pseudo`` engine: pseudo-localization (transq.pseudo) behind the Engine Protocol."""

from __future__ import annotations

from transq.pseudo import pseudo_localize
from worker.engines.identity import IdentityEngine
from worker.engines.protocol import Engine


class PseudoEngine(IdentityEngine):
    """Accented, ~35 % longer, bracketed; placeholders, markup and markers kept."""

    name = "pseudo"

    def render(self, text: str) -> str:
        return pseudo_localize(text)


def text_engine(kind: str) -> Engine:
    """The model-free engine named ``kind`` ("identity" or "pseudo")."""
    return PseudoEngine() if kind == "pseudo" else IdentityEngine()
