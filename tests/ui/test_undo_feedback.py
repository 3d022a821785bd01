"""悔牌 says what it took back, and Z says why when it cannot (play test, both games).

Pressing Z in a practice hand put the table back with no word: the player's cards
were simply in the hand again, and at Dou Dizhu a Z with nothing to take back (or
outside practice) did nothing at all.  The fresh table now says 悔牌：一对7 回到了你手里
(Tractor: the cards, ♥Q ♥Q ♥J), and a refused Z says why in the table's toast."""

from __future__ import annotations

from typing import Any

from game.plays import Play
from tests.ui.test_practice import _practice_table_as_landlord, _to_the_players_play_turn
from tests.ui.test_tractor_practice import _practice_table, _to_play_turn
from ui.app.i18n import t
from ui.dev import headless
from ui.table.scene import TableScene
from ui.table.selection import describe
from ui.tractor import headless as tractor_headless
from ui.tractor.cardsort import cards_text
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN


def test_a_dou_dizhu_undo_names_the_play_it_took_back(app: Any) -> None:
    table = _practice_table_as_landlord(app, 21)
    _to_the_players_play_turn(app, table)
    assert table.undo() is None
    assert table.parts.toast.key == "practice.undo_nothing", "Z with nothing to take back"
    headless.act_for_player(table)
    played = table.session.game.record()["actions"][-1].split(" ")[2]
    _to_the_players_play_turn(app, table)
    undone = table.undo()
    assert isinstance(undone, TableScene)
    toast = undone.parts.toast
    assert toast.key == "practice.undone"
    assert t(toast.key, **toast.params) == t("practice.undone",
                                             play=describe(Play.from_str(played)))


def test_a_dou_dizhu_undo_outside_practice_says_it_is_for_practice(app: Any) -> None:
    table = _practice_table_as_landlord(app, 21)
    table.tools.enabled = False
    assert table.undo() is None
    assert table.parts.toast.key == "practice.undo_practice_only"


def test_a_tractor_undo_names_the_cards_it_took_back(app: Any) -> None:
    scene = _practice_table(app)
    _to_play_turn(app, scene)
    hand_before = list(scene.session.game.view(HUMAN).hand)
    tractor_headless.act_for_player(scene)
    played = [c for c in hand_before if c not in scene.session.game.view(HUMAN).hand]
    _to_play_turn(app, scene, plays_before=1)
    undone = scene.undo()
    assert isinstance(undone, TractorScene)
    assert undone.presenter.toast == t("practice.undone", play=cards_text(played))


def test_a_click_on_dou_dizhus_greyed_undo_says_why(app: Any) -> None:
    """Tractor's greyed 悔牌 says why when pressed; Dou Dizhu's did nothing at all."""
    from ui.app import intents
    from ui.app.intents import Intent

    table = _practice_table_as_landlord(app, 21)
    _to_the_players_play_turn(app, table)
    button = table.tools.undo_button
    assert button.visible and not button.enabled, "nothing to take back yet"
    table.handle(Intent(intents.POINT_DOWN, button.rect.center))
    assert table.parts.toast.key == "practice.undo_nothing"


def test_dou_dizhus_undo_button_is_live_whenever_z_is(app: Any) -> None:
    """The button was greyed while the AIs played though Z took the play back then too:
    it is now live whenever there is a play to take back, as Tractor's is."""
    table = _practice_table_as_landlord(app, 21)
    _to_the_players_play_turn(app, table)
    headless.act_for_player(table)
    assert table.tools.can_undo()
    table.tools.sync(table.session.view(), table.seats, False)  # an AI's turn
    assert table.tools.undo_button.enabled
