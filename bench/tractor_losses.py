"""Where does the Tractor expert lose to hard?  Duplicate deals checked with the true cards.

Plays the arena's duplicate deals (same cards, seats and agent seeds as ``python -m
ai.arena --mode M --seed S --a A --b B``) and, at every play decision of A's seats, asks
a perfect-information judge what it would have played: the policy's best few options
and A's own play, each played to the end of the hand on the *true* deal (every hand and
the kitty known) by the quick roll-out policy of :mod:`ai.shengji.rollout`, scored as the
search scores a finished hand (:func:`ai.shengji.playout.utility`: the catchers' total,
half by level bands, from A's side).  A decision is a *miss* when the best option beats
A's play by at least ``--margin``.  Misses are counted by situation (lead, throw, trump
lead, follow, trumping in or discarding when void, feeding a partner's trick, the last two
tricks where 抠底 is decided), over all games and over the games A's role lost.

Declaring and burying are the same code at every level (:mod:`ai.shengji.declare`,
:mod:`ai.shengji.bury`), so the duplicate cancels them; the tool reports what they cost in
absolute terms instead: the points the dealer's side buried and what 抠底 took.

``--seeing`` plays A's search with the true deal as every sample (perfect-information
Monte Carlo with the same budget): what a perfect count could still gain.

Run: python -m bench.tractor_losses --deals 40 --seed 33 [--a expert --b hard]
     [--mode tractor] [--seeing] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import game
from ai.agents import Agent, choose_action, make_agent
from ai.match import deal_seed
from ai.shengji import search as search_module
from ai.shengji.match import agent_seed_base, seat_sides, start
from ai.shengji.match import score as score_for_a
from ai.shengji.players import LEVELS
from ai.shengji.playout import rollout_from, utility
from ai.shengji.policy import judged_plays
from ai.shengji.position import Position, position_from_view
from game.cards import Card
from game.shengji.cards import points
from game.shengji.phases.play import PHASE_PLAY
from game.shengji.shapes import read
from game.shengji.trump import TRUMP

SITUATIONS = ("lead", "throw", "trump lead", "follow", "void: trump in or discard",
              "partner winning: feed", "last two tricks (抠底)")


@dataclass
class Tally:
    """Decisions and misses by situation; the misses' summed gain."""

    decisions: Counter[str] = field(default_factory=Counter)
    misses: Counter[str] = field(default_factory=Counter)
    gain: dict[str, float] = field(default_factory=dict)
    leads: Counter[str] = field(default_factory=Counter)  # "played kind -> better kind"

    def add(self, situation: str, gain: float, margin: float, change: str = "") -> None:
        self.decisions[situation] += 1
        if gain >= margin:
            self.misses[situation] += 1
            self.gain[situation] = self.gain.get(situation, 0.0) + gain
            if change:
                self.leads[change] += 1


def lead_kind(pos: Position, play: tuple[Card, ...]) -> str:
    """A lead's kind for the table: trump or plain, its shape, master or not, points."""
    order = pos.order
    shape = read(list(play), order)
    where = "trump" if order.is_trump(play[0]) else "plain"
    if shape.is_throw:
        return f"{where} throw"
    unit = shape.units[0]
    form = "tractor" if unit.is_tractor else "pair" if unit.width >= 2 else "single"
    top = max(play, key=order.index)
    master = "master" if pos.count.higher_hidden(top) == 0 else "low"
    pts = "+pts" if points(list(play)) else ""
    return f"{where} {master} {form}{pts}"


def situation(pos: Position, play: tuple[Card, ...], better: tuple[Card, ...]) -> str:
    """The kind of decision, as the loss table counts them (the first that applies)."""
    order = pos.order
    size = len(pos.lead) if pos.current else len(play)
    if len(pos.hand) <= 2 * size:
        return "last two tricks (抠底)"
    if pos.leading:
        if read(list(play), order).is_throw or read(list(better), order).is_throw:
            return "throw"
        return "trump lead" if order.is_trump(play[0]) else "lead"
    suit = order.suit_of(pos.lead[0])
    if suit != TRUMP and not any(order.suit_of(c) == suit for c in pos.hand):
        return "void: trump in or discard"
    standing = game.shengji.trick.trick_winner([list(c) for _, c in pos.current], pos.trump,
                                               pos.rules)
    if pos.sides.friendly(pos.current[standing][0]):
        return "partner winning: feed"
    return "follow"


