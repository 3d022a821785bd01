"""The wildcard mode's rules on the engine (docs/doudizhu-modes.md §2): one test per rule, Decision
and
Option — the wild draw, bomb order, multipliers, options, readings named in play, records."""

from __future__ import annotations

import json

import pytest

from game import IllegalAction, Play, beats, classify, new_game, parse_cards, replay, ruleset
from game.cards import Card, new_deck
from game.doudizhu.actions import PASS
from game.doudizhu.events import LandlordChosen, WildRevealed
from game.doudizhu.game import Game, deck_for
from game.errors import InvalidSetting
from game.kinds import KINDS
from game.rules import Ruleset

LAIZI = ruleset("laizi")
RED_SEVENS = ruleset("laizi", wild_cards="two_fixed")
JOKERS = ruleset("laizi", wild_cards="two_fixed", fixed_wilds="jokers")


def play_of(text: str, wild: str | None = "7", rules: Ruleset = LAIZI) -> Play:
    """The reading ``text`` (``cards:kind:key[:stands_for]``), checked to be one."""
    play = Play.from_str(text)
    assert play in classify(play.cards, rules, wild=wild), text
    return play


def dealt(landlord: str, farmer: str = "", *, wild: str = "7", rules: Ruleset = LAIZI) -> Game:
    """A hand where seat 0 is landlord holding ``landlord`` (and fillers, 20 cards after the
    kitty), seat 1 holds ``farmer`` first, and the seed draws ``wild`` (one_rank)."""
    mine, theirs = parse_cards(landlord), parse_cards(farmer)
    rest = [c for c in new_deck() if c not in mine and c not in theirs]
    fill = 20 - len(mine)
    mine, rest = mine + rest[:fill], rest[fill:]
    fill = 17 - len(theirs)
    theirs, rest = theirs + rest[:fill], rest[fill:]
    deck = deck_for([mine[:17], theirs, rest], mine[17:])
    for seed in range(500):
        game = new_game(rules, seed, landlord=0, deck=deck)
        if rules.wild_cards == "two_fixed" or game.wild == wild:
            return game
    raise AssertionError(f"no seed draws {wild}")


def lead(game: Game, text: str, cards: str | None = None) -> None:
    game.apply(Play.from_str(text), parse_cards(cards) if cards else None)


# ----- the wild rank ------------------------------------------------------------------------


def test_wild_rank_is_drawn_after_the_kitty_and_shown_to_every_seat() -> None:
    game = new_game(LAIZI, 11)
    events = list(game.initial_events)
    while game.wild is None:
        assert all(game.view(s).wild is None for s in range(3))
        events += game.apply(game.legal_actions()[-1])
    kinds = [type(e) for e in events]
    assert kinds.index(LandlordChosen) < kinds.index(WildRevealed)
    revealed = next(e for e in events if isinstance(e, WildRevealed))
    assert revealed.audience is None and revealed.rank == game.wild
    assert all(game.view(s).wild == game.wild for s in range(3))


def test_wild_rank_is_one_of_3_to_2_drawn_from_the_seed() -> None:
    drawn = {new_game(LAIZI, seed, landlord=seed % 3).wild for seed in range(400)}
    assert drawn == set("3456789TJQKA2")
    assert new_game(LAIZI, 5, landlord=0).wild == new_game(LAIZI, 5, landlord=0).wild


def test_wild_draw_comes_after_the_classic_draws() -> None:
    """The same seed deals the same cards, flipped card and first bidder as classic."""
    for seed in range(50):
        classic, laizi = new_game(ruleset("classic"), seed), new_game(LAIZI, seed)
        assert classic.hands == laizi.hands and classic.kitty == laizi.kitty
        assert (classic.flipped, classic.first_bidder) == (laizi.flipped, laizi.first_bidder)


def test_wild_is_drawn_once_after_a_redeal() -> None:
    for seed in range(200):
        game = new_game(LAIZI, seed)
        while game.phase == "bidding" and game.deal_number == 1:
            game.apply(game.legal_actions()[0])  # everybody passes: a redeal
        if game.deal_number > 1:
            assert game.wild is None
            events = []
            while game.wild is None:
                events += game.apply(game.legal_actions()[-1])
            assert sum(isinstance(e, WildRevealed) for e in events) == 1
            return
    raise AssertionError("no redeal found")


def test_all_four_cards_of_the_wild_rank_are_wild() -> None:
    game = dealt("7S 7H 7C 7D 3S", wild="7")
    assert Play.from_str("7777:wild_bomb:7") in game.legal_actions()


# ----- bombs ------------------------------------------------------------------------------------


def test_bomb_classes_in_the_kinds_table() -> None:
    classes = [KINDS[k].bomb_class for k in ("soft_bomb", "hard_bomb", "wild_bomb", "rocket")]
    assert 0 < classes[0] < classes[1] < classes[2] < classes[3]


