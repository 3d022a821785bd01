"""The players' choices of equal level rights (docs/tractor-modes.md §2.5.3), asked as the phase
``levels``.

Each question — the last third under ``friend_share=flexible``, blocked levels to
give or impose, a teammate's answer to an offer, the catchers the dealer names
for the rest of a J-rule drop — is a :class:`LevelChoice` with listed answers;
the AI's Decision answers them as the automatic settlement always did.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai.shengji.level_choices import choose_level_action
from ai.shengji.players import make_tractor_player
from game import replay
from game.errors import IllegalAction
from game.rules import ruleset
from game.shengji.actions import ACCEPT, PASS, REFUSE, GiveShare, Transfer, parse_action
from game.shengji.choices import (
    ANSWER,
    NAME_CATCHERS,
    PHASE_LEVELS,
    SHARE,
    TRANSFER,
    LevelSettlement,
    settle_all,
)
from game.shengji.game import Game, new_game
from game.shengji.phases.play import hand_facts
from game.shengji.scoring import verdict
from game.shengji.settle import settle
from tests.shengji.players import random_action
from tests.shengji.test_levels import facts

FIVE = ruleset("friends_five_three_decks")
FLEXIBLE = ruleset("friends_five_three_decks", friend_share="flexible")


def settlement(points: int, *, rules: Any = FIVE, friend: int | None = 2,
               **changes: Any) -> LevelSettlement:
    """Dealer S0 (with ``friend``); the catchers' points taken by the first catcher."""
    side = frozenset({0} if friend is None else {0, friend})
    changes.setdefault("levels", ("2",) * 5)
    changes.setdefault("last_winner", 0)
    f = facts(rules, dealer=0, dealer_side=side, points=points, **changes)
    p, who, amount, moves = verdict(f)
    return LevelSettlement(f, who, amount, p, moves)


def test_2_5_3_friend_share_flexible_the_saver_chooses_who_takes_the_last_third() -> None:
    s = settlement(100, rules=FLEXIBLE, last_winner=2)
    assert s.choice is not None and s.choice.kind == SHARE and s.choice.seat == 2
    assert s.legal() == [GiveShare(2), GiveShare(0)]
    s.answer(GiveShare(0))
    assert s.choice is None
    assert s.moves.levels[0] == "4" and s.moves.levels[2] == "3"


def test_2_5_3_friend_share_flexible_the_dealer_chooses_when_the_catchers_saved() -> None:
    s = settlement(100, rules=FLEXIBLE, last_winner=3)
    assert s.choice is not None and s.choice.seat == 0 and s.choice.targets == (0, 2)


def test_2_5_3_friend_share_fixed_asks_nothing() -> None:
    assert settlement(100).choice is None


def test_2_5_3_blocked_levels_the_blocked_winner_chooses_where_they_go() -> None:
    s = settlement(0, level="9", levels=("9", "2", "2", "2", "2"))
    choice = s.choice
    assert choice is not None and choice.kind == TRANSFER and choice.seat == 0
    assert choice.levels == 4 and s.moves.levels[0] == "J"
    legal = s.legal()
    assert PASS in legal and Transfer(2, 4) in legal and Transfer(1, 4) not in legal
    assert Transfer(2, 5) not in legal  # never past the teammate's next must-play level


def test_2_5_3_blocked_levels_a_teammate_may_refuse_and_the_giver_chooses_again() -> None:
    s = settlement(0, level="9", levels=("9", "3", "2", "5", "2"))
    s.answer(Transfer(2, 2))
    assert s.choice is not None and s.choice.kind == ANSWER and s.choice.seat == 2
    assert s.legal() == [ACCEPT, REFUSE]
    s.answer(REFUSE)
    assert s.choice is not None and s.choice.kind == TRANSFER and 2 not in s.choice.targets
    assert s.moves.levels[2] == "5"  # the friend's own +3 only
    s.answer(Transfer(3, 3))  # an opponent is dropped without being asked
    assert s.moves.levels[3] == "2"
    assert s.choice is not None and s.choice.levels == 1 and s.choice.targets == (1,)


