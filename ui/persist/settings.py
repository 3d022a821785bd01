"""Player settings, persisted as JSON in the user's config folder.

Writes are atomic (a temporary file, then ``os.replace``).  A damaged file is
moved aside (``settings.json.corrupt-<time>``) with a message, and the game goes
on with what was still legible in it (:func:`legible_fields`) and defaults for the
rest; so it does, with defaults and a message, when the folder cannot be used.
Modes are the rules core's registry; each mode's options are the player's picks,
read defensively (:mod:`ui.persist.mode_options`): an unknown mode, option or value,
or a pick the rules forbid, is dropped and the rest is kept.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from ui.persist import mode_options
from ui.persist.files import APP_NAME, FileNotice, Unsaved, move_aside, parse_json
from ui.persist.mode_options import mode_names

if TYPE_CHECKING:  # the title imports this module before game.rules loads
    from game import Ruleset

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 6.0}
CARD_BACKS = ("red", "blue")
LEVELS = ("beginner", "normal", "hard", "expert")
CLOCK_CHOICES = ("off", "15", "30", "60")  # the turn clock's lengths (ui.table.turn_clock)


@dataclass
class Settings:
    language: str = "zh"
    animation_speed: str = "normal"
    volume: float = 0.7
    card_back: str = "red"
    # 要不起时自动不出: off by default, as in 欢乐斗地主 (the player taps 要不起).  An older
    # file's ``true`` was the old default, not a choice; only a file that says the player
    # chose it (``auto_pass_chosen``) keeps it (:meth:`from_json`).
    auto_pass: bool = False
    auto_pass_chosen: bool = False
    # The turn clock (ui.table.turn_clock): seconds per play, or "off"; in practice only
    # when turn_clock_practice is on.
    turn_clock: str = "30"
    turn_clock_practice: bool = False
    counting_trainer: bool = False  # 记牌训练 at practice tables, both games (ui.play.trainer)
    never_show: bool = False  # 明牌: the table answers "no" for the player, with no offer
    # Tractor's own (ui.tractor.assist): its turn clock, off by default (running out takes
    # the hinted choice for the player, a bigger step than Dou Dizhu's pass), and the
    # cards a follow must hold picked as the turn comes, as the phone 升级 apps do.
    tractor_turn_clock: str = "off"
    tractor_forced_follow: bool = True
    mode: str = "classic"
    difficulty: str = "normal"
    practice: bool = False
    # Per mode, the options the player set ({mode: {option: value}}); the rest are defaults.
    mode_options: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def choose_auto_pass(self, on: bool) -> None:
        """The player set auto-pass (the settings page): kept from now on, whatever the
        default becomes."""
        self.auto_pass, self.auto_pass_chosen = on, True

    # -- the options of each mode ------------------------------------------------------------
    def picks(self, mode: str | None = None) -> dict[str, Any]:
        """What the player set for ``mode`` (default: the chosen mode), still valid."""
        mode = self.mode if mode is None else mode
        return mode_options.clean_picks(mode, self.mode_options.get(mode, {}))

    def options_in_force(self, mode: str | None = None) -> dict[str, Any]:
        """Every option of ``mode`` with the value a new game would use."""
        mode = self.mode if mode is None else mode
        return mode_options.resolve(mode, self.picks(mode))

    def rules(self, mode: str | None = None) -> Ruleset:
        """The ruleset a new game of ``mode`` starts with."""
        mode = self.mode if mode is None else mode
        return mode_options.rules_for(mode, self.picks(mode))

    def set_option(self, mode: str, option: str, value: Any) -> None:
        """Remember ``option=value`` for ``mode``; later options it forbids drop their picks."""
        self._store_picks(mode, mode_options.with_pick(mode, self.picks(mode), option, value))

    def restore_defaults(self, mode: str) -> None:
        self.mode_options.pop(mode, None)

    def _store_picks(self, mode: str, picks: dict[str, Any]) -> None:
        if picks:
            self.mode_options[mode] = picks
        else:
            self.mode_options.pop(mode, None)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Known fields with valid values; anything else keeps its default."""
        s = cls()
        for name, allowed in choice_fields().items():
            if data.get(name) in allowed:
                setattr(s, name, data[name])
        volume = data.get("volume")
        if isinstance(volume, int | float) and not isinstance(volume, bool):
            s.volume = min(1.0, max(0.0, float(volume)))
        for flag in ("practice", "never_show", "turn_clock_practice", "tractor_forced_follow",
                     "counting_trainer"):
            if isinstance(data.get(flag), bool):
                setattr(s, flag, data[flag])
        if data.get("auto_pass_chosen") is True and isinstance(data.get("auto_pass"), bool):
            s.choose_auto_pass(data["auto_pass"])
        s.mode_options = mode_options.clean_all(data.get("mode_options"))
        return s


