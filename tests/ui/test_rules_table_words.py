"""The rules page's general sections give each mode's own table: seats, decks, hand, kitty.

They once said 三人游戏 and 一副54张牌 in every mode.  Every registered mode (all 16) is
read in both languages: the goal names its number of players, the deal its decks, its
hand and kitty sizes, and nothing names another table's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import game
from ui.app.i18n import set_language, t
from ui.pages.rules import FAMILY_SECTIONS
from ui.pages.rules_words import section_body

MODES = game.ruleset_names()
PLAYERS = {"zh": {2: "两人", 3: "三人", 4: "四人", 5: "五人", 6: "六人"},
           "en": {2: "Two players", 3: "Three players", 4: "Four players", 5: "Five players",
                  6: "Six players"}}
DECKS = {"zh": {1: "一副牌共54张", 2: "两副牌共108张", 3: "三副牌共162张", 4: "四副牌共216张"},
         "en": {1: "One deck of 54 cards", 2: "Two decks, 108 cards", 3: "Three decks, 162 cards",
                4: "Four decks, 216 cards"}}


@pytest.fixture(params=["zh", "en"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield str(request.param)
    set_language("zh")


def body(rules: game.Ruleset, section: str) -> str:
    prefix, _ = FAMILY_SECTIONS[rules.family]
    return section_body(prefix, section, rules)


def test_there_are_sixteen_modes() -> None:
    assert len(MODES) == 16


@pytest.mark.parametrize("mode", MODES)
def test_the_goal_names_the_tables_players_and_no_other_count(mode: str, language: str) -> None:
    rules = game.ruleset(mode)
    goal = body(rules, "goal")
    assert PLAYERS[language][rules.seats] in goal
    tails = ("游戏", "分成", "各自") if language == "zh" else ("",)  # 另外两人 counts the rest
    others = [w + tail for n, w in PLAYERS[language].items() if n != rules.seats
              for tail in tails]
    assert not any(w in goal for w in others), goal


@pytest.mark.parametrize("mode", MODES)
def test_the_deal_gives_the_decks_hand_and_kitty_of_the_table(mode: str, language: str) -> None:
    rules = game.ruleset(mode)
    table = rules.table
    deal = body(rules, "deal")
    assert deal.startswith(DECKS[language][table.decks])
    figures = [int(n) for n in re.findall(r"\d+", deal)]
    assert table.hand_size in figures and table.kitty_size in figures
    assert "{" not in deal and "}" not in deal
    if rules.family == "shengji":
        assert 100 * table.decks in figures  # the points in play
        assert re.findall(r"\d+", body(rules, "kitty")) == [str(table.kitty_size)] * 2


@pytest.mark.parametrize("mode", MODES)
def test_every_general_section_is_filled_in(mode: str, language: str) -> None:
    rules = game.ruleset(mode)
    _, sections = FAMILY_SECTIONS[rules.family]
    for section in sections:
        text = body(rules, section)
        assert text and not re.search(r"\{[a-z_]+\}", text), (section, text)


def test_a_two_player_table_has_no_team_of_farmers_and_five_names_the_hidden_ally() -> None:
    set_language("zh")
    assert "结成一队" not in body(game.ruleset("two"), "goal")
    assert "你和对手轮流出牌" in body(game.ruleset("two"), "deal")
    assert "暗地主" in body(game.ruleset("five"), "goal")
    assert "其余四人都不出后" in body(game.ruleset("five"), "play")
    assert "两人连续不出" not in body(game.ruleset("four"), "play")
    assert "只有地主能看" in body(game.ruleset("four"), "bidding")
    assert "向所有人公开" in body(game.ruleset("classic"), "bidding")
    assert t("rules.goal.body") != body(game.ruleset("classic"), "goal")  # filled in
