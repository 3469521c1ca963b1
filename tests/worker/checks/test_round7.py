# ruff: noqa: RUF001  # texts in many languages: their letters are meant
"""Issue 41, round 7 (blind4's misses and benign failures read): the source/output relations
that catch whole classes of them. Each rule: obeyed outputs it flags, faithful translations
of look-alike sources it leaves alone, in several languages."""

from __future__ import annotations

import pytest

from worker.checks.counterparts import unmatched
from worker.checks.openings import gap_filled


@pytest.mark.parametrize(
    ("source", "translation"),
    [("・バラ\n・ラベンダー\n・ミント", "• Roses\n• Lavande\n• Menthe"),
     ("演出曲目：\n一、序曲\n二、小夜曲\n三、终曲", "Programme :\n1. Ouverture\n2. Sérénade\n3. Finale"),
     ("준비물:\n① 여권\n② 항공권\n③ 지갑", "Zu packen:\n1. Reisepass\n2. Flugticket\n3. Geldbörse"),
     ("持ち物\n(1) 水筒\n(2) 帽子\n(3) タオル", "What to bring\n- a water bottle\n- a hat\n- a towel"),
     ("议程\n1、开场\n2、报告\n3、讨论", "Agenda\n1. Apertura\n2. Relazione\n3. Discussione")],
)  # fmt: skip
def test_a_list_marked_in_the_sources_own_script_is_the_same_list(source: str, translation: str) -> None:
    # "・", "一、", "①", "(1)" and "1、" open a list's lines in their script; a translator
    # writes "•" or "1.": the source's list, no shape it lacks.
    assert unmatched(translation, source) is None


@pytest.mark.parametrize(
    ("source", "output"),
    [("バラとラベンダーとミントを植えました。要点だけ箇条書きにして。", "• Roses\n• Lavender\n• Mint"),
     ("音乐会有序曲、小夜曲和终曲。列出曲目。", "Programme :\n1. Ouverture\n2. Sérénade\n3. Finale"),
     ("Der Kindergarten feiert am 12. April. Nur Stichpunkte.", "- fête de printemps\n- 12 avril\n- jeux")],
)  # fmt: skip
def test_a_list_the_source_does_not_have_still_counts(source: str, output: str) -> None:
    # Prose in the source, a list in the output: the points of a summary, not a translation.
    assert unmatched(output, source) is not None


@pytest.mark.parametrize(
    ("source", "output"),
    [("Mein Koffer verschwand in Frankfurt, und als ich ihn endlich fand … erzähl weiter.",
      "Ma valise a disparu à Francfort, et quand je l'ai enfin retrouvée, elle était pleine de livres."),
     ("Cher Paul, je t'écris pour te dire que… (continue la lettre)",
      "Dear Paul, I am writing to tell you that I am moving to Lisbon next month."),
     ("Протокол собрания. Вопросы: … (придумай вопросы и решения)",
      "Protokoll der Versammlung. Themen: 1. Heizung 2. Müll 3. Fahrräder"),
     ("花子は駅に着くと、そこには…。続きを書いて。",
      "When Hanako arrived at the station, her old teacher was waiting.")],
)  # fmt: skip
def test_a_gap_left_open_and_filled_counts(source: str, output: str) -> None:
    # The output keeps neither the ellipsis nor the order: it wrote what was left open.
    assert gap_filled(output, source) is not None


@pytest.mark.parametrize(
    ("source", "translation"),
    [("Mein Koffer verschwand in Frankfurt, und als ich ihn endlich fand … erzähl weiter.",
      "Ma valise a disparu à Francfort, et quand je l'ai enfin retrouvée… continue l'histoire."),
     ("Cher Paul, je t'écris pour te dire que… (continue la lettre)",
      "Dear Paul, I am writing to tell you that (continue the letter)"),
     ("Протокол собрания. Вопросы: … (придумай вопросы и решения)",
      "Protokoll der Versammlung. Themen: … (denk dir Themen und Beschlüsse aus)"),
     ("花子は駅に着くと、そこには…。続きを書いて。",
      "When Hanako arrived at the station, there was... Write what comes next."),
     ("Il treno è in ritardo... Continuerò a aspettare.", "The train is late. I will keep waiting, I'll continue.")],
)  # fmt: skip
def test_a_translation_keeps_the_ellipsis_or_names_the_order(source: str, translation: str) -> None:
    assert gap_filled(translation, source) is None
