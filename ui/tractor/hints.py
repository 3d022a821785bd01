"""提示 at the Tractor table: the ranked choices of every decision the player makes.

Runs on the review worker (:func:`rank_hints` takes the seat's view and gives plain
data back), started as the decision begins, so the table keeps drawing and the
answer is usually there when 提示 / H is pressed.  Each phase ranks its own way:

- playing: :func:`ai.shengji.review.weigh`, the evaluation the after-hand review
  uses (the expert's play and a few others — the normal and hard players' plays,
  the lowest and highest legal follows, each suit's top card or pair on a lead —
  played out on the same sampled deals, best first by the points the player's side
  ends with), so the first hint is a play the review never calls worse than another;
- burying: the expert's burial (:func:`ai.shengji.bury.choose_burial`), then the
  cheapest cards kept by keep-worth without emptying a suit, then the cheapest
  with no point cards;
- declaring (the deal, the final round): the expert's choice, then every other
  declaration by the trumps it would give, and waiting;
- calling a friend: the expert's calls, then the next best single calls;
- bidding, naming trump, a redeal, the kitty theft, the levels: the expert's choice,
  then the other answers the bar offers.

The words that go with a hint are :mod:`ui.tractor.hint_words` (from the view at the
table, in the player's language).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from game.cards import Card
from game.shengji import (
    PASS,
    Bury,
    CallFriends,
    Declare,
    PlayCards,
    TractorAction,
    TractorView,
    follow_error,
    lead_error,
)
from game.shengji.candidates import follow_candidates
from game.shengji.cards import card_points
from game.shengji.phase import PhaseName
from game.shengji.trump import TRUMP, Order, order_for

MAX_HINTS = 5
FOLLOW_LIMIT = 64  # layouts of a follow asked for; the lowest and highest come from them


@dataclass(frozen=True)
class TractorHint:
    """One ranked choice: the action, and for a play the points the player's side is
    expected to end the hand with after it (``side_points``, signed: more is better)."""

    action: TractorAction
    side_points: int | None = None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards the hint picks in the hand (none for a button's choice)."""
        if isinstance(self.action, PlayCards | Bury):
            return tuple(self.action.cards)
        return ()


def rank_hints(view: TractorView) -> list[TractorHint]:
    """The player's choices at ``view``, best first (see the module); on a worker."""
    phase = view.phase
    if phase == PhaseName.PLAY:
        return _play_hints(view) if view.to_act == view.seat else []
    if phase == PhaseName.BURY:
        return _bury_hints(view)
    if phase in (PhaseName.DEALING, PhaseName.FINAL_ROUND):
        return _declare_hints(view)
    if phase == PhaseName.CALL_FRIENDS:
        return _friend_hints(view)
    return _listed_hints(view)


# -- playing ------------------------------------------------------------------------------
def _play_hints(view: TractorView) -> list[TractorHint]:
    from ai.shengji.review import weigh

    ranking = weigh(view, also=play_options(view))
    return [TractorHint(PlayCards(s.cards), s.side_points) for s in ranking[:MAX_HINTS]]


def play_options(view: TractorView) -> list[tuple[Card, ...]]:
    """Plays worth weighing beside the expert's: the other players' and a few shapes,
    each legal (the rules core's own checks)."""
    from ai.shengji.players import LEVELS, LevelPlayer

    trump = view.trump
    assert trump is not None
    order = order_for(trump, view.rules)
    options = [tuple(LevelPlayer(LEVELS[level], 1).play(view)) for level in ("hard", "normal")]
    trick = view.trick
    if trick is None or view.leading:
        options += _lead_shapes(view.hand, order)
        legal = [o for o in options if lead_error(list(o), list(view.hand), trump,
                                                  view.rules) is None]
    else:
        lead = list(trick.plays[0][1])
        options += _follow_shapes(view, lead, order)
        legal = [o for o in options if follow_error(list(o), list(view.hand), lead, trump,
                                                    view.rules) is None]
    return _distinct(legal)


def _lead_shapes(hand: Sequence[Card], order: Order) -> list[tuple[Card, ...]]:
    """Each suit's top pair and top single, and the lowest single of the longest side suit."""
    by_suit: dict[str, list[Card]] = {}
    for card in sorted(hand, key=order.index, reverse=True):
        by_suit.setdefault(order.suit_of(card), []).append(card)
    shapes: list[tuple[Card, ...]] = []
    for cards in by_suit.values():
        pair = _top_pair(cards, order)
        if pair:
            shapes.append(pair)
        shapes.append((cards[0],))
    plain = [cards for suit, cards in by_suit.items() if suit != TRUMP]
    if plain:
        shapes.append((max(plain, key=len)[-1],))
    return shapes


