"""A streaming output's pieces (worker.engines.incremental): never a control token, never
a part of the canary, always a prefix of the final (stripped) text."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from worker.engines.incremental import StreamText
from worker.prompts.untrusted import _char_skeleton, open_marker_start, skeleton

STOP = 0  # a special id: the end-of-output token
SPECIAL = 1  # another special id, e.g. <|im_start|>
# One id per piece of text; decode joins them (special ids decode to nothing, as with
# skip_special_tokens). 90 and 91 are the two halves of one UTF-8 character.
PIECES = {2: " Hallo", 3: " Welt", 4: " tq12", 5: "ab34cd56", 6: "  ", 7: "!", 8: " <|im", 9: "_start|>"}
CANARY = "tq12ab34cd56"


def decode(ids: list[int]) -> str:
    data = b"".join(
        {90: b"\xc3", 91: b"\xa9"}.get(i, PIECES.get(i, "").encode()) for i in ids if i not in (STOP, SPECIAL)
    )
    return data.decode("utf-8", errors="replace")


@dataclass
class Sink:
    pieces: list[str] = field(default_factory=list)
    cuts: list[str] = field(default_factory=list)

    def text(self, delta: str) -> None:
        self.pieces.append(delta)

    def cut(self, code: str, message: str) -> None:
        self.cuts.append(code)

    def mark(self, stage: str) -> None:
        return None


def stream_of(steps: list[list[int]], markers: list[tuple[str, str]] | None = None) -> tuple[StreamText, Sink]:
    sink = Sink()
    text = StreamText(decode, sink, markers or [("prompt_leak", skeleton(CANARY))], {STOP, SPECIAL})
    for i, ids in enumerate(steps):
        last = i == len(steps) - 1
        text.add(ids, finished=last, finish_reason="stop" if last else "")
    return text, sink


def test_pieces_are_a_prefix_of_the_stripped_final_text() -> None:
    text, sink = stream_of([[2], [6], [3], [90], [91], [7], [6], [STOP]])
    final = decode(text.ids).strip()
    shown = "".join(sink.pieces)
    assert final == "Hallo   Welté!" and final.startswith(shown) and shown == final
    assert sink.pieces[0] == "Hallo"  # leading space dropped at once, not held
    assert all("\ufffd" not in p for p in sink.pieces)  # half a character waits for its rest
    assert sink.cuts == []


def test_no_part_of_the_canary_is_ever_shown_and_the_whole_cuts() -> None:
    _, sink = stream_of([[2], [4], [5], [3], [STOP]])
    assert sink.pieces == ["Hallo"]  # " tq12" looked like the canary's start: held back
    assert sink.cuts == ["prompt_leak"]
    assert "tq" not in "".join(sink.pieces)


def test_a_held_back_tail_that_is_not_the_canary_is_shown_next_step() -> None:
    _, sink = stream_of([[2], [4], [3], [STOP]])
    # The last "t" might still begin the canary: the rest goes out after the final checks
    # passed, with the end event (worker.redis.deltas.JobDeltas.end).
    assert "".join(sink.pieces) == "Hallo tq12 Wel" and sink.cuts == []


def test_a_control_token_before_the_end_cuts_the_stream() -> None:
    _, sink = stream_of([[2], [SPECIAL], [3], [STOP]])
    assert sink.pieces == ["Hallo"] and sink.cuts == ["control_token"]


def test_the_string_of_a_control_token_never_shows() -> None:
    markers = [("control_token", skeleton("<|im_start|>"))]
    _, sink = stream_of([[2], [8], [9], [3], [STOP]], markers)
    assert sink.pieces == ["Hallo"] and sink.cuts == ["control_token"]


def test_open_marker_start_finds_a_spaced_or_lookalike_start() -> None:
    marker = skeleton(CANARY)
    assert open_marker_start("Hallo T Q 1", [marker]) == 6
    assert open_marker_start("Hallo Welt!", [marker]) == len("Hallo Welt!")
    assert open_marker_start("Hallo Welt", [marker]) == 9  # a final "t" may begin it
    assert open_marker_start("Hallo \uff54q", [marker]) == 6  # fullwidth t


def test_the_fast_character_scan_finds_what_a_skeleton_per_character_finds() -> None:
    # open_marker_start skips, at regex speed, the characters that cannot begin a marker;
    # the reference tries every position with skeleton(), as it did before.
    def reference(text: str, markers: list[str], start: int) -> int:
        firsts = {m[0] for m in markers}
        for position in range(start, len(text)):
            head = skeleton(text[position])
            if head and head[0] in firsts and any(m.startswith(skeleton(text[position:])) for m in markers):
                return position
        return len(text)

    markers = [skeleton(CANARY), skeleton("<|im_start|>"), skeleton("<|im_end|>")]
    alphabet = ["t", "T", "q", "1", " ", "\n", "<", "|", "i", "m", "_", "-", "]", "^", "\\", "\uff54", "\u0442",
                "\u200b", "\u00e9", "x", "ab34"]  # fmt: skip
    rng = random.Random(31)
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        start = rng.randint(0, len(text))
        assert open_marker_start(text, markers, start) == reference(text, markers, start), (text, start)
    assert all(_char_skeleton(c) == skeleton(c) for c in map(chr, range(128)))
