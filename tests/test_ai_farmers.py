"""Farmers that win together (issue 16): who tops, who supports, stopping the landlord's
last cards (报单/报双), feeding the partner.  Each test names the position; its docstring
says why the play is right.  Seats: 0 the landlord, 1 the farmer after it, 2 the farmer
before it (classic order 0 → 1 → 2 → 0).  Where ``hard_before`` (the hard level without
issue 16's skills) played otherwise, the test checks that too."""

from __future__ import annotations

import game
from ai import make_agent
from bench.arena_levels import hard_before
from game.cards import parse_cards
from game.doudizhu.view import PHASE_PLAY, SeatView
from game.plays import Play
from tests.test_ai_positions import view


def _p(text: str) -> Play:
    return Play.from_str(text)


JOKERS_GONE = ((0, _p("B:single:B")), (0, _p("R:single:R")))


def test_farmer_before_a_one_card_landlord_tops_the_partners_single_with_its_biggest() -> None:
    """报单: the landlord's last card beats the partner's 5 unless someone raises the bar.
    The farmer just before the landlord holds nothing that is surely higher than it, so it
    plays its biggest single (J): the landlord now needs a Q or better to go out."""
    v = view("3469JJ77", seat=2, landlord=0, cards_left=(1, 9, 8),
             previous="5:single:5", previous_seat=1)
    assert make_agent("hard", 7).play(v) == _p("J:single:J")
    assert hard_before(7).play(v) is None  # it let the landlord's last card through


def test_farmer_before_a_two_card_landlord_tops_the_partners_pair() -> None:
    """报双: a landlord with two cards goes out on the partner's 55 with any higher pair.
    QQ is the biggest pair the farmer has; it shuts out every pair below it."""
    v = view("3469QQ7", seat=2, landlord=0, cards_left=(2, 9, 7),
             previous="55:pair:5", previous_seat=1)
    assert make_agent("hard", 7).play(v) == _p("QQ:pair:Q")
    assert hard_before(7).play(v) is None


def test_farmer_before_the_landlord_tops_the_partners_low_single() -> None:
    """顶牌 over a partner: the partner's 4 goes to the landlord next, who beats it with any
    small single and keeps the lead for free.  The farmer before the landlord tops it with
    its loose Q, which costs its plan nothing: now the landlord must spend a K or better, or
    let the farmers keep the lead.  Measured (ai/RESULTS.md, issue 16): hard against RLCard's
    rule agent 0.800 → 0.813, against hard 0.514."""
    v = view("5566Q99KK", seat=2, landlord=0, cards_left=(12, 10, 9),
             previous="4:single:4", previous_seat=1)
    assert make_agent("hard", 7).play(v) == _p("Q:single:Q")
    assert hard_before(7).play(v) is None  # it left the landlord a cheap trick


def test_farmer_before_the_landlord_tops_the_partners_middle_single_with_an_ace() -> None:
    """The partner's 9 is no higher than the landlord's cheap cards: a T or a J takes it.
    The farmer before the landlord tops it with its loose A, so the landlord has to spend a
    2 or a joker to win the trick.  A T would change nothing (the landlord still has a J).
    Measured (ai/RESULTS.md, issue 16): against hard 0.516 and 0.508 over two seeds."""
    v = view("55669TTA", seat=2, landlord=0, cards_left=(12, 10, 8),
             previous="9:single:9", previous_seat=1)
    assert make_agent("hard", 7).play(v) == _p("A:single:A")
    assert hard_before(7).play(v) is None


def test_farmer_before_the_landlord_leaves_a_partners_high_single() -> None:
    """The partner's K already makes the landlord pay an A or better: overtaking it would
    only take the lead from the partner, so the farmer passes."""
    v = view("55669TTA", seat=2, landlord=0, cards_left=(12, 10, 8),
             previous="K:single:K", previous_seat=1)
    assert make_agent("hard", 7).play(v) is None


def test_farmer_after_the_landlord_leaves_the_partners_trick_alone() -> None:
    """The farmer after the landlord plays after the partner's trick only when the trick
    comes round to the partner: the landlord already passed it, so there is nothing to stop."""
    v = view("3469JJ77", seat=1, landlord=0, cards_left=(1, 8, 9),
             previous="5:single:5", previous_seat=2)
    assert make_agent("hard", 7).play(v) is None


def test_farmer_keeps_its_unbeatable_single_against_a_two_card_landlord() -> None:
    """报双 with both jokers gone: the farmer's 2 is the one card that stops every single the
    landlord can answer with (a landlord that tops a single with one card and leads the
    other is out).  Leading the 2 wins nothing, since the lead comes straight back, and
    leaves 7, 8, 9, T with no stopper behind them.  The farmer leads something else and
    keeps the 2; the level before led it."""
    for seat, left in ((2, (2, 8, 7)), (1, (2, 7, 8))):
        v = view("2789T55", seat=seat, landlord=0, cards_left=left, history=JOKERS_GONE)
        play = make_agent("hard", 7).play(v)
        assert play is not None and play != _p("2:single:2")
        assert hard_before(7).play(v) == _p("2:single:2")


