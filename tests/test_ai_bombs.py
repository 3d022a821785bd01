"""Bombs and the rocket as decisions (issue 16): spend one when it wins or saves the hand,
keep it when it only doubles a loss.  Each test names the position; its docstring says
why the play is right.  ``hard_before`` is the hard level without these skills: where it
plays differently the test says so, so the test shows what the skill changes."""

from __future__ import annotations

from ai import make_agent
from ai.doudizhu.bombs import could_go_out_on, lead_order, short_of_control, wins_with_control
from bench.arena_levels import hard_before
from game.plays import Play
from tests.test_ai_positions import view


def _p(text: str) -> Play:
    return Play.from_str(text)


def test_landlord_rockets_a_farmers_two_when_the_farmer_would_keep_the_lead() -> None:
    """The issue's lost deal: the landlord holds the rocket, KK and a 3; a farmer with three
    cards left plays a 2.  Passing leaves the lead with a farmer who may go out in one or
    two plays, and a landlord who keeps the rocket then loses with it (and KK) in hand.  The
    rocket takes the lead, and KK then the 3 need at most one more lead back: rocket."""
    v = view("3KKBR", seat=0, landlord=0, cards_left=(5, 3, 10),
             previous="2:single:2", previous_seat=1)
    assert make_agent("hard", 7).play(v) == _p("BR:rocket:R")
    assert hard_before(7).play(v) is None  # it held the rocket


def test_rocket_waits_when_the_hand_after_it_is_still_far_from_going_out() -> None:
    """Same 2, but after the rocket the landlord would hold four beatable plays (3, 6, KK
    and the lead it needs after each): the rocket wins one trick and doubles a hand that is
    still lost, so it waits for a trick that matters."""
    v = view("3468KKBR", seat=0, landlord=0, cards_left=(8, 4, 10),
             previous="2:single:2", previous_seat=1)
    play = make_agent("hard", 7).play(v)
    assert play is None or not play.is_bomb


def test_the_bomb_alarm_is_for_opponents_close_to_going_out() -> None:
    """A farmer with twelve cards keeping the lead is no emergency: the rocket is kept for
    when it wins or stops a short hand."""
    v = view("3KKBR", seat=0, landlord=0, cards_left=(5, 12, 10),
             previous="2:single:2", previous_seat=1)
    assert make_agent("hard", 7).play(v) is None


def test_a_partners_trick_is_never_bombed_for_the_alarm() -> None:
    """The alarm is about an opponent keeping the lead; a partner with three cards keeping
    it is what the farmers want."""
    v = view("3KKBR", seat=2, landlord=0, cards_left=(12, 3, 5),
             previous="2:single:2", previous_seat=1)
    play = make_agent("hard", 7).play(v)
    assert play is None or not play.is_bomb


def test_an_unbeatable_bomb_wins_one_lost_lead_back() -> None:
    """KK and a 9 can both be beaten, but with the rocket behind them the hand is won from
    the lead: lead one, take the lead back with the rocket if it is beaten, go out on the
    other.  Without the rocket it is not."""
    rocket, kings, nine = _p("BR:rocket:R"), _p("KK:pair:K"), _p("9:single:9")
    assert wins_with_control([rocket], [kings, nine], [10, 12])
    assert not wins_with_control([], [kings, nine], [10, 12])
    assert short_of_control([rocket], [kings, nine]) == 0
    assert short_of_control([], [kings, nine]) == 1


def test_the_count_fails_when_an_opponent_could_go_out_on_a_play_led_early() -> None:
    """A farmer with two cards answers KK with its last pair: the rocket never gets to win
    the lead back.  Only the very last play may be one an opponent could go out on."""
    rocket, kings, nine, sixes = (_p("BR:rocket:R"), _p("KK:pair:K"), _p("9:single:9"),
                                  _p("66:pair:6"))
    assert could_go_out_on(kings, [2, 12])
    assert wins_with_control([rocket], [kings, nine], [2, 12])  # KK last: going out on it
    assert not wins_with_control([rocket], [kings, sixes], [2, 12])


def test_leading_with_bombs_behind_puts_first_the_play_nobody_can_go_out_on() -> None:
    """With a farmer holding one card, the 9 is led last (it would go out on an early
    single); the pair first, since a pair is answered only by a pair."""
    assert lead_order([_p("9:single:9"), _p("KK:pair:K")], [1, 12]) == _p("KK:pair:K")
    assert lead_order([_p("9:single:9"), _p("KK:pair:K")], [8, 12]) == _p("KK:pair:K")


def test_landlord_leads_a_beatable_pair_with_the_rocket_behind_it() -> None:
    """Landlord to lead with BR, KK and 9 against farmers of 10 and 12 cards: whatever is
    beaten, the rocket takes the lead back, so the hand is won.  The pair goes first: only a
    higher pair answers it, and if none does the rocket is not even needed (the level
    before led the 9, which also wins, but needs the rocket more often)."""
    v = view("9KKBR", seat=0, landlord=0, cards_left=(5, 10, 12))
    play = make_agent("hard", 7).play(v)
    assert play == _p("KK:pair:K")


# The B is unbeatable below: R, 22 and one card of every rank 3-A are out, so no bomb, no
# rocket and no higher single is left.
CONTROL_GONE = ((1, _p("3456789TJQKA:straight:3")), (2, _p("22:pair:2")), (1, _p("R:single:R")))


def test_landlord_keeps_its_unbeatable_single_for_a_lead_it_needs() -> None:
    """A farmer leads a J; nobody is near going out.  The landlord's B is the one card the
    farmers can never beat: spent on the J it buys one lead, kept it wins a lead back when
    the landlord needs one.  The K takes the trick just as well, so the landlord plays the
    K and keeps the B (the level before played the B, its cheapest reply by plan cost).
    Measured (ai/RESULTS.md, issue 16): hard as landlord against RLCard's rule agent 0.780
    → 0.793 and 0.795 → 0.804 over two seeds, even against hard itself."""
    v = view("5599KKB", seat=0, landlord=0, cards_left=(7, 8, 10), history=CONTROL_GONE,
             previous="J:single:J", previous_seat=2)
    assert make_agent("hard", 7).play(v) == _p("K:single:K")
    assert hard_before(7).play(v) == _p("B:single:B")


def test_landlord_still_spends_the_unbeatable_single_when_a_farmer_could_go_out() -> None:
    """The same hand, but the farmer who led the J holds one card: a trick left to it costs
    the game, so the landlord takes it with the surest card it has."""
    v = view("5599KKB", seat=0, landlord=0, cards_left=(7, 8, 1), history=CONTROL_GONE,
             previous="J:single:J", previous_seat=2)
    assert make_agent("hard", 7).play(v) == _p("B:single:B")
