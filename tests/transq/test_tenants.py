"""Attacks of one client of a shared queue on another's results (issue 25), run as the
attacker would run them, under the shipped ACL: the attacker holds a producer credential
(its own connection as the `producer` user), the victim is another producer, and the
operator does routine work as `admin`. Each attack counts the foreign results it got
into a victim's hands ("foreign results planted"); the goal is 0."""

# ruff: noqa: F811 - the fixtures are imported from tests.transq.test_acl by name

from __future__ import annotations

import hashlib
import hmac
import json

import redis.asyncio as aioredis

from devtools.redis_server import RedisServer
from producer.client import Client
from producer.documents import parse_document
from producer.documents.pipeline import TranslateOptions, translate_documents
from producer.ops.dlq import DeadLetterQueue
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.ops_helpers import ops_worker_settings, run_cli, served_worker
from tests.transq.test_acl import acl_server, as_role, client_for, passwords, queue, raw, refused  # noqa: F401
from tests.waiting import until
from transq.contract import Lane, Status, make_job
from transq.settings import QueueSettings

SECRET = "Pay the invoice to account 1234."
PLANTED = "Pay the invoice to account 6666 (ATTACKER)."


def _key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _batch(version_head: list[object], texts: list[str]) -> str:
    digest = hashlib.sha256(json.dumps(version_head).encode())
    for key in sorted({_key(t) for t in texts}):
        digest.update(key.encode())
    return "b" + digest.hexdigest()[:24]


def predicted_segment_ids(texts: list[str], source: str, target: str, salt: str) -> tuple[list[str], str]:
    """What an attacker who knows the document derives from the project's source: the
    segment job ids of the unsalted scheme (issue 25), and of the salted one for a batch
    record the attacker creates first with a salt of its own. Returns (ids, that batch)."""
    unsalted = f"{_batch([1, source, target, None], texts)}.{_key(texts[0])}.0"
    salted_batch = _batch([2, "", source, target, None], texts)
    segment = hmac.new(salt.encode(), _key(texts[0]).encode(), hashlib.sha256).hexdigest()[:24]
    return [unsalted, f"{salted_batch}.{segment}.0"], salted_batch


def producer_settings_for(server: RedisServer, queue: QueueSettings) -> ProducerSettings:
    return ProducerSettings(redis=as_role(server, "producer"), queue=queue)


