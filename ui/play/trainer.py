"""记牌训练, the counting trainer, at both tables (practice, setting ``counting_trainer``).

At moments of a practice hand (a quarter, half and three quarters of the cards played,
on the player's turn) the table asks what is still out (:mod:`ui.play.trainer_questions`):
a panel over the table, the game waiting under it, with the choices as buttons (Tab and
Enter, or the mouse); the answer is judged at once, with the right one shown, and kept
in the statistics (:mod:`ui.play.trainer_stats`).  Esc skips a question (not counted).
While the trainer runs the 记牌器 (Dou Dizhu's counter, Tractor's tracker) is hidden:
the player counts himself.

The tables call :func:`poll_trainer` on the player's turn; the rest is here.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.play.trainer_questions import (
    MOMENTS,
    NO,
    ROCKET,
    YES,
    Question,
    due,
    progress,
    question,
)
from ui.play.trainer_stats import record_answer
from ui.widgets.controls import Button, handle_all
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App

GREEN = (120, 214, 120)


def trainer_on(scene: Any) -> bool:
    """Whether the trainer runs at this table: a practice table, the setting on."""
    return bool(getattr(scene, "practice", False)) and bool(
        getattr(scene.app.settings, "counting_trainer", False))


def sync_counter(scene: Any) -> None:
    """While the trainer runs the player counts himself: the 记牌器 hidden and its button
    off from the table's start (it showed through the deal and the auction, then vanished
    at the player's first turn), and shown again once the trainer is turned off mid-hand."""
    hidden = trainer_on(scene)
    if not hidden and not getattr(scene.tools, "counter_hidden", False):
        return  # never hidden: nothing to show again
    scene.tools.counter_hidden = hidden
    counter = getattr(scene.tools, "counter_button", None)  # Dou Dizhu's 记牌器 button
    if counter is not None:
        counter.enabled = not hidden


# Questions asked per hand, by (game, the hand's seed): kept beside the tables, so 悔牌's
# fresh table (the same hand, rebuilt) does not ask again at a moment already asked.  A
# hand seen before its first moment starts again from none (a deal played again).
_ASKED: dict[tuple[str, int], int] = {}
KEEP_HANDS = 64


def asked_in(family: str, game: Any, view: Any) -> tuple[tuple[str, int], int]:
    """The hand's key and the questions it has had so far."""
    key = (family, int(getattr(game, "seed", 0)))
    if progress(family, view) < MOMENTS[0]:
        _ASKED.pop(key, None)
    return key, _ASKED.get(key, 0)


class CountingTrainer:
    """One table's trainer: how many questions it asked, so the kinds take turns (the
    answers go to the statistics, :func:`~ui.play.trainer_stats.record_answer`)."""

    def __init__(self) -> None:
        self.number = 0
        # The decision point last found with nothing due: the tables poll every frame of
        # the player's turn, and nothing can come due until an action is taken.
        self.checked: tuple[Any, object] | None = None

    def poll(self, scene: Any) -> TrainerScene | None:
        """On the player's turn (the counter hidden by :func:`poll_trainer`): ask when a
        moment has come."""
        game = scene.session.game
        moment = scene.session.moment()
        if self.checked is not None and self.checked[0] is game and self.checked[1] == moment:
            return None
        view = scene.view
        family = str(game.rules.family)
        key, count = asked_in(family, game, view)
        if not due(family, view, count):
            self.checked = (game, moment)
            return None
        seed = int(getattr(game, "seed", 0)) + self.number
        asked = question(family, view, self.number, seed)
        _ASKED[key] = count + 1
        while len(_ASKED) > KEEP_HANDS:
            del _ASKED[next(iter(_ASKED))]
        self.number += 1
        panel = TrainerScene(scene.app, asked,
                             lambda right: record_answer(scene.app.records, family, asked.kind,
                                                         right))
        scene.app.push(panel)
        return panel


_TRAINERS: weakref.WeakKeyDictionary[Any, CountingTrainer] = weakref.WeakKeyDictionary()


def trainer_of(scene: Any) -> CountingTrainer:
    """The table's trainer (made the first time it is asked for)."""
    found = _TRAINERS.get(scene)
    if found is None:
        found = _TRAINERS[scene] = CountingTrainer()
    return found


def poll_trainer(scene: Any) -> TrainerScene | None:
    """The tables' hook, on the player's turn: nothing unless the trainer runs there."""
    sync_counter(scene)
    if not trainer_on(scene):
        return None
    return trainer_of(scene).poll(scene)


def choice_words(choice: str) -> str:
    """A choice as the button says it: a number or a rank as it is, yes / no, the rocket."""
    if choice in (YES, NO, ROCKET):
        return t(f"trainer.{choice}")
    return choice


