"""Play-test, keyboard only: H pressed late in Tractor's deal showed 'The expert is
thinking…' (or the hint, for the few cards left), then the deal ended and the words
went, with the last chance to declare on screen and no hint for it.  A hint asked in
the deal is now answered again at the last chance."""

from __future__ import annotations

from typing import Any

import pygame

from game.shengji.phase import PhaseName
from ui.app.i18n import set_language, t
from ui.dev import screenshot
from ui.tractor.headless import run_until


def test_a_hint_asked_in_the_deal_is_there_at_the_last_chance(app: Any) -> None:
    set_language("en")
    try:
        screenshot.build(app, "deal", 3, "tractor", settle_frames=1)
        table = app.stack.top
        app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                             unicode="h")])
        assist = table.assist

        def answered_at_last_chance() -> bool:
            return (table.view.phase == PhaseName.FINAL_ROUND and table.human_turn()
                    and not assist.thinking and bool(assist.message))

        assert run_until(app, answered_at_last_chance, 3000)
        assert assist.message != t("hint.thinking")
        assert assist.cycle.current is not None  # a hint is shown, not a lost press
    finally:
        set_language("zh")
