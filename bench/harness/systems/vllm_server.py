"""vLLM's own OpenAI-compatible server as a baseline: what a user would run instead of a
queue (issue 32, item 3).

``VllmServer`` starts ``python -m vllm.entrypoints.openai.api_server`` with the worker's
engine settings (``server_args``: the same ``engine_kwargs`` the worker builds its engine
from, as command-line flags) and waits for ``/health``. Clients run in a process of their
own (``python -m bench.harness.systems.vllm_server IN OUT``): they read the payloads, drive them with
bench.harness.drive over aiohttp at the given concurrency and write the samples as JSON, so neither
side shares a process (or a GIL) with the other's clients.

Each payload is what the worker sends its engine (``payloads``: the worker's RequestBuilder
builds the prompt token ids and the output budget): ``/v1/completions`` with ``prompt`` as
token ids, ``max_tokens``, ``ignore_eos`` and the sampling settings. One difference stays:
the server detokenizes every output (the OpenAI API has no switch for it); the worker
decodes once at the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.harness.config import REPO, VLLM_LOG_ENV
from bench.harness.drive import Pattern, Request, Sample, Served, drive

HEALTH_POLL_S = 0.5  # the server's readiness lives in another process: nothing to await but a poll
SKIPPED_KWARGS = {"disable_log_stats", "model"}  # logging only; the model is the first argument


def server_args(kwargs: dict[str, Any], port: int) -> list[str]:
    """The api_server's command line for ``engine_kwargs``: ``--key-name value``; a bool is
    ``--flag`` / ``--no-flag`` (vLLM's flags are BooleanOptionalAction); None is left out."""
    args = ["--model", str(kwargs["model"]), "--host", "127.0.0.1", "--port", str(port)]
    for key, value in kwargs.items():
        if key in SKIPPED_KWARGS or value is None:
            continue
        flag = "--" + key.replace("_", "-")
        if isinstance(value, bool):
            args.append(flag if value else "--no-" + key.replace("_", "-"))
        else:
            args += [flag, str(value)]
    return args


def completion_body(model: str, prompt_ids: Sequence[int], sampling: Any) -> dict[str, Any]:
    """The /v1/completions body for one prompt, from the worker's SamplingParams."""
    return {
        "model": model, "prompt": list(prompt_ids), "max_tokens": sampling.max_tokens,
        "temperature": sampling.temperature, "top_p": sampling.top_p,
        "repetition_penalty": sampling.repetition_penalty, "ignore_eos": sampling.ignore_eos,
        "seed": sampling.seed, "stream": False,
    }  # fmt: skip


@dataclass
class VllmServer:
    kwargs: dict[str, Any]  # bench: worker.engines.vllm.config.engine_kwargs of the worker's settings
    port: int
    log_path: Path
    env: dict[str, str]
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> VllmServer:
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "-m", "vllm.entrypoints.openai.api_server", *server_args(self.kwargs, self.port)]
        with self.log_path.open("ab") as log:
            log.write((" ".join(cmd) + "\n").encode())
            self.process = subprocess.Popen(cmd, cwd=REPO, env=os.environ | VLLM_LOG_ENV | self.env, stdout=log,
                                            stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip
        return self

    async def wait_ready(self, timeout_s: float = 900) -> None:
        deadline = time.monotonic() + timeout_s
        while not await asyncio.to_thread(healthy, self.url):
            assert self.process is not None
            if self.process.poll() is not None:
                raise RuntimeError(f"vLLM server exited with {self.process.returncode}: see {self.log_path}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"vLLM server not healthy after {timeout_s:g} s: see {self.log_path}")
            await asyncio.sleep(HEALTH_POLL_S)

    def stop(self, timeout_s: float = 60) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=timeout_s)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)  # its engine core outlives it otherwise
        self.process.wait()


def healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/health", timeout=2) as reply:  # our own server
            return bool(reply.status == 200)
    except OSError:
        return False


def run_clients(url: str, requests: list[Request], bodies: dict[str, dict[str, Any]], clients: int,
                work: Path) -> list[Sample]:  # fmt: skip
    """Drive ``requests`` against the server from a separate process (this module's main)."""
    inp, out = work / "requests.json", work / "samples.json"
    inp.write_text(json.dumps({"url": url, "clients": clients, "requests": [vars_of(r) for r in requests],
                               "bodies": bodies}))  # fmt: skip
    subprocess.run(
        [sys.executable, "-m", "bench.harness.systems.vllm_server", str(inp), str(out)], cwd=REPO, check=True
    )
    return [Sample.from_json(s) for s in json.loads(out.read_text())]


def vars_of(request: Request) -> dict[str, Any]:
    return {"job_id": request.job_id, "text": request.text, "source_lang": request.source_lang,
            "target_lang": request.target_lang, "source_tokens": request.source_tokens}  # fmt: skip


async def drive_server(
    url: str, requests: list[Request], bodies: dict[str, dict[str, Any]], clients: int
) -> list[Sample]:
    """Closed loop of ``clients`` POSTing /v1/completions; every reply must be a completion."""
    import aiohttp  # noqa: PLC0415  # only the client process needs it

    connector = aiohttp.TCPConnector(limit=clients)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=1800)) as session:

        async def call(request: Request) -> Served:
            started_ms = time.time() * 1000
            async with session.post(f"{url}/v1/completions", json=bodies[request.job_id]) as reply:
                body = await reply.json()
                if reply.status != 200:
                    raise RuntimeError(f"{request.job_id}: HTTP {reply.status}: {str(body)[:300]}")
            usage = body.get("usage") or {}
            return Served(int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0)), started_ms,
                          time.time() * 1000)  # fmt: skip

        run = await drive(call, requests, Pattern("closed", clients=clients), seed=0, on_done=lambda: None)
    return run.samples


def main(argv: list[str]) -> int:
    spec = json.loads(Path(argv[0]).read_text())
    requests = [Request(**r) for r in spec["requests"]]
    samples = asyncio.run(drive_server(spec["url"], requests, spec["bodies"], int(spec["clients"])))
    Path(argv[1]).write_text(json.dumps([s.to_json() for s in samples]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
