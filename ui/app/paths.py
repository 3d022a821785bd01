"""Where bundled files are, in a checkout and inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def _bundle_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else Path(__file__).resolve().parents[2]


def asset_path(*parts: str) -> Path:
    """A file under ``assets/``, through ``ui.art.assets.resource_path`` when that module exists."""
    try:
        from ui.art import assets

        found = getattr(assets, "resource_path", None)
        if callable(found):
            return Path(found(*parts))
    except ImportError:
        pass
    return _bundle_root().joinpath("assets", *parts)
