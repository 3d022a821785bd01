"""Split and resumed arena runs give the figures of one run (ai.arena --first, --out, --merge)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai import arena


def _run(*argv: str) -> list[tuple[int, list[tuple[float, bool, bool]]]]:
    outcomes = arena.run(arena.parse_args(["--mode", "classic", "--seed", "5", "--a", "hard",
                                           "--b", "greedy", *argv]))
    return [(o.deal, [(g.score, g.won, g.a_landlord) for g in o.games]) for o in outcomes]


def test_two_halves_are_the_deals_of_one_run() -> None:
    whole = _run("--deals", "6")
    assert _run("--deals", "3") + _run("--deals", "3", "--first", "3") == whole


def test_out_file_resumes_without_replaying(tmp_path: Path) -> None:
    out = tmp_path / "deals.jsonl"
    _run("--deals", "3", "--out", str(out))
    with out.open("a", encoding="utf-8") as handle:
        handle.write('{"run": "classic|5|hard|gre')  # a run killed mid-write
    resumed = _run("--deals", "5", "--out", str(out))
    assert resumed == _run("--deals", "5")
    rows = [line for line in out.read_text(encoding="utf-8").splitlines() if line.endswith("}")]
    assert sorted(json.loads(r)["deal"] for r in rows) == [0, 1, 2, 3, 4]


def test_merge_summarises_and_refuses_other_runs(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    _run("--deals", "2", "--out", str(first))
    _run("--deals", "2", "--first", "2", "--out", str(second))
    assert arena.main(["--merge", str(first), str(second), "--json"]) == 0
    merged = json.loads(capsys.readouterr().out)
    whole = arena.summarise(arena.run(arena.parse_args(
        ["--mode", "classic", "--seed", "5", "--a", "hard", "--b", "greedy", "--deals", "4"])))
    assert merged["deals"] == 4 and merged["wp"] == round(whole.wp, 4)
    other = tmp_path / "c.jsonl"
    arena.run(arena.parse_args(["--mode", "classic", "--seed", "6", "--deals", "1",
                                "--out", str(other)]))
    assert arena.main(["--merge", str(first), str(other)]) == 2
    assert "different runs" in capsys.readouterr().err
    assert arena.main(["--merge", str(tmp_path / "missing.jsonl")]) == 2
