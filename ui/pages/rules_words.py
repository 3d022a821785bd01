"""The rules page's general sections, worded for the table the mode is played at.

A section's text (``rules.<section>.body``, ``rules.shengji.<section>.body``) says how
many play, with how many decks, how many cards each and in the kitty: those figures
come from the ruleset's table, never from the words, so 五人 reads 五人游戏 and a
three-deck Tractor its own deck.  Where a mode's sides differ in kind (五人's hidden
ally, 找朋友, 三人竞标, two players) the section has a variant named for them,
``<key>.<teams>`` or ``<key>.<seats>``, found before the plain one.
"""

from __future__ import annotations

from game import Ruleset
from ui.app.i18n import TRANSLATOR, t

POINTS_PER_DECK = 100  # the 5s, 10s and Ks of one deck: 4 × 5 + 8 × 10


def everyone(rules: Ruleset) -> str:
    """Every seat of the table, counted in words (三家, all five) for "when all pass"."""
    key = f"rules.everyone.{rules.seats}"
    return t(key) if TRANSLATOR.has(key) else t("rules.everyone.3")


def _counted(prefix: str, n: int) -> str:
    """``<prefix>.<n>`` in words (两人, three players), the figure itself past the list."""
    key = f"{prefix}.{n}"
    return t(key) if TRANSLATOR.has(key) else str(n)


def table_words(rules: Ruleset) -> dict[str, object]:
    """The figures and phrases a section's text is filled with, from ``rules.table``."""
    table = rules.table
    seats, others = table.seats, table.seats - 1
    unused = 54 * table.decks - seats * table.hand_size - table.kitty_size
    return {
        "everyone": everyone(rules),
        "players": _counted("rules.players", seats),
        "others": _counted("rules.count", others),
        "deck": _counted("rules.decks", table.decks),
        "hand": table.hand_size,
        "kitty": table.kitty_size,
        "unused": t("rules.deal.unused", n=unused) if unused > 0 else "",
        "order": t("rules.order.2" if seats == 2 else "rules.order.3" if seats == 3
                   else "rules.order.many"),
        "passes": t("rules.passes.1") if others == 1 else t("rules.passes.many",
                                                           others=_counted("rules.count", others)),
        "kitty_seen": t(f"rules.kitty_seen.{table.kitty_seen_by}"),
        "share": others,
        "points": POINTS_PER_DECK * table.decks,
    }


def section_key(base: str, rules: Ruleset) -> str:
    """The section's text key for this table: its sides' or seats' variant, else ``base``."""
    for key in (f"{base}.{rules.teams}", f"{base}.{rules.seats}"):
        if TRANSLATOR.has(key):
            return key
    return base


def section_body(prefix: str, section: str, rules: Ruleset) -> str:
    """A general section's text for ``rules``' table, in the current language."""
    return t(section_key(f"{prefix}.{section}.body", rules), **table_words(rules))
