"""The seat driver: what a table does for the player's seat, the same in both games.

Both tables (Dou Dizhu's :class:`~ui.table.scene.TableScene`, Tractor's
:class:`~ui.tractor.scene.TractorScene`) subclass :class:`SeatDriver`, which owns

- the session (:mod:`ui.play.seat_session`) and whether the player may act now;
- the AI's pacing and polling off the render loop (:mod:`ui.play.pacing`): an AI seat,
  or the player's under 托管, is asked on the worker and its answer played once its
  thinking time is up;
- 托管 on and off, forfeiting, the pause menu;
- what follows every action: the count, the pacer's reset, the save (every action, so
  the title's 继续 resumes the game exactly), then the family shows the events;
- practice undo (悔牌): a fresh table rebuilt from the record just before the player's
  last play replaces this one.

A family gives only what is its own: when its table has caught up (``settled``), how
long its seats think, what its save keeps beside the game, its undo's record cut, and
how it shows events (board drawing, hand layout, action bar, words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.app import intents
from ui.app.scene import Scene
from ui.play.pacing import AiPacer
from ui.play.seat_session import HUMAN

if TYPE_CHECKING:
    from ui.app.app import App


class SeatDriver(Scene):
    """A table scene's shared half: the session, pacing, 托管, saving, undo."""

    paints_all = True  # the felt first

    def __init__(self, app: App, session: Any, practice: bool, auto: bool) -> None:
        super().__init__(app)
        self.session = session
        self.practice = practice
        self.auto = auto  # 托管: the AI plays the player's seat
        self.actions_taken = 0
        self.pacer = AiPacer(session, app.fast)

    # -- what the family gives ----------------------------------------------------------
    think_time = 0.7  # an AI seat's least time to act at normal speed (the speed divides it)
    quick_phases: tuple[str, ...] = ()  # phases whose moments pass at once (Tractor's deal)
    view: Any  # the player's view of the game, as the table shows it
    tools: Any  # the practice tools: ``undo_reason()`` and ``undone()`` for 悔牌

    @property
    def settled(self) -> bool:
        """The table caught up with the game and nothing covers it."""
        raise NotImplementedError

    def show_events(self, events: list[Any]) -> None:
        """An action landed: the family's table shows what it did."""
        raise NotImplementedError

    def save_meta(self) -> dict[str, Any]:
        """What the save keeps beside the game and 托管's moves (practice options...)."""
        raise NotImplementedError

    def fresh_table(self, session: Any, options: Any) -> SeatDriver:
        """A table of this family for ``session``, laid out as it stands (undo)."""
        raise NotImplementedError

    def refuse(self, reason: str) -> None:
        """Say why a press did nothing (the family's words and sound)."""

    def say_undone(self, taken: str) -> None:
        """Tell the player what 悔牌 took back (``taken``: the play in words, ``""`` a pass)."""

    def auto_changed(self) -> None:
        """托管 went on or off (a family whose button does not follow the frame lights it)."""

    def apply_ai(self, action: Any, seat: int) -> None:
        """Play ``seat``'s action from its agent (the player's seat under 托管)."""
        self.landed(self.session.apply(action))

    def think_seconds(self) -> float:
        """How long the seat to act 'thinks' at least, at the speed set."""
        if self.view.phase in self.quick_phases:
            return 0.0
        return self.think_time / self.speed()

    # -- state ---------------------------------------------------------------------------
    def speed(self) -> float:
        return float(self.app.settings.speed_factor)

    @property
    def sound(self) -> Any:
        return self.app.sound

    def human_turn(self) -> bool:
        """The player may act now: its turn, the table caught up, not under 托管."""
        session = self.session
        return (session.to_act == HUMAN and not self.auto and self.settled
                and not session.over)

    # -- life cycle ----------------------------------------------------------------------
    def leave(self) -> None:
        self.session.cancel()
        self.save_progress()

    def save_progress(self) -> None:
        """Keep the game in progress so the title's 继续 resumes it exactly."""
        saved = self.session.saved()
        if saved is not None:
            meta = {**self.save_meta(), **self.session.auto_moves.to_meta()}  # 托管's moves
            self.app.records.save_current_hand(saved, self.session.level, self.practice, meta)

    def leave_table(self) -> None:
        """Save and go back to the title (an unfinished game waits for 继续)."""
        from ui.pages.title import TitleScene

        self.save_progress()
        self.app.stack.clear_to(TitleScene(self.app))

    def open_menu(self) -> None:
        from ui.pages.menu import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    # -- acting ------------------------------------------------------------------------------
    def seat_intent(self, kind: str) -> bool:
        """The intents every table takes alike: Esc's menu, 托管 (Ctrl+T), undo (Z)."""
        if kind == intents.MENU:
            self.open_menu()
        elif kind == intents.AUTO:
            self.toggle_auto()
        elif kind == intents.UNDO:
            self.undo()
        else:
            return False
        return True

    def landed(self, events: list[Any]) -> None:
        """An action was applied: counted, the pacer reset, the game saved, then shown."""
        self.actions_taken += 1
        self.pacer.acted()
        self.save_progress()
        self.show_events(events)

    def drive_ai(self, dt: float) -> None:
        """The seat to act is the AI's: ask, poll, and play its answer when due."""
        seat = self.session.to_act
        if seat is None:
            return
        action = self.pacer.ai_action(seat, dt, self.think_seconds(), self.pacer.owed())
        if action is not None:
            self.apply_ai(action, seat)

    def toggle_auto(self) -> None:
        """托管 on or off: an answer decided for the other controller is not played."""
        self.auto = not self.auto
        self.pacer.forget_ready()
        self.session.forget_handed()
        if self.session.pending_seat == HUMAN:
            self.session.cancel()
        self.auto_changed()
        self.sound.play("button")

    def forfeit(self) -> None:
        """认输: the hand ends at once as a loss for the player (scored by its rules)."""
        if self.session.over:
            return
        self.landed(self.session.abandon())

    def forfeit_penalty(self) -> int | None:
        """What forfeiting now books for the player, for the confirmation (``None``: the
        dialog says only that the hand is lost)."""
        return self.session.forfeit_penalty()  # type: ignore[no-any-return]

    # -- practice undo ------------------------------------------------------------------------
    def undo(self) -> SeatDriver | None:
        """悔牌: a fresh table just before the player's last play replaces this one (an AI
        still thinking is cancelled; its answer belongs to the table that goes)."""
        reason = self.undo_reason()
        if reason is not None:
            self.refuse(reason)
            return None
        self.session.cancel()
        taken = self.tools.taken_back()
        fresh = self.restart(*self.tools.undone())
        fresh.say_undone(taken)
        return fresh

    def undo_reason(self) -> str | None:
        """Why 悔牌 cannot be pressed now (a translation key), ``None`` when it can."""
        return self.tools.undo_reason()  # type: ignore[no-any-return]

    def restart(self, game: Any, options: Any) -> SeatDriver:
        """Put a fresh table for ``game`` (rebuilt from the record) in place of this one."""
        fresh = self.fresh_table(self.session.again(game), options)
        self.app.replace(fresh)
        fresh.save_progress()
        self.sound.play("button")
        return fresh
