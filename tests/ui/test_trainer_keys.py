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


def test_the_counter_is_hidden_from_the_deal_on(app: Any) -> None:
    """With the trainer on, the 记牌器 showed through the deal and the auction and then
    vanished at the player's first turn, its button lit then greyed (play-test, 欢乐)."""
    from ui.dev.headless import new_table
    from ui.tractor.headless import new_tractor_table
    from ui.tractor.paint import top_middle, tracker_text

    app.settings.counting_trainer = True
    table = new_table(app, "happy", practice=True, seed=4)
    assert table.tools.counter_hidden and not table.tools.counter_button.enabled
    tractor = new_tractor_table(app, "tractor", 3, practice=True)
    assert tractor.tools.counter_hidden
    text = tracker_text(tractor)
    assert not text or text not in top_middle(tractor)
    app.settings.counting_trainer = False
    plain = new_table(app, "happy", practice=True, seed=4)
    assert not plain.tools.counter_hidden and plain.tools.counter_button.enabled


def test_the_counter_comes_back_when_the_trainer_is_turned_off(app: Any) -> None:
    from ui.dev.headless import new_table
    from ui.play.trainer import poll_trainer

    app.settings.counting_trainer = True
    table = new_table(app, "classic", practice=True, seed=4)
    assert table.tools.counter_hidden
    app.settings.counting_trainer = False  # from the pause menu's settings
    assert poll_trainer(table) is None
    assert not table.tools.counter_hidden and table.tools.counter_button.enabled


def test_the_panel_says_how_to_answer_by_keyboard(app: Any) -> None:
    """With no ring until an arrow, the panel says the keys; the line fits under the
    choices inside the panel at the smallest window, in both languages."""
    from ui.app.i18n import set_language, t
    from ui.art.text import text

    app.resize((960, 540))
    for lang in ("en", "zh"):
        set_language(lang)
        answers: list[bool] = []
        panel = _panel(app, answers)
        h = panel.size[1]
        small = max(12, round(h * 0.022))
        line = text(t("trainer.keys"), small)
        bottom = panel.panel.bottom - round(h * 0.018)
        assert line.get_width() <= panel.panel.w - 24
        assert max(b.rect.bottom for b in panel.buttons) <= bottom - line.get_height()
        app.pop()
