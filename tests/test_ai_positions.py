"""Behaviour of the play policy on hand-made positions (no game needed)."""

from __future__ import annotations

import game
from ai import make_agent
from ai.agents import Agent
from game.cards import parse_cards
from game.doudizhu.view import PHASE_PLAY, SeatView
from game.plays import Play


def view(
    hand: str,
    *,
    seat: int,
    landlord: int,
    cards_left: tuple[int, int, int],
    history: tuple[tuple[int, Play | None], ...] = (),
    previous: str | None = None,
    previous_seat: int | None = None,
) -> SeatView:
    """A play-phase view for ``seat`` with ``hand`` (rank string) to act."""
    left = list(cards_left)
    left[seat] = len(hand)
    return SeatView(
        seat=seat, rules=game.ruleset("classic"), phase=PHASE_PLAY, to_act=seat,
        hand=tuple(parse_cards(hand)), landlord=landlord, history=history,
        cards_left=tuple(left), kitty=None,
        previous=Play.from_str(previous) if previous else None, previous_seat=previous_seat,
    )


def hard() -> Agent:
    return make_agent("hard", 7)


def test_farmer_feeds_partner_with_one_card_left() -> None:
    v = view("3799QQKA", seat=1, landlord=0, cards_left=(12, 8, 1))
    play = hard().play(v)
    assert play is not None and play.kind == "single" and play.key == "3"


def test_farmer_feeds_a_pair_to_partner_with_two_cards() -> None:
    v = view("3559QQKA", seat=1, landlord=0, cards_left=(12, 8, 2))
    play = hard().play(v)
    assert play is not None and play.kind == "pair" and play.key == "5"


def test_landlord_blocks_farmer_with_one_card_by_playing_high() -> None:
    v = view("3579QK2", seat=0, landlord=0, cards_left=(7, 1, 9),
             previous="6:single:6", previous_seat=2)
    play = hard().play(v)
    assert play is not None and play.key == "2"


def test_landlord_splits_a_pair_to_block() -> None:
    v = view("35KK", seat=0, landlord=0, cards_left=(4, 1, 9),
             previous="9:single:9", previous_seat=2)
    play = hard().play(v)
    assert play is not None and play.cards == "K"


def test_landlord_does_not_lead_a_single_into_a_one_card_farmer() -> None:
    v = view("3499KK", seat=0, landlord=0, cards_left=(6, 1, 9))
    play = hard().play(v)
    assert play is not None and play.kind != "single"


def test_bomb_is_kept_when_bombing_cannot_win() -> None:
    v = view("34688889J", seat=1, landlord=0, cards_left=(14, 9, 12),
             previous="K:single:K", previous_seat=0)
    play = hard().play(v)
    assert play is None or not play.is_bomb


def test_bomb_is_played_when_it_wins_the_hand() -> None:
    played = tuple((0, Play.from_str(f"{r}:single:{r}")) for r in "TJQKA2R")
    v = view("99993", seat=1, landlord=0, cards_left=(9, 5, 10), history=played,
             previous="K:single:K", previous_seat=0)
    # The singles above were the landlord's leads; nobody can hold a higher bomb.
    play = hard().play(v)
    assert play is not None and play.kind == "bomb"


def test_rocket_is_not_split_to_beat_a_single() -> None:
    v = view("3456BR", seat=1, landlord=0, cards_left=(15, 6, 12),
             previous="A:single:A", previous_seat=0)
    play = hard().play(v)
    assert play is None or play.kind != "single"


def test_farmer_does_not_overtake_partner() -> None:
    v = view("3456AA2", seat=2, landlord=0, cards_left=(12, 8, 7),
             previous="K:single:K", previous_seat=1)
    assert hard().play(v) is None


def test_farmer_follows_cheapest_reply_that_keeps_the_plan() -> None:
    v = view("3456789QQ2", seat=1, landlord=0, cards_left=(15, 10, 12),
             previous="T:single:T", previous_seat=0)
    play = hard().play(v)
    assert play is not None and play.key == "2"


def test_leader_runs_unbeatable_plays_before_the_last_one() -> None:
    played = tuple((0, Play.from_str(f"{r}:single:{r}")) for r in "BR")
    played += ((0, Play.from_str("2222:bomb:2")),)
    v = view("AAA3", seat=1, landlord=0, cards_left=(9, 4, 10), history=played)
    play = hard().play(v)
    assert play is not None and play.cards == "3AAA"


def test_levels_answer_the_same_view_the_same_way_for_a_seed() -> None:
    v = view("3456799TJQKK", seat=0, landlord=0, cards_left=(12, 17, 17))
    for level in ("beginner", "normal", "hard", "expert"):
        assert make_agent(level, 3).play(v) == make_agent(level, 3).play(v)
