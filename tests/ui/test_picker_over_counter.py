"""The card counter waits while the ally picker's panel is open (play test).

In 五人斗地主 at 960×540 with the counter on (practice), the counter's strip crossed the
top of the panel where the landlord names his hidden ally, and was drawn over it: the
counter's ranks and figures stood in the panel's title.  While a picker is open (the
ally, 帝主's keep) the counter is not drawn; the picker is drawn after the tools."""

from __future__ import annotations

from typing import Any

import pygame

from game import new_game, ruleset
from game.doudizhu.view import PHASE_ALLY
from tests.ui.test_table_ally_keep import at_my_turn, table_for
from ui.app.session import HUMAN
from ui.table.practice import counter_rect


def test_the_ally_panel_hides_the_counter_where_they_cross(app: Any) -> None:
    app.resize((960, 540))
    table = table_for(app, new_game(ruleset("five"), 3, landlord=HUMAN), "five", 3)
    table.tools.enabled = True  # practice: the counter is drawn
    table.tools.options.counter = True
    at_my_turn(app, table, PHASE_ALLY)
    picker = table.picker
    assert picker is not None and picker.active
    panel = picker.panel
    crossing = panel.clip(counter_rect(table.lay))
    assert crossing.w > 0 and crossing.h > 0, "this window is the one where they cross"

    def drawn(counter: bool) -> pygame.Surface:
        table.tools.options.counter = counter
        surface = pygame.Surface((960, 540))
        table.draw(surface)
        return surface.subsurface(crossing).copy()

    with_counter, without = drawn(True), drawn(False)
    assert pygame.image.tobytes(with_counter, "RGB") == pygame.image.tobytes(without, "RGB")