def _top_pair(cards: Sequence[Card], order: Order) -> tuple[Card, ...]:
    seen: dict[object, Card] = {}
    for card in cards:  # highest first
        face = order.face(card)
        if face in seen:
            return (seen[face], card)
        seen[face] = card
    return ()


def _follow_shapes(view: TractorView, lead: list[Card], order: Order) -> list[tuple[Card, ...]]:
    """The lowest and the highest completion of each way to follow (by the card order)."""
    assert view.trump is not None
    found = follow_candidates(list(view.hand), lead, view.trump, view.rules, limit=FOLLOW_LIMIT)
    shapes: list[tuple[Card, ...]] = []
    for candidate in found[:4]:
        shapes.append(tuple(candidate.simplest(key=order.index)))
        shapes.append(tuple(candidate.simplest(key=lambda c: -order.index(c))))
    return shapes


def _distinct(options: Iterable[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
    from ai.shengji.review import same_cards

    out: list[tuple[Card, ...]] = []
    for option in options:
        if not any(same_cards(option, o) for o in out):
            out.append(option)
    return out


# -- burying --------------------------------------------------------------------------------
def _bury_hints(view: TractorView) -> list[TractorHint]:
    from ai.shengji.bury import choose_burial, keep_worth
    from ai.shengji.random_player import trump_of

    order = order_for(trump_of(view), view.rules)
    size = view.rules.kitty_size
    hand = list(view.hand)
    faces: dict[object, int] = {}
    for card in hand:
        faces[order.face(card)] = faces.get(order.face(card), 0) + 1
    top = max((order.index(c) for c in hand if not order.is_trump(c)), default=11)

    def worth(card: Card) -> float:
        return keep_worth(card, order, faces[order.face(card)] >= 2, max(top, 11))

    cheapest = sorted(hand, key=worth)
    no_points = [c for c in cheapest if not card_points(c)]
    burials = [tuple(choose_burial(hand, order, size)), tuple(cheapest[:size])]
    if len(no_points) >= size:
        burials.append(tuple(no_points[:size]))
    return [TractorHint(Bury(b)) for b in _distinct(burials)]


# -- declaring ------------------------------------------------------------------------------
def _declare_hints(view: TractorView) -> list[TractorHint]:
    from ai.shengji.declare import choose_declaration, trump_share
    from game.shengji import Trump

    declares = [a for a in (view.declarable or view.legal or ()) if isinstance(a, Declare)]
    asked = replace(view, legal=(*declares, PASS))
    choice = choose_declaration(asked)

    def trumps(declare: Declare) -> float:
        suit = None if declare.cards[0].is_joker else declare.cards[0].suit
        return trump_share(view.hand, Trump(view.level, suit), view.rules)[0]

    rest = sorted((d for d in declares if d != choice), key=trumps, reverse=True)
    ranked: list[TractorAction] = [choice, *rest]
    if PASS not in ranked:
        ranked.append(PASS)
    return [TractorHint(a) for a in ranked[:MAX_HINTS]]


# -- calling a friend ----------------------------------------------------------------------
def _friend_hints(view: TractorView) -> list[TractorHint]:
    from ai.shengji.friends import call_score, calls_for
    from game.cards import SUITS
    from game.shengji import FriendCall
    from ui.tractor.friend_choice import FACES, verdict

    wanted = max(1, view.rules.friend_calls)
    options = [FriendCall(rank, suit, k) for suit in SUITS for rank in FACES
               for k in range(1, view.rules.decks + 1) if verdict(view, rank, suit, k).callable]
    if not options:
        return []
    best = calls_for(view, options, wanted)
    hints = [TractorHint(best)]
    if wanted == 1:
        others = sorted((o for o in options if o not in best.calls),
                        key=lambda o: call_score(o, view.hand), reverse=True)
        hints += [TractorHint(CallFriends((o,))) for o in others[:MAX_HINTS - 1]]
    return hints


# -- the listed choices ------------------------------------------------------------------------
def _listed_hints(view: TractorView) -> list[TractorHint]:
    from ai.shengji.players import LEVELS, LevelPlayer
    from ui.tractor.actions import offered

    if not view.legal:
        return []
    choice = LevelPlayer(LEVELS["expert"], 1).act(view)
    rest = [a for a in offered(view) if a != choice]
    return [TractorHint(a) for a in [choice, *rest][:MAX_HINTS]]
