"""Every test: the search's time limit stretched, so seeded decisions are exact anywhere,
and an AI seat's failure raises; the painting tests' small window (``small_window``).

A level's time limit is only a safety net above its normal cost (:mod:`ai.clock`); on a
shared runner with every core busy an expert decision can reach it and answer otherwise,
which would make a position test pass or fail by the machine's load.  Twenty times the
net keeps it a net (a search that never stops still fails) while no sample count is cut.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

import ai.clock

ai.clock.SAFETY_NET_SCALE = 20.0
# An AI seat of the app that raises, or picks a refused action, fails the test instead of
# being covered by the shipped game's stand-in move (ui.app.session.strict_ai).
os.environ["DDZ_STRICT_AI"] = "1"


@pytest.fixture
def small_window() -> Iterator[None]:
    """A 64×64 display for a test that paints surfaces (a converted surface needs one)."""
    import pygame

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.display.quit()
