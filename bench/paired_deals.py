"""Two arenas' ``--out`` files compared deal by deal: how many deals ended differently.

Run: python -m bench.paired_deals A.jsonl B.jsonl

Both runs must be the same deals (mode, seed and opponent) with one side changed; the
difference of A's per-deal win share is then paired, and its interval is far narrower
than either run's own, since most deals end the same way for both versions.
"""

from __future__ import annotations

import argparse
import json
import math


def deal_wins(path: str) -> dict[int, float]:
    """A's share of the games won, per deal, from an arena ``--out`` file."""
    out: dict[int, float] = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue  # a killed run's last, unfinished line
            games = row["games"]
            out[row["deal"]] = sum(1.0 for game in games if game[1]) / len(games)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("a")
    parser.add_argument("b")
    args = parser.parse_args()
    a, b = deal_wins(args.a), deal_wins(args.b)
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        raise SystemExit("fewer than two deals in both files")
    diffs = [a[d] - b[d] for d in common]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1))
    print(f"{n} deals: A {sum(a[d] for d in common) / n:.3f}  B {sum(b[d] for d in common) / n:.3f}"
          f"  difference {mean:+.3f} ± {1.96 * sd / math.sqrt(n):.3f}  "
          f"({sum(1 for x in diffs if x)} deals ended differently)")


if __name__ == "__main__":
    main()