def test_2_5_3_blocked_levels_accepted_are_given() -> None:
    s = settlement(0, level="9", levels=("9", "2", "2", "2", "2"))
    s.answer(Transfer(2, 3))
    s.answer(ACCEPT)
    assert s.moves.levels[2] == "8"  # 2 + 3 (its share) + 3 given
    assert any("gives 3" in note for note in s.moves.notes)


def test_2_5_3_blocked_levels_pass_keeps_the_rest() -> None:
    s = settlement(0, level="9", levels=("9", "2", "2", "2", "2"))
    s.answer(PASS)
    assert s.choice is None and s.moves.levels[2] == "5"
    assert any("keeps 4" in note for note in s.moves.notes)


def test_2_5_3_level_transfer_off_asks_nothing() -> None:
    rules = ruleset("friends_five_three_decks", level_transfer=False)
    assert settlement(0, rules=rules, level="9", levels=("9", "2", "2", "2", "2")).choice is None


def test_2_5_3_j_rule_the_dealer_names_the_catchers_who_take_the_rest() -> None:
    s = settlement(120, friend=None, level="J", levels=("J", "5", "Q", "K", "6"),
                   last_winner=1, last_winning_unit=(2, 1), last_winning_ranks=frozenset({"J"}))
    choice = s.choice
    assert choice is not None and choice.kind == NAME_CATCHERS and choice.seat == 0
    assert choice.levels == 3 and 1 not in choice.targets  # never the digger
    s.answer(Transfer(4, 2))
    assert s.moves.levels[4] == "5"
    assert s.choice is not None and s.choice.levels == 1
    s.answer(PASS)  # the rest goes to the digger
    assert s.choice is None and s.moves.levels[1] == "5"  # 5 + 1 rise − 1


def test_2_5_3_a_wrong_answer_is_refused_in_words_and_changes_nothing() -> None:
    s = settlement(0, level="9", levels=("9", "2", "2", "2", "2"))
    before = (list(s.moves.levels), s.choice)
    with pytest.raises(IllegalAction, match="at most 4"):
        s.answer(Transfer(2, 6))
    with pytest.raises(IllegalAction, match="seats you may choose"):
        s.answer(ACCEPT)
    assert (s.moves.levels, s.choice) == before


@pytest.mark.parametrize("seed", range(40))
def test_2_5_3_the_decision_answers_every_choice_as_the_automatic_settlement(seed: int) -> None:
    rng = random.Random(seed)
    steps = "23456789TJQKA"
    levels = tuple(rng.choice(steps) for _ in range(5))
    rules = rng.choice([FIVE, FLEXIBLE])
    winner = rng.randrange(5)
    friend = rng.choice([None, 1, 2, 3, 4])
    changes = {"level": levels[0], "levels": levels, "last_winner": winner,
               "last_winning_unit": (rng.choice([1, 2, 3]), 1),
               "last_winning_ranks": frozenset({rng.choice("JAQ")})}
    points = rng.choice([0, 30, 90, 120, 150, 250])
    s = settlement(points, rules=rules, friend=friend, **changes)
    settle_all(s)
    side = frozenset({0} if friend is None else {0, friend})
    auto = settle(facts(rules, dealer=0, dealer_side=side, points=points, **changes))
    assert s.result() == auto


def _to_levels(seed: int, rules: Any, levels: tuple[str, ...]) -> Game | None:
    """A random hand from these levels, played until the phase ``levels`` opens (or ends)."""
    game = new_game(rules, seed, dealer=0, levels=levels)
    rng = random.Random(seed)
    while not game.over and game.phase != PHASE_LEVELS:
        game.apply(random_action(game, rng))
    return game if game.phase == PHASE_LEVELS else None


