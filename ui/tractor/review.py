"""复盘 for a Tractor hand: each of the player's plays the expert would have made otherwise.

The analysis is :mod:`ai.shengji.review`, run on the review worker one decision at a
time by the shared :class:`~ui.app.review_jobs.ReviewJob`, so the page shows its
progress and lists each difference as soon as it is found.  A row names the trick
and both choices, with what the player's choice cost in points; the selected one is
shown as Dou Dizhu's review shows its moments: the whole table as it stood (trump,
levels, the points taken, the trick so far, every hand open, the expert's cards raised
in the player's hand, drawn by :class:`~ui.tractor.replay_board.TractorReplayBoard`),
and under it the player's play beside the expert's, each with the catchers' final
points and the side's chance of winning (as bars), the kitty's share, and why.
Differences that came to about the same are counted under the list, not listed.
←/↑ and →/↓ (or the buttons, a click, the wheel) step through the rows; Enter and
Esc go back.  Moves 托管 made are marked as such and never the player's mistakes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ai import verdict as verdicts
from ai.shengji.review import ReviewBudget, TractorReviewItem, decision_points, review_decision
from ai.verdict import percent, whole
from game.cards import Card
from game.record import replay
from game.shengji import TractorView
from ui.app.i18n import t, tn
from ui.app.review_jobs import ReviewJob
from ui.art import draw, theme
from ui.art.text import blit_text, clip_text, text_width, wrap, wrapped_fit_size
from ui.pages.chrome import draw_felt_page
from ui.pages.review_list import ReviewListPage
from ui.tractor.cardsort import cards_text
from ui.tractor.replay_board import TractorReplayBoard
from ui.tractor.session import HUMAN
from ui.widgets.controls import Button

if TYPE_CHECKING:
    from ui.app.app import App

CLOSE = "close"  # the reason code of a difference that did not matter
MISTAKE = (236, 84, 64)
DIFFERENT = (120, 170, 220)
EXPERT_RIM = (246, 200, 92)
MOMENT_INK = (120, 104, 80)  # the moment's line, quieter than the choices on the note
LIST_SHARE = 0.29  # of the width: a row's 'Trick 10: you played ♠9 ♠9' still whole
NOTE_LINES = 7  # the note is as tall as this many lines at its size; the board takes the rest
# A verdict's tone (ai.verdict) as the row's dot and figure; 托管's moves are muted.
TONE_DOTS = {verdicts.MISTAKE: MISTAKE, verdicts.WORSE: DIFFERENT}
TONE_TEXT = {verdicts.MISTAKE: (255, 120, 110), verdicts.WORSE: (255, 120, 110)}


def start_tractor_review(app: App, record: dict[str, Any]) -> ReviewJob:
    """Begin analysing a finished Tractor hand off the render loop.  Seed 0: each decision
    is weighed on the deals the practice hint weighed it on (:func:`ai.shengji.review.weigh`),
    so the play the review calls better is the hint the player was offered."""
    return ReviewJob(app.review_executor, record, HUMAN, ReviewBudget(), 0,
                     points_of=decision_points, review_of=review_decision)


def reason_text(item: TractorReviewItem) -> str:
    """The reason code in the player's language."""
    return t(f"tractor.review.reason.{item.reason}", **item.params)


def delta_text(item: TractorReviewItem) -> str:
    """What the player's choice cost his side, in whole points (the better play always
    shows more: the figure is never a gain)."""
    return t("tractor.review.delta", n=item.verdict.delta_text(unit=""))