def test_rocket_beats_the_pure_wild_bomb() -> None:
    rocket, wild_bomb = play_of("BR:rocket:R"), play_of("7777:wild_bomb:7")
    assert beats(rocket, wild_bomb, LAIZI) and not beats(wild_bomb, rocket, LAIZI)


def test_pure_wild_bomb_beats_every_hard_bomb() -> None:
    wild_bomb = play_of("3333:wild_bomb:3", wild="3")
    assert beats(wild_bomb, play_of("2222:hard_bomb:2"), LAIZI)
    assert not beats(play_of("2222:hard_bomb:2"), wild_bomb, LAIZI)


def test_hard_bomb_beats_every_soft_bomb() -> None:
    assert beats(play_of("3333:hard_bomb:3"), play_of("2227:soft_bomb:2:2222"), LAIZI)
    assert not beats(play_of("2227:soft_bomb:2:2222"), play_of("3333:hard_bomb:3"), LAIZI)


def test_bombs_of_one_class_compare_by_rank() -> None:
    assert beats(play_of("5577:soft_bomb:5:5555"), play_of("4777:soft_bomb:4:4444"), LAIZI)
    assert not beats(play_of("4447:soft_bomb:4:4444"), play_of("4777:soft_bomb:4:4444"), LAIZI)
    assert beats(play_of("4444:hard_bomb:4"), play_of("3333:hard_bomb:3"), LAIZI)


def test_every_bomb_beats_every_other_play() -> None:
    straight = play_of("89TJQKA:straight:A")
    for bomb in ("3337:soft_bomb:3:3333", "3333:hard_bomb:3", "7777:wild_bomb:7", "BR:rocket:R"):
        assert beats(play_of(bomb), straight, LAIZI) and not beats(straight, play_of(bomb), LAIZI)


def test_a_combination_made_with_wilds_ranks_the_same_as_the_natural_one() -> None:
    natural, made = play_of("88:pair:8"), play_of("78:pair:8:88")
    assert not beats(made, natural, LAIZI) and not beats(natural, made, LAIZI)
    assert beats(made, play_of("66:pair:6"), LAIZI)
    assert not beats(play_of("34567:straight:7"), play_of("34569:straight:7:34567", wild="9"),
                     LAIZI)


# ----- multipliers --------------------------------------------------------------------------


def test_soft_bomb_doubles_the_score() -> None:
    game = dealt("4S 4H 4C 7S")
    lead(game, "4447:soft_bomb:4:4444")
    assert game.multiplier == 2 and game.state.factors() == [("soft_bomb", 2)]


def test_hard_bomb_multiplies_the_score_by_four() -> None:
    game = dealt("3S 3H 3C 3D")
    lead(game, "3333:hard_bomb:3")
    assert game.multiplier == 4


def test_pure_wild_bomb_multiplies_the_score_by_four() -> None:
    game = dealt("7S 7H 7C 7D")
    lead(game, "7777:wild_bomb:7")
    assert game.multiplier == 4


def test_rocket_multiplies_the_score_by_four() -> None:
    game = dealt("B R")
    lead(game, "BR:rocket:R")
    assert game.multiplier == 4


def test_classic_rocket_still_doubles() -> None:
    from game.doudizhu.patterns import bomb_factor

    assert bomb_factor(Play.from_str("BR:rocket:R"), ruleset("classic")) == 2
    assert bomb_factor(Play.from_str("BR:rocket:R"), LAIZI) == 4


def test_bomb_doubles_beating_only_still_applies() -> None:
    rules = LAIZI.with_options(bomb_doubles="beating_only")
    game = dealt("4S 4H 4C 7S 9S", "5S 5H 5C 5D", rules=rules)
    lead(game, "4447:soft_bomb:4:4444")
    assert game.multiplier == 1  # led: not counted
    game.apply(Play.from_str("5555:hard_bomb:5"))
    assert game.multiplier == 4  # played to beat: ×4


def test_the_settlement_counts_the_bomb_factors() -> None:
    game = dealt("3S 3H 3C 3D 7S 7H 7C 7D B R")
    lead(game, "3333:hard_bomb:3")
    while not game.over:
        actions = game.legal_actions()
        game.apply(PASS if PASS in actions else max(
            (a for a in actions if isinstance(a, Play)), key=len))
    assert game.result is not None and game.result.multiplier % 4 == 0
    assert ("hard_bomb", 4) in game.result.factors


def test_early_leave_counts_bombs_held_the_classic_way() -> None:
    """Decision: four cards of a rank (the four wilds too) and the two jokers, ×2 each."""
    from game.doudizhu.scoring import bombs_held

    assert bombs_held(parse_cards("7S 7H 7C 7D 3S 3H 3C B R"), LAIZI) == 2
    game = dealt("7S 7H 7C 7D 3S 3H 3C B R")
    held = sum(bombs_held(hand, LAIZI) for hand in game.hands)
    assert game.abandon(1)[-1].result.multiplier == 2**held  # type: ignore[attr-defined]


