"""The games in progress, one saved game per family, kept after every action so a
restart resumes each exactly.

A save is the game's record (seed + actions; for Tractor the whole match) plus what
the table needs around it (difficulty, practice options).  Dou Dizhu's hand and
Tractor's match have a slot each (:data:`SLOT_FILES`), so starting one game never
costs the other's save.  Loading checks everything the table will use: the file's
shape and nesting, that the record replays through the rules core as a game of the
slot's family (a Tractor slot holds a whole match, not one hand), and every table
option's type and range.  A save that fails any of it is moved aside and reported,
never trusted, so 继续 can never meet a save it cannot resume.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ui.persist.files import atomic_write_text, data_dir, move_aside, parse_json
from ui.persist.settings import LEVELS

# The families (replays, Tractor's match) are imported where a save is read: the title's
# first frame is drawn before them (App.warm_up loads them), and with no save, never here.
if TYPE_CHECKING:
    from game import Game
    from game.shengji import Match

SAVE_FORMAT = "doudizhu-save"
SAVE_VERSION = 1
DOUDIZHU, SHENGJI = "doudizhu", "shengji"
FAMILIES = (DOUDIZHU, SHENGJI)
# Dou Dizhu keeps the file every save was written to before slots existed; a Tractor
# match found there is moved to its own slot (:func:`migrate_single_save`).
SLOT_FILES = {DOUDIZHU: "current_hand.json", SHENGJI: "current_match.json"}
# A Tractor match's record format (game.shengji.modes.MATCH_FORMAT, a file format that
# never changes; a test holds them equal): read here without importing the family.
MATCH_FORMAT = "shengji-match"
_FLAGS = ("practice", "counter", "open_hands")


def restore(record: object) -> Game | Match:
    """The saved game from its record: a Tractor match (every hand's actions) replays as
    a :class:`~game.shengji.Match`, anything else as one hand; bad records raise ValueError."""
    from game import replay
    from game.shengji import replay_match

    if isinstance(record, dict) and record.get("format") == MATCH_FORMAT:
        return replay_match(record)
    return replay(record)  # type: ignore[arg-type,no-any-return]


def restore_in(family: str, record: object) -> Game | Match:
    """The game of ``record`` if it belongs in ``family``'s slot, else ValueError: a
    Tractor slot resumes a match (one hand alone has no match to go on with)."""
    from game.shengji import Match

    try:
        game = restore(record)
    except (KeyError, TypeError, AttributeError, IndexError) as error:
        why = f"{type(error).__name__}: {error}"
        raise ValueError(f"the record cannot be replayed ({why})") from None
    if game.rules.family != family:
        raise ValueError(f"a {game.rules.family} game, not {family}")
    if family == SHENGJI and not isinstance(game, Match):
        raise ValueError("a single Tractor hand, not a match")
    return game


def _indices(value: object) -> bool:
    return isinstance(value, list) and all(type(v) is int and v >= 0 for v in value)


def _option_fits(name: str, value: object, game: Game | Match) -> bool:
    """Whether the table option ``name`` may be ``value`` (unknown names are not read)."""
    if name == "level":
        return isinstance(value, str) and value in LEVELS
    if name in _FLAGS:
        return isinstance(value, bool)
    if name == "undos":
        return type(value) is int and value >= 0
    if name == "match_scores":
        return (isinstance(value, list) and len(value) == game.rules.seats
                and all(type(v) is int for v in value))
    if name == "auto":
        return _indices(value)
    if name == "auto_moves":
        return isinstance(value, dict) and all(
            str(k).isdigit() and _indices(v) for k, v in value.items())
    if name == "family":
        return value == game.rules.family
    # Anything else is the table's to read, leniently (帝主's unconfirmed marks,
    # ``keep_discards``: KeepPicker.restore passes over what names no card).
    return True


def upgrade_auto_moves(record: dict[str, Any], game: Game | Match,
                       meta: dict[str, Any]) -> dict[str, Any]:
    """The table options with 托管's moves (``auto_moves``: hand number, 1 the first, →
    action indices) moved to the replayed match's logs, when the save is a version-1
    Tractor match: its replay logged passes the old record left out
    (game.shengji.versions), which shift the indices of every action after them."""
    from game.shengji import Match
    from game.shengji.versions import skips_silent_turns, upgraded_indices

    moves = meta.get("auto_moves")
    if not (isinstance(game, Match) and skips_silent_turns(record.get("version")) and moves):
        return meta
    old_hands: list[list[str]] = record["hands"]  # checked by the replay
    new_hands: list[list[str]] = game.record()["hands"]  # type: ignore[assignment]
    upgraded = {}
    for key, indices in moves.items():  # keys are hand numbers, 1 the match's first hand
        number = int(key) if str(key).isascii() and str(key).isdigit() else 0
        if 1 <= number <= min(len(old_hands), len(new_hands)):
            upgraded[key] = upgraded_indices(indices, old_hands[number - 1],
                                             new_hands[number - 1])
    return {**meta, "auto_moves": upgraded}


def check_meta(meta: object, game: Game | Match) -> dict[str, Any]:
    """The table options of a save, or ValueError naming the ones that cannot be used
    (a level the AI does not know, a flag that is not true or false, ...)."""
    if not isinstance(meta, dict):
        raise ValueError("the table options are not an object")
    bad = sorted(name for name, value in meta.items() if not _option_fits(name, value, game))
    if bad:
        raise ValueError("table options that cannot be used: " + ", ".join(bad))
    return meta


def family_of_save(path: Path) -> str | None:
    """Which family a save file holds, read cheaply (no replay); None when unreadable."""
    try:
        payload = parse_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    record = payload.get("record") if isinstance(payload, dict) else None
    if isinstance(record, dict) and record.get("format") == MATCH_FORMAT:
        return SHENGJI
    return DOUDIZHU


@dataclass(frozen=True)
class SaveGlance:
    """What the title says under a game's 继续: the saved game's mode and, for a Tractor
    match, the number of the hand in play (1 the first; None for a single hand)."""

    mode: str
    hand: int | None = None


def glance(record: object) -> SaveGlance | None:
    """The mode and hand number a save's ``record`` names, read without replaying it (the
    title is drawn before the families load); None when it names no mode."""
    if not isinstance(record, dict) or not isinstance(record.get("ruleset"), str):
        return None
    hands = record.get("hands") if record.get("format") == MATCH_FORMAT else None
    return SaveGlance(record["ruleset"], len(hands) if isinstance(hands, list) and hands else None)


def glance_at(path: Path) -> SaveGlance | None:
    """:func:`glance` of the save file at ``path``; None when it cannot be read (its load
    moves it aside and says why)."""
    try:
        payload = parse_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    return glance(payload.get("record")) if isinstance(payload, dict) else None


def migrate_single_save(folder: Path) -> None:
    """A save from before the slots (every game in ``current_hand.json``) that holds a
    Tractor match moves to the Tractor slot, unless that slot is taken."""
    single = folder / SLOT_FILES[DOUDIZHU]
    target = folder / SLOT_FILES[SHENGJI]
    if single.exists() and not target.exists() and family_of_save(single) == SHENGJI:
        # If it cannot move, its load says it is in the wrong slot and moves it aside.
        with contextlib.suppress(OSError):
            os.replace(single, target)


@dataclass
class SavedHand:
    game: Game | Match
    meta: dict[str, Any] = field(default_factory=dict)


class SaveStore:
    """One save slot: the game in progress of ``family``."""

    def __init__(self, path: Path | None = None, family: str = DOUDIZHU) -> None:
        self.family = family
        self.path = path or data_dir() / SLOT_FILES[family]
        self.message: str | None = None

    def save(self, game: Game | Match, meta: dict[str, Any] | None = None) -> None:
        """Write the hand atomically; a finished hand clears the slot instead."""
        if game.over:
            self.clear()
            return
        self.write(game.record(), meta)

    def write(self, record: dict[str, Any], meta: dict[str, Any] | None = None) -> None:
        """Write an unfinished hand's ``record`` atomically (for a writer thread: it takes
        the record, not the game, which the table goes on changing)."""
        payload = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "record": record,
            "meta": meta or {},
        }
        atomic_write_text(self.path, json.dumps(payload, ensure_ascii=False))

    def exists(self) -> bool:
        return self.path.exists()

    def load(self) -> SavedHand | None:
        """The saved hand, or None (no save, or a damaged one moved aside: see ``message``)."""
        self.message = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as error:
            self.message = move_aside(self.path, str(error))
            return None
        try:
            game, meta = self._checked(parse_json(text))
        except ValueError as error:
            self.message = move_aside(self.path, str(error))
            return None
        if game.over:
            self.clear()
            return None
        return SavedHand(game, meta)

    def _checked(self, payload: object) -> tuple[Game | Match, dict[str, Any]]:
        """The game and table options of a parsed save, or ValueError saying what is wrong."""
        if not isinstance(payload, dict) or payload.get("format") != SAVE_FORMAT:
            raise ValueError("not a saved hand")
        if payload.get("version") != SAVE_VERSION:
            raise ValueError(f"unknown save version {payload.get('version')!r}")
        if "record" not in payload:
            raise ValueError("no record")
        game = restore_in(self.family, payload["record"])
        meta = check_meta(payload.get("meta", {}), game)
        return game, upgrade_auto_moves(payload["record"], game, meta)

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
