"""Training data for the learned lead model: what each of the policy's best leads was worth.

Hands are played with the hard level at every seat.  At every lead with a choice, each of
the policy's best ``--candidates`` leads is played out to the end of the hand on the
*true* deal, the policy at every seat choosing from what it would know there
(:func:`ai.shengji.deep.play_deep` with the whole hand as its depth), and scored as the
search scores a hand (:func:`ai.shengji.playout.utility`, from the leader's side).  Each
line of ``--out`` is one decision: the features of every candidate
(:mod:`ai.shengji.lead_features`), the worths, and the leader's side.

Since the hands are the policy's own games, the true deal is a draw from what the leader's
view allows, so a model fitted to these worths (bench/tractor_lead_fit.py) learns the
average worth of a lead to a seat that sees only its view.

Run: python -m bench.tractor_lead_data --mode tractor --deals 200 --first 0 --seed 7 \\
         --out /tmp/leads.jsonl
"""

from __future__ import annotations

import argparse
import json
import time

import game
from ai.agents import choose_action
from ai.match import deal_seed
from ai.shengji.deep import play_deep
from ai.shengji.lead_features import lead_features
from ai.shengji.match import start
from ai.shengji.players import LEVELS, LevelPlayer
from ai.shengji.policy import judged_plays
from ai.shengji.position import Position, position_from_view
from ai.shengji.search import SearchBudget, Searcher
from bench.tractor_losses import match_rules, situation
from game.cards import Card
from game.shengji.phases.play import PHASE_PLAY


def decision(searcher: Searcher, pos: Position, hands: list[list[Card]], kitty: list[Card],
             candidates: int) -> dict[str, object] | None:
    """One lead's record, or ``None`` when the policy has a single option."""
    judge, ranked = judged_plays(pos, searcher.skill)
    chosen = ranked[:candidates]
    if len(chosen) < 2:
        return None
    others = {s: list(h) for s, h in enumerate(hands) if s != pos.seat}
    counts = searcher.first_counts(pos)
    worths = [play_deep(searcher, pos, others, kitty, option, len(pos.hand), counts)
              for _, option in chosen]
    if not pos.leading:
        return {"follow": follow_kind(pos), "scores": [round(s, 3) for s, _ in chosen],
                "worths": [round(w, 2) for w in worths],
                "catcher": not pos.sides.dealer_side, "cards": len(pos.hand),
                "options": [[str(c) for c in option] for _, option in chosen]}
    return {
        "features": [[round(x, 4) for x in lead_features(pos, judge.odds(option),
                                                         judge.valuer, option, score)]
                     for score, option in chosen],
        "worths": [round(w, 2) for w in worths],
        "catcher": not pos.sides.dealer_side,
        "cards": len(pos.hand),
    }


def follow_kind(pos: Position) -> str:
    """The follow's situation as the loss table names it (bench/tractor_losses.py)."""
    return situation(pos, pos.hand[:len(pos.lead)], pos.hand[:len(pos.lead)])


def play_hand(rules: game.TractorRules, game_seed: int, candidates: int,
              follows: bool = False) -> list[dict[str, object]]:
    """Every lead decision of one hand played by hard at every seat (with ``follows``,
    every follow decision too)."""
    level = LEVELS["hard"]
    players = [LevelPlayer(level, game_seed + s) for s in range(rules.seats)]
    searcher = Searcher(SearchBudget(), level.skill)
    hand = start(rules, game_seed, False)
    out = []
    while not hand.over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        if view.phase == PHASE_PLAY:
            pos = position_from_view(view, counting=True, guess_friend=level.guess_friend)
            if (pos.leading or follows) and len(pos.hand) > 1:
                state = hand.state
                found = decision(searcher, pos, [list(h) for h in state.hands],
                                 list(state.kitty), candidates)
                if found is not None:
                    out.append(found)
        hand.apply(choose_action(players[seat], view))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--mode", default="tractor")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--candidates", type=int, default=6)
    parser.add_argument("--follows", action="store_true", help="record follows too")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    if args.candidates < 2:
        parser.error("--candidates must be at least 2")
    rules = match_rules(parser, args)
    for deal in range(args.first, args.first + args.deals):
        started = time.process_time()
        records = play_hand(rules, deal_seed(args.seed, deal), args.candidates,
                            args.follows)
        with open(args.out, "a", encoding="utf-8") as f:
            for record in records:
                f.write(json.dumps({"mode": args.mode, "deal": deal, **record}) + "\n")
        print(f"deal {deal}: {len(records)} leads, {time.process_time() - started:.1f} s CPU",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
