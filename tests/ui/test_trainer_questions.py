"""The counting trainer's answers (记牌训练) against the true hands: at every play of a
hand, what the question says is still out must be exactly what the other seats hold
(and, at the Tractor table, the kitty the player has not buried himself), although the
question reads only the player's view."""

from __future__ import annotations

from typing import Any

import pytest

import ai
from game import new_game, ruleset
from game.shengji import points
from game.shengji.trump import order_for
from ui.app.agents import seat_agents
from ui.play.trainer_questions import (
    DOUDIZHU,
    DOUDIZHU_ORDER,
    MOMENTS,
    NO,
    ROCKET,
    SHENGJI,
    YES,
    Question,
    doudizhu_question,
    due,
    number_choices,
    question,
    tractor_question,
)
from ui.table.counter import RANK_LABELS

SEAT = 0


def _hands_seen(game: Any, seed: int) -> list[tuple[Any, Any]]:
    """(the player's view, the game) at each of the player's turns in play, playing the
    hand out with beginner agents."""
    players = seat_agents(game.rules, "beginner", seed)
    seen = []
    while not game.over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if seat == SEAT and view.phase == "play":
            seen.append((view, [list(h) for h in game.hands]))
        action = ai.choose_action(players[seat], view)
        if game.rules.family == SHENGJI:
            game.apply(action, seat)
        else:
            game.apply(action)  # Dou Dizhu's seat to act is the game's own
    return seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_doudizhu_answers_are_what_the_other_hands_hold(seed: int) -> None:
    game = new_game(ruleset("classic"), seed)
    seen = _hands_seen(game, seed)
    assert len(seen) > 3
    for view, hands in seen:
        others = [c for seat, hand in enumerate(hands) if seat != SEAT for c in hand]
        for label in ("2", "A", "K"):
            asked = doudizhu_question(f"rank_{label}", view, seed)
            held = sum(1 for c in others if c.rank < 13 and RANK_LABELS[c.rank] == label)
            assert asked.answer == {str(held)} and str(held) in asked.choices
            assert asked.params == {"rank": label}
        for kind, rank in (("joker_big", 14), ("joker_small", 13)):
            asked = doudizhu_question(kind, view, seed)
            assert asked.answer == {YES if any(c.rank == rank for c in others) else NO}
        bombs = doudizhu_question("bombs", view, seed)
        counts = [sum(1 for c in others if c.rank == r) for r in range(15)]
        want = {RANK_LABELS[r] for r in range(13) if counts[r] == 4}
        if counts[13] and counts[14]:
            want.add(ROCKET)
        assert bombs.multi and bombs.answer == want and want <= set(bombs.choices)


@pytest.mark.parametrize(("mode", "seed"), [("tractor", 4), ("friends_five", 5)])
def test_tractor_answers_are_what_the_others_and_the_unseen_kitty_hold(
        mode: str, seed: int) -> None:
    game = new_game(ruleset(mode), seed)
    seen = _hands_seen(game, seed)
    assert len(seen) > 5
    kitty = list(game.state.kitty)
    for view, hands in seen:
        unseen = [c for seat, hand in enumerate(hands) if seat != SEAT for c in hand]
        if view.kitty is None:  # not the player's own burial: the kitty is unseen too
            unseen += kitty
        order = order_for(view.trump, view.rules)
        asked = tractor_question("points", view, seed)
        assert asked.answer == {str(points(unseen))} and str(points(unseen)) in asked.choices
        trumps = sum(1 for c in unseen if order.is_trump(c))
        assert tractor_question("trumps", view, seed).answer == {str(trumps)}


def test_number_choices_hold_the_answer_among_neighbours() -> None:
    for seed in range(30):
        for answer, top, step in ((0, 4, 1), (4, 4, 1), (2, 4, 1), (35, 200, 5), (0, 1, 1)):
            choices = [int(c) for c in number_choices(answer, top, step, seed)]
            assert answer in choices and choices == sorted(set(choices))
            assert len(choices) == min(4, top // step + 1)
            assert all(0 <= c <= top and c % step == 0 for c in choices)
            assert choices[-1] - choices[0] == step * (len(choices) - 1)  # neighbours


def test_a_question_is_right_only_for_exactly_the_right_choices() -> None:
    one = Question("rank_2", "trainer.q.rank", ("1", "2", "3", "4"), frozenset({"2"}))
    assert one.right({"2"}) and not one.right({"3"}) and not one.right(set())
    many = Question("bombs", "trainer.q.bombs", ("3", "4", ROCKET), frozenset({"3", ROCKET}),
                    multi=True)
    assert many.right({ROCKET, "3"}) and not many.right({"3"}) and not many.right({"3", "4",
                                                                                  ROCKET})
    none = Question("bombs", "trainer.q.bombs", ("3", "4"), frozenset(), multi=True)
    assert none.right(set()) and not none.right({"4"})


def test_questions_come_at_their_moments_and_take_turns() -> None:
    game = new_game(ruleset("classic"), 2)
    seen = _hands_seen(game, 2)
    early, late = seen[0][0], seen[-1][0]
    assert not due(DOUDIZHU, early, 0)  # a quarter of the cards is not out yet
    asked = sum(1 for view, _ in seen if due(DOUDIZHU, view, 0))
    assert asked >= 1 and due(DOUDIZHU, late, 0)
    assert not due(DOUDIZHU, late, len(MOMENTS))  # three a hand at most
    kinds = [question(DOUDIZHU, late, n, 1).kind for n in range(len(DOUDIZHU_ORDER))]
    assert kinds == list(DOUDIZHU_ORDER)
    tractor = new_game(ruleset("tractor"), 4)
    last = _hands_seen(tractor, 4)[-1][0]
    assert [question(SHENGJI, last, n, 1).kind for n in range(3)] == [
        "points", "trumps", "points"]
