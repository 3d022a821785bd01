"""A position in play, move by move: what the puzzle table and the analysis board step through.

:func:`ai.endgame.solve` answers one question about a starting position; a puzzle
is played, so after every ply someone must move again from a new spot, which may
be any seat's turn (a farmer's, in a three-seat puzzle).  :class:`Spot` is that
state in rank text (suits never matter to who wins), :func:`options` lists what the
seat to move may play, :func:`after` applies one of them, and :func:`judge` asks the
solver about the seat to move: does its side win, with which moves, and what it
should play (its winning move, or the defence that lasts longest when it loses).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, replace

from ai.endgame.line import LineWalker, ThreeSeatTree, TwoSeatTree, option_wins
from ai.endgame.moves import Move, MoveTable, pack_ranks, ranks_text
from ai.endgame.position import EndgameError, read_bans, read_last, read_position, read_ranks
from ai.endgame.search import Option, ThreeSeats, TwoSeats
from ai.endgame.solve import PASS_TEXT

LANDLORD_SIDE, FARMER_SIDE = 0, 1


@dataclass(frozen=True)
class Spot:
    """Open hands (rank text, seat order), the seat to move and the play it must answer.

    ``last`` is ``None`` when the seat to move leads; ``passes`` counts the passes
    since ``last`` was made (three seats only: 0 or 1).  ``bans`` are kind names no
    one may play.  With three hands seat 0 is the landlord.
    """

    hands: tuple[str, ...]
    seat: int = 0
    last: str | None = None
    passes: int = 0
    bans: tuple[str, ...] = ()

    @property
    def seats(self) -> int:
        return len(self.hands)

    @property
    def out(self) -> int | None:
        """The seat whose hand is empty (the hand is over), or ``None``."""
        return next((s for s, hand in enumerate(self.hands) if not hand), None)

    def side(self, seat: int) -> int:
        """The side a seat plays for: its own seat with two hands; landlord or farmers."""
        if self.seats == 2:
            return seat
        return LANDLORD_SIDE if seat == 0 else FARMER_SIDE


def start(hands: Iterable[str], last: str | None = None, bans: Iterable[str] = ()) -> Spot:
    """The checked opening spot: seat 0 leads, or answers ``last`` (made by seat 1; with
    three hands seat 2 then passed).  Raises :class:`EndgameError` naming what is wrong."""
    texts = list(hands)
    ban_list = tuple(b.strip() for b in bans if b.strip())
    position = read_position(texts, last, ban_list)
    packed = tuple(ranks_text(h) for h in position.hands)
    last_text = position.last.text if position.last is not None else None
    passes = 1 if last_text is not None and len(texts) == 3 else 0
    return Spot(packed, 0, last_text, passes, ban_list)


@dataclass(frozen=True)
class Judgement:
    """The solver's word on a spot, for the seat to move.

    ``wins``: whether its side wins with best play.  ``winning``: every move that
    keeps it winning (empty when it loses).  ``move``: what it should play (a
    winning move, or the option that lasts longest).  ``line``: (seat, play) to the
    end under best play.  ``options``: how many moves it had.
    """

    wins: bool
    winning: tuple[str, ...]
    move: str
    line: tuple[tuple[int, str], ...]
    options: int
    nodes: int
    seconds: float


class _Game:
    """The searched game from a spot: the tree and its root state."""

    def __init__(self, spot: Spot, max_nodes: int | None) -> None:
        self.spot = spot
        table = MoveTable(frozenset(spot.bans))
        self.table = table
        hands = tuple(pack_ranks(read_ranks(h, "a hand")) for h in spot.hands)
        previous = self._previous(spot.last)
        self.tree: TwoSeatTree | ThreeSeatTree
        self.nodes: Callable[[], int]
        if spot.seats == 2:
            self.search2 = TwoSeats(table, max_nodes)
            me, opp = hands[spot.seat], hands[1 - spot.seat]
            self.tree = TwoSeatTree(self.search2, (me, opp, previous))
            self.nodes = lambda: self.search2.nodes
        else:
            self.search3 = ThreeSeats(table, max_nodes)
            root = ((hands[0], hands[1], hands[2]), spot.seat, previous, spot.passes)
            self.tree = ThreeSeatTree(self.search3, root)
            self.nodes = lambda: self.search3.nodes
        self.root: Hashable = self.tree.root

    def _previous(self, last: str | None) -> Move | None:
        if last is None:
            return None
        return read_last(read_ranks(last, "the play to answer"), read_bans(self.spot.bans))

    def seat_of(self, relative: int) -> int:
        """The absolute seat of a tree's seat (two seats count from the mover)."""
        if self.spot.seats == 2:
            return (self.spot.seat + relative) % 2
        return relative


