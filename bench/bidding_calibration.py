"""What a hand of each bidding strength is worth as landlord, as farmer, and shown (亮牌).

Bidding bars are only as good as the link between the number they compare (the
:class:`ai.doudizhu.bidding.HandStrength` score) and what the hand then wins.  For every deal
this plays each seat once as the fixed landlord (the same cards every time, a level
at every seat) and reads, per seat, the score of its dealt hand as its bidder would see
it, the landlord's result, and the seat's result as a farmer behind each other
landlord.  In modes with 亮牌 (``four``) each landlord game is also played with the
landlord forced to show, and the gain of showing is read against the strength the
landlord sees when it decides (the kitty in hand).  A last pass plays the deal with
bidding on and reads how each speaking position's first answer went.

    nice -n 10 python -m bench.bidding_calibration --mode four --deals 300 --seed 1
    nice -n 10 python -m bench.bidding_calibration --mode four --option bidding4=three_or_pass

Scores are per unit of base (a fixed landlord plays at base 1), from the seat's side.
``bench.bidding_calibration:classic_bars`` is the hard level bidding by the classic bars
in every mode, the arena opponent for checking a mode's own bars:

    python -m ai.arena --mode four --bidding --a hard --b bench.bidding_calibration:classic_bars

and ``bench.bidding_calibration:classic_count`` the bidder before both: classic bars, and
bombs counted as classic does (a four a bomb, B+R the rocket) in every mode.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import game
from ai.agents import choose_action, make_agent
from ai.doudizhu.bidding import CLASSIC_BARS, BidBars, HandStrength, bombs_and_rocket
from ai.doudizhu.players import LEVELS, LevelAgent
from ai.doudizhu.ranks import counts_of_cards
from game.doudizhu.actions import Action, Bid, Call, Rob, Show
from game.doudizhu.game import Game
from game.doudizhu.view import PHASE_BIDDING, PHASE_LANDLORD_SHOW, SeatView
from game.rules import Ruleset

MAX_ACTIONS = 3000
Override = Callable[[SeatView], Action | None]


@dataclass
class Tally:
    """Outcomes of one strength bucket."""

    results: list[float] = field(default_factory=list)

    def add(self, score: float) -> None:
        self.results.append(score)

    @property
    def n(self) -> int:
        return len(self.results)

    @property
    def mean(self) -> float:
        return sum(self.results) / self.n if self.n else 0.0

    @property
    def wins(self) -> float:
        return sum(1 for r in self.results if r > 0) / self.n if self.n else 0.0

    @property
    def ci95(self) -> float:
        if self.n < 2:
            return 0.0
        m = self.mean
        return 1.96 * math.sqrt(sum((r - m) ** 2 for r in self.results) / (self.n - 1) / self.n)


@dataclass
class Tables:
    landlord: dict[int, Tally] = field(default_factory=lambda: defaultdict(Tally))
    farmer: dict[int, Tally] = field(default_factory=lambda: defaultdict(Tally))
    shown: dict[int, Tally] = field(default_factory=lambda: defaultdict(Tally))
    unshown: dict[int, Tally] = field(default_factory=lambda: defaultdict(Tally))
    show_gain: dict[int, Tally] = field(default_factory=lambda: defaultdict(Tally))
    spoken: dict[tuple[int, int, str], Tally] = field(default_factory=lambda: defaultdict(Tally))
    scores: list[float] = field(default_factory=list)
    rows: list[dict[str, object]] = field(default_factory=list)  # per seat, for --dump


def bucket(score: float, width: float) -> int:
    return math.floor(score / width)


def play_out(rules: Ruleset, seed: int, landlord: int | None, level: str, agent_seed: int,
             override: Override | None = None,
             watch: Callable[[Game, SeatView, Action], None] | None = None) -> Game:
    """One hand with ``level`` at every seat; ``override`` may answer a view instead."""
    g = game.new_game(rules, seed, landlord=landlord)
    agents = [make_agent(level, agent_seed + s) for s in range(rules.seats)]
    for _ in range(MAX_ACTIONS):
        if g.over:
            return g
        seat = g.to_act
        assert seat is not None
        view = g.view(seat)
        action = override(view) if override else None
        if action is None:
            action = choose_action(agents[seat], view)
        if watch:
            watch(g, view, action)
        g.apply(action)
    raise RuntimeError(f"hand of seed {seed} did not finish")


def seat_score(g: Game, seat: int) -> float:
    assert g.result is not None
    return g.result.scores[seat] / max(1, g.base)


def answer_text(action: Action) -> str:
    if isinstance(action, Bid):
        return f"bid{action.value}"
    if isinstance(action, Call | Rob):
        return ("call" if isinstance(action, Call) else "rob") if action.yes else "pass"
    return type(action).__name__


def run_deal(rules: Ruleset, seed: int, deal: int, level: str, width: float,
             tables: Tables) -> None:
    game_seed = seed * 1_000_003 + deal
    judge = make_agent(level, 0)
    assert isinstance(judge, LevelAgent)
    dealt = game.new_game(rules, game_seed)
    first = dealt.state.first_bidder
    parts = [judge.strength(dealt.view(s)) for s in range(rules.seats)]
    strength = [p.score for p in parts]
    tables.scores += strength
    rows: list[dict[str, object]] = [
        {"deal": deal, "seat": s, "position": (s - first) % rules.seats, "score": p.score,
         "points": p.points, "bombs": p.bombs, "rocket": p.rocket, "turns": p.turns,
         "weak": p.weak_singles, "hope": p.kitty_hope - p.average_hope, "farmer": []}
        for s, p in enumerate(parts)]
    tables.rows += rows
    shows = PHASE_LANDLORD_SHOW in _phases_of(rules)
    for landlord in range(rules.seats):
        decided: list[float] = []

        def force(view: SeatView, yes: bool = False, decided: list[float] = decided,
                  ) -> Action | None:
            if view.phase == PHASE_LANDLORD_SHOW and view.seat == view.landlord:
                decided.append(judge.strength(view).score)
                return Show(yes)
            return None

        g = play_out(rules, game_seed, landlord, level, game_seed * 8, force if shows else None)
        for s in range(rules.seats):
            table = tables.landlord if s == landlord else tables.farmer
            table[bucket(strength[s], width)].add(seat_score(g, s))
            farmer = rows[s]["farmer"]
            if s == landlord:
                rows[s]["landlord"] = seat_score(g, s)
            elif isinstance(farmer, list):
                farmer.append(seat_score(g, s))
        if shows and decided:
            plain = seat_score(g, landlord)
            shown = play_out(rules, game_seed, landlord, level, game_seed * 8,
                             lambda v: force(v, True))
            gain = seat_score(shown, landlord) - plain
            key = bucket(decided[0], width)
            tables.unshown[key].add(plain)
            tables.shown[key].add(seat_score(shown, landlord))
            tables.show_gain[key].add(gain)
            rows[landlord]["show"] = [decided[0], plain, seat_score(shown, landlord)]
    _bidding_pass(rules, game_seed, first, level, strength, width, tables)


def _phases_of(rules: Ruleset) -> set[str]:
    return {"landlord_show"} if "reveal" in rules.phases else set()


def _bidding_pass(rules: Ruleset, game_seed: int, first: int, level: str,
                  strength: list[float], width: float, tables: Tables) -> None:
    answers: dict[int, str] = {}

    def watch(g: Game, view: SeatView, action: Action) -> None:
        if view.phase == PHASE_BIDDING and view.seat not in answers:
            answers[view.seat] = answer_text(action)

    g = play_out(rules, game_seed, None, level, game_seed * 8 + 4, watch=watch)
    if g.result is None or g.landlord is None:
        return  # a redeal: nobody took the hand
    for s, text in answers.items():
        position = (s - first) % rules.seats
        tables.spoken[position, bucket(strength[s], width), text].add(seat_score(g, s))


def report(tables: Tables, width: float, shows: bool) -> str:
    lines = []
    ordered = sorted(tables.scores)
    if ordered:
        pct = [ordered[int(q * (len(ordered) - 1))] for q in (0.1, 0.25, 0.5, 0.75, 0.9)]
        lines.append("hand score p10/p25/p50/p75/p90: " + " / ".join(f"{p:.1f}" for p in pct))
    lines.append(f"{'score':>11} {'n':>5} {'L win':>6} {'L mean':>7} {'±':>5} "
                 f"{'F mean':>7} {'L-F':>6}" + (f" {'n show':>6} {'show win':>8} "
                                                f"{'gain':>6} {'±':>5}" if shows else ""))
    keys = sorted(set(tables.landlord) | set(tables.shown))
    for k in keys:
        lt, ft = tables.landlord[k], tables.farmer[k]
        row = (f"{k * width:5.1f}..{(k + 1) * width:4.1f} {lt.n:5d} {lt.wins:6.3f} "
               f"{lt.mean:+7.2f} {lt.ci95:5.2f} {ft.mean:+7.2f} {lt.mean - ft.mean:+6.2f}")
        if shows:
            st, gt = tables.shown[k], tables.show_gain[k]
            row += f" {st.n:6d} {st.wins:8.3f} {gt.mean:+6.2f} {gt.ci95:5.2f}"
        lines.append(row)
    lines.append("bidding on, first answer by speaking position: position, score, answer: "
                 "n, win rate, mean")
    for (position, k, text), t in sorted(tables.spoken.items()):
        if t.n >= 5:
            lines.append(f"  {position} {k * width:5.1f} {text:6} n={t.n:4d} win {t.wins:.3f} "
                         f"mean {t.mean:+.2f}")
    return "\n".join(lines)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.bidding_calibration",
                                     description=__doc__)
    parser.add_argument("--mode", default="four")
    parser.add_argument("--option", action="append", default=[], help="rule option key=value")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--width", type=float, default=2.0, help="score bucket width")
    parser.add_argument("--dump", help="write one JSON line per hand (its parts, its results)")
    return parser.parse_args(argv)


def rules_of(mode: str, options: list[str]) -> Ruleset:
    pairs = dict(option.split("=", 1) for option in options)
    return game.ruleset(mode, **pairs) if pairs else game.ruleset(mode)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    rules = rules_of(args.mode, args.option)
    print(f"bidding calibration: mode={args.mode} options={args.option} deals={args.deals} "
          f"seed={args.seed} level={args.level}", flush=True)
    tables = Tables()
    for deal in range(args.deals):
        run_deal(rules, args.seed, deal, args.level, args.width, tables)
    print(report(tables, args.width, "reveal" in rules.phases))
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as out:
            out.writelines(json.dumps(row) + "\n" for row in tables.rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())


class ClassicBarsAgent(LevelAgent):
    """The hard level judging every mode by the classic bars (the bidder before MODE_BARS)."""

    def bars(self, view: SeatView) -> BidBars:
        return CLASSIC_BARS


def classic_bars(seed: int) -> LevelAgent:
    """Arena spec ``bench.bidding_calibration:classic_bars``."""
    return ClassicBarsAgent(LEVELS["hard"], seed)


class ClassicCountAgent(ClassicBarsAgent):
    """The hard level bidding as before the modes' own bars and shapes: the classic bars,
    and bombs counted the classic way in every mode (every four of a rank a bomb, B+R
    the rocket)."""

    def strength(self, view: SeatView) -> HandStrength:
        judged = super().strength(view)
        bombs, rocket = bombs_and_rocket(counts_of_cards(view.hand), None)
        return replace(judged, bombs=bombs, rocket=rocket)


def classic_count(seed: int) -> LevelAgent:
    """Arena spec ``bench.bidding_calibration:classic_count``."""
    return ClassicCountAgent(LEVELS["hard"], seed)
