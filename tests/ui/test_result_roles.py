"""The result page names each seat's role: in 五人 the hidden ally is 暗地主, on the
landlord's side, never a farmer; in 帝主 the landlord is the emperor."""

from __future__ import annotations

from typing import Any

from game import replay
from game.doudizhu.view import SIDE_LANDLORD
from ui.app.i18n import set_language, t
from ui.dev.headless import finished_record
from ui.pages.result import role_label


def test_the_hidden_ally_is_named_as_the_landlords_ally(app: Any) -> None:
    set_language("en")
    for seed in range(1, 12):
        five = replay(finished_record(seed, "five"))
        if not five.state.alone:
            break
    landlord, ally = five.result.landlord, five.state.ally
    assert ally is not None and ally != landlord
    for seat in range(five.rules.seats):
        view = five.view(seat)
        assert view.side_of(ally) == SIDE_LANDLORD, "after the hand every seat knows the ally"
        words = [role_label(view, s, landlord) for s in range(five.rules.seats)]
        assert words[ally] == t("role.ally") == "Ally"
        assert words[landlord] == t("role.landlord")
        assert words.count(t("role.farmer")) == 3


def test_the_emperor_is_named_in_the_modes_word(app: Any) -> None:
    set_language("zh")
    emperor = replay(finished_record(2, "emperor"))
    landlord = emperor.result.landlord
    assert role_label(emperor.view(0), landlord, landlord) == "帝主"
