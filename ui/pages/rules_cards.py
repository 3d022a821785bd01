"""Card pictures for the rules page: one example of each combination (牌型) a mode has.

Dou Dizhu examples are checked against the mode itself: a candidate is shown only
when ``game.classify`` reads it as its kind under these rules, so a mode shows
exactly the kinds it has (four decks' eight-card bomb and four-joker rocket, 帝主's
fours and spaceships …) and nothing it has not.  Tractor examples are the shapes
every Tractor mode shares (pair, tractor, throw), plus the triple and Titanic of the
three-deck modes and the quad of four decks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

import game
from game.cards import Card, parse_cards
from ui.art.cardart import CardArt, card_height

# One candidate per kind, in the order the rules list them; suits only for the picture.
DOUDIZHU_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("single", "7H"),
    ("pair", "9S 9H"),
    ("trio", "JS JH JD"),
    ("trio_single", "5S 5H 5D 9C"),
    ("trio_pair", "8S 8H 8D KS KH"),
    ("straight", "3D 4S 5H 6C 7S"),
    ("pair_chain", "TS TH JC JD QS QH"),
    ("pair_chain", "TS TH JC JD QS QH KS KD"),  # 帝主: four pairs or more
    ("trio_chain", "4S 4H 4D 5S 5C 5D"),
    ("trio_chain", "4S 4H 4D 5S 5C 5D 6S 6H 6C"),  # 帝主: three trios or more
    ("airplane_single", "6S 6H 6D 7S 7H 7C 3D 9S"),
    ("airplane_pair", "9S 9H 9D TS TH TC 4S 4H KS KD"),
    ("airplane_pair", "9S 9H 9D TS TH TC JS JH JD 4S 4H 6C 6D KS KD"),  # 帝主: three trios
    ("four_two_single", "QS QH QC QD 3S 8H"),
    ("four_two_pair", "7S 7H 7C 7D 4S 4H JS JH"),
    ("four", "KS KH KC KD"),
    ("four_chain", "9S 9H 9C 9D TS TH TC TD"),
    ("four_trio", "QS QH QC QD 3S 3H 3D"),
    ("carrier", "5S 5H 5C 5D 6S 6H 6C 6D 8S 8H 8D JS JH JD"),
    ("dress", "AS AH AC AD 4S 4H 4D 9S 9H"),
    ("spaceship", "7S 7H 7C 7D 8S 8H 8C 8D 3S 3H 3D 4S 4H 4D JS JH QC QD"),
    ("bomb", "6S 6H 6C 6D"),
    ("hard_bomb", "6S 6H 6C 6D"),
    ("bomb", "5S 5H 5C 5D 5S'"),
    ("bomb", "5S 5H 5C 5D 5S' 5H' 5C' 5D'"),
    ("joker_bomb_2", "B B'"),
    ("joker_bomb_3", "B B' R"),
    ("rocket", "B R"),
    ("rocket", "B B' R R'"),
    ("heaven_bomb", "B B' R R'"),
)

# Tractor shapes, at level 2 with hearts trump (so the spades are a plain suit).
TRACTOR_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("single", "AS"),
    ("pair", "QS QS'"),
    ("tractor", "5S 5S' 6S 6S'"),
    ("throw", "AS KS KS' 9S 9S'"),
)
TRIPLE_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("triple", "9S 9S' 9S''"),
    ("titanic", "9S 9S' 9S'' TS TS' TS''"),
)
QUAD_EXAMPLES: tuple[tuple[str, str], ...] = (("quad", "JS JS' JS'' JS'''"),)
# One deck, two colours: black is one suit, so a spade and a club of a rank pair.
COLOUR_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("single", "AS"),
    ("pair", "QS QC"),
    ("tractor", "5S 5C 6S 6C"),
    ("throw", "AS KS KC 9S 9C"),
)


@dataclass(frozen=True)
class Example:
    """One combination's picture: its kind (``rules.kind.<kind>`` names it) and cards."""

    kind: str
    cards: tuple[Card, ...]


def _reads_as(kind: str, cards: list[Card], rules: game.Ruleset) -> bool:
    try:
        plays = game.classify(cards, rules)
    except (ValueError, TypeError):
        return False
    return any(p.kind == kind for p in plays)


def examples_for(rules: game.Ruleset) -> list[Example]:
    """The examples of this mode's family (see :data:`FAMILY_EXAMPLES`)."""
    return FAMILY_EXAMPLES.get(rules.family, _tractor_examples)(rules)


def _doudizhu_examples(rules: game.Ruleset) -> list[Example]:
    """One example per kind of this mode, in the rules' order (the longest bomb only
    once: the first candidate of a kind that the mode reads as that kind)."""
    out: list[Example] = []
    seen: set[str] = set()
    for kind, text in DOUDIZHU_EXAMPLES:
        cards = parse_cards(text)
        fits = kind not in seen and max(c.deck for c in cards) < rules.table.decks
        if fits and _reads_as(kind, cards, rules):
            seen.add(kind)
            out.append(Example(kind, tuple(cards)))
    return out


def _tractor_examples(rules: game.Ruleset) -> list[Example]:
    pool = list(COLOUR_EXAMPLES if getattr(rules, "two_colours", False) else TRACTOR_EXAMPLES)
    if rules.table.decks >= 3:
        pool += TRIPLE_EXAMPLES
    if rules.table.decks >= 4:
        pool += QUAD_EXAMPLES
    return [Example(kind, tuple(parse_cards(text))) for kind, text in pool]


def picture_size(example: Example, card_w: int) -> tuple[int, int]:
    """The size of an example's fan of cards at ``card_w``."""
    step = round(card_w * 0.42)
    return card_w + step * (len(example.cards) - 1), card_height(card_w)


def draw_example(
    surface: pygame.Surface, art: CardArt, example: Example, topleft: tuple[int, int],
    card_w: int,
) -> pygame.Rect:
    """The example's cards as a small overlapping fan, left to right."""
    step = round(card_w * 0.42)
    x, y = topleft
    for i, card in enumerate(example.cards):
        surface.blit(art.face(card, card_w), (x + i * step, y))
    return pygame.Rect(topleft, picture_size(example, card_w))


def rows_of(examples: Sequence[Example], width: int, card_w: int, gap: int) -> list[list[Example]]:
    """Examples laid into rows that fit ``width`` (at least one per row)."""
    rows: list[list[Example]] = []
    used = 0
    for ex in examples:
        w = picture_size(ex, card_w)[0]
        if rows and used + gap + w <= width:
            rows[-1].append(ex)
            used += gap + w
        else:
            rows.append([ex])
            used = w
    return rows


# Each family's examples, by its name.
FAMILY_EXAMPLES = {"doudizhu": _doudizhu_examples, "shengji": _tractor_examples}
