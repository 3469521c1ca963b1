"""The console answers "what happened to job X" for a job submitted with the CLI, and its
retry ends in a new attempt run by a worker: Debian's headless Chromium, driven by
Selenium, against a served gateway and an in-process worker. Screenshots go to
.data/artifacts/console-*.png (docs/console.md shows copies).

Skipped, saying why, when chromium or chromedriver is missing."""

# ruff: noqa: F811 - the fixtures are imported by name

from __future__ import annotations

from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis

from producer.client import Client
from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.gateway_support import served  # noqa: F401 - fixtures
from tests.ops_helpers import ops_worker_settings, run_cli, served_worker
from tests.producer.gateway.test_console import _in_thread, _shot, _wait_for_text, browser  # noqa: F401
from transq.contract import Status

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@pytest.fixture
def served_options(redis_url: str) -> dict[str, object]:
    """Retry runs on the gateway's admin connection (this test Redis has no ACL: the same
    server and user; tests/transq/test_acl.py runs retry under the shipped roles)."""
    return {"admin_redis": {"url": redis_url}}


def _sign_in(browser: Any, base: str, key: str) -> None:
    browser.get(f"{base}/console")
    browser.find_element(By.ID, "key").send_keys(key)
    browser.find_element(By.ID, "sign-in").click()
    WebDriverWait(browser, 15).until(expected_conditions.presence_of_element_located((By.ID, "lookup-id")))


def _look_up(browser: Any, job_id: str) -> None:
    browser.find_element(By.ID, "lookup-id").send_keys(job_id)
    browser.find_element(By.ID, "lookup-go").click()
    WebDriverWait(browser, 15).until(expected_conditions.presence_of_element_located((By.ID, "job-id")))


def _retry_and_confirm(browser: Any) -> str:
    browser.find_element(By.ID, "retry").click()
    alert = WebDriverWait(browser, 10).until(expected_conditions.alert_is_present())
    question = str(alert.text)
    alert.accept()
    return question


async def test_console_answers_what_happened_to_a_cli_job_and_retries_it(
    served: str, browser: Any, redis_url: str, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    keys = producer_settings.queue.keys()
    admin_key, _ = await KeyStore(redis, keys).create("ops", Role.ADMIN)
    engine = GatedEngine(open_by_default=True, reject_output={"Our secret launch plan": "prompt_leak"})
    for job_id, text in (("ok-1", "Good morning"), ("cli-x", "Our secret launch plan")):
        sent = await run_cli(redis_url, keys, "submit", text, "--to", "de", "--id", job_id)
        assert sent.rc == 0, sent.err
    async with served_worker(redis, ops_worker_settings(redis_url, producer_settings.queue), engine):
        async with Client.from_settings(producer_settings) as client:
            assert (await client.wait("cli-x", timeout_s=20)).status is Status.FAILED
            await client.wait("ok-1", timeout_s=20)
        await _in_thread(_sign_in, browser, served, admin_key)
        await _in_thread(_wait_for_text, browser, "#jobs", "cli-x")  # CLI jobs are listed too
        await _in_thread(_shot, browser, "home")
        await _in_thread(_look_up, browser, "cli-x")
        await _in_thread(_wait_for_text, browser, "#status", "failed")
        await _in_thread(_wait_for_text, browser, "#error", "prompt_leak")
        assert (await _in_thread(browser.find_element, By.ID, "attempts")).text == "1"
        assert (await _in_thread(browser.find_element, By.ID, "worker")).text == "w-ops"
        assert "secret" not in browser.page_source  # a masked preview, never the text
        await _in_thread(_wait_for_text, browser, "#preview", "O•• s••••• l•••••")
        await _in_thread(_shot, browser, "job-failed")
        engine.reject_output.clear()  # the cause is fixed; the operator retries
        assert "cli-x" in await _in_thread(_retry_and_confirm, browser)
        await _in_thread(_wait_for_text, browser, "#notice", "retrying job cli-x")
        async with Client.from_settings(producer_settings) as client:
            done = await client.wait("cli-x", timeout_s=20)
        assert done.status is Status.SUCCEEDED and done.attempts == 2
        await _in_thread(browser.get, f"{served}/console/jobs/cli-x")
        await _in_thread(_wait_for_text, browser, "#status", "succeeded")
        assert (await _in_thread(browser.find_element, By.ID, "attempts")).text == "2"
        assert (await _in_thread(browser.find_element, By.ID, "retries")).text == "1"
        await _in_thread(_shot, browser, "job-retried")
        await _in_thread(browser.get, f"{served}/console/jobs?status=succeeded&lane=interactive")
        await _in_thread(_wait_for_text, browser, "#jobs", "ok-1")
        await _in_thread(_shot, browser, "job-list")
        await _in_thread(browser.get, f"{served}/console/charts")
        await _in_thread(_wait_for_text, browser, "#failures", "prompt_leak")
        charts = await _in_thread(browser.find_elements, By.CSS_SELECTOR, "svg.chart polyline, svg.chart circle")
        assert charts, "the charts drew no line"
        await _in_thread(_shot, browser, "charts")


async def test_retry_needs_an_admin_key_and_refuses_what_cannot_run(
    served: str, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    keys = producer_settings.queue.keys()
    store = KeyStore(redis, keys)
    submitter, _ = await store.create("acme", Role.SUBMIT)
    admin, _ = await store.create("ops", Role.ADMIN)
    async with httpx.AsyncClient(base_url=served) as http:
        created = await http.post("/v1/jobs", json={"text": "Hi", "target_lang": "de", "job_id": "gw-1"},
                                  headers={"Authorization": f"Bearer {submitter}"})  # fmt: skip
        assert created.status_code == 201
        http.cookies.set("transq_key", submitter)
        assert (await http.post("/console/jobs/gw-1/retry")).status_code == 401
        http.cookies.set("transq_key", admin)
        refused = await http.post("/console/jobs/gw-1/retry", follow_redirects=True)
        assert "not retried: job gw-1 is queued: only failed or expired jobs can be retried" in refused.text
        owned = await http.get("/console/jobs", params={"owner": "acme"})
        assert 'data-job="gw-1"' in owned.text
        missing = await http.get("/console/jobs", params={"id": "nope"}, follow_redirects=True)
        assert missing.status_code == 404 and "not found" in missing.text
