"""Sample workloads (worker.sizing) as the load driver's requests (bench.harness.drive):
what the journey and the pairs suites send."""

from __future__ import annotations

from bench.harness.drive import Request
from worker.sizing import Workload


def requests_of(workload: Workload) -> list[Request]:
    return [
        Request(job.job_id, job.text, job.source_lang, job.target_lang, tokens)
        for job, tokens in zip(workload.jobs, workload.source_tokens, strict=True)
    ]
