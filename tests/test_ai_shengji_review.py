"""The after-hand review of a Tractor hand (ai.shengji.review): which decisions it looks at,
that the expert's own plays are never flagged, that a careless player's hand yields clear
mistakes with reasons, that 托管's moves are not the player's, and that a verdict depends
only on what the seat could see (hidden cards dealt anew under the same view)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai import choose_action, make_agent
from ai.shengji.random_player import RandomTractorPlayer
from ai.shengji.review import (
    ReviewBudget,
    best_play,
    decision_points,
    has_choice,
    review_decision,
    same_cards,
    weigh,
)
from ai.shengji.review_reasons import REASONS
from game import new_game, replay, ruleset
from game.shengji.actions import PlayCards
from game.shengji.game import Game
from tests.test_ai_shengji_view import twin

SEAT = 0
QUICK = ReviewBudget(samples=12)


def finished_hand(mode: str, seed: int, player: str = "random") -> Game:
    """A hand where seat 0 plays as ``player`` (``hint``: the practice hint at QUICK's
    budget, the review's own evaluation) and the others play hard."""
    g = new_game(ruleset(mode), seed, dealer=0)
    agents = [make_agent("hard", seed + s) for s in range(g.seats)]
    careless = RandomTractorPlayer(seed)
    while not g.over:
        seat = g.to_act
        assert seat is not None
        view = g.view(seat)
        if seat == SEAT and view.phase == "play" and player == "random":
            action = careless.act(view)
        elif seat == SEAT and view.phase == "play" and player == "hint":
            action = PlayCards(best_play(view, QUICK))
        else:
            action = choose_action(agents[seat], view)
        g.apply(action, seat)
    return g


def test_decision_points_are_the_seats_plays_with_a_choice() -> None:
    record = finished_hand("tractor", 3).record()
    points = decision_points(record, SEAT)
    assert points
    plays = [i for i, e in enumerate(record["actions"]) if e.startswith(f"{SEAT} play ")]
    assert set(points) <= set(plays)
    assert len(points) < len(plays)  # the last trick (one card left) is never a choice
    for index in plays:
        assert (index in points) == has_choice(replay(record, index), SEAT)


def test_a_hand_that_follows_the_hint_is_never_flagged() -> None:
    """The practice hint and the review are one evaluation: the hint is never the worse."""
    record = finished_hand("tractor", 4, player="hint").record()
    items = [review_decision(record, i, SEAT, QUICK) for i in decision_points(record)]
    assert items and all(item is None for item in items)


def test_the_better_play_shows_more_points_and_is_the_hint() -> None:
    """Every listed decision of a careless hand: the better play's figure (the seat's side's
    points) is above the player's, the delta reads as a cost with the verdict's tone, and
    the better play is the practice hint at that moment."""
    record = finished_hand("tractor", 6).record()
    found = [item for i in decision_points(record)
             if (item := review_decision(record, i, SEAT, QUICK)) is not None]
    assert len(found) >= 2
    for item in found:
        sign = 1 if item.catching else -1
        assert sign * (item.expert_points - item.played_points) == item.gain > 0
        verdict = item.verdict
        assert verdict.gain == item.gain and verdict.delta_text("") == f"-{item.gain}"
        assert verdict.tone in ("mistake", "worse") and item.is_mistake == (
            verdict.tone == "mistake")
        view = replay(record, item.index).view(SEAT)
        assert same_cards(best_play(view, QUICK), item.expert)
        ranking = weigh(view, QUICK, also=[item.played])
        assert [s.side_points for s in ranking] == sorted(
            (s.side_points for s in ranking), reverse=True)


@pytest.mark.parametrize("mode", ["tractor", "friends_five"])
def test_a_careless_hand_has_clear_mistakes_with_reasons(mode: str) -> None:
    record = finished_hand(mode, 6).record()
    items = [review_decision(record, i, SEAT, QUICK, seed=1) for i in decision_points(record)]
    found = [item for item in items if item is not None]
    assert found
    for item in found:
        assert not same_cards(item.played, item.expert)
        assert item.reason in REASONS
        assert set(item.params) <= {"points"}
        assert all(int(v) % 5 == 0 for v in item.params.values())
        assert 0.0 <= item.played_win <= 1.0 and 0.0 <= item.expert_win <= 1.0
        assert item.trick >= 1
        entry = record["actions"][item.index]
        assert entry.startswith(f"{SEAT} play ")
    assert any(item.is_mistake for item in found)
    assert sum(item.gain for item in found) > 0  # the expert's choices are worth more


def test_moves_made_by_autoplay_are_marked_and_never_mistakes() -> None:
    record = finished_hand("tractor", 6).record()
    points = decision_points(record)
    plain = {i: review_decision(record, i, SEAT, QUICK, seed=1) for i in points}
    flagged = [i for i, item in plain.items() if item is not None]
    assert flagged
    record["auto"] = flagged
    for index in flagged:
        item = review_decision(record, index, SEAT, QUICK, seed=1)
        assert item is not None and item.by_auto and not item.is_mistake


def test_a_damaged_record_is_refused_with_a_value_error() -> None:
    with pytest.raises(ValueError):
        decision_points({"format": "nonsense"}, SEAT)
    record = finished_hand("tractor", 3).record()
    with pytest.raises(ValueError):
        review_decision(record, 10_000, SEAT, QUICK)
    not_a_play = next(i for i, e in enumerate(record["actions"]) if not e.startswith("0 play"))
    with pytest.raises(ValueError):
        review_decision(record, not_a_play, SEAT, QUICK)


def _twin_pair(seed: int, stop_at: int) -> tuple[dict[str, Any], dict[str, Any], int] | None:
    """The same hand twice, identical for seat 0 up to its ``stop_at``-th decision and
    different in the other seats' hidden cards, each ending with the same careless play of
    seat 0 there."""
    g = new_game(ruleset("tractor"), seed, dealer=1)
    agents = [make_agent("hard", seed + s) for s in range(g.seats)]
    plays = 0
    while not g.over:
        seat = g.to_act
        assert seat is not None
        if seat == SEAT and g.phase == "play" and has_choice(g, SEAT):
            plays += 1
            if plays == stop_at:
                break
        g.apply(choose_action(agents[seat], g.view(seat)), seat)
    if g.over:
        return None
    copy = twin(g, SEAT, seed)
    if copy is None:
        return None
    action = RandomTractorPlayer(seed).act(g.view(SEAT))
    g.apply(action, SEAT)
    copy.apply(action, SEAT)
    return g.record(), copy.record(), len(g.action_log) - 1


@pytest.mark.parametrize("seed", [2, 9, 14])
def test_a_verdict_depends_only_on_what_the_seat_could_see(seed: int) -> None:
    rng = random.Random(seed)
    compared = 0
    for stop_at in rng.sample(range(2, 14), 6):
        pair = _twin_pair(seed, stop_at)
        if pair is None:
            continue
        one, two, index = pair
        a, b = replay(one, index), replay(two, index)
        assert a.view(SEAT) == b.view(SEAT)
        assert a.hands[SEAT] == b.hands[SEAT] and a.hands != b.hands
        first = review_decision(one, index, SEAT, QUICK, seed=4)
        second = review_decision(two, index, SEAT, QUICK, seed=4)
        assert first == second
        compared += first is not None
        if compared >= 2:
            break
    assert compared, "no flagged decision with a twin deal"
