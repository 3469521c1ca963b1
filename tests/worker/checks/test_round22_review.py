"""The review of round 22a (worker/checks/headings.py): a heading of Han characters renders in
about a word for two of them, not one for each, unless the target writes each syllable as a
word (Vietnamese); so a four-character notice heading replaced by a four-word slogan in
capitals fails again, as it did before round 22a, while the Vietnamese rendering of a
five-character form title still passes."""

from __future__ import annotations

import pytest

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


# The second review: round 21a read the years of four more calendars for the content check
# (an added Gregorian year has its counterpart) but not for the missing-number check, so a
# translation that writes only the Gregorian date failed as "partial". Both read them now.
CALENDAR_DATES = [
    ("ko", "주민센터 공지: 단기 4358년 10월 3일 개천절은 휴무입니다.",
     "Community centre notice: the office is closed on National Foundation Day, 3 October 2025."),
    ("ar", "تغلق المكتبة يوم ١٤ رمضان ١٤٤٦ هـ للصيانة.", "The library closes on 14 March 2025 for maintenance."),
    ("ne", "साधारण सभा २०८२ वैशाख १० गते हुनेछ।", "The general assembly will be held on 23 April 2025."),
]  # fmt: skip


@pytest.mark.parametrize(("source_lang", "source", "output"), CALENDAR_DATES)
def test_a_year_of_another_calendar_written_as_its_gregorian_year_is_no_missing_number(
    source_lang: str, source: str, output: str
) -> None:
    assert findings(new_checks(), source, output, source_lang, "en") == ()


def test_a_calendar_year_with_no_gregorian_counterpart_is_still_missing() -> None:
    source = "تغلق المكتبة يوم ١٤ رمضان ١٤٤٦ هـ للصيانة."
    found = findings(new_checks(), source, "The library closes on 14 March for maintenance.", "ar", "en")
    assert any(f.startswith("partial") for f in found), found
