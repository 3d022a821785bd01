"""Facts about each kind of combination, in one table.

Every kind of play a mode can use is declared here once: its bomb class (0 for
ordinary plays; a play of a higher class beats any play of a lower one), its
chain unit (cards per link, 0 when the kind is not a chain) and its shortest
chain.  Pattern sets, the AI and the app read these facts instead of keeping
their own lists of kind names.

>>> KINDS["pair_chain"].chain_unit, KINDS["pair_chain"].min_chain
(2, 3)
>>> KINDS["rocket"].bomb_class > KINDS["bomb"].bomb_class > 0
True
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Kind:
    """One kind of combination and the facts every reader needs about it."""

    name: str
    bomb_class: int = 0
    chain_unit: int = 0
    min_chain: int = 0

    @property
    def is_bomb(self) -> bool:
        return self.bomb_class > 0

    @property
    def is_chain(self) -> bool:
        return self.chain_unit > 0


KINDS: dict[str, Kind] = {}


def declare_kind(kind: Kind) -> Kind:
    """Add a kind (a mode's pattern set declares the kinds only it has)."""
    known = KINDS.get(kind.name)
    if known is not None and known != kind:
        raise ValueError(f"kind {kind.name!r} is already declared differently: {known}")
    KINDS[kind.name] = kind
    return kind


def kind(name: str) -> Kind:
    """The declared kind called ``name``; ``ValueError`` names the unknown kind."""
    try:
        return KINDS[name]
    except KeyError:
        raise ValueError(f"unknown play kind {name!r}") from None


for _kind in (
    Kind("single"),
    Kind("pair"),
    Kind("trio"),
    Kind("trio_single"),
    Kind("trio_pair"),
    Kind("straight", chain_unit=1, min_chain=5),
    Kind("pair_chain", chain_unit=2, min_chain=3),
    Kind("trio_chain", chain_unit=3, min_chain=2),
    Kind("airplane_single", chain_unit=4, min_chain=2),
    Kind("airplane_pair", chain_unit=5, min_chain=2),
    Kind("four_two_single"),
    Kind("four_two_pair"),
    Kind("bomb", bomb_class=1),
    Kind("rocket", bomb_class=9),
    # The two-deck modes (docs/doudizhu-modes.md §5, §6).  Joker bombs share the bomb class: in
    # ``five`` they sit between bombs of given lengths, so its pattern set orders them.
    Kind("joker_bomb_2", bomb_class=1),
    Kind("joker_bomb_3", bomb_class=1),
    Kind("heaven_bomb", bomb_class=9),
    Kind("four"),
    Kind("four_chain", chain_unit=4, min_chain=2),
    Kind("four_trio"),
    Kind("carrier", chain_unit=7, min_chain=2),
    Kind("dress"),
    Kind("spaceship", chain_unit=9, min_chain=2),
    # Wildcards (docs/doudizhu-modes.md §2): rocket > pure wild bomb > hard bomb > soft bomb.
    Kind("soft_bomb", bomb_class=2),
    Kind("hard_bomb", bomb_class=3),
    Kind("wild_bomb", bomb_class=4),
):
    declare_kind(_kind)
