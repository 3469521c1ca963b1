"""Translation memory: a finished translation is reused for an identical request.

The key hashes what decides the output: the text, both languages, the model and the
prompt profile (sampling is greedy by default, so the engine would give the same answer
again). Only clean translations are stored: a flagged one (empty, truncated, echoing the
prompt) is never served twice. Entries expire after ``memory.ttl_s``; 0 turns the memory
off. A Redis error here never fails a job: the lookup counts as a miss.
"""

from __future__ import annotations

import hashlib
import json
import logging

import redis.asyncio as aioredis

from producer.connection import UNREACHABLE
from producer.contract import Job
from producer.keys import Keys
from worker import metrics
from worker.engine import Translation

log = logging.getLogger("worker.memory")

CACHE_HIT = "cache_hit"


class TranslationMemory:
    def __init__(self, redis: aioredis.Redis, keys: Keys, *, ttl_s: int, model: str, profile: str) -> None:
        self.redis = redis
        self.keys = keys
        self.ttl_s = ttl_s
        self.model = model
        self.profile = profile

    def key(self, job: Job) -> str:
        identity = json.dumps([1, job.text, job.source_lang, job.target_lang, self.model, self.profile])
        return self.keys.memory(hashlib.sha256(identity.encode()).hexdigest())

    async def recall(self, job: Job) -> Translation | None:
        """The stored translation for this request, flagged ``cache_hit``; None on a miss."""
        try:
            raw = await self.redis.get(self.key(job))
        except UNREACHABLE as exc:
            log.warning("translation memory unreachable (%s); translating job %s", exc, job.job_id)
            raw = None
        metrics.TRANSLATION_MEMORY.labels(result="hit" if raw else "miss").inc()
        if not raw:
            return None
        text = raw.decode() if isinstance(raw, bytes) else str(raw)
        return Translation(text, prompt_tokens=0, completion_tokens=0, finish_reason="stop", flags=(CACHE_HIT,))

    async def remember(self, job: Job, translation: Translation) -> None:
        if translation.flags or not translation.text:
            return
        try:
            await self.redis.set(self.key(job), translation.text, ex=self.ttl_s)
        except UNREACHABLE as exc:
            log.warning("could not store job %s in the translation memory: %s", job.job_id, exc)
