"""Counts of one in good English where a player meets them early: the statistics chart
after the first hand ('over the last 1 hands') and a seat with one card left on the
replay and review board ('1 cards'), found in the play-test.  i18n.tn picks a key's
.one form for one and leaves a catalogue without one as it is."""

from __future__ import annotations

from typing import Any

from ui.app.i18n import set_language, t, tn
from ui.pages.stats import chart_title


def test_the_chart_after_one_hand(app: Any) -> None:
    assert chart_title("doudizhu", 1) == "Running score over the last hand"
    assert chart_title("shengji", 1) == "Levels over the last hand"
    assert chart_title("doudizhu", 5) == "Running score over the last 5 hands"
    set_language("zh")
    assert chart_title("doudizhu", 1) == "最近 1 局积分走势"


def test_one_card_on_the_board(app: Any) -> None:
    assert tn("board.cards", 1, n=1) == "1 card"
    assert tn("board.cards", 2, n=2) == "2 cards"


def test_a_key_without_a_one_form_is_used_as_it_is(app: Any) -> None:
    assert tn("title.modes", 1, count=1) == t("title.modes", count=1)
