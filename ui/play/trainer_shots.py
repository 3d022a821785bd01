"""``--screenshot --scene trainer``: a practice table of the mode's game stopped at its
first 记牌训练 question (Dou Dizhu's is the bombs question, its grid of ranks the
widest panel; Tractor's the points still out)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.play.trainer import TrainerScene, trainer_of
from ui.play.trainer_questions import DOUDIZHU_ORDER, SHENGJI

if TYPE_CHECKING:
    from ui.app.app import App


def _table(app: App, mode: str, seed: int) -> tuple[Any, Any]:
    """A fresh practice table of ``mode`` and the function that plays the player's turn."""
    import game

    if game.ruleset(mode).family == SHENGJI:
        from ui.tractor.headless import act_for_player, new_tractor_table

        return new_tractor_table(app, mode, seed, practice=True), act_for_player
    from ui.dev import headless

    return headless.new_table(app, mode, practice=True, seed=seed), headless.act_for_player


def trainer_shot(app: App, seed: int, mode: str) -> None:
    """Play a practice hand of ``mode`` (the player as its agent) until the trainer asks
    (a screenshot builder: the question is left on top of the stack)."""
    from ui.dev.headless import run_until

    app.settings.counting_trainer = True
    app.settings.animation_speed = "instant"
    for attempt in range(8):
        table, act = _table(app, mode, seed + attempt)
        trainer_of(table).number = DOUDIZHU_ORDER.index("bombs")  # (Tractor: points)

        def each(table: Any = table, act: Any = act) -> None:
            if app.stack.top is table:
                act(table)

        def asked(table: Any = table) -> bool:
            return isinstance(app.stack.top, TrainerScene) or bool(table.session.over)

        run_until(app, asked, 40000, each)
        if isinstance(app.stack.top, TrainerScene):
            return
    raise RuntimeError(f"no {mode} hand from seed {seed} reached a trainer question")