def _text(option: Option) -> str:
    return PASS_TEXT if option is None else option.text


def options(spot: Spot) -> list[str]:
    """Every move the seat to move may make (rank text, ``"pass"`` when answering)."""
    if spot.out is not None:
        return []
    game = _Game(spot, None)
    return [_text(o) for o in game.tree.options(game.root)]


def judge(spot: Spot, max_nodes: int | None = None) -> Judgement:
    """Ask the solver about the seat to move (see :class:`Judgement`).

    Raises :class:`EndgameError` for a finished spot and
    :class:`ai.endgame.SearchLimit` past ``max_nodes`` positions.
    """
    if spot.out is not None:
        raise EndgameError("the hand is over: nobody is left to move")
    started = time.process_time()
    game = _Game(spot, max_nodes)
    tree, root = game.tree, game.root
    every = tree.options(root)
    wins = tree.wins(root)
    winning = [o for o in every if option_wins(tree, root, o)] if wins else []
    walker = LineWalker(tree)
    first = tree.best(root) if wins else walker.choose(root)
    line = tuple((game.seat_of(s), _text(o)) for s, o in walker.line(root, first))
    return Judgement(wins, tuple(_text(o) for o in winning), _text(first), line, len(every),
                     game.nodes(), time.process_time() - started)


def after(spot: Spot, move: str) -> Spot:
    """The spot once the seat to move made ``move`` (one of :func:`options`, rank text in
    any order, or ``"pass"``).  Raises :class:`EndgameError` for a move it may not make."""
    played = _normal(move)
    allowed = options(spot)
    if played not in allowed:
        raise EndgameError(f"{move} is not a move seat {spot.seat} may make here")
    nxt = (spot.seat + 1) % spot.seats
    if played == PASS_TEXT:
        if spot.seats == 2 or spot.passes:
            return replace(spot, seat=nxt, last=None, passes=0)
        return replace(spot, seat=nxt, passes=1)
    rest = _remove(spot.hands[spot.seat], played)
    hands = tuple(rest if s == spot.seat else h for s, h in enumerate(spot.hands))
    return replace(spot, hands=hands, seat=nxt, last=played, passes=0)


def _normal(move: str) -> str:
    """A move's canonical text: ``pass``, or its ranks ascending."""
    if move.strip().lower() in (PASS_TEXT, ""):
        return PASS_TEXT
    return ranks_text(pack_ranks(read_ranks(move, "the move")))


def _remove(hand: str, played: str) -> str:
    cards = pack_ranks(read_ranks(hand, "a hand"))
    return ranks_text(cards - pack_ranks(read_ranks(played, "the move")))


@dataclass(frozen=True)
class Advice:
    """A hint for the seat to move, with the figures its reason quotes.

    ``move`` is the solver's winning move (or the longest defence when the side to move
    loses), ``winning``/``options`` how many of its moves win out of how many,
    ``replies`` how many plays the next seat can answer it with (passing not counted: 0
    means it cannot beat it), and ``plays`` how many plays
    the seat to move makes in the line under the best defence, this one included.
    """

    move: str
    wins: bool
    winning: int
    options: int
    replies: int
    plays: int


def advise(spot: Spot, max_nodes: int | None = None) -> Advice:
    """The solver's hint for the seat to move (see :class:`Advice`); raises as :func:`judge`."""
    verdict = judge(spot, max_nodes)
    following = after(spot, verdict.move)
    answers = options(following) if following.out is None else []
    replies = sum(1 for play in answers if play != PASS_TEXT)
    plays = sum(1 for seat, play in verdict.line if seat == spot.seat and play != PASS_TEXT)
    return Advice(verdict.move, verdict.wins, len(verdict.winning), verdict.options, replies,
                  plays)
