"""The two AI families stand apart: ``ai.doudizhu`` and ``ai.shengji`` never import each
other, and what is shared (``ai.clock``, ``ai.verdict``, ``ai.review_record``) imports
neither, so a third family plugs in beside them.  Read from the source (imports under
functions included), so the test fails on any new import across the line."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

AI = Path(__file__).resolve().parent.parent / "ai"
SHARED_LEAVES = ("clock.py", "verdict.py", "review_record.py")


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, by its full dotted name."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return names


def crossing(files: list[Path], banned: tuple[str, ...]) -> list[str]:
    return sorted(f"{path.parent.name}/{path.name} imports {name}"
                  for path in files for name in imported(path)
                  if any(name == b or name.startswith(b + ".") for b in banned))


@pytest.mark.parametrize(("family", "other"), [("doudizhu", "ai.shengji"),
                                               ("shengji", "ai.doudizhu")])
def test_a_family_never_imports_the_other(family: str, other: str) -> None:
    files = sorted((AI / family).glob("*.py"))
    assert len(files) > 10
    assert crossing(files, (other,)) == []


def test_the_shared_leaves_import_no_family() -> None:
    files = [AI / name for name in SHARED_LEAVES]
    assert crossing(files, ("ai.doudizhu", "ai.shengji", "ai.agents", "ai.match")) == []


def test_the_check_sees_an_import_inside_a_function(tmp_path: Path) -> None:
    path = tmp_path / "m.py"
    path.write_text("def f():\n    from ai.shengji import players\n")
    assert imported(path) == {"ai.shengji", "ai.shengji.players"}
    assert crossing([path], ("ai.shengji",)) == [f"{tmp_path.name}/m.py imports ai.shengji",
                                                 f"{tmp_path.name}/m.py imports ai.shengji.players"]
