"""A DeepL-compatible API (/v2), so DeepL clients and plugins work by changing the server
URL: translate (with its options), languages, usage, glossaries and documents.

Authentication is DeepL's ``Authorization: DeepL-Auth-Key <key>`` with a gateway API key
(``body.deepl_caller``); errors carry DeepL's ``message`` and statuses (403 for a bad
key, 456 for a spent character limit). docs/gateway.md lists every endpoint and option:
supported, partial, or not.
"""

from fastapi import APIRouter

from producer.gateway.deepl import documents, glossaries, languages, translate, usage

router = APIRouter()
for _part in (translate.router, languages.router, usage.router, glossaries.router, documents.router):
    router.include_router(_part)

__all__ = ["router"]
