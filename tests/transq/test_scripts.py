"""The Lua scripts' one home (transq/lua/, loaded by transq.scripts): each rule written
once, statuses tied to Status, the document generated from the scripts, and every script
accepted by a real Redis."""

from __future__ import annotations

import re

import redis.asyncio as aioredis

from devtools.protocol_doc import DOC, with_reference
from transq.contract import Status
from transq.scripts import SCRIPTS, Fragment, include

# The shared steps (transq/lua/includes/, and "status" with its generated open statuses).
ACK, FINAL, NOW_MS, OWNS = include("ack_delete"), include("final_status"), include("now_ms"), include("owns_entry")
QUEUED_STATE, STATUS, STORE_RESULT = include("set_queued"), include("status"), include("store_result")
SUSPECT, HISTORY = include("mark_crash"), include("job_history")
OWNER, INDEX = include("owner_record"), include("index_job")

_DEFINED = re.compile(r"^local (?:function )?(\w+)", re.MULTILINE)
# A status literal: compared with a status, written into 'status', or stored as a result.
_STATUS_LITERAL = re.compile(r"(?:status\s*[=~]=\s*|'status',\s*|store_result\((?:[^,]+,){3}\s*)'(\w+)'")


def _names(fragment: Fragment) -> set[str]:
    return set(_DEFINED.findall(fragment.code))  # its own names, not those of its includes


def test_open_statuses_in_lua_are_the_non_final_statuses() -> None:
    table = re.search(r"local OPEN = \{(.*)\}", STATUS.lua)
    assert table is not None
    in_lua = set(re.findall(r"(\w+) = true", table.group(1)))
    assert in_lua == {s.value for s in Status if not s.final}


def test_every_status_a_script_names_is_a_status() -> None:
    named = {m for s in SCRIPTS for m in _STATUS_LITERAL.findall(s.lua)}
    assert {"queued", "running", "failed"} <= named  # "cancelled" is only a reply word (CANCEL)
    assert named <= {s.value for s in Status}


def test_each_rule_is_written_once_in_its_fragment() -> None:
    rules = {"redis.call('TIME')": NOW_MS, "'LPUSH'": STORE_RESULT, "'attempts', 0": QUEUED_STATE, "'XACK'": ACK,
             "'ZREMRANGEBYRANK'": INDEX, "'KEEPTTL'": OWNER}  # fmt: skip
    for text, home in rules.items():
        assert text in home.lua
        assert [s.name for s in SCRIPTS if text in s.body] == [], text


def test_each_script_declares_exactly_the_fragments_it_calls() -> None:
    fragments = (STATUS, FINAL, OWNS, NOW_MS, QUEUED_STATE, STORE_RESULT, ACK, SUSPECT, HISTORY, OWNER, INDEX)
    for script in SCRIPTS:
        called = {f.name for f in fragments if any(re.search(rf"\b{n}\b", script.body) for n in _names(f))}
        assert called == {f.name for f in script.uses}, script.name


def test_protocol_doc_matches_the_scripts() -> None:
    text = DOC.read_text()
    assert with_reference(text) == text, "run: python -m devtools.protocol_doc"


async def test_every_script_compiles_on_redis(redis: aioredis.Redis) -> None:
    for script in SCRIPTS:
        sha = await redis.script_load(script.lua)
        assert (await redis.script_exists(sha)) == [True], script.name
