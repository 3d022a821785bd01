"""Play-test, the rules page of 五人找朋友 and 三人竞标: the section on levels and the
next dealer told every Tractor table that the dealer's partner deals next and the
dealer's side moves together, though there each player has his own level, the next
dealer is the first winner after the dealer, and 三人竞标 scores against the bid.  Each
of those tables now reads its own words."""

from __future__ import annotations

import pytest

import game
from ui.app.i18n import set_language, t
from ui.pages.rules_words import section_body


@pytest.mark.parametrize("mode, key", [
    ("friends_five", "rules.shengji.levels.body.friends"),
    ("friends_four", "rules.shengji.levels.body.friends"),
    ("bidding_three", "rules.shengji.levels.body.one_vs_two"),
])
def test_a_table_without_fixed_partners_reads_its_own_levels(mode: str, key: str) -> None:
    set_language("zh")
    body = section_body("rules.shengji", "levels", game.ruleset(mode))
    assert body == t(key)
    assert "对家" not in body  # no partner across the table there


@pytest.mark.parametrize("mode", ["tractor", "tractor_six"])
def test_the_fixed_partner_tables_name_the_next_partner_counter_clockwise(mode: str) -> None:
    """With six seats the dealer's side is three players and the seat across the table is
    an opponent: the next dealer after a dealer's-side win is the dealer's first partner
    counter-clockwise (docs/tractor-modes.md §2.3, D27; levels.next_dealer), which with four
    seats is the partner opposite.  The text said "the dealer's partner" / 庄家的对家."""
    try:
        set_language("en")
        body = section_body("rules.shengji", "levels", game.ruleset(mode))
        assert "the dealer's first partner counter-clockwise deals next" in body
        set_language("zh")
        body = section_body("rules.shengji", "levels", game.ruleset(mode))
        assert "第一个同伴坐庄" in body and "由庄家的对家坐庄" not in body
    finally:
        set_language("zh")
