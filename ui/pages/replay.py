"""The replay viewer: step through a finished hand with every hand open, at any speed.

The table at step ``k`` is ``game.replay(record, k)``, so what is shown is
exactly the recorded hand.  Controls: start / back / play-pause / step / end,
a speed choice, a scrubber to jump anywhere, ← → keys and Space; "replay this
deal" starts a new hand with the same seed and ruleset to try other plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.plays import Play
from game.record import replay, start_from
from ui.app import intents
from ui.app.i18n import seat_name, t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.app.session import HUMAN
from ui.art import draw, theme
from ui.art.text import blit_text
from ui.pages.chrome import draw_felt_page
from ui.table.board import Board
from ui.table.selection import describe
from ui.widgets.controls import Button, DragTrack, Tabs, Widget, handle_all

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

    def __init__(self, app: App, record: dict[str, Any]) -> None:
        super().__init__(app)
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
        self.board = Board(app.art)
        self.start = Button("replay.start", lambda: self.seek(0), "dark")
        self.prev = Button("replay.prev", lambda: self.go(-1), "dark")
        self.play = Button("replay.play", self.toggle, "primary")
        self.next = Button("replay.next", lambda: self.go(1), "dark")
        self.end = Button("replay.end", lambda: self.seek(len(self.actions)), "dark")
        self.speed = Tabs("", SPEEDS, [f"replay.speed.{s}" for s in SPEEDS], "1")
        self.scrubber = Scrubber(self)
        self.again = Button("replay.again", self.replay_deal, "secondary")
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
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.rebuild()

    # -- stepping ---------------------------------------------------------------------------
    def go(self, delta: int) -> None:
        self.seek(self.step + delta)

    def seek(self, step: int) -> None:
        step = min(max(0, step), len(self.actions))
        forward = step == self.step + 1
        plays_before = len(self.game.history) if self.game is not None else 0
        self.step = step
        self.clock = 0.0
        self.rebuild()
        self.arriving = None
        if forward and self.game is not None and len(self.game.history) > plays_before:
            self._announce(*self.game.history[-1])

    def _announce(self, seat: int, play: Play | None) -> None:
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
            self.game = replay_doudizhu(self.record, self.step)
            self.error = ""
        except ValueError as exc:
            self.game, self.error = None, str(exc)
        self.prev.enabled = self.start.enabled = self.step > 0
        self.next.enabled = self.end.enabled = self.step < len(self.actions)
        if self.step >= len(self.actions):
            self.playing = False
        self.play.label = "replay.pause" if self.playing else "replay.play"

    def replay_deal(self) -> None:
        """A new hand with this deal's seed and ruleset, to try other plays (asking first
        when it would replace the Dou Dizhu hand saved in progress)."""
        from ui.pages.title import ask_before_replacing, start_game

        try:
            game = start_from(self.record)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            self.error = str(exc)
            return
        ask_before_replacing(self.app, "doudizhu", lambda: start_game(
            self.app, replace_all=True, seed=game.seed, game=game))

    def update(self, dt: float) -> None:
        self.play.label = "replay.pause" if self.playing else "replay.play"
        speed = float(self.speed.value)
        if self.arriving is not None:
            seat, progress = self.arriving
            progress += dt * speed / FLIGHT_SECONDS
            self.arriving = (seat, progress) if progress < 1.0 else None
        if not self.playing:
            return
        self.clock += dt * speed
        if self.clock >= STEP_SECONDS:
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
        if handle_all(self.widgets, intent):
            return
        kind = intent.kind
        if kind == intents.STEP:
            self.playing = False
            self.go(intent.value)
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

    def _draw_result(self, surface: pygame.Surface, size: int) -> None:
        result = self.game.result
        if result is None:
            return
        key = "result.win" if result.won(HUMAN) else "result.lose"
        label = f"{t(key)}  {result.scores[HUMAN]:+d}"
        blit_text(
            surface,
            label,
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
                f"{index + 1}. {_entry_text(entry)}",
                max(12, size - 3),
                colour,
                "topleft",
                (panel.x + 12, panel.y + 10 + i * line),
            )


def replay_doudizhu(record: dict[str, Any], step: int) -> Any:
    """The Dou Dizhu hand of ``record`` after ``step`` actions, or ValueError saying why
    there is none: a record the rules core cannot read (whatever it trips over), or
    another game's hand (the board draws Dou Dizhu tables only)."""
    try:
        game = replay(record, step)
    except (TypeError, KeyError, AttributeError, IndexError) as exc:
        raise ValueError(f"the record cannot be replayed ({exc!r})") from None
    if game.rules.family != "doudizhu":
        raise ValueError(f"not a Dou Dizhu hand ({game.rules.name})")
    return game


def _entry_text(entry: str) -> str:
    """A log line in words: '<name>: <action>'."""
    words = entry.split(" ")
    if not words or not words[0].isdecimal():
        return entry
    name = seat_name(int(words[0]))
    verb = words[1] if len(words) > 1 else ""
    if verb == "play" and len(words) > 2:
        try:
            return f"{name}: {describe(Play.from_str(words[2]))}"
        except ValueError:
            return f"{name}: {words[2]}"
    return f"{name}: {t('log.' + verb, value=' '.join(words[2:]))}"
