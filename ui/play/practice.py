"""The practice tools' shared pieces: the row their buttons sit in, and the options
both tables keep with the game in progress: open hands, and how many undos (悔牌) the
player took.  A family adds its own (Dou Dizhu's card counter)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any, Self

import pygame

from ui.art.text import text
from ui.widgets.controls import Button


@dataclass
class PracticeOptions:
    """What the practice tools are set to; saved with the game, read back on resume."""

    open_hands: bool = False
    undos: int = 0

    def to_meta(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_meta(cls, meta: dict[str, Any]) -> Self:
        """The options a save holds; a value of the wrong type is the default."""
        values: dict[str, Any] = {}
        for field in fields(cls):
            raw = meta.get(field.name, field.default)
            if field.name == "undos":
                valid = isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0
                values[field.name] = raw if valid else 0
            else:
                values[field.name] = bool(raw)
        return cls(**values)

    def after_undo(self) -> Self:
        """The same options with one more undo counted."""
        return dataclasses.replace(self, undos=self.undos + 1)


def place_row(buttons: Sequence[Button], right: int, centery: int, height: int,
              gap: int) -> None:
    """Lay ``buttons`` in a row ending at ``right``, each as wide as its label needs (at
    least 2.4 heights), ``gap`` pixels apart."""
    x = right
    for button in reversed(buttons):
        label = text(button.text, max(12, int(height * 0.42)), bold=True)
        width = max(round(height * 2.4), label.get_width() + round(height * 0.9))
        x -= width
        button.rect = pygame.Rect(x, centery - height // 2, width, height)
        x -= gap