def judge_decision(pos: Position, hands: list[list[Card]], kitty: list[Card],
                   play: tuple[Card, ...], candidates: int) -> tuple[float, tuple[Card, ...]]:
    """The perfect-information gain of the best option over ``play``, and that option."""
    skill = LEVELS["hard"].skill
    _, ranked = judged_plays(pos, skill)
    options = [o for _, o in ranked[:candidates]]
    faces = {tuple(sorted(pos.order.face(c) for c in o)) for o in options}
    if tuple(sorted(pos.order.face(c) for c in play)) not in faces:
        options.append(play)
    others = {s: list(h) for s, h in enumerate(hands) if s != pos.seat}

    def value(option: tuple[Card, ...]) -> float:
        rollout = rollout_from(pos, others, kitty)
        rollout.play_checked(pos.seat, option)
        return utility(rollout.finish(), pos)

    mine = value(play)
    best, best_value = play, mine
    for option in options:
        v = value(option)
        if v > best_value:
            best, best_value = option, v
    return best_value - mine, best


@contextmanager
def seeing(hand: game.TractorGame) -> Iterator[None]:
    """Every sample of the search is the true deal while this is open."""
    real = search_module.sample_deal

    def true_deal(pos: Position, rng: random.Random,
                  pairs: bool = False) -> tuple[dict[int, list[Card]], list[Card]]:
        state = hand.state
        others = {s: list(h) for s, h in enumerate(state.hands) if s != pos.seat}
        return others, list(state.kitty)

    search_module.sample_deal = true_deal
    try:
        yield
    finally:
        search_module.sample_deal = real


@dataclass
class Study:
    margin: float
    candidates: int
    see: bool
    all_games: Tally = field(default_factory=Tally)
    lost_games: Tally = field(default_factory=Tally)
    games: list[dict[str, object]] = field(default_factory=list)

    def play_deals(self, rules: game.TractorRules, seed: int, first: int, deals: int,
                   spec_a: str, spec_b: str) -> None:
        """Each of ``deals`` deals from ``first``, played both ways round (A on each side)."""
        for deal in range(first, first + deals):
            for swap in (False, True):
                self.play_game(rules, deal_seed(seed, deal), swap, spec_a, spec_b)

    def results(self) -> str:
        """A's win share and average score over the games: ``WP 0.550, ADP +0.120``."""
        wins = sum(1 for g in self.games if g["won"]) / len(self.games)
        score = sum(float(str(g["score"])) for g in self.games) / len(self.games)
        return f"WP {wins:.3f}, ADP {score:+.3f}"

    def play_game(self, rules: game.TractorRules, game_seed: int, swap: bool,
                  spec_a: str, spec_b: str) -> None:
        sides = seat_sides(rules, swap)
        base = agent_seed_base(rules, game_seed, swap)
        agents: list[Agent] = [make_agent(spec_a if side == "a" else spec_b, base + s)
                               for s, side in enumerate(sides)]
        hand = start(rules, game_seed, False)
        tally = Tally()
        cpu = time.process_time()
        while not hand.over:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            if sides[seat] == "a" and self.see and view.phase == PHASE_PLAY:
                with seeing(hand):
                    action = choose_action(agents[seat], view)
            else:
                action = choose_action(agents[seat], view)
            if sides[seat] == "a" and view.phase == PHASE_PLAY:
                pos = position_from_view(view)
                play = tuple(action.cards)  # type: ignore[union-attr]
                if len(play) < len(pos.hand):
                    state = hand.state
                    gain, better = judge_decision(pos, state.hands, list(state.kitty), play,
                                                  self.candidates)
                    change = (f"{lead_kind(pos, play)} -> {lead_kind(pos, better)}"
                              if pos.leading else "")
                    tally.add(situation(pos, play, better), gain, self.margin, change)
            hand.apply(action)
        result = hand.result
        assert result is not None
        score, won, a_dealer = score_for_a(hand, sides)
        self._merge(tally, won)
        self.games.append({"seed": game_seed, "swap": swap, "won": won, "score": score,
                           "a_dealer": a_dealer, "catchers": result.catchers_points,
                           "kitty_points": result.kitty_points,
                           "kitty_bonus": result.kitty_bonus,
                           "cpu": round(time.process_time() - cpu, 2)})

    def _merge(self, tally: Tally, won: bool) -> None:
        for target in (self.all_games, *(() if won else (self.lost_games,))):
            target.decisions.update(tally.decisions)
            target.misses.update(tally.misses)
            for name, gain in tally.gain.items():
                target.gain[name] = target.gain.get(name, 0.0) + gain
            target.leads.update(tally.leads)


