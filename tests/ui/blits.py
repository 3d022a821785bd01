"""Test helper: record the words a page module draws, and where they landed."""

from __future__ import annotations

from typing import Any

import pygame
import pytest


def record_blits(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, pygame.Rect]]:
    """Every text ``module`` draws from now on through its ``blit_text``, with its rect."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = module.blit_text

    def recording(surface: pygame.Surface, value: str, *args: Any, **kwargs: Any) -> Any:
        rect = real(surface, value, *args, **kwargs)
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(module, "blit_text", recording)
    return drawn


def drawn_page(scene: Any, board: Any, module: Any,
               monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[Any]]:
    """A page ``scene`` laid out and drawn at 960x540: the words ``module`` draws, and the
    games its ``board`` was asked to draw (the board's own drawing is skipped)."""
    scene.layout((960, 540))
    scene.update(0.0)
    boards: list[Any] = []
    monkeypatch.setattr(board, "draw", lambda _s, _r, game, **_kw: boards.append(game))
    drawn = record_blits(monkeypatch, module)
    scene.draw(pygame.Surface((960, 540)))
    return [value for value, _ in drawn], boards


def record_sized_blits(monkeypatch: pytest.MonkeyPatch,
                       module: Any) -> list[tuple[str, int, pygame.Rect]]:
    """As :func:`record_blits`, with each text's font size (``blit_text``'s third argument)."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = module.blit_text

    def recording(surface: pygame.Surface, value: str, size: int, *args: Any,
                  **kwargs: Any) -> Any:
        rect = real(surface, value, size, *args, **kwargs)
        drawn.append((value, size, rect))
        return rect

    monkeypatch.setattr(module, "blit_text", recording)
    return drawn
