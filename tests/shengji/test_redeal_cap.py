"""The redeal cap (AUDIT.md Decision R1): a hand cannot loop on void deals."""

from __future__ import annotations

import pytest

from game.errors import IllegalAction
from game.events import Redealt
from game.rules import ruleset
from game.shengji.actions import PASS, Bid
from game.shengji.game import Game, new_game
from game.shengji.phase import MAX_VOID_REDEALS


def _pass_until_not(game: Game, phases: tuple[str, ...]) -> list[object]:
    """Everybody passes while the game is in one of ``phases``; the events seen."""
    events: list[object] = list(game.initial_events)
    while game.phase in phases:
        events += game.apply(PASS)
    return events


def test_redeal_cap_first_hand_nobody_declares_a_random_seat_deals_at_no_trump() -> None:
    game = new_game(ruleset("tractor"), 5)
    events = _pass_until_not(game, ("dealing", "final_round"))
    redeals = [e for e in events if isinstance(e, Redealt)]
    assert [e.reason for e in redeals] == ["no_declaration"] * MAX_VOID_REDEALS
    assert game.state.number == MAX_VOID_REDEALS + 1
    assert game.dealer == game.state.first_receiver
    assert game.trump is not None and game.trump.no_trump
    assert game.phase == "bury" and game.to_act == game.dealer


def test_redeal_cap_first_hand_flip_kitty_still_applies_after_the_cap() -> None:
    game = new_game(ruleset("tractor", no_declaration="flip_kitty"), 5)
    _pass_until_not(game, ("dealing", "final_round"))
    assert game.state.number == MAX_VOID_REDEALS + 1
    flipped = game.state.flipped
    assert game.trump is not None
    assert game.trump.suit == (None if flipped is None else flipped.suit)


def test_redeal_cap_later_hand_no_declaration_redeal_becomes_no_trump() -> None:
    game = new_game(ruleset("tractor", no_declaration="redeal"), 3, dealer=1)
    _pass_until_not(game, ("dealing", "final_round"))
    assert game.state.number == MAX_VOID_REDEALS + 1
    assert game.dealer == 1 and game.trump is not None and game.trump.no_trump


def test_redeal_cap_bidding_three_the_last_bidder_must_bid() -> None:
    game = new_game(ruleset("bidding_three"), 2)
    for _ in range(MAX_VOID_REDEALS):
        for _ in range(3):
            game.apply(PASS)
    assert game.state.number == MAX_VOID_REDEALS + 1 and game.phase == "auction"
    game.apply(PASS)
    game.apply(PASS)
    legal = game.legal_actions()
    assert legal is not None and PASS not in legal and Bid(200) in legal
    with pytest.raises(IllegalAction, match="must bid"):
        game.apply(PASS)
    game.apply(Bid(200))
    assert game.dealer is not None and game.phase != "auction"


def test_redeal_cap_the_random_players_bid_when_they_may_not_pass() -> None:
    import random

    from ai.shengji.players import make_tractor_player
    from ai.shengji.random_player import RandomTractorPlayer
    from tests.shengji.players import random_action

    game = new_game(ruleset("bidding_three"), 2)
    for _ in range(MAX_VOID_REDEALS * 3 + 2):
        game.apply(PASS)
    seat = game.to_act
    assert seat is not None
    for n in range(30):
        assert isinstance(random_action(game, random.Random(n)), Bid)
        assert isinstance(RandomTractorPlayer(n).act(game.view(seat)), Bid)
    for level in ("beginner", "normal", "hard"):
        player = make_tractor_player(level, 1)
        assert player is not None and isinstance(player.act(game.view(seat)), Bid)
