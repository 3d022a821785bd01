"""残局 by keyboard: after Enter with nothing picked says 'Pick cards first, then play',
a rank key that picks a card clears it, as a click on the card does (found in the
play-test: the message stayed over the picked card, as if the key had done nothing)."""

from __future__ import annotations

from typing import Any

from tests.ui.test_endgame_scenes import puzzle_of
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.endgame.puzzle import PLAYER


def test_a_rank_key_pick_clears_the_pick_first_message(app: Any) -> None:
    scene = puzzle_of(app, 6, 0)
    assert scene.phase == PLAYER
    scene.play_selected()
    assert scene.message == t("endgame.pick_first")
    rank = scene.deal.hands[0][0].rank
    scene.handle(Intent(intents.RANK, value=rank))
    assert scene.selected and scene.message == ""
