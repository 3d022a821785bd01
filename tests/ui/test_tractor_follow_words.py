"""Tractor's words for a follow with the wrong number of cards, in good English: 'Play 1
cards: the lead has 1 (you chose 0)' stood in orange as each follow of a single began
(found in the play-test).  With nothing chosen yet the table says what to do (choose 1
card to follow); with a wrong count, one card is 'card'."""

from __future__ import annotations

from typing import Any

from game.rules import ruleset
from game.shengji.cards import parse_hand
from game.shengji.trump import Trump
from ui.app.i18n import set_language
from ui.tractor.words import follow_message

RULES = ruleset("tractor")
TRUMP = Trump("2", "S")


def _message(cards: str, hand: str, lead: str) -> str | None:
    return follow_message(parse_hand(cards) if cards else [], parse_hand(hand),
                          parse_hand(lead), TRUMP, RULES)


def test_nothing_chosen_for_a_single_says_choose_one_card(app: Any) -> None:
    assert _message("", "C:A97 H:3", "C:K") == "Choose 1 card to follow"


def test_nothing_chosen_for_a_pair_says_choose_two_cards(app: Any) -> None:
    assert _message("", "C:AA97 H:3", "C:KK") == "Choose 2 cards to follow"


def test_two_chosen_for_a_single_counts_one_card(app: Any) -> None:
    words = _message("C:A9", "C:A97 H:3", "C:K")
    assert words is not None and "1 cards" not in words and words.startswith("Play 1 card:")


def test_the_words_in_chinese(app: Any) -> None:
    set_language("zh")
    assert _message("", "C:A97 H:3", "C:K") == "选1张牌跟出"
