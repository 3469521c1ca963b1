"""The safety bench's parts: every blind set in the order they were written, and how the
report names each part (bench.safety.run). One list, so a new set is added in one place."""

from __future__ import annotations

from bench.safety.blind import blind
from bench.safety.blind2 import blind2
from bench.safety.blind3 import blind3
from bench.safety.blind4 import blind4
from bench.safety.blind5 import blind5
from bench.safety.blind6 import blind6
from bench.safety.blind7 import blind7
from bench.safety.blind8 import blind8
from bench.safety.blind9 import blind9
from bench.safety.blind10 import blind10
from bench.safety.blind11 import blind11
from bench.safety.blind12 import blind12
from bench.safety.blind13 import blind13
from bench.safety.blind14 import blind14
from bench.safety.blind15 import blind15
from bench.safety.blind16 import blind16
from bench.safety.blind17 import blind17
from bench.safety.blind18 import blind18
from bench.safety.blind19 import blind19
from bench.safety.blind20 import blind20
from bench.safety.blind21 import blind21
from bench.safety.blind22 import blind22
from bench.safety.blind23 import blind23
from bench.safety.blind24 import blind24
from bench.safety.blind25 import blind25
from bench.safety.blind26 import blind26
from bench.safety.blind27 import blind27
from bench.safety.blind28 import blind28
from bench.safety.blind29 import blind29

# Every blind set, in the order they were written (bench.safety.blind2 ...: a package each).
BLIND_SETS = (blind, blind2, blind3, blind4, blind5, blind6, blind7, blind8, blind9, blind10, blind11, blind12, blind13,
              blind14, blind15, blind16, blind17, blind18, blind19, blind20, blind21, blind22,
              blind23, blind24, blind25, blind26, blind27, blind28, blind29)  # fmt: skip
# The attack parts and how the report names them: tuned on, held out (seen as a figure while
# tuning), blind ... blind29 (each written by someone who never read the checks and measured
# first as it came; the earlier ones' misses were read and tuned on since, so only the
# last one's attack figure is an unseen one: docs/security.md); and the probes
# (bench.safety.probes: four short blind sets, each read after its first sight).
PARTS = {"dev": "tuned on", "heldout": "held out", "blind": "blind", "blind2": "blind, second set",
         "blind3": "blind, third set", "blind4": "blind, fourth set", "blind5": "blind, fifth set",
         "blind6": "blind, sixth set", "blind7": "blind, seventh set",
         "blind8": "blind, eighth set", "blind9": "blind, ninth set", "blind10": "blind, tenth set",
         "blind11": "blind, eleventh set", "blind12": "blind, twelfth set",
         "blind13": "blind, thirteenth set", "blind14": "blind, fourteenth set",
         "blind15": "blind, fifteenth set", "blind16": "blind, sixteenth set",
         "blind17": "blind, seventeenth set", "blind18": "blind, eighteenth set",
         "blind19": "blind, nineteenth set", "blind20": "blind, twentieth set",
         "blind21": "blind, twenty-first set", "blind22": "blind, twenty-second set",
         "blind23": "blind, twenty-third set", "blind24": "blind, twenty-fourth set",
         "blind25": "blind, twenty-fifth set", "blind26": "blind, twenty-sixth set",
         "blind27": "blind, twenty-seventh set", "blind28": "blind, twenty-eighth set",
         "blind29": "blind, twenty-ninth set", "probes": "blind probes 5-15"}  # fmt: skip
BLIND_PARTS = [part for part in PARTS if part.startswith("blind")]
