"""记牌: what a seat can know about the cards it cannot see.

Every play is public, so a seat knows exactly which cards are still outside its
own hand: the mode's decks less its hand and everything played.  It also knows
some of them by seat: a kitty it was shown holds cards the landlord has not
played yet, and 明牌 hands are open.  A pass says something too: a seat that
passes on an opponent's single 9 probably holds no single above 9 it is willing
to play.  The :class:`Knowledge` built here feeds the play policy (which of our
plays can no longer be beaten) and the sampler of the search (deals that fit
what we saw).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ai.doudizhu.ranks import add, cards_outside, counts_of_cards
from ai.doudizhu.seating import Seating
from game.cards import BIG_JOKER, RANK_COUNT, SMALL_JOKER, TWO, Card
from game.plays import BOMB, PAIR, ROCKET, SINGLE, TRIO, Play

__all__ = ["Knowledge", "build_knowledge"]

# Kinds whose classic replies are one rank's cards (or a bomb): "can it be beaten?" is then
# a scan of the pool, not a list of every reply (the policy asks it for every plan play).
_RANK_KINDS = {SINGLE: (1, RANK_COUNT), PAIR: (2, TWO + 1), TRIO: (3, TWO + 1)}
_BOMB_CARDS = 4


@dataclass
class Knowledge:
    """What ``seat`` knows about the unseen cards, as rank-count vectors.

    ``outside`` is every card neither in our hand nor played yet (set-aside cards
    included: nobody has seen them).  ``known`` maps a seat to cards it surely
    holds.  ``caps`` maps a seat to the highest single and pair key it showed it
    lacks above (from passing on an opponent).
    """

    seating: Seating
    seat: int
    outside: list[int]
    cards_left: tuple[int, ...]
    known: dict[int, list[int]] = field(default_factory=dict)
    caps: dict[int, dict[str, int]] = field(default_factory=dict)
    played: dict[int, list[int]] = field(default_factory=dict)
    # The play phase so far, ``(seat, play or None)``: what :mod:`ai.doudizhu.inference` reads.
    history: tuple[tuple[int, Play | None], ...] = ()
    _beatable: dict[tuple[Play, bool], bool] = field(default_factory=dict, repr=False)
    _opponent_pool: list[int] | None = field(default=None, repr=False)

    @property
    def landlord(self) -> int:
        return self.seating.landlord

    @property
    def aside(self) -> int:
        """How many unseen cards are in nobody's hand: set aside by the mode, or discarded
        from a kitty unseen (帝主).  The outside cards less what the other hands hold."""
        others = sum(n for s, n in enumerate(self.cards_left) if s != self.seat)
        return sum(self.outside) - others

    def opponents(self) -> tuple[int, ...]:
        return self.seating.opponents(self.seat)

    def partner(self) -> int | None:
        """The partner closest to going out (``None`` when we play alone)."""
        partners = self.seating.partners(self.seat)
        if not partners:
            return None
        return min(partners, key=lambda s: self.cards_left[s])

    def pool_of(self, seats: Sequence[int]) -> list[int]:
        """Cards that ``seats`` might hold together: outside minus what others surely hold."""
        pool = list(self.outside)
        for s, cards in self.known.items():
            if s not in seats:
                pool = [max(0, p - c) for p, c in zip(pool, cards, strict=True)]
        return pool

    def can_be_beaten(self, play: Play, bombs: bool = True) -> bool:
        """Whether some opponent could still beat ``play`` (pooled, so cautious)."""
        key = (play, bombs)
        found = self._beatable.get(key)
        if found is None:
            found = self._can_be_beaten(play, bombs)
            self._beatable[key] = found
        return found

    def _can_be_beaten(self, play: Play, bombs: bool) -> bool:
        opponents = self.opponents()
        longest = max(self.cards_left[s] for s in opponents)
        if longest == 0:
            return False
        if self._opponent_pool is None:
            self._opponent_pool = self.pool_of(opponents)
        pool = self._opponent_pool
        if self.seating.one_deck_classic and (play.kind in _RANK_KINDS or play.is_bomb):
            return self._beaten_by_rank(pool, play, bombs, longest, opponents)
        for reply in self.seating.moves(pool, play):
            if len(reply) > longest:
                continue
            if reply.is_bomb and not bombs:
                continue
            if not reply.is_bomb and not self._allowed_by_caps(reply, opponents):
                continue
            return True
        return False

    def _beaten_by_rank(
        self, pool: list[int], play: Play, bombs: bool, longest: int, opponents: Sequence[int]
    ) -> bool:
        """:meth:`_can_be_beaten` of a single, pair, trio, bomb or rocket on one classic deck,
        by scanning the pool for the replies the classic generator would list."""
        kind = play.kind
        if kind == ROCKET:
            return False
        if kind != BOMB:
            need, top = _RANK_KINDS[kind]
            if longest >= need:
                for r in range(play.rank + 1, top):
                    if pool[r] >= need and self._cap_allows(kind, r, opponents):
                        return True
        if not bombs:
            return False
        floor = play.rank if kind == BOMB else -1
        if longest >= _BOMB_CARDS and any(pool[r] == _BOMB_CARDS
                                          for r in range(floor + 1, TWO + 1)):
            return True
        return longest >= 2 and pool[SMALL_JOKER] > 0 and pool[BIG_JOKER] > 0

    def _cap_allows(self, kind: str, rank: int, opponents: Sequence[int]) -> bool:
        """Some opponent may still hold a ``kind`` of ``rank`` (it never passed below it)."""
        for s in opponents:
            cap = self.caps.get(s, {}).get(kind)
            if cap is None or rank <= cap:
                return True
        return False

    def _allowed_by_caps(self, reply: Play, opponents: Sequence[int]) -> bool:
        """False when every opponent showed, by passing, that it lacks ``reply``."""
        for s in opponents:
            cap = self.caps.get(s, {}).get(reply.kind)
            if cap is None or reply.rank <= cap:
                return True
        return False


def build_knowledge(
    seating: Seating,
    seat: int,
    hand: list[int],
    history: tuple[tuple[int, Play | None], ...],
    cards_left: tuple[int, ...],
    kitty: tuple[Card, ...] | None = None,
    shown: dict[int, tuple[Card, ...]] | None = None,
) -> Knowledge:
    """Replay the public history into a :class:`Knowledge` for ``seat``.

    ``kitty`` is the kitty as this seat saw it (``None`` when the mode hides it).
    """
    ranks = len(hand)
    played: dict[int, list[int]] = {s: [0] * ranks for s in range(seating.seats)}
    caps: dict[int, dict[str, int]] = {}
    last: tuple[int, Play] | None = None
    for who, play in history:
        if play is not None:
            last = (who, play)
            played[who] = add(played[who], play)
            continue
        if last is not None and not seating.same_side(who, last[0]):
            _note_pass(caps.setdefault(who, {}), last[1])
    everyone = [sum(column) for column in zip(*played.values(), strict=True)]
    outside = cards_outside(seating.deck, hand, everyone)
    knowledge = Knowledge(seating, seat, outside, cards_left, caps=caps, played=played,
                          history=tuple(history))
    _add_known(knowledge, kitty, shown or {})
    return knowledge


def _note_pass(seat_caps: dict[str, int], play: Play) -> None:
    if play.kind in (SINGLE, PAIR):
        seat_caps[play.kind] = min(seat_caps.get(play.kind, 99), play.rank)


def _add_known(
    knowledge: Knowledge, kitty: tuple[Card, ...] | None, shown: dict[int, tuple[Card, ...]]
) -> None:
    landlord = knowledge.landlord
    if kitty and landlord != knowledge.seat:
        kit = counts_of_cards(kitty)
        spent = knowledge.played.get(landlord, [0] * len(kit))
        knowledge.known[landlord] = [max(0, k - p) for k, p in zip(kit, spent, strict=True)]
    for s, cards in shown.items():
        if s == knowledge.seat:
            continue
        counts = counts_of_cards(cards)
        if sum(counts) != knowledge.cards_left[s]:
            spent = knowledge.played.get(s, [0] * len(counts))
            counts = [max(0, c - p) for c, p in zip(counts, spent, strict=True)]
        knowledge.known[s] = [min(c, o) for c, o in zip(counts, knowledge.outside, strict=True)]
