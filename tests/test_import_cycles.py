"""No import circle inside ``game``, ``ai`` or ``ui``, checked by ``tools/import_cycles.py``
(a function-level import counts: it ties the two modules together all the same).

The checker reads the source only; the last test shows it finds a circle (and
leaves out imports under ``if TYPE_CHECKING:``), so the first two cannot pass
by finding nothing anywhere.
"""

from __future__ import annotations

from pathlib import Path

from tools import import_cycles

ROOT = Path(__file__).resolve().parent.parent


def test_game_and_ai_have_no_import_circle() -> None:
    assert import_cycles.find(ROOT, ["game", "ai"]) == []
    assert import_cycles.main(["--root", str(ROOT), "game", "ai"]) == 0


def test_ui_has_no_import_circle() -> None:
    """The three the ui had (menu, rules, title and the seat driver; the Tractor scene and
    its headless helpers; the Tractor replay board and review) are undone."""
    assert import_cycles.find(ROOT, ["ui"]) == []


def test_the_checker_finds_a_circle_and_skips_type_checking_imports(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.sub import b\n")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "b.py").write_text("def f():\n    from pkg import c\n")
    (package / "c.py").write_text("import pkg.a\n")
    (package / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n"
    )
    (package / "e.py").write_text("from . import d\n")
    assert import_cycles.find(tmp_path, ["pkg"]) == [["pkg.a", "pkg.c", "pkg.sub.b"]]
    assert import_cycles.main(["--root", str(tmp_path), "pkg"]) == 1
    assert import_cycles.main(["--root", str(tmp_path), "nothing"]) == 2
