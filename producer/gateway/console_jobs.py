"""The console's job pages (admin keys): look a job up by id, a filtered and paged list of
every job (the job index, producer.ops.jobs, so jobs sent by the CLI or the Python client
show too), a job's detail with a retry button, and charts of the last hour.

Retry runs on the gateway's admin Redis connection only (gateway.admin_redis), as requeue
and purge do: it deletes a stored result, which the `producer` user may not (who may retry:
an admin API key on a gateway that has that connection; docs/console.md).
"""

from __future__ import annotations

import time
from urllib.parse import quote, urlencode

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from redis.exceptions import RedisError

from producer.gateway.charts import Chart
from producer.gateway.console import _admin, _login, _refusal, templates
from producer.gateway.settings import ADMIN_REDIS_HINT
from producer.gateway.state import State
from producer.ops import History, JobFilter, JobIndex, JobRetry, parse_statuses, read_history
from transq.contract import Lane, Status, epoch_ms
from transq.errors import CannotRetry, JobNotFound

router = APIRouter(prefix="/console", include_in_schema=False)
PAGE = 50
SINCE_S = {"": None, "15m": 900, "1h": 3600, "6h": 6 * 3600, "24h": 24 * 3600}


def _detail_url(job_id: str, notice: str = "") -> str:
    return f"/console/jobs/{quote(job_id, safe='')}" + (f"?{urlencode({'notice': notice})}" if notice else "")


@router.get("/jobs", response_class=HTMLResponse)
async def job_list(request: Request, state: State) -> Response:
    if await _admin(state, request) is None:
        return _login(request)
    q = request.query_params
    if job_id := q.get("id", "").strip():  # the lookup box: straight to the job
        return RedirectResponse(_detail_url(job_id), status_code=303)
    try:
        statuses = parse_statuses(q.get("status", ""))
    except ValueError as exc:
        statuses, problem = frozenset(), str(exc)
    else:
        problem = ""
    since_s = SINCE_S.get(q.get("since", ""))
    flt = JobFilter(
        statuses=statuses,
        lane=q.get("lane", ""),
        owner=q.get("owner", "").strip(),
        error_code=q.get("code", "").strip(),
        since_ms=epoch_ms() - since_s * 1000 if since_s else None,
    )
    page = await JobIndex(state.redis, state.client.keys).page(flt, PAGE, q.get("cursor") or None)
    more = {k: v for k, v in q.items() if k != "cursor"} | {"cursor": page.next_cursor or ""}
    context = {
        "page": page, "query": dict(q), "problem": problem, "statuses": [s.value for s in Status],
        "lanes": [lane.value for lane in Lane], "since_options": list(SINCE_S), "now_ms": epoch_ms(),
        "next_url": f"/console/jobs?{urlencode(more)}" if page.next_cursor and page.rows else "",
    }  # fmt: skip
    return templates.TemplateResponse(request, "jobs.html", context)


@router.get("/jobs/{job_id}", response_class=HTMLResponse)
async def job_detail(job_id: str, request: Request, state: State, notice: str = "") -> Response:
    if await _admin(state, request) is None:
        return _login(request)
    keys = state.client.keys
    row = await JobIndex(state.redis, keys).find(job_id)
    if row is None:
        context: dict[str, object] = {"job_id": job_id, "message": str(JobNotFound(job_id))}
        return templates.TemplateResponse(request, "job_missing.html", context, status_code=404)
    why_not = await JobRetry(state.redis, keys, state.settings.queue.limits).why_not(job_id)
    if not why_not and state.admin_redis is None:
        why_not = ADMIN_REDIS_HINT
    context = {"row": row, "r": row.result, "notice": notice, "why_not": why_not, "now_ms": epoch_ms()}
    return templates.TemplateResponse(request, "job.html", context)


@router.post("/jobs/{job_id}/retry")
async def retry(job_id: str, request: Request, state: State) -> Response:
    if await _admin(state, request) is None:
        return _login(request, status=401)
    if state.admin_redis is None:
        return RedirectResponse(_detail_url(job_id, f"not retried: {ADMIN_REDIS_HINT}"), status_code=303)
    retrying = JobRetry(state.admin_redis, state.client.keys, state.settings.queue.limits)
    try:
        done = await retrying.retry(job_id)
    except (CannotRetry, JobNotFound) as exc:
        return RedirectResponse(_detail_url(job_id, f"not retried: {exc}"), status_code=303)
    except (RedisError, OSError) as exc:
        return RedirectResponse(_detail_url(job_id, f"not retried: {_refusal(exc, retrying.redis)}"), 303)
    notice = f"retrying job {done.job_id}: queued again (attempts so far {done.attempts_before})"
    return RedirectResponse(_detail_url(job_id, notice), status_code=303)


@router.get("/charts", response_class=HTMLResponse)
async def charts(request: Request, state: State) -> Response:
    if await _admin(state, request) is None:
        return _login(request)
    history = await read_history(state.redis, state.client.keys, time.time())
    context = {"charts": _charts(history), "failures": history.failures_by_code()}
    return templates.TemplateResponse(request, "charts.html", context)


def _charts(history: History) -> list[Chart]:
    series = history.series()
    backlog = {name: values for name, values in series.items() if name.startswith("backlog")}
    return [
        Chart("Throughput", "jobs/min", {"ended": series["ended"], "submitted": series["submitted"]}),
        Chart("Latency, enqueue to end", "ms", {k: series[k] for k in ("p50_ms", "p95_ms", "p99_ms")}),
        Chart("Backlog (sampled when a job ends)", "jobs", backlog or {"no samples": []}),
        Chart("Failures", "jobs/min", {"not succeeded": series["failed"]}),
    ]