class TractorReviewScene(ReviewListPage):
    name = "tractor_review"
    family = "tractor"
    calm = True

    def __init__(self, app: App, record: dict[str, Any], job: ReviewJob | None = None) -> None:
        super().__init__(app, record,
                         job if job is not None else start_tractor_review(app, record))
        self.items: list[TractorReviewItem] = []
        self.close_count = 0  # plays unlike the expert's that came to about the same
        self.view: TractorView | None = None
        self.game: Any = None  # the hand just before the selected decision
        self.table = TractorReplayBoard(app.art, str(app.settings.card_back))
        self.prev = Button("tractor.review.prev", lambda: self.select(self.selected - 1), "dark")
        self.next = Button("tractor.review.next", lambda: self.select(self.selected + 1), "dark")
        self.buttons = [self.prev, self.next, self.back]
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self._opening: Any = None
        self._no_opening = False

    # -- state --------------------------------------------------------------------------------
    def listed(self, found: list[Any]) -> list[Any]:
        """A different play that comes to about the same is counted, not listed."""
        listed = [item for item in found if item.reason != CLOSE]
        self.close_count = len(found) - len(listed)
        return listed

    def visible_rows(self) -> int:
        return int((self.list_rect.h - self._note_h()) // self.row_h)

    def show(self, item: Any | None) -> None:
        """The table just before that decision, and the arrows' state."""
        if item is None:
            self.view = None
            return
        self.game = self.moment(item)
        self.view = None if self.game is None else self.game.view(HUMAN)
        self.prev.enabled = self.selected > 0
        self.next.enabled = self.selected < len(self.items) - 1

    # -- layout and input -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        top = round(h * 0.11)
        bh = max(34, round(h * 0.058))
        bottom = h - bh - round(h * 0.05)
        self.list_rect = pygame.Rect(16, top, round(w * LIST_SHARE), bottom - top)
        right = self.list_rect.right + 16
        words = max(12, round(h * 0.023))  # the note's words, as _draw_note sets them
        note_h = NOTE_LINES * round(words * 1.3) + words + 16  # note_size's room for the lines
        self.board_rect = pygame.Rect(right, top, w - right - 16, bottom - top - note_h - 12)
        self.note_rect = pygame.Rect(right, self.board_rect.bottom + 12, self.board_rect.w,
                                     note_h)
        self.row_h = max(48, round(h * 0.095))
        bw = round(bh * 3.4)
        y = h - round(h * 0.025) - bh
        self.back.rect = pygame.Rect(0, y, bw, bh)
        self.back.rect.centerx = self.list_rect.centerx
        self.next.rect = pygame.Rect(self.note_rect.right - bw, y, bw, bh)
        self.prev.rect = pygame.Rect(self.next.rect.x - bw - 12, y, bw, bh)
        if self.items:
            self.select(self.selected)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _, h = self.size
        mode = t(f"mode.{self.record.get('ruleset', '')}")
        draw_felt_page(surface, round(h * 0.09), t("review.title"), max(20, round(h * 0.045)),
                       t("tractor.review.subtitle", mode=mode), max(12, round(h * 0.022)))
        self._draw_list(surface)
        if self.view is not None and self.items:
            item = self.items[self.selected]
            draw.draw_panel(surface, self.board_rect, 16, (0, 0, 0, 80), (255, 255, 255, 30),
                            shadow=False)
            self._draw_board(surface, self.view, item)
            self._draw_note(surface, item)
            self.prev.draw(surface)
            self.next.draw(surface)
        elif not self.items and not self.error:
            self._draw_opening(surface)
        self.back.draw(surface)

    def opening(self) -> Any | None:
        """The hand as play began (the kitty buried, every hand open): what the page shows
        while nothing is listed, where it was bare felt while the expert weighed a hand,
        and after a review with nothing to list.  ``None`` when it cannot be replayed."""
        if self._opening is None and not self._no_opening:
            actions = self.record.get("actions")
            plays = [i for i, entry in enumerate(actions if isinstance(actions, list) else [])
                     if str(entry).split(" ")[1:2] == ["play"]]
            try:
                self._opening = replay(self.record, plays[0]) if plays else None
            except ValueError:
                self._opening = None
            self._no_opening = self._opening is None
        return self._opening

    def _draw_opening(self, surface: pygame.Surface) -> None:
        game = self.opening()
        if game is None:
            return
        draw.draw_panel(surface, self.board_rect, 16, (0, 0, 0, 80), (255, 255, 255, 30),
                        shadow=False)
        self.table.draw(surface, self.board_rect.inflate(-8, -8), game)
        draw.draw_panel(surface, self.note_rect, 14, (255, 250, 232, 240), (226, 160, 40, 255))
        lines = [t("review.none_board")]
        if self.finished:
            lines.append(tn("review.none_count", self.job.total, n=self.job.total))
        size = max(13, round(self.size[1] * 0.024))
        y = self.note_rect.y + 12
        for line in lines:
            for part in wrap(line, size, self.note_rect.w - 40):
                blit_text(surface, part, size, theme.INK, "topleft", (self.note_rect.x + 20, y))
                y += round(size * 1.4)

    def _draw_list(self, surface: pygame.Surface) -> None:
        rect = self.list_rect
        h = self.size[1]
        draw.draw_panel(surface, rect, 14, (8, 16, 22, 220), (246, 200, 92, 120))
        size = max(12, round(h * 0.022))
        if not self.items:
            message = self.error or (self._none() if self.finished else self._progress())
            for i, line in enumerate(wrap(message, size, rect.w - 32)):
                blit_text(surface, line, size, theme.CREAM, "midtop",
                          (rect.centerx, rect.y + 24 + i * round(size * 1.5)))
            return
        note = self._note()
        rows = rect.inflate(-4, -4)
        rows.h -= self._note_h()
        clip = surface.get_clip()
        surface.set_clip(rows)
        for row, item in enumerate(self.items[self.scroll:]):
            y = rect.y + row * self.row_h
            if y > rows.bottom:
                break
            self._draw_row(surface, pygame.Rect(rect.x, y, rect.w, self.row_h), item,
                           self.scroll + row == self.selected, size)
        surface.set_clip(clip)
        if note:
            small = max(11, size - 2)
            blit_text(surface, clip_text(note, small, rect.w - 24), small, theme.GOLD, "midbottom",
                      (rect.centerx, rect.bottom - round(small * 0.5)))

    def _note(self) -> str:
        """Under the rows: the progress, then how many differences came to about the same."""
        if not self.finished:
            return self._progress()
        return t("tractor.review.close_note", n=self.close_count) if self.close_count else ""

    def _note_h(self) -> int:
        return round(max(11, round(self.size[1] * 0.022) - 2) * 1.8) if self._note() else 0

    def _none(self) -> str:
        """Nothing worth a row: every play was the expert's, or came to about the same."""
        if self.close_count:
            return tn("tractor.review.none_close", self.close_count, n=self.close_count)
        return t("review.none")

    def _progress(self) -> str:
        if not self.job.started:
            return t("review.thinking") + "." * (1 + int(self.age * 3) % 3)
        return t("review.progress", done=self.job.done, total=self.job.total)

    def _draw_row(self, surface: pygame.Surface, row: pygame.Rect, item: TractorReviewItem,
                  chosen: bool, size: int) -> None:
        inner = row.inflate(-12, -6)
        if chosen:
            surface.blit(draw.rounded_panel(inner.size, 10, (246, 200, 92, 60),
                                            (246, 200, 92, 200), 1), inner.topleft)
        tone = item.verdict.tone
        dot = TONE_DOTS.get(tone, theme.MUTED)
        pygame.draw.circle(surface, dot, (inner.x + 14, inner.y + inner.h // 3), 6)
        key = "tractor.review.row_auto" if item.by_auto else "tractor.review.row"
        right = inner.right - 10
        cost = delta_text(item)
        blit_text(surface, cost, size, TONE_TEXT.get(tone, theme.MUTED), "midright",
                  (right, inner.centery), bold=True)
        room = inner.w - 40 - text_width(cost, size, True) - 16
        first = clip_text(t(key, n=item.trick, played=cards_text(item.played)), size, room)
        blit_text(surface, first, size, theme.CREAM, "midleft",
                  (inner.x + 28, inner.y + inner.h // 3), bold=chosen)
        second = clip_text(t("review.row_expert", expert=cards_text(item.expert)), size - 2, room)
        blit_text(surface, second, max(11, size - 2), theme.GOLD, "midleft",
                  (inner.x + 28, inner.y + inner.h * 3 // 4))

    def _draw_board(self, surface: pygame.Surface, view: TractorView,
                    item: TractorReviewItem) -> None:
        """The whole table just before the decision, every hand open, the expert's cards
        raised in the player's hand."""
        if self.game is not None:
            self.table.draw(surface, self.board_rect.inflate(-8, -8), self.game,
                            marks=tuple(item.expert))

    def _cluster(self, surface: pygame.Surface, label: str, cards: Sequence[Card],
                 at: tuple[int, int], width: int, size: int, colour: tuple[int, int, int],
                 room: int) -> int:
        """A label over overlapping small cards, fitted to ``room``; returns the bottom."""
        x, y = at
        blit_text(surface, clip_text(label, max(11, size - 1), room), max(11, size - 1), colour,
                  "topleft", (x, y), bold=True)
        y += round(size * 1.3)
        art = self.app.art
        step = min(round(width * 0.55), (room - width) // max(1, len(cards) - 1))
        for i, card in enumerate(cards):
            surface.blit(art.face(card, width), (x + i * step, y))
        return y + art.size(width)[1]

    def _draw_note(self, surface: pygame.Surface, item: TractorReviewItem) -> None:
        """Both choices in words and figures (left), in cards with their chances (right)."""
        box = self.note_rect
        h = self.size[1]
        draw.draw_panel(surface, box, 14, (255, 250, 232, 240), (226, 160, 40, 255))
        size = max(12, round(h * 0.023))
        side_w = round(box.w * 0.33)
        self._draw_choices(surface, item, pygame.Rect(box.right - side_w - 14, box.y + 8,
                                                      side_w, box.h - 16), size)
        points = self.view.catchers_points if self.view is not None else 0
        side = "catchers" if item.catching else "dealer"
        you = "tractor.review.auto_you" if item.by_auto else "tractor.review.you"
        lines = [
            (t(you, points=item.played_points, pct=percent(item.played_win),
               side=t(f"tractor.review.side.{side}")), theme.INK),
            (t("tractor.review.expert", points=item.expert_points,
               pct=percent(item.expert_win), side=t(f"tractor.review.side.{side}")),
             (150, 80, 0)),
            (t("review.because", reason=reason_text(item)), theme.INK),
        ]
        if item.played_kitty or item.expert_kitty:
            lines.append((t("tractor.review.kitty", played=whole(item.played_kitty),
                            expert=whole(item.expert_kitty)), theme.INK))
        if item.by_auto:
            lines.append((t("review.auto_note"), theme.MUTED))
        lines.append((t("tractor.review.moment", n=item.trick, points=points), MOMENT_INK))
        room = box.w - side_w - 56
        size = note_size(lines, size, room, box.h - 14)
        step = round(size * 1.3)
        y = box.y + 8
        for text, colour in lines:
            bold = colour not in (theme.INK, theme.MUTED, MOMENT_INK)
            for part in wrap(text, size, room, bold=bold):
                if y + size > box.bottom - 6:
                    return
                blit_text(surface, part, size, colour, "topleft", (box.x + 18, y), bold=bold)
                y += step

    def _draw_choices(self, surface: pygame.Surface, item: TractorReviewItem,
                      area: pygame.Rect, size: int) -> None:
        """The player's play and the expert's side by side, each over a bar of the side's
        chance of winning the hand after it (as Dou Dizhu's review compares them)."""
        half = (area.w - 12) // 2
        small = max(11, size - 2)
        bar_h = max(6, size // 2)
        card_h = area.h - round(size * 1.3) - bar_h - small - 14
        width = max(18, min(round(half * 0.3), art_width_for(self.app.art, card_h)))
        played_label = t("tractor.review.your_play" if not item.by_auto else
                         "tractor.review.auto_play")
        for i, (label, cards, win, colour) in enumerate((
                (played_label, item.played, item.played_win, (220, 96, 80)),
                (t("tractor.review.expert_play"), item.expert, item.expert_win, (230, 150, 40)))):
            x = area.x + i * (half + 12)
            bottom = self._cluster(surface, label, cards, (x, area.y), width, size,
                                   (190, 70, 50) if i == 0 else (150, 80, 0), half)
            bar = pygame.Rect(x, bottom + 6, half - 44, bar_h)
            surface.blit(draw.rounded_panel(bar.size, bar.h // 2, (60, 60, 60, 60)), bar.topleft)
            fill = max(bar.h, round(bar.w * max(0.0, min(1.0, win))))
            surface.blit(draw.rounded_panel((fill, bar.h), bar.h // 2, (*colour, 255)),
                         bar.topleft)
            blit_text(surface, f"{percent(win)}%", small, theme.INK, "midleft",
                      (bar.right + 4, bar.centery))


def art_width_for(art: Any, height: int) -> int:
    """The widest card that fits ``height`` pixels."""
    width = max(20, height)
    while width > 20 and art.size(width)[1] > height:
        width -= 2
    return width


def note_size(lines: list[tuple[str, Any]], size: int, room: int, height: int) -> int:
    """The largest size up to ``size`` (10 at least) at which the note's ``lines``
    (text and colour; the expert's, coloured, is bold), wrapped to ``room``, stand in
    ``height``: in a small window the last lines — 托管's note among them — were cut."""
    plain = (theme.INK, theme.MUTED, MOMENT_INK)
    bolded = [(text, colour not in plain) for text, colour in lines]
    return wrapped_fit_size(bolded, size, room, height, spacing=1.3, below=1.0)


class ReviewOffer:
    """The table's side of 复盘: the review of each finished hand of the match, kept so
    that opening it again goes on where it was (托管's moves are the session's notes,
    :meth:`~ui.play.seat_session.SeatSession.hand_record`)."""

    def __init__(self) -> None:
        self.jobs: dict[int, ReviewJob] = {}

    @staticmethod
    def reviewable(game: Any) -> bool:
        """A hand the player played in, and did not leave by 认输."""
        log = game.action_log
        return any(e.startswith(f"{HUMAN} play ") for e in log) and not any(
            e.endswith(" abandon") for e in log)

    def open(self, app: App, session: Any) -> TractorReviewScene:
        """Push the review of the hand just played (started on first opening)."""
        number = session.match.number
        record = session.hand_record()  # with the actions 托管 took
        job = self.jobs.get(number)
        if job is None:
            job = self.jobs[number] = start_tractor_review(app, record)
        scene = TractorReviewScene(app, record, job)
        app.push(scene)
        return scene
