"""The analysis board's answer panel: what the solver said (who wins, the winning first
moves, the node count) and its line, the step shown lit.  Drawing reads the board and
changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ai.endgame.spot import Judgement
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, text_width, wrap
from ui.endgame.bans import ban_label
from ui.endgame.cards import panel, play_words

if TYPE_CHECKING:
    from ui.endgame.analysis import AnalysisScene


def draw_result(scene: AnalysisScene, surface: pygame.Surface) -> None:
    """The answer's panel: a message, the solver at work, how to start, or who wins,
    the winning first moves and the line stepped through."""
    rect, h = scene.result_rect, scene.size[1]
    panel(surface, rect, fill=(10, 18, 26, 215))
    x, y = rect.x + 16, rect.y + 14
    big, small = max(16, round(h * 0.034)), max(12, round(h * 0.022))
    if scene.message:
        for line in wrap(scene.message, small + 1, rect.w - 32)[:4]:
            blit_text(surface, line, small + 1, theme.ORANGE, "topleft", (x, y), bold=True)
            y += round(small * 1.6)
        return
    if scene.job is not None:
        blit_text(surface, t("endgame.board.solving"), big, theme.CREAM, "topleft", (x, y))
        return
    answer = scene.answer
    if answer is None:
        for line in wrap(t("endgame.board.empty"), small, rect.w - 32)[:5]:
            blit_text(surface, line, small, theme.MUTED, "topleft", (x, y))
            y += round(small * 1.5)
        return
    winner = _winner_key(scene, answer)
    blit_text(surface, t(f"endgame.board.wins.{winner}"), big, theme.GOLD, "topleft", (x, y),
              bold=True, shadow=True)
    y += round(big * 1.5)
    if scene.spot is not None and scene.spot.bans:  # the answer holds under these bans
        blit_text(surface, ban_label(scene.spot.bans), small, (255, 150, 130), "topleft",
                  (x, y), bold=True)
        y += round(small * 1.5)
    lines = move_lines([play_words(m) for m in answer.winning], small, rect.w - 32) if (
        answer.winning) else wrap(t("endgame.board.no_moves"), small, rect.w - 32)[:2]
    for line in lines:
        blit_text(surface, line, small, theme.CREAM, "topleft", (x, y))
        y += round(small * 1.45)
    blit_text(surface, t("endgame.board.nodes", n=f"{answer.nodes:,}",
                         s=f"{answer.seconds:.2f}"), max(11, small - 2), theme.DIM,
              "topleft", (x, y))
    y += round(small * 1.8)
    _draw_line(scene, surface, answer, y)


def move_lines(plays: list[str], size: int, width: int, most: int = 3) -> list[str]:
    """'Winning first moves: …' set in lines of ``width`` pixels that break between plays,
    never inside one (the play-test saw 'a straight 9 to' end a line and 'K' open the
    next); a play wider than a line alone is wrapped by words.  Past ``most`` lines the
    last ends with an ellipsis."""
    head, _, tail = t("endgame.board.moves").partition("{moves}")
    join = t("endgame.board.moves_join")
    pieces = [play + (join if i < len(plays) - 1 else tail) for i, play in enumerate(plays)]
    lines: list[str] = []
    current = head
    for piece in pieces:
        trial = current + piece
        if current.strip() and text_width(trial.rstrip(), size) > width:
            lines.append(current.rstrip())
            current = piece
        else:
            current = trial
        if text_width(current.rstrip(), size) > width:  # one play longer than a line
            *full, current = wrap(current, size, width)
            lines.extend(full)
    lines.append(current.rstrip())
    if len(lines) > most:  # more plays than lines: the last line says so
        lines, mark = lines[:most], join.strip()
        last = lines[-1].removesuffix(mark)
        while text_width(last + join + "…", size) > width and mark in last:
            last = last.rsplit(mark, 1)[0]
        lines[-1] = last + join + "…"
    return lines


def _winner_key(scene: AnalysisScene, answer: Judgement) -> str:
    if scene.input.seats == 2:
        return "first" if answer.wins else "second"
    return "landlord" if answer.wins else "farmers"


def _draw_line(scene: AnalysisScene, surface: pygame.Surface, answer: Judgement, top: int) -> None:
    """The line's plies, up to the step shown lit, the rest dim; scrolled to the step."""
    rect, h = scene.result_rect, scene.size[1]
    size = max(11, round(h * 0.021))
    row = round(size * 1.6)
    room = max(1, (scene.prev_button.rect.y - top - 8) // row)
    first = max(0, min(scene.step - room // 2, len(answer.line) - room))
    names = scene.input.row_names()
    for i, (seat, play) in enumerate(answer.line[first: first + room], start=first):
        y = top + (i - first) * row
        done = i < scene.step
        ink = theme.CREAM if done else theme.DIM
        if i == scene.step - 1:
            band = draw.rounded_panel((rect.w - 16, row), 6, (246, 200, 92, 54))
            surface.blit(band, (rect.x + 8, y - 3))
        blit_text(surface, f"{i + 1}.", size, ink, "topleft", (rect.x + 16, y))
        blit_text(surface, names[seat], size, ink, "topleft", (rect.x + 16 + size * 2, y))
        blit_text(surface, play_words(play), size, theme.GOLD if done else theme.DIM,
                  "topright", (rect.right - 16, y), bold=True)
    blit_text(surface, t("endgame.step", n=scene.step, total=len(answer.line)), size,
              theme.MUTED, "midbottom", (rect.centerx, scene.prev_button.rect.y - 4))
