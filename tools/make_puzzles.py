"""Write ``assets/puzzles/puzzles.json``: the 残局 chapters, every puzzle proven by the solver.

Run: ``python tools/make_puzzles.py [--seed 34] [--out assets/puzzles/puzzles.json]``

Positions are dealt at random from one deck (seeded, so the file is byte-identical on
every run) and kept only when the player, who moves first, has a forced win against
best defence whose first move is unique, or nearly (two winning moves among many
losing ones).  Each kept puzzle is graded by how many first moves lose, how long the
winning line is and how many cards are out; the puzzles are sorted by that grade
and cut into chapters of rising difficulty.  Most are one against one; the last
chapters put the player, as the landlord, against two farmers who cooperate.

Everything the app needs is stored with each puzzle (the winning first moves, the
principal line, the solver's node count), and ``tests/test_endgame_puzzles.py``
proves each one again with the solver.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
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


@dataclass(frozen=True)
class Puzzle:
    """One kept position and the solver's word on it."""

    hands: tuple[str, ...]
    last: str | None
    verdict: Judgement

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
        return {
            "id": ident,
            "hands": list(self.hands),
            "last": self.last,
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


def previous_play(rng: random.Random, rest: list[int]) -> str | None:
    """Sometimes a play for the player to answer, made of cards nobody holds (not a
    single or a bomb: those make dull puzzles)."""
    if rng.random() < 0.6:
        return None
    pool = pack(rest[:14])
    plays = [m for m in leads(unpack(pool)) if m.kind not in ("single", "bomb", "rocket")]
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
    if not verdict.wins or puzzle.player_moves < 2:
        return None
    if len(verdict.winning) == 1 and puzzle.losing >= 3:
        return puzzle
    if len(verdict.winning) == 2 and puzzle.losing >= 8:
        return puzzle
    return None


def collect(rng: random.Random, seats: int, size_list: tuple[tuple[int, int], ...],
            wanted: int) -> list[Puzzle]:
    """``wanted`` distinct puzzles, dealt in turn from each size range."""
    found: dict[tuple[str, ...], Puzzle] = {}
    tries = 0
    while len(found) < wanted:
        sizes = size_list[tries % len(size_list)]
        tries += 1
        puzzle = candidate(rng, seats, sizes)
        if puzzle is not None:
            found.setdefault((*puzzle.hands, puzzle.last or ""), puzzle)
    return sorted(found.values(), key=lambda p: (p.grade, p.hands))


def chapters(seed: int) -> list[dict[str, object]]:
    """Every chapter, easiest first, its puzzles easiest first."""
    rng = random.Random(seed)
    two = collect(rng, 2, TWO_SIZES, TWO_SEAT_CHAPTERS * PER_CHAPTER)
    three = collect(rng, 3, THREE_SIZES, THREE_SEAT_CHAPTERS * PER_CHAPTER)
    out: list[dict[str, object]] = []
    groups = [(two, TWO_SEAT_CHAPTERS), (three, THREE_SEAT_CHAPTERS)]
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
    data = {"format": FORMAT, "seed": args.seed, "chapters": chapters(args.seed)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    count = sum(len(c["puzzles"]) for c in data["chapters"])  # type: ignore[arg-type]
    print(f"{count} puzzles in {len(data['chapters'])} chapters -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
