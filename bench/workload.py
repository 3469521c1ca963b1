"""Seeded translation jobs whose source lengths are counted with the model's tokenizer.

Texts are words of the tiny model's training corpus (several scripts, code, markdown), so
the tokenizer sees what it was built for. Each job draws a target length uniformly in
[min_tokens, max_tokens] and takes the longest run of words that fits it; the count is
the model tokenizer's (tokenizer.json, without special tokens: what the worker's
VllmEngine counts when it sets the output budget).
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tokenizers import Tokenizer

from producer.contract import Job, make_job
from worker.tiny_model import build_tiny_model
from worker.tiny_tokenizer import CORPUS

MIN_TOKENS, MAX_TOKENS = 10, 200
# Words of more tokens than this (whole CJK sentences have no spaces) are left out, so a
# text can always land within a few tokens of its drawn length.
MAX_WORD_TOKENS = 6


@dataclass(frozen=True)
class Workload:
    jobs: list[Job]
    source_tokens: list[int]
    seed: int

    def summary(self) -> dict[str, Any]:
        t = self.source_tokens
        return {
            "jobs": len(t),
            "seed": self.seed,
            "source_tokens": {"min": min(t), "mean": round(statistics.fmean(t), 1), "max": max(t), "sum": sum(t)},
        }


class TokenCounter:
    def __init__(self, model_dir: Path) -> None:
        self._tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))

    def count(self, text: str) -> int:
        return len(self._tok.encode(text, add_special_tokens=False).ids)


def model_counter(model: str) -> TokenCounter:
    """Counts with the tokenizer of the model under test: the tiny one, or a local folder
    (e.g. a dummy-weight model on a GPU machine)."""
    folder = Path(model)
    return TokenCounter(folder if folder.is_dir() else build_tiny_model())


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


def _text_of(words: list[str], vocab: dict[str, int], target: int, counter: TokenCounter) -> tuple[str, int]:
    """The longest prefix of ``words`` with at most ``target`` tokens, lengthened if it
    fell under MIN_TOKENS; the count returned is the tokenizer's own."""
    k = _prefix_len(words, vocab, target)
    while (n := counter.count(" ".join(words[:k]))) > target and k > 1:
        k -= 1  # the first word has no leading space: its count may differ by one
    while n < MIN_TOKENS and k < len(words):
        k += 1
        n = counter.count(" ".join(words[:k]))
    return " ".join(words[:k]), n


def build_workload(n: int, seed: int, counter: TokenCounter, target_lang: str = "de") -> Workload:
    rng = random.Random(seed)
    vocab = vocabulary(counter)
    names = list(vocab)
    jobs: list[Job] = []
    counts: list[int] = []
    for i in range(n):
        target = rng.randint(MIN_TOKENS, MAX_TOKENS)
        # Every word has at least one token, so `target` words always reach the target.
        words = [rng.choice(names) for _ in range(target)]
        text, tokens = _text_of(words, vocab, target, counter)
        # Ids carry the seed and index: readable in worker logs, unique per workload.
        jobs.append(make_job(job_id=f"bench-{seed}-{i}-{rng.getrandbits(32):08x}", text=text, target_lang=target_lang))
        counts.append(tokens)
    return Workload(jobs, counts, seed)
