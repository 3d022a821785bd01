"""The rules core's layering: shared modules never import a family, families never each other.

DESIGN.md: ``game`` holds the shared pieces (cards, plays, kinds, rulesets,
actions, events, views, records) and one package per family of games; a
family imports the shared modules only, so a second family (Tractor) can be
added beside Dou Dizhu without either depending on the other.
"""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
FAMILIES = sorted(p.name for p in GAME.iterdir() if (p / "__init__.py").exists())


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def _family_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "game" or len(parts) < 2:
        return None
    return parts[1] if parts[1] in FAMILIES else None


def test_the_dou_dizhu_family_has_its_own_package() -> None:
    assert "doudizhu" in FAMILIES


def test_shared_modules_import_no_family() -> None:
    for path in GAME.glob("*.py"):
        if path.name == "__init__.py":
            continue  # the package's front door re-exports the families on purpose
        families = {_family_of(m) for m in _imports(path)} - {None}
        assert not families, f"{path.name} imports the family {families}"


def test_families_import_only_shared_modules_and_themselves() -> None:
    for family in FAMILIES:
        for path in (GAME / family).rglob("*.py"):
            others = {_family_of(m) for m in _imports(path)} - {None, family}
            assert not others, f"{family}/{path.name} imports the family {others}"


def test_the_rules_core_imports_only_itself_and_the_standard_library() -> None:
    import sys

    allowed = set(sys.stdlib_module_names) | {"game"}
    for path in GAME.rglob("*.py"):
        for module in _imports(path):
            assert module.split(".")[0] in allowed, f"{path} imports {module}"
