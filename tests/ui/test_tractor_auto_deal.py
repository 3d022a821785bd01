"""托管 during Tractor's deal: the expert declares for the player, so the table offers
no 提示 or 亮 buttons of the player's own (seen playing: they stayed on the bar under
托管, and a click would have declared past it); off again, the offer comes back."""

from __future__ import annotations

from typing import Any

from game.shengji.phase import PhaseName
from ui.tractor.headless import new_tractor_table, run_until


def _declarable(scene: Any) -> bool:
    view = scene.session.view()
    return view.phase == PhaseName.DEALING and bool(view.declarable)


def test_autoplay_offers_no_declaring_of_the_players_own(app: Any) -> None:
    app.settings.animation_speed = "normal"  # a deal long enough to watch
    app.settings.difficulty = "beginner"
    scene = new_tractor_table(app, "tractor", 12)
    scene.toggle_auto()
    seen = {"declarable": 0, "offered": 0}

    def watch() -> None:
        if scene.auto and _declarable(scene):
            seen["declarable"] += 1
            seen["offered"] += len(scene.bar.buttons)

    assert run_until(app, lambda: seen["declarable"] >= 3, each=watch)
    assert seen["offered"] == 0, "no button of the player's own under 托管"
    scene.toggle_auto()  # the player takes the seat back mid-deal
    assert run_until(app, lambda: bool(scene.bar.buttons) or not _declarable(scene))
    assert scene.bar.buttons or not _declarable(scene)
