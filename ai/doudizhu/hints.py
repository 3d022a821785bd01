"""Hints for a human seat: the best few plays, each with a short, translatable reason.

With a level (the app's hint button asks the expert) the hints are the ranking of
:func:`ai.doudizhu.choices.weigh`: the few choices worth weighing, best first by the share of
sampled deals their side wins, the figure each hint shows.  The after-hand review
asks the same ranking with the player's move added, so the first hint is the move
the review calls best, with the same figure.  Without a level the hints are instant:
the hard policy's choice, then the other options by the plays they leave.

Each hint names the reason a good player would give; where a hint leaves more plays
than one listed below it, a note says why it still ranks higher (it wins more often,
or the plan prefers it), so the words never contradict the order.  Reasons are
message keys with parameters (see :mod:`ai.doudizhu.hint_messages`), so the UI translates them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ai.doudizhu.choices import (
    ReviewBudget,
    Scored,
    hint_policy,
    plan_value,
    turns_after,
    weigh,
)
from ai.doudizhu.hint_messages import message
from ai.doudizhu.policy import Policy
from ai.doudizhu.position import Position, position_from_view
from ai.doudizhu.ranks import remove
from ai.doudizhu.wilds import wild_reason
from ai.verdict import percent
from game.cards import BIG_JOKER, RANK_CHARS, SMALL_JOKER, TWO
from game.doudizhu.phases import PhaseName
from game.doudizhu.view import SeatView
from game.plays import Play

CHOSEN_BONUS = 100.0  # the instant first choice's score, lifted so it always sorts on top
CONTROL_RANKS = (BIG_JOKER, SMALL_JOKER, TWO, TWO - 1)  # R, B, 2, A: the cards that win leads
SMALL_TOP = 6  # up to the 9s a card is "small": it seldom wins a trick later
LONG_PLAY = 5  # a play of this many cards or more clears a good part of the hand
KICKER_CORES = {"trio_single": 3, "trio_pair": 3, "four_two_single": 4, "four_two_pair": 4}


@dataclass(frozen=True)
class Hint:
    """One suggestion: ``play`` (None: pass), its reason key and parameters, and a score.

    A hint from a level's evaluation also carries ``win``, the share of deals its side
    wins after it (the figure the list is ranked by, shown beside it), ``turns``, the plays
    the hand needs after it, and a ``note`` (key and parameters) where a hint ranked above
    another leaves more plays than it: the note says why it is still the better one.
    """

    play: Play | None
    reason: str
    params: dict[str, str] = field(default_factory=dict, hash=False)
    score: float = 0.0
    win: float | None = None
    turns: int = 0
    note: str = ""
    note_params: dict[str, str] = field(default_factory=dict, hash=False)

    def text(self, language: str) -> str:
        """The reason, the note (or else the figure), in ``language`` (``zh`` or ``en``)."""
        parts = [message(self.reason, language, **self.params)]
        if self.note:
            parts.append(message(self.note, language, **self.note_params))
        if self.win is not None and not self.note:  # a note already gives the figure
            parts.append(message("hint.chance", language, pct=str(percent(self.win))))
        return ("；" if language == "zh" else "; ").join(parts)


def hint(view: SeatView, n: int = 3, level: str | None = None,
         budget: ReviewBudget | None = None, seed: int = 0) -> list[Hint]:
    """Up to ``n`` ranked suggestions for the seat to play in ``view`` (best first).

    With ``level`` (a name in ``LEVELS``) the suggestions are :func:`ai.doudizhu.choices.weigh`'s
    ranking, the evaluation the after-hand review uses too: that level's own choice among
    the few plays weighed, each by the share of sampled deals its side wins after it
    (``budget`` and ``seed`` as the review's; a second or more: call it off the render
    loop).  Without it the suggestions are instant: the hard policy's choice, then the
    other options by the plays they leave (fewest first), then by plan score.
    """
    if view.phase != PhaseName.PLAY or view.to_act != view.seat or n <= 0:
        return []
    pos = position_from_view(view)
    policy = hint_policy(pos)
    if not pos.legal():
        return [Hint(None, "hint.cannot_beat", {}, 0.0)] if pos.previous is not None else []
    if level is not None:
        weighed = _weighed(policy, pos, weigh(view, level, budget, seed))
        return _noted(weighed[:n], "hint.more_turns")
    options: list[Play | None] = list(pos.legal())
    if pos.previous is not None:
        options.append(None)
    chosen = policy.choose(pos)
    ranked = sorted((o for o in options if o != chosen),
                    key=lambda o: (turns_after(policy, pos, o), -plan_value(policy, pos, o)))
    out = [_hint(policy, pos, chosen, round(plan_value(policy, pos, chosen) + CHOSEN_BONUS, 2))]
    out += [_hint(policy, pos, o, round(plan_value(policy, pos, o), 2)) for o in ranked[: n - 1]]
    return _noted(out, "hint.more_turns_plan")[:n]


def _hint(policy: Policy, pos: Position, play: Play | None, score: float,
          win: float | None = None) -> Hint:
    return Hint(play, *_reason(policy, pos, play), score=score, win=win,
                turns=turns_after(policy, pos, play))


def _weighed(policy: Policy, pos: Position, scored: Sequence[Scored]) -> list[Hint]:
    """The evaluation's ranking as hints (its order kept; the score is the percent)."""
    return [_hint(policy, pos, s.play, float(s.pct), s.win) for s in scored]


