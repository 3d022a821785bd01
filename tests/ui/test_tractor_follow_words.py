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


def test_too_few_chosen_says_how_many_more_to_pick(app: Any) -> None:
    """On a pair-and-single lead the forced follow picks the pair as the turn comes; the
    table then said "Play 3 cards: the lead has 3 (you chose 2)" in orange, blaming the
    player for a choice the table made (play test).  It now says what is left to do."""
    assert _message("H:QQ", "H:QQJ7 C:3", "H:KKA") == "Pick 1 more: the lead has 3 cards, 2 picked"
    assert _message("H:Q", "H:QJ7 C:3", "H:KKA") == "Pick 2 more: the lead has 3 cards, 1 picked"
    set_language("zh")
    assert _message("H:QQ", "H:QQJ7 C:3", "H:KKA") == "再选1张：首家出了3张，已选2张"
