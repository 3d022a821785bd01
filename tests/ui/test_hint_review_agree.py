"""The app's hint button and its after-hand review ask one evaluation the same way (issue
30): the same level, budget and seed, so the move the review calls better is the first
hint the player was offered, with the same figure.  The evaluation itself is tested in
tests/test_ai_verdict.py; here, the wiring of both games' hints and reviews."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from types import SimpleNamespace
from typing import Any

import pytest

import ai.doudizhu.choices
import ai.doudizhu.hints
import ai.doudizhu.review
import ai.shengji.review as tractor_review
from ai.doudizhu.choices import ReviewBudget
from game import replay
from tests.test_ai_review import _big_joker_lead, _play_with
from tests.test_ai_shengji_review import finished_hand
from ui.app import agents

# The hints as a player gets them: worked out as each decision begins (tests/ui/conftest.py).
pytestmark = pytest.mark.hint_prefetch


class InlineWorker:
    """Runs what is submitted at once (the review job's worker, without a process)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(fn(*args, **kwargs))
        return future


def test_dou_dizhu_hint_and_review_weigh_with_one_level_budget_and_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from ui.pages.review import start_review

    asked: list[tuple[str, ReviewBudget, int]] = []
    real = ai.doudizhu.choices.weigh

    def spy(view: Any, level: str = "expert", budget: ReviewBudget | None = None,
            seed: int = 0, also: Any = (), deadline: float | None = None) -> Any:
        asked.append((level, budget or ReviewBudget(), seed))
        return real(view, "hard", ReviewBudget(samples=2, choices=2), seed, also, deadline)

    monkeypatch.setattr(ai.doudizhu.hints, "weigh", spy)
    monkeypatch.setattr(ai.doudizhu.review, "weigh", spy)
    record, at = _play_with(100, _big_joker_lead)
    assert at is not None
    assert agents.hints(replay(record, at).view(0), 6, agents.HINT_LEVEL)
    hint_call = asked[-1]
    job = start_review(SimpleNamespace(review_executor=InlineWorker()), record)
    job.poll()
    assert job.finished and job.total >= 2
    review_calls = asked[1:]
    assert review_calls and all(call == hint_call for call in review_calls)


def test_tractor_hint_and_review_weigh_with_one_budget_and_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The table's first hint is a play the review never lists as worse: both weigh with
    the review's budget and the position's seed (0 added)."""
    from ui.tractor.hints import rank_hints
    from ui.tractor.review import start_tractor_review

    seeds: list[int] = []
    real = tractor_review.position_seed

    def spy(view: Any, seed: int = 0) -> int:
        seeds.append(seed)
        return real(view, seed)

    monkeypatch.setattr(tractor_review, "position_seed", spy)
    record = finished_hand("tractor", 6).record()
    index = tractor_review.decision_points(record)[0]
    view = replay(record, index).view(0)
    hinted = rank_hints(view)
    assert hinted and hinted[0].side_points is not None
    assert tractor_review.judge(view, hinted[0].cards, index, tractor_review.ReviewBudget(),
                                0) is None
    job = start_tractor_review(SimpleNamespace(review_executor=InlineWorker()), record)
    assert job.seed == seeds[0] == 0 and job.budget == tractor_review.ReviewBudget()
    assert job.review_of is tractor_review.review_decision
