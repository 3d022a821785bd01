"""癞子's reading chooser hides what lies under it: at 960x540 the turn box's '30秒' showed
through the panel between the readings and the help line (found in the play-test).  The
panel is opaque: over white and over black its inside away from the readings and words
is the same colour."""

from __future__ import annotations

import pygame

import game
from game.cards import parse_cards
from tests.ui.test_laizi_table import LAIZI, revealed
from ui.art.cardart import CardArt
from ui.table.layout import TableLayout
from ui.table.readings import ReadingChooser


def _painted(under: tuple[int, int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    pygame.init()
    cards = parse_cards("3D TC 3S TS")
    chooser = ReadingChooser()
    chooser.show(game.classify(cards, LAIZI, wild="T"), cards, True, revealed("T").is_wild)
    lay = TableLayout.compute((960, 540), 3, 0)
    chooser.layout(lay)
    surface = pygame.Surface((960, 540), pygame.SRCALPHA)
    surface.fill(under)
    chooser.draw(surface, CardArt(supersample=1), lay)
    return surface, chooser._panel


def test_the_panel_is_opaque() -> None:
    light, panel = _painted((255, 255, 255))
    dark, _ = _painted((0, 0, 0))
    inside = panel.inflate(-40, -40)
    spots = [(inside.x, inside.centery), (inside.right - 1, inside.centery),
             (inside.centerx, inside.y)]
    for spot in spots:
        assert light.get_at(spot)[:3] == dark.get_at(spot)[:3], spot
