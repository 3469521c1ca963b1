"""The baselines' worker process: one synchronous ``vllm.LLM`` engine fed over IPC queues.

This is the design the project replaced (docs/benchmarks.md, "The journey"): a front
process pickles each request onto a ``multiprocessing`` queue; worker processes, each
owning its own engine, take requests off it. Two modes:

- ``batch_max == 1``: one request at a time (the multiprocessing baseline);
- ``batch_max > 1``: static batching: collect up to ``batch_max`` requests or until
  ``batch_wait_ms`` after the first, then run them as one ``generate`` call; every result
  of the batch is returned when the whole batch is done.

Prompts and SamplingParams come from the worker's own ``RequestBuilder``, with the same
EngineSettings, so the engine sees the same work as in every other system. Runs in a
spawned process: only picklable arguments, and vLLM is imported here, never in the parent.
"""

from __future__ import annotations

import multiprocessing as mp
import queue
import time
import traceback
from typing import Any

# Messages on the response queue: (kind, payload).
READY, FAILED, DONE = "ready", "failed", "done"
STOP = None  # on the request queue: leave


def serve(
    engine_settings: dict[str, Any],
    requests: mp.Queue[Any],
    responses: mp.Queue[Any],
    batch_max: int,
    batch_wait_ms: float,
) -> None:
    """Process entry point: load, warm up, say ready, then serve until STOP."""
    try:
        llm, builder = _load(engine_settings)
    except Exception:  # whatever broke the load, the parent must hear of it
        responses.put((FAILED, traceback.format_exc()))
        return
    responses.put((READY, None))
    while (batch := _next_batch(requests, batch_max, batch_wait_ms)) is not None:
        for done in _run(llm, builder, batch):
            responses.put((DONE, done))
    # vLLM's finalizers stop its engine core at exit; the parent kills what is left.


def _load(engine_settings: dict[str, Any]) -> tuple[Any, Any]:
    from vllm import LLM  # noqa: PLC0415  # the parent process never imports vLLM

    from worker.engines.protocol import TranslationRequest  # noqa: PLC0415
    from worker.engines.vllm.config import apply_engine_env, engine_kwargs, resolve_model  # noqa: PLC0415
    from worker.engines.vllm.request import RequestBuilder  # noqa: PLC0415
    from worker.prompts.profiles import load_profile  # noqa: PLC0415
    from worker.settings import EngineSettings  # noqa: PLC0415

    settings = EngineSettings.model_validate(engine_settings)
    apply_engine_env(settings)
    llm = LLM(**engine_kwargs(settings, resolve_model(settings.model)))
    max_model_len = int(llm.llm_engine.model_config.max_model_len)
    builder = RequestBuilder(settings, load_profile(settings.prompt_profile), llm.get_tokenizer(), max_model_len)
    warm = TranslationRequest("warmup", settings.warmup_text, "en", "de", max_output_tokens=8)
    _generate(llm, [builder.build(warm)])
    return llm, builder


def _next_batch(requests: mp.Queue[Any], batch_max: int, batch_wait_ms: float) -> list[tuple[str, ...]] | None:
    """Block for the first request, then gather more until full or the wait is over."""
    first = requests.get()
    if first is STOP:
        return None
    batch = [first]
    deadline = time.monotonic() + batch_wait_ms / 1000
    while len(batch) < batch_max:
        left_s = deadline - time.monotonic()
        if left_s <= 0:
            break
        try:
            item = requests.get(timeout=left_s)
        except queue.Empty:
            break
        if item is STOP:
            requests.put(STOP)  # serve this batch, then leave on the next read
            break
        batch.append(item)
    return batch


def _run(llm: Any, builder: Any, batch: list[tuple[str, ...]]) -> list[tuple[str, int, int, float, float]]:
    from worker.engines.protocol import TranslationRequest  # noqa: PLC0415

    start_ms = time.time() * 1000
    work = [builder.build(TranslationRequest(job_id, text, source, target)) for job_id, text, source, target in batch]
    outputs = _generate(llm, work)
    # The text, as every other system produces it (the response the old front returned).
    for out in outputs:
        builder.decode(out.outputs[0].token_ids)
    end_ms = time.time() * 1000
    return [
        (item[0], len(ids), len(out.outputs[0].token_ids), start_ms, end_ms)
        for item, (ids, _), out in zip(batch, work, outputs, strict=True)
    ]


def _generate(llm: Any, work: list[tuple[list[int], Any]]) -> list[Any]:
    prompts = [{"prompt_token_ids": ids} for ids, _ in work]
    return list(llm.generate(prompts, [params for _, params in work], use_tqdm=False))
