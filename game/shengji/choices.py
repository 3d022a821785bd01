"""The choices equal level rights give the players once a hand is over
(docs/tractor-modes.md §2.5.3).

In the five-player three-deck game the settlement is not all arithmetic:

- ``friend_share=flexible``: the one of the dealer and his friend who saved the
  last trick (the dealer, when the catchers won it) gives the side's last third
  to himself or to the other (:class:`~game.shengji.actions.GiveShare`);
- blocked levels (``level_transfer``): a winner whom a must-play level stops
  hands his unused levels to teammates (never past their next must-play level)
  or imposes them as drops on opponents (never below the lowest level), a few
  at a time (:class:`~game.shengji.actions.Transfer`), or keeps the rest (pass);
  a teammate so chosen may refuse (:class:`~game.shengji.actions.Refuse`);
- the J and A rules: what the dealer side cannot drop passes to the catchers the
  dealer names, never the digger, and the rest to the digger (``Transfer``, or
  pass to put the rest on the digger).

:class:`LevelSettlement` walks these steps as a small state machine of plain
data: :attr:`~LevelSettlement.choice` is the question open now (``None`` when
the levels are settled), :meth:`~LevelSettlement.legal` its answers and
:meth:`~LevelSettlement.answer` takes one.  The hand's settle phase asks the
seats; :func:`default_action` is the **Decision** an AI follows (the lowest
teammate first, else the highest opponent; accept; the last third to the lower
player; the highest catcher first), which is also how :func:`settle` runs
when nobody is asked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.errors import IllegalAction
from game.shengji.actions import (
    ACCEPT,
    PASS,
    REFUSE,
    Accept,
    GiveShare,
    Pass,
    TractorAction,
    Transfer,
)
from game.shengji.levels import DEALER, ladder, room_to_next_gate
from game.shengji.phase import PhaseName
from game.shengji.scoring import HandFacts, HandResult, Moves, result_of

PHASE_LEVELS = PhaseName.LEVELS
SHARE = "share"  # GiveShare: who gets the dealer side's last third
TRANSFER = "transfer"  # Transfer or pass: where blocked levels go
ANSWER = "accept"  # Accept or Refuse: a teammate's offered levels
NAME_CATCHERS = "name_catchers"  # Transfer or pass: the J / A rule's rest of the drop

JACK = "J"
ACE = "A"
# The J rule's total drop by the shape of the winning J's: (width, length) → levels.
JACK_DROPS = {(1, 1): 6, (2, 1): 12, (3, 1): 18}
JACK_TRACTOR_DROP = 24
JACK_TITANIC_DROP = 36
ACE_FRIEND_DROP = 3


@dataclass(frozen=True)
class LevelChoice:
    """The question open now, as a view shows it.

    ``kind`` is one of :data:`SHARE`, :data:`TRANSFER`, :data:`ANSWER`,
    :data:`NAME_CATCHERS`; ``seat`` answers; ``levels`` is how many levels are at
    stake (the last third, the blocked levels left, the offer, the drop left);
    ``giver`` offers them (``ANSWER``); ``targets`` are the seats that may be
    chosen; ``standing`` every seat's level as the settlement stands.
    """

    kind: str
    seat: int
    levels: int
    giver: int | None
    targets: tuple[int, ...]
    standing: tuple[str, ...]

    def describe(self) -> str:
        """The question in a player's words."""
        n = self.levels
        word = "level" if n == 1 else "levels"
        if self.kind == SHARE:
            return f"you saved the last trick: give the last {n} {word} to yourself or your partner"
        if self.kind == ANSWER:
            return f"seat {self.giver} offers you {n} {word}: accept or refuse"
        if self.kind == NAME_CATCHERS:
            return (f"{n} {word} of your side's drop are left: name the catchers who take them "
                    "(the rest go to the player who won the last trick)")
        return (f"a must-play level stops you with {n} {word} unused: give them to a teammate, "
                "drop an opponent, or keep them")


