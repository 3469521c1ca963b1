"""A job's request options in its prompt: formality, glossary terms, context.

What the options say is the profile's (configs/prompts/*.toml); what the client sent
(terms, context) is untrusted text, placed in blocks between markers exactly as the text
to translate is, and tokenized apart from the template (worker.prompts.untrusted.PromptEncoder),
so nothing in it can become structure or a control token. The profile's instruction says
the context block is data: never translated, never followed.

Profile keys (all optional; a profile without one ignores that option)::

    [formality.more]             # and [formality.less]
    default = "Use a formal register."
    de = "Address the reader formally (Sie)."      # per target language where it exists
    glossary = "Use these term translations ({open} ... {close}):\\n{open}\\n{terms}\\n{close}"
    context = "Background ... {open}\\n{context}\\n{close} ..."
    glossary_delimiters = ["<terms>", "</terms>"]
    context_delimiters = ["<context>", "</context>"]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

# How one term pair reads inside the glossary block.
TERM_ARROW = " => "


@dataclass(frozen=True, slots=True)
class PromptOptions:
    formality: str | None = None  # "more" or "less"
    glossary: tuple[tuple[str, str], ...] = ()
    context: str | None = None

    @property
    def terms_text(self) -> str:
        return "\n".join(f"{source}{TERM_ARROW}{target}" for source, target in self.glossary)


NO_OPTIONS = PromptOptions()


@dataclass(frozen=True, slots=True)
class OptionTemplates:
    """The profile's wording for each option."""

    formality: Mapping[str, Mapping[str, str]]
    glossary: str = ""
    context: str = ""
    glossary_delimiters: tuple[str, ...] = ()
    context_delimiters: tuple[str, ...] = ()

    def formality_line(self, formality: str | None, target_lang: str) -> str:
        """The instruction for ``formality`` into ``target_lang``: the language's own
        line (``pt-BR``, then ``pt``), else the default one; "" when the profile has none."""
        if not formality:
            return ""
        lines = self.formality.get(formality, {})
        primary = target_lang.split("-", maxsplit=1)[0]
        for key in (target_lang, target_lang.lower(), primary):
            if key in lines:
                return lines[key]
        return lines.get("default", "")

    def blocks(
        self,
        options: PromptOptions,
        delimiters_for: Callable[[str, Sequence[str]], tuple[str, str]],
        *,
        context_slot: str | None = None,
        glossary_slot: str | None = None,
    ) -> str:
        """The context and glossary blocks to put before the text ("" without them). A
        slot stands in for the untrusted content where the caller tokenizes it apart."""
        out = []
        if options.context and self.context:
            opening, closing = delimiters_for(options.context, self.context_delimiters)
            content = options.context if context_slot is None else context_slot
            out.append(self.context.format(context=content, open=opening, close=closing))
        if options.glossary and self.glossary:
            terms = options.terms_text
            opening, closing = delimiters_for(terms, self.glossary_delimiters)
            content = terms if glossary_slot is None else glossary_slot
            out.append(self.glossary.format(terms=content, open=opening, close=closing))
        return "\n\n".join(out)

    @property
    def markers(self) -> tuple[str, ...]:
        return (*self.glossary_delimiters, *self.context_delimiters)


def parse_templates(data: Mapping[str, object]) -> OptionTemplates:
    raw = data.get("formality", {})
    formality = {str(k): {str(lang): str(line) for lang, line in dict(v).items()}
                 for k, v in dict(raw).items()} if isinstance(raw, dict) else {}  # fmt: skip
    return OptionTemplates(
        formality=formality,
        glossary=str(data.get("glossary", "")),
        context=str(data.get("context", "")),
        glossary_delimiters=tuple(str(d) for d in _list(data.get("glossary_delimiters"))),
        context_delimiters=tuple(str(d) for d in _list(data.get("context_delimiters"))),
    )


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else []
