"""A streaming request's text from its token ids as they come: decoded, checked, held back.

Engine-neutral (no vLLM import), so it is tested with any tokenizer. What it guarantees
of every piece it hands the sink (worker.engines.protocol.DeltaSink):

- **no control tokens**: ids are decoded with ``skip_special_tokens`` (the decode function
  the engine passes is its final one, unstripped); a special token generated before the
  end cuts the stream (``control_token``), as the final check would flag it;
- **checked before shown**: the incremental checks (the canary, control-token strings the
  source did not hold; worker.checks.pipeline.OutputChecks.stream_markers) run on the text
  so far, and a tail that could be the start of one of those markers is held back until
  the next step shows it is not (worker.prompts.untrusted.open_marker_start), so not even a part
  of the canary leaves;
- **a prefix of the final text**: leading whitespace dropped and trailing whitespace held
  back (the final text is stripped), an incomplete UTF-8 character (U+FFFD at the end)
  held back.

Decoding is incremental as in vLLM's own detokenizer: each step decodes only the ids since
the last complete character (a few tokens), not the whole output again, so it runs on the
event loop (~10 us a step) without a thread hop.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence

from worker.engines.protocol import DeltaSink
from worker.prompts.untrusted import open_marker_start, skeleton

Decode = Callable[[list[int]], str]


class StreamText:
    def __init__(
        self,
        decode: Decode,
        sink: DeltaSink,
        markers: Sequence[tuple[str, str]],
        special_ids: Container[int],
    ) -> None:
        self.decode = decode
        self.sink = sink
        self.markers = tuple(markers)  # (flag, marker in skeleton form)
        self.special_ids = special_ids
        self.ids: list[int] = []
        self.text = ""  # decoded so far, unstripped
        self.shown = 0  # characters of the stripped text handed to the sink
        self.cut = False
        self._prefix = 0  # vLLM's prefix_offset and read_offset
        self._read = 0
        self._checked = 0  # characters of self.text the marker checks have seen
        self._window = 2 * max((len(m) for _, m in self.markers), default=0)
        self._first = True
        self._shapes = [m for _, m in self.markers]
        self._lead: int | None = None  # leading whitespace of self.text, once text shows
        sink.mark("engine_add")  # built right before the engine gets the request

    def add(self, new_ids: Sequence[int], *, finished: bool, finish_reason: str) -> None:
        """The ids one engine step made; hands the sink what is now safe to show."""
        if self._first:
            self._first = False
            self.sink.mark("first_output")
        if self.cut:
            self.ids.extend(new_ids)
            return
        generated = list(new_ids)
        if finished and finish_reason == "stop" and generated and generated[-1] in self.special_ids:
            generated = generated[:-1]  # the stop token that ended the output is not one
        if any(i in self.special_ids for i in generated):
            self._cut("control_token", "a control token was generated before the end")
        self.ids.extend(new_ids)
        if self.cut:
            return
        self._decode_new()
        self._check_markers()
        if not self.cut:
            self._show()

    def _decode_new(self) -> None:
        window = self.decode(self.ids[self._prefix :])
        if len(window) == 0 or window.endswith("\ufffd"):
            return  # an incomplete character: wait for its next bytes
        prefix = self.decode(self.ids[self._prefix : self._read])
        self.text += window[len(prefix) :]
        self._prefix, self._read = self._read, len(self.ids)

    def _check_markers(self) -> None:
        if not self.markers:
            return
        start = max(0, self._checked - self._window)
        shape = skeleton(self.text[start:])
        for flag, marker in self.markers:
            if marker in shape:
                self._cut(flag, "an incremental output check fired")
                return
        self._checked = len(self.text)

    def _show(self) -> None:
        # Indices into self.text, not stripped copies of it: a copy per step would cost a
        # long output's length at every step.
        text = self.text
        if self._lead is None:  # the leading whitespace, dropped; fixed once text shows
            visible = len(text.lstrip())
            if not visible:
                return
            self._lead = len(text) - visible
        lead = self._lead
        end = _rstripped(text, lead, len(text))
        if self._shapes:
            start = lead + max(self.shown, end - lead - self._window)
            held = open_marker_start(text, self._shapes, start)
            if held < end:  # and the whitespace before it, as at the end
                end = _rstripped(text, lead, held)
        if end - lead > self.shown:
            self.sink.text(text[lead + self.shown : end])
            self.shown = end - lead

    def _cut(self, code: str, message: str) -> None:
        self.cut = True
        self.sink.cut(code, message)


def _rstripped(text: str, start: int, end: int) -> int:
    """Where ``text[start:end]`` ends once its trailing whitespace is dropped."""
    while end > start and text[end - 1].isspace():
        end -= 1
    return end
