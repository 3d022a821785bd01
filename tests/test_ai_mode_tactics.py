"""Mode tactics of the AI in 五人 and 帝主, as named positions (the reason is in each name).

Views are made by hand with only what each decision reads: the hand, the kitty, the
offered actions and the public history.
"""

from __future__ import annotations

import game
from ai.doudizhu.agents import ally_call, kitty_keep, plays_alone
from ai.doudizhu.ally_belief import beat_the_landlord, presumed_sides
from ai.doudizhu.decompose import Decomposer
from game.cards import Card, parse_cards
from game.doudizhu.actions import CallAlly
from game.doudizhu.view import PHASE_ALLY, PHASE_KEEP, SIDE_FARMER, SIDE_LANDLORD, SeatView
from game.plays import Play

FIVE = game.ruleset("five")
EMPEROR = game.ruleset("emperor")


def ally_view(hand: str) -> SeatView:
    cards = tuple(parse_cards(hand))
    held = [c for c in cards if sum(1 for d in cards if (d.rank, d.suit) == (c.rank, c.suit)) == 1]
    actions = (*(CallAlly(c) for c in held), CallAlly(None))
    return SeatView(seat=0, rules=FIVE, phase=PHASE_ALLY, to_act=0, hand=cards, landlord=0,
                    history=(), cards_left=(len(cards), 21, 21, 21, 21), kitty=None,
                    actions=actions)


def keep_view(hand: str, kitty: str) -> SeatView:
    kit = tuple(parse_cards(kitty))
    cards = tuple(parse_cards(hand)) + kit
    return SeatView(seat=0, rules=EMPEROR, phase=PHASE_KEEP, to_act=0, hand=cards, landlord=0,
                    history=(), cards_left=(len(cards), 34, 34), kitty=kit)


WEAK_FIVE = "3S 4H 5D 7C 8S 9H TD JC QS KH AS 2H 3D 4C 6S 8H 9D JD QC KD 6H 7D TS 5C"
MONSTER_FIVE = ("3S 3S' 3H 3H' 3D 5S 5S' 5H 5H' 5D 7S 7S' 7H 7H' 7D 9C 9C' 9D 9D' 9H "
                "B B' R R'")


def test_a_weak_landlord_names_its_highest_single_copy_card_not_alone() -> None:
    call = ally_call(ally_view(WEAK_FIVE), Decomposer())
    assert call.card == Card.parse("2H")


def test_a_hand_of_long_bombs_and_the_heaven_bomb_plays_alone() -> None:
    view = ally_view(MONSTER_FIVE)
    assert plays_alone(view, Decomposer())
    assert ally_call(view, Decomposer()) == CallAlly(None)


def test_a_hand_with_few_controls_does_not_play_alone() -> None:
    assert not plays_alone(ally_view(WEAK_FIVE), Decomposer())


def _play(text: str) -> Play:
    return Play.from_str(text)


def test_a_seat_that_beats_the_landlords_play_is_presumed_a_farmer() -> None:
    history = ((0, _play("5:single:5")), (1, _play("9:single:9")), (2, None), (3, None),
               (4, None), (0, None))
    assert beat_the_landlord(history, 0, 5) == {1}


def test_a_new_trick_led_by_the_landlord_is_no_beat() -> None:
    # seat 1 wins the trick, everyone passes, seat 1 leads again: nothing beat the landlord.
    history = ((1, _play("9:single:9")), (2, None), (3, None), (4, None), (0, None),
               (1, _play("3:single:3")))
    assert beat_the_landlord(history, 0, 5) == set()


def test_when_all_unknown_seats_but_one_beat_the_landlord_the_last_is_the_ally() -> None:
    sides = (SIDE_LANDLORD, None, SIDE_FARMER, None, None)  # seat 2's own view
    history = ((0, _play("5:single:5")), (1, _play("9:single:9")), (2, None),
               (3, _play("T:single:T")), (4, None), (0, _play("K:single:K")),
               (1, None), (2, None), (3, None), (4, _play("A:single:A")))
    # seats 1 and 4 took the landlord's tricks; seat 3 only ever beat seat 1
    assert presumed_sides(sides, 0, history) == (
        SIDE_LANDLORD, SIDE_FARMER, SIDE_FARMER, SIDE_LANDLORD, SIDE_FARMER)


def test_without_evidence_the_unknown_seats_stay_unknown() -> None:
    sides = (SIDE_LANDLORD, None, SIDE_FARMER, None, None)
    assert presumed_sides(sides, 0, ()) == sides


EMPEROR_HAND = "4S 4H 4D 5S 5H 5D 6S 6H 6D 7S 7H 7D KS KH KD KC 2S 2H 2D 2C"
EMPEROR_KITTY = "2S' 3D 9C"


def test_the_emperor_keeps_the_kitty_card_that_makes_a_five_card_bomb() -> None:
    # 2222 is only a four in 帝主 (bombs start at five cards); the kitty's fifth 2 makes a bomb
    keep = kitty_keep(keep_view(EMPEROR_HAND, EMPEROR_KITTY), Decomposer())
    assert Card.parse("2S'") in keep.cards


def test_the_emperor_discards_lone_low_cards_that_only_add_plays() -> None:
    keep = kitty_keep(keep_view(EMPEROR_HAND, EMPEROR_KITTY), Decomposer())
    assert Card.parse("3D") not in keep.cards and Card.parse("9C") not in keep.cards


def test_the_emperors_keep_plans_in_its_own_shapes_not_classic_ones() -> None:
    # with classic shapes 2222 would already be a bomb and the fifth 2 a weak single
    view = keep_view(EMPEROR_HAND, EMPEROR_KITTY)
    classic = Decomposer()
    score_with = kitty_keep(view, classic)
    assert classic.shapes is not None and Card.parse("2S'") in score_with.cards