@dataclass
class LevelSettlement:
    """The equal-rights settlement of one hand, step by step (see the module text)."""

    facts: HandFacts
    side: str
    amount: int
    p: int
    moves: Moves
    team: list[int] = field(default_factory=list)
    unused: dict[int, int] = field(default_factory=dict)
    givers: list[int] = field(default_factory=list)
    refused: set[int] = field(default_factory=set)
    offer: tuple[int, int, int] | None = None  # giver, teammate, levels
    rest: int = 0  # the J / A rule's drop still to place on catchers
    choice: LevelChoice | None = None

    def __post_init__(self) -> None:
        facts = self.facts
        if self.side == DEALER:
            self.team = sorted(facts.dealer_side)
            if friends_of(facts) and facts.rules.friend_share == "flexible":
                who = saver(facts)
                pair = tuple(sorted(facts.dealer_side))
                self._ask(SHARE, who, self.amount, None, (who, *(s for s in pair if s != who)))
                return
            self._rise(dealer_side_shares(facts, self.amount))
        else:
            self.team = sorted(facts.catchers)
            self._rise({seat: self.amount for seat in self.team})

    # ----- the questions ---------------------------------------------------------------------

    def _ask(self, kind: str, seat: int, levels: int, giver: int | None,
             targets: tuple[int, ...]) -> None:
        self.choice = LevelChoice(kind, seat, levels, giver, targets, tuple(self.moves.levels))

    def legal(self) -> list[TractorAction]:
        """Every answer to the open question (empty once the levels are settled)."""
        choice = self.choice
        if choice is None:
            return []
        if choice.kind == SHARE:
            return [GiveShare(seat) for seat in choice.targets]
        if choice.kind == ANSWER:
            return [ACCEPT, REFUSE]
        return [PASS, *self._placements(choice.targets, choice.levels)]

    def _placements(self, targets: tuple[int, ...], levels: int) -> list[TractorAction]:
        out: list[TractorAction] = []
        for seat in targets:
            out.extend(Transfer(seat, k) for k in range(1, min(levels, self._room(seat)) + 1))
        return out

    def _room(self, seat: int) -> int:
        """Levels ``seat`` can take now: up to his next must-play level as a teammate of the
        giver, down to the lowest level otherwise."""
        level = self.moves.levels[seat]
        if self.choice is not None and self.choice.kind == TRANSFER and seat in self.team:
            return room_to_next_gate(level, self.facts.rules)
        return ladder(self.facts.rules).index(level)

    def refusal(self, action: TractorAction) -> str:
        """Why ``action`` is not an answer to the open question, in words."""
        choice = self.choice
        if choice is None:
            return "the levels are settled"
        if choice.kind == SHARE:
            return f"give the last third to one of seats {_seats(choice.targets)}"
        if choice.kind == ANSWER:
            return "accept or refuse the levels offered"
        if isinstance(action, Transfer) and action.seat in choice.targets:
            most = min(choice.levels, self._room(action.seat))
            return f"seat {action.seat} can take at most {most} level{'s' if most != 1 else ''} now"
        return f"{choice.describe()}; the seats you may choose: {_seats(choice.targets)}"

    def answer(self, action: TractorAction) -> None:
        """Take one answer (check it against :meth:`legal` first)."""
        choice = self.choice
        if choice is None or action not in self.legal():
            raise IllegalAction(self.refusal(action))
        self.choice = None
        if choice.kind == SHARE:
            assert isinstance(action, GiveShare)
            shares = {seat: self.amount for seat in self.team}
            shares[action.seat] += self.amount
            self._rise(shares)
        elif choice.kind == ANSWER:
            self._answered(isinstance(action, Accept))
        elif choice.kind == TRANSFER:
            self._transferred(choice.seat, action)
        else:
            self._named(action)

    def result(self) -> HandResult:
        """The hand's result (once :attr:`choice` is ``None``)."""
        return result_of(self.facts, self.side, self.amount, self.moves)

    # ----- the steps -------------------------------------------------------------------------

    def _rise(self, shares: dict[int, int]) -> None:
        """Every winner rises by his share; a winner stopped by a must-play level keeps the
        rest as blocked levels."""
        facts = self.facts
        for seat, by in sorted(shares.items()):
            leaves = self.side == DEALER and self.moves.levels[seat] == facts.level
            self.unused[seat] = self.moves.rise(seat, by, leaves_must_play=leaves).unused
        if facts.rules.level_transfer:
            self.givers = [seat for seat in sorted(self.unused) if self.unused[seat]]
        self._next_giver()

    def _next_giver(self) -> None:
        while self.givers:
            giver = self.givers[0]
            targets = self._transfer_targets(giver)
            if self.unused[giver] and targets:
                self._ask(TRANSFER, giver, self.unused[giver], None, targets)
                return
            self.givers.pop(0)
            self.refused = set()
        self._after_transfers()

    def _transfer_targets(self, giver: int) -> tuple[int, ...]:
        rules = self.facts.rules
        steps = ladder(rules)
        mates = [s for s in self.team if s != giver and s not in self.refused
                 and room_to_next_gate(self.moves.levels[s], rules)]
        opponents = [s for s in range(self.facts.seats)
                     if s not in self.team and steps.index(self.moves.levels[s])]
        return (*mates, *opponents)

    def _transferred(self, giver: int, action: TractorAction) -> None:
        if isinstance(action, Pass):
            if self.unused[giver]:
                self.moves.notes.append(f"seat {giver} keeps {self.unused[giver]} blocked level(s)")
            self.givers.pop(0)
            self.refused = set()
        elif isinstance(action, Transfer) and action.seat in self.team:
            self.offer = (giver, action.seat, action.count)
            self._ask(ANSWER, action.seat, action.count, giver, (action.seat,))
            return
        else:
            assert isinstance(action, Transfer)
            left = self.moves.drop(action.seat, action.count)
            self.moves.notes.append(f"seat {giver} drops seat {action.seat} by "
                                    f"{action.count - left}")
            self.unused[giver] -= action.count - left
        self._next_giver()

    def _answered(self, accepted: bool) -> None:
        assert self.offer is not None
        giver, mate, count = self.offer
        self.offer = None
        if accepted:
            self.moves.rise(mate, count, leaves_must_play=False)
            self.moves.notes.append(f"seat {giver} gives {count} level(s) to seat {mate}")
            self.unused[giver] -= count
        else:
            self.moves.notes.append(f"seat {mate} refuses {count} level(s) from seat {giver}")
            self.refused.add(mate)
        self._next_giver()

    def _after_transfers(self) -> None:
        """The J and A rules, once the catchers have risen (§2.5.3 lines 235–237)."""
        facts = self.facts
        if self.side == DEALER or not facts.catchers_won_last:
            return
        if self.p < facts.rules.turnover_steps * facts.rules.level_step:  # the catchers won
            return
        ranks = facts.last_winning_ranks
        friends = friends_of(facts)
        if facts.level == JACK and ranks == {JACK}:
            total = jack_drop(facts.last_winning_unit)
            dealer_drop = total * 2 // 3 if friends else total
            self.moves.notes.append(f"J rule: the dealer side drops {total} level(s)")
            self._drop_dealer_side(dealer_drop, total - dealer_drop)
        elif facts.level == ACE and ranks == {ACE}:
            self.moves.notes.append("A rule: the dealer drops to J, the friend 3 levels")
            steps = ladder(facts.rules)
            self._drop_dealer_side(steps.index(ACE) - steps.index(JACK), ACE_FRIEND_DROP)

    def _drop_dealer_side(self, dealer_drop: int, friend_drop: int) -> None:
        """Drops stop at the lowest level; the rest passes to the friend, then to the
        catchers the dealer names (never the digger), then to the digger."""
        facts = self.facts
        rest = self.moves.drop(facts.dealer, dealer_drop)
        friends = friends_of(facts)
        rest += friend_drop if friends else 0
        for friend in friends:
            rest = self.moves.drop(friend, rest)
        self.rest = rest
        self._name_next()

    def _name_next(self) -> None:
        facts = self.facts
        if not self.rest:
            return
        steps = ladder(facts.rules)
        named = tuple(s for s in sorted(facts.catchers)
                      if s != facts.last_winner and steps.index(self.moves.levels[s]))
        if named:
            self._ask(NAME_CATCHERS, facts.dealer, self.rest, None, named)
            return
        self._drop_digger()

    def _named(self, action: TractorAction) -> None:
        if isinstance(action, Transfer):
            left = self.moves.drop(action.seat, action.count)
            self.moves.notes.append(f"the dealer names seat {action.seat}: down "
                                    f"{action.count - left}")
            self.rest -= action.count - left
            self._name_next()
            return
        self._drop_digger()

    def _drop_digger(self) -> None:
        self.rest = self.moves.drop(self.facts.last_winner, self.rest)
        self.rest = 0