def config_dir() -> Path:
    """The user's config folder; platformdirs honours ``XDG_CONFIG_HOME``."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def atomic_write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def read_json(path: Path) -> tuple[Any, str | None]:
    """The file's data (None when missing) and a message when it could not be used.

    A damaged file is moved aside (never overwriting an earlier damaged copy); a file that
    cannot be opened at all (no permission, the folder is not a folder) is left alone.
    """
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        return None, None
    except UnicodeDecodeError as exc:
        return None, move_aside(path, f"not text: {exc.reason}")
    except OSError as exc:
        return None, Unsaved(
            f"{path.name} could not be opened ({exc.strerror or exc}); defaults are used",
            "unreadable",
            path.name,
        )
    try:
        return parse_json(text), None
    except ValueError as exc:
        return None, move_aside(path, f"corrupt: {exc}")


# One ``"name": value`` pair of a settings file, its value a string, a number or a flag.
_FIELD = re.compile(r'"([a-z_]+)"\s*:\s*("(?:[^"\\]|\\.)*"|true|false|-?\d+(?:\.\d+)?)')


def legible_fields(path: Path) -> dict[str, Any]:
    """The settings' plain fields still legible in a damaged file (JSON cut short, a
    stray character): each ``"name": value`` pair of a known field, read on its own."""
    try:
        damaged = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    names = {f.name for f in dataclasses.fields(Settings)} - {"mode_options"}
    found: dict[str, Any] = {}
    for name, value in _FIELD.findall(damaged[:100_000]):
        if name in names:
            with contextlib.suppress(ValueError):
                found[name] = json.loads(value)
    return found


def choice_fields() -> dict[str, tuple[Any, ...]]:
    """The settings whose value is one of a list, with the values allowed: the one list that
    reading a file and judging it both use."""
    return {
        "language": ("zh", "en"),
        "animation_speed": tuple(SPEEDS),
        "card_back": tuple(CARD_BACKS),
        "mode": tuple(mode_names()),
        "difficulty": tuple(LEVELS),
        "turn_clock": tuple(CLOCK_CHOICES),
        "tractor_turn_clock": tuple(CLOCK_CHOICES),
    }


def unusable_fields(data: dict[str, Any]) -> list[str]:
    """The known fields of a settings file whose values are of the wrong type or out of
    range, so the file is kept aside rather than overwritten at the next save.

    Unknown fields are not damage (an older or newer version's), nor is what is inside
    ``mode_options``: each pick is checked against the rules of the day and dropped when
    they no longer allow it (:mod:`ui.persist.mode_options`).

    >>> unusable_fields({"language": "fr", "volume": 0.5, "practice": 1, "extra": 0})
    ['language', 'practice']
    """
    choices = choice_fields()
    flags = {f.name for f in dataclasses.fields(Settings) if f.type in ("bool", bool)}
    bad = []
    for name, value in data.items():
        if name in choices:
            usable = isinstance(value, str) and value in choices[name]
        elif name in flags:
            usable = isinstance(value, bool)
        elif name == "volume":
            usable = type(value) in (int, float) and 0.0 <= value <= 1.0
        elif name == "mode_options":
            usable = isinstance(value, dict)
        else:
            usable = True
        if not usable:
            bad.append(name)
    return bad


class SettingsStore:
    """Loads and saves :class:`Settings` at one path (default: the user config folder)."""

    def __init__(self, path: Path | None = None, persist: bool = True) -> None:
        self.path = path or config_dir() / "settings.json"
        self.persist = persist
        self.message: str | None = None

    def load(self) -> Settings:
        """The saved settings.  A file of the wrong shape (not an object) or with values
        that cannot be used is moved aside with a message, never silently overwritten at
        the next save; the usable values are kept and written back at once."""
        if not self.persist:
            return Settings()
        data, self.message = read_json(self.path)  # the app's banner reports it (and logs it)
        if data is None and self.message is None and not self.path.exists():
            return Settings()  # no file yet
        if data is None and isinstance(self.message, FileNotice) and self.message.aside:
            return self._salvaged(self.message)
        if not isinstance(data, dict):
            if self.message is None:
                why = f"not a settings object but {type(data).__name__}"
                self.message = move_aside(self.path, why)
            return Settings()
        settings = Settings.from_json(data)
        rejected = unusable_fields(data)
        if rejected:
            why = "values that cannot be used: " + ", ".join(rejected)
            aside = move_aside(self.path, why)
            # Only those values went back to their defaults: the banner says the rest
            # were kept (not 'the defaults are used', as for a file that could not be read).
            self.message = FileNotice(str(aside), "partial", aside.name, aside.aside)
            self._write_back(settings)
        return settings

    def _salvaged(self, notice: FileNotice) -> Settings:
        """A file that is not JSON any more (cut short, a stray byte): the settings still
        legible in the copy set aside are kept — the language above all, or a player of
        the English game meets the damage in Chinese — and said to be kept."""
        kept = legible_fields(self.path.with_name(notice.aside))
        if not kept:
            return Settings()
        self.message = FileNotice(str(notice), "partial", notice.name, notice.aside)
        settings = Settings.from_json(kept)
        self._write_back(settings)
        return settings

    def _write_back(self, settings: Settings) -> None:
        """Save what was kept of a file just moved aside (the message stays the first one)."""
        message = self.message
        self.save(settings)
        self.message = message

    def save(self, settings: Settings) -> None:
        if not self.persist:
            return
        try:
            atomic_write_json(self.path, settings.to_json())
        except OSError as exc:
            self.message = Unsaved(f"settings not saved: {exc}", "unsaved", self.path.name)
