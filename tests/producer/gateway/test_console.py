"""The web console in a real browser: Debian's headless Chromium, driven by Selenium
through chromedriver. Sign in with an admin key, see a submitted job appear, requeue a
dead letter (confirming the dialog). Screenshots go to .data/artifacts/ (git-ignored).

Skipped, saying why, when chromium or chromedriver is missing (scripts/setup.sh
installs both from Debian's packages)."""

# ruff: noqa: F811 - the fixtures are imported from tests.gateway_support by name

from __future__ import annotations

import asyncio
import shutil
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis

from devtools.redis_server import REPO
from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.gateway_support import served  # noqa: F401 - fixtures
from transq.contract import ErrorInfo, Lane, Result, Status
from worker.redis.stream import JobStream

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

ARTIFACTS = REPO / ".data" / "artifacts"
CHROME_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-dev-shm-usage", "--window-size=1280,1400",
)  # fmt: skip


@pytest.fixture
def served_options(redis_url: str) -> dict[str, object]:
    """The console's requeue and purge run on the gateway's admin connection; this test
    Redis has no ACL, so it is the same server and user (tests/producer/gateway/test_acl.py runs
    both connections under the shipped roles)."""
    return {"admin_redis": {"url": redis_url}}


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    binary, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not binary or not driver:
        pytest.skip("chromium and chromium-driver are not installed (scripts/setup.sh installs them)")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in (*CHROME_FLAGS, f"--user-data-dir={tmp_path / 'chromium'}"):
        options.add_argument(flag)
    chrome = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=driver))
    try:
        yield chrome
    finally:
        chrome.quit()


async def _in_thread(fn: Callable[..., Any], *args: Any) -> Any:
    """Selenium blocks; the gateway serves on this test's event loop meanwhile."""
    return await asyncio.to_thread(fn, *args)


def _shot(browser: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / f"console-{name}.png"))


def _wait_for_text(browser: Any, css: str, text: str) -> None:
    WebDriverWait(browser, 15).until(expected_conditions.text_to_be_present_in_element((By.CSS_SELECTOR, css), text))


async def _dead_letter_one(redis: aioredis.Redis, settings: ProducerSettings, http: httpx.AsyncClient,
                           auth: dict[str, str]) -> str:  # fmt: skip
    """A job submitted over HTTP and dead-lettered by the worker's own stream code."""
    job_id = f"dead-{uuid.uuid4().hex[:6]}"
    await http.post("/v1/jobs", json={"text": "poison", "target_lang": "de", "job_id": job_id}, headers=auth)
    stream = JobStream(redis, settings.queue.keys(), "w-console", 60)
    [delivery] = await stream.read(Lane.INTERACTIVE, 1)
    failed = Result(job_id=job_id, status=Status.FAILED, error=ErrorInfo(code="poison", message="test"))
    await stream.dead_letter(delivery, "delivered too often", failed)
    return job_id


async def test_console_shows_jobs_and_requeues_a_dead_letter(
    served: str, browser: Any, redis: aioredis.Redis, producer_settings: ProducerSettings
) -> None:
    store = KeyStore(redis, producer_settings.queue.keys())
    admin_key, _ = await store.create("ops", Role.ADMIN)
    auth = {"Authorization": f"Bearer {admin_key}"}
    async with httpx.AsyncClient(base_url=served) as http:
        dead_job = await _dead_letter_one(redis, producer_settings, http, auth)
        await _in_thread(browser.get, f"{served}/console")
        await _in_thread(browser.find_element(By.ID, "key").send_keys, admin_key)
        await _in_thread(browser.find_element(By.ID, "sign-in").click)
        await _in_thread(_wait_for_text, browser, "#dead", dead_job)
        fresh = await http.post(
            "/v1/jobs", json={"text": "Hello", "target_lang": "fr", "job_id": "seen-1"}, headers=auth
        )
        assert fresh.status_code == 201
        await _in_thread(_wait_for_text, browser, "#jobs", "seen-1")  # the page refreshes itself
        await _in_thread(_shot, browser, "jobs")
        button = browser.find_element(By.CSS_SELECTOR, f'tr[data-dead="{dead_job}"] button.requeue')
        await _in_thread(button.click)
        alert = await _in_thread(WebDriverWait(browser, 10).until, expected_conditions.alert_is_present())
        assert dead_job in alert.text
        await _in_thread(alert.accept)
        await _in_thread(_wait_for_text, browser, "#notice", f"requeued job {dead_job}")
        await _in_thread(_shot, browser, "requeued")
    keys = producer_settings.queue.keys()
    assert await redis.hget(keys.job(dead_job), "status") == b"queued"
    assert await redis.xlen(keys.dead) == 0


async def test_console_refuses_keys_that_are_not_admin(served: str, redis: aioredis.Redis,
                                                       producer_settings: ProducerSettings) -> None:  # fmt: skip
    key, _ = await KeyStore(redis, producer_settings.queue.keys()).create("acme", Role.SUBMIT)
    async with httpx.AsyncClient(base_url=served) as http:
        page = await http.get("/console")
        assert page.status_code == 200 and "Admin API key" in page.text
        refused = await http.post("/console/login", data={"key": key})
        assert refused.status_code == 403 and "not an admin key" in refused.text
        http.cookies.set("transq_key", key)  # a non-admin key in the cookie changes nothing
        forged = await http.post("/console/dlq/purge")
        assert forged.status_code == 401
