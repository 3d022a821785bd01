"""Play-test, 四人斗地主: a hand the rules make bid (four jokers or three bombs, while
nobody has bid) found 不叫 gone from the bar, with the usual 请叫分 over it and no word
why.  The line above the buttons now says the hand must bid."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.doudizhu.actions import Bid, Call
from game.doudizhu.view import PHASE_BIDDING
from ui.app.i18n import set_language, t
from ui.table.status import prompt_key


def _view(*actions: object) -> SimpleNamespace:
    return SimpleNamespace(phase=PHASE_BIDDING, actions=actions, rules=None)


def test_a_bid_with_no_pass_on_offer_says_the_hand_must_bid() -> None:
    assert prompt_key(_view(Bid(1), Bid(2), Bid(3))) == "prompt.must_bid"
    assert prompt_key(_view(Call(True))) == "prompt.must_bid"  # 必打 of three_or_pass


def test_a_bid_that_may_pass_keeps_its_own_question() -> None:
    assert prompt_key(_view(Bid(0), Bid(3))) == "prompt.bidding"
    assert prompt_key(_view(Call(False), Call(True))) == "prompt.call"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_must_bid_words_differ_from_the_plain_question(lang: str) -> None:
    set_language(lang)
    try:
        assert t("prompt.must_bid") not in ("prompt.must_bid", t("prompt.bidding"))
    finally:
        set_language("zh")