def test_no_feeding_through_a_landlord_who_plays_before_the_partner() -> None:
    """The partner has one card, but the landlord (two cards) plays between us: a fed 3
    is topped by the landlord with almost anything, and it then leads its last card.  The
    farmer before the landlord does not feed the 3; what it leads leaves the landlord fewer
    cards to go out with."""
    v = view("3TTJJQ", seat=2, landlord=0, cards_left=(2, 1, 6))
    play = make_agent("hard", 7).play(v)
    assert play is not None and play != _p("3:single:3")
    assert hard_before(7).play(v) == _p("3:single:3")


def test_farmer_after_the_landlord_feeds_its_partner_a_small_single() -> None:
    """The partner (next to play) has one card: the smallest single gives it the best
    chance to beat it and go out before the landlord plays."""
    v = view("35TTJJQ", seat=1, landlord=0, cards_left=(5, 7, 1))
    assert make_agent("hard", 7).play(v) == _p("3:single:3")


def _four_view(hand: str, *, seat: int, cards_left: tuple[int, int, int, int], previous: str,
               previous_seat: int) -> SeatView:
    """A play-phase view of 四人 (two decks, four seats, landlord at seat 0)."""
    left = list(cards_left)
    left[seat] = len(parse_cards(hand))
    return SeatView(
        seat=seat, rules=game.ruleset("four"), phase=PHASE_PLAY, to_act=seat,
        hand=tuple(parse_cards(hand)), landlord=0, history=(), cards_left=tuple(left),
        kitty=None, previous=Play.from_str(previous), previous_seat=previous_seat,
    )


def test_four_the_farmer_before_a_one_card_landlord_tops_a_partners_single() -> None:
    """四人: three farmers against the landlord.  Seat 3 plays just before the landlord,
    who has one card; a partner's 6 would let most last cards through, so seat 3 plays its
    biggest single, while seat 2 (another farmer follows it) leaves the trick to seat 3."""
    hand = "3S 4S 7H 9D JC JD KS"
    v = _four_view(hand, seat=3, cards_left=(1, 20, 20, 7), previous="6:single:6",
                   previous_seat=1)
    assert make_agent("hard", 7).play(v) == _p("K:single:K")
    assert hard_before(7).play(v) is None
    v = _four_view(hand, seat=2, cards_left=(1, 20, 7, 20), previous="6:single:6",
                   previous_seat=1)
    assert make_agent("hard", 7).play(v) is None


def test_farmer_after_the_landlord_beats_its_opening_trio_instead_of_leaving_it() -> None:
    """The landlord opens with 333. The partner behind us holds as many cards, but a trio
    to beat 333 is far rarer than a single: left to the partner, the landlord's low trio
    mostly comes back to the landlord for free. 666 costs the plan 3 (its kicker goes
    loose), so the farmer after the landlord beats it now. The level before left every
    play to a partner with no more cards. Measured (ai/RESULTS.md, issue 16): hard against
    RLCard's rule agent 0.834 → 0.837 and 0.832 → 0.835 over two seeds, against hard 0.504
    and 0.503."""
    opening = (0, _p("333:trio:3"))
    v = view("34666778899TJJA2B", seat=1, landlord=0, cards_left=(17, 17, 17),
             history=(opening,), previous="333:trio:3", previous_seat=0)
    assert make_agent("hard", 7).play(v) == _p("666:trio:6")
    assert hard_before(7).play(v) is None


def test_farmer_after_the_landlord_beats_its_low_pair_at_a_middle_plan_cost() -> None:
    """The same for a pair: KK out of KKK costs the plan 5, inside the 1.5 + 6 a farmer
    after the landlord may pay for a pair or a trio (a single is still left to the partner
    behind when the partner holds no more cards)."""
    opening = (0, _p("33:pair:3"))
    v = view("345566778899QKKK2", seat=1, landlord=0, cards_left=(16, 17, 17),
             history=(opening,), previous="33:pair:3", previous_seat=0)
    assert make_agent("hard", 7).play(v) == _p("KK:pair:K")
    assert hard_before(7).play(v) is None


def test_farmer_before_the_landlord_keeps_its_joker_rather_than_top_the_partner() -> None:
    """The partner's 9 goes to the landlord next, and the only single of the farmer's that
    would make the landlord pay is the black joker. A joker (or a 2) on the partner's trick
    spends the farmers' control to make the landlord spend a card: it is worth more later,
    to win the lead back from the landlord, so the farmer passes. Measured (ai/RESULTS.md,
    issue 16): hard against RLCard's rule agent 0.837 → 0.841 and 0.835 → 0.839 over two
    seeds, against hard 0.499 ± 0.003 and 0.504 ± 0.004."""
    v = view("55669TTB", seat=2, landlord=0, cards_left=(12, 10, 8),
             previous="9:single:9", previous_seat=1)
    assert make_agent("hard", 7).play(v) is None
    v = view("556699B", seat=2, landlord=0, cards_left=(12, 10, 7),
             previous="4:single:4", previous_seat=1)
    assert make_agent("hard", 7).play(v) == _p("9:single:9")  # an 8 or higher, not the joker