async def test_a_planted_segment_never_reaches_the_victims_document(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    """The attacker knows a sentence of the victim's document, submits its own text under
    every id it can predict for that segment (pre-creating the batch record with its own
    salt, which the producer role may write), and lets a worker finish them; then the
    victim translates the document."""
    keys = queue.keys()
    texts = [SECRET, "Thank you."]
    engine = GatedEngine(open_by_default=True)
    settings = ops_worker_settings(acl_server.url, queue, grace_period_s=0)
    async with (
        Client.from_settings(producer_settings_for(acl_server, queue)) as attacker,
        Client.from_settings(producer_settings_for(acl_server, queue)) as victim,
        served_worker(client_for(acl_server, "worker", raw), settings, engine),
    ):
        ids, batch = predicted_segment_ids(texts, "en", "de", salt="0" * 32)
        await attacker.redis.hset(keys.batch(batch), "salt", "0" * 32)
        planted = [make_job(job_id=i, text=PLANTED, source_lang="en", target_lang="de", priority="batch") for i in ids]
        await attacker.submit_many(planted)
        done = await attacker.wait_many(ids, timeout_s=10)
        assert {r.translation for r in done.values()} == {PLANTED.upper()}, "the planted jobs ran"
        document = parse_document("\n\n".join(texts).encode() + b"\n", "text", name="invoice.txt")
        options = TranslateOptions(target_lang="de", source_lang="en", timeout_s=20)
        report = await translate_documents(victim, [document], options)
    output = (report.outcomes[0].data or b"").decode()
    foreign = output.count("ATTACKER")
    print(f"\nplanted document segment: foreign results planted: {foreign}")
    assert foreign == 0, output
    assert report.ok and output == "PAY THE INVOICE TO ACCOUNT 1234.\n\nTHANK YOU.\n"


async def test_an_admins_routine_requeue_keeps_a_finished_result(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    """The attacker adds an entry naming the victim's finished job with a payload for the
    wrong lane; the worker dead-letters it (invalid_job) without failing the job. The
    operator's routine `dlq requeue --all --yes` must leave the victim's result alone and
    say why the entry was not requeued."""
    keys = queue.keys()
    engine = GatedEngine(open_by_default=True)
    settings = ops_worker_settings(acl_server.url, queue, grace_period_s=0)
    worker_redis = client_for(acl_server, "worker", raw)
    async with Client.from_settings(producer_settings_for(acl_server, queue)) as victim:
        job = make_job(text="real work", target_lang="de")
        await victim.submit(job)
        async with served_worker(worker_redis, settings, engine):
            assert (await victim.wait(job.job_id, timeout_s=10)).translation == "REAL WORK"
            attacker = client_for(acl_server, "producer", raw)
            wrong_lane = make_job(job_id=job.job_id, text="evil", target_lang="de", priority="batch").to_wire()
            await attacker.xadd(keys.stream(Lane.INTERACTIVE), {"job": wrong_lane, "id": job.job_id})
            await until(lambda: victim.redis.xlen(keys.dead), 10, "the attacker's entry to be dead-lettered")
            requeued = await run_cli(
                acl_server.url, keys, "dlq", "requeue", "--all", "--yes",
                env={"TRANSQ_REDIS__USERNAME": "admin", "TRANSQ_REDIS__PASSWORD": passwords()["admin"]},
            )  # fmt: skip
            assert requeued.rc == 0, requeued.err
            # Whatever was put back has run or been refused by now (the lanes are empty).
            await until(lambda: _lanes_empty(victim.redis, queue), 10, "the lanes to drain")
        result = await victim.get(job.job_id)
    foreign = int((result.status, result.translation) != (Status.SUCCEEDED, "REAL WORK"))
    print(f"\nrequeue of a foreign dead letter: foreign results planted: {foreign}")
    assert foreign == 0, result
    assert requeued.out == "requeued 0 jobs; skipped 1\n"
    assert "can never run (invalid_job)" in requeued.err and "purge it" in requeued.err
    assert await DeadLetterQueue(client_for(acl_server, "admin", raw), keys).count() == 1, "left for review"


async def _lanes_empty(redis: aioredis.Redis, queue: QueueSettings) -> bool:
    keys = queue.keys()
    return sum([await redis.xlen(keys.stream(lane)) for lane in Lane]) == 0


async def test_queue_rules_are_the_operators_to_change(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    """A producer credential could switch durable submit off or lift the backlog limit for
    every producer of the queue; only `admin` may change the rules, everyone reads them."""
    keys = queue.keys()
    producer_env = {"TRANSQ_REDIS__USERNAME": "producer", "TRANSQ_REDIS__PASSWORD": passwords()["producer"]}
    admin_env = {"TRANSQ_REDIS__USERNAME": "admin", "TRANSQ_REDIS__PASSWORD": passwords()["admin"]}
    set_by_admin = await run_cli(acl_server.url, keys, "queue-config", "--max-backlog", "5", env=admin_env)
    assert set_by_admin.rc == 0, set_by_admin.err
    lifted = await run_cli(acl_server.url, keys, "queue-config", "--max-backlog", "0", env=producer_env)
    assert lifted.rc == 7 and "permission denied for user 'producer'" in lifted.err, lifted.err
    assert "queue rules are changed as the Redis user 'admin'" in lifted.err and lifted.err.count("\n") == 1
    producer = client_for(acl_server, "producer", raw)
    await refused(producer, "HSET", keys.config, "durable_submit", "0")
    await refused(producer, "HDEL", keys.config, "max_backlog")
    await refused(producer, "DEL", keys.config)
    shown = await run_cli(acl_server.url, keys, "queue-config", "--json", env=producer_env)
    assert shown.rc == 0 and json.loads(shown.out)["max_backlog"] == 5, shown.err
