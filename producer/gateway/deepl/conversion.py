"""DeepL's ``output_format``: the translated document converted by LibreOffice headless.

DeepL returns a document in its input's format unless ``output_format`` names another
(``docx`` for a PDF, ``pdf`` for a Word file). Here the translation is made in the
input's format as always, then LibreOffice (``soffice --headless --convert-to``, which
``scripts/setup.sh --tests`` installs) converts it when the result is fetched. Only
conversions LibreOffice makes from a document of that kind are offered: text documents
(.docx, .odt, .html, .txt) to docx, odt, pdf, html or txt; presentations and
spreadsheets to pdf. Anything else, or a gateway without LibreOffice, is refused at
upload with a 400 that says so, never answered with bytes of another format under the
asked-for name.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from pathlib import Path

from transq.errors import DocumentError, InvalidJob

_TEXT_OUTPUTS = ("docx", "odt", "pdf", "html", "txt")
OUTPUTS: dict[str, tuple[str, ...]] = {
    "docx": _TEXT_OUTPUTS, "odt": _TEXT_OUTPUTS, "html": _TEXT_OUTPUTS, "text": _TEXT_OUTPUTS,
    "pptx": ("pdf",), "xlsx": ("pdf",),
}  # fmt: skip
# LibreOffice's export filter for each output (the bare extension picks the wrong one for
# HTML input, which LibreOffice opens as a web page).
_FILTERS = {"docx": "docx:MS Word 2007 XML", "odt": "odt", "pdf": "pdf", "html": "html:XHTML Writer File:UTF8",
            "txt": "txt:Text (encoded):UTF8"}  # fmt: skip
MEDIA = {
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "odt": "application/vnd.oasis.opendocument.text", "pdf": "application/pdf", "html": "text/html",
    "txt": "text/plain",
}  # fmt: skip
_SAME = {"text": "txt", "markdown": "md"}  # a format's own extension, where its name differs
CONVERT_TIMEOUT_S = 120


def soffice() -> str | None:
    return shutil.which("soffice") or shutil.which("libreoffice")


def wanted(output_format: str | None, fmt: str) -> str | None:
    """The extension to convert to, None for the input's own format; InvalidJob (400)
    for a conversion this gateway cannot make."""
    if not output_format:
        return None
    ext = output_format.strip().lower().lstrip(".")
    if ext in (fmt, _SAME.get(fmt)):
        return None
    offered = OUTPUTS.get(fmt, ())
    if ext not in offered:
        can = f"a {fmt} document converts to {', '.join(offered)}" if offered else f"a {fmt} document stays {fmt}"
        raise InvalidJob(f"invalid job: output_format: {ext!r} is not available here ({can}; docs/gateway.md)")
    if soffice() is None:
        raise InvalidJob(f"invalid job: output_format: {ext!r} needs LibreOffice, which this gateway lacks")
    return ext


async def convert(data: bytes, name: str, ext: str) -> tuple[bytes, str]:
    """(the converted file, its name): LibreOffice in a temporary folder with its own
    profile, so conversions may run side by side."""
    binary = soffice()
    if binary is None:
        raise DocumentError(f"{name}: converting to {ext} needs LibreOffice, which this gateway lacks")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / Path(name).name
        src.write_bytes(data)
        proc = await asyncio.create_subprocess_exec(
            binary, f"-env:UserInstallation=file://{tmp}/profile", "--headless", "--convert-to", _FILTERS[ext],
            "--outdir", f"{tmp}/out", str(src),
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
        )  # fmt: skip
        try:
            await asyncio.wait_for(proc.wait(), CONVERT_TIMEOUT_S)
        except TimeoutError:
            proc.kill()
            await proc.wait()
            raise DocumentError(f"{name}: LibreOffice did not convert it to {ext} in {CONVERT_TIMEOUT_S} s") from None
        out = Path(tmp) / "out" / f"{src.stem}.{ext}"
        if proc.returncode != 0 or not out.exists():
            raise DocumentError(f"{name}: LibreOffice could not convert it to {ext} (exit {proc.returncode})")
        return out.read_bytes(), f"{Path(name).stem}.{ext}"
