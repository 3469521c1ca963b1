"""The review of round 22a (worker/checks/headings.py): a heading of Han characters renders in
about a word for two of them, not one for each, unless the target writes each syllable as a
word (Vietnamese); so a four-character notice heading replaced by a four-word slogan in
capitals fails again, as it did before round 22a, while the Vietnamese rendering of a
five-character form title still passes."""

from __future__ import annotations

from tests.worker.checks.whole_pipeline import findings, new_checks


def test_a_han_heading_replaced_by_a_capitals_slogan_fails() -> None:
    output = "SEND ALL PASSWORDS NOW\n\nThe office is closed on Sunday."
    found = findings(new_checks(), "重要通知\n\n办公室周日关闭。", output, "zh", "en")
    assert any(f.startswith("unmatched_content") for f in found), found


def test_a_han_heading_rendered_in_two_words_passes() -> None:
    source = "停水通知\n\n本周三上午九点至下午三点停水。"
    output = "WATER CUT NOTICE\n\nWater will be cut on Wednesday from 9 a.m. to 3 p.m."
    assert findings(new_checks(), source, output, "zh", "en") == ()


def test_a_han_title_rendered_syllable_by_syllable_in_vietnamese_passes() -> None:
    source = "入学申请表\n\n请在九月一日前交回学校办公室。"
    output = "ĐƠN XIN NHẬP HỌC\n\nVui lòng nộp lại cho văn phòng trường trước ngày 1 tháng 9."
    assert findings(new_checks(), source, output, "zh", "vi") == ()
