"""The wire contract on its own: round trips and every rejection, with its message."""

from __future__ import annotations

import json
from typing import Any

import pytest

from transq.contract import Job, Lane, Limits, Result, Status, decode_job, decode_result, epoch_ms, make_job
from transq.errors import InvalidJob, MalformedEntry
from transq.keys import Keys


def test_job_round_trips_through_json() -> None:
    job = make_job(
        text="Hello,\n\tworld",
        source_lang="en",
        target_lang="pt-BR",
        priority="batch",
        deadline_ms=1_900_000_000_000,
        max_output_tokens=64,
        metadata={"doc": "42"},
    )
    again = decode_job(job.to_wire())
    assert again == job
    assert again.priority is Lane.BATCH
    assert json.loads(job.to_wire())["schema_version"] == 1


def test_job_id_defaults_to_a_fresh_uuid_and_keeps_a_given_one() -> None:
    a, b = make_job(text="x", target_lang="de"), make_job(text="x", target_lang="de")
    assert a.job_id != b.job_id and len(a.job_id) == 32
    assert make_job(text="x", target_lang="de", job_id="order-7:line-3").job_id == "order-7:line-3"


def test_result_derives_durations() -> None:
    r = Result(job_id="j", status=Status.SUCCEEDED, enqueued_ms=1000, started_ms=1250, finished_ms=2000)
    assert (r.queue_wait_ms, r.engine_ms, r.total_ms) == (250, 750, 1000)
    wire = json.loads(r.to_wire())
    assert wire["queue_wait_ms"] == 250 and wire["total_ms"] == 1000
    assert decode_result(r.to_wire()) == r


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"text": ""}, "text is empty"),
        ({"text": " \n\t "}, "only whitespace/invisible"),
        ({"text": "\u200b\u200d\ufeff\u00a0\u2060"}, "only whitespace/invisible"),
        ({"text": "x" * 8001}, "limit is 8000"),
        ({"text": "a\x00b"}, "U+0000"),
        ({"text": "a\x1bb"}, "U+001B"),
        ({"text": "a\rb"}, "U+000D"),
        ({"text": "bad \ud800 surrogate"}, "not valid UTF-8"),
        ({"target_lang": "german"}, "not a BCP-47"),
        ({"target_lang": "auto"}, "not a BCP-47"),
        ({"source_lang": "e"}, "not a BCP-47"),
        ({"target_lang": "de\n"}, "not a BCP-47"),
        ({"target_lang": "xx"}, "not a BCP-47"),
        ({"target_lang": "en_US"}, "not a BCP-47"),
        ({"source_lang": "en", "target_lang": "EN"}, "same language"),
        ({"source_lang": "pt-br", "target_lang": "pt-BR"}, "same language"),
        ({"job_id": "job-1\n"}, "job_id must be"),
        ({"job_id": ""}, "job_id must be"),
        ({"metadata": {"k": "a\x00b"}}, "U+0000"),
        ({"metadata": {"k\n": "v"}}, "U+000A"),
        ({"deadline_ms": 1_000}, "in the past"),
        ({"priority": "urgent"}, "priority"),
        ({"job_id": "has space"}, "job_id must be"),
        ({"job_id": "x" * 129}, "job_id must be"),
        ({"metadata": {"k": "v" * 1100}}, "metadata is"),
        ({"max_output_tokens": 0}, "max_output_tokens"),
        ({"max_output_tokens": 100_000}, "above the limit"),
        ({"deadline_ms": -5}, "deadline_ms"),
        ({"unexpected": 1}, "unexpected"),
    ],
)
def test_invalid_jobs_are_rejected_with_a_clear_message(fields: dict[str, Any], message: str) -> None:
    base: dict[str, Any] = {"text": "Hello", "target_lang": "de"}  # Any: fields are wrong on purpose
    with pytest.raises(InvalidJob) as info:
        make_job(**(base | fields))
    text = str(info.value)
    assert message in text
    assert "\n" not in text, "errors are one line"


