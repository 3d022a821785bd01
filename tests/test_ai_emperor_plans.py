"""帝主's large kinds in the plan and in play (docs/doudizhu-modes.md §6): a four carries a trio
(four +
trio) and a pair with it (dress), a four chain as many trios (carrier) or a consecutive
trio chain as long and as many pairs (spaceship).  Each carried group is a play saved, so
the plan forms them and the hard level leads them; no plan holds a shape the rules refuse.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import game
from ai import make_agent
from ai.doudizhu.decompose import Decomposer, Plan, read_mode
from ai.doudizhu.ranks import counts_of
from game.cards import parse_cards, parse_ranks
from game.doudizhu.patterns import classify
from game.doudizhu.view import PHASE_PLAY, SeatView
from game.plays import Play

EMPEROR = game.ruleset("emperor")


def plan_of(hand: str) -> Plan:
    decomposer = Decomposer()
    read_mode(decomposer, EMPEROR.pattern_set)
    return decomposer.plan(counts_of(parse_ranks(hand)))


def kinds(hand: str) -> list[str]:
    return sorted(p.kind for p in plan_of(hand).plays)


def lead_view(hand: str, seat: int = 0, history: tuple[tuple[int, Play | None], ...] = (),
              cards_left: tuple[int, ...] | None = None) -> SeatView:
    """A play-phase view of the emperor's table (seat 0 the emperor)."""
    cards = tuple(parse_cards(hand))
    left = [34, 34, 34]
    left[seat] = len(cards)
    return SeatView(seat=seat, rules=EMPEROR, phase=PHASE_PLAY, to_act=seat, hand=cards,
                    landlord=0, history=history, cards_left=cards_left or tuple(left),
                    kitty=None)


def test_a_four_a_trio_and_a_pair_are_one_dress() -> None:
    assert [str(p) for p in plan_of("3333 444 55").plays] == ["333344455:dress:3"]


def test_a_four_and_a_trio_without_a_pair_are_a_four_plus_trio() -> None:
    assert kinds("3333 444 K") == ["four_trio", "single"]


def test_a_four_chain_carries_as_many_trios_when_they_are_not_consecutive() -> None:
    assert kinds("33334444 666 999") == ["carrier"]


def test_a_four_chain_with_a_trio_chain_as_long_and_two_pairs_is_a_spaceship() -> None:
    assert [str(p) for p in plan_of("33334444 555666 77 88").plays] == [
        "333344445556667788:spaceship:4"]


def test_trios_that_are_not_consecutive_make_no_spaceship_but_two_dresses() -> None:
    assert kinds("33334444 555 777 99 JJ") == ["dress", "dress"]


def test_twos_are_kept_for_control_not_carried() -> None:
    assert kinds("3333 222") == ["four", "trio"]


def test_a_rank_of_five_stays_a_bomb_and_carries_nothing() -> None:
    assert kinds("33333 444 55") == ["bomb", "trio_pair"]


def test_the_hard_landlord_leads_its_spaceship_before_the_last_single() -> None:
    play = make_agent("hard", 1).play(lead_view("3333 4444 555 666 77 88 A"))
    assert play is not None and play.kind == "spaceship"


def test_the_hard_landlord_leads_the_dress_not_the_four_alone() -> None:
    play = make_agent("hard", 1).play(lead_view("3333 444 55 K"))
    assert play is not None and play.kind == "dress" and play.cards == "333344455"


def test_the_hard_landlord_leads_the_carrier() -> None:
    play = make_agent("hard", 1).play(lead_view("66667777 333 999 K"))
    assert play is not None and play.kind == "carrier"


def test_a_rebel_answers_a_four_plus_trio_with_a_higher_one_from_its_plan() -> None:
    led = classify("3333444", EMPEROR)[0]
    view = lead_view("8888 555 K", seat=1, history=((0, led),), cards_left=(27, 8, 34))
    play = make_agent("hard", 1).play(view)
    assert play is not None and play.kind == "four_trio" and play.cards == "5558888"


TWO_DECKS = [r for r in range(13) for _ in range(8)] + [13, 13, 14, 14]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(range(len(TWO_DECKS))), min_size=10, max_size=40, unique=True))
def test_every_large_kind_in_a_plan_is_one_the_rules_read(indices: list[int]) -> None:
    ranks = sorted(TWO_DECKS[i] for i in indices)
    for play in plan_of("".join("3456789TJQKA2BR"[r] for r in ranks)).plays:
        assert play in classify(play.cards, EMPEROR), str(play)
