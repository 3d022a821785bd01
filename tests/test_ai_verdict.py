"""One evaluation ranks, labels and colours a choice, the same in the hint and the review
(issue 30): the review's better move always shows the higher figure, its delta reads as a
cost, the first hint is the review's best, and the hint list is monotone in its figure.

Seeded and exact: the deals come from the position, and the root conftest stretches
search deadlines, so these positions give the same answers on any machine."""

from __future__ import annotations

from typing import Any

import pytest

from ai import choose_action, make_agent
from ai.doudizhu.choices import ReviewBudget, level_choice, same_choice, weigh
from ai.doudizhu.hint_messages import message
from ai.doudizhu.hints import Hint, hint
from ai.doudizhu.review import review_decision
from ai.verdict import AUTO, MISTAKE, SAME, WORSE, percent, ranked, verdict, whole
from game import PASS, new_game, replay, ruleset
from game.doudizhu.game import Game
from game.doudizhu.view import SeatView
from game.plays import Play
from tests.test_ai_hints import POSITIONS

QUICK = ReviewBudget(samples=6, choices=4)
LEVEL = "hard"  # the search of a level decides nothing here but the first candidate
FIRST_SEED = {"classic": 3, "five": 1}  # where a seeded hand soon shows such a decision
# A five-seat play-out costs several times a classic one: fewer deals and choices there.
BUDGETS = {"classic": QUICK, "five": ReviewBudget(samples=4, choices=3)}


def test_figures_read_half_up_and_the_verdict_never_shows_a_gain_as_a_cost() -> None:
    assert [percent(x) for x in (0.125, 0.335, 0.52, 1.0)] == [13, 34, 52, 100]
    assert whole(34.5) == 35 and whole(34.46) == 34
    worse = verdict(33, 52)
    assert (worse.gain, worse.tone, worse.listed, worse.delta_text()) == (19, MISTAKE, True,
                                                                          "-19%")
    assert verdict(50, 52).tone == WORSE and verdict(50, 52).delta_text("") == "-2"
    assert verdict(52, 33).gain == 0 and not verdict(52, 33).listed  # never "+19%"
    assert verdict(52, 52).tone == SAME and verdict(52, 52).delta_text() == "0%"
    assert verdict(10, 40, by_auto=True).tone == AUTO
    assert verdict(0, 3, 10, also_mistake=True).tone == MISTAKE


def test_ranked_is_stable_and_best_first() -> None:
    items = [("a", 1, 0), ("b", 3, 0), ("c", 3, 0), ("d", 3, 1)]
    assert [i[0] for i in ranked(items, lambda i: (i[1], i[2]))] == ["d", "b", "c", "a"]


def _monotone(hints: list[Hint]) -> None:
    """Best first by the shown chance, then fewer plays left; a play that leaves more plays
    than one listed below it says why, with both figures."""
    assert len(hints) >= 2
    figures = [(percent(h.win), -h.turns) for h in hints if h.win is not None]
    assert len(figures) == len(hints) and figures == sorted(figures, reverse=True)
    for i, h in enumerate(hints):
        fewer = [b for b in hints[i + 1:] if b.play is not None and b.turns < h.turns]
        if h.play is None or not fewer:
            assert h.note == ""
            continue
        assert h.note == "hint.more_turns"
        assert int(h.note_params["pct"]) > int(h.note_params["other"])
        assert h.note_params["pct"] in h.text("zh") and h.note_params["other"] in h.text("en")


@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_classic_hints_are_monotone_in_their_figure(index: int) -> None:
    hints = hint(POSITIONS[index], 6, level=LEVEL, budget=QUICK)
    _monotone(hints)
    for h in hints:
        assert h.win is not None
        assert f"{percent(h.win)}%" in h.text("zh")


def test_instant_hints_rank_by_plays_left_and_explain_the_first() -> None:
    """Without a level the figure the words show is the plays left: the list after the
    first is in that order, and the first, where it leaves more, says why."""
    for v in POSITIONS:
        hints = hint(v, 6)
        turns = [h.turns for h in hints[1:] if h.play is not None]
        assert turns == sorted(turns)
        for h in hints:
            fewer = [b for b in hints if b.play is not None and b.turns < h.turns
                     and hints.index(b) > hints.index(h)]
            assert (h.note == "hint.more_turns_plan") == bool(fewer and h.play is not None)


def _hand(mode: str, seed: int) -> tuple[Game, list[Any]]:
    game = new_game(ruleset(mode), seed)
    return game, [make_agent("hard", seed * 10 + s) for s in range(game.rules.seats)]


def _disagreement(mode: str, budget: ReviewBudget) -> tuple[Game, SeatView, Play | None,
                                                             Play | None]:
    """The first seat-0 decision of a seeded hand where the level's own choice is not the
    best by the evaluation: the table before it, the view, the level's and the best."""
    for seed in range(FIRST_SEED[mode], 16):
        game, agents = _hand(mode, seed)
        while not game.over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if seat == 0 and view.phase == "play" and len(view.legal) + (
                    view.previous is not None) > 1:
                ranking = weigh(view, LEVEL, budget)
                own = level_choice(LEVEL, view)
                mine = next(s for s in ranking if same_choice(s.play, own))
                if ranking[0].pct > mine.pct:
                    return game, view, own, ranking[0].play
            game.apply(choose_action(agents[seat], view))
    raise AssertionError(f"no seeded {mode} hand where the level and the evaluation differ")


def _record_with(game: Game, play: Play | None) -> tuple[dict[str, Any], int]:
    """The hand's record up to and including seat 0 playing ``play`` now."""
    index = len(game.action_log)
    copy = replay(game.record(), index)
    copy.apply(PASS if play is None else play)
    return copy.record(), index


@pytest.mark.parametrize("mode", ["classic", "five"])
def test_the_searchs_own_choice_is_listed_when_the_evaluation_ranks_it_lower(mode: str) -> None:
    """The issue's case: the level's search chose X, the evaluation shows Y higher.  The
    player who played X is shown Y, with Y's higher figure and a cost; the player who
    played Y is shown nothing; and Y is the first hint there."""
    budget = BUDGETS[mode]
    game, view, own, best = _disagreement(mode, budget)
    record, index = _record_with(game, own)
    item = review_decision(record, index, 0, budget, level=LEVEL)
    assert item is not None and same_choice(item.expert, best)
    assert item.expert_pct > item.played_pct
    assert item.verdict.delta_text() == f"-{item.expert_pct - item.played_pct}%"
    assert item.verdict.tone in (MISTAKE, WORSE) and item.loss > 0
    ranking = weigh(view, LEVEL, budget, also=[own])
    mine = next(s for s in ranking if same_choice(s.play, own))
    more = best is not None and own is not None and ranking[0].turns > mine.turns
    assert (item.note == "hint.more_turns") == more  # the reason says why, where it must
    assert item.because("en").startswith(message(item.reason, "en", **item.params))
    if more:
        assert f"{item.expert_pct}%" in item.because("zh") and f"{item.played_pct}%" in \
            item.because("en")
    first = hint(view, 3, level=LEVEL, budget=budget)
    assert same_choice(first[0].play, best) and first[0].win is not None
    assert percent(first[0].win) == item.expert_pct and first[0].reason == item.reason
    _monotone(first)
    record, index = _record_with(game, best)
    assert review_decision(record, index, 0, budget, level=LEVEL) is None
