"""The 残局 puzzle table's buttons: which show in each phase, where they sit, and the
keyboard's focus ring over those on show.

The buttons call the scene's actions; the scene says, after anything that changes its
phase, what the buttons should offer (:meth:`PuzzleControls.show`).  In the play the
action bar has 提示, 不出 and 出牌; a wrong move's or a solve's dialog has 再试一次 and
看答案 or 下一题; the solution has its step buttons with 再试一次 beside them; the header
keeps 看答案, 重新开始 and 返回.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.art.text import text_width
from ui.endgame.cards import raised_by
from ui.endgame.seats import SeatBoard
from ui.table.keyboard import MARK_REACH
from ui.widgets.controls import Button
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.endgame.puzzle import PuzzleScene

PLAYER, DEFENCE, WRONG, SOLVED, ANSWER = "player", "defence", "wrong", "solved", "answer"


def bar_height(size: tuple[int, int]) -> int:
    """The header bar's height in a window of ``size``."""
    return max(40, round(size[1] * 0.07))


def dialog_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where a wrong move's or a solve's dialog sits in a window of ``size``."""
    w, h = size
    rect = pygame.Rect(0, 0, min(560, round(w * 0.48)), round(h * 0.34))
    rect.center = (w // 2, round(h * 0.45))
    return rect


def _bar_bottom(board: SeatBoard) -> int:
    """The lowest the action bar may reach: clear of the keyboard cursor's arrow over a
    picked (raised) card of the player's hand, which 出牌 hid at 960×540."""
    hand = board.hands[0]
    return hand.y - raised_by(hand.h) - MARK_REACH - 4


class PuzzleControls:
    """The puzzle table's buttons and the focus ring over those on show."""

    def __init__(self, scene: PuzzleScene) -> None:
        self.play_button = Button("btn.play", scene.play_selected, "primary")
        self.pass_button = Button("btn.pass", scene.pass_turn, "secondary")
        self.hint_button = Button("endgame.hint", scene.ask_hint, "secondary")
        self.retry_button = Button("endgame.retry", scene.restart, "primary")
        self.answer_button = Button("endgame.show", scene.show_answer, "secondary")
        self.next_button = Button("endgame.next", scene.next_one, "primary")
        self.prev_step = Button("endgame.prev_step", lambda: scene.step(-1), "dark")
        self.next_step = Button("endgame.next_step", lambda: scene.step(1), "dark")
        self.top_answer = Button("endgame.show", scene.show_answer, "dark")
        self.top_restart = Button("endgame.restart", scene.restart, "dark")
        self.back = Button("btn.back", scene.ask_leave, "dark")  # asks, as Esc does
        self.buttons = [self.play_button, self.pass_button, self.hint_button,
                        self.retry_button, self.answer_button,
                        self.next_button, self.prev_step, self.next_step, self.top_answer,
                        self.top_restart, self.back]
        self.focus = FocusRing([])

    @property
    def visible(self) -> list[Button]:
        return [b for b in self.buttons if b.visible]

    def show(self, phase: str, *, answering: bool, hint_ready: bool, has_next: bool,
             step: int, steps: int) -> None:
        """Offer what ``phase`` allows: passing only when ``answering`` a play, 提示 while
        no hint is on its way, 下一题 when there is one, the steps within the solution's
        ``steps``; the ring goes to 下一题 after a solve (Enter moves on, as a player
        expects, not back to 再玩一次), else to the first primary button on offer."""
        playing = phase in (PLAYER, DEFENCE)
        self.play_button.visible = self.pass_button.visible = playing
        self.hint_button.visible = playing
        self.hint_button.enabled = phase == PLAYER and hint_ready
        self.play_button.enabled = phase == PLAYER
        self.pass_button.enabled = phase == PLAYER and answering
        self.retry_button.visible = phase in (WRONG, SOLVED, ANSWER)
        self.retry_button.label = "endgame.again" if phase == SOLVED else "endgame.retry"
        self.answer_button.visible = phase == WRONG
        self.next_button.visible = phase == SOLVED and has_next
        self.prev_step.visible = self.next_step.visible = phase == ANSWER
        self.prev_step.enabled = step > 0
        self.next_step.enabled = step < steps
        self.top_answer.visible = playing
        visible = self.visible
        self.focus = FocusRing(visible, shown=self.focus.shown)
        primary = next((b for b in visible if b.style == "primary" and b.enabled), None)
        if self.next_button.visible:
            primary = self.next_button
        if primary is not None:
            self.focus.focus(primary)
        self.place_retry(phase)

    def place(self, size: tuple[int, int], board: SeatBoard, phase: str) -> None:
        """The header's buttons at the top right, the action bar on the board's action
        line, the dialog's buttons at its foot."""
        w, h = size
        bar = bar_height(size)
        small_h = max(28, round(bar * 0.62))
        x = w - 16
        for button in (self.back, self.top_restart, self.top_answer):
            bw = max(round(small_h * 2.8), 96)
            button.rect = pygame.Rect(x - bw, (bar - small_h) // 2, bw, small_h)
            x -= bw + 10
        bh = max(34, round(h * 0.06))
        bw = round(bh * 3.2)
        y = min(board.action_y - bh // 2, _bar_bottom(board) - bh)
        self.pass_button.rect = pygame.Rect(w // 2 - bw - 12, y, bw, bh)
        self.play_button.rect = pygame.Rect(w // 2 + 12, y, bw, bh)
        hint_w = max(bw, text_width(self.hint_button.text, max(12, int(bh * 0.42)), True) + bh)
        self.hint_button.rect = pygame.Rect(self.pass_button.rect.x - 24 - hint_w, y, hint_w, bh)
        self.prev_step.rect = self.pass_button.rect.copy()
        self.next_step.rect = self.play_button.rect.copy()
        dialog = dialog_rect(size)
        by = dialog.bottom - bh - round(h * 0.03)
        self.retry_button.rect = pygame.Rect(dialog.centerx - bw - 10, by, bw, bh)
        self.answer_button.rect = pygame.Rect(dialog.centerx + 10, by, bw, bh)
        self.next_button.rect = self.answer_button.rect.copy()
        self.place_retry(phase)

    def place_retry(self, phase: str) -> None:
        """In the solution the retry button sits beside the step buttons, not in a dialog."""
        if phase == ANSWER:
            self.retry_button.rect = self.next_step.rect.move(self.next_step.rect.w + 24, 0)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)