# ----- the shares and the Decision every AI seat follows -------------------------------------


def saver(facts: HandFacts) -> int:
    """Who of the dealer side saved the last trick; the dealer when the catchers won it."""
    return facts.last_winner if facts.last_winner in facts.dealer_side else facts.dealer


def friends_of(facts: HandFacts) -> list[int]:
    return sorted(facts.dealer_side - {facts.dealer})


def dealer_side_shares(facts: HandFacts, base: int) -> dict[int, int]:
    """How the dealer side's 3b (or a lone dealer's 4b) is shared between its players.

    ``fixed``: the saver takes 2b.  ``flexible``: the saver gives the last b; by
    the Decision an AI follows, to the lower of the two (to himself on a tie).
    """
    friends = friends_of(facts)
    if not friends:
        return {facts.dealer: 4 * base}
    shares = {facts.dealer: base, **{friend: base for friend in friends}}
    who = saver(facts)
    if facts.rules.friend_share == "fixed":
        shares[who] += base
        return shares
    steps = ladder(facts.rules)
    lowest = min(shares, key=lambda s: (steps.index(facts.levels[s]), s != who))
    shares[lowest] += base
    return shares


def jack_drop(unit: tuple[int, int]) -> int:
    """The J rule's total drop for the winning J's shape (width, length)."""
    width, length = unit
    if length >= 2:
        return JACK_TITANIC_DROP if width >= 3 else JACK_TRACTOR_DROP
    return JACK_DROPS.get((width, 1), JACK_DROPS[(3, 1)])


