"""Five players, three decks: equal level rights, the J and A rules, level transfers (§2.5.3)."""

from __future__ import annotations

from typing import Any

from game.rules import ruleset
from game.shengji.cards import parse_hand
from game.shengji.choices import dealer_side_shares
from game.shengji.levels import ladder, must_play_levels
from game.shengji.scoring import HandResult
from game.shengji.settle import settle
from tests.shengji.test_levels import facts

FIVE = ruleset("friends_five_three_decks")


def hand(points: int, *, friend: int | None = 2, **changes: Any) -> HandResult:
    """Dealer S0 (with ``friend``), the catchers' points taken by S1."""
    side = frozenset({0} if friend is None else {0, friend})
    changes.setdefault("levels", ("2",) * 5)
    changes.setdefault("last_winner", 0)
    rules = changes.pop("rules", FIVE)
    return settle(facts(rules, dealer=0, dealer_side=side, points=points, **changes))


def test_the_joker_level_follows_a_and_j_a_and_w_are_must_play() -> None:
    assert ladder(FIVE) == "23456789TJQKAW"
    assert must_play_levels(FIVE) == {"J", "A", "W"}


def test_position_25_dealer_side_wins_with_a_friend() -> None:
    result = hand(100)
    assert result.levels_after[0] == "4" and result.levels_after[2] == "3"
    saved = hand(100, last_winner=2)
    assert saved.levels_after[0] == "3" and saved.levels_after[2] == "4"


def test_position_25_lone_dealer_takes_four_b() -> None:
    assert hand(100, friend=None).levels_after[0] == "6"


def test_position_25_catchers_zero_gives_six_and_three() -> None:
    result = hand(0)
    assert result.levels_after[0] == "8" and result.levels_after[2] == "5"


def test_position_25_catchers_win() -> None:
    assert hand(130).levels_after == ("2", "3", "2", "3", "3")
    assert hand(250).levels_after == ("2", "5", "2", "5", "5")


def test_decision_d28_catchers_each_rise_one_plus_one_per_sixty() -> None:
    assert hand(120).amount == 1 and hand(179).amount == 1 and hand(180).amount == 2


def test_option_friend_share_flexible_gives_the_last_third_to_the_lower_player() -> None:
    rules = ruleset("friends_five_three_decks", friend_share="flexible")
    levels = ("5", "2", "3", "2", "2")
    result = hand(100, rules=rules, level="5", levels=levels, last_winner=0)
    assert result.levels_after[0] == "6" and result.levels_after[2] == "5"
    fixed = hand(100, level="5", levels=levels, last_winner=0)
    assert fixed.levels_after[0] == "7" and fixed.levels_after[2] == "4"


def test_friend_share_fixed_is_the_default() -> None:
    assert FIVE.friend_share == "fixed"
    shares = dealer_side_shares(facts(FIVE, dealer=0, dealer_side=frozenset({0, 2}),
                                      levels=("2",) * 5, last_winner=4), 2)
    assert shares == {0: 4, 2: 2}


def test_option_level_transfer_gives_blocked_levels_to_the_lowest_teammate() -> None:
    levels = ("9", "2", "2", "2", "2")
    result = hand(0, level="9", levels=levels)
    assert result.levels_after[0] == "J"  # 9 + 6 stops on the must-play J: 4 unused
    assert result.levels_after[2] == "9"  # the friend's own +3 (2 → 5), then the 4 given
    assert any("gives" in note for note in result.notes)


def test_level_transfer_drops_the_highest_opponent_when_no_teammate_has_room() -> None:
    levels = ("9", "K", "T", "2", "2")
    result = hand(0, level="9", levels=levels)
    assert result.levels_after[2] == "J"
    # The dealer's 4 unused and the friend's 2 (T + 3 stops on J) drop the highest catcher.
    assert result.levels_after[1] == "7"


def test_option_level_transfer_off_wastes_blocked_levels() -> None:
    rules = ruleset("friends_five_three_decks", level_transfer=False)
    levels = ("9", "K", "T", "2", "2")
    result = hand(0, rules=rules, level="9", levels=levels)
    assert result.levels_after[1] == "K" and result.levels_after[2] == "J"


def test_j_rule_single_jack() -> None:
    jack = tuple(parse_hand("JH"))
    levels = ("J", "5", "Q", "5", "5")
    result = hand(120, level="J", levels=levels, last_winner=1, last_winning_cards=jack,
                  last_winning_unit=(1, 1), last_winning_ranks=frozenset({"J"}))
    assert result.levels_after[0] == "7" and result.levels_after[2] == "T"
    assert result.levels_after[1] == "6"  # the catchers still get their rise


def test_j_rule_pair_without_a_friend_the_dealer_takes_it_all_and_the_rest_passes_on() -> None:
    levels = ("J", "5", "Q", "K", "6")
    result = hand(120, friend=None, level="J", levels=levels, last_winner=1,
                  last_winning_unit=(2, 1), last_winning_ranks=frozenset({"J"}))
    # 12 levels: J → 2 is 9; the other 3 go to the catchers the dealer names, highest first.
    # Every catcher rises one (S2 Q → K, S4 6 → 7, S3 K → A); the dealer names the highest
    # catcher but the digger, S3, who drops the 3 from A to J; the digger keeps his rise.
    assert result.levels_after == ("2", "6", "K", "J", "7")


def test_j_rule_needs_jacks_and_120() -> None:
    levels = ("J", "5", "Q", "5", "5")
    short = hand(115, level="J", levels=levels, last_winner=1,
                 last_winning_ranks=frozenset({"J"}))
    assert short.dealer_won and short.levels_after[0] == "K"
    no_jack = hand(120, level="J", levels=levels, last_winner=1,
                   last_winning_ranks=frozenset({"Q"}))
    assert no_jack.levels_after[0] == "J"


def test_a_rule_dealer_drops_to_j_friend_three_levels() -> None:
    levels = ("A", "5", "9", "5", "5")
    result = hand(120, level="A", levels=levels, last_winner=4,
                  last_winning_ranks=frozenset({"A"}))
    assert result.levels_after[0] == "J" and result.levels_after[2] == "6"


def test_winning_the_joker_level_as_dealer_wins_the_match() -> None:
    levels = ("W", "5", "9", "5", "5")
    result = hand(0, level="W", levels=levels)
    assert result.match_over and result.match_winners == (0,)