def _noted(hints: list[Hint], note: str) -> list[Hint]:
    """Each hint that leaves more plays than one listed below it says why it still ranks
    higher (``note``: its chance is higher, or the plan prefers it), naming that one (only
    hints on the list are named, so the list is cut before it is noted)."""
    out: list[Hint] = []
    for i, h in enumerate(hints):
        below = [b for b in hints[i + 1:] if b.play is not None and b.turns < h.turns]
        if h.play is None or not below:  # a pass's own reason says why it holds back
            out.append(h)
            continue
        fewer = min(below, key=lambda b: b.turns)
        assert fewer.play is not None
        params = {"cards": fewer.play.cards, "extra": str(h.turns - fewer.turns)}
        if h.win is not None and fewer.win is not None:
            params |= {"pct": str(percent(h.win)), "other": str(percent(fewer.win))}
        out.append(replace(h, note=note, note_params=params))
    return out


def explain(pos: Position, play: Play | None) -> tuple[str, dict[str, str]]:
    """Why a good player would make this play (or pass) at ``pos``: the hint's reason."""
    return _reason(hint_policy(pos), pos, play)


def _reason(policy: Policy, pos: Position, play: Play | None) -> tuple[str, dict[str, str]]:
    """Why a good player would make this play (or pass), as a message key and parameters.

    Every play's reason names the play's cards, and where the plan decides, what the
    play does to it (how many plays the hand needs afterwards), so two different plays
    in one position never read alike.
    """
    if play is None:
        return _pass_reason(policy, pos)
    rest = remove(pos.hand, play)
    if not any(rest):
        return "hint.goes_out", {}
    cards = {"cards": play.cards}
    safe = policy.is_safe(pos, play)
    if safe and policy.wins_from(pos, rest):
        return ("hint.bomb_wins" if play.is_bomb else "hint.wins_out"), cards
    threat = _threat(pos)
    if threat is not None and pos.previous is not None:
        stoppers = [p for p in pos.legal() if policy.is_safe(pos, p)]
        role = "landlord" if threat == pos.landlord else "farmer"
        if stoppers == [play]:
            return "hint.only_stop", {"role": role}
        highest = max((p.rank for p in pos.legal() if not p.is_bomb), default=-1)
        if safe or play.rank == highest:
            return "hint.blocks", {**cards, "role": role, "count": str(pos.cards_left[threat])}
    partner = pos.knowledge.partner()
    if pos.previous is None and partner is not None and pos.cards_left[partner] <= 2 \
            and play == policy.feeding_play(pos):
        return "hint.feeds_partner", {**cards, "count": str(pos.cards_left[partner])}
    if _partner_holds_trick(pos):
        return "hint.tops", cards
    wild = wild_reason(play, pos.hand, pos.legal(), pos.seating.wild,
                       pos.knowledge.outside, pos.previous is not None)
    if wild is not None:
        return wild.key, wild.params
    turns = {**cards, "turns": str(policy.decomposer.plan(rest).turns)}
    if safe:
        return "hint.unbeatable", turns
    return _plan_reason(policy, pos, play, rest)


