"""Write ``assets/puzzles/puzzles.json``: the 残局 chapters, every puzzle proven by the solver.

Run: ``python tools/make_puzzles.py [--seed 34] [--out assets/puzzles/puzzles.json]``

Positions are dealt at random from one deck (seeded, so the file is byte-identical on
every run) and kept only when the player, who moves first, has a forced win against
best defence whose first move is unique, or nearly (two winning moves among many
losing ones).  Each kept puzzle is graded by how many first moves lose, how long the
winning line is and how many cards are out; the puzzles are sorted by that grade
and cut into chapters of rising difficulty.  Most are one against one; chapters 7 and 8 put the
player, as the landlord, against two farmers who cooperate.  The last chapters ban a
kind of play (禁三带二, 禁三带一, 禁四带二, 禁飞机带翅膀), as printed puzzles often do:
the player is dealt the banned shape and a puzzle is kept only when the ban changes
the answer (the winning first moves differ from the same position without it).  They
are dealt after the others from the same generator, so the earlier puzzles stay as
they were.

Everything the app needs is stored with each puzzle (the winning first moves, the
principal line, the solver's node count), and ``tests/test_endgame_puzzles.py``
proves each one again with the solver.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ai.endgame.moves import RANK_CHARS, leads, unpack  # noqa: E402
from ai.endgame.moves import pack_ranks as pack  # noqa: E402
from ai.endgame.spot import Judgement, judge, start  # noqa: E402

DEFAULT_OUT = ROOT / "assets" / "puzzles" / "puzzles.json"
FORMAT = 1
DECK = [r for r in range(13) for _ in range(4)] + [13, 14]
# (how many puzzles, the sizes dealt: player, then the others; seats) per group of
# chapters.  Two-seat puzzles first, then the landlord against two farmers.
TWO_SEAT_CHAPTERS = 6
THREE_SEAT_CHAPTERS = 2
PER_CHAPTER = 12
TWO_SIZES = ((4, 6), (3, 8), (5, 9), (4, 10), (6, 10), (5, 11))
THREE_SIZES = ((5, 6), (3, 6))
MAX_NODES = 60_000  # a puzzle the app can re-check in a blink on any machine
BAN_CHAPTERS = 2
# Each ban and the groups of equal ranks the player is dealt so that it can matter
# (a trio and a pair for 三带二; "plane" is two trios of neighbouring ranks).
BAN_SETS: tuple[tuple[tuple[str, ...], tuple[int | str, ...]], ...] = (
    (("trio_pair",), (3, 2)),
    (("trio_single",), (3,)),
    (("four_two_single", "four_two_pair"), (4,)),
    (("airplane_single", "airplane_pair"), ("plane",)),
)
BAN_SIZES = ((6, 9), (6, 11), (7, 10))


@dataclass(frozen=True)
class Puzzle:
    """One kept position and the solver's word on it."""

    hands: tuple[str, ...]
    last: str | None
    verdict: Judgement
    bans: tuple[str, ...] = ()

    @property
    def losing(self) -> int:
        return self.verdict.options - len(self.verdict.winning)

    @property
    def player_moves(self) -> int:
        return sum(1 for seat, play in self.verdict.line if seat == 0 and play != "pass")

    @property
    def grade(self) -> float:
        """Harder: more first moves that lose, a longer line, more cards to read."""
        cards = sum(len(h) for h in self.hands)
        plies = len(self.verdict.line)
        return self.losing * 1.0 + self.player_moves * 3.0 + plies * 0.5 + cards * 0.3

    def to_json(self, ident: str) -> dict[str, object]:
        v = self.verdict
        bans: dict[str, object] = {"bans": list(self.bans)} if self.bans else {}
        return {
            "id": ident,
            "hands": list(self.hands),
            "last": self.last,
            **bans,
            "moves": list(v.winning),
            "line": [[seat, play] for seat, play in v.line],
            "options": v.options,
            "losing": self.losing,
            "nodes": v.nodes,
            "grade": round(self.grade, 2),
        }


def deal(rng: random.Random, sizes: list[int]) -> tuple[list[str], list[int]]:
    """Hands of these sizes (rank text, ascending) and the cards left in the deck."""
    cards = rng.sample(DECK, len(DECK))
    hands, at = [], 0
    for n in sizes:
        hands.append("".join(RANK_CHARS[r] for r in sorted(cards[at: at + n])))
        at += n
    return hands, cards[at:]


def previous_play(rng: random.Random, rest: list[int],
                  bans: tuple[str, ...] = ()) -> str | None:
    """Sometimes a play for the player to answer, made of cards nobody holds (not a
    single or a bomb: those make dull puzzles; never a banned kind)."""
    if rng.random() < 0.6:
        return None
    pool = pack(rest[:14])
    dull = ("single", "bomb", "rocket", *bans)
    plays = [m for m in leads(unpack(pool)) if m.kind not in dull]
    return rng.choice(plays).text if plays else None


def candidate(rng: random.Random, seats: int, sizes: tuple[int, int]) -> Puzzle | None:
    """One dealt position, kept when it is a puzzle worth playing."""
    mine = rng.randint(sizes[0], sizes[1])
    others = [rng.randint(max(2, sizes[0] - 2), sizes[1]) for _ in range(seats - 1)]
    hands, rest = deal(rng, [mine, *others])
    last = previous_play(rng, rest) if seats == 2 else None
    try:
        verdict = judge(start(hands, last), MAX_NODES)
    except Exception:  # too big to re-check cheaply (SearchLimit): not a puzzle
        return None
    puzzle = Puzzle(tuple(hands), last, verdict)
    return puzzle if keep(puzzle) else None


