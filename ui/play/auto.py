"""托管's button, the same at both tables: in the top bar beside the menu, dark while the
player plays, lit while the AI plays for him (a press, or Ctrl+T, toggles it)."""

from __future__ import annotations

from ui.app import intents
from ui.app.intents import Intent
from ui.widgets.controls import Button

AUTO_LABEL = "btn.auto"


def auto_button() -> Button:
    """托管's button: it sends the ``AUTO`` intent the key Ctrl+T sends."""
    return Button(AUTO_LABEL, style="dark", intent=Intent(intents.AUTO))


def show_auto(button: Button, on: bool) -> None:
    """Lit while 托管 plays."""
    button.style = "primary" if on else "dark"