def test_deadline_allows_a_little_clock_skew() -> None:
    now = epoch_ms()
    assert make_job(text="x", target_lang="de", deadline_ms=now - 500).deadline_ms == now - 500
    with pytest.raises(InvalidJob, match="in the past"):
        make_job(Limits(deadline_skew_ms=0), text="x", target_lang="de", deadline_ms=now - 500)
    # Off the wire a past deadline is no contract breach: the job waited too long and
    # the worker ends it "expired".
    late = make_job(text="x", target_lang="de").model_copy(update={"deadline_ms": 1_000})
    assert decode_job(late.to_wire()).deadline_ms == 1_000


def test_different_regions_are_different_targets() -> None:
    assert make_job(text="color", source_lang="en-US", target_lang="en-GB").target_lang == "en-GB"
    assert make_job(text="x", source_lang="auto", target_lang="de").source_lang == "auto"


def test_limits_come_from_settings() -> None:
    tight = Limits(max_text_chars=5, allowed_languages=frozenset({"de", "fr"}))
    with pytest.raises(InvalidJob, match="limit is 5"):
        make_job(tight, text="123456", target_lang="de")
    with pytest.raises(InvalidJob, match="allow-list"):
        make_job(tight, text="hi", target_lang="es")
    assert make_job(tight, text="hi", target_lang="de-AT").target_lang == "de-AT"


def test_whole_entry_limit() -> None:
    small = Limits(max_entry_bytes=200)
    with pytest.raises(InvalidJob, match="bytes as JSON; the limit is 200"):
        make_job(small, text="y" * 190, target_lang="de")


def test_whole_entry_limit_on_the_wire_counts_the_entry_as_sent() -> None:
    """A job read off a stream is measured by its entry's own bytes (padding included, which
    a re-serialization would drop), and refused with the same one-line reason."""
    small = Limits(max_entry_bytes=300)
    fits = make_job(text="y" * 20, target_lang="de").to_wire()
    assert len(fits) < 300
    assert decode_job(fits, small).text == "y" * 20
    padded = fits[:-1] + b" " * (301 - len(fits)) + b"}"
    assert json.loads(padded) == json.loads(fits)
    with pytest.raises(MalformedEntry, match=r"^malformed job: job: the job is 301 bytes as JSON; the limit is 300$"):
        decode_job(padded, small)
    with pytest.raises(MalformedEntry, match="the job is 301 bytes"):
        decode_job(padded.decode(), small)


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"not json", "malformed job"),
        (b"[]", "malformed job"),
        (
            json.dumps({"schema_version": 2, "text": "x", "target_lang": "de", "job_id": "a"}),
            "unknown schema_version 2",
        ),
        (json.dumps({"schema_version": 1, "text": "x", "target_lang": "de"}), "job_id"),
        (json.dumps({"schema_version": 1, "job_id": "a", "text": 5, "target_lang": "de"}), "text"),
        (json.dumps({"schema_version": 1, "job_id": "a\n", "text": "x", "target_lang": "de"}), "job_id"),
    ],
)
def test_malformed_wire_jobs_raise_malformed_entry(raw: bytes | str, message: str) -> None:
    with pytest.raises(MalformedEntry, match=message):
        decode_job(raw)


def test_keys_share_one_hash_tag() -> None:
    keys = Keys(namespace="ns", queue="q1")
    names = [*keys.streams().values(), keys.job("a"), keys.done("a"), keys.dead, keys.worker("w"), keys.cancel_channel]
    assert all("{q1}" in name and name.startswith("ns:") for name in names)
    with pytest.raises(ValueError, match="must match"):
        Keys(queue="bad{tag}")


def test_job_is_immutable() -> None:
    job = make_job(text="x", target_lang="de")
    with pytest.raises(ValueError, match="frozen"):
        job.text = "y"  # type: ignore[misc]
    assert isinstance(job, Job)


def test_stream_is_on_the_wire_only_when_asked() -> None:
    plain = make_job(text="Hallo", target_lang="en")
    streaming = make_job(text="Hallo", target_lang="en", stream=True)
    assert b'"stream"' not in plain.to_wire() and b'"stream":true' in streaming.to_wire()
    assert decode_job(streaming.to_wire()).stream is True and decode_job(plain.to_wire()).stream is False
    with pytest.raises(MalformedEntry, match="stream"):
        decode_job(plain.to_wire().replace(b'"metadata"', b'"stream":"yes","metadata"'))
