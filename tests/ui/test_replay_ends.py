"""Home and End jump a replay to its first and last step (play test, keyboard only).

Playing by keyboard, the replay viewer's 开头 / 结尾 buttons had no keys: Home and End
did nothing, and the only way to the end was ← → one step at a time or Tab round the
buttons.  They now jump there (stopping a replay that is playing), in both games'
replays, and the rules page lists them."""

from __future__ import annotations

from typing import Any

import pygame

from tests.ui.test_replay import _scene
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import PAGE_HELP, map_event


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0)


def test_home_and_end_are_the_ends_of_a_replay(app: Any) -> None:
    scene = _scene(app)
    app.frame(1 / 60, [_key(pygame.K_END)])
    assert scene.step == len(scene.actions) and scene.game.over
    scene.toggle()  # playing again from the start …
    assert scene.playing
    app.frame(1 / 60, [_key(pygame.K_HOME)])
    assert scene.step == 0 and not scene.playing  # … until Home stops it at the start


def test_home_and_end_mean_the_ends_on_pages_not_at_the_table() -> None:
    assert map_event(_key(pygame.K_HOME)) == intents.Intent(intents.ENDS, value=-1)
    assert map_event(_key(pygame.K_END)) == intents.Intent(intents.ENDS, value=1)
    assert map_event(_key(pygame.K_END), card_keys=True) is None
    assert ("Home / End", "keys.replay_ends") in PAGE_HELP
    assert t("keys.replay_ends") != "keys.replay_ends"
