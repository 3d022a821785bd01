"""What the analysis board's player has set up: two or three hands and a play to answer,
and every check of it in the player's words before the solver sees it.

Pure data (no drawing), so the checks are tested without a window: a card beyond
what one deck holds, a hand past twenty cards, an empty hand, a play to answer that
is no combination, or one of a kind the player banned — each is refused with a
message, and nothing typed is lost.  ``bans`` are the ban groups switched on
(:data:`ui.endgame.bans.GROUPS`); the solve plays under them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ai.endgame.position import EndgameError, read_bans, read_last
from ai.endgame.spot import Spot, start
from game.cards import RANK_CHARS, SMALL_JOKER
from ui.app.i18n import t
from ui.endgame.bans import GROUPS, ban_words, group_kinds

MAX_HAND = 20
DIGIT_RANKS = {3: 0, 4: 1, 5: 2, 6: 3, 7: 4, 8: 5, 9: 6, 0: 7, 2: 12}


def deck_holds(rank: int) -> int:
    return 1 if rank >= SMALL_JOKER else 4


def rank_word(rank: int) -> str:
    """How a message names a rank: ``10`` for T, 小王 / 大王 for the jokers."""
    if rank >= SMALL_JOKER:
        return t("endgame.board.joker_small" if rank == SMALL_JOKER else "endgame.board.joker_big")
    return "10" if RANK_CHARS[rank] == "T" else RANK_CHARS[rank]


@dataclass
class BoardInput:
    """Rows of ranks in the order they were added: the hands, then the play to answer."""

    seats: int = 2
    rows: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    active: int = 0
    bans: set[str] = field(default_factory=set)

    @property
    def last_row(self) -> int:
        """The row of the play to answer (after the hands)."""
        return self.seats

    def row_names(self) -> list[str]:
        names = ["first", "second"] if self.seats == 2 else ["landlord", "farmer1", "farmer2"]
        return [t(f"endgame.board.{n}") for n in names] + [t("endgame.board.last")]

    def visible_rows(self) -> list[list[int]]:
        return [*self.rows[: self.seats], self.rows[3]]

    def row(self, index: int) -> list[int]:
        """Row ``index`` as shown: the hands, then the play to answer."""
        return self.rows[3] if index == self.last_row else self.rows[index]

    def set_seats(self, seats: int) -> None:
        """Two or three hands; a third hand's cards are kept while it is hidden."""
        self.seats = seats
        self.active = min(self.active, self.last_row)

    def used(self, rank: int) -> int:
        return sum(row.count(rank) for row in self.visible_rows())

    def add(self, rank: int) -> str:
        """Put a card of ``rank`` in the active row; "" or the reason it cannot go."""
        if self.used(rank) >= deck_holds(rank):
            return t("endgame.err.deck", n=deck_holds(rank), rank=rank_word(rank))
        row = self.row(self.active)
        if len(row) >= MAX_HAND:
            return t("endgame.err.full", n=MAX_HAND)
        row.append(rank)
        return ""

    def remove(self, index: int, rank: int) -> None:
        """Take one card of ``rank`` out of row ``index``."""
        row = self.row(index)
        if rank in row:
            row.remove(rank)

    def erase(self) -> None:
        """Backspace: the last card added to the active row goes."""
        row = self.row(self.active)
        if row:
            row.pop()

    def toggle_ban(self, group: str) -> None:
        """Switch a ban group (one of :data:`GROUPS`) on or off."""
        if group not in dict(GROUPS):
            raise ValueError(f"no ban group {group!r}")
        self.bans ^= {group}

    def clear(self) -> None:
        for row in self.rows:
            row.clear()
        self.active = 0

    def texts(self) -> list[str]:
        return ["".join(RANK_CHARS[r] for r in sorted(row)) for row in self.visible_rows()]

    def check(self) -> tuple[Spot | None, str]:
        """The position to solve, or None and the message that says what is wrong."""
        texts = self.texts()
        names = self.row_names()
        for name, text in zip(names[:-1], texts[:-1], strict=True):
            if not text:
                return None, t("endgame.err.empty", who=name)
        for rank in range(len(RANK_CHARS)):
            if self.used(rank) > deck_holds(rank):
                return None, t("endgame.err.deck", n=deck_holds(rank), rank=rank_word(rank))
        last = texts[-1] or None
        bans = group_kinds(self.bans)
        if last is not None:
            try:
                previous = read_last(list(sorted(self.rows[3])), read_bans(()))
            except EndgameError:
                return None, t("endgame.err.last", play=last)
            if previous.kind in bans:
                return None, t("endgame.err.banned_last", play=last,
                               kind=ban_words([previous.kind])[0])
        try:
            return start(texts[:-1], last, bans), ""
        except EndgameError as error:
            return None, t("endgame.err.other", error=str(error))
