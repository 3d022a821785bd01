"""One 残局 puzzle at the table: the player against the solver's best defence.

Every hand is open.  The player (seat 0, the landlord with three hands) picks cards and
plays or passes; each defender's reply comes from :func:`ai.endgame.spot.judge` on the
review worker (the search never runs in the render loop).  A reply that wins for the
defence means the player's move was wrong: the refutation is played and the player may
try again or watch the solution, played out one ply at a time.  A solved puzzle earns
stars (fewer after mistakes or the solution) kept by :mod:`ui.endgame.progress`.

A puzzle may ban kinds (禁三带二 …): a red seal in the header says so, and a play of a
banned kind is refused with the ban's name.  提示 (or H) asks the solver for a winning
move, selects its cards and says why it wins; each hint costs a star, as its button says.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

import pygame

from ai.endgame.puzzles import Puzzle
from ai.endgame.spot import Advice, Judgement, Spot, advise, after, judge, options
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, text
from ui.endgame.ban_chips import draw_seal
from ui.endgame.bans import ban_label, ban_words, banned_kind
from ui.endgame.cards import PASS, Deal, draw_row, rank_text, row_rects
from ui.endgame.hint_text import draw_hint, hint_lines
from ui.endgame.seats import SeatBoard
from ui.endgame.store import next_puzzle, progress_of, tell
from ui.pages.chrome import draw_felt_page
from ui.widgets.controls import Button, handle_all
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App

PLAYER, DEFENCE, WRONG, SOLVED, ANSWER = "player", "defence", "wrong", "solved", "answer"
REPLY_SECONDS = 0.7  # the least a defender seems to think, so a reply can be followed
STEP_SECONDS = 1.3  # the solution's pace when it plays itself
DIGIT_RANKS = {3: 0, 4: 1, 5: 2, 6: 3, 7: 4, 8: 5, 9: 6, 0: 7, 2: 12}


def stars_for(mistakes: int, saw_answer: bool, hints: int = 0) -> int:
    """Three for a clean solve, one fewer for each mistake or hint (one at least), one
    after the answer."""
    if saw_answer:
        return 1
    return max(1, 3 - mistakes - hints)


class PuzzleScene(Scene):
    """A puzzle in play (see the module)."""

    paints_all = True
    card_keys = True
    name = "puzzle"

    def __init__(self, app: App, puzzle: Puzzle, is_daily: bool = False) -> None:
        super().__init__(app)
        self.puzzle = puzzle
        self.is_daily = is_daily
        self.progress = progress_of(app)
        self.mistakes = 0
        self.hints = 0
        self.hinted: Spot | None = None  # the spot the last hint was for (asked again: free)
        self.saw_answer = False
        self.earned = 0
        self.play_button = Button("btn.play", self.play_selected, "primary")
        self.pass_button = Button("btn.pass", self.pass_turn, "secondary")
        self.hint_button = Button("endgame.hint", self.ask_hint, "secondary")
        self.retry_button = Button("endgame.retry", self.restart, "primary")
        self.answer_button = Button("endgame.show", self.show_answer, "secondary")
        self.next_button = Button("endgame.next", self.next_one, "primary")
        self.prev_step = Button("endgame.prev_step", lambda: self.step(-1), "dark")
        self.next_step = Button("endgame.next_step", lambda: self.step(1), "dark")
        self.top_answer = Button("endgame.show", self.show_answer, "dark")
        self.top_restart = Button("endgame.restart", self.restart, "dark")
        self.back = Button("btn.back", self.app.pop, "dark")
        self.buttons = [self.play_button, self.pass_button, self.hint_button,
                        self.retry_button, self.answer_button,
                        self.next_button, self.prev_step, self.next_step, self.top_answer,
                        self.top_restart, self.back]
        self.focus = FocusRing([])
        self.board = SeatBoard(len(puzzle.hands), seats_named=True)
        self.seal = pygame.Rect(0, 0, 0, 0)  # the header's ban seal, once drawn
        self.start_over()

    # -- the state ---------------------------------------------------------------------------
    def start_over(self) -> None:
        """The opening position again (after a mistake, or for the solution)."""
        self.spot: Spot = self.puzzle.spot()
        self.deal = Deal(list(self.puzzle.hands), self.puzzle.last)
        self.selected: set[int] = set()
        self.job: Future[Judgement] | None = None
        self.hint_job: Future[Advice] | None = None
        self.advice: Advice | None = None
        self.wait = 0.0
        self.message = ""
        self.refutation = ""
        self.shown_step = 0
        self.auto = 0.0
        self.phase = PLAYER
        self._buttons_for_phase()

    def restart(self) -> None:
        self.cancel_job()
        self.start_over()

    def cancel_job(self) -> None:
        for job in (self.job, self.hint_job):
            if job is not None:
                job.cancel()
        self.job = self.hint_job = None

    def leave(self) -> None:
        self.cancel_job()

    def _buttons_for_phase(self) -> None:
        phase = self.phase
        answering = self.spot.last is not None
        self.play_button.visible = self.pass_button.visible = phase in (PLAYER, DEFENCE)
        self.hint_button.visible = phase in (PLAYER, DEFENCE)
        self.hint_button.enabled = phase == PLAYER and self.hint_job is None
        self.play_button.enabled = phase == PLAYER
        self.pass_button.enabled = phase == PLAYER and answering
        self.retry_button.visible = phase in (WRONG, SOLVED, ANSWER)
        self.retry_button.label = "endgame.again" if phase == SOLVED else "endgame.retry"
        self.answer_button.visible = phase == WRONG
        self.next_button.visible = phase == SOLVED and not self.is_daily and (
            next_puzzle(self.puzzle) is not None)
        self.prev_step.visible = self.next_step.visible = phase == ANSWER
        self.prev_step.enabled = self.shown_step > 0
        self.next_step.enabled = self.shown_step < len(self.puzzle.line)
        self.top_answer.visible = phase in (PLAYER, DEFENCE)
        visible = [b for b in self.buttons if b.visible]
        self.focus = FocusRing(visible, shown=self.focus.shown)
        primary = next((b for b in visible if b.style == "primary" and b.enabled), None)
        if primary is not None:
            self.focus.focus(primary)
        self._place_retry()

    def _move(self, play: str) -> None:
        """The seat to move makes ``play``; the cards leave its hand for its play spot."""
        seat, leads = self.spot.seat, self.spot.last is None
        self.spot = after(self.spot, play)
        self.deal.apply(seat, play, leads=leads)

    # -- the player's turn -------------------------------------------------------------------
    def play_selected(self) -> None:
        if self.phase != PLAYER:
            return
        hand = self.deal.hands[0]
        cards = [hand[i] for i in sorted(self.selected) if i < len(hand)]
        if not cards:
            self.message = t("endgame.pick_first")
            return
        play = rank_text(cards)
        if play not in options(self.spot):
            kind = banned_kind(play, self.spot.bans)
            self.message = (t("endgame.banned_play", kind=ban_words([kind])[0]) if kind
                            else t("endgame.not_a_play"))
            return
        self._player_moves(play)

    def pass_turn(self) -> None:
        if self.phase == PLAYER and PASS in options(self.spot):
            self._player_moves(PASS)

    def _player_moves(self, play: str) -> None:
        self.selected = set()
        self.message = ""
        self.advice = None
        self._move(play)
        if self.spot.out == 0:
            self._solved()
            return
        self._ask_defence()

    def _ask_defence(self) -> None:
        self.phase = DEFENCE
        self.wait = 0.0
        self.job = self.app.review_executor.submit(judge, self.spot)
        self._buttons_for_phase()

    def _solved(self) -> None:
        self.phase = SOLVED
        self.earned = stars_for(self.mistakes, self.saw_answer, self.hints)
        self.progress.record(self.puzzle.ident, self.earned)
        tell(self.app, self.progress)
        self._buttons_for_phase()

    # -- the hint ----------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Ask the solver for a winning move here (on the worker); a star for a new spot."""
        if self.phase != PLAYER or self.hint_job is not None:
            return
        if self.hinted != self.spot:
            self.hints += 1
            self.hinted = self.spot
        self.message = ""
        self.hint_job = self.app.review_executor.submit(advise, self.spot)
        self._buttons_for_phase()

    def _take_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done():
            return
        self.hint_job = None
        try:
            advice = job.result()
        except Exception as error:  # the worker failed: say so, the puzzle goes on
            self.message = t("endgame.solver_failed", error=str(error) or type(error).__name__)
            self._buttons_for_phase()
            return
        if self.phase == PLAYER and self.hinted == self.spot:
            self.advice = advice
            self._select(advice.move)
        self._buttons_for_phase()

    def _select(self, play: str) -> None:
        """Raise the cards of ``play`` in the player's hand (nothing for a pass)."""
        self.selected = set()
        if play == PASS:
            return
        hand = self.deal.hands[0]
        for ch in play:
            self.selected.add(next(i for i, c in enumerate(hand)
                                   if c.rank_char == ch and i not in self.selected))

    def hint_lines(self) -> tuple[str, str]:
        """What the hint says: the move and the stars still to earn, then why it wins."""
        if self.advice is None:
            return "", ""
        return hint_lines(self.advice, stars_for(self.mistakes, False, self.hints))

    # -- the defence -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.focus.update(dt)
        self._take_hint()
        if self.phase == DEFENCE:
            self.wait += dt
            self._defend()
        elif self.phase == ANSWER:
            self.auto += dt
            if self.auto >= STEP_SECONDS and self.shown_step < len(self.puzzle.line):
                self.step(1)

    def _defend(self) -> None:
        job = self.job
        if job is None or not job.done() or self.wait < REPLY_SECONDS:
            return
        self.job = None
        try:
            verdict = job.result()
        except Exception as error:  # the worker failed: say so, the puzzle can restart
            self.message = t("endgame.solver_failed", error=str(error) or type(error).__name__)
            self.phase = WRONG
            self._buttons_for_phase()
            return
        self._move(verdict.move)
        if verdict.wins:  # the defence now wins: the player's last move was the mistake
            self.mistakes += 1
            self.refutation = verdict.move
            self.phase = WRONG
            self._buttons_for_phase()
        elif self.spot.seat == 0:
            self.phase = PLAYER
            self._buttons_for_phase()
        else:
            self._ask_defence()  # three seats: the other farmer's turn

    # -- the solution --------------------------------------------------------------------------
    def show_answer(self) -> None:
        self.cancel_job()
        self.saw_answer = True
        self.start_over()
        self.phase = ANSWER
        self._buttons_for_phase()

    def step(self, by: int) -> None:
        """Show the solution up to one ply later (or earlier)."""
        if self.phase != ANSWER:
            return
        target = max(0, min(len(self.puzzle.line), self.shown_step + by))
        self.spot = self.puzzle.spot()
        self.deal = Deal(list(self.puzzle.hands), self.puzzle.last)
        for _, play in self.puzzle.line[:target]:
            self._move(play)
        self.shown_step = target
        self.auto = 0.0
        self._buttons_for_phase()

    def next_one(self) -> None:
        following = next_puzzle(self.puzzle)
        if following is not None:
            self.app.stack.replace(PuzzleScene(self.app, following))

    # -- input -----------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bar = self.bar_h
        small_h = max(28, round(bar * 0.62))
        x = w - 16
        for button in (self.back, self.top_restart, self.top_answer):
            bw = max(round(small_h * 2.8), 96)
            button.rect = pygame.Rect(x - bw, (bar - small_h) // 2, bw, small_h)
            x -= bw + 10
        self.board.place(pygame.Rect(0, bar, w, h - bar))
        bh = max(34, round(h * 0.06))
        bw = round(bh * 3.2)
        y = self.board.action_y - bh // 2
        self.pass_button.rect = pygame.Rect(w // 2 - bw - 12, y, bw, bh)
        self.play_button.rect = pygame.Rect(w // 2 + 12, y, bw, bh)
        hint_w = max(bw, text(self.hint_button.text, max(12, int(bh * 0.42)),
                              bold=True).get_width() + bh)
        self.hint_button.rect = pygame.Rect(self.pass_button.rect.x - 24 - hint_w, y, hint_w, bh)
        self.prev_step.rect = self.pass_button.rect.copy()
        self.next_step.rect = self.play_button.rect.copy()
        dialog = self.dialog_rect()
        by = dialog.bottom - bh - round(h * 0.03)
        self.retry_button.rect = pygame.Rect(dialog.centerx - bw - 10, by, bw, bh)
        self.answer_button.rect = pygame.Rect(dialog.centerx + 10, by, bw, bh)
        self.next_button.rect = self.answer_button.rect.copy()
        self._place_retry()

    def _place_retry(self) -> None:
        """In the solution the retry button sits beside the step buttons, not in a dialog."""
        if self.phase == ANSWER:
            self.retry_button.rect = self.next_step.rect.move(self.next_step.rect.w + 24, 0)

    @property
    def bar_h(self) -> int:
        return max(40, round(self.size[1] * 0.07))

    def dialog_rect(self) -> pygame.Rect:
        w, h = self.size
        rect = pygame.Rect(0, 0, min(560, round(w * 0.48)), round(h * 0.34))
        rect.center = (w // 2, round(h * 0.45))
        return rect

    def handle(self, intent: Intent) -> None:
        self._place_retry()
        if handle_all([b for b in self.buttons if b.visible], intent):
            return
        kind = intent.kind
        if kind in (intents.FOCUS, intents.CONFIRM) and self.focus.handle(intent):
            return
        if kind == intents.MENU:
            self.app.pop()
        elif kind == intents.STEP and self.phase == ANSWER:
            self.step(intent.value)
        elif kind == intents.POINT_DOWN and self.phase == PLAYER:
            self._click_card(intent.pos)
        elif kind == intents.CLEAR:
            self.selected = set()
        elif kind == intents.PASS:
            self.pass_turn()
        elif kind == intents.HINT:
            self.ask_hint()
        elif kind == intents.RANK:
            self._pick_rank(intent.value)
        elif kind == intents.DIGIT and intent.value in DIGIT_RANKS:
            self._pick_rank(DIGIT_RANKS[intent.value])

    def _click_card(self, pos: tuple[int, int]) -> None:
        rects = self.board.hand_rects(0, len(self.deal.hands[0]))
        for i in range(len(rects) - 1, -1, -1):
            rect = rects[i].move(0, -rects[i].h // 6 if i in self.selected else 0)
            if rect.collidepoint(pos):
                self.selected ^= {i}
                self.message = ""
                return

    def _pick_rank(self, rank: int) -> None:
        """A rank key picks the next copy of that rank; with every copy up, puts them back."""
        if self.phase != PLAYER:
            return
        same = [i for i, c in enumerate(self.deal.hands[0]) if c.rank == rank]
        free = [i for i in same if i not in self.selected]
        if free:
            self.selected.add(free[0])
        else:
            self.selected -= set(same)

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        chapter, number = self.puzzle.ident.split("-")
        title = t("endgame.puzzle", chapter=chapter, n=number)
        if self.is_daily:
            title = t("endgame.daily") + " · " + title
        size = max(16, round(self.bar_h * 0.42))
        draw_felt_page(surface, self.bar_h, title, size, "", 12)
        left = 24 + text(title, size, theme.GOLD, bold=True).get_width() + 24
        seal = draw_seal(surface, ban_label(self.puzzle.bans), max(12, round(self.bar_h * 0.3)),
                         "midleft", (left, self.bar_h // 2))
        left = seal.right + 16 if seal.w else left
        self.seal = seal
        room = self.top_answer.rect.x - 16 - left
        goal, goal_size = self.goal(), max(12, round(self.bar_h * 0.3))
        while goal_size > 10 and text(goal, goal_size).get_width() > room:
            goal_size -= 1
        if text(goal, goal_size).get_width() <= room:
            blit_text(surface, goal, goal_size, theme.MUTED, "midleft", (left, self.bar_h // 2))
        self.board.draw(surface, self.app.art, self.deal, self.spot.seat if self.phase in (
            PLAYER, DEFENCE) else None, frozenset(self.selected))
        self._draw_status(surface)
        if self.phase in (WRONG, SOLVED):
            self._draw_dialog(surface)
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

    def goal(self) -> str:
        key = f"endgame.goal.{len(self.puzzle.hands)}"
        text = t(key)
        if self.puzzle.last:
            text += "  " + t("endgame.goal.answer", play=self.puzzle.last)
        return text

    def _draw_status(self, surface: pygame.Surface) -> None:
        w, h = self.size
        size = max(13, round(h * 0.026))
        y = self.board.status_y
        if self.phase == ANSWER:
            line = t("endgame.answer_title") + "  ·  " + t(
                "endgame.step", n=self.shown_step, total=len(self.puzzle.line))
            blit_text(surface, line, size, theme.GOLD, "center", (w // 2, y), bold=True,
                      shadow=True)
            return
        if self.message:
            blit_text(surface, self.message, size, theme.ORANGE, "center", (w // 2, y),
                      bold=True, shadow=True)
            return
        if self.phase == PLAYER and (self.advice is not None or self.hint_job is not None):
            draw_hint(surface, self.advice, stars_for(self.mistakes, False, self.hints), size,
                      (w // 2, y))
            return
        text = {PLAYER: t("endgame.your_turn"), DEFENCE: t("endgame.thinking")}.get(self.phase)
        opening = self.phase == PLAYER and self.spot == self.puzzle.spot()
        if opening and self.puzzle.last:
            text = t("endgame.goal.answer", play=self.puzzle.last)
        if opening and self.puzzle.bans:
            text = (text or "") + "  ·  " + t("endgame.ban.rule",
                                              kinds=ban_label(self.puzzle.bans))
        if text:
            blit_text(surface, text, size, theme.CREAM, "center", (w // 2, y), shadow=True)

    def stars_note(self) -> str:
        """Why the solve earned its stars: clean, after mistakes, hints or the answer."""
        if self.saw_answer:
            return t("endgame.stars_note.answer")
        if self.hints:
            return t("endgame.stars_note.hints", n=self.hints, m=self.mistakes) if (
                self.mistakes) else t("endgame.stars_note.hint", n=self.hints)
        return t(f"endgame.stars_note.{self.earned}")

    def _draw_dialog(self, surface: pygame.Surface) -> None:
        from ui.endgame.cards import draw_stars, panel

        h = self.size[1]
        rect = self.dialog_rect()
        surface.blit(draw.dim_overlay(self.size, 90), (0, 0))
        panel(surface, rect, lit=self.phase == SOLVED, fill=(14, 22, 30, 252))
        big = max(18, round(h * 0.042))
        small = max(13, round(h * 0.024))
        if self.phase == SOLVED:
            blit_text(surface, t("endgame.solved_title"), big, theme.GOLD, "midtop",
                      (rect.centerx, rect.y + round(h * 0.025)), bold=True, shadow=True)
            draw_stars(surface, self.earned, (rect.centerx, rect.y + round(h * 0.125)),
                       round(h * 0.065))
            note = self.stars_note()
            blit_text(surface, note, small, theme.MUTED, "midtop",
                      (rect.centerx, rect.y + round(h * 0.17)))
            return
        blit_text(surface, t("endgame.wrong"), big, theme.ORANGE, "midtop",
                  (rect.centerx, rect.y + round(h * 0.025)), bold=True, shadow=True)
        if self.refutation:
            reply = t("btn.pass") if self.refutation == PASS else self.refutation
            blit_text(surface, t("endgame.refutation", play=reply), small, theme.CREAM,
                      "midtop", (rect.centerx, rect.y + round(h * 0.09)))
            shown = self.deal.shown[(self.spot.seat - 1) % self.spot.seats] or []
            area = pygame.Rect(rect.x, rect.y + round(h * 0.13), rect.w, round(h * 0.085))
            draw_row(surface, self.app.art, shown,
                     row_rects(len(shown), area, round(area.h / 1.4), "center", 0.5))
        elif self.message:
            blit_text(surface, self.message, small, theme.CREAM, "midtop",
                      (rect.centerx, rect.y + round(h * 0.095)))
