"""The replay viewer: step through a finished hand with every hand open, at any speed.

The table at step ``k`` is ``game.replay(record, k)``, so what is shown is
exactly the recorded hand.  Controls: start / back / play-pause / step / end,
a speed choice, a scrubber to jump anywhere, ← → keys and Space; "replay this
deal" starts a new hand with the same seed and ruleset to try other plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text
from ui.pages.chrome import draw_felt_page
from ui.play.registry import DOUDIZHU, replay_kind
from ui.widgets.controls import Button, DragTrack, Tabs, Widget, handle_all
from ui.widgets.focus import RowFocus

if TYPE_CHECKING:
    from ui.app.app import App

SPEEDS = ("0.5", "1", "2", "4")
STEP_SECONDS = 0.9  # time per step when playing, at 1x
FLIGHT_SECONDS = 0.3  # a play's flight from hand to table, at 1x


class Scrubber(DragTrack):
    """A position bar: click or drag to jump to a step."""

    def __init__(self, scene: ReplayScene) -> None:
        super().__init__()
        self.scene = scene

    def hit_rect(self) -> pygame.Rect:
        return self.rect.inflate(16, 24)

    def set_from(self, x: int) -> None:
        total = len(self.scene.actions)
        share = (x - self.rect.x) / max(1, self.rect.w)
        self.scene.seek(round(max(0.0, min(1.0, share)) * total))

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        surface.blit(draw.rounded_panel(r.size, r.h // 2, (20, 28, 36, 255)), r.topleft)
        total = max(1, len(self.scene.actions))
        share = self.scene.step / total
        fill = max(r.h, round(r.w * share))
        surface.blit(draw.rounded_panel((fill, r.h), r.h // 2, (230, 150, 40, 255)), r.topleft)
        knob = r.h + 12
        x = r.x + round(r.w * share) - knob // 2
        surface.blit(
            draw.circle(knob, (250, 250, 250, 255), (200, 140, 40, 255), 2),
            (x, r.centery - knob // 2),
        )


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app: App, record: dict[str, Any], family: str = DOUDIZHU) -> None:
        """``family``: the game the hand is listed as (its row's); a record of another
        game shows as "cannot be replayed"."""
        super().__init__(app)
        self.family = family
        self.kind = replay_kind(family)
        # A record that is not even an object shows as "cannot be replayed", never a crash.
        self.record: dict[str, Any] = record if isinstance(record, dict) else {}
        actions = self.record.get("actions")
        self.actions: list[str] = [str(a) for a in actions] if isinstance(actions, list) else []
        self.step = 0
        self.error = ""
        self.game: Any = None
        self.playing = False
        self.clock = 0.0
        self.arriving: tuple[int, float] | None = None
        self.board = self.kind.board(app)
        self.start = Button("replay.start", lambda: self.seek(0), "dark")
        self.prev = Button("replay.prev", lambda: self.go(-1), "dark")
        self.play = Button("replay.play", self.toggle, "primary")
        self.next = Button("replay.next", lambda: self.go(1), "dark")
        self.end = Button("replay.end", lambda: self.seek(len(self.actions)), "dark")
        self.speed = Tabs("", SPEEDS, [f"replay.speed.{s}" for s in SPEEDS], "1")
        self.scrubber = Scrubber(self)
        self.again = Button("replay.again", self.replay_deal, "secondary")
        self.again.visible = self.kind.again is not None
        self.back = Button("btn.back", self.app.pop, "plain")
        self.widgets: list[Widget] = [
            self.start,
            self.prev,
            self.play,
            self.next,
            self.end,
            self.speed,
            self.scrubber,
            self.again,
            self.back,
        ]
        # Tab reaches the buttons and the speed (重打这副牌 and the speed have no key of
        # their own): ← → change the focused speed, Enter presses the focused button;
        # before the first Tab ← → and Enter step through the hand.
        ring: list[Widget] = [self.start, self.prev, self.play, self.next, self.end, self.speed]
        self.focus = RowFocus(ring + [b for b in (self.again, self.back) if b.visible])
        self.focus.index = ring.index(self.next)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.rebuild()

    # -- stepping ---------------------------------------------------------------------------
    def go(self, delta: int) -> None:
        self.seek(self.step + delta)

    def seek(self, step: int) -> None:
        step = min(max(0, step), len(self.actions))
        forward = step == self.step + 1
        plays_before = len(self.kind.plays(self.game)) if self.game is not None else 0
        self.step = step
        self.clock = 0.0
        self.rebuild()
        self.arriving = None
        plays = self.kind.plays(self.game) if self.game is not None else []
        if forward and len(plays) > plays_before:
            self._announce(*plays[-1])

    def _announce(self, seat: int, play: object) -> None:
        """Animate and sound the play (or pass) just stepped onto, one step forward only."""
        if play is None:
            self.app.sound.play("pass")
            return
        self.arriving = (seat, 0.0)
        self.app.sound.play("card_play")

    def toggle(self) -> None:
        if not self.playing and self.step >= len(self.actions):
            self.seek(0)
        self.playing = not self.playing
        self.clock = 0.0

    def rebuild(self) -> None:
        try:
            self.game = self.kind.replay(self.record, self.step)
            self.error = ""
        except ValueError as exc:
            self.game, self.error = None, str(exc)
        self.prev.enabled = self.start.enabled = self.step > 0
        self.next.enabled = self.end.enabled = self.step < len(self.actions)
        if self.step >= len(self.actions):
            self.playing = False
        self.play.label = "replay.pause" if self.playing else "replay.play"

    def replay_deal(self) -> None:
        """A new game from this deal, to try other plays (the game's own way)."""
        if self.kind.again is not None:
            self.error = self.kind.again(self.app, self.record) or ""

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        self.play.label = "replay.pause" if self.playing else "replay.play"
        speed = float(self.speed.value)
        if self.arriving is not None:
            seat, progress = self.arriving
            progress += dt * speed / FLIGHT_SECONDS
            self.arriving = (seat, progress) if progress < 1.0 else None
        if not self.playing:
            return
        self.clock += dt * speed
        pace = self.kind.pace(self.game) if self.game is not None else 1.0
        if self.clock >= STEP_SECONDS * pace:
            self.go(1)

    # -- layout and input ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        top = round(h * 0.09)
        self.log_rect = pygame.Rect(round(w * 0.78), top, w - round(w * 0.78) - 16, round(h * 0.68))
        self.board_rect = pygame.Rect(16, top, self.log_rect.x - 32, round(h * 0.68))
        bh = max(34, round(h * 0.058))
        self.scrubber.rect = pygame.Rect(
            40, self.board_rect.bottom + round(h * 0.04), w - 80, max(8, round(h * 0.014))
        )
        y = h - bh - round(h * 0.03)
        bw = round(bh * 2.3)
        x = 24
        for b in (self.start, self.prev, self.play, self.next, self.end):
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + 8
        self.speed.rect = pygame.Rect(x + 12, y, round(bh * 5.2), bh)
        self.back.rect = pygame.Rect(w - 24 - round(bh * 2.6), y, round(bh * 2.6), bh)
        self.again.rect = pygame.Rect(0, y, round(bh * 4.2), bh)
        self.again.rect.right = self.back.rect.x - 10

    def handle(self, intent: Intent) -> None:
        if handle_all(self.widgets, intent) or self.focus.handle(intent):
            return
        kind = intent.kind
        if kind == intents.STEP:
            self.playing = False
            self.go(intent.value)
        elif kind == intents.ENDS:  # Home / End: the keys of the 开头 / 结尾 buttons
            self.playing = False
            self.seek(0 if intent.value < 0 else len(self.actions))
        elif kind == intents.PASS:
            self.toggle()
        elif kind == intents.CONFIRM:
            self.go(1)
        elif kind == intents.CLEAR:
            self.go(-1)
        elif kind == intents.SCROLL:
            self.go(-intent.value)
        elif kind == intents.MENU:
            self.app.pop()

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _, h = self.size
        size = max(13, round(h * 0.024))
        deal = t(
            "replay.deal",
            seed=self.record.get("seed", "?"),
            mode=t(f"mode.{self.record.get('ruleset', 'classic')}"),
        )
        draw_felt_page(
            surface,
            round(h * 0.075),
            t("replay.title", step=self.step, total=len(self.actions)),
            max(18, round(h * 0.036)),
            deal,
            max(12, size - 2),
        )
        if self.game is None:
            blit_text(
                surface,
                self.error or t("replay.none"),
                size,
                theme.CREAM,
                "center",
                self.board_rect.center,
            )
        else:
            self.board.draw(surface, self.board_rect, self.game, arriving=self.arriving)
            self._draw_result(surface, size)
        self._draw_log(surface, size)
        for widget in self.widgets:
            widget.draw(surface)
        self.focus.draw(surface)

    def _draw_result(self, surface: pygame.Surface, size: int) -> None:
        words = self.kind.outcome(self.game) if self.game.result is not None else ""
        if not words:
            return
        blit_text(
            surface,
            words,
            round(size * 1.6),
            theme.GOLD,
            "center",
            (self.board_rect.centerx, self.board_rect.centery - round(size * 1.5)),
            bold=True,
            shadow=True,
        )

    def _draw_log(self, surface: pygame.Surface, size: int) -> None:
        panel = self.log_rect
        surface.blit(draw.rounded_panel(panel.size, 14, (0, 0, 0, 110)), panel.topleft)
        line = round(size * 1.35)
        visible = max(1, panel.h // line - 1)
        start = max(0, min(self.step - visible // 2, len(self.actions) - visible))
        for i, entry in enumerate(self.actions[start : start + visible]):
            index = start + i
            colour = (
                theme.GOLD
                if index == self.step - 1
                else (theme.MUTED if index < self.step else theme.DIM)
            )
            blit_text(
                surface,
                f"{index + 1}. {self.kind.entry_text(entry)}",
                max(12, size - 3),
                colour,
                "topleft",
                (panel.x + 12, panel.y + 10 + i * line),
            )
