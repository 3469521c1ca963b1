"""``python -m producer translate`` as a user runs it, against an in-process worker with
the gated test engine: outputs, summary, exit codes, one-line errors, Ctrl-C and resume."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import signal
import sys
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from bench.documents.office_oracles import skeleton, view
from devtools.redis_server import REPO
from producer.batch import batch_id_for, current_job_ids, segment_key
from producer.client import Client
from producer.documents import load_document
from producer.settings import ProducerSettings
from tests.conftest import queue_keys
from tests.documents_support import DATA, SAMPLES, serving, structure, worker_settings
from tests.engines import GatedEngine
from transq.keys import Keys
from transq.placeholders import MARKER_RE
from transq.settings import QueueSettings
from worker.engines.protocol import Translation, TranslationRequest


async def start_cli(settings: ProducerSettings, *args: str, **env: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "producer", "translate", *args,
        cwd=REPO,
        env=os.environ | env | {
            "TRANSQ_REDIS__URL": settings.redis.url,
            "TRANSQ_QUEUE__NAMESPACE": settings.queue.namespace,
            "TRANSQ_QUEUE__NAME": settings.queue.name,
        },
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip


async def cli(settings: ProducerSettings, *args: str, **env: str) -> tuple[int, str, str]:
    proc = await start_cli(settings, *args, **env)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def test_round_trip_then_a_rerun_reuses_everything(
    producer_settings: ProducerSettings, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings,
    tmp_path: Path,
) -> None:  # fmt: skip
    engine = GatedEngine(open_by_default=True)
    args = (str(SAMPLES["markdown"]), str(SAMPLES["srt"]), "--to", "de", "--from", "en", "--out-dir", str(tmp_path))
    async with serving(redis, worker_settings(redis_url, queue_settings), engine):
        code, _, err = await cli(producer_settings, *args)
        assert code == 0, err
        for fmt, name in (("markdown", "sample.de.md"), ("srt", "sample.de.srt")):
            out = (tmp_path / name).read_text()
            assert structure(fmt, out) == structure(fmt, SAMPLES[fmt].read_text())
            assert "WELCOME" in out or "HELLO, AND WELCOME" in out
        assert f"-> {tmp_path / 'sample.de.md'}" in err
        assert "21 segments (19 unique)" in err and "failures: 0" in err and "time:" in err
        code, out, err = await cli(producer_settings, *args, "--json")
    assert code == 0, err
    summary = json.loads(out)
    assert (summary["submitted"], summary["reused"], summary["hit_rate"]) == (0, 19, 1.0)
    assert "cache hits: 19 of 19 (100%): 19 reused from an earlier run" in err
    assert sum(engine.calls.values()) == 19


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("slides.key", b"x", "unsupported format '.key'"),
        ("slides.pptx", b"x", "not a PowerPoint (.pptx) file (not a ZIP package)"),
        ("latin1.txt", b"Gr\xfc\xdfe", "not UTF-8 text (byte 0xfc at offset 2)"),
        ("empty.md", b"\n\n", "the document is empty"),
        ("large.md", b"# Big\n" + b"text " * 40, "bytes is over the limit of 100 (documents.max_file_bytes)"),
        ("rows.jsonl", b'{"text": "ok"}\nnot json\n', "rows.jsonl:2: not valid JSON"),
    ],
)
async def test_bad_input_is_one_line_and_nothing_is_submitted(
    *, producer_settings: ProducerSettings, redis: aioredis.Redis, keys: Keys, tmp_path: Path,
    name: str, data: bytes, message: str,
) -> None:  # fmt: skip
    good, bad = tmp_path / "good.md", tmp_path / name
    good.write_text("A fine paragraph.\n")
    bad.write_bytes(data)
    limit = {"TRANSQ_DOCUMENTS__MAX_FILE_BYTES": "100"}
    code, out, err = await cli(producer_settings, str(good), str(bad), "--to", "de", **limit)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"error: {bad}") and message in err
    assert await queue_keys(redis, keys) == [], "nothing may be submitted, not even the good file"
    assert not (tmp_path / "good.de.md").exists()


async def test_a_failed_segment_is_reported_with_no_output_unless_partial(
    producer_settings: ProducerSettings, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings,
    tmp_path: Path,
) -> None:  # fmt: skip
    source = tmp_path / "notes.txt"
    source.write_text("First paragraph.\n\nThis one breaks.\n\nLast paragraph.\n")
    engine = GatedEngine(open_by_default=True, fail_times={"This one breaks.": 99})
    async with serving(redis, worker_settings(redis_url, queue_settings, retry_attempts=1), engine):
        code, _, err = await cli(producer_settings, str(source), "--to", "de", "--retries", "0")
        assert code == 1
        assert not (tmp_path / "notes.de.txt").exists()
        assert f"error: 1 segments failed\n  {source}:3: engine_error: transient failure 1 ('This one breaks.')" in err
        assert f"no output written for {source}" in err and "run the same command again" in err
        code, _, err = await cli(producer_settings, str(source), "--to", "de", "--partial")
    assert code == 1
    assert (tmp_path / "notes.de.txt").read_text() == "FIRST PARAGRAPH.\n\nThis one breaks.\n\nLAST PARAGRAPH.\n"


async def test_ctrl_c_leaves_no_output_and_the_rerun_resubmits_nothing(
    *, producer_settings: ProducerSettings, client: Client, redis: aioredis.Redis, redis_url: str,
    queue_settings: QueueSettings, tmp_path: Path,
) -> None:  # fmt: skip
    source = tmp_path / "talk.srt"
    source.write_bytes(SAMPLES["srt"].read_bytes())
    texts = [s.text for s in load_document(source, max_bytes=1 << 20).segments()]
    held = next(t for t in texts if "italics" in t)
    batch = batch_id_for(texts, "auto", "de", None)
    engine = GatedEngine()  # every cue runs at once except the held one
    for t in texts:
        if t != held:
            engine.release(t)
    async with serving(redis, worker_settings(redis_url, queue_settings), engine):
        proc = await start_cli(producer_settings, str(source), "--to", "de", "--no-progress")
        await engine.wait_started(held, timeout_s=30)
        ids = await current_job_ids(client, batch)  # salted: known once the batch exists
        finished = [ids[segment_key(t)] for t in texts if t != held]
        await client.wait_many(finished, timeout_s=10)
        proc.send_signal(signal.SIGINT)
        _, stderr = await asyncio.wait_for(proc.communicate(), 30)
        assert proc.returncode == 130, stderr
        assert b"interrupted: the segments already submitted keep running on the workers; run the same" in stderr
        assert sorted(os.listdir(tmp_path)) == ["talk.srt"], "no output, not even a partial one"
        engine.release(held)
        code, out, err = await cli(producer_settings, str(source), "--to", "de", "--json")
    assert code == 0, err
    assert json.loads(out)["submitted"] == 0
    assert (tmp_path / "talk.de.srt").exists()
    assert all(n == 1 for n in engine.calls.values())


class MarkerDroppingEngine(GatedEngine):
    """Writes back every segment without its markers, as a careless model does."""

    async def translate(self, request: TranslationRequest) -> Translation:
        out = await super().translate(request)
        return dataclasses.replace(out, text=MARKER_RE.sub("", out.text))


async def test_segments_kept_in_the_source_are_reported_and_fail_with_strict(
    producer_settings: ProducerSettings, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings,
    tmp_path: Path,
) -> None:  # fmt: skip
    source = tmp_path / "notes.txt"
    source.write_text("Plain words.\n\nSee {name} now.\n")
    engine = MarkerDroppingEngine(open_by_default=True)
    async with serving(redis, worker_settings(redis_url, queue_settings), engine):
        code, _, err = await cli(producer_settings, str(source), "--to", "de", "--no-progress")
        assert code == 0, err
        assert "kept in the source language: 1 segments (1 with placeholders lost)" in err
        assert "  line 3: placeholders_lost ('See {name} now.')" in err
        assert (tmp_path / "notes.de.txt").read_text() == "PLAIN WORDS.\n\nSee {name} now.\n"
        code, _, err = await cli(producer_settings, str(source), "--to", "de", "--no-progress", "--strict")
    assert code == 1
    assert "error: 1 segments kept in the source language (--strict)" in err


async def test_translate_warns_when_no_worker_serves_the_queue(
    producer_settings: ProducerSettings, tmp_path: Path
) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("Nobody will translate this.\n")
    code, _, err = await cli(producer_settings, str(source), "--to", "de", "--no-progress", "--timeout", "0.5")
    assert code == 4  # timed out: the segments wait for a worker
    name = producer_settings.queue.name
    assert err.startswith(f"warning: no live worker on queue {name!r}"), err


async def test_office_and_xliff_files_through_the_cli(
    producer_settings: ProducerSettings, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings,
    tmp_path: Path,
) -> None:  # fmt: skip
    """A .pptx from python-pptx's test files and an XLIFF file: written next to each
    other with the target language in the name, their structure the source's."""
    slides, xlf = DATA / "realworld" / "python-pptx-txt-font-props.pptx", DATA / "sample.xlf"
    engine = GatedEngine(open_by_default=True)
    async with serving(redis, worker_settings(redis_url, queue_settings), engine):
        args = (str(slides), str(xlf), "--to", "de", "--out-dir", str(tmp_path))
        code, _, err = await cli(producer_settings, *args)
    assert code == 0, err
    out = (tmp_path / "python-pptx-txt-font-props.de.pptx").read_bytes()
    assert skeleton(out) == skeleton(slides.read_bytes())
    assert view("pptx", out, text=False) == view("pptx", slides.read_bytes(), text=False)
    translated = (tmp_path / "sample.de.xlf").read_text()
    # 4 translated units and the digits-only one (id 7), whose target is its source
    assert translated.count('state="translated"') == 5 and 'target-language="de"' in translated
    assert '<source>12345</source><target state="translated">12345</target>' in translated
