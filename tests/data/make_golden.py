"""Regenerate legal_plays_golden.json from the brute-force reference (not from the engine).

Run: python -m tests.data.make_golden
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from tests.reference import RANKS, all_classic_plays, brute_force_replies

HANDS = [
    ("33344455566677789", None),
    ("3334445556667778", None),
    ("333444555666777888", None),
    ("345678899TTJJQKA2BR", None),
    ("33445566778899TTJJ", None),
    ("3333444455556666", None),
    ("2222AAAAKKKKBR", None),
    ("34567", "3"),
    ("3456789TJQKA2BR", "A"),
    ("3456789TJQKA2BR", "45678"),
    ("33445566778899", "334455"),
    ("333444555666", "333444"),
    ("33344455566678", "33344456"),
    ("3334445556667788", "3334445566"),
    ("44445555666677778", "333345"),
    ("4444555566667777", "33334455"),
    ("2222BR", "3333"),
    ("AAAA2222", "KKKK"),
    ("BR", "2222"),
    ("3456789TJQKA22", "BR"),
    ("TTTJJJQQQKKKAAA22", "9999"),
    ("TTTJJJQQQKKKAAA22", "999TTTJJ"),
    ("33455667789TTJQKKA2", "33"),
    ("33455667789TTJQKKA2", "333"),
    ("33455667789TTJQKKA2", "3334"),
    ("33455667789TTJQKKA2", "33344"),
]


def main() -> None:
    table = all_classic_plays()
    rng = random.Random(20261130)
    deck = [r for r in RANKS[:13] for _ in range(4)] + ["B", "R"]
    cases = list(HANDS)
    for size in (17, 20, 17, 20, 12, 15, 20, 17):
        rng.shuffle(deck)
        cases.append(("".join(sorted(deck[:size], key=RANKS.index)), None))
    out = []
    for hand, previous in cases:
        replies = brute_force_replies(hand, previous, table)
        out.append({"hand": hand, "previous": previous, "count": len(replies)})
    path = Path(__file__).with_name("legal_plays_golden.json")
    path.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} cases to {path}")


if __name__ == "__main__":
    main()