def shaped_deal(rng: random.Random, sizes: list[int],
                groups: tuple[int | str, ...]) -> tuple[list[str], list[int]]:
    """Two hands of these sizes, the player's holding ``groups`` (equal ranks, or a
    ``"plane"``), and the cards left in the deck."""
    deck = rng.sample(DECK, len(DECK))
    mine: list[int] = []
    for group in groups:
        if group == "plane":
            low = rng.randrange(0, 11)  # two trios below the 2s
            picked = [low] * 3 + [low + 1] * 3
        else:
            count = int(group)
            picked = [rng.choice([r for r in range(13) if deck.count(r) >= count
                                  and r not in mine])] * count
        for rank in picked:
            deck.remove(rank)
        mine += picked
    extra = max(0, sizes[0] - len(mine))
    hands = [sorted(mine + deck[:extra]), sorted(deck[extra: extra + sizes[1]])]
    text = ["".join(RANK_CHARS[r] for r in hand) for hand in hands]
    return text, deck[extra + sizes[1]:]


def keep(puzzle: Puzzle) -> bool:
    """A forced win that needs thought: the player moves twice or more, and one first
    move wins among three or more that lose (or two among eight or more)."""
    verdict = puzzle.verdict
    if not verdict.wins or puzzle.player_moves < 2:
        return False
    if len(verdict.winning) == 1:
        return puzzle.losing >= 3
    return len(verdict.winning) == 2 and puzzle.losing >= 8


def banned_candidate(rng: random.Random, sizes: tuple[int, int], bans: tuple[str, ...],
                     groups: tuple[int | str, ...]) -> Puzzle | None:
    """One position dealt with the banned shape in the player's hand, kept when it is a
    puzzle under the ban and the ban changes its winning first moves."""
    mine, other = rng.randint(*sizes), rng.randint(2, sizes[1])
    hands, rest = shaped_deal(rng, [mine, other], groups)
    last = previous_play(rng, rest, bans)
    try:
        verdict = judge(start(hands, last, bans), MAX_NODES)
        free = judge(start(hands, last), MAX_NODES * 4)
    except Exception:  # too big to re-check cheaply, or the play to answer is banned
        return None
    puzzle = Puzzle(tuple(hands), last, verdict, bans)
    if not keep(puzzle) or set(free.winning) == set(verdict.winning):
        return None
    return puzzle


def collect_banned(rng: random.Random, wanted: int,
                   ban_sets: tuple[tuple[tuple[str, ...], tuple[int | str, ...]], ...] = BAN_SETS,
                   sizes: tuple[tuple[int, int], ...] = BAN_SIZES) -> list[Puzzle]:
    """``wanted`` distinct ban puzzles, the ban sets in turn (as many of each)."""
    found: dict[tuple[str, ...], Puzzle] = {}
    share = -(-wanted // len(ban_sets))
    for number, (bans, groups) in enumerate(ban_sets):
        gather(found, min(wanted, share * (number + 1)), sizes,
               functools.partial(banned_candidate, rng, bans=bans, groups=groups))
    return sorted(found.values(), key=lambda p: (p.grade, p.hands))


def collect(rng: random.Random, seats: int, size_list: tuple[tuple[int, int], ...],
            wanted: int) -> list[Puzzle]:
    """``wanted`` distinct puzzles, dealt in turn from each size range."""
    found: dict[tuple[str, ...], Puzzle] = {}
    gather(found, wanted, size_list, functools.partial(candidate, rng, seats))
    return sorted(found.values(), key=lambda p: (p.grade, p.hands))


def gather(found: dict[tuple[str, ...], Puzzle], wanted: int,
           size_list: tuple[tuple[int, int], ...],
           make: Callable[[tuple[int, int]], Puzzle | None]) -> None:
    """Add ``make(sizes)``, the size ranges in turn, to ``found`` until it holds ``wanted``
    distinct puzzles (a position dealt twice is kept once)."""
    tries = 0
    while len(found) < wanted:
        puzzle = make(size_list[tries % len(size_list)])
        tries += 1
        if puzzle is not None:
            found.setdefault((*puzzle.hands, puzzle.last or "", *puzzle.bans), puzzle)


def chapters(seed: int) -> list[dict[str, object]]:
    """Every chapter, easiest first, its puzzles easiest first."""
    rng = random.Random(seed)
    two = collect(rng, 2, TWO_SIZES, TWO_SEAT_CHAPTERS * PER_CHAPTER)
    three = collect(rng, 3, THREE_SIZES, THREE_SEAT_CHAPTERS * PER_CHAPTER)
    banned = collect_banned(rng, BAN_CHAPTERS * PER_CHAPTER)
    out: list[dict[str, object]] = []
    groups = [(two, TWO_SEAT_CHAPTERS), (three, THREE_SEAT_CHAPTERS), (banned, BAN_CHAPTERS)]
    for puzzles, count in groups:
        for c in range(count):
            number = len(out) + 1
            chunk = puzzles[c * PER_CHAPTER: (c + 1) * PER_CHAPTER]
            out.append({
                "id": number,
                "seats": len(chunk[0].hands),
                "puzzles": [p.to_json(f"{number}-{i + 1}") for i, p in enumerate(chunk)],
            })
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--seed", type=int, default=34)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    made = chapters(args.seed)
    data = {"format": FORMAT, "seed": args.seed, "chapters": made}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    count = sum(len(c["puzzles"]) for c in made if isinstance(c["puzzles"], list))
    print(f"{count} puzzles in {len(made)} chapters -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