def default_action(choice: LevelChoice, legal: list[TractorAction],
                   rules_ladder: str, team: frozenset[int] | None = None) -> TractorAction:
    """The **Decision** of docs/tractor-modes.md §2.5.3 for an AI seat (and for :func:`settle`).

    Blocked levels go to the lowest teammate first, as many as he can take, else
    drop the highest opponent; an offer is accepted; the last third goes to the
    lower of the two (the saver on a tie); the J and A rules' rest goes to the
    highest catcher first.  ``team`` is the chooser's side: the teammates a
    transfer may give to (without it a transfer only drops opponents).
    """
    if choice.kind == ANSWER:
        return ACCEPT
    levels = choice.standing

    def height(seat: int) -> int:
        return rules_ladder.index(levels[seat])

    if choice.kind == SHARE:
        return GiveShare(min(choice.targets, key=lambda s: (height(s), s != choice.seat)))
    moves = [a for a in legal if isinstance(a, Transfer)]
    if not moves:
        return PASS
    if choice.kind == TRANSFER:
        mates = [a for a in moves if team is not None and a.seat in team]
        if mates:
            low = min(mates, key=lambda a: (height(a.seat), a.seat))
            return max((a for a in mates if a.seat == low.seat), key=lambda a: a.count)
    high = min(moves, key=lambda a: (-height(a.seat), a.seat))
    return max((a for a in moves if a.seat == high.seat), key=lambda a: a.count)


def chooser_side(settlement: LevelSettlement) -> frozenset[int]:
    """The side of the seat answering now (the giver's teammates for a transfer)."""
    return frozenset(settlement.team)


def settle_all(settlement: LevelSettlement) -> None:
    """Answer every open question by the Decision (:func:`default_action`)."""
    steps = ladder(settlement.facts.rules)
    while settlement.choice is not None:
        legal = settlement.legal()
        settlement.answer(default_action(settlement.choice, legal, steps, chooser_side(settlement)))


def open_settlement(facts: HandFacts, side: str, amount: int, p: int,
                    moves: Moves) -> LevelSettlement:
    """Start the equal-rights settlement; its first question, if any, is open."""
    return LevelSettlement(facts, side, amount, p, moves)


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(str(s) for s in seats)


__all__ = [
    "ANSWER",
    "NAME_CATCHERS",
    "PHASE_LEVELS",
    "SHARE",
    "TRANSFER",
    "LevelChoice",
    "LevelSettlement",
    "default_action",
    "open_settlement",
    "settle_all",
]
