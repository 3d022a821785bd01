"""The Tractor / 升级 modes, declared as data (docs/tractor.md §1, docs/tractor-modes.md §2).

:class:`TractorRules` is the family's :class:`~game.rules.Ruleset`: one field per
**Option** of docs/tractor.md and docs/tractor-modes.md, named exactly as there (on/off options are
booleans,
the others the strings named, D36), plus the facts a mode declares and a player
does not change (how trump is declared, two colours, friend calls, throw limits).
Each registered mode lists in ``choices`` the options it lets the player change,
its own default first; an option a mode forces (four decks: permanent 2s) is
listed with that single value, so the settings screen shows it fixed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules import KITTY_SEEN_BY_LANDLORD, Ruleset, Table, register

FAMILY = "shengji"
RECORD_FORMAT = "shengji-hand"
MATCH_FORMAT = "shengji-match"

# How the seats form sides.
TEAMS_FIXED_PARTNERS = "fixed_partners"  # alternate seats, partner opposite
TEAMS_FRIENDS = "friends"  # 找朋友: the dealer's friends are found in play
TEAMS_ONE_VS_TWO = "one_vs_two"  # 三人竞标: the lowest bidder alone against two

# How trump is declared during the deal (docs/tractor.md §1.3, docs/tractor-modes.md §2.1–§2.6).
DECLARE_PAIRS = "pairs"  # level card < level pair < BB < RR
DECLARE_COLOURS = "colours"  # one deck: a level card declares its colour; no jokers
DECLARE_COUNT = "count"  # three decks: more identical cards first, then B, then R
DECLARE_HIDDEN = "hidden"  # four decks: the count is shown, the suit only at the end
DECLARE_NONE = "none"  # three-player bidding: trump is named by the dealer

# How a hand's result moves the levels.
SCORE_LEVEL_TABLE = "level_table"  # §1.11 table, fixed partnerships
SCORE_FRIENDS = "friends_table"  # §1.11 table per player, +1 for a lone winning dealer
SCORE_EQUAL_RIGHTS = "equal_rights"  # §2.5.3 级差权平等
SCORE_BIDDING = "bidding"  # §2.6 the auction's target

# Phases of a hand, in the order the engine may run them; each is active only
# where its options and the mode's declaration call for it.
DECLARING_PHASES = ("deal", "weak_hand", "kitty", "bury", "kitty_theft", "play", "settle")
FRIENDS_PHASES = (
    "deal", "weak_hand", "kitty", "bury", "kitty_theft", "call_friends", "play", "settle",
)
BIDDING_PHASES = ("deal", "auction", "kitty", "name_trump", "weak_hand", "bury", "play", "settle")

# The options of the core game (§1.13) with their allowed values, default first.
CORE_OPTIONS: dict[str, tuple[Any, ...]] = {
    "permanent_twos": (False, True),
    "late_reinforce": (False, True),
    "no_declaration": ("no_trump", "flip_kitty", "redeal"),
    "kitty_theft": (False, True),
    "level_gap": ("joins", "breaks"),
    "failed_throw_forced": ("lowest_beaten", "smallest_beaten"),
    "name_throw_blocker": (True, False),
    "throw_penalty": ("none", "ten_per_card", "ten_per_attempt"),
    "partial_tractor_follow": (False, True),
    "throw_compare": ("key_component", "all_components"),
    "kitty_multiplier": ("power", "double_unit", "double_lead"),
    "match_end": ("defend_A", "reach_A", "defend_NT"),
    "must_play_levels": ("A", "5_10_K_A", "2_5_10_K_A", "J_A"),
    "jack_hook": (False, True),
    "redeal_weak_hand": (False, True),
}
# Options that exist only where their cards or teams do (§2.2, §2.5.3).
TRIPLE_OPTIONS: dict[str, tuple[Any, ...]] = {"protect_triples": (False, True)}
EQUAL_RIGHTS_OPTIONS: dict[str, tuple[Any, ...]] = {
    "friend_share": ("fixed", "flexible"),
    "level_transfer": (True, False),
}
# Options that mean nothing without declaring during the deal.
DECLARING_ONLY = ("late_reinforce", "no_declaration", "kitty_theft")
@dataclass(frozen=True)
class TractorRules(Ruleset):
    """One Tractor mode: its table, teams, phases and every option of docs/tractor-modes.md §5.

    >>> from game.rules import ruleset
    >>> ruleset("tractor").level_step, ruleset("tractor_three_decks").level_step
    (40, 60)
    """

    family: str = FAMILY
    table: Table = field(
        default_factory=lambda: Table(
            seats=4, decks=2, hand_size=25, kitty_size=8, kitty_seen_by=KITTY_SEEN_BY_LANDLORD
        )
    )
    teams: str = TEAMS_FIXED_PARTNERS
    phases: tuple[str, ...] = DECLARING_PHASES
    pattern_set: str = "tractor"
    scorer: str = SCORE_LEVEL_TABLE
    choices: tuple[tuple[str, tuple[Any, ...]], ...] = tuple(CORE_OPTIONS.items())
    record_format: str = RECORD_FORMAT
    # ----- the options of docs/tractor.md (field names as there) -----------------------------
    permanent_twos: bool = False
    late_reinforce: bool = False
    no_declaration: str = "no_trump"
    kitty_theft: bool = False
    level_gap: str = "joins"
    failed_throw_forced: str = "lowest_beaten"
    name_throw_blocker: bool = True
    throw_penalty: str = "none"
    partial_tractor_follow: bool = False
    throw_compare: str = "key_component"
    kitty_multiplier: str = "power"
    match_end: str = "defend_A"
    must_play_levels: str = "A"
    jack_hook: bool = False
    redeal_weak_hand: bool = False
    protect_triples: bool = False
    friend_share: str = "fixed"
    level_transfer: bool = True
    # ----- what the mode declares and the player does not change ---------------------------
    declaration: str = DECLARE_PAIRS
    two_colours: bool = False  # §2.1: black and red are the suits
    friend_calls: int = 0  # §2.5: cards the dealer calls to find friends
    lone_dealer_bonus: int = 0  # §2.5.2/§2.5.4: extra level for a lone winning dealer
    random_first_receiver: bool = False  # §2.4: a random seat receives the first card
    throw_hand_limit: int | None = None  # §2.6: throws only while holding at most this
    per_player_levels: bool = False  # friends and bidding: each player has his own level

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.family != FAMILY:
            raise ValueError(f"a Tractor mode belongs to the family {FAMILY!r}")
        if self.friend_calls and self.teams != TEAMS_FRIENDS:
            raise ValueError("friend_calls belong to a mode whose teams are friends")

    # ----- derived facts ---------------------------------------------------------------------

    @property
    def level_step(self) -> int:
        """s = 20 × decks: the width of one band of the level table (D19)."""
        return 20 * self.decks

    @property
    def total_points(self) -> int:
        """100 points per deck: every 5, T and K."""
        return 100 * self.decks

    @property
    def lowest_level(self) -> str:
        """Where every player starts: 3 with permanent 2s (D38, D24), else 2."""
        return "3" if self.permanent_twos else "2"

    @property
    def declares_in_deal(self) -> bool:
        return self.declaration != DECLARE_NONE


def _choices(*tables: dict[str, tuple[Any, ...]], **defaults: Any) -> tuple[
    tuple[str, tuple[Any, ...]], ...
]:
    """Option choices with a mode's own defaults moved first; a tuple value forces a set."""
    merged: dict[str, tuple[Any, ...]] = {}
    for table in tables:
        merged.update(table)
    for option, value in defaults.items():
        if isinstance(value, tuple):
            merged[option] = value
        else:
            merged[option] = (value, *(v for v in merged[option] if v != value))
    return tuple(merged.items())


