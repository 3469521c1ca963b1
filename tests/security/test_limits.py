"""Issue 38, item 4: limits count work, a refused request enqueues nothing, and one owner's
burst cannot make another's request fail. Before, one upload became thousands of jobs; an
upload refused with 429 (the lane full midway) still left its first jobs queued and
translated; three list requests of one key filled the interactive lane and another
tenant's request got 429; nothing capped segments per document, nor concurrent waits and
streams per key. (The fair-share figures under load: docs/security.md, "Fair share".)"""

# ruff: noqa: F811 - the fixtures are imported from tests.transq.test_acl by name

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from devtools.redis_server import RedisServer
from tests.engines import GatedEngine
from tests.security.tenancy import Tenancy, tenancy
from tests.transq.test_acl import acl_server, queue  # noqa: F401 - fixtures
from tests.waiting import until
from transq.contract import Lane
from transq.settings import QueueSettings


async def _jobs(t: Tenancy) -> int:
    """Entries on the queue's lanes: what a refused request must not have added."""
    return sum([await t.monitor.xlen(t.queue.keys().stream(lane)) for lane in Lane])


def _upload(lines: int, name: str = "doc.txt") -> dict[str, Any]:
    text = "\n\n".join(f"Sentence number {i}." for i in range(lines)) + "\n"
    return {"files": {"file": (name, text.encode(), "text/plain")}, "data": {"target_lang": "de"}}


async def test_a_refused_upload_leaves_no_job(acl_server: RedisServer, queue: QueueSettings) -> None:
    full_lane = queue.model_copy(update={"max_backlog": 5})
    async with tenancy(acl_server, full_lane, limits={"segments_per_document": 10}) as t:
        alice = await t.key("alice")
        too_many = await t.http.post("/v1/documents", **_upload(8), headers=alice)  # the lane holds 5
        print(f"\nupload over the lane's room: {too_many.status_code}, jobs left: {await _jobs(t)}")
        assert too_many.status_code == 429 and await _jobs(t) == 0, too_many.text
        assert (await t.http.get("/v2/usage", headers=alice)).json()["character_count"] == 0
        over = await t.http.post("/v1/documents", **_upload(11), headers=alice)
        assert over.status_code == 400 and "11 segments is over the limit of 10" in over.json()["detail"]
        assert await _jobs(t) == 0
        assert (await t.http.post("/v1/documents", **_upload(4, "a.txt"), headers=alice)).status_code == 201


async def test_jobs_and_characters_per_minute_count_work(acl_server: RedisServer, queue: QueueSettings) -> None:
    async with tenancy(acl_server, queue) as t:
        jobs = await t.key("alice", jobs_per_min=4)
        three = [{"text": f"Text {i}", "target_lang": "de"} for i in range(3)]
        assert (await t.http.post("/v1/jobs", json=three, headers=jobs)).status_code == 200
        refused = await t.http.post("/v1/jobs", json=three, headers=jobs)  # 6 jobs > 4 a minute
        assert refused.status_code == 429 and "4 jobs per minute" in refused.json()["detail"], refused.text
        assert 1 <= int(refused.headers["Retry-After"]) <= 60 and await _jobs(t) == 3
        assert (await t.http.post("/v1/jobs", json=three[0], headers=jobs)).status_code == 201  # the 4th fits
        chars = await t.key("bob", chars_per_min=20)
        assert (await t.http.post("/v1/jobs", json={"text": "x" * 12, "target_lang": "de"}, headers=chars)).is_success
        again = await t.http.post("/v1/jobs", json={"text": "y" * 12, "target_lang": "de"}, headers=chars)
        assert again.status_code == 429 and "20 characters per minute" in again.json()["detail"]
        assert await _jobs(t) == 5


async def test_concurrent_waits_and_streams_per_key(acl_server: RedisServer, queue: QueueSettings) -> None:
    async with tenancy(acl_server, queue, limits={"waits_per_key": 2, "streams_per_key": 1}) as t:
        alice = await t.key("alice")
        job_id = (await t.http.post("/v1/jobs", json={"text": "Hi", "target_lang": "de"}, headers=alice)).json()
        path = f"/v1/jobs/{job_id['job_id']}"
        key_id = alice["Authorization"].split("_")[1]
        slots = t.app.state.gateway.slots
        polls = [asyncio.create_task(t.http.get(path, params={"wait": 30}, headers=alice)) for _ in range(2)]
        stream = asyncio.create_task(t.http.get(f"{path}/events", headers=alice))
        try:
            await until(lambda: _held(slots, key_id), 10, "two long polls and a stream to be open")
            third = await t.http.get(path, params={"wait": 30}, headers=alice)
            assert third.status_code == 429 and "2 concurrent waits" in third.json()["detail"], third.text
            second = await t.http.get(f"{path}/events", headers=alice)
            assert second.status_code == 429 and "1 concurrent streams" in second.json()["detail"]
            other_key = await t.key("alice")  # per key: the owner's other key has its own
            assert (await t.http.get(path, headers=other_key)).status_code == 200
        finally:
            for task in (*polls, stream):
                task.cancel()
            await asyncio.gather(*polls, stream, return_exceptions=True)
        assert slots.held(key_id, "wait") == 0 and slots.held(key_id, "stream") == 0, "given back"


async def _held(slots: Any, key_id: str) -> bool:
    return bool(slots.held(key_id, "wait") == 2 and slots.held(key_id, "stream") == 1)


async def test_one_owners_burst_cannot_fail_anothers_request(acl_server: RedisServer, queue: QueueSettings) -> None:
    """The interactive lane holds 5; mallory's share is 3. Her list requests fill her share
    and are refused (429, nothing submitted); alice's request still gets in. When her jobs
    have ended, her share is hers again."""
    small_lane = queue.model_copy(update={"max_backlog": 5})
    engine = GatedEngine(open_by_default=True)
    async with tenancy(acl_server, small_lane, limits={"share_interactive": 3}) as t:
        alice, mallory = await t.key("alice"), await t.key("mallory")
        burst = [[{"text": f"Flood {n}.{i}", "target_lang": "de"} for i in range(3)] for n in range(3)]
        answers = [await t.http.post("/v1/jobs", json=part, headers=mallory) for part in burst]
        codes = [a.status_code for a in answers]
        hers = await t.http.post("/v1/jobs", json={"text": "Mine", "target_lang": "de"}, headers=alice)
        print(f"\nthree list requests of one owner: {codes}; another owner's request: {hers.status_code}")
        assert codes == [200, 429, 429] and hers.status_code == 201, hers.text
        assert [i["created"] for i in answers[0].json()] == [True] * 3 and await _jobs(t) == 4
        async with t.worker(engine):
            await _waited(t.http, mallory, [i["job_id"] for i in answers[0].json()])
            assert (await t.http.post("/v1/jobs", json=burst[1], headers=mallory)).status_code == 200


async def _waited(http: httpx.AsyncClient, headers: dict[str, str], job_ids: list[str]) -> None:
    for job_id in job_ids:
        done = await http.get(f"/v1/jobs/{job_id}", params={"wait": 10}, headers=headers)
        assert done.json()["status"] == "succeeded", done.text
