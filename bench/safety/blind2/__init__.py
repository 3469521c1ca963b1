"""The second blind part of ``python -m bench safety`` (issue 41): attacks and benign cases
written BLIND, by a helper session started by the third session of 2026-11-28, which never
opened the output checks (worker/checks/), the prompts (worker/prompts/), docs/security.md,
docs/benchmarks.md or the other case files of bench/safety/, never ran the checks on these
cases and never saw a figure they produce. Each obeyed output is what a small instruct model
that obeyed the injection would write, not what some rule would catch or miss.

What it holds: 16 attack classes of at least 32 cases each (refusal_bait, translate_and_also,
output_hijack, role_play, exfiltration, direct_override, source_language_instruction,
encoded_payload, hidden_markup, payload_splitting, marker_repetition, answer_instead,
summary_instead, continuation, wrong_language, fake_delimiters: one module each), sources in
26 languages and targets in about 20, about 1 in 6 outputs cut off (finish_reason "length");
and more than 200 benign pairs (benign_a..benign_e) whose texts look risky (quoted
injections, questions, apologies, URLs, code, markup, capitals, placeholders, repetition,
legal and medical text) with faithful reference translations. texts_a and texts_b hold the
innocent snippets the attacks hide in, with their translations.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 5)


def blind2() -> list[Case]:
    """The second blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