def table(study: Study) -> str:
    """The loss table in Markdown: per situation, decisions, misses and their mean gain."""
    rows = ["| situation | decisions | misses | miss rate | mean gain | in lost games: "
            "decisions | misses | miss rate |", "| --- | ---: | ---: | ---: | ---: | ---: | "
            "---: | ---: |"]
    a, lost = study.all_games, study.lost_games
    for name in SITUATIONS:
        d, m = a.decisions[name], a.misses[name]
        ld, lm = lost.decisions[name], lost.misses[name]
        rate = f"{m / d:.3f}" if d else "-"
        lrate = f"{lm / ld:.3f}" if ld else "-"
        mean = f"{a.gain.get(name, 0.0) / m:.1f}" if m else "-"
        rows.append(f"| {name} | {d} | {m} | {rate} | {mean} | {ld} | {lm} | {lrate} |")
    return "\n".join(rows)


def kitty_line(study: Study) -> str:
    """What burying and 抠底 cost, by the role A played."""
    out = []
    for role, a_dealer in (("A dealing", True), ("A catching", False)):
        games = [g for g in study.games if g["a_dealer"] is a_dealer]
        if not games:
            continue
        buried = sum(int(str(g["kitty_points"])) for g in games) / len(games)
        dug = [g for g in games if int(str(g["kitty_bonus"])) > 0]
        bonus = sum(int(str(g["kitty_bonus"])) for g in games) / len(games)
        won = sum(1 for g in games if g["won"]) / len(games)
        out.append(f"{role}: {len(games)} games, won {won:.3f}, kitty {buried:.1f} points, "
                   f"抠底 in {len(dug)} ({bonus:.1f} points a game)")
    return "\n".join(out)


def add_match_arguments(parser: argparse.ArgumentParser) -> None:
    """The duplicate deals to play, as the arena names them: mode, deals, first, seed, A, B."""
    parser.add_argument("--mode", default="tractor")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="hard")


def match_rules(parser: argparse.ArgumentParser, args: argparse.Namespace) -> game.TractorRules:
    """The Tractor mode of ``args``, a wrong deal range or mode refused with a message."""
    if args.deals < 1 or args.first < 0:
        parser.error("--deals must be at least 1 and --first at least 0")
    rules = game.ruleset(args.mode)
    if not isinstance(rules, game.TractorRules):
        parser.error(f"{args.mode} is not a Tractor mode")
    return rules


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    add_match_arguments(parser)
    parser.add_argument("--margin", type=float, default=5.0)
    parser.add_argument("--candidates", type=int, default=5)
    parser.add_argument("--seeing", action="store_true")
    parser.add_argument("--json", default=None, help="write the games and tallies here")
    args = parser.parse_args(argv)
    rules = match_rules(parser, args)
    study = Study(args.margin, args.candidates, args.seeing)
    study.play_deals(rules, args.seed, args.first, args.deals, args.a, args.b)
    print(f"{args.a} vs {args.b}, {args.mode}, seed {args.seed}, deals {args.deals}"
          f"{' (seeing)' if args.seeing else ''}: {study.results()}")
    print(table(study))
    print(kitty_line(study))
    print("lead misses, played -> better (all games):")
    for change, n in study.all_games.leads.most_common(15):
        print(f"  {n:4d}  {change}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"games": study.games,
                       "all": {k: dict(getattr(study.all_games, k))
                               for k in ("decisions", "misses", "gain", "leads")},
                       "lost": {k: dict(getattr(study.lost_games, k))
                                for k in ("decisions", "misses", "gain", "leads")}}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
