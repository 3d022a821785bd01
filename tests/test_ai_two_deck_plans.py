"""Plans of two-deck hands (ai.doudizhu.shapes): the mode's own shapes, each test named for why.

Every plan play must be one the mode's pattern set reads exactly so (a plan of classic
shapes in ``four`` led a ``B R`` "rocket" the rules refuse); long bombs stay whole and
are worth their place in the mode's bomb order; jokers pair or bomb as the mode says.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import game
from ai.doudizhu.decompose import Decomposer, Plan, read_mode
from ai.doudizhu.ranks import counts_of
from game.cards import parse_ranks
from game.doudizhu.patterns import classify

TWO_DECKS = [r for r in range(13) for _ in range(8)] + [13, 13, 14, 14]


def plan_of(mode: str, hand: str) -> Plan:
    decomposer = Decomposer()
    read_mode(decomposer, game.ruleset(mode).pattern_set)
    return decomposer.plan(counts_of(parse_ranks(hand)))


def cards_of(plan: Plan) -> list[str]:
    return sorted(p.cards for p in plan.plays)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["four", "five", "emperor"]),
       st.lists(st.sampled_from(range(len(TWO_DECKS))), min_size=1, max_size=40, unique=True))
def test_every_plan_play_is_read_so_by_the_modes_rules(mode: str, indices: list[int]) -> None:
    rules = game.ruleset(mode)
    ranks = sorted(TWO_DECKS[i] for i in indices)
    plan = plan_of(mode, "".join("3456789TJQKA2BR"[r] for r in ranks))
    covered: list[int] = []
    for play in plan.plays:
        assert play in classify(play.cards, rules), (mode, str(play))
        covered += play.ranks
    assert sorted(covered) == ranks


def test_a_long_bomb_is_not_broken_for_a_straight_in_four() -> None:
    # 5 sevens and 3456 8: the straight 34567 would leave a four-bomb; the five-bomb beats
    # every four-bomb, so it stays whole and 3456 8 stay singles.
    plan = plan_of("four", "3456 77777 8")
    assert "77777" in cards_of(plan)


def test_six_of_a_rank_is_one_bomb_not_a_bomb_and_a_pair_in_four() -> None:
    assert cards_of(plan_of("four", "999999")) == ["999999"]


def test_eight_of_a_rank_is_one_eight_card_bomb_in_five() -> None:
    assert [p.kind for p in plan_of("five", "QQQQQQQQ").plays] == ["bomb"]


def test_joker_pairs_are_pairs_in_four_and_all_four_jokers_the_rocket() -> None:
    assert sorted(str(p) for p in plan_of("four", "BB 3").plays) == ["3:single:3", "BB:pair:B"]
    assert [str(p) for p in plan_of("four", "BBRR").plays] == ["BBRR:rocket:R"]


def test_small_and_big_joker_are_no_rocket_in_four() -> None:
    assert sorted(p.kind for p in plan_of("four", "BR").plays) == ["single", "single"]


def test_jokers_are_the_joker_bombs_in_five() -> None:
    assert [str(p) for p in plan_of("five", "BBR").plays] == ["BBR:joker_bomb_3:B"]
    assert [str(p) for p in plan_of("five", "BBRR").plays] == ["BBRR:heaven_bomb:R"]


def test_no_trio_takes_a_single_in_the_two_deck_modes() -> None:
    # trio + single is not a combination of four, five or emperor: the kicker must be a pair.
    kinds = sorted(p.kind for p in plan_of("four", "555 3").plays)
    assert kinds == ["single", "trio"]
    assert "33555" in cards_of(plan_of("four", "555 33"))


def test_the_emperors_four_is_one_ordinary_play_and_fours_chain() -> None:
    assert [p.kind for p in plan_of("emperor", "8888").plays] == ["four"]
    assert [p.kind for p in plan_of("emperor", "88889999").plays] == ["four_chain"]


def test_a_longer_bomb_is_worth_more_than_a_shorter_higher_one() -> None:
    # in four, 33333 beats 2222: the plan's score says so too
    assert plan_of("four", "33333").score > plan_of("four", "2222").score
