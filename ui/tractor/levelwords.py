"""Words and buttons for the phase ``levels`` (equal level rights, docs/tractor-modes.md §2.5.3).

After a five-player three-deck hand the rules core may ask one seat a question
(``view.choice``): who takes the dealer side's last third, where blocked levels
go, whether to accept levels a teammate offers, or which catchers take the rest
of a J / A drop.  The same action (``Transfer``, a pass) means different things
in different questions, so the labels are chosen from the question, not from the
action alone — a button must say what pressing it does.
"""

from __future__ import annotations

from game.shengji import Accept, GiveShare, Pass, Refuse, TractorAction, TractorView, Transfer
from game.shengji.choices import NAME_CATCHERS, TRANSFER
from ui.app.i18n import t
from ui.tractor.words import seat_label

Label = tuple[str, dict[str, object]]


def level_label(action: TractorAction, view: TractorView) -> Label | None:
    """The translation key and parameters of a button answering ``view.choice`` with
    ``action`` (``None`` when ``action`` is not one of the level answers)."""
    choice = view.choice
    if choice is None:
        return None
    if isinstance(action, GiveShare):
        if action.seat == choice.seat:
            return "tractor.btn.levels.share_self", {"n": choice.levels}
        return "tractor.btn.levels.share_give", {"n": choice.levels,
                                                 "seat": seat_label(action.seat)}
    if isinstance(action, Accept):
        return "tractor.btn.levels.accept", {"n": choice.levels}
    if isinstance(action, Refuse):
        return "tractor.btn.levels.refuse", {}
    if isinstance(action, Pass):
        key = "name_catchers" if choice.kind == NAME_CATCHERS else "transfer"
        return f"tractor.btn.levels.pass.{key}", {"n": choice.levels}
    if isinstance(action, Transfer):
        params: dict[str, object] = {"n": action.count, "seat": seat_label(action.seat)}
        if choice.kind == NAME_CATCHERS:
            return "tractor.btn.levels.catcher", params
        if _same_side(view, choice.seat, action.seat):
            return "tractor.btn.levels.give", params
        return "tractor.btn.levels.drop", params
    return None


def _same_side(view: TractorView, a: int, b: int) -> bool:
    dealer_side = set(view.dealer_side)
    return (a in dealer_side) == (b in dealer_side)


def level_prompt(view: TractorView, mine: bool) -> str:
    """The status line of the phase: the open question in the player's words when it is
    his, else who is deciding."""
    choice = view.choice
    if choice is None:
        return ""
    if not mine:
        return t("tractor.prompt.waiting.levels", seat=seat_label(choice.seat))
    giver = seat_label(choice.giver) if choice.giver is not None else ""
    key = f"tractor.prompt.levels.{choice.kind}" + (".one" if choice.levels == 1 else "")
    return t(key, n=choice.levels, seat=giver)


def level_offers(view: TractorView, legal: list[TractorAction], most: int) -> list[TractorAction]:
    """At most ``most`` buttons for the open question.  A placement lists every seat and
    every count, often more than fit; the buttons keep the pass, each seat's largest
    count, then single levels — the question is asked again for what is left, so one
    level at a time still reaches every split."""
    choice = view.choice
    if choice is None or choice.kind not in (TRANSFER, NAME_CATCHERS) or len(legal) <= most:
        return legal[:most]
    passes = [a for a in legal if isinstance(a, Pass)]
    moves = [a for a in legal if isinstance(a, Transfer)]
    largest: dict[int, Transfer] = {}
    for move in moves:
        if move.seat not in largest or move.count > largest[move.seat].count:
            largest[move.seat] = move
    singles = [m for m in moves if m.count == 1 and largest[m.seat] != m]
    offers: list[TractorAction] = [*passes, *largest.values(), *singles]
    return offers[:most]

