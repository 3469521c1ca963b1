"""Sample translation jobs whose source lengths are counted with the model's tokenizer.

Two sources: generated texts (``build_workload``) and a file of real ones (``load_texts``).
Generated texts are words of the tiny model's training corpus (several scripts, code,
markdown), so the tokenizer sees what it was built for. Each job draws a target length
uniformly in [min_tokens, max_tokens] and takes the longest run of words that fits it.
Counts are the model tokenizer's, without special tokens: what the worker's VllmEngine
counts when it sets the output budget.

It lives in the worker package because ``python -m worker tune`` needs it and the worker
never imports ``bench``; bench.workload is a thin user of this module.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tokenizers import Tokenizer

from transq.contract import Job, make_job
from transq.errors import ConfigError, InvalidJob
from worker.models.tiny import TINY_MODEL, build_tiny_model
from worker.models.tiny_tokenizer import CORPUS

MIN_TOKENS, MAX_TOKENS = 10, 200
# Words of more tokens than this (whole CJK sentences have no spaces) are left out, so a
# text can always land within a few tokens of its drawn length.
MAX_WORD_TOKENS = 6


@dataclass(frozen=True)
class Workload:
    jobs: list[Job]
    source_tokens: list[int]
    seed: int
    source: str = "generated"  # or the path of the texts file

    def summary(self) -> dict[str, Any]:
        t = self.source_tokens
        return {
            "jobs": len(t),
            "seed": self.seed,
            "source": self.source,
            "source_tokens": {"min": min(t), "mean": round(statistics.fmean(t), 1), "max": max(t), "sum": sum(t)},
        }

    def window(self, start: int, n: int) -> Workload:
        """``n`` jobs from ``start`` on, wrapping around at the end (a texts file shorter
        than a sweep is reused)."""
        picks = [(start + i) % len(self.jobs) for i in range(n)]
        return Workload([self.jobs[i] for i in picks], [self.source_tokens[i] for i in picks], self.seed, self.source)


class TokenCounter:
    """A local model folder's tokenizer.json, read with `tokenizers` (no transformers import)."""

    def __init__(self, model_dir: Path) -> None:
        self._tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))

    def count(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)


class PretrainedTokenCounter(TokenCounter):
    """A Hugging Face model id: its tokenizer through transformers (the HF cache, or a download).

    A subclass, so every caller typed for TokenCounter takes it; it reads no folder, so the
    parent's constructor is deliberately not called.
    """

    def __init__(self, model: str) -> None:
        from transformers import AutoTokenizer  # noqa: PLC0415  # seconds to import; only for hub ids

        self._pretrained = AutoTokenizer.from_pretrained(model)

    def count(self, text: str) -> int:
        return len(self._pretrained.encode(text, add_special_tokens=False))


def model_counter(model: str) -> TokenCounter:
    """Counts with the tokenizer of the model under test: the tiny one, a local folder
    (e.g. a dummy-weight model on a GPU machine), or a Hugging Face id."""
    if model == TINY_MODEL:
        return TokenCounter(build_tiny_model())
    folder = Path(model)
    return TokenCounter(folder) if folder.is_dir() else PretrainedTokenCounter(model)


def vocabulary(counter: TokenCounter) -> dict[str, int]:
    """Corpus word -> its token count after a space (as it sits inside a text)."""
    counts = {w: counter.count(" " + w) for w in sorted(set(CORPUS.split()))}
    return {w: n for w, n in counts.items() if n <= MAX_WORD_TOKENS}


def _prefix_len(words: list[str], vocab: dict[str, int], target: int) -> int:
    """How many words fit ``target`` tokens, from per-word counts: byte-level BPE splits
    at spaces, so a text's count is the sum of its words' counts (the caller verifies)."""
    total = 0
    for k, word in enumerate(words):
        total += vocab[word]
        if total > target:
            return max(k, 1)
    return len(words)


