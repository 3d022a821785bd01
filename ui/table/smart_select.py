"""Smart selection (智能选牌): what a drag or a click in the hand selects.

- A drag over a run selects the straight or chain in it, one card per rank for a
  straight (not every card the drag ran over), when the cards dragged over are not a
  play by themselves.  Following a straight or chain, it is the smallest one of the
  same kind and length in the run that beats the table; otherwise the longest
  straight in the run, else the longest pair chain, else the longest trio chain.
- A click on a card while following, with nothing selected, offers the smallest play
  that beats the table and contains that card, the card in the play's body (the
  trio, the chain) before a play where it would only be a kicker, and a bomb only when
  nothing else holds it.
- Anything else keeps the plain rule (a click toggles a card, a drag adds its range).

The plays come from the rules core (``legal_plays``), so a smart pick is always a
legal play: the 出牌 button and ``Game.apply`` agree with it.  The player's turn does
not have to have come: a drag works while an AI seat thinks (the selection is kept
when the turn arrives); a click offers plays only on the player's own turn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from game import beats, classify, legal_plays
from game.cards import Card
from game.doudizhu.view import PHASE_PLAY
from game.plays import Play

CHAIN_KINDS = ("straight", "pair_chain", "trio_chain")


def cards_for(play: Play, pool: Sequence[Card], first: Card | None = None) -> list[Card]:
    """Physical cards from ``pool`` for ``play`` (``first`` among them if given); lowest
    suits first, as the hint picks them."""
    chosen: list[Card] = [first] if first is not None else []
    needed = Counter(play.ranks)
    if first is not None:
        needed[first.rank] -= 1
    for card in sorted(pool, key=lambda c: (c.rank, c.suit)):
        if needed[card.rank] > 0 and card not in chosen:
            chosen.append(card)
            needed[card.rank] -= 1
    return chosen


def body_ranks(play: Play) -> set[int]:
    """The ranks that make the play what it is (the trio of 三带一, every rank of a chain):
    those held most often in it."""
    counts = Counter(play.ranks)
    most = max(counts.values())
    return {rank for rank, n in counts.items() if n == most}


def drag_pick(picked: Sequence[Card], view: Any) -> list[Card] | None:
    """The chain to select from the cards a drag ran over, or None for all of them."""
    if len(picked) < 3 or view.phase != PHASE_PLAY:
        return None
    rules, previous, wild = view.rules, view.previous, getattr(view, "wild", None)
    readings = classify(list(picked), rules, wild=wild)
    if readings and (previous is None or any(beats(p, previous, rules) for p in readings)):
        return None  # the run is a play as it stands
    if previous is not None and previous.kind in CHAIN_KINDS:
        same = [
            p for p in legal_plays(list(picked), previous, rules, wild=wild)
            if p.kind == previous.kind
        ]
        best = min(same, key=lambda p: p.rank, default=None)
    else:
        chains = [p for p in legal_plays(list(picked), None, rules, wild=wild)
                  if p.kind in CHAIN_KINDS]
        best = min(
            chains,
            key=lambda p: (CHAIN_KINDS.index(p.kind), -len(p), p.rank),
            default=None,
        )
    return cards_for(best, picked) if best is not None else None


def click_pick(card: Card, hand: Sequence[Card], view: Any) -> list[Card] | None:
    """The smallest play that beats the table and holds ``card``, or None (plain toggle)."""
    if view.phase != PHASE_PLAY or view.previous is None or view.to_act != view.seat:
        return None
    holding = [p for p in view.legal if card.rank in p.ranks]
    if not holding:
        return None
    best = min(
        holding,
        key=lambda p: (p.is_bomb, card.rank not in body_ranks(p), p.rank, len(p), sum(p.ranks)),
    )
    return cards_for(best, hand, first=card)


class SmartSelect:
    """What the hand asks when a drag or a click ends; reads the scene's current view."""

    def __init__(self, view: Callable[[], Any]) -> None:
        self.view = view

    def drag(self, picked: Sequence[Card]) -> list[Card] | None:
        return drag_pick(picked, self.view())

    def click(self, card: Card, hand: Sequence[Card], selected: set[Card]) -> list[Card] | None:
        if selected:
            return None  # the player is building a selection: a click only toggles
        return click_pick(card, hand, self.view())
