"""The 残局 puzzle table's drawing apart from the board and the buttons: the header (the
puzzle's name, its ban seal, the goal), the status line (whose turn, a refusal, the
hint, the solution's step) and the dialog after a wrong move or a solve.  Drawing reads
the scene and changes nothing; the header gives back where its seal went.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ai.endgame.puzzles import Puzzle
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, fit_size, text_width
from ui.endgame.ban_chips import draw_seal
from ui.endgame.bans import ban_label
from ui.endgame.cards import draw_row, draw_stars, panel, play_words, row_rects
from ui.endgame.hint_text import draw_hint
from ui.endgame.puzzle_controls import ANSWER, DEFENCE, PLAYER, SOLVED, bar_height, dialog_rect
from ui.pages.chrome import draw_felt_page

if TYPE_CHECKING:
    from ui.endgame.puzzle import PuzzleScene


def goal_text(puzzle: Puzzle) -> str:
    """What the player must do: win with so many seats, answering the play on the table."""
    words = t(f"endgame.goal.{len(puzzle.hands)}")
    if puzzle.last:
        words += "  " + t("endgame.goal.answer", play=puzzle.last)
    return words


def draw_header(scene: PuzzleScene, surface: pygame.Surface) -> pygame.Rect:
    """The felt page with the puzzle's name, its ban seal and the goal where it fits;
    gives back the seal's rectangle (empty without bans)."""
    bar_h = bar_height(scene.size)
    chapter, number = scene.puzzle.ident.split("-")
    title = t("endgame.puzzle", chapter=chapter, n=number)
    if scene.is_daily:
        title = t("endgame.daily") + " · " + title
    size = max(16, round(bar_h * 0.42))
    draw_felt_page(surface, bar_h, title, size, "", 12)
    left = 24 + text_width(title, size, True) + 24
    seal = draw_seal(surface, ban_label(scene.puzzle.bans), max(12, round(bar_h * 0.3)),
                     "midleft", (left, bar_h // 2))
    left = seal.right + 16 if seal.w else left
    room = scene.controls.top_answer.rect.x - 16 - left
    goal = goal_text(scene.puzzle)
    goal_size = fit_size(goal, max(12, round(bar_h * 0.3)), room)
    if text_width(goal, goal_size) <= room:
        blit_text(surface, goal, goal_size, theme.MUTED, "midleft", (left, bar_h // 2))
    return seal


def draw_status(scene: PuzzleScene, surface: pygame.Surface) -> None:
    """The line over the player's hand: the solution's step, a message, the hint, or
    whose turn it is (at the opening, the play to answer and the bans)."""
    w, h = scene.size
    size = max(13, round(h * 0.026))
    y = scene.board.status_y
    phase, puzzle = scene.phase, scene.puzzle
    if phase == ANSWER:
        line = t("endgame.answer_title") + "  ·  " + t(
            "endgame.step", n=scene.shown_step, total=len(puzzle.line))
        blit_text(surface, line, size, theme.GOLD, "center", (w // 2, y), bold=True,
                  shadow=True)
        return
    if scene.message:
        blit_text(surface, scene.message, size, theme.ORANGE, "center", (w // 2, y),
                  bold=True, shadow=True)
        return
    hint = scene.hint
    if phase == PLAYER and (hint.advice is not None or hint.job is not None):
        draw_hint(surface, hint.advice, hint.stars(scene.mistakes), size, (w // 2, y))
        return
    words = {PLAYER: t("endgame.your_turn"), DEFENCE: t("endgame.thinking")}.get(phase)
    opening = phase == PLAYER and scene.spot == scene.opening
    if opening and puzzle.last:
        words = t("endgame.goal.answer", play=puzzle.last)
    if opening and puzzle.bans:
        words = (words or "") + "  ·  " + t("endgame.ban.rule", kinds=ban_label(puzzle.bans))
    if words:
        blit_text(surface, words, size, theme.CREAM, "center", (w // 2, y), shadow=True)


def draw_dialog(scene: PuzzleScene, surface: pygame.Surface) -> None:
    """After a solve: the stars and why; after a wrong move: the defence's refutation
    and its cards (or what went wrong)."""
    h = scene.size[1]
    rect = dialog_rect(scene.size)
    surface.blit(draw.dim_overlay(scene.size, 90), (0, 0))
    panel(surface, rect, lit=scene.phase == SOLVED, fill=(14, 22, 30, 252))
    big = max(18, round(h * 0.042))
    small = max(13, round(h * 0.024))
    if scene.phase == SOLVED:
        blit_text(surface, t("endgame.solved_title"), big, theme.GOLD, "midtop",
                  (rect.centerx, rect.y + round(h * 0.025)), bold=True, shadow=True)
        draw_stars(surface, scene.earned, (rect.centerx, rect.y + round(h * 0.125)),
                   round(h * 0.065))
        blit_text(surface, scene.stars_note(), small, theme.MUTED, "midtop",
                  (rect.centerx, rect.y + round(h * 0.17)))
        return
    blit_text(surface, t("endgame.wrong"), big, theme.ORANGE, "midtop",
              (rect.centerx, rect.y + round(h * 0.025)), bold=True, shadow=True)
    if scene.refutation:
        reply = t("endgame.refutation", play=play_words(scene.refutation))
        blit_text(surface, reply, small, theme.CREAM, "midtop",
                  (rect.centerx, rect.y + round(h * 0.09)))
        shown = scene.deal.shown[(scene.spot.seat - 1) % scene.spot.seats] or []
        area = pygame.Rect(rect.x, rect.y + round(h * 0.13), rect.w, round(h * 0.085))
        draw_row(surface, scene.app.art, shown,
                 row_rects(len(shown), area, round(area.h / 1.4), "center", 0.5))
    elif scene.message:
        blit_text(surface, scene.message, small, theme.CREAM, "midtop",
                  (rect.centerx, rect.y + round(h * 0.095)))