@dataclass(frozen=True)
class _Fitter:
    """Texts of min_tokens..max_tokens tokens, as the model's tokenizer counts them."""

    counter: TokenCounter
    vocab: dict[str, int]
    min_tokens: int
    max_tokens: int

    def _count(self, words: list[str]) -> int:
        return self.counter.count(" ".join(words))

    def text_of(self, words: list[str], target: int) -> tuple[str, int]:
        """The longest prefix of ``words`` with at most ``target`` tokens, lengthened if it
        fell under min_tokens; the count returned is the tokenizer's own."""
        k = _prefix_len(words, self.vocab, target)
        while (n := self._count(words[:k])) > target and k > 1:
            k -= 1  # the first word has no leading space: its count may differ by one
        while n < self.min_tokens and k < len(words):
            longer = self._count(words[: k + 1])
            if longer > self.max_tokens:
                return self._topped_up(words[:k], n)
            k, n = k + 1, longer
        return " ".join(words[:k]), n

    def _topped_up(self, words: list[str], n: int) -> tuple[str, int]:
        """``words`` (``n`` tokens) and one word of exactly the missing count: where the next
        drawn word would overshoot max_tokens (always, when min = max: a uniform workload)."""
        need = self.min_tokens - n
        for word, tokens in self.vocab.items():
            if tokens == need and (m := self._count([*words, word])) == self.min_tokens:
                return " ".join([*words, word]), m
        return " ".join(words), n  # no word fits exactly: a little short rather than over


def build_workload(
    n: int,
    seed: int,
    counter: TokenCounter,
    target_lang: str = "de",
    *,
    min_tokens: int = MIN_TOKENS,
    max_tokens: int = MAX_TOKENS,
    id_prefix: str = "sample",
) -> Workload:
    """``n`` seeded jobs of min_tokens..max_tokens source tokens (min = max: a uniform workload)."""
    if not 0 < min_tokens <= max_tokens:
        raise ValueError(f"need 0 < min_tokens <= max_tokens, got {min_tokens}, {max_tokens}")
    rng = random.Random(seed)
    vocab = vocabulary(counter)
    fitter = _Fitter(counter, vocab, min_tokens, max_tokens)
    names = list(vocab)
    jobs: list[Job] = []
    counts: list[int] = []
    for i in range(n):
        target = rng.randint(min_tokens, max_tokens)
        # Every word has at least one token, so `target` words always reach the target.
        words = [rng.choice(names) for _ in range(target)]
        text, tokens = fitter.text_of(words, target)
        # Ids carry the seed and index: readable in worker logs, unique per workload.
        job_id = f"{id_prefix}-{seed}-{i}-{rng.getrandbits(32):08x}"
        jobs.append(make_job(job_id=job_id, text=text, target_lang=target_lang))
        counts.append(tokens)
    return Workload(jobs, counts, seed)


def load_texts(path: Path, counter: TokenCounter, target_lang: str = "de", *, limit: int | None = None) -> Workload:
    """One job per non-blank line of ``path`` (the first ``limit`` of them, if given); job
    ids are ``line-<number in the file>``.

    Raises ConfigError (one line) for a missing, unreadable or empty file, or a line that
    is not a valid job text.
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise ConfigError(f"texts file {path} not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read texts file {path}: {exc}") from None
    jobs: list[Job] = []
    for number, line in enumerate(lines, start=1):
        if limit is not None and len(jobs) >= limit:
            break
        if not line.strip():
            continue
        try:
            jobs.append(make_job(job_id=f"line-{number}", text=line, target_lang=target_lang))
        except InvalidJob as exc:
            raise ConfigError(f"{path}:{number}: {exc}") from None
    if not jobs:
        raise ConfigError(f"texts file {path} holds no text (one text per line; blank lines are skipped)")
    return Workload(jobs, [counter.count(job.text) for job in jobs], seed=0, source=str(path))
