"""The new-game panel's parts that hold no state of the panel: the modes grouped by
game, whether a mode can start, the table at a glance, and the deal-number field."""

from __future__ import annotations

import pygame

import game
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, clip_text, fit_size
from ui.table.support import table_plays
from ui.widgets.controls import NumberField


def families(modes: tuple[str, ...]) -> list[tuple[str, list[str]]]:
    """The modes by family (a game tab each), families and modes in registry order."""
    groups: dict[str, list[str]] = {}
    for mode in modes:
        groups.setdefault(game.ruleset(mode).family, []).append(mode)
    return list(groups.items())


def can_start(rules: game.Ruleset) -> bool:
    """Whether the table can show these rules and the rules core deals a hand of them
    (a mode may be declared before its table or its engine is written)."""
    if not table_plays(rules):
        return False
    try:
        game.new_game(rules, 0)
    except (ValueError, NotImplementedError):
        return False
    return True


def table_facts(rules: game.Ruleset) -> str:
    """The table at a glance: players, decks, cards each, kitty (and cards set aside)."""
    table = rules.table
    decks = t("new.decks_one") if table.decks == 1 else t("new.decks_many", count=table.decks)
    text = t("new.facts" if table.kitty_size else "new.facts_no_kitty", seats=table.seats,
             decks=decks, hand=table.hand_size, kitty=table.kitty_size)
    if table.set_aside:
        text += t("new.facts_aside", count=table.set_aside)
    return text


class SeedField(NumberField):
    """The deal number: a label and a box, the placeholder shrunk to fit a narrow column."""

    def box_rect(self) -> pygame.Rect:
        width = round(self.rect.w * 0.6)
        return pygame.Rect(self.rect.right - width, self.rect.y, width, self.rect.h)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box_rect()
        label = t(self.label)
        size = fit_size(label, max(13, round(self.rect.h * 0.46)), box.x - self.rect.x - 10)
        blit_text(surface, label, size, theme.CREAM, "midleft", self.rect.midleft)
        border = (246, 200, 92, 220) if self.focused else (255, 255, 255, 50)
        surface.blit(
            draw.rounded_panel(box.size, box.h // 2, (16, 23, 31, 235), border, 1), box.topleft
        )
        shown = self.value or t(self.placeholder)
        inner = box.w - box.h
        text_size = fit_size(shown, max(12, round(box.h * 0.44)), inner, smallest=11)
        ink = theme.CREAM if self.value else theme.DIM
        at = blit_text(surface, clip_text(shown, text_size, inner), text_size, ink, "midleft",
                       (box.x + box.h // 2, box.centery))
        self.clock = (self.clock + 1) % 60
        if self.focused and self.clock < 30:
            x = at.right + 3 if self.value else box.x + box.h // 2 - 2
            pygame.draw.line(surface, theme.GOLD, (x, box.y + 7), (x, box.bottom - 7), 2)
