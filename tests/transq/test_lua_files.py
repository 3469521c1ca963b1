"""The Lua as files (transq/lua/): each header states its contract, every include
resolves, luacheck finds nothing, and the typed calls of the worker's steps (transq.script_calls)
do what their scripts' headers say against a real Redis."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from transq import script_calls, scripts
from transq.contract import Lane
from transq.keys import Keys
from transq.scripts import GENERATED, INCLUDES_DIR, LUA_DIR, SCRIPTS, Source, register

REPO = Path(__file__).resolve().parents[2]
SCRIPT_FILES = sorted(LUA_DIR.glob("*.lua"))
INCLUDE_FILES = sorted(INCLUDES_DIR.glob("*.lua"))
_TOP_LEVEL_NAME = re.compile(r"^local (?:function )?(\w+)", re.MULTILINE)


def test_every_script_file_is_a_script_with_its_contract_in_its_header() -> None:
    assert {p.stem for p in SCRIPT_FILES} == {s.name.lower() for s in SCRIPTS} | {"many_calls"}
    for path in SCRIPT_FILES:
        fields = Source.parse(path.read_text()).fields()
        assert {"KEYS", "ARGV", "reply", "why"} <= set(fields), path.name
        assert all(fields[name] for name in ("KEYS", "ARGV", "reply", "why")), path.name


def test_every_include_file_says_what_it_is_for() -> None:
    for path in INCLUDE_FILES:
        header = Source.parse(path.read_text()).header
        assert any(line.startswith("-- why:") for line in header), path.name


def test_every_include_resolves_and_every_include_file_is_used() -> None:
    known = {p.stem for p in INCLUDE_FILES} | set(GENERATED)
    named = {n for p in SCRIPT_FILES + INCLUDE_FILES for n in Source.parse(p.read_text()).includes}
    assert named <= known
    assert named == known  # no include that nothing pulls in
    for name in known:
        assert scripts.include(name).lua  # resolves, with what it includes itself


def test_a_bad_include_fails_at_load_with_its_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scripts, "INCLUDES_DIR", tmp_path)
    (tmp_path / "a.lua").write_text('-- why: a\n\n--- @include "b"\nlocal x = 1\n')
    (tmp_path / "b.lua").write_text('-- why: b\n\n--- @include "a"\nlocal y = 2\n')
    with pytest.raises(ValueError, match="include circle: a -> b -> a"):
        scripts.include("a")
    with pytest.raises(ValueError, match="unknown include 'nope'"):
        scripts.include("nope")


def test_the_header_and_the_include_lines_are_not_executed() -> None:
    for script in SCRIPTS:
        assert "@include" not in script.lua and "-- KEYS:" not in script.lua, script.name
        assert "@include" not in script.many_lua, script.name


def test_luacheckrc_declares_exactly_the_names_the_includes_define() -> None:
    text = (REPO / ".luacheckrc").read_text()
    listed = re.search(r"local INCLUDED = \{(.*?)\}", text, re.DOTALL)
    assert listed is not None
    declared = set(re.findall(r'"(\w+)"', listed.group(1)))
    defined = {n for name in GENERATED for n in _TOP_LEVEL_NAME.findall(GENERATED[name]())}
    defined |= {n for p in INCLUDE_FILES for n in _TOP_LEVEL_NAME.findall(Source.parse(p.read_text()).code)}
    assert declared == defined


@pytest.mark.skipif(shutil.which("luacheck") is None, reason="luacheck is not installed (Debian: lua-check)")
def test_luacheck_passes_on_every_lua_file() -> None:
    done = subprocess.run(
        ["luacheck", "--no-color", "--formatter", "plain", "transq/lua"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr


async def test_the_workers_typed_calls_follow_their_scripts(redis: aioredis.Redis, keys: Keys) -> None:
    """SUBMIT, START, FINISH, SUSPICION, RELEASE_CRASHED, RELEASE, DEAD_LETTER and
    FORGET_CONSUMER through their typed calls, on one job and its entry."""
    lane, job_id, worker = Lane.BATCH, "typed-1", "w-typed"
    stream, job_key, result_key = keys.stream(lane), keys.job(job_id), keys.result(job_id)
    await redis.xgroup_create(stream, keys.group, id="0", mkstream=True)
    submitted = await script_calls.submit(
        register(redis, scripts.SUBMIT),
        job_key=job_key,
        lane_stream=stream,
        config_key=keys.config,
        job_json="{}",
        lane=lane.value,
        max_backlog=0,
    )
    assert submitted.code == 1
    entry = submitted.value
    await redis.xreadgroup(keys.group, worker, {stream: ">"})

    start = register(redis, scripts.START)
    started = await script_calls.start(
        start, job_key=job_key, result_key=result_key, memory_key=None, worker=worker, entry=entry, lane=lane.value
    )
    assert started == script_calls.StartReply("running", 1, started.enqueued_ms, False, "")
    assert started.enqueued_ms > 0

    suspect_key = keys.suspect(entry)
    counts = await script_calls.suspicion(
        register(redis, scripts.SUSPICION), job_key=job_key, suspect_key=suspect_key, suspect_ttl_s=60
    )
    assert counts == (1, 0, True)  # it was running: a crash recorded, the job queued again
    crashed_call = script_calls.release_crashed_call(
        job_key=job_key, lane_stream=stream, suspect_key=suspect_key, group=keys.group, consumer=worker,
        entry=entry, deliveries=1, suspect_ttl_s=60,
    )  # fmt: skip
    assert await script_calls.release_crashed(register(redis, scripts.RELEASE_CRASHED), crashed_call) == (1, 0)
    await script_calls.release(
        register(redis, scripts.RELEASE), job_key=job_key, lane_stream=stream, group=keys.group,
        consumer=worker, entry=entry, deliveries=1,
    )  # fmt: skip
    assert await redis.hget(job_key, "status") == b"queued"

    await script_calls.start(
        start, job_key=job_key, result_key=result_key, memory_key=None, worker=worker, entry=entry, lane=lane.value
    )
    finish_call = script_calls.finish_call(
        job_key=job_key, lane_stream=stream, done_key=keys.done(job_id), result_key=result_key, group=keys.group,
        entry=entry, result_json='{"r": 1}', status="succeeded", result_ttl_s=60,
    )  # fmt: skip
    finish = register(redis, scripts.FINISH)
    assert await script_calls.finish(finish, finish_call) is True
    assert await script_calls.finish(finish, finish_call) is True  # a retry finds its own result
    assert await redis.xlen(stream) == 0  # acked and deleted
    again = await script_calls.start(
        start, job_key=job_key, result_key=result_key, memory_key=None, worker=worker, entry=entry, lane=lane.value
    )
    assert again.status == "succeeded"

    await script_calls.dead_letter(
        register(redis, scripts.DEAD_LETTER), job_key=job_key, lane_stream=stream, done_key=keys.done(job_id),
        dead_stream=keys.dead, result_key=result_key, group=keys.group, entry=entry, failed_json="",
        result_ttl_s=60, fields={"job_id": job_id, "reason": "test"},
    )  # fmt: skip
    letters = await redis.xrange(keys.dead)
    assert letters is not None
    assert [fields for _, fields in letters] == [{b"job_id": job_id.encode(), b"reason": b"test"}]

    forget = register(redis, scripts.FORGET_CONSUMER)
    gone = {"lane_stream": stream, "heartbeat_key": keys.worker(worker), "group": keys.group, "consumer": worker}
    assert await script_calls.forget_consumer(forget, **gone, min_idle_ms=0) is True
    assert await script_calls.forget_consumer(forget, **gone, min_idle_ms=0) is False  # gone already
