"""The gateway's whole OpenAPI spec, fuzzed by schemathesis against the served gateway
and the real worker (noop engine): no server error, every response as the spec says.

Bounded to a few examples per operation (about a minute on 2 cores); a longer run:
``TRANSQ_FUZZ_EXAMPLES=200 pytest tests/producer/gateway/test_schema.py``.
"""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from producer.gateway.auth import Role
from producer.settings import ProducerSettings
from tests.gateway_support import new_key, noop_worker, served  # noqa: F401 - fixtures (served_options overridden below)
from tests.worker_process import WorkerProcess

EXAMPLES = int(os.environ.get("TRANSQ_FUZZ_EXAMPLES", "8"))
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"


@pytest.fixture
def served_options() -> dict[str, object]:
    # Long polls and /v2/translate wait at most this long for a job of the fuzzer's.
    return {"max_wait_s": 5.0}


async def test_the_openapi_spec_holds_under_fuzzing(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings, noop_worker: WorkerProcess,
    tmp_path: Path,
) -> None:  # fmt: skip
    auth = await new_key(redis, producer_settings, Role.ADMIN)
    await noop_worker.wait_ready(redis, timeout_s=60)
    command = [
        str(Path(sys.executable).with_name("schemathesis")), "run", f"{served}/openapi.json",
        "--checks", CHECKS, "--max-examples", str(EXAMPLES), "--seed", "17", "--request-timeout", "15",
        "--header", f"Authorization: {auth['Authorization']}", "--no-color", "--warnings", "off",
        "--report-dir", str(tmp_path),
    ]  # fmt: skip
    process = await asyncio.create_subprocess_exec(  # in tmp_path: its .schemathesis/ cache stays out of the repo
        *command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, cwd=tmp_path
    )
    output, _ = await process.communicate()  # the gateway serves on this loop meanwhile
    text = output.decode(errors="replace")
    print(text[-3000:])  # shown with -s: operations and examples run
    assert process.returncode == 0, text[-6000:]
