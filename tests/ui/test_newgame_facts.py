"""The new-game panel's table at a glance follows the options in force: with Tractor's
kitty set to none it said '25 cards each · kitty of 8' while every card is dealt (27
each, no kitty); found in the play-test setting a house-rule combination."""

from __future__ import annotations

from typing import Any

import game
from tests.ui.test_newgame_options import open_panel, press_value
from ui.app.i18n import t
from ui.pages.newgame_parts import table_facts


def test_the_facts_follow_the_kitty_option(app: Any) -> None:
    scene = open_panel(app)
    scene.choose_mode("tractor")
    assert scene.facts == table_facts(game.ruleset("tractor"))
    assert t("new.facts", seats=4, decks=t("new.decks_many", count=2), hand=25,
             kitty=8) == scene.facts
    press_value(scene, "kitty", "none")
    assert scene.facts == table_facts(game.ruleset("tractor", kitty="none"))
    assert "27" in scene.facts and "25" not in scene.facts
    app.draw()  # the line is painted from the scene's facts
    scene.restore_defaults()
    assert "25" in scene.facts


def test_no_kitty_is_said_in_words(app: Any) -> None:
    facts = table_facts(game.ruleset("tractor", kitty="none"))
    assert facts.endswith("no kitty") and "kitty of 0" not in facts
