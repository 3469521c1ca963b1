"""``preserve_formatting``: DeepL by default may fix the start and end of a sentence
(capital letter, final punctuation); with the option on it keeps the source's. A model
does the same "fixing" on its own, so with the option on the output gets back the
source's leading and trailing whitespace, its lower-case first letter, and its lack of a
final full stop. Off (the default), the output is as the model wrote it."""

from __future__ import annotations

_FINAL = ".!?\u3002\uff01\uff1f"  # and the CJK full stop, exclamation and question marks


def preserve(source: str, output: str) -> str:
    core = output.strip()
    if not core:
        return output
    head, tail = source[: len(source) - len(source.lstrip())], source[len(source.rstrip()) :]
    text = source.strip()
    if text and text[0].isalpha() and text[0].islower() and core[0].isupper():
        core = core[0].lower() + core[1:]
    if text and text[-1] not in _FINAL and core[-1] in _FINAL:
        core = core[:-1]
    return f"{head}{core}{tail}"