# ----- options ------------------------------------------------------------------------------


def test_wild_cards_option_defaults_to_one_rank() -> None:
    assert LAIZI.wild_cards == "one_rank" and LAIZI.fixed_wilds == "red_sevens"
    assert LAIZI.option_choices()["wild_cards"] == ("one_rank", "two_fixed")
    assert LAIZI.option_choices()["fixed_wilds"] == ("red_sevens", "jokers")
    with pytest.raises(ValueError, match="wild_cards"):
        ruleset("laizi", wild_cards="three")


def test_two_fixed_draws_no_wild_rank() -> None:
    game = new_game(RED_SEVENS, 3, landlord=0)
    assert game.wild is None and game.view(1).wild is None
    assert not any(isinstance(e, WildRevealed) for e in game.initial_events)


def test_two_fixed_red_sevens_are_the_wilds_in_play() -> None:
    game = dealt("3S 3H 3C 7H 7S", rules=RED_SEVENS)
    assert Play.from_str("3337:soft_bomb:3:3333") in game.legal_actions()
    lead(game, "3337:soft_bomb:3:3333")  # the engine takes the red 7, not the black one
    played = game.history_cards[-1]
    assert Card.parse("7H") in played and Card.parse("7S") in game.hands[0]


def test_two_fixed_black_seven_cannot_make_a_soft_bomb() -> None:
    game = dealt("3S 3H 3C 7H 7S", rules=RED_SEVENS)
    with pytest.raises(IllegalAction, match="cannot stand for"):
        lead(game, "3337:soft_bomb:3:3333", "3S 3H 3C 7S")


def test_two_fixed_jokers_are_the_wilds_in_play() -> None:
    game = dealt("3S 3H 3C B", rules=JOKERS)
    assert Play.from_str("333B:soft_bomb:3:3333") in game.legal_actions()
    assert Play.from_str("3B:pair:3:33") in game.legal_actions()


def test_classic_rules_are_untouched_by_the_wild_options() -> None:
    assert "wild_cards" not in ruleset("classic").options()
    assert "wild" not in new_game(ruleset("classic"), 1, landlord=0).record()


# ----- the player names the reading ---------------------------------------------------------


def test_the_player_names_the_reading_it_means() -> None:
    for reading in ("4777:soft_bomb:4:4444", "4777:trio_single:9:4999", "4777:trio_single:7",
                    "4777:trio_single:4:4447"):
        game = dealt("4S 7S 7H 7C")
        lead(game, reading)
        assert game.last_play == Play.from_str(reading)


def test_a_reading_the_cards_cannot_make_is_refused_with_a_reason() -> None:
    game = dealt("4S 7S 7H 7C")
    with pytest.raises(IllegalAction, match="cannot stand for 3444"):
        lead(game, "4777:trio_single:4:3444")  # the Decision: the kicker wild is a 7
    with pytest.raises(IllegalAction, match="cannot stand for"):
        lead(game, "4777:soft_bomb:4:4447")
    assert game.last_play is None and len(game.hands[0]) == 20


def test_following_must_beat_with_the_reading_named() -> None:
    game = dealt("3S 4S 5S 6S 7S", "3H 4H 5H 6H 7H 8S 9S TS JS")
    lead(game, "34567:straight:7", "3S 4S 5S 6S 7S")
    with pytest.raises(IllegalAction, match="does not beat"):
        game.apply(Play.from_str("34567:straight:7"))
    game.apply(Play.from_str("789TJ:straight:J"))
    assert game.last_play is not None and game.last_play.key == "J"


# ----- records ------------------------------------------------------------------------------


def _finished(seed: int) -> Game:
    import random

    game = new_game(LAIZI, seed)
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_record_logs_the_wild_rank_and_each_plays_reading() -> None:
    game = _finished(4)
    record = json.loads(json.dumps(game.record()))
    assert record["wild"] == game.wild
    again = replay(record)
    assert again.wild == game.wild and again.history == game.history
    assert [p.stands_for for _, p in again.history if p] == [
        p.stands_for for _, p in game.history if p
    ]
    assert again.result == game.result


def test_replay_refuses_a_play_naming_a_reading_its_cards_cannot_make() -> None:
    game = dealt("4S 7S 7H 7C")
    lead(game, "4777:soft_bomb:4:4444")
    record = game.record()
    actions = list(record["actions"])  # type: ignore[call-overload]
    step = next(i for i, a in enumerate(actions) if "soft_bomb" in a)
    actions[step] = actions[step].replace("4777:soft_bomb:4:4444", "4777:soft_bomb:4:4447")
    with pytest.raises(InvalidSetting, match=f"record action {step}.*cannot stand for"):
        replay({**record, "actions": actions})
