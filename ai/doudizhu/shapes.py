"""The plan's shapes per mode: which groups a two-deck hand splits into, and their worth.

Classic plans (:mod:`ai.doudizhu.decompose`) know bombs of four and the B+R rocket.  The
two-deck modes of docs/doudizhu-modes.md §4–§6 differ: a rank may hold five to eight cards and
such a long bomb is one play that beats every shorter bomb, so it is worth more
than a four-bomb and a kicker; jokers pair up (``BB`` and ``RR`` are pairs in
``four`` and ``emperor``, bombs in ``five``) and all four make the mode's top
bomb; no mode here has trio + single; 帝主's four is an ordinary play (bombs
start at five cards), its fours chain, and a four or four chain carries trios (four +
trio, carrier) and pairs with them (dress, spaceship).  A :class:`PlanShapes` says all that
for one pattern set, so the decomposer builds plans whose plays the mode accepts.

A bomb's worth follows its place in the mode's bomb order (its *level*): each
level up is worth :data:`LEVEL_STEP`, the rank a little within a level, so a
longer bomb always outvalues a shorter one, as it outranks it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import BIG_JOKER, SMALL_JOKER
from game.plays import BOMB, PAIR, ROCKET, SINGLE, Play, make_play

__all__ = ["PlanShapes", "shapes_for"]

BOMB_BASE = 12.0  # a classic four-bomb of 3s is worth 12 (ai.doudizhu.decompose.play_value)
LEVEL_STEP = 2.0
RANK_SHARE = 1.0 / 8  # within a level: 2s over 3s by 1.5, less than a level step
LONG_BOMB = 5  # a rank with this many cards is kept whole: no chain takes from it

JokerGroups = tuple[tuple[Play, ...], float, int]  # plays, their worth, their turns


@dataclass(frozen=True)
class PlanShapes:
    """One pattern set's plan shapes.

    ``min_bomb``: the fewest cards of a rank that bomb (below it: single … trio, and in
    帝主 the four); ``levels``: each same-rank bomb length's place in the bomb order;
    ``joker_levels``: the joker bombs' places by (small, big) jokers used; ``joker_pairs``:
    ``BB``/``RR`` are pairs; ``chains``: (width, shortest, kind) of each chain kind,
    widest first; ``four_kinds``: fours and four chains take trios (and pairs) along.
    """

    name: str
    min_bomb: int
    levels: dict[int, int]
    joker_levels: dict[tuple[int, int], tuple[str, int]]
    joker_pairs: bool
    chains: tuple[tuple[int, int, str], ...]
    four_kinds: bool = False  # 帝主: fours carry trios (four + trio, carrier, dress, spaceship)

    def bomb_value(self, length: int, rank: int) -> float:
        """The worth of a same-rank bomb of ``length`` cards, by its level."""
        return BOMB_BASE + LEVEL_STEP * self.levels[length] + RANK_SHARE * rank

    def bomb_play(self, length: int, rank: int) -> Play:
        return make_play(BOMB, rank, [rank] * length)

    def jokers(self, small: int, big: int) -> JokerGroups:
        """The best way to play ``small`` B and ``big`` R jokers: bombs, pairs or singles."""
        best: JokerGroups | None = None
        for option in self._joker_options(small, big):
            if best is None or option[1] - 7.0 * option[2] > best[1] - 7.0 * best[2]:
                best = option
        assert best is not None
        return best

    def _joker_options(self, small: int, big: int) -> list[JokerGroups]:
        options: list[JokerGroups] = []
        for (bs, bb), (kind, level) in self.joker_levels.items():
            if bs <= small and bb <= big:
                rest = self._loose(small - bs, big - bb)
                key = SMALL_JOKER if bs > bb else BIG_JOKER
                bomb = make_play(kind, key, [SMALL_JOKER] * bs + [BIG_JOKER] * bb)
                worth = BOMB_BASE + LEVEL_STEP * level + RANK_SHARE * key
                options.append(((bomb, *rest[0]), worth + rest[1], 1 + rest[2]))
        options.append(self._loose(small, big))
        return options

    def _loose(self, small: int, big: int) -> JokerGroups:
        """Jokers as pairs (where the mode pairs them) and singles."""
        plays: list[Play] = []
        worth = 0.0
        for joker, n in ((SMALL_JOKER, small), (BIG_JOKER, big)):
            if n == 2 and self.joker_pairs:
                plays.append(make_play(PAIR, joker, [joker, joker]))
                worth += joker - 7.0
            else:
                plays += [make_play(SINGLE, joker, [joker])] * n
                worth += (joker - 7.0) * n
        return tuple(plays), worth, len(plays)


_SAME_RANK = {n: n - 4 for n in range(4, 9)}  # four: 4 < 5 < … < 8 cards
_TWO_DECK_CHAINS = ((3, 2, "trio_chain"), (2, 3, "pair_chain"), (1, 5, "straight"))

FOUR = PlanShapes("four", 4, _SAME_RANK, {(2, 2): (ROCKET, 5)}, True, _TWO_DECK_CHAINS)
FIVE = PlanShapes(
    "five", 4, {4: 0, 5: 2, 6: 3, 7: 5, 8: 6},
    {(2, 0): ("joker_bomb_2", 1), (0, 2): ("joker_bomb_2", 1), (2, 1): ("joker_bomb_3", 4),
     (1, 2): ("joker_bomb_3", 4), (2, 2): ("heaven_bomb", 7)},
    False, _TWO_DECK_CHAINS,
)
EMPEROR = PlanShapes(
    "emperor", 5, {n: n - 5 for n in range(5, 9)}, {(2, 2): ("heaven_bomb", 4)}, True,
    ((4, 2, "four_chain"), (3, 3, "trio_chain"), (2, 4, "pair_chain"), (1, 5, "straight")),
    four_kinds=True,
)
_BY_PATTERN_SET = {s.name: s for s in (FOUR, FIVE, EMPEROR)}


def shapes_for(pattern_set: str) -> PlanShapes | None:
    """The plan shapes of a pattern set; ``None``: the classic shapes (the default plan)."""
    return _BY_PATTERN_SET.get(pattern_set)
