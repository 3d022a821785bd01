"""Fit the learned lead model to bench/tractor_lead_data.py's records, and measure it.

Within one decision only the differences between the candidates matter, so features and
worths are centred per decision and a ridge regression finds the weights that best predict
which candidate is worth more.  The dealer's side and the catchers get a weight vector each.
Decisions are split by deal (every fifth deal held out), and the held-out decisions give the
measure that matters: how much the model's pick is worth over the policy's own first choice,
in utility (the catchers' points, half in level bands), with its standard error.

``--write`` puts the weights into ``ai/shengji/lead_weights.py`` (the players never need
numpy: the model is a dot product).

Run: python -m bench.tractor_lead_fit /tmp/ld/*.jsonl [--ridge 1.0] [--margin 0] [--write]
Needs numpy (requirements-bench.txt).
"""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ai.shengji.lead_features import NAMES

WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "ai" / "shengji" / "lead_weights.py"


@dataclass
class Decision:
    features: np.ndarray  # candidates × features
    worths: np.ndarray
    catcher: bool
    deal: int
    cards: int


def load(paths: Iterable[str], skip: Sequence[str] = (), top: int = 6) -> list[Decision]:
    """Every lead of the files, its first ``top`` candidates, the named features left out."""
    keep = [i for i, name in enumerate(NAMES) if name not in skip]
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                if "features" not in r:
                    continue  # a follow (--follows)
                x = np.array(r["features"], dtype=float)[:top, keep]
                out.append(Decision(x, np.array(r["worths"][:top], dtype=float), r["catcher"],
                                    r["deal"], r["cards"]))
    return out


def fit(decisions: Sequence[Decision], ridge: float) -> np.ndarray:
    """Ridge weights on standardised, per-decision centred features (returned unscaled)."""
    x = np.vstack([d.features - d.features.mean(axis=0) for d in decisions])
    y = np.concatenate([d.worths - d.worths.mean() for d in decisions])
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    z = x / scale
    a = z.T @ z + ridge * len(decisions) * np.eye(z.shape[1]) / 100.0
    w = np.linalg.solve(a, z.T @ y)
    return np.asarray(w / scale)


def pick(d: Decision, w: np.ndarray, margin: float) -> int:
    """The model's candidate: the best predicted, unless it beats the policy's first choice
    by less than ``margin``."""
    predicted = d.features @ w
    best = int(np.argmax(predicted))
    return best if predicted[best] - predicted[0] > margin else 0


def measure(decisions: Sequence[Decision], weights: dict[bool, np.ndarray],
            margin: float) -> str:
    """The model's gain over the policy's choice on ``decisions``, with the oracle's bound."""
    gains, best, changed = [], [], 0
    for d in decisions:
        i = pick(d, weights[d.catcher], margin)
        changed += i != 0
        gains.append(d.worths[i] - d.worths[0])
        best.append(d.worths.max() - d.worths[0])
    g = np.array(gains)
    se = g.std(ddof=1) / np.sqrt(len(g))
    return (f"{len(g)} leads, changed {changed / len(g):.3f}: gain {g.mean():+.3f} ± "
            f"{1.96 * se:.3f} a lead (the true deal's best: {np.mean(best):+.3f})")


def write(weights: dict[bool, np.ndarray], names: Sequence[str], ridge: float, top: int,
          sources: Sequence[str], summary: str) -> None:
    """The weights as a Python module the lead model imports."""
    def row(w: np.ndarray) -> str:
        return "".join(f"    {v: .6f},  # {n}\n" for v, n in zip(w, names, strict=True))
    said = textwrap.fill(f"Fitted (ridge {ridge}, the policy's best {top}) to "
                         f"{', '.join(sources)}; held out: {summary}.", 88)
    WEIGHTS_FILE.write_text(
        '"""The learned lead model\'s weights, written by bench/tractor_lead_fit.py.\n\n'
        f"{said}\nDo not edit by hand: fit again.\n"
        '"""\n\n'
        "NAMES: tuple[str, ...] = (\n" + "".join(f"    {n!r},\n" for n in names) + ")\n\n"
        "DEALER_SIDE: tuple[float, ...] = (\n" + row(weights[False]) + ")\n\n"
        "CATCHERS: tuple[float, ...] = (\n" + row(weights[True]) + ")\n",
        encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--margin", type=float, default=0.0)
    parser.add_argument("--skip", default="", help="feature names to leave out, comma-separated")
    parser.add_argument("--min-cards", type=int, default=0,
                        help="only leads with at least this many cards in hand")
    parser.add_argument("--top", type=int, default=3,
                        help="candidates fitted and re-ranked (the policy's best first)")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    skip = [s for s in args.skip.split(",") if s]
    unknown = set(skip) - set(NAMES)
    if unknown:
        parser.error(f"unknown features: {', '.join(sorted(unknown))}")
    names = [n for n in NAMES if n not in skip]
    decisions = [d for d in load(args.files, skip, args.top) if d.cards >= args.min_cards]
    train = [d for d in decisions if d.deal % 5]
    test = [d for d in decisions if not d.deal % 5]
    weights = {side: fit([d for d in train if d.catcher == side], args.ridge)
               for side in (False, True)}
    for side, w in weights.items():
        print("catchers" if side else "dealer's side")
        for n, v in sorted(zip(names, w, strict=True), key=lambda t: -abs(t[1])):
            print(f"  {n:18s} {v:+.3f}")
    print("train:", measure(train, weights, args.margin))
    summary = measure(test, weights, args.margin)
    print("held out:", summary)
    for side in (False, True):
        print("  ", "catchers" if side else "dealer's side",
              measure([d for d in test if d.catcher == side], weights, args.margin))
    if args.write:
        write(weights, names, args.ridge, args.top, [Path(f).name for f in args.files], summary)
        print(f"wrote {WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
