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


def test_the_fixed_partner_tables_keep_the_partner_rule() -> None:
    set_language("en")
    try:
        body = section_body("rules.shengji", "levels", game.ruleset("tractor"))
        assert "the dealer's partner deals next" in body
    finally:
        set_language("zh")
