"""记牌训练 at both tables: with the setting on, a practice hand stops at its moments
for a question over the table, the 记牌器 hidden; the answer is judged, shown and kept
in the statistics, whose page lists it; Esc skips; the setting off asks nothing."""

from __future__ import annotations

from typing import Any

import pytest

from ui.app import intents
from ui.app.intents import Intent
from ui.dev.headless import act_for_player as act_for_doudizhu
from ui.dev.headless import new_table, run_until
from ui.persist.settings import Settings
from ui.play.trainer import TrainerScene, poll_trainer
from ui.play.trainer_questions import DOUDIZHU, SHENGJI
from ui.play.trainer_stats import figures, store_connection, trainer_rows
from ui.tractor.headless import act_for_player as act_for_tractor
from ui.tractor.headless import new_tractor_table


def _table(app: Any, family: str, practice: bool = True) -> Any:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    app.settings.counting_trainer = True
    if family == SHENGJI:
        return new_tractor_table(app, "tractor_one_deck", 3, practice=practice)
    return new_table(app, "classic", practice=practice, seed=4)


def _until_asked(app: Any, table: Any) -> TrainerScene:
    act = act_for_tractor if table.session.game.rules.family == SHENGJI else act_for_doudizhu

    def each() -> None:
        if app.stack.top is table:
            act(table)

    assert run_until(app, lambda: isinstance(app.stack.top, TrainerScene), 40000, each)
    asked = app.stack.top
    assert isinstance(asked, TrainerScene)
    return asked


def _click(scene: Any, button: Any) -> None:
    scene.handle(Intent(intents.POINT_DOWN, button.rect.center))
    scene.handle(Intent(intents.POINT_UP, button.rect.center))


def _answer(app: Any, asked: TrainerScene, right: bool) -> None:
    """Pick the right answer, or a wrong one, with the mouse (ticks and 确定 for several)."""
    app.draw()
    q = asked.question
    wanted = set(q.answer) if right else ({q.choices[0]} ^ set(q.answer) or {q.choices[-1]})
    if not q.multi:
        wanted = {next(iter(wanted))} if right else {next(c for c in q.choices
                                                          if c not in q.answer)}
    for button, choice in zip(asked.choices, q.choices, strict=True):
        if choice in wanted:
            _click(asked, button)
    if q.multi:
        _click(asked, asked.check_button)
    assert asked.verdict is right


@pytest.mark.parametrize("family", [DOUDIZHU, SHENGJI])
def test_a_practice_hand_asks_and_keeps_the_answers(app: Any, family: str) -> None:
    table = _table(app, family)
    asked = _until_asked(app, table)
    assert table.tools.counter_hidden  # the player counts himself
    if family == SHENGJI:
        from ui.tractor.paint import top_middle, tracker_text

        assert tracker_text(table) and tracker_text(table) not in top_middle(table)
    _answer(app, asked, right=True)
    app.draw()  # the verdict over the table
    asked.handle(Intent(intents.CONFIRM))  # 继续 (the ring is on it)
    assert app.stack.top is table
    second = _until_asked(app, table)
    assert second.question.kind != asked.question.kind  # the kinds take turns
    _answer(app, second, right=False)
    _click(second, second.next_button)
    conn = store_connection(app.records.stats_store)
    assert conn is not None
    found = figures(conn, family)
    assert (found.asked, found.right) == (2, 1)
    rows = trainer_rows(app.records.stats_store, family, practice=True)
    assert len(rows) == 1 and "1" in rows[0][1] and "2" in rows[0][1]
    assert trainer_rows(app.records.stats_store, family, practice=False) == []


def test_esc_skips_a_question_uncounted(app: Any) -> None:
    table = _table(app, DOUDIZHU)
    asked = _until_asked(app, table)
    asked.handle(Intent(intents.MENU))
    assert app.stack.top is table and asked.verdict is None
    conn = store_connection(app.records.stats_store)
    assert conn is not None and figures(conn, DOUDIZHU).asked == 0


def test_the_trainer_runs_only_at_practice_tables_with_the_setting_on(app: Any) -> None:
    table = _table(app, DOUDIZHU, practice=False)
    assert poll_trainer(table) is None and not table.tools.counter_hidden
    practice = _table(app, DOUDIZHU)
    app.settings.counting_trainer = False
    assert poll_trainer(practice) is None and not practice.tools.counter_hidden
    assert Settings.from_json({"counting_trainer": True}).counting_trainer
    assert not Settings.from_json({"counting_trainer": "yes"}).counting_trainer


def test_the_question_panel_draws_at_the_smallest_window(app: Any) -> None:
    app.resize((960, 540))
    table = _table(app, DOUDIZHU)
    asked = _until_asked(app, table)
    app.draw()
    for button in asked.buttons:
        assert asked.panel.contains(button.rect)


def test_an_undo_does_not_ask_again_at_a_moment_already_asked(app: Any) -> None:
    table = _table(app, DOUDIZHU)
    asked = _until_asked(app, table)
    _answer(app, asked, right=True)
    asked.close()
    act_for_doudizhu(table)  # the player's play after the question, to take back
    fresh = table.undo()
    assert fresh is not None and fresh is not table
    assert run_until(app, lambda: fresh.human_turn() or app.stack.top is not fresh, 4000)
    assert app.stack.top is fresh  # the same moment, already asked: no question again
    assert poll_trainer(fresh) is None and fresh.tools.counter_hidden
