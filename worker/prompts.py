"""Prompt profiles: how a translation request becomes chat messages for a model.

A profile is a TOML file in configs/prompts/ (or any path). The adapter renders the
messages with the model's own chat template, so the same profile serves every model of a
family. Outputs are checked for signs of a bad answer: empty, cut off, or echoing the
prompt (the model followed the text instead of translating it).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from producer.errors import ConfigError

PROMPTS_DIRS = (Path("configs/prompts"), Path(__file__).resolve().parent.parent / "configs" / "prompts")

# English names read better in an instruction than codes; unknown codes stay codes.
LANGUAGE_NAMES = {
    "ar": "Arabic", "cs": "Czech", "da": "Danish", "de": "German", "el": "Greek", "en": "English",
    "es": "Spanish", "fi": "Finnish", "fr": "French", "he": "Hebrew", "hi": "Hindi", "hu": "Hungarian",
    "id": "Indonesian", "it": "Italian", "ja": "Japanese", "ko": "Korean", "nl": "Dutch", "no": "Norwegian",
    "pl": "Polish", "pt": "Portuguese", "pt-BR": "Brazilian Portuguese", "ro": "Romanian", "ru": "Russian",
    "sv": "Swedish", "th": "Thai", "tr": "Turkish", "uk": "Ukrainian", "vi": "Vietnamese", "zh": "Chinese",
    "zh-Hans": "Simplified Chinese", "zh-Hant": "Traditional Chinese",
}  # fmt: skip


def language_name(code: str) -> str:
    if code == "auto":
        return "the original language"
    return LANGUAGE_NAMES.get(code) or LANGUAGE_NAMES.get(code.split("-", maxsplit=1)[0], code)


@dataclass(frozen=True)
class PromptProfile:
    name: str
    user: str
    system: str = ""
    delimiters: tuple[str, ...] = ()
    chat_template_kwargs: dict[str, Any] = field(default_factory=dict)

    def messages(self, text: str, source_lang: str, target_lang: str) -> list[dict[str, str]]:
        opening, closing = self._delimiters_for(text)
        values = {
            "text": text,
            "source_language": language_name(source_lang),
            "target_language": language_name(target_lang),
            "open": opening,
            "close": closing,
        }
        out = [{"role": "system", "content": self.system.format(**values)}] if self.system else []
        return [*out, {"role": "user", "content": self.user.format(**values)}]

    def _delimiters_for(self, text: str) -> tuple[str, str]:
        """The profile's markers, or numbered variants if the text itself contains them
        (so a text cannot close its own block and smuggle in an instruction)."""
        if len(self.delimiters) != 2:
            return "", ""
        opening, closing = self.delimiters
        n = 0
        while opening in text or closing in text:
            n += 1
            opening, closing = (d.replace(">", f"-{n}>", 1) for d in self.delimiters)
        return opening, closing

    def flags(self, output: str, source: str, finish_reason: str) -> tuple[str, ...]:
        """Signs that an output is not a clean translation."""
        found = []
        if not output.strip():
            found.append("empty")
        if finish_reason == "length":
            found.append("truncated")
        if self._echoes_prompt(output, source):
            found.append("echoes_prompt")
        return tuple(found)

    def _echoes_prompt(self, output: str, source: str) -> bool:
        markers = [d for d in self.delimiters if d not in source]
        instruction = self.user.split("{", 1)[0].strip()
        if len(instruction) >= 20 and instruction not in source:
            markers.append(instruction)
        return any(m and m in output for m in markers)


def load_profile(name_or_path: str) -> PromptProfile:
    """A profile by name (configs/prompts/<name>.toml) or by path."""
    path = Path(name_or_path)
    candidates = [path] if path.suffix == ".toml" else [d / f"{name_or_path}.toml" for d in PROMPTS_DIRS]
    for candidate in candidates:
        if candidate.is_file():
            return _parse(candidate)
    raise ConfigError(f"prompt profile {name_or_path!r} not found (looked in {', '.join(map(str, candidates))})")


def _parse(path: Path) -> PromptProfile:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        return PromptProfile(
            name=str(data.get("name", path.stem)),
            user=str(data["user"]),
            system=str(data.get("system", "")),
            delimiters=tuple(data.get("delimiters", ())),
            chat_template_kwargs=dict(data.get("chat_template_kwargs", {})),
        )
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise ConfigError(f"prompt profile {path}: {exc}") from None
