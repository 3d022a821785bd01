"""The Tractor policy's skills in small positions: points to the partner's trick and never to
the opponents', trumping when it wins points, pairs kept, masters cashed, a partner fed."""

from __future__ import annotations

import random

from ai.shengji.policy import Skill, choose_play
from ai.shengji.position import Position, sides_of
from game import ruleset
from game.cards import Card
from game.shengji.cards import format_hand, parse_hand
from game.shengji.trump import Trump

RULES = ruleset("tractor")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_hand(text))


def trick(*plays: tuple[int, str]) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    return tuple((seat, cards(text)) for seat, text in plays)


def spades_out_of_spades(seat: int) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """An earlier trick in which ``seat`` showed out of hearts (it follows a heart lead
    with a club)."""
    lead = (seat + 1) % 4
    plays = []
    for i in range(4):
        s = (lead + i) % 4
        plays.append((s, "C:3" if s == seat else f"H:{'4567'[i]}"))
    return trick(*plays)


def position(hand: str, current: tuple = (), earlier: tuple = (), seat: int = 0,
             dealer: int = 0, trump: str = "2D") -> Position:
    """Seat ``seat``'s view holding ``hand``, ``current`` the trick in play and ``earlier``
    the finished tricks; every other seat has 25 cards less those it played."""
    mine = cards(hand)
    tricks = (*earlier, current) if current else tuple(earlier)
    left = [25 - sum(len(c) for t in earlier for s, c in t if s == i) for i in range(4)]
    for s, c in current:
        left[s] -= len(c)
    left[seat] = len(mine)
    return Position(
        rules=RULES,
        trump=Trump.parse(trump),
        seat=seat,
        hand=mine,
        tricks=tricks,
        sides=sides_of(RULES, seat, dealer, (), False),
        cards_left=tuple(left),
        points_taken=(0, 0, 0, 0),
    )


def choice(pos: Position, skill: Skill | None = None) -> str:
    return format_hand(choose_play(pos, skill or Skill(), random.Random(1)))


def test_points_go_to_the_partners_winning_trick() -> None:
    # Seat 0 plays last; partner (seat 2) holds the trick with the ace.
    pos = position("S:K6 H:9743 C:8643 D:Q", trick((1, "S:3"), (2, "S:A"), (3, "S:4")))
    assert choice(pos) == "S:K"


def test_points_never_go_to_the_opponents_trick() -> None:
    pos = position("S:K6 H:9743 C:8643 D:Q", trick((1, "S:A"), (2, "S:3"), (3, "S:4")))
    assert choice(pos) == "S:6"


def test_a_void_seat_trumps_a_trick_worth_points_cheaply() -> None:
    pos = position("H:9743 C:8643 D:3Q B", trick((1, "S:K"), (2, "S:3"), (3, "S:T")))
    assert choice(pos) == "D:3"


def test_a_pointless_trick_is_not_trumped_with_a_joker() -> None:
    pos = position("H:9743 C:8643 B", trick((1, "S:9"), (2, "S:3"), (3, "S:6")))
    assert choice(pos) != "B"


def test_a_pair_is_kept_when_a_loose_card_will_do() -> None:
    pos = position("S:Q99 H:9743 C:8643", trick((1, "S:A"), (2, "S:3"), (3, "S:4")))
    assert choice(pos) == "S:Q"


def test_an_unbeatable_throw_is_cashed() -> None:
    pos = position("S:AAK3 H:9743 C:8643 D:4")
    assert choice(pos) == "S:AAK"


def test_the_partner_who_is_out_of_a_suit_is_fed_its_points() -> None:
    # Partner (seat 2) showed out of hearts and holds trumps; opponents still follow hearts.
    earlier = (spades_out_of_spades(2),)
    pos = position("H:KJ6 C:8643 S:9743 D:4", earlier=earlier)
    play = choice(pos)
    assert play.startswith("H:") and "K" in play


def test_the_selfish_beginner_does_not_feed_the_partner() -> None:
    pos = position("S:K6 H:9743 C:8643 D:Q", trick((1, "S:3"), (2, "S:A"), (3, "S:4")))
    assert choice(pos, Skill(cooperation=False)) == "S:6"
