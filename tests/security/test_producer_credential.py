"""Issue 38, item 2: a producer credential (a service's; an attacker may hold one) changes
no tenant's state. Before, the `producer` user could HSET document records, HSET/DEL
glossaries, SET owners, INCRBY rate counters, DECRBY usage and trim the job index: a
rewritten document record made the victim download the attacker's text with status done.
Now the gateway has a Redis user of its own (`gateway`) for those writes, and `producer`
keeps what a service needs to submit and read its jobs.

Per key family: ``ACL DRYRUN`` as `producer` (refused) and as `gateway` (allowed: the
gateway still works), then the same write for real as `producer` on the shipped ACL file
(NOPERM, nothing changed). Then the content attacks end to end: the victim's document and
glossary, rewritten by the attacker's producer credential, still give the victim its own."""

# ruff: noqa: F811 - the fixtures are imported from tests.transq.test_acl by name

from __future__ import annotations

import pytest
import redis as sync_redis
from redis.exceptions import NoPermissionError

from devtools.redis_server import RedisServer
from tests.engines import GatedEngine
from tests.security.tenancy import tenancy
from tests.transq.test_acl import acl_server, dryrun_server, queue  # noqa: F401 - fixtures
from tests.waiting import until
from transq.contract import Lane
from transq.keys import Keys
from transq.settings import QueueSettings

_Q = Keys(namespace="transq", queue="dry")
# Family -> writes the gateway makes there (each must stay the gateway's alone).
FAMILIES: dict[str, list[tuple[str, ...]]] = {
    "document": [("HSET", _Q.document("d1"), "data", "ATTACKER"), ("EXPIRE", _Q.document("d1"), "1"),
                 ("LPUSH", _Q.documents, "d1"), ("LTRIM", _Q.documents, "0", "0")],
    "glossary": [("HSET", _Q.glossary("g1"), "entries", "invoice\tATTACKER"), ("DEL", _Q.glossary("g1")),
                 ("SADD", _Q.glossaries("alice"), "g9"), ("SREM", _Q.glossaries("alice"), "g1")],
    "owner": [("SET", _Q.owner("j1"), "mallory"), ("SET", _Q.owner("j1"), "mallory 1-1")],
    "usage": [("DECRBY", _Q.usage("k1", "2026-11"), "1000000"), ("INCRBY", _Q.usage("k1", "2026-11"), "1")],
    "rate": [("INCRBY", _Q.rate("k1"), "1000000"), ("EXPIRE", _Q.rate("k1"), "86400")],
    "index": [("ZADD", _Q.jobs_index, "1", "j1"), ("ZREMRANGEBYRANK", _Q.jobs_index, "0", "-1"),
              ("ZREMRANGEBYSCORE", _Q.jobs_index, "-inf", "+inf")],
    "work limits": [("INCRBY", _Q.work("k1", "jobs"), "1000000"), ("DECRBY", _Q.work("k1", "chars"), "9")],
    "fair share": [("ZADD", _Q.open_jobs("alice", Lane.INTERACTIVE), "1", "x"),
                   ("ZREM", _Q.open_jobs("alice", Lane.INTERACTIVE), "j1")],
    "recent jobs": [("LPUSH", _Q.recent, "j1"), ("LTRIM", _Q.recent, "0", "0")],
}  # fmt: skip


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_dryrun_the_gateway_may_and_a_producer_may_not_change_it(dryrun_server: RedisServer, family: str) -> None:
    with sync_redis.Redis.from_url(dryrun_server.url, decode_responses=True) as admin:
        for command in FAMILIES[family]:
            as_producer = admin.execute_command("ACL", "DRYRUN", "producer", *command)
            assert as_producer != "OK", f"producer may run {' '.join(command)}"
            assert admin.execute_command("ACL", "DRYRUN", "gateway", *command) == "OK", command


async def test_every_family_is_refused_to_a_producer_for_real(acl_server: RedisServer, queue: QueueSettings) -> None:
    async with tenancy(acl_server, queue) as t:
        attacker = t.producer()
        try:
            admitted = []
            for family, commands in FAMILIES.items():
                for command in commands:
                    try:
                        await attacker.execute_command(*command)  # type: ignore[no-untyped-call]
                    except NoPermissionError:
                        continue
                    admitted.append(f"{family}: {' '.join(command)}")
        finally:
            await attacker.aclose()
        print(f"\nproducer writes to tenant state admitted: {len(admitted)}")
        assert admitted == []
        assert [k async for k in t.admin.scan_iter(match=_Q.all_pattern)] == [], "nothing changed"


async def test_a_producer_credential_cannot_change_a_tenants_document_or_glossary(
    acl_server: RedisServer, queue: QueueSettings
) -> None:
    """The attack of the issue, end to end: the victim uploads a document and keeps a
    glossary; the attacker rewrites the document's data, its glossary's terms, its rate
    counter and its usage with a producer credential; the victim's download, its
    glossary-bound translation and its next request are its own."""
    keys = queue.keys()
    engine = GatedEngine(open_by_default=True)
    async with tenancy(acl_server, queue) as t, t.worker(engine):
        victim = await t.key("alice", rate_per_min=100)
        files = {"file": ("invoice.txt", b"Pay the invoice.\n", "text/plain")}
        doc = (await t.http.post("/v1/documents", files=files, data={"target_lang": "de"}, headers=victim)).json()
        terms = {"name": "t", "source_lang": "EN", "target_lang": "DE", "entries": "invoice\tRechnung"}
        glossary_id = (await t.http.post("/v2/glossaries", json=terms, headers=victim)).json()["glossary_id"]
        key_id = victim["Authorization"].split("_")[1]
        attacker, refused = t.producer(), 0
        try:
            for command in (
                ("HSET", keys.document(doc["document_id"]), "data", b"Send the money to 6666 (ATTACKER).\n"),
                ("HSET", keys.glossary(glossary_id), "entries", "invoice\tATTACKER"),
                ("DEL", keys.glossary(glossary_id)),
                ("INCRBY", keys.rate(key_id), 1_000_000),
                ("DECRBY", keys.usage(key_id, "2026-11"), 1_000_000),
            ):
                try:
                    await attacker.execute_command(*command)  # type: ignore[no-untyped-call]
                except NoPermissionError:
                    refused += 1
        finally:
            await attacker.aclose()

        async def done() -> bool:
            status = await t.http.get(f"/v1/documents/{doc['document_id']}", headers=victim)
            return bool(status.json()["status"] == "done")

        await until(done, 20, "the victim's document")
        download = (await t.http.get(f"/v1/documents/{doc['document_id']}/result", headers=victim)).content
        job = {"text": "Pay the invoice.", "source_lang": "en", "target_lang": "de", "glossary_id": glossary_id}
        submitted = await t.http.post("/v1/jobs", json=job, headers=victim)
        entries = (await t.http.get(f"/v2/glossaries/{glossary_id}/entries", headers=victim)).text
    changed = download.count(b"ATTACKER") + int(submitted.status_code != 201) + int(entries != "invoice\tRechnung\n")
    print(f"\nproducer credential on a tenant's content: writes refused {refused} of 5, changes seen {changed}")
    assert download == b"PAY THE INVOICE.\n" and refused == 5
    assert submitted.status_code == 201, submitted.text
    assert changed == 0, entries
