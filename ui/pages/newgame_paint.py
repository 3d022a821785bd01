"""The new-game panel's drawing, apart from its options column (``newgame_options``):
the frame and heading, the left column (game tabs, modes, difficulty, practice, deal
number) and the right column's head (the mode's title, its 默认/自定义 badge, 恢复默认
and the table at a glance).  Drawing reads the panel and changes nothing.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, clip_text, fit_size, text_width
from ui.pages import option_text
from ui.pages.chrome import draw_heading
from ui.pages.newgame_focus import PanelFocus
from ui.pages.newgame_options import OptionColumn, draw_section
from ui.pages.newgame_parts import SeedField
from ui.pages.option_rows import ModeList, Switch
from ui.widgets.controls import Button, Tabs


class NewGamePanel(Protocol):
    """What the drawing reads of the panel (``NewGameScene``; named here, not imported,
    so the panel and its drawing do not import each other)."""

    size: tuple[int, int]
    panel: pygame.Rect
    left: pygame.Rect
    right: pygame.Rect
    practice_row: pygame.Rect
    level_label_y: int
    error: str
    facts: str
    family_tabs: Tabs
    modes: ModeList
    level: Tabs
    practice: Switch
    seed: SeedField
    restore: Button
    back: Button
    start: Button
    focus: PanelFocus
    options: OptionColumn

    @property
    def mode(self) -> str: ...


def section_height(h: int) -> int:
    """The height of a section's title line at window height ``h``."""
    return max(20, round(h * 0.04))


def facts_height(h: int) -> int:
    """The height of the table-at-a-glance line under the mode's title."""
    return max(18, round(h * 0.032))


def draw_panel(scene: NewGamePanel, surface: pygame.Surface) -> None:
    """The whole panel over the dimmed title screen."""
    h = scene.size[1]
    surface.blit(draw.dim_overlay(scene.size, 165), (0, 0))
    draw.draw_panel(surface, scene.panel, 22, (17, 24, 33, 246))
    head = pygame.Rect(scene.panel.x, scene.panel.y + 6, scene.panel.w, round(h * 0.08))
    draw_heading(surface, t("new.title"), head)
    line_y = scene.left.y - round(h * 0.012)
    pygame.draw.line(surface, (246, 200, 92, 60), (scene.panel.x + 24, line_y),
                     (scene.panel.right - 24, line_y))
    divider_x = (scene.left.right + scene.right.x) // 2
    pygame.draw.line(surface, (60, 70, 80), (divider_x, scene.left.y),
                     (divider_x, scene.left.bottom))
    _draw_left(scene, surface, h)
    _draw_right_head(scene, surface, h)
    scene.options.draw(surface, h)
    scene.back.draw(surface)
    scene.start.draw(surface)
    scene.focus.draw(surface)
    if scene.error:
        size = max(12, round(h * 0.02))
        blit_text(surface, clip_text(scene.error, size, scene.panel.w - 60), size,
                  (255, 150, 130), "midbottom", (scene.panel.centerx, scene.start.rect.y - 4))


def _draw_left(scene: NewGamePanel, surface: pygame.Surface, h: int) -> None:
    col = scene.left
    scene.family_tabs.draw(surface)
    scene.modes.draw(surface)
    draw_section(surface, t("new.level"), col.x, scene.level_label_y, h)
    scene.level.draw(surface)
    row = scene.practice_row
    label_size = max(14, round(h * 0.024))
    y = scene.practice.rect.centery
    label = t("new.practice_short")
    blit_text(surface, label, label_size, theme.CREAM, "midleft", (row.x, y), bold=True)
    note = t("new.practice_help")
    small = max(12, round(h * 0.019))
    blit_text(surface, clip_text(note, small, row.w), small, theme.DIM, "topleft",
              (row.x, scene.practice.rect.bottom + 3))
    scene.practice.draw(surface)
    scene.seed.draw(surface)


def _draw_right_head(scene: NewGamePanel, surface: pygame.Surface, h: int) -> None:
    col = scene.right
    restore = scene.restore
    title = t("new.rules_of", mode=option_text.mode_label(scene.mode))
    size = max(16, round(h * 0.028))
    room = restore.rect.x - col.x - 16
    badge = t("new.custom_badge" if restore.enabled else "new.default_badge")
    badge_size = max(11, round(h * 0.018))
    badge_w = text_width(badge, badge_size, True) + 2 * badge_size
    size = fit_size(title, size, room - badge_w - 12, bold=True, smallest=13)
    at = blit_text(surface, clip_text(title, size, room - badge_w - 12, True), size,
                   theme.CREAM, "midleft", (col.x, restore.rect.centery), bold=True)
    pill = pygame.Rect(at.right + 12, 0, badge_w, round(badge_size * 1.8))
    pill.centery = at.centery
    if restore.enabled:
        fill, border, ink = (120, 80, 20, 255), (246, 200, 92, 220), theme.GOLD
    else:
        fill, border, ink = (30, 40, 50, 255), (255, 255, 255, 50), theme.MUTED
    surface.blit(draw.rounded_panel(pill.size, pill.h // 2, fill, border, 1), pill.topleft)
    blit_text(surface, badge, badge_size, ink, "center", pill.center, bold=True)
    restore.draw(surface)
    facts = scene.facts
    facts_size = max(12, round(h * 0.02))
    title_h = scene.options.area.y - 8 - col.y - facts_height(h)
    blit_text(surface, clip_text(facts, facts_size, col.w), facts_size, theme.MUTED,
              "topleft", (col.x, col.y + title_h - 2))
