"""复盘: after a hand, every decision where a better move was there.

The analysis runs on the review worker one decision at a time
(:class:`ui.app.review_jobs.ReviewJob`), so the page shows its progress (n of m
decisions) and lists each difference as soon as it is found.  Each row gives what the
player's choice cost in chance of winning: the better move always shows the higher
figure, and the row's colours are the verdict's tone (:mod:`ai.verdict`).  Clicking a
row shows the table at that moment (rebuilt with ``game.replay(record, upto)``),
every hand open and the better move's cards raised.
Moves 托管 made are marked as such and never shown as the player's mistakes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ai.verdict import MISTAKE, WORSE
from game.cards import Card
from game.doudizhu.view import PHASE_PLAY
from game.plays import Play
from ui.app.i18n import language, seat_name, t, tn
from ui.app.review_jobs import ReviewJob
from ui.app.session import HUMAN
from ui.art import draw, theme
from ui.art.text import blit_text, clip_text, fit_size, text_width, wrap, wrapped_fit_size
from ui.pages.chrome import draw_felt_page
from ui.pages.review_list import ReviewListPage
from ui.table.board import Board
from ui.table.selection import describe

if TYPE_CHECKING:
    from ui.app.app import App

# The colours of a verdict's tone (ai.verdict): the row's dot and its figure.  托管's
# moves are muted: their cost is not the player's mistake.
TONE_DOTS = {MISTAKE: (236, 84, 64), WORSE: (120, 170, 220)}
TONE_TEXT = {MISTAKE: (255, 120, 110), WORSE: (255, 120, 110)}


def start_review(app: App, record: dict[str, Any]) -> ReviewJob:
    """Begin analysing a finished hand off the render loop.  Seed 0: every decision is
    weighed on the deals the hint button weighed it on (:func:`ai.doudizhu.choices.weigh`), so the
    move the review calls better is the first hint the player was offered."""
    return ReviewJob(app.review_executor, record, HUMAN, seed=0)


def tricks_of(record: dict[str, Any]) -> dict[int, int]:
    """The trick (轮) each play decision of ``record`` falls in, by action index: a row
    named by its place among every seat's actions, bids included ("第6步" for the
    player's first play), could not be found in the hand; its trick can.  Empty when
    the record cannot be replayed (the rows then fall back to the action's place)."""
    from game.record import apply_entry, start_from

    tricks: dict[int, int] = {}
    try:
        game = start_from(record)
        count = 0
        for index, entry in enumerate(record["actions"]):
            if game.phase == PHASE_PLAY:
                count += game.previous is None  # a lead opens the next trick
                tricks[index] = count
            apply_entry(game, entry)
    except (KeyError, TypeError, ValueError):
        return {}
    return tricks


def row_text_room(inner: pygame.Rect, cost: str, size: int) -> int:
    """How wide a review row's words may be: from after the dot to a gap before the
    row's figure (``cost``, drawn bold at its right)."""
    return inner.w - 28 - 10 - text_width(cost, size, True) - 12


def choice_text(play: Play | None) -> str:
    return describe(play) if play is not None else t("act.pass")


def expert_cards(hand: list[Card], play: Play | None) -> tuple[Card, ...]:
    """Physical cards in ``hand`` that make up ``play`` (for raising them on the board)."""
    if play is None:
        return ()
    pool, out = list(hand), []
    for rank in play.ranks:
        card = next((c for c in pool if c.rank == rank), None)
        if card is not None:
            pool.remove(card)
            out.append(card)
    return tuple(out)


class ReviewScene(ReviewListPage):
    name = "review"

    def __init__(self, app: App, record: dict[str, Any], job: ReviewJob | None = None) -> None:
        super().__init__(app, record, job if job is not None else start_review(app, record))
        self.game: Any = None
        self.board = Board(app.art)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = 40
        self.tricks = tricks_of(record)
        self._opening: Any = None

    def show(self, item: Any | None) -> None:
        self.game = None if item is None else self.moment(item)

    # -- layout and input -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        top = round(h * 0.11)
        self.list_rect = pygame.Rect(16, top, round(w * 0.34), h - top - round(h * 0.12))
        self.board_rect = pygame.Rect(
            self.list_rect.right + 16, top, w - self.list_rect.right - 32, round(h * 0.64)
        )
        self.row_h = max(48, round(h * 0.095))
        bh = max(36, round(h * 0.06))
        self.back.rect = pygame.Rect(0, 0, round(bh * 3.4), bh)
        self.back.rect.midbottom = (self.list_rect.centerx, h - round(h * 0.025))

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _, h = self.size
        draw_felt_page(
            surface,
            round(h * 0.09),
            t("review.title"),
            max(20, round(h * 0.045)),
            t("review.subtitle", seed=self.record.get("seed", "")),
            max(12, round(h * 0.022)),
        )
        self._draw_list(surface)
        if self.game is not None and self.items:
            item = self.items[self.selected]
            marks = expert_cards(self.game.hands[0], item.expert)
            draw.draw_panel(
                surface,
                self.board_rect.inflate(12, 12),
                16,
                (0, 0, 0, 70),
                (255, 255, 255, 30),
                shadow=False,
            )
            self.board.draw(surface, self.board_rect, self.game, marks)
            self._draw_explanation(surface, item)
        elif not self.items and not self.error:
            self._draw_clean(surface)
        for b in self.buttons:
            b.draw(surface)

    def opening(self) -> Any | None:
        """The hand as play began (every hand open): what a review with nothing to list
        shows, where its right side was bare felt.  ``None`` when it cannot be replayed."""
        if self._opening is None and self.tricks:
            from game.record import replay

            try:
                self._opening = replay(self.record, min(self.tricks))
            except ValueError:
                self.tricks = {}
        return self._opening

    def _draw_clean(self, surface: pygame.Surface) -> None:
        """No move to list (yet): the hand as play began, and once the review is done how
        many decisions were weighed."""
        game = self.opening()
        if game is None:
            return
        draw.draw_panel(surface, self.board_rect.inflate(12, 12), 16, (0, 0, 0, 70),
                        (255, 255, 255, 30), shadow=False)
        self.board.draw(surface, self.board_rect, game, to_act_glow=False)
        h = self.size[1]
        box = pygame.Rect(self.board_rect.x, self.board_rect.bottom + 16, self.board_rect.w,
                          h - self.board_rect.bottom - 16 - round(h * 0.025))
        draw.draw_panel(surface, box, 14, (255, 250, 232, 240), (226, 160, 40, 255))
        lines = [t("review.none_board")]
        if self.finished:
            lines.append(tn("review.none_count", self.job.total, n=self.job.total))
        size = wrapped_fit_size([(line, False) for line in lines],
                                max(13, round(h * 0.024)), box.w - 40, box.h - 20, spacing=1.4)
        y = box.y + 12
        for line in lines:
            for part in wrap(line, size, box.w - 40):
                blit_text(surface, part, size, theme.INK, "topleft", (box.x + 20, y))
                y += round(size * 1.4)

    def _draw_list(self, surface: pygame.Surface) -> None:
        rect = self.list_rect
        h = self.size[1]
        draw.draw_panel(surface, rect, 14, (8, 16, 22, 220), (246, 200, 92, 120))
        size = max(12, round(h * 0.022))
        if not self.items and not self.finished:
            blit_text(surface, self._progress(), size, theme.CREAM, "center", rect.center)
            return
        if not self.items:
            message = self.error or t("review.none")
            for i, line in enumerate(wrap(message, size, rect.w - 32)):
                blit_text(
                    surface,
                    line,
                    size,
                    theme.CREAM,
                    "midtop",
                    (rect.centerx, rect.y + 24 + i * round(size * 1.5)),
                )
            return
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-4, -4))
        for row, item in enumerate(self.items[self.scroll :]):
            y = rect.y + row * self.row_h
            if y > rect.bottom:
                break
            self._draw_row(
                surface, pygame.Rect(rect.x, y, rect.w, self.row_h), item, self.scroll + row, size
            )
        surface.set_clip(clip)
        if not self.finished:
            blit_text(
                surface,
                self._progress(),
                max(11, size - 2),
                theme.GOLD,
                "midbottom",
                (rect.centerx, rect.bottom + round(size * 1.6)),
            )

    def _progress(self) -> str:
        """高手复盘中 3/12: how far the review has got (the decisions reviewed of all)."""
        if not self.job.started:
            return t("review.thinking") + "." * (1 + int(self.age * 3) % 3)
        return t("review.progress", done=self.job.done, total=self.job.total)

    def _draw_row(
        self, surface: pygame.Surface, row: pygame.Rect, item: Any, index: int, size: int
    ) -> None:
        chosen = index == self.selected
        inner = row.inflate(-12, -6)
        if chosen:
            surface.blit(
                draw.rounded_panel(inner.size, 10, (246, 200, 92, 60), (246, 200, 92, 200), 1),
                inner.topleft,
            )
        verdict = item.verdict
        dot = TONE_DOTS.get(verdict.tone, theme.MUTED)
        pygame.draw.circle(surface, dot, (inner.x + 14, inner.y + inner.h // 3), 6)
        cost = verdict.delta_text()
        # The lines stop short of the figure (a long play, 托管's wording, a small window).
        room = row_text_room(inner, cost, size)
        first = self.row_words(item)
        first_size = fit_size(first, size, room, bold=chosen, smallest=max(10, size - 3))
        blit_text(
            surface,
            clip_text(first, first_size, room, bold=chosen),
            first_size,
            theme.CREAM,
            "midleft",
            (inner.x + 28, inner.y + inner.h // 3),
            bold=chosen,
        )
        second = t("review.row_expert", expert=choice_text(item.expert))
        second_size = max(11, size - 2)
        blit_text(
            surface,
            clip_text(second, second_size, room),
            second_size,
            theme.GOLD,
            "midleft",
            (inner.x + 28, inner.y + inner.h * 3 // 4),
        )
        blit_text(
            surface,
            cost,
            size,
            TONE_TEXT.get(verdict.tone, theme.MUTED),
            "midright",
            (inner.right - 10, inner.centery),
            bold=True,
        )

    def row_words(self, item: Any) -> str:
        """A row's first line: the trick it was in and what was played (第3轮 你出：一对7)."""
        trick = self.tricks.get(item.index)
        if trick is None:
            key = "review.row_auto" if item.by_auto else "review.row"
            return t(key, n=item.index + 1, played=choice_text(item.played))
        who = "auto" if item.by_auto else "you"
        passed = "_pass" if item.played is None else ""
        return t(f"review.trick_{who}{passed}", n=trick, played=choice_text(item.played))

    def moment_words(self, item: Any) -> str:
        """Where the decision stood: the trick, and the play it answered or that it led."""
        trick = self.tricks.get(item.index)
        if trick is None or self.game is None:
            return ""
        previous = getattr(self.game, "previous", None)
        if previous is None:
            return t("review.moment_lead", n=trick)
        return t("review.moment_answer", n=trick, seat=seat_name(self.game.last_seat),
                 play=describe(previous))

    def _draw_explanation(self, surface: pygame.Surface, item: Any) -> None:
        h = self.size[1]
        box = pygame.Rect(
            self.board_rect.x,
            self.board_rect.bottom + 16,
            self.board_rect.w,
            h - self.board_rect.bottom - 16 - round(h * 0.025),
        )
        draw.draw_panel(surface, box, 14, (255, 250, 232, 240), (226, 160, 40, 255))
        size = max(13, round(h * 0.024))
        try:
            reason = item.because(language())
        except (KeyError, ValueError):
            reason = ""
        you = "review.auto_you" if item.by_auto else "review.you"
        lines = [
            t(you, played=choice_text(item.played), pct=item.played_pct),
            t("review.expert", expert=choice_text(item.expert), pct=item.expert_pct),
        ]
        if reason:
            lines.append(t("review.because", reason=reason))
        if item.by_auto:
            lines.append(t("review.auto_note"))
        moment = self.moment_words(item)
        if moment:
            lines.append(moment)
        room = box.w - round(box.w * 0.22) - 60
        bolds = [(line, i == 1) for i, line in enumerate(lines)]
        size = wrapped_fit_size(bolds, size, room, box.h - 20, spacing=1.4)
        y = box.y + 12
        for i, line in enumerate(lines):
            colour = theme.INK if i != 1 else (150, 80, 0)
            for part in wrap(line, size, room, bold=i == 1):
                blit_text(surface, part, size, colour, "topleft", (box.x + 20, y), bold=i == 1)
                y += round(size * 1.4)
        self._draw_bars(surface, box, item, size)

    def _draw_bars(self, surface: pygame.Surface, box: pygame.Rect, item: Any, size: int) -> None:
        """Two small bars comparing the chances, at the right of the explanation."""
        width = round(box.w * 0.22)
        x = box.right - width - 20
        for i, (value, colour) in enumerate(
            ((item.played_win, (220, 96, 80)), (item.expert_win, (230, 150, 40)))
        ):
            bar = pygame.Rect(x, box.y + 16 + i * round(size * 1.4), width, max(8, size // 2))
            surface.blit(draw.rounded_panel(bar.size, bar.h // 2, (60, 60, 60, 60)), bar.topleft)
            fill = max(bar.h, round(bar.w * value))
            surface.blit(draw.rounded_panel((fill, bar.h), bar.h // 2, (*colour, 255)), bar.topleft)
