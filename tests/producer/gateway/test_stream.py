"""GET /v1/jobs/{id}/stream: a streaming job's text as Server-Sent Events, resumed with
Last-Event-ID, and another owner's job as absent as at every job endpoint."""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import json
from typing import Any

import httpx
import redis.asyncio as aioredis

from producer.gateway.auth import Role
from producer.settings import ProducerSettings
from tests.gateway_support import app, gateway_settings, http, new_key, noop_worker  # noqa: F401 - fixtures
from tests.worker_process import WorkerProcess

TEXT = "Streaming text arrives in pieces, and the pieces add up to the whole."


async def sse(http: httpx.AsyncClient, path: str, headers: dict[str, str]) -> list[dict[str, Any]]:
    """Every event of one SSE response, as {event, id, data}."""
    events: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    async with http.stream("GET", path, headers=headers, timeout=30) as response:
        assert response.status_code == 200, await response.aread()
        async for line in response.aiter_lines():
            if not line.strip():
                if "event" in current:
                    events.append(current)
                current = {}
                continue
            name, _, value = line.partition(":")
            if name in ("event", "id"):
                current[name] = value.strip()
            elif name == "data":
                current["data"] = json.loads(value.strip())
    return events


async def test_stream_as_server_sent_events_resumes_with_last_event_id(
    http: httpx.AsyncClient, redis: aioredis.Redis, producer_settings: ProducerSettings, noop_worker: WorkerProcess
) -> None:
    auth = await new_key(redis, producer_settings, Role.SUBMIT)
    created = await http.post("/v1/jobs", json={"text": TEXT, "target_lang": "de", "stream": True}, headers=auth)
    assert created.status_code == 201, created.text
    job_id = created.json()["job_id"]
    await noop_worker.wait_ready(redis, timeout_s=60)
    events = await sse(http, f"/v1/jobs/{job_id}/stream", auth)
    deltas = [e for e in events if e["event"] == "delta"]
    end = events[-1]
    assert len(deltas) >= 2 and end["event"] == "end"
    assert "".join(d["data"]["text"] for d in deltas) == end["data"]["result"]["translation"] == TEXT
    assert end["data"]["complete"] and not end["data"]["discard"]
    # A reconnect after the first delta gets the rest only.
    first = deltas[0]
    assert first["id"] == f"1:{len(first['data']['text'])}"
    again = await sse(http, f"/v1/jobs/{job_id}/stream", auth | {"Last-Event-ID": first["id"]})
    rest = "".join(e["data"]["text"] for e in again if e["event"] == "delta")
    assert first["data"]["text"] + rest == TEXT and again[-1]["event"] == "end"
    # Another owner's key sees no such job.
    other = await new_key(redis, producer_settings, Role.SUBMIT, owner="rival")
    refused = await http.get(f"/v1/jobs/{job_id}/stream", headers=other)
    assert refused.status_code == 404
