"""Translation memory: a finished translation is reused for an identical request.

The key hashes what decides the output: the text, both languages, the model and the
prompt profile (sampling is greedy by default, so the engine would give the same answer
again), and whose job it is: each owner (``Job.owner``, a gateway tenant; services' jobs
share one more) has a memory of its own unless ``memory.share_across_owners`` is set, so a
``cache_hit`` (or a fast answer) never tells one tenant what another translated. Only
clean translations are stored: a flagged one (empty, truncated, echoing the prompt) is
never served twice. Entries expire after ``memory.ttl_s``; 0 turns the memory
off. A Redis error here never fails a job: the lookup counts as a miss.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence

import redis.asyncio as aioredis

from transq.connection import UNREACHABLE, text_of
from transq.contract import Job
from transq.keys import Keys
from worker import metrics
from worker.engines.protocol import Translation

log = logging.getLogger("worker.redis.memory")

CACHE_HIT = "cache_hit"
# Looked up once: labels() validates, locks and hashes on every call, and this runs per job.
_HIT = metrics.TRANSLATION_MEMORY.labels(result="hit")
_MISS = metrics.TRANSLATION_MEMORY.labels(result="miss")


class TranslationMemory:
    def __init__(
        self, redis: aioredis.Redis, keys: Keys, *, ttl_s: int, model: str, profile: str, shared: bool = False
    ) -> None:
        self.redis = redis
        self.keys = keys
        self.ttl_s = ttl_s
        self.model = model
        self.profile = profile
        self.shared = shared  # memory.share_across_owners

    def key(self, job: Job) -> str:
        # Fields joined by U+001F, which no job text can hold (transq.rules refuses C0
        # controls but tab and newline) and no language tag either, so no two requests
        # share an identity; the model and the profile are this worker's settings, not
        # user input. Cheaper than JSON (~5 -> ~2.5 us, and the worker keys every job);
        # the leading "2" is the scheme's version (1 was JSON).
        identity = "\x1f".join(("2", job.text, job.source_lang, job.target_lang, self.model, self.profile))
        if job.owner and not self.shared:
            # Another owner's memory: owners hold no U+001F (transq.rules). Services' jobs
            # (no owner) keep the key they had, so their memory survives the upgrade.
            identity += "\x1fowner\x1f" + job.owner
        if job.formality or job.glossary or job.context:
            # A formal or glossary-bound request is another translation; JSON here, as these
            # are rare and hold free text (a context may contain U+001F's neighbours).
            options = [job.formality, sorted(job.glossary.items()), job.context]
            identity += "\x1f" + json.dumps(options, ensure_ascii=False)
        return self.keys.memory(hashlib.sha256(identity.encode()).hexdigest())

    async def recall(self, job: Job) -> Translation | None:
        """The stored translation for this request, flagged ``cache_hit``; None on a miss."""
        try:
            raw = await self.redis.get(self.key(job))
        except UNREACHABLE as exc:
            log.warning("translation memory unreachable (%s); translating job %s", exc, job.job_id)
            raw = None
        return self.answer(text_of(raw or b""))

    def answer(self, text: str) -> Translation | None:
        """A stored translation ('' on a miss) as the engine's answer, flagged ``cache_hit``.
        The worker looks the memory up inside its START step (worker.redis.stream)."""
        (_HIT if text else _MISS).inc()
        if not text:
            return None
        return Translation(text, prompt_tokens=0, completion_tokens=0, finish_reason="stop", flags=(CACHE_HIT,))

    def memo(self, job: Job, text: str, flags: Sequence[str], *, key: str | None = None) -> tuple[str, str, int] | None:
        """What to store for this translation (key, text, ttl s), or None: only clean ones.
        The worker stores it inside its FINISH step (worker.redis.stream). ``key``: this job's
        key when already known (the worker computed it for START), so it is hashed once."""
        if flags or not text:
            return None
        return key or self.key(job), text, self.ttl_s

    async def remember(self, job: Job, translation: Translation) -> None:
        memo = self.memo(job, translation.text, translation.flags)
        if memo is None:
            return
        try:
            await self.redis.set(memo[0], memo[1], ex=memo[2])
        except UNREACHABLE as exc:
            log.warning("could not store job %s in the translation memory: %s", job.job_id, exc)
