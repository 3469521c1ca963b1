"""What every job of a batch (a document's segments) carries besides its text: formality,
and a glossary of which each job gets only the terms its text holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from producer.glossary import terms_in


@dataclass(frozen=True, slots=True)
class JobOptions:
    """Options every segment's job carries: formality, and a glossary of which each job
    gets the terms its text holds (producer.glossary.terms_in)."""

    formality: str | None = None
    glossary: tuple[tuple[str, str], ...] = ()

    def fields(self, text: str, max_terms: int) -> dict[str, Any]:
        out: dict[str, Any] = {"formality": self.formality} if self.formality else {}
        terms = terms_in(text, dict(self.glossary), max_terms) if self.glossary else {}
        return out | ({"glossary": terms} if terms else {})

    def identity(self) -> list[Any]:
        return [self.formality, list(self.glossary)] if self != NO_OPTIONS else []


NO_OPTIONS = JobOptions()
