"""记牌训练's question by keyboard: an Enter pressed as the panel opens (meant for the
table: H then Enter to play) must not answer it with the first choice.  The player picks
with Tab or the arrows first, as the panel says; then Enter answers, and Enter on the
verdict continues.  Found in the play-test, where such an Enter answered a question the
player had not yet seen, counted wrong in the statistics."""

from __future__ import annotations

from typing import Any

from ui.app import intents
from ui.app.intents import Intent
from ui.play.trainer import TrainerScene
from ui.play.trainer_questions import Question


def _panel(app: Any, answers: list[bool]) -> TrainerScene:
    asked = Question("points", "trainer.q.points", ("175", "180", "185"), frozenset({"180"}))
    panel = TrainerScene(app, asked, answers.append)
    app.push(panel)
    app.draw()
    return panel


def test_enter_as_the_question_opens_answers_nothing(app: Any) -> None:
    answers: list[bool] = []
    panel = _panel(app, answers)
    panel.handle(Intent(intents.CONFIRM))
    assert panel.verdict is None and answers == []
    assert app.stack.top is panel


def test_an_arrow_then_enter_answers_and_enter_continues(app: Any) -> None:
    answers: list[bool] = []
    panel = _panel(app, answers)
    panel.handle(Intent(intents.STEP, value=1))  # the ring shows, on the second choice
    panel.handle(Intent(intents.CONFIRM))
    assert answers == [True] and panel.verdict is True
    app.draw()
    panel.handle(Intent(intents.CONFIRM))  # 继续
    assert app.stack.top is not panel


def test_tab_shows_the_ring_on_the_first_choice(app: Any) -> None:
    answers: list[bool] = []
    panel = _panel(app, answers)
    panel.handle(Intent(intents.FOCUS, value=1))
    panel.handle(Intent(intents.CONFIRM))
    assert answers == [False]
