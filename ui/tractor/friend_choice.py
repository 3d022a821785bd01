"""What the friend-card picker offers: every call the rules allow, and what each one means
for the dealer's own cards (找朋友, docs/tractor-modes.md §2.5.1).

A call names a face the mode's ``friend_cards`` allows (by default one that is not
trump this hand; docs/tractor.md §1.15) and an ordinal k (1 ≤ k ≤ decks):
whoever plays the k-th copy joins the dealer.  The rules forbid trump faces (jokers
are never offered; level cards and the trump suit are refused with a reason).
Copies are counted in play order, the dealer's own included, and a buried copy is
never played — so a call the rules allow may still be one that can find nobody
(every copy in the dealer's hand or kitty) or that the dealer's own card may
answer (he holds a copy that could come first).  Those are allowed, and said: a
dealer may call his own card on purpose to play alone (1 v 4, one extra level).

Pure: no drawing; :mod:`ui.tractor.friend_picker` shows it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import SUITS, Card
from game.shengji import TractorView
from game.shengji.actions import FriendCall
from game.shengji.cards import RANKS
from game.shengji.phases.call_friends import refusal
from game.shengji.trump import order_for

FACES = tuple(reversed(RANKS))  # A K Q … 2, as players read a suit

ALLOWED, NOBODY, OWN_FIRST, FORBIDDEN = "allowed", "nobody", "own_first", "forbidden"


@dataclass(frozen=True)
class CallVerdict:
    """One cell of the picker at one ordinal: may it be called, and what it means.

    ``kind`` is :data:`ALLOWED`, :data:`OWN_FIRST` (the dealer holds a copy that may be
    the called one), :data:`NOBODY` (no other seat can ever play the called copy), or
    :data:`FORBIDDEN` (the rules refuse it).  ``key`` and ``params`` word it.
    """

    kind: str
    key: str
    params: dict[str, object]

    @property
    def callable(self) -> bool:
        return self.kind != FORBIDDEN


def card_of(rank: str, suit: str) -> Card:
    return Card.parse(rank + suit)


def held(view: TractorView, rank: str, suit: str) -> int:
    """Copies of the face in the dealer's hand."""
    return sum(1 for c in view.hand if not c.is_joker and c.rank_char == rank and c.suit == suit)


def buried(view: TractorView, rank: str, suit: str) -> int:
    """Copies of the face the dealer buried (he sees his kitty)."""
    return sum(1 for c in view.kitty or () if not c.is_joker and c.rank_char == rank
               and c.suit == suit)


def verdict(view: TractorView, rank: str, suit: str, ordinal: int,
            others: tuple[FriendCall, ...] = ()) -> CallVerdict:
    """What calling "the ``ordinal``-th ``rank``/``suit``" means for this dealer
    (``others``: the calls already chosen in the other slots)."""
    assert view.trump is not None
    rules = view.rules
    card = card_of(rank, suit)
    if refusal(card, view.trump, rules) is not None:  # the mode's friend_cards (§1.15)
        return CallVerdict(FORBIDDEN, _refusal_key(view, card), {"card": _face(card)})
    if not 1 <= ordinal <= rules.decks:
        return CallVerdict(FORBIDDEN, "tractor.friends.ordinal", {"n": rules.decks})
    if FriendCall(rank, suit, ordinal) in others:
        return CallVerdict(FORBIDDEN, "tractor.friends.twice", {})
    mine, kitty = held(view, rank, suit), buried(view, rank, suit)
    playable = rules.decks - kitty
    if ordinal > playable or mine >= playable:
        key = "tractor.friends.buried" if ordinal > playable else "tractor.friends.all_mine"
        return CallVerdict(NOBODY, key, {"card": _face(card), "n": mine, "k": kitty})
    call = _call(FriendCall(rank, suit, ordinal))
    if mine >= ordinal:
        return CallVerdict(OWN_FIRST, "tractor.friends.own_first",
                           {"card": _face(card), "n": mine, "call": call})
    return CallVerdict(ALLOWED, "tractor.friends.allowed", {"card": _face(card), "call": call})


def _refusal_key(view: TractorView, card: Card) -> str:
    """Why ``friend_cards`` refuses the card, as a translation key."""
    assert view.trump is not None
    if order_for(view.trump, view.rules).is_trump(card):
        level = card.rank_char == view.trump.level
        return "tractor.friends.level_card" if level else "tractor.friends.trump"
    if view.rules.friend_cards == "no_points":
        return "tractor.friends.points"
    return "tractor.friends.highest"


def suggested(view: TractorView) -> tuple[FriendCall, ...]:
    """The calls the picker opens on: what the hard AI would call for this hand."""
    from ai.shengji.friends import calls_for

    options = [FriendCall(rank, suit, k) for suit in SUITS for rank in FACES
               for k in range(1, view.rules.decks + 1)
               if verdict(view, rank, suit, k).callable]
    return calls_for(view, options, max(1, view.rules.friend_calls)).calls


def _call(call: FriendCall) -> str:
    from ui.tractor.presenter import friend_call_text

    return friend_call_text(call)


def _face(card: Card) -> str:
    from ui.tractor.cardsort import card_text

    return card_text(card)