def _without(
    choices: tuple[tuple[str, tuple[Any, ...]], ...], *names: str
) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    return tuple((option, values) for option, values in choices if option not in names)


def _table(seats: int, decks: int, hand: int, kitty: int) -> Table:
    return Table(seats, decks, hand, kitty, kitty_seen_by=KITTY_SEEN_BY_LANDLORD)


TRACTOR = register(TractorRules("tractor"))
TRACTOR_ONE_DECK = register(
    TractorRules(
        "tractor_one_deck",
        table=_table(4, 1, 12, 6),
        declaration=DECLARE_COLOURS,
        two_colours=True,
    )
)
TRACTOR_THREE_DECKS = register(
    TractorRules(
        "tractor_three_decks",
        table=_table(4, 3, 39, 6),
        choices=_choices(CORE_OPTIONS, TRIPLE_OPTIONS),
        declaration=DECLARE_COUNT,
    )
)
TRACTOR_SIX = register(
    TractorRules(
        "tractor_six",
        table=_table(6, 3, 26, 6),
        choices=_choices(CORE_OPTIONS, TRIPLE_OPTIONS),
        declaration=DECLARE_COUNT,
    )
)
TRACTOR_FOUR_DECKS = register(
    TractorRules(
        "tractor_four_decks",
        table=_table(4, 4, 52, 8),
        choices=_choices(
            CORE_OPTIONS,
            TRIPLE_OPTIONS,
            permanent_twos=(True,),
            partial_tractor_follow=(True,),
            no_declaration=("spades", "flip_kitty", "redeal"),
        ),
        permanent_twos=True,
        partial_tractor_follow=True,
        no_declaration="spades",
        declaration=DECLARE_HIDDEN,
        random_first_receiver=True,
    )
)
FRIENDS_FIVE = register(
    TractorRules(
        "friends_five",
        table=_table(5, 2, 20, 8),
        teams=TEAMS_FRIENDS,
        phases=FRIENDS_PHASES,
        scorer=SCORE_FRIENDS,
        friend_calls=1,
        lone_dealer_bonus=1,
        per_player_levels=True,
    )
)
FRIENDS_FIVE_THREE_DECKS = register(
    TractorRules(
        "friends_five_three_decks",
        table=_table(5, 3, 31, 7),
        teams=TEAMS_FRIENDS,
        phases=FRIENDS_PHASES,
        scorer=SCORE_EQUAL_RIGHTS,
        choices=_without(
            _choices(
                CORE_OPTIONS,
                TRIPLE_OPTIONS,
                EQUAL_RIGHTS_OPTIONS,
                match_end=("defend_NT",),
                must_play_levels="J_A",
            ),
            "jack_hook",
        ),
        match_end="defend_NT",
        must_play_levels="J_A",
        declaration=DECLARE_COUNT,
        friend_calls=1,
        per_player_levels=True,
    )
)
FRIENDS_FOUR = register(
    TractorRules(
        "friends_four",
        teams=TEAMS_FRIENDS,
        phases=FRIENDS_PHASES,
        scorer=SCORE_FRIENDS,
        friend_calls=1,
        lone_dealer_bonus=1,
        per_player_levels=True,
    )
)
BIDDING_THREE = register(
    TractorRules(
        "bidding_three",
        table=_table(3, 2, 34, 6),
        teams=TEAMS_ONE_VS_TWO,
        phases=BIDDING_PHASES,
        scorer=SCORE_BIDDING,
        choices=_without(tuple(CORE_OPTIONS.items()), *DECLARING_ONLY),
        declaration=DECLARE_NONE,
        throw_hand_limit=3,
        per_player_levels=True,
    )
)

TRACTOR_MODES = (
    TRACTOR,
    TRACTOR_ONE_DECK,
    TRACTOR_THREE_DECKS,
    TRACTOR_SIX,
    TRACTOR_FOUR_DECKS,
    FRIENDS_FIVE,
    FRIENDS_FIVE_THREE_DECKS,
    FRIENDS_FOUR,
    BIDDING_THREE,
)
