"""The house rules of docs/tractor.md §1.15 at the table: the AI plays under them, the hint
speaks their terms, and ``hide_played_cards`` hides the counter and the last trick.

The AI reads legal moves, but it plans from the rules too: under ``tractor_min_pairs=3`` it
finds no two-pair tractor to lead, under ``kitty=none`` it is never asked to bury and puts
no points on a kitty, under ``friend_cards`` it calls only cards the rules allow.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from ai.shengji.players import make_tractor_player, tractor_action
from ai.shengji.policy import Judge, Skill
from ai.shengji.position import position_from_view
from game.cards import Card
from game.rules import ruleset
from game.shengji.actions import CallFriends
from game.shengji.cards import parse_hand
from game.shengji.game import Game, new_game
from game.shengji.phases.call_friends import refusal
from game.shengji.trump import order_for
from tests.shengji.players import random_action
from ui.app.i18n import language, set_language, t
from ui.tractor.hint_words import play_reason
from ui.tractor.practice import cards_out, played_cards_hidden


def _played_until(done: Callable[[Game], bool], mode: str, seed: int, **options: Any) -> Game:
    """A hand of ``mode`` driven by random legal actions (seeded as the deal) until ``done``."""
    game = new_game(ruleset(mode, **options), seed)
    rng = random.Random(seed)
    while not done(game):
        game.apply(random_action(game, rng))
    return game


def _at_phase(phase: str) -> Callable[[Game], bool]:
    return lambda game: game.phase == phase


def play_with(level: str, mode: str, seed: int, **options: Any) -> tuple[Game, list[str]]:
    """A whole hand with every seat at ``level``; the phases it went through."""
    game = new_game(ruleset(mode, **options), seed)
    players = [make_tractor_player(level, seed + s) for s in range(game.rules.seats)]
    phases: list[str] = []
    while not game.over:
        if not phases or phases[-1] != game.phase:
            phases.append(str(game.phase))
        seat = game.to_act
        assert seat is not None
        player = players[seat]
        assert player is not None
        game.apply(tractor_action(player, game.view(seat)))
    return game, phases


@pytest.mark.parametrize(("mode", "options"), [
    ("tractor", {"kitty": "none", "tractor_min_pairs": 3, "follow_protection": "both"}),
    ("friends_four", {"kitty": "none", "friend_cards": "no_points", "double_join": "refused"}),
    ("tractor", {"step_per_deck": 15, "turnover_steps": 1, "deadzone_steps": 0,
                 "follow_protection": "suit_only"}),
])
def test_the_hard_ai_plays_a_hand_under_house_rules(mode: str, options: dict[str, Any]) -> None:
    game, phases = play_with("hard", mode, 4, **options)
    assert game.result is not None
    if options.get("kitty") == "none":
        assert "bury" not in phases and game.result.kitty_bonus == 0


def test_the_ai_calls_only_friend_cards_the_rules_allow() -> None:
    for rule in ("no_points", "no_highest", "any"):
        game = _played_until(_at_phase("call_friends"), "friends_five", 9, friend_cards=rule)
        seat = game.to_act
        assert seat is not None and game.trump is not None
        player = make_tractor_player("hard", 1)
        assert player is not None
        action = tractor_action(player, game.view(seat))
        assert isinstance(action, CallFriends)
        for call in action.calls:
            assert refusal(Card.parse(call.rank + call.suit), game.trump, game.rules) is None


def test_without_a_kitty_the_ai_puts_no_points_on_it() -> None:
    game = _played_until(_at_phase("play"), "tractor", 5, kitty="none")
    seat = game.to_act
    assert seat is not None
    pos = position_from_view(game.view(seat))
    assert Judge(pos, Skill()).kitty_points() == 0.0


def _at_play(mode: str, seed: int, **options: Any) -> Game:
    return _played_until(
        lambda game: game.phase == "play" and len(game.state.tricks) >= 3, mode, seed, **options
    )


def test_hide_played_cards_hides_the_counter_during_the_hand_only() -> None:
    shown = _at_play("tractor", 6)
    hidden = _at_play("tractor", 6, hide_played_cards=True)
    assert cards_out(shown.view(0)) and not played_cards_hidden(shown.view(0))
    assert played_cards_hidden(hidden.view(0)) and cards_out(hidden.view(0)) == {}
    rng = random.Random(1)
    while not hidden.over:
        hidden.apply(random_action(hidden, rng))
    assert not played_cards_hidden(hidden.view(0))


def test_the_hint_speaks_the_active_rules() -> None:
    before = language()
    set_language("en")
    try:
        _check_the_tractor_reason()
    finally:
        set_language(before)


def _check_the_tractor_reason() -> None:
    game = _at_play("tractor", 8, follow_protection="suit_only")
    view = game.view(0)
    assert view.trump is not None
    order = order_for(view.trump, view.rules)
    tractor = tuple(parse_hand("S:7788"))
    if order.is_trump(tractor[0]):
        tractor = tuple(parse_hand("D:7788"))
    words = play_reason(_leading(view), tractor)
    assert words == t("tractor.why.tractor_free")


def _leading(view: Any) -> Any:
    """The view as if its seat were to lead (the reason of a lead reads only the shape)."""
    return replace(view, tricks=())


def test_the_friend_picker_greys_the_cards_friend_cards_refuses() -> None:
    from ui.tractor.friend_choice import verdict

    game = _played_until(_at_phase("call_friends"), "friends_five", 9, friend_cards="no_points")
    seat = game.to_act
    assert seat is not None and game.trump is not None
    view = game.view(seat)
    plain = next(s for s in "SHCD" if s != game.trump.suit)
    level = game.trump.level
    faces = [r for r in ("K", "T", "5", "Q", "9") if r != level]
    kinds = {rank: verdict(view, rank, plain, 1) for rank in faces}
    assert {r for r, v in kinds.items() if not v.callable} == {r for r in faces if r in "KT5"}
    assert all(v.key == "tractor.friends.points" for r, v in kinds.items() if r in "KT5")


def test_a_saved_protect_triples_pick_becomes_follow_protection() -> None:
    from ui.persist.mode_options import clean_picks

    picks = clean_picks("tractor_three_decks", {"protect_triples": True, "jack_hook": True})
    assert picks == {"jack_hook": True, "follow_protection": "longer_tuples"}
    assert clean_picks("tractor_three_decks", {"protect_triples": "yes", "jack_hook": True}) == {
        "jack_hook": True}
