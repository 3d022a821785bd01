"""Find import circles inside a Python package, from the source alone (nothing is imported).

Every ``import`` and ``from … import`` in the package's modules is an edge, wherever
it stands (a function's lazy import still ties two modules together), except the
ones under ``if TYPE_CHECKING:``, which never run.  An edge goes to the deepest
module of the package the statement names (``from game.doudizhu import laizi``
reaches ``game.doudizhu.laizi``).  A circle is a strongly connected group of two
or more modules, or a module that imports itself.

    python -m tools.import_cycles game ai ui     # prints each circle; exit 1 if any

Exit status: 0 none, 1 circles found, 2 a bad argument.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path


def modules(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (its folder under ``root``) by dotted name."""
    found: dict[str, Path] = {}
    base = root / package.replace(".", "/")
    for path in sorted(base.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements that run (those under ``if TYPE_CHECKING:`` left out)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """The deepest known module ``name`` is or lies in (``None``: outside the packages)."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in known:
            return candidate
        parts.pop()
    return None


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:
        anchor = module.split(".") if is_package else module.split(".")[:-1]
        anchor = anchor[: len(anchor) - (node.level - 1)]
        base = ".".join([*anchor, base] if base else anchor)
    for alias in node.names:
        yield f"{base}.{alias.name}"
        yield base


def graph(known: dict[str, Path]) -> dict[str, set[str]]:
    """Each module's imports of other known modules."""
    edges: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        is_package = path.name == "__init__.py"
        for node in _imports(tree):
            names = list(_targets(node, name, is_package))
            # ``from pkg import sub`` reaches pkg.sub; ``from pkg import name`` reaches pkg.
            for target in _deepest(names, known):
                edges[name].add(target)
    return edges


def _deepest(names: list[str], known: dict[str, Path]) -> Iterable[str]:
    if len(names) == 1:
        found = _resolve(names[0], known)
        return [found] if found else []
    result: set[str] = set()
    for full, base in zip(names[0::2], names[1::2], strict=True):
        found = _resolve(full, known) or _resolve(base, known)
        if found:
            result.add(found)
    return result


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups that are circles (Tarjan's algorithm), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1 or node in edges[node]:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(found)


def find(root: Path, packages: Iterable[str]) -> list[list[str]]:
    """The import circles inside each package (a circle never crosses packages here)."""
    found: list[list[str]] = []
    for package in packages:
        found.extend(cycles(graph(modules(root, package))))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="List import circles inside packages.")
    parser.add_argument("packages", nargs="+", help="package folders, e.g. game ai")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the folder holding them")
    args = parser.parse_args(argv)
    missing = [p for p in args.packages if not (args.root / p / "__init__.py").is_file()]
    if missing:
        print(f"not a package under {args.root}: {', '.join(missing)}", file=sys.stderr)
        return 2
    found = find(args.root, args.packages)
    for group in found:
        print("circle: " + " -> ".join(group))
    print(f"{len(found)} import circle(s) in {', '.join(args.packages)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
