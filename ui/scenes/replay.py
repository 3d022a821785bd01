"""Replay of a recorded hand: step through its actions and watch the table rebuild.

Simple for now: every seat's hand face up, the last play of each seat, and the
action list; ← / → (buttons, Space) step, and the game is rebuilt with
``game.replay(record, upto)`` so what is shown is exactly the recorded hand.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import sort_for_display
from game.record import replay
from ui import draw, intents, theme
from ui.i18n import t
from ui.intents import Intent
from ui.scene import Scene
from ui.scenes.common import draw_heading
from ui.text import blit_text
from ui.widgets import Button, handle_all


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app: Any, record: dict[str, Any]) -> None:
        super().__init__(app)
        self.record = record
        actions = record.get("actions")
        self.actions: list[str] = [str(a) for a in actions] if isinstance(actions, list) else []
        self.step = 0
        self.error = ""
        self.game: Any = None
        self.prev = Button("replay.prev", lambda: self.go(-1), "dark")
        self.next = Button("replay.next", lambda: self.go(1), "primary")
        self.back = Button("btn.back", self.app.pop, "secondary")
        self.buttons = [self.prev, self.next, self.back]
        self.rebuild()

    def go(self, delta: int) -> None:
        self.step = min(max(0, self.step + delta), len(self.actions))
        self.rebuild()

    def rebuild(self) -> None:
        try:
            self.game = replay(self.record, self.step)
            self.error = ""
        except ValueError as exc:
            self.game, self.error = None, str(exc)
        self.prev.enabled = self.step > 0
        self.next.enabled = self.step < len(self.actions)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(36, round(h * 0.06))
        bw = round(bh * 3.2)
        y = h - bh - round(h * 0.03)
        self.prev.rect = pygame.Rect(w // 2 - bw * 3 // 2 - 16, y, bw, bh)
        self.next.rect = pygame.Rect(w // 2 - bw // 2, y, bw, bh)
        self.back.rect = pygame.Rect(w // 2 + bw // 2 + 16, y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent):
            return
        if intent.kind in (intents.PASS, intents.CONFIRM):
            self.go(1)
        elif intent.kind == intents.CLEAR:
            self.go(-1)
        elif intent.kind == intents.SCROLL:
            self.go(-intent.value)
        elif intent.kind == intents.MENU:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(draw.felt(self.size), (0, 0))
        draw_heading(
            surface,
            t("replay.title", step=self.step, total=len(self.actions)),
            pygame.Rect(0, 6, w, round(h * 0.08)),
        )
        size = max(13, round(h * 0.024))
        if self.game is None:
            blit_text(
                surface,
                self.error or t("replay.none"),
                size,
                theme.CREAM,
                "center",
                (w // 2, h // 2),
            )
        else:
            self._draw_hands(surface, size)
        self._draw_log(surface, size)
        for b in self.buttons:
            b.draw(surface)

    def _draw_hands(self, surface: pygame.Surface, size: int) -> None:
        _w, h = self.size
        art = self.app.art
        cw = max(30, round(h * 0.06))
        game = self.game
        rows = {2: round(h * 0.16), 1: round(h * 0.38), 0: round(h * 0.6)}
        for seat in (2, 1, 0):
            y = rows[seat]
            role = ""
            if game.landlord is not None:
                role = t("role.landlord") if seat == game.landlord else t("role.farmer")
            label = f"{t(f'seat.name.{seat}')} {role}"
            blit_text(
                surface,
                label,
                size,
                theme.GOLD if role and seat == game.landlord else theme.CREAM,
                "topleft",
                (24, y),
                bold=True,
            )
            cards = sort_for_display(game.hands[seat])
            step = round(cw * 0.55)
            for i, card in enumerate(cards):
                surface.blit(art.small_face(card, cw), (24 + i * step, y + round(size * 1.5)))
            last = next((p for s, p in reversed(game.history) if s == seat), None)
            if last is not None:
                blit_text(
                    surface,
                    str(last.cards),
                    size,
                    theme.MUTED,
                    "topleft",
                    (24 + 21 * step + cw, y + round(size * 1.5)),
                )

    def _draw_log(self, surface: pygame.Surface, size: int) -> None:
        w, h = self.size
        x = round(w * 0.74)
        panel = pygame.Rect(x, round(h * 0.12), w - x - 16, round(h * 0.7))
        surface.blit(draw.rounded_panel(panel.size, 14, (0, 0, 0, 110)), panel.topleft)
        line = round(size * 1.4)
        visible = panel.h // line - 1
        start = max(0, self.step - visible)
        for i, entry in enumerate(self.actions[start : start + visible]):
            index = start + i
            color = (
                theme.GOLD
                if index == self.step - 1
                else theme.MUTED
                if index < self.step
                else theme.DIM
            )
            blit_text(
                surface,
                f"{index + 1}. {entry}",
                max(12, size - 2),
                color,
                "topleft",
                (panel.x + 12, panel.y + 10 + i * line),
            )
