"""An endgame position read from the project's card notation, checked before any search.

Every way a position can be wrong (a card more often than one deck holds, an unknown
character, an empty hand, a previous play that is no classic play, an unknown or
banned kind) is an :class:`EndgameError` whose message names the culprit, so the
command line and the app can show it as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import game
from ai.endgame.moves import CLASSIC_KINDS, RANK_CHARS, SMALL_JOKER, Move, move, pack_ranks

SEAT_NAMES = ("first", "second", "third")


class EndgameError(ValueError):
    """A position the solver cannot take, with the reason in words."""


@dataclass(frozen=True)
class Position:
    """Open hands in turn order, the play to answer (made by ``last_by``), banned kinds.

    Hands are packed rank counts (:mod:`ai.endgame.moves`).  With three hands seat 0
    is the landlord and seats 1 and 2 the farmers.  ``last`` is ``None`` when seat 0
    leads; otherwise seat 0 answers it, and the seats between ``last_by`` and seat 0
    passed.
    """

    hands: tuple[int, ...]
    last: Move | None = None
    last_by: int = 1
    banned: frozenset[str] = frozenset()

    @property
    def seats(self) -> int:
        return len(self.hands)


def read_ranks(text: str, what: str) -> list[int]:
    """Rank indices of cards written in the project's notation (suits allowed, ignored)."""
    try:
        cards = game.parse_cards(text)
    except (TypeError, ValueError) as error:
        raise EndgameError(f"{what}: {error}") from None
    return [card.rank for card in cards]


def read_bans(kinds: Iterable[str]) -> frozenset[str]:
    """Banned kind names, each one of the classic kinds."""
    banned = frozenset(k.strip() for k in kinds if k.strip())
    if "single" in banned:
        raise EndgameError("--ban single is refused: a hand must always have a play to lead")
    unknown = sorted(banned - set(CLASSIC_KINDS))
    if unknown:
        raise EndgameError(
            f"unknown kind {', '.join(unknown)} in --ban: the classic kinds are "
            + ", ".join(CLASSIC_KINDS)
        )
    return banned


def read_last(ranks: list[int], banned: frozenset[str]) -> Move:
    """The play to answer, as the classic rules read these cards."""
    text = "".join(RANK_CHARS[r] for r in sorted(ranks))
    if not ranks:
        raise EndgameError("the previous play (--last) holds no cards")
    readings = game.classify(ranks, game.ruleset("classic"))
    if not readings:
        raise EndgameError(f"the previous play (--last) {text} is not a classic combination")
    play = readings[0]
    if play.kind in banned:
        raise EndgameError(
            f"the previous play (--last) {text} is a {play.kind}, which --ban forbids"
        )
    return move(play.kind, play.rank, pack_ranks(ranks))


def check_deck(groups: list[tuple[str, list[int]]]) -> None:
    """Refuse cards beyond one deck: four of each rank, one of each joker."""
    seen = [0] * len(RANK_CHARS)
    for _, ranks in groups:
        for r in ranks:
            seen[r] += 1
    for r, count in enumerate(seen):
        limit = 1 if r >= SMALL_JOKER else 4
        if count > limit:
            where = ", ".join(name for name, ranks in groups if r in ranks)
            raise EndgameError(
                f"{RANK_CHARS[r]} appears {count} times ({where}), but one deck holds {limit}"
            )


def read_position(
    hands: Iterable[str], last: str | None = None, bans: Iterable[str] = (), last_by: int = 1
) -> Position:
    """A checked :class:`Position` from hand texts in turn order (2 or 3 of them)."""
    texts = list(hands)
    if len(texts) not in (2, 3):
        raise EndgameError(f"an endgame has two or three hands, not {len(texts)}")
    groups = [(f"{SEAT_NAMES[i]} hand", read_ranks(t, f"the {SEAT_NAMES[i]} hand"))
              for i, t in enumerate(texts)]
    for name, ranks in groups:
        if not ranks:
            raise EndgameError(f"the {name} is empty: that hand is already over")
    banned = read_bans(bans)
    previous: Move | None = None
    if last is not None:
        last_ranks = read_ranks(last, "the previous play (--last)")
        groups.append(("--last", last_ranks))
        check_deck(groups)
        previous = read_last(last_ranks, banned)
    else:
        check_deck(groups)
    if not 1 <= last_by < len(texts):
        raise EndgameError(f"the previous play is made by seat 1..{len(texts) - 1}, not {last_by}")
    return Position(tuple(pack_ranks(r) for _, r in groups[: len(texts)]), previous,
                    last_by, banned)
