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

The scene keeps the puzzle's state and its turns (the player's move judged, the
defence's reply taken, the solution stepped); it composes the hint
(``puzzle_hint.PuzzleHint``, with the stars' rule ``stars_for``), the buttons and their
focus ring (``puzzle_controls.PuzzleControls``), the picks in the hand (``picks``) and
the drawing (``puzzle_paint``).
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

import pygame

from ai.endgame.puzzles import Puzzle
from ai.endgame.spot import Judgement, Spot, judge, options
from ui.app import intents
from ui.app.i18n import t, tn
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.endgame.bans import ban_words, banned_kind
from ui.endgame.cards import PASS, Deal, rank_text
from ui.endgame.hand_cursor import HandCursor
from ui.endgame.picks import cards_of, clicked_card, pick_rank
from ui.endgame.puzzle_controls import (
    ANSWER,
    DEFENCE,
    PLAYER,
    SOLVED,
    WRONG,
    PuzzleControls,
    bar_height,
)
from ui.endgame.puzzle_hint import PuzzleHint, stars_for
from ui.endgame.puzzle_paint import draw_dialog, draw_header, draw_status
from ui.endgame.seats import SeatBoard
from ui.endgame.store import next_puzzle, progress_of, tell
from ui.widgets.confirm import ConfirmScene
from ui.widgets.controls import handle_all

if TYPE_CHECKING:
    from ui.app.app import App

__all__ = ["ANSWER", "DEFENCE", "PLAYER", "SOLVED", "WRONG", "PuzzleScene", "stars_for"]

REPLY_SECONDS = 0.7  # the least a defender seems to think, so a reply can be followed
STEP_SECONDS = 1.3  # the solution's pace when it plays itself
DIGIT_RANKS = {3: 0, 4: 1, 5: 2, 6: 3, 7: 4, 8: 5, 9: 6, 0: 7, 2: 12}


class PuzzleScene(Scene):
    """A puzzle in play (see the module)."""

    paints_all = True
    card_keys = True
    name = "puzzle"

    def __init__(self, app: App, puzzle: Puzzle, is_daily: bool = False) -> None:
        super().__init__(app)
        self.puzzle = puzzle
        self.opening: Spot = puzzle.spot()  # read once: the status line compares every frame
        self.is_daily = is_daily
        self.progress = progress_of(app)
        self.mistakes = 0
        self.hint = PuzzleHint()
        self.saw_answer = False
        self.earned = 0
        self.controls = PuzzleControls(self)
        self.board = SeatBoard(len(puzzle.hands), seats_named=True)
        self.cursor = HandCursor()
        self.start_over()

    # -- the state ---------------------------------------------------------------------------
    def start_over(self) -> None:
        """The opening position again (after a mistake, or for the solution)."""
        self.spot: Spot = self.opening
        self.deal = Deal(list(self.puzzle.hands), self.puzzle.last)
        self.selected: set[int] = set()
        self.job: Future[Judgement] | None = None
        self.hint.forget()
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
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.hint.cancel()

    def leave(self) -> None:
        self.cancel_job()

    def _buttons_for_phase(self) -> None:
        self.controls.show(
            self.phase, answering=self.spot.last is not None, hint_ready=self.hint.job is None,
            has_next=not self.is_daily and next_puzzle(self.puzzle) is not None,
            step=self.shown_step, steps=len(self.puzzle.line))

    def _move(self, play: str) -> None:
        """The seat to move makes ``play``; the cards leave its hand for its play spot."""
        self.spot = self.deal.play(self.spot, play)

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
        self.hint.advice = None
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
        self.earned = stars_for(self.mistakes, self.saw_answer, self.hint.count)
        self.progress.record(self.puzzle.ident, self.earned)
        tell(self.app, self.progress)
        self._buttons_for_phase()

    # -- the hint ----------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Ask the solver for a winning move here (on the worker); a star for a new spot."""
        if self.phase != PLAYER or self.hint.job is not None:
            return
        self.message = ""
        self.hint.ask(self.spot, self.app.review_executor)
        self._buttons_for_phase()

    def _take_hint(self) -> None:
        """The hint's advice once ready: its cards raised, if the player is still where
        the hint was asked."""
        try:
            advice = self.hint.take()
        except Exception as error:  # the worker failed: say so, the puzzle goes on
            self.message = t("endgame.solver_failed", error=str(error) or type(error).__name__)
            self._buttons_for_phase()
            return
        if advice is None:
            return
        if self.phase == PLAYER and self.hint.spot == self.spot:
            self.hint.advice = advice
            self.selected = cards_of(self.deal.hands[0], advice.move)
        self._buttons_for_phase()

    # -- the defence -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.controls.focus.update(dt)
        self.cursor.update(dt)
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
        self.spot = self.opening
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
        bar = bar_height(size)
        self.board.place(pygame.Rect(0, bar, w, h - bar))
        self.controls.place(size, self.board, self.phase)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.controls.visible, intent):
            return
        kind = intent.kind
        if kind in (intents.FOCUS, intents.CONFIRM) and self.controls.focus.handle(intent):
            return
        if kind == intents.MENU:
            self.ask_leave()
        elif self._cursor_handles(intent):
            return
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
        elif kind == intents.RANK or (kind == intents.DIGIT and intent.value in DIGIT_RANKS):
            rank = intent.value if kind == intents.RANK else DIGIT_RANKS[intent.value]
            if self.phase == PLAYER:  # the next copy of the rank, or every copy back down
                picked = pick_rank(self.deal.hands[0], self.selected, rank)
                if picked ^ self.selected:
                    self.cursor.follow(min(picked ^ self.selected))
                self.selected = picked
                self.message = ""  # as a click does: 'pick cards first' is answered

    def ask_leave(self) -> None:
        """Esc: back to the hub, asking first once a move has been made, so one key by
        accident loses nothing; Esc again (or 继续) closes the question."""
        if self.phase in (PLAYER, DEFENCE) and self.spot != self.opening:
            self.app.push(ConfirmScene(
                self.app, "endgame.leave_q", self._leave_now, detail="endgame.leave_detail",
                yes_label="endgame.leave_yes", no_label="endgame.keep_on"))
        else:
            self.app.pop()

    def _leave_now(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def _cursor_handles(self, intent: Intent) -> bool:
        """← → and Space / ↑ over the hand in the player's turn (as at the main tables)."""
        if self.phase != PLAYER:
            self.cursor.shown = False
            return False
        picked = self.cursor.handle(intent, len(self.deal.hands[0]), self.selected)
        if picked is None:
            return False
        if picked != self.selected:
            self.selected = picked
            self.message = ""
        return True

    def _click_card(self, pos: tuple[int, int]) -> None:
        rects = self.board.hand_rects(0, len(self.deal.hands[0]))
        i = clicked_card(rects, self.selected, pos)
        if i is not None:
            self.selected ^= {i}
            self.message = ""

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_header(self, surface)
        self.board.draw(surface, self.app.art, self.deal, self.spot.seat if self.phase in (
            PLAYER, DEFENCE) else None, frozenset(self.selected))
        draw_status(self, surface)
        if self.phase in (WRONG, SOLVED):
            draw_dialog(self, surface)
        self.controls.draw(surface)
        if self.phase == PLAYER:  # over the bar's shadows, which reach down to the arrow
            self.cursor.draw(surface, self.board.hand_rects(0, len(self.deal.hands[0])),
                             self.selected)

    def stars_note(self) -> str:
        """Why the solve earned its stars: clean, after mistakes, hints or the answer."""
        if self.saw_answer:
            return t("endgame.stars_note.answer")
        hints = self.hint.count
        if hints:
            return t("endgame.stars_note.hints", n=hints, m=self.mistakes,
                     hint_word=tn("endgame.word.hint", hints),
                     mistake_word=tn("endgame.word.mistake", self.mistakes)) if (
                self.mistakes) else tn("endgame.stars_note.hint", hints, n=hints)
        return t(f"endgame.stars_note.{self.earned}")
