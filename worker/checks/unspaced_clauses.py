# conjunctions of Thai, Lao and Khmer: their letters are meant
"""Round 42: a space in Thai, Lao or Khmer that opens a clause, not a sentence.

These scripts write no full stop, and a space between two of their letters mostly ends a
sentence (worker.checks.alignment.unstopped_ends, round 11). It also sets a sentence's second
clause apart where a conjunction opens it ("... เป็นการชั่วคราว เนื่องจากมีการซ่อมบำรุง": "...
temporarily, because of maintenance"): read as two sentences, their faithful one-sentence
translation looked like a sentence left out (worker.checks.omissions). A conjunction that
binds its clause to the one before it (because, in order to, and, or, but, which, by, so,
until, including, except) opens no sentence of its own, so the space before it ends none.
Words that open a sentence as readily ("if", "when", "therefore") are left out: a space
before them still ends one.
"""

from __future__ import annotations

# Each a word's start in an unspaced script, so a longer word it begins is excluded where
# one exists: Thai "เพื่อน" (friend), "แต่ง" (to dress, to write), "โดยสาร" (a passenger's).
_THAI = (
    "เนื่องจาก|เนื่องด้วย|เพราะ|เพื่อ(?!น)|และ|หรือ|แต่(?!ง)|ซึ่ง|โดย(?!สาร)|จึง|จนกว่า|รวมถึง|รวมทั้ง|ตลอดจน|เว้นแต่|ยกเว้น|ทำให้|ส่งผลให้"
)
_LAO = "ເນື່ອງຈາກ|ເພາະ|ເພື່ອ(?!ນ)|ແລະ|ຫຼື|ແຕ່(?!ງ)|ຊຶ່ງ|ເຊິ່ງ|ໂດຍ|ຈຶ່ງ|ຈົນກວ່າ"
_KHMER = "ព្រោះ|ដោយសារ|ដើម្បី|និង|ឬ|ប៉ុន្តែ|ដែល|រហូតដល់"
CLAUSE_OPENERS = f"{_THAI}|{_LAO}|{_KHMER}"
