"""记牌训练: the counting trainer's questions and their right answers, for both games.

At moments of a practice hand the table asks what is still out — cards the player has
not seen: the deck less his own hand and every card played (and, at the Tractor table,
the kitty he buried himself).  The answers come from the seat's own view only, the
same arithmetic as the 记牌器 (:mod:`ui.table.counter`) and the Tractor tracker
(:mod:`ui.tractor.practice`), so a question can never give a hidden card away.

Dou Dizhu asks how many of a rank are out (the 2s and aces first: the cards that
decide a hand), whether a joker is out, and which ranks still have a bomb out (every
copy unseen; the two jokers count as the rocket).  Tractor asks how many points and
how many trumps are out.  A question offers its choices (numbers near the answer,
yes / no, or the ranks to tick); pure, so the tests check each answer against the
record.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

DOUDIZHU = "doudizhu"
SHENGJI = "shengji"
YES, NO = "yes", "no"
ROCKET = "rocket"  # the bombs question's choice for the two jokers
NUMBER_CHOICES = 4  # a count is asked with four numbers to pick from
# Which question comes at each moment, in turn: the rank counts come back most often.
DOUDIZHU_ORDER = ("rank_2", "joker_big", "bombs", "rank_A", "joker_small", "rank_K")
TRACTOR_ORDER = ("points", "trumps")
# A moment to ask comes after each of these shares of the cards has been played.
MOMENTS = (0.25, 0.5, 0.75)


@dataclass(frozen=True)
class Question:
    """One question: its kind (for the statistics), the prompt's translation key and
    parameters, the choices offered (their words are the widget's), and the right ones.
    ``multi``: tick every right choice (the bombs); otherwise pick one."""

    kind: str
    prompt: str
    choices: tuple[str, ...]
    answer: frozenset[str]
    params: dict[str, Any] = field(default_factory=dict)
    multi: bool = False

    def right(self, picked: Iterable[str]) -> bool:
        """Whether ``picked`` is the answer: exactly the right choices (none, when no
        choice is right and the question lets the player tick several)."""
        return frozenset(picked) == self.answer


def number_choices(answer: int, top: int, step: int, seed: int) -> tuple[str, ...]:
    """``NUMBER_CHOICES`` numbers from 0 to ``top`` in steps of ``step``, the answer
    among them at a place the seed picks, the others its neighbours, in order."""
    rng = random.Random(seed)
    values = list(range(0, top + 1, step))
    if answer not in values:
        values = sorted({*values, answer})
    at = values.index(answer)
    count = min(NUMBER_CHOICES, len(values))
    first = max(0, min(len(values) - count, at - rng.randrange(count)))
    return tuple(str(v) for v in values[first:first + count])


# -- Dou Dizhu -------------------------------------------------------------------------------
RANK_INDEX = {"3": 0, "4": 1, "5": 2, "6": 3, "7": 4, "8": 5, "9": 6, "10": 7, "J": 8,
              "Q": 9, "K": 10, "A": 11, "2": 12}


def doudizhu_question(kind: str, view: Any, seed: int) -> Question:
    """The Dou Dizhu question ``kind`` (one of ``DOUDIZHU_ORDER``) at ``view``."""
    from ui.table.counter import BIG_JOKER, RANK_LABELS, SMALL_JOKER, full_count, remaining

    counts = remaining(view)
    decks = int(view.rules.decks)
    if kind.startswith("rank_"):
        label = kind.removeprefix("rank_")
        out = counts[RANK_INDEX[label]]
        return Question(kind, "trainer.q.rank", number_choices(out, full_count(0, decks), 1,
                                                               seed),
                        frozenset({str(out)}), {"rank": label})
    if kind.startswith("joker_"):
        index = BIG_JOKER if kind == "joker_big" else SMALL_JOKER
        return Question(kind, f"trainer.q.{kind}", (YES, NO),
                        frozenset({YES if counts[index] else NO}))
    bombs = {RANK_LABELS[r] for r in range(len(RANK_LABELS)) if counts[r] >= 4}
    if counts[SMALL_JOKER] and counts[BIG_JOKER]:
        bombs.add(ROCKET)
    return Question("bombs", "trainer.q.bombs", (*RANK_LABELS, ROCKET), frozenset(bombs),
                    multi=True)


@lru_cache(maxsize=16)
def deck_size(family: str, decks: int) -> int:
    """How many cards the game's decks hold (asked every frame of the player's turn)."""
    if family == SHENGJI:
        from game.shengji.cards import new_deck as tractor_deck

        return len(tractor_deck(decks))
    from game.cards import new_deck

    return len(new_deck(decks))


def doudizhu_progress(view: Any) -> float:
    """The share of the deck played so far (the moments to ask come by it)."""
    played = sum(len(play.ranks) for _, play in view.history if play is not None)
    return played / deck_size(DOUDIZHU, int(view.rules.decks))


# -- Tractor -----------------------------------------------------------------------------------
def tractor_question(kind: str, view: Any, seed: int) -> Question:
    """The Tractor question ``kind`` (``points`` or ``trumps``) at ``view`` (trump named)."""
    from game.shengji.cards import new_deck
    from game.shengji.trump import TRUMP
    from ui.tractor.practice import cards_out

    out = cards_out(view)
    deck = new_deck(view.rules.decks)
    if kind == "points":
        from game.shengji import points

        total = points(list(deck))
        answer = out.get("points", 0)
        prompt = "trainer.q.points" if view.kitty is None else "trainer.q.points_kitty"
        return Question(kind, prompt, number_choices(answer, total, 5, seed),
                        frozenset({str(answer)}))
    answer = out.get(TRUMP, 0)
    return Question("trumps", "trainer.q.trumps", number_choices(answer, len(deck), 1, seed),
                    frozenset({str(answer)}))


def tractor_progress(view: Any) -> float:
    played = sum(len(cards) for trick in view.tricks for _, cards in trick.plays)
    return played / deck_size(SHENGJI, int(view.rules.decks))


# -- when, and which --------------------------------------------------------------------------
def progress(family: str, view: Any) -> float:
    """How far the hand's play has come, 0 to 1, by the cards played."""
    return tractor_progress(view) if family == SHENGJI else doudizhu_progress(view)


def due(family: str, view: Any, asked: int) -> bool:
    """Whether the next question (``asked`` were asked this hand) is due at ``view``: the
    player is to play, and the next moment's share of the cards has been played."""
    if asked >= len(MOMENTS) or getattr(view, "phase", "") != "play":
        return False
    if family == SHENGJI and view.trump is None:
        return False
    return progress(family, view) >= MOMENTS[asked]


def question(family: str, view: Any, number: int, seed: int) -> Question:
    """Question ``number`` (counted over the table's life, so kinds take turns)."""
    if family == SHENGJI:
        return tractor_question(TRACTOR_ORDER[number % len(TRACTOR_ORDER)], view, seed)
    return doudizhu_question(DOUDIZHU_ORDER[number % len(DOUDIZHU_ORDER)], view, seed)
