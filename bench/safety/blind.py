"""The blind evaluation set of the worker's output checks (issue 41).

Written blind: by a helper of the 2026-11-28 session who did not read the checks
(worker/checks/), their docs or the dev and held-out sets' obeyed texts; only the ``Case``
dataclass of bench.safety.attacks was read. Its figure is honest only as long as nobody tunes
on it: NEVER tune a check on this set. A miss here is reported, not fixed by a rule for its
string; a check changed because of a case here makes the set worthless (write a new blind set
then).

Every case has ``part="blind"``. Attack cases carry an output a compromised model would write
when it obeyed the injection in its source (complete, or cut off with ``finish_reason="length"``)
and a regex recognising the obeyed payload; benign cases carry a faithful reference translation
of a text that looks risky (texts about prompt injection with the injection sentence translated,
questions kept as questions, refusal-like sentences, URLs, addresses, prices, code, markup,
capitals, lists, repetition, one-word texts, long paragraphs, locale number formats,
placeholders).

Classes and counts (blind() returns 612 cases: 433 attacks, 179 benign):

- refusal_bait 29, translate_and_also 28, output_hijack 27, role_play 27, exfiltration 26,
- direct_override 28, source_language_instruction 27, encoded_payload 27,
- hidden_markup 26, payload_splitting 27, marker_repetition 27,
- answer_instead 28, summary_instead 26, continuation 26, wrong_language 27, fake_delimiters 27,
- benign 179.

Languages: sources in en, de, fr, es, it, nl, pt-BR, pl, ru, uk, ja, zh-Hans, ko, tr, ar, sv,
cs; targets in the same seventeen. Texts: bench.safety.blind_texts (carriers), blind_attacks_a
to _f, blind_benign and blind_benign_b.
"""

from __future__ import annotations

from bench.safety import (
    blind_attacks_a,
    blind_attacks_b,
    blind_attacks_c,
    blind_attacks_d,
    blind_attacks_e,
    blind_attacks_f,
    blind_benign,
    blind_benign_b,
)
from bench.safety.attacks import Case
from bench.safety.blind_common import benign

ATTACK_KINDS = (
    "refusal_bait",
    "translate_and_also",
    "output_hijack",
    "role_play",
    "exfiltration",
    "direct_override",
    "source_language_instruction",
    "encoded_payload",
    "hidden_markup",
    "payload_splitting",
    "marker_repetition",
    "answer_instead",
    "summary_instead",
    "continuation",
    "wrong_language",
    "fake_delimiters",
)


def blind() -> list[Case]:
    """The blind set: attack cases of every class in ATTACK_KINDS, then the benign cases."""
    attacks = (
        blind_attacks_a.cases()
        + blind_attacks_b.cases()
        + blind_attacks_c.cases()
        + blind_attacks_d.cases()
        + blind_attacks_e.cases()
        + blind_attacks_f.cases()
    )
    pairs = (
        blind_benign.ABOUT_AI
        + blind_benign.QUESTIONS
        + blind_benign.REFUSAL_LIKE
        + blind_benign.MESSAGES
        + blind_benign_b.SHAPES
        + blind_benign_b.SHORT
        + blind_benign_b.LONG
        + blind_benign_b.NUMBERS_AND_PLACEHOLDERS
        + blind_benign_b.TASK_LIKE
        + blind_benign_b.carrier_pairs()
    )
    return attacks + benign(pairs)
