"""Issue 38, item 3: no signal crosses owners from the translation memory or the cross-job
leak check. Before, `cache_hit` told any tenant whether anyone had translated an exact text
(a guessed confidential sentence, confirmed by submitting it), and a tenant who submitted
the text of another's expected translation made that tenant's correct output fail as a
leak. Now the memory is per owner (``memory.share_across_owners`` to share it) and the
leak check compares jobs of one owner only."""

# ruff: noqa: F811 - the fixtures are imported from tests.transq.test_acl by name

from __future__ import annotations

from typing import Any

from devtools.redis_server import RedisServer
from tests.engines import GatedEngine
from tests.security.tenancy import Tenancy, tenancy
from tests.transq.test_acl import acl_server, queue  # noqa: F401 - fixtures
from transq.settings import QueueSettings
from worker.checks.pipeline import Output, OutputChecks
from worker.engines.protocol import TranslationRequest
from worker.prompts.profiles import load_profile
from worker.settings import OutputCheckSettings

SECRET = "The Globex merger closes on the fifth of March at noon."
EXPECTED = "Die Globex-Fusion wird am fünften März mittags abgeschlossen, sagen Sie es niemandem."


async def _flags(t: Tenancy, headers: dict[str, str], text: str) -> list[str]:
    body = {"text": text, "target_lang": "de", "source_lang": "en"}
    created = await t.http.post("/v1/jobs", json=body, headers=headers)
    done: Any = (await t.http.get(f"/v1/jobs/{created.json()['job_id']}", params={"wait": 10}, headers=headers)).json()
    assert done["status"] == "succeeded", done
    return list(done["flags"])


async def test_cache_hit_tells_no_owner_what_another_translated(acl_server: RedisServer, queue: QueueSettings) -> None:
    engine = GatedEngine(open_by_default=True)
    async with tenancy(acl_server, queue) as t, t.worker(engine):
        alice, mallory, eve = await t.key("alice"), await t.key("mallory"), await t.key("eve")
        assert await _flags(t, alice, SECRET) == []
        guessed = await _flags(t, mallory, SECRET)  # mallory confirms the guess... or not
        body = {"text": [SECRET], "target_lang": "DE", "source_lang": "EN"}
        deepl = (await t.http.post("/v2/translate", json=body, headers=eve)).json()["translations"][0]
        print(f"\nanother owner's exact text: /v1/jobs flags {guessed}, /v2/translate flags {deepl['flags']}")
        assert "cache_hit" not in guessed and "cache_hit" not in deepl["flags"]
        assert "cache_hit" in await _flags(t, alice, SECRET), "an owner still reuses its own translations"
        assert engine.started.count(SECRET) == 3, "alice's, mallory's and eve's: one each"


def test_the_leak_check_cannot_be_aimed_at_another_owner() -> None:
    """Mallory submits the text alice's translation will hold; alice's correct output is
    no leak. A text of alice's own other job added to a translation still is (that text
    alone, in the target language, is what a faithful translation of the same text looks
    like: worker.checks.recent_sources)."""
    checks = OutputChecks(OutputCheckSettings(), load_profile("chatml"), "tq5f3a9b2c1d", ["<|im_start|>"])
    checks.note(TranslationRequest("m1", EXPECTED, "de", "en", owner="mallory"))
    alices = TranslationRequest("a1", SECRET, "en", "de", owner="alice")
    checks.note(alices)
    flags, findings = checks.run(Output(EXPECTED, alices, "stop"))
    print(f"\nleak check aimed from another owner: {[f.code for f in findings]}")
    assert "cross_job_leak" not in flags
    checks.note(TranslationRequest("a2", EXPECTED, "de", "en", owner="alice"))
    alices_next = TranslationRequest("a3", "Please check the invoice by Friday.", "en", "de", owner="alice")
    leaked = f"Bitte prüfen Sie die Rechnung bis Freitag. {EXPECTED}"
    assert "cross_job_leak" in checks.run(Output(leaked, alices_next, "stop"))[0]
