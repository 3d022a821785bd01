"""The rules core's errors: every refusal is a ``ValueError`` subclass with a reason."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow now; ``reason`` says why, nothing changed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class InvalidSetting(ValueError):
    """A start option or a record field that is missing, of the wrong type or out of range.

    ``field`` names it (``seed``, ``first_bidder``, ``actions[3]`` …), so a damaged
    save file is reported precisely instead of failing deep inside the engine.
    """

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


def shown(value: object, limit: int = 60) -> str:
    """``repr(value)`` for a refusal's message: cut short, and safe for an object whose own
    ``repr`` fails (a damaged value is exactly what a refusal describes).

    >>> shown("x" * 100, 10)
    "'xxxxxxxx… (102 characters)"
    """
    try:
        text = repr(value)
    except Exception:
        return f"<a damaged {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + f"… ({len(text):,} characters)"
