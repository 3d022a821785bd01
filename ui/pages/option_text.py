"""Words for modes and their options, from the translations, for any registered mode.

Keys: ``family.<family>``, ``mode.<mode>`` and ``mode.<mode>.help``; ``option.<option>``,
``option.<option>.<value>`` and ``option.<option>.help`` (a yes/no option reads
``option.on`` / ``option.off``).  A mode or option registered before its
translations shows its own name made readable, never a raw key.

>>> readable("first_bidder_is_landlord")
'First bidder is landlord'
"""

from __future__ import annotations

from typing import Any

from ui.app.i18n import TRANSLATOR, t


def readable(name: str) -> str:
    text = str(name).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def _text(key: str, fallback: str) -> str:
    return t(key) if TRANSLATOR.has(key) else fallback


def mode_label(mode: str) -> str:
    return _text(f"mode.{mode}", readable(mode))


def family_label(family: str) -> str:
    return _text(f"family.{family}", readable(family))


def mode_help(mode: str) -> str:
    return _text(f"mode.{mode}.help", "")


def mode_rules(mode: str) -> str:
    """The mode's rules in short (``rules.mode.<mode>``), "" when it has none yet."""
    return _text(f"rules.mode.{mode}", "")


def option_label(option: str) -> str:
    return _text(f"option.{option}", readable(option))


def option_help(option: str) -> str:
    return _text(f"option.{option}.help", "")


def value_key(option: str, value: Any) -> str:
    """The translation key of one value (``option.on`` / ``option.off`` for yes/no)."""
    if isinstance(value, bool):
        return "option.on" if value else "option.off"
    return f"option.{option}.{value}"


def value_label(option: str, value: Any) -> str:
    return _text(value_key(option, value), readable(str(value)))
