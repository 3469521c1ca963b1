"""``python -m bench quality --refs``: a reference-based score (chrF, sacrebleu) of a real
model through the real worker, per prompt variant (plain, formal, glossary, context) on
the parallel set of bench.quality.refs.

Every sentence goes out once per variant and target language, all jobs at once (as
bench.quality.run sends); the worker runs with the product's default output-check policy, so a
job that fails (e.g. a glossary term missing twice) scores as an empty translation: what a
user gets. Per variant and language: chrF2 (sacrebleu defaults), its 95% bootstrap
interval, and sacrebleu's paired bootstrap test against the plain prompt (the same
sentences, so the difference is judged per sentence, not by two overlapping intervals).
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import time
import uuid
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from sacrebleu.metrics.chrf import CHRF
from sacrebleu.significance import PairedTest, Result

from bench.harness import model_worker
from bench.harness.progress import bar_factory, make_progress
from bench.harness.report import stamped_path, write_json_at
from bench.harness.systems.queue_tools import delete_queue
from bench.quality.refs import load_pairs, provenance, variant
from devtools.redis_server import REPO
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import Status, make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

BOOTSTRAP_SAMPLES = 1000


def run_cli(args: argparse.Namespace, console: Console, redis_url: str) -> int:
    if not (args.model / "config.json").is_file():
        console.print(f"[red]error:[/] no model at {args.model}; run: bash scripts/get-real-model.sh")
        return 2
    results = asyncio.run(run_refs(args, console, redis_url))
    path = write_json_at(stamped_path("quality-refs"), results)
    render(console, results)
    console.print(f"written: {path}")
    return 0


async def run_refs(args: argparse.Namespace, console: Console, redis_url: str) -> dict[str, Any]:
    langs = tuple(args.langs.split(","))
    names = [v for v in args.variants.split(",") if v]
    pairs = load_pairs(args.limit, langs, console.print)
    queue = QueueSettings(namespace="bench", name=f"quality-refs-{uuid.uuid4().hex[:8]}")
    worker = model_worker.start_worker(args, redis_url, queue, REPO / ".data" / "quality-worker.log")
    started = time.monotonic()
    try:
        settings = ProducerSettings(redis=RedisSettings(url=redis_url), queue=queue)
        async with Client.from_settings(settings) as client:
            sent = [(name, pair) for name in names for pair in pairs]
            jobs = [make_job(text=p.source, source_lang="en", target_lang=p.target_lang,
                             **variant(name, p.target_lang, p.source).options) for name, p in sent]  # fmt: skip
            await client.submit_many(jobs)
            with make_progress(console) as progress:
                bar = bar_factory(progress)("loading the model, then translating", len(jobs))
                results = await model_worker.wait_all(client, [j.job_id for j in jobs], args.timeout, bar)
            await delete_queue(client.redis, client.keys)
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.wait(timeout=120)
    rows = []
    for (name, pair), job in zip(sent, jobs, strict=True):
        result = results[job.job_id]
        ok = result.status == Status.SUCCEEDED
        rows.append({"variant": name, "target": pair.target_lang, "source": pair.source,
                     "reference": pair.reference, "output": (result.translation or "") if ok else "",
                     "status": result.status.value, "error": result.error.code if result.error else None,
                     "flags": [f for f in result.flags if f != "cache_hit"]})  # fmt: skip
    return {"suite": "quality-refs", "model": model_worker.shown(args.model), "corpus": provenance(),
            "sentences_per_lang": len(pairs) // len(langs), "langs": list(langs), "metric": "chrF2 (sacrebleu)",
            "wall_s": round(time.monotonic() - started, 1), "scores": score(rows, names, langs),
            "rows": rows}  # fmt: skip


def score(rows: list[dict[str, Any]], names: list[str], langs: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """Per language and pooled ("all"): each variant's chrF, 95% CI, and p against the first variant."""
    out: dict[str, dict[str, Any]] = {}
    for lang in [*langs, "all"]:
        mine = [r for r in rows if lang in ("all", r["target"])]
        per = {n: [r for r in mine if r["variant"] == n] for n in names}
        refs = [[r["reference"] for r in per[names[0]]]]
        systems: list[tuple[str, Sequence[str]]] = [(n, [str(r["output"]) for r in per[n]]) for n in names]
        test = PairedTest(systems, {"chrF": CHRF(references=refs)}, references=None, test_type="bs",
                          n_samples=BOOTSTRAP_SAMPLES)  # fmt: skip
        _signature, table = test()
        results = [r for k, v in table.items() if k != "System" for r in v if isinstance(r, Result)]
        out[lang] = {n: {"chrf": round(r.score, 2), "ci95": round(float(r.ci or 0.0), 2),
                         "p_vs_first": None if r.p_value is None else round(float(r.p_value), 3),
                         "failed": sum(x["status"] == Status.FAILED.value for x in per[n]),
                         "flags": dict(Counter(f for x in per[n] for f in x["flags"]))}
                     for (n, _), r in zip(systems, results, strict=True)}  # fmt: skip
    return out


def render(console: Console, results: dict[str, Any]) -> None:
    table = Table(title=f"chrF2 per prompt variant: {results['sentences_per_lang']} sentences per language "
                        f"({results['wall_s']} s)")  # fmt: skip
    for column in ("lang", "variant", "chrF", "95% CI ±", "Δ vs plain", "p", "failed", "flags"):
        table.add_column(column, justify="left" if column in ("lang", "variant", "flags") else "right")
    for lang, variants in results["scores"].items():
        first = next(iter(variants.values()))["chrf"]
        for name, s in variants.items():
            flags = ", ".join(f"{k} {v}" for k, v in s["flags"].items())
            p = "" if s["p_vs_first"] is None else str(s["p_vs_first"])
            table.add_row(lang, name, f"{s['chrf']:.1f}", f"{s['ci95']:.1f}", f"{s['chrf'] - first:+.1f}", p,
                          str(s["failed"]), flags)  # fmt: skip
    console.print(table)
    console.print(f"corpus: {results['corpus']}")