class TrainerScene(Scene):
    """The question over the table, then the verdict; the table waits below."""

    opaque = False
    name = "trainer"

    def __init__(self, app: App, asked: Question, on_answer: Callable[[bool], None]) -> None:
        super().__init__(app)
        self.question = asked
        self.on_answer = on_answer
        self.picked: set[str] = set()
        self.verdict: bool | None = None
        self.choices = [Button("trainer.choice", self._choose_cb(c), "dark",
                               params={"value": choice_words(c)}) for c in asked.choices]
        self.check_button = Button("trainer.check", self.check, "primary")
        self.next_button = Button("trainer.next", self.close, "primary")
        self.panel = pygame.Rect(0, 0, 0, 0)
        # No ring until Tab or an arrow: an Enter meant for the table (H then Enter to
        # play) as the panel opens must not answer with the first choice (play-test).
        self.focus = FocusRing(self.buttons)

    @property
    def buttons(self) -> list[Button]:
        if self.verdict is not None:
            return [self.next_button]
        return [*self.choices, self.check_button] if self.question.multi else list(self.choices)

    def _choose_cb(self, choice: str) -> Callable[[], None]:
        return lambda: self.choose(choice)

    # -- answering ---------------------------------------------------------------------------
    def choose(self, choice: str) -> None:
        """A choice pressed: the answer (one to pick), or a tick on or off (several)."""
        if self.verdict is not None:
            return
        if not self.question.multi:
            self.picked = {choice}
            self.check()
            return
        self.picked ^= {choice}
        for button, value in zip(self.choices, self.question.choices, strict=True):
            button.style = "primary" if value in self.picked else "dark"

    def check(self) -> None:
        """Judge the answer, keep it, and show the verdict with the right answer."""
        if self.verdict is not None:
            return
        self.verdict = self.question.right(self.picked)
        self.on_answer(self.verdict)
        self.app.sound.play("button" if self.verdict else "warning")
        self.focus = FocusRing(self.buttons, shown=True)
        self.layout(self.size)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def answer_text(self) -> str:
        right = [choice_words(c) for c in self.question.choices if c in self.question.answer]
        return " ".join(right) if right else t("trainer.none")

    # -- layout, input, drawing -------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        tall = self.question.multi and self.verdict is None  # two rows of ranks and 确定
        self.panel = pygame.Rect(0, 0, min(760, round(w * 0.64)), round(h * (0.5 if tall
                                                                             else 0.4)))
        self.panel.center = (w // 2, round(h * 0.45))
        bh = max(34, round(h * 0.058))
        buttons = self.buttons
        per_row = 7 if self.question.multi and self.verdict is None else len(buttons)
        rows = [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)]
        gap = round(bh * 0.3)
        bw = min(round(bh * 3.4), (self.panel.w - 40 - gap * (per_row - 1)) // per_row)
        below = round(h * (0.075 if self.verdict is None else 0.04))  # the keys' line
        y = self.panel.bottom - below - len(rows) * bh - (len(rows) - 1) * gap
        for row in rows:
            x = self.panel.centerx - (bw * len(row) + gap * (len(row) - 1)) // 2
            for button in row:
                button.rect = pygame.Rect(x, y, bw, bh)
                x += bw + gap
            y += bh + gap

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent):
            return
        if intent.kind == intents.CONFIRM and not self.focus.shown:
            return  # no choice shown yet: Enter answers nothing
        if self.focus.handle(intent):
            return
        if intent.kind == intents.MENU:
            self.close()  # skipped: not counted

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        h = self.size[1]
        surface.blit(draw.dim_overlay(self.size, 130), (0, 0))
        r = self.panel
        draw.draw_panel(surface, r, 20, (18, 26, 36, 246), (246, 200, 92, 200))
        blit_text(surface, t("trainer.title"), max(16, round(h * 0.03)), theme.GOLD, "midtop",
                  (r.centerx, r.y + round(h * 0.03)), bold=True)
        size = max(16, round(h * 0.034))
        y = r.y + round(h * 0.09)
        asked = t(self.question.prompt, **self.question.params)
        for line in wrap(asked, size, r.w - 48)[:2]:
            blit_text(surface, line, size, theme.CREAM, "midtop", (r.centerx, y), bold=True)
            y += round(size * 1.4)
        if self.verdict is not None:
            words = t("trainer.right") if self.verdict else t("trainer.wrong",
                                                              answer=self.answer_text())
            blit_text(surface, words, size, GREEN if self.verdict else theme.ORANGE, "midtop",
                      (r.centerx, y + round(h * 0.03)), bold=True)
        elif self.question.multi:
            blit_text(surface, t("trainer.tick"), max(13, round(h * 0.024)), theme.MUTED,
                      "midtop", (r.centerx, y))
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)
        if self.verdict is None:  # how to answer by keyboard: the ring waits for an arrow
            small = max(12, round(h * 0.022))
            blit_text(surface, t("trainer.keys"), small, theme.MUTED, "midbottom",
                      (r.centerx, r.bottom - round(h * 0.018)))
