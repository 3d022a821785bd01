"""The Tractor :class:`Game`: one hand, from the paced deal to the level changes, on the
shared engine.

:class:`game.engine.PhasedGame` runs the mode's ``phases`` in order
(:mod:`game.shengji.phases`), checks every action through one path — the same
check :meth:`Game.check` offers the app — and keeps the log and the record.  This
family adds its deal (dealer, levels, the first receiver), its redeal counts, its
view, the forfeit of a hand left early and its record's start options.  A
:class:`~game.shengji.match.Match` carries levels and dealer on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from game.cards import Card
from game.engine import PhasedGame
from game.events import Event
from game.shengji.actions import TractorAction, action_problem, parse_action
from game.shengji.modes import RECORD_FORMAT, TractorRules
from game.shengji.phase import MAX_VOID_REDEALS
from game.shengji.phases.play import forfeit
from game.shengji.scoring import HandResult
from game.shengji.start import check_start, start_deal
from game.shengji.state import DealState
from game.shengji.trump import Trump
from game.shengji.versions import RECORD_VERSION, pass_silent_turns
from game.shengji.view import TractorView, build_view

VOID_REASONS = ("no_declaration", "no_bid")


class Game(PhasedGame[DealState, TractorAction]):
    """A hand of Tractor.  Create with :func:`new_game`; drive with :meth:`apply`."""

    record_format = RECORD_FORMAT
    record_version = RECORD_VERSION
    rules: TractorRules
    result: HandResult | None

    def __init__(self, rules: TractorRules, seed: int, *, dealer: int | None = None,
                 levels: Sequence[str] | None = None, first_bidder: int | None = None,
                 deck: Sequence[Card] | None = None) -> None:
        from game.shengji.phases import phase_named

        self.levels: tuple[str, ...] = check_start(rules, seed, dealer, levels, first_bidder, deck)
        self.fixed_dealer = dealer
        self.start_first_bidder = first_bidder
        self.fixed_deck = list(deck) if deck is not None else None
        self.weak_redeals = 0
        self.void_redeals = 0  # redeals because nobody declared or nobody bid
        self.skips_silent_turns = False  # replaying a version-1 record (game.shengji.versions)
        super().__init__(rules, seed, [phase_named(name) for name in rules.phases])

    @property
    def dealer(self) -> int | None:
        return self.state.dealer

    @property
    def level(self) -> str:
        """The level this hand is played at: the dealer's (side's) level."""
        return self.state.level

    @property
    def trump(self) -> Trump | None:
        return self.state.trump

    def dealer_side(self) -> frozenset[int]:
        """The dealer's side as it stands: partners, friends found so far, or him alone."""
        return self.state.dealer_side(self.rules.teams)

    @property
    def next_first_bidder(self) -> int:
        """三人竞标: the seat that bids first in the next hand of a match."""
        return (self.state.first_bidder + 1) % self.seats

    @property
    def last_void_deal(self) -> bool:
        """Whether this deal may no longer be voided for want of a declaration or a bid."""
        return self.void_redeals >= MAX_VOID_REDEALS

    # ----- the family's hooks on the engine ---------------------------------------------------

    def deal(self, number: int) -> DealState:
        return start_deal(self, number)

    def redeal(self, reason: str) -> None:
        """The deal is void (nobody declared, nobody bid, a weak hand): deal again."""
        if reason in VOID_REASONS:
            self.void_redeals += 1
        super().redeal(reason)

    def redeal_reason(self) -> str:
        return {"weak_hand": "weak_hand", "auction": "no_bid"}.get(self.phase, "no_declaration")

    def action_problem(self, action: object, cards: object) -> str | None:
        return action_problem(action)

    def apply_entry(self, seat: int, text: str) -> None:
        self.apply(parse_action(text), seat)

    def apply_logged(self, entry: str) -> None:
        """Apply one logged action ``'<seat> <action>'``; a version-1 record did not log
        the passes of silent turns, so they are passed first (game.shengji.versions)."""
        if self.skips_silent_turns:
            pass_silent_turns(self)
        super().apply_logged(entry)

    def forfeit(self, seat: int) -> None:
        """The hand ends at once as a loss for ``seat``'s side (phases.play.forfeit)."""
        forfeit(self, seat)

    def build_view(self, seat: int) -> TractorView:
        return build_view(self, seat)

    def start_fields(self) -> dict[str, object]:
        deck = " ".join(str(c) for c in self.fixed_deck) if self.fixed_deck else None
        return {"dealer": self.fixed_dealer, "levels": list(self.levels),
                "first_bidder": self.start_first_bidder, "deck": deck}

    # ----- the public interface, typed for this family ----------------------------------------

    def apply(self, action: TractorAction, seat: int | None = None) -> list[Event]:
        """Apply an action and return what happened; refuse it (changing nothing) with
        :class:`IllegalAction`.  ``seat`` defaults to the seat to act; during the deal any
        seat may declare."""
        return self.perform(action, seat)

    def view(self, seat: int) -> TractorView:
        """What ``seat`` may see now: its hand and the public facts, nothing else."""
        return cast(TractorView, super().view(seat))


def new_game(rules: TractorRules, seed: int, *, dealer: int | None = None,
             levels: Sequence[str] | None = None, first_bidder: int | None = None,
             deck: Sequence[Card] | None = None, landlord: int | None = None) -> Game:
    """Deal a new Tractor hand.  ``dealer`` is fixed by the match (``None`` in its first
    hand: the final declarer deals); ``levels`` gives each seat's level; ``first_bidder``
    starts the three-player auction; ``deck`` fixes the first deal's card order (card
    ``i`` goes to seat ``(first receiver + i) % seats``).  ``landlord`` is the shared name
    of ``dealer``.  A bad option raises :class:`~game.errors.InvalidSetting` naming it."""
    if landlord is not None and dealer is None:
        dealer = landlord
    return Game(rules, seed, dealer=dealer, levels=levels, first_bidder=first_bidder, deck=deck)