def _a_hand_at_the_levels_phase() -> Game:
    for seed in range(60):
        game = _to_levels(seed, FLEXIBLE, ("9", "2", "9", "2", "2"))
        if game is not None:
            return game
    raise AssertionError("no hand reached the levels phase")


def test_2_5_3_the_levels_phase_lists_its_answers_and_the_view_says_what_is_chosen() -> None:
    game = _a_hand_at_the_levels_phase()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view.choice is not None and view.choice.seat == seat
    assert view.legal is not None and list(view.legal) == game.legal_actions()
    assert view.choice.describe()
    assert view.kitty is not None  # the tricks are over: the kitty is shown to all
    other = game.view((seat + 1) % 5)
    assert other.choice == view.choice and other.legal == ()
    assert game.result is None and not game.over


def test_2_5_3_the_levels_phase_refuses_another_action_in_words() -> None:
    game = _a_hand_at_the_levels_phase()
    log = game.action_log
    assert game.check(parse_action("bid 100")) is not None
    assert game.check(Transfer(1, 99)) is not None
    assert game.action_log == log


def test_2_5_3_the_ai_answers_the_levels_phase_and_the_hand_replays() -> None:
    game = _a_hand_at_the_levels_phase()
    player = make_tractor_player("hard", 1)
    assert player is not None
    while not game.over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = choose_level_action(view)
        assert action == player.act(view)
        game.apply(action)
    assert game.result is not None
    assert game.result == settle(hand_facts(game))  # the AI's answers are the Decision
    again = replay(game.record())
    assert again.result == game.result


def test_2_5_3_abandoning_during_the_levels_phase_keeps_the_hand_played() -> None:
    game = _a_hand_at_the_levels_phase()
    seat = game.to_act
    assert seat is not None
    game.abandon(seat)
    assert game.over and game.result is not None
    expected = settle(hand_facts(game))
    assert game.result.levels_after == expected.levels_after
    assert any("left the hand" in note for note in game.result.notes)


@pytest.mark.parametrize("seed", range(24))
def test_2_5_3_random_answers_in_the_levels_phase_end_the_hand_and_replay(seed: int) -> None:
    from tests.shengji.players import play_out
    from tests.shengji.test_flow_random import check_hand

    levels = ("9", "T", "J", "9", "A")
    rules = FLEXIBLE if seed % 2 else FIVE
    game = new_game(rules, seed, dealer=seed % 5, levels=levels[seed % 5:] + levels[:seed % 5])
    play_out(game, random.Random(seed))
    check_hand(game)


@pytest.mark.parametrize("seed", range(60))
def test_2_5_3_any_listed_answer_is_taken_and_levels_stay_on_the_ladder(seed: int) -> None:
    rng = random.Random(1000 + seed)
    steps = "23456789TJQKAW"
    levels = tuple(rng.choice(steps[:-1]) for _ in range(5))
    friend = rng.choice([None, 1, 2, 3, 4])
    s = settlement(rng.choice([0, 40, 100, 120, 200, 300]), rules=rng.choice([FIVE, FLEXIBLE]),
                   friend=friend, level=levels[0], levels=levels,
                   last_winner=rng.randrange(5), last_winning_unit=(rng.choice([1, 2]), 1),
                   last_winning_ranks=frozenset({rng.choice("JA")}))
    asked = 0
    while s.choice is not None:
        legal = s.legal()
        assert legal, "an open question always has an answer"
        choice = s.choice
        action = rng.choice(legal)
        if isinstance(action, Transfer) and choice.kind == TRANSFER and action.seat in s.team:
            gate = s.moves.levels[action.seat]
            s.answer(action)
            assert s.choice is not None and s.choice.kind == ANSWER
            assert s.moves.levels[action.seat] == gate  # nothing moves before the answer
        else:
            s.answer(action)
        asked += 1
        assert asked < 100
    assert all(level in steps for level in s.result().levels_after)
