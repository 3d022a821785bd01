"""The after-hand review lists the decisions where the expert differs, with win chances."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ai import choose_action, make_agent
from ai.hints import hint
from ai.review import ReviewBudget, review_hand, same_choice
from game import PASS, Play, new_game, replay, ruleset
from game.actions import Action
from game.view import SeatView

Blunder = Callable[[SeatView], Action | None]


def _play_with(seed: int, blunder: Blunder) -> tuple[dict[str, Any], int | None]:
    """A hand with seat 0 as landlord, every seat played by the hard AI except one blunder."""
    game = new_game(ruleset("classic"), seed, landlord=0)
    agents = [make_agent("hard", seed * 10 + s) for s in range(3)]
    at: int | None = None
    while not game.over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = blunder(view) if seat == 0 and at is None and view.phase == "play" else None
        if action is not None:
            at = len(game.action_log)
        game.apply(action if action is not None else choose_action(agents[seat], view))
    return game.record(), at


def _big_joker_lead(view: SeatView) -> Action | None:
    ranks = {c.rank for c in view.hand}
    if view.previous is None and {13, 14} <= ranks:
        return next(p for p in view.legal if p.kind == "single" and p.cards == "R")
    return None


def _pass_instead_of_going_out(view: SeatView) -> Action | None:
    if view.previous is not None and any(len(p) == len(view.hand) for p in view.legal):
        return PASS
    return None


def test_leading_the_big_joker_from_a_rocket_is_listed_as_a_mistake() -> None:
    record, at = _play_with(100, _big_joker_lead)
    assert at is not None
    items = {i.index: i for i in review_hand(record, 0, seed=1)}
    item = items[at]
    assert item.played is not None and item.played.cards == "R"
    assert item.expert is not None and item.expert.cards != "R"
    assert item.is_mistake and item.expert_win > item.played_win


def test_passing_when_a_play_would_go_out_is_listed() -> None:
    """Passing up a play that goes out is listed with the expert's certain win.  Whether the
    moment comes, and whether passing then costs anything, is the AI's play, so the test
    takes the first hand from seed 20 where it does (a fixed seed broke with each change)."""
    for seed in range(20, 60):
        record, at = _play_with(seed, _pass_instead_of_going_out)
        if at is None:
            continue
        item = {i.index: i for i in review_hand(record, 0, seed=1)}[at]
        assert item.played is None and item.reason == "hint.goes_out"
        assert item.expert_win == 1.0
        if item.played_win < 1.0:
            return
    raise AssertionError("no hand from seed 20 where passing up going out cost anything")


def test_review_is_deterministic_per_seed() -> None:
    record, _ = _play_with(2, _big_joker_lead)
    budget = ReviewBudget(samples=8)
    assert review_hand(record, 0, budget, seed=3) == review_hand(record, 0, budget, seed=3)


def _expert_choice(view: SeatView) -> Play | None:
    """The expert's choice as the review (and the app's hint button) asks for it."""
    top = hint(view, 1, level="expert")
    assert top, "the expert always has an answer on its play turn"
    return top[0].play


def _decisions(seed: int, follow_expert: bool) -> tuple[dict[str, Any], dict[int, bool]]:
    """A hand with seat 0 as landlord, played by the hard AI (seat 0 too unless it follows
    the expert), and for each of seat 0's real choices (two options or more) whether the
    seat played what the expert would."""
    game = new_game(ruleset("classic"), seed, landlord=0)
    agents = [make_agent("hard", seed * 10 + s) for s in range(3)]
    agrees: dict[int, bool] = {}
    while not game.over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if seat == 0 and view.phase == "play":
            expert = _expert_choice(view)
            action = expert if follow_expert else choose_action(agents[0], view)
            played = None if action == PASS else action
            assert played is None or isinstance(played, Play)
            if len(view.legal) + (view.previous is not None) > 1:
                agrees[len(game.action_log)] = same_choice(played, expert)
            game.apply(PASS if played is None else played)
        else:
            game.apply(choose_action(agents[seat], view))
    return game.record(), agrees


def test_a_hand_played_as_the_expert_plays_has_nothing_to_review_where_it_agrees() -> None:
    record, agrees = _decisions(5, follow_expert=True)
    assert len(agrees) >= 3 and all(agrees.values())
    assert review_hand(record, 0, ReviewBudget(samples=4), seed=1) == []


def test_the_review_lists_exactly_the_decisions_where_the_expert_differs() -> None:
    record, agrees = _decisions(5, follow_expert=False)
    differs = {index for index, same in agrees.items() if not same}
    assert differs and len(differs) < len(agrees), "both kinds of decision in the hand"
    items = review_hand(record, 0, ReviewBudget(samples=4), seed=1)
    assert {item.index for item in items} == differs
    for item in items:
        assert not same_choice(item.played, item.expert)
        assert item.expert == _expert_choice(replay(record, item.index).view(0))


def test_same_choice_compares_kind_and_cards() -> None:
    assert same_choice(None, None)
    assert not same_choice(None, Play.from_str("3:single:3"))
    assert same_choice(Play.from_str("3:single:3"), Play.from_str("3:single:3"))


def test_a_move_autoplay_made_is_marked_and_never_a_mistake() -> None:
    """The record's ``auto`` list names 托管's moves: the review shows them as 托管's and
    does not blame the player for them."""
    from ai.review import decision_points, review_decision

    record, at = _play_with(100, _big_joker_lead)
    assert at is not None and at in decision_points(record, 0)
    budget = ReviewBudget(samples=16)
    own = review_decision(record, at, 0, budget, seed=1)
    assert own is not None and own.is_mistake and not own.by_auto
    auto = review_decision({**record, "auto": [at]}, at, 0, budget, seed=1)
    assert auto is not None and auto.by_auto and not auto.is_mistake
    assert (auto.played, auto.expert, auto.played_win) == (own.played, own.expert, own.played_win)
    whole = {i.index: i for i in review_hand({**record, "auto": [at]}, 0, budget, seed=1)}
    assert whole[at].by_auto and not any(i.by_auto for k, i in whole.items() if k != at)
