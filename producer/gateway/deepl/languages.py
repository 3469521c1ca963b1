"""The languages this deployment serves, as the DeepL and LibreTranslate APIs list them
(``[gateway.compat] languages``): targets are the configured tags (``DE``, ``EN-US``,
``PT-BR``), sources their primary subtags (``EN``, ``PT``). Names come from CLDR (babel).
A request names a served language when its primary subtag is served (``EN`` as a target
is DeepL's deprecated alias of ``EN-US``/``EN-GB``: the model knows what English is)."""

from __future__ import annotations

from functools import cache

from babel import Locale, UnknownLocaleError
from fastapi import APIRouter, Request

from producer.gateway.deepl.body import DeepLCaller, fields, form_or_json
from producer.gateway.jobs_api import ERRORS
from producer.gateway.settings import CompatConfig
from producer.gateway.state import State
from transq.errors import InvalidJob

router = APIRouter(prefix="/v2", tags=["deepl-compatible"])


def primary(tag: str) -> str:
    return tag.split("-", maxsplit=1)[0].lower()


@cache
def name_of(tag: str) -> str:
    """English name: "German", "Portuguese (Brazil)", "Chinese (Traditional)"."""
    try:
        return str(Locale.parse(tag.replace("-", "_")).get_display_name("en"))
    except (ValueError, UnknownLocaleError):
        return tag


def sources(cfg: CompatConfig) -> list[str]:
    return list(dict.fromkeys(primary(t) for t in cfg.languages))


def supports_formality(cfg: CompatConfig, tag: str) -> bool:
    served = {t.lower() for t in cfg.formality_languages}
    return tag.lower() in served or primary(tag) in served


def check_served(cfg: CompatConfig, code: str | None, field: str) -> None:
    """InvalidJob (400, naming the field) for a language this deployment does not serve."""
    if code is None or code.lower() == "auto":
        return
    if primary(code) not in sources(cfg):
        listing = "source" if field == "source_lang" else "target"
        raise InvalidJob(
            f"invalid job: {field}: {code!r} is not served here (GET /v2/languages?type={listing} lists them)"
        )


def glossary_pairs(cfg: CompatConfig) -> list[dict[str, str]]:
    codes = sources(cfg)
    return [{"source_lang": s, "target_lang": t} for s in codes for t in codes if s != t]


@router.api_route(
    "/languages", methods=["GET", "POST"], responses=ERRORS, openapi_extra=form_or_json({"type": {"type": "string"}})
)
async def languages(request: Request, state: State, caller: DeepLCaller) -> list[dict[str, object]]:
    """``type=source`` (default) or ``target``, in the query or the body (DeepL's own
    client sends it as a form body, on a GET)."""
    kind = str((await fields(request)).get("type", "source")).lower()
    cfg = state.settings.gateway.compat
    if kind == "target":
        return [{"language": t.upper(), "name": name_of(t), "supports_formality": supports_formality(cfg, t)}
                for t in cfg.languages]  # fmt: skip
    if kind != "source":
        raise InvalidJob(f"invalid job: type: {kind!r} is neither 'source' nor 'target'")
    return [{"language": s.upper(), "name": name_of(s)} for s in sources(cfg)]


@router.get("/glossary-language-pairs", responses=ERRORS)
async def language_pairs(state: State, caller: DeepLCaller) -> dict[str, list[dict[str, str]]]:
    """Every pair of served languages (glossaries hold primary subtags: ``en``, not ``en-US``)."""
    return {"supported_languages": glossary_pairs(state.settings.gateway.compat)}
