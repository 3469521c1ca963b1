# ruff: noqa: RUF001  # the right single quotation mark is meant (an apostrophe)
"""The cross-job leak check's memory: word n-grams of the sources this worker saw lately.

An output that holds a long run of words from another job's source (and not from its own)
shows text crossing between jobs: a model that was shown it (a shared prefix gone wrong, a
mixed-up batch) or a bug that mixed up results. Kept per worker, in memory: the last
``capacity`` sources, each as the set of hashes of its n-grams, with a count per hash so a
lookup costs one dictionary probe per output n-gram, not a scan of every source.

Words are compared folded (worker.prompts.untrusted.skeleton per word, so case and lookalikes do
not hide a copy); a dense script's characters (Han, kana) pair up into "words", so n pairs
of them (2n characters) make a run. Hangul is no dense script here (round 39): Korean writes
spaces between its words, so a Korean word is one unit as a Latin one is; its syllables in
pairs made a six-word stock phrase ("죄송하지만 그렇게 해 드릴 수 없습니다", "sorry, I can't
do that") a run of ten, which two unrelated Korean texts share. Thread-safe: the vLLM engine checks outputs on
several tokenizing threads.

Only sources of the same owner (``TranslationRequest.owner``: a gateway tenant, or '' for
services' jobs) count: text crossing between two owners' jobs would be the same leak, but
comparing across owners lets one aim the check at another, whose correct output then fails
as a "leak" of a text the attacker submitted (issue 38).
"""

from __future__ import annotations

import re
import threading
from collections import Counter, deque
from dataclasses import dataclass

from worker.checks.alignment import joined
from worker.prompts.untrusted import skeleton

_DENSE = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# A word keeps its apostrophes ("can't" is one word, not "can" and "t").
_TOKEN_RE = re.compile(rf"[{_DENSE}]{{1,2}}|[^\W{_DENSE}]+(?:['’][^\W{_DENSE}]+)*")


def words(text: str) -> list[str]:
    """The comparison units of ``text``: folded words, dense characters in pairs."""
    return [skeleton(w) for w in _TOKEN_RE.findall(text)]


def ngrams(text: str, n: int) -> set[int]:
    units = words(text)
    return {hash(tuple(units[i : i + n])) for i in range(len(units) - n + 1)}


def _foreign_grams(output: str, source: str, n: int) -> dict[int, list[int]]:
    """The output's n-grams that are not its own source's, and whose words are mostly not
    its source's either, with where they start: a run that the job's own numbers, units
    and names fill (a table row "08:15 - 12:30 | 3 x 250 ml" copied beside one translated
    word) carries this job's text, whatever other source framed the same row."""
    units, own = words(output), set(words(source))
    own_grams = ngrams(source, n)
    grams: dict[int, list[int]] = {}
    for i in range(len(units) - n + 1):
        run = tuple(units[i : i + n])
        if sum(u not in own for u in run) * 2 >= n and hash(run) not in own_grams:
            grams.setdefault(hash(run), []).append(i)
    return grams


def _foreign_words(units: list[str], own: set[str], starts: list[int], n: int) -> int:
    """How many words of the runs starting at ``starts`` are not words of the job's own
    source (round 9): the frame two jobs share (the same markup, link and placeholders
    around two texts) is each job's own text, and a short phrase beside it ("the tickets
    for the orchestra concert") is two translations' common wording, not a leak."""
    covered = {p for i in starts for p in range(i, i + n)}
    return sum(units[p] not in own for p in covered)


def _one_to_one(output: str, source: str) -> bool:
    """Whether the output has as many sentences as its source: it added none (a day's stop,
    "am 14. März", ends none: alignment.joined; not loose, as a caseless script's every
    sentence would open with a "small" letter and join its neighbour)."""
    return len(joined(output, loose=False)) == len(joined(source, loose=False))


@dataclass(frozen=True)
class _Seen:
    text: str
    grams: frozenset[int]
    owner: str = ""
    lang: str = ""  # its language (worker.checks.langid's label), '' when unknown


class RecentSources:
    def __init__(self, capacity: int, n: int) -> None:
        self.capacity = capacity
        self.n = n
        self._seen: deque[_Seen] = deque()
        self._counts: Counter[int] = Counter()
        # (owner, skeleton of a recent output) -> its job's source: a job whose source is
        # another job's output is a back-translation, and may give that job's source back.
        self._answers: dict[tuple[str, str], str] = {}
        self._lock = threading.Lock()

    def note(self, text: str, owner: str = "", lang: str = "") -> None:
        """Remember a job's source (at the job's start: a leak from a job still running
        counts) and its language, when known."""
        seen = _Seen(text, frozenset(ngrams(text, self.n)), owner, lang)
        if not seen.grams:
            return
        with self._lock:
            self._seen.append(seen)
            self._counts.update(seen.grams)
            while len(self._seen) > self.capacity:
                old = self._seen.popleft()
                self._counts.subtract(old.grams)
                for gram in old.grams:
                    if self._counts[gram] <= 0:
                        del self._counts[gram]

    def answered(self, source: str, output: str, owner: str = "") -> None:
        """Remember a job's output (after its checks), for the back-translation exemption."""
        with self._lock:
            self._answers[(owner, skeleton(output))] = source
            while len(self._answers) > self.capacity:
                del self._answers[next(iter(self._answers))]

    def leaked(self, output: str, source: str, owner: str = "", target: str = "") -> str | None:
        """Why the output leaks, if it shares a run of words with another recent source of
        the same owner and not with its own.

        Left out: a source identical to this one (the same text into several languages),
        and the source of the job whose output this job's source is (a back-translation
        gives that source back, legitimately), and a source in this job's target language
        that the output is word for word (``target``: the job's, as a langid label). The
        same text reaches a worker in several languages (a UI string localized from each,
        a round trip through a third language): a faithful translation into its language is
        then that text, and nothing else. A leak adds the other text to a translation of
        its own source, or is in another language than the target; both still count (and
        an output that is another text instead of its source's translation is the
        alignment and length checks' business). Probe 13, round 45: nor a source in the
        target language that the output shares a run with while it renders its own source
        sentence for sentence: an announcement's set phrase ("the captain has switched on
        the fasten seat belt sign") is two translations' common wording; a leak adds text."""
        grams = _foreign_grams(output, source, self.n)
        with self._lock:
            hits = [g for g in grams if g in self._counts]
            if not hits:
                return None
            back = self._answers.get((owner, skeleton(source)))
            units, own = words(output), set(words(source))
            for seen in reversed(self._seen):
                if seen.owner != owner or seen.text in (source, back):
                    continue
                if target and seen.lang == target and (words(seen.text) == units or _one_to_one(output, source)):
                    continue
                shared = [i for g in hits if g in seen.grams for i in grams[g]]
                if shared and _foreign_words(units, own, shared, self.n) >= self.n:
                    # Never the other job's words: this reason goes to this job's client.
                    return f"the output holds a run of {self.n} words of another recent job's source"
        return None