def _plan_reason(
    policy: Policy, pos: Position, play: Play, rest: list[int]
) -> tuple[str, dict[str, str]]:
    """What the play does to the hand's plan: the plays it needs afterwards, the cards it
    clears or carries away, the control cards it keeps."""
    before = policy.decomposer.plan(pos.hand).turns
    after = policy.decomposer.plan(rest).turns
    facts = {"cards": play.cards, "turns": str(after)}
    if after >= before:  # the play is not a piece of the plan: it breaks the hand up
        key = "hint.beat_breaks" if pos.previous is not None else "hint.lead_breaks"
        return key, {**facts, "before": str(before)}
    controls = [r for r in CONTROL_RANKS if pos.hand[r] and rest[r] == pos.hand[r]]
    if pos.previous is not None:
        if play.rank >= CONTROL_RANKS[-1]:
            return "hint.beat_high", facts
        cheaper = _cheaper_clean(policy, pos, play, before)
        if cheaper is not None:  # beats it higher than it needs to
            return "hint.beat_higher", {**facts, "cheap": cheaper.cards}
        if controls and play.rank < controls[0]:
            return "hint.keeps_control", {**facts, "rank": RANK_CHARS[controls[0]]}
        return "hint.cheapest_beat", facts
    kicker = _kicker(play)
    if kicker:
        core = RANK_CHARS[play.rank] * (len(play) - len(kicker))
        return "hint.lead_kicker", {**facts, "core": core, "kicker": kicker}
    if play.chain > 1 or len(play) >= LONG_PLAY:
        return "hint.lead_long", {**facts, "count": str(len(play))}
    if play.rank >= CONTROL_RANKS[-1]:
        return "hint.lead_high", facts
    if play.rank <= SMALL_TOP:
        return "hint.sheds_small", facts
    return "hint.fits_plan", facts


def _cheaper_clean(policy: Policy, pos: Position, play: Play, before: int) -> Play | None:
    """The smallest play of the same kind below ``play`` that beats the trick without
    breaking the hand up, if there is one."""
    smaller = sorted(
        (p for p in pos.legal() if p.kind == play.kind and p.rank < play.rank and not p.is_bomb),
        key=lambda p: p.rank,
    )
    for other in smaller:
        if policy.decomposer.plan(remove(pos.hand, other)).turns < before:
            return other
    return None


def _kicker(play: Play) -> str:
    """The cards a trio or a four carries along (``"5"`` of 33345), or ``""``."""
    core = KICKER_CORES.get(play.kind)
    if core is None:
        return ""
    return play.cards.replace(RANK_CHARS[play.rank], "", core)


def _partner_holds_trick(pos: Position) -> bool:
    """The play to beat is a partner's (another seat on our side)."""
    owner = pos.previous_seat
    return owner is not None and owner != pos.seat and pos.is_ours(owner)


def _pass_reason(policy: Policy, pos: Position) -> tuple[str, dict[str, str]]:
    if _partner_holds_trick(pos):
        return "hint.partner_winning", {}
    plain = [p for p in pos.legal() if not p.is_bomb]
    if not plain:
        return ("hint.keeps_bomb", {}) if pos.legal() else ("hint.cannot_beat", {})
    before = policy.decomposer.plan(pos.hand).turns
    # Ties on (turns, rank) must not fall through to comparing the plays themselves.
    after, cheapest = min(
        (((policy.decomposer.plan(remove(pos.hand, p)).turns, p.rank), p) for p in plain),
        key=lambda pair: pair[0],
    )
    if after[0] < before:  # a clean beat exists: the pass keeps those cards for later
        return "hint.holds_back", {"cards": cheapest.cards}
    return "hint.too_costly", {"before": str(before), "turns": str(after[0])}


def _threat(pos: Position) -> int | None:
    """The opponent closest to going out, if it has two cards or fewer."""
    close = [s for s in pos.knowledge.opponents() if pos.cards_left[s] <= 2]
    return min(close, key=lambda s: pos.cards_left[s]) if close else None
