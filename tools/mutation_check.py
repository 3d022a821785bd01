"""Show that chosen tests can fail: break the code they guard by hand, one break at a
time, in a scratch clone, and run the guarding test against each break.

A test that keeps passing while the behaviour it names is broken guards nothing.  Each
entry of :data:`BREAKS` is one such check: a file, a text in it, the text a regression
might put there instead, and the test ids (space-separated) that must then fail.  The
run edits only the scratch clone (never the tree you work in) and puts each file back
after its test.

    python -m tools.mutation_check                 # every break, in a fresh clone
    python -m tools.mutation_check --only smart    # the breaks whose name holds "smart"
    python -m tools.mutation_check --clone /tmp/x  # reuse a clone (it must be clean)
    python -m tools.mutation_check --baseline      # first check each test passes unbroken

Each break prints one row: its name, ``caught`` (the test failed), ``MISSED`` (it
passed: fix the test), or ``not run`` (the text to replace is gone, or pytest could not
collect the test: update the entry), and the test's first error line.  Exit status: 0
every break caught, 1 any missed or not run, 2 a bad argument.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTEST = ["-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", "-m", ""]


@dataclass(frozen=True)
class Break:
    """One hand-made regression: ``old`` (found exactly once in ``path``) becomes ``new``,
    and ``test`` (pytest node ids or files, space-separated) must then fail."""

    name: str
    path: str
    old: str
    new: str
    test: str


BREAKS: tuple[Break, ...] = (
    Break("pass listed as a play", "game/doudizhu/patterns.py",
          "    return generate(counts, previous, context)\n",
          "    return [*generate(counts, previous, context), PASS]\n"
          "from game.doudizhu.actions import PASS  # noqa: E402\n",
          "tests/test_legal_plays.py::test_passing_is_not_a_play"),
    Break("wings may use a chain rank", "ai/doudizhu/decompose.py",
          "singles_ok = [r for r in free_singles if not low <= r <= top][:need]",
          "singles_ok = free_singles[:need]",
          "tests/test_ai_decompose.py::test_airplane_wings_never_use_a_chain_rank"),
    Break("J rule drops the lowest catcher", "game/shengji/choices.py",
          "high = min(moves, key=lambda a: (-height(a.seat), a.seat))",
          "high = min(moves, key=lambda a: (height(a.seat), a.seat))",
          "tests/shengji/test_levels_equal_rights.py::"
          "test_j_rule_pair_without_a_friend_the_dealer_takes_it_all_and_the_rest_passes_on"),
    Break("a stray bury before name_trump", "game/shengji/kitty.py",
          "        take_kitty(game, state.dealer)\n        return False\n",
          "        take_kitty(game, state.dealer)\n"
          "        game.enter(PHASE_BURY, state.dealer)\n        return False\n",
          "tests/shengji/test_flow_hand.py::test_phases_run_in_the_rulesets_declared_order"),
    Break("selection cleared as the turn begins", "ui/table/turns.py",
          "    view = scene.view\n    if view.phase == PHASE_PLAY and view.legal:\n",
          "    view = scene.view\n    scene.hand.clear()\n"
          "    if view.phase == PHASE_PLAY and view.legal:\n",
          "tests/ui/test_smart_select.py::test_cards_picked_while_an_ai_thinks_stay_picked"),
    Break("undo allowed with nothing to undo", "ui/tractor/undo.py",
          "    if last_play_index(match.game.action_log, seat) is None:\n"
          '        return "tractor.undo.nothing"\n',
          "",
          "tests/ui/test_tractor_practice.py::"
          "test_undo_greyed_with_its_reason_before_any_play"),
    Break("1 and 0 swapped on the show offer", "ui/table/show_offer.py",
          "chosen = Show(intent.value == 1)", "chosen = Show(intent.value == 0)",
          "tests/ui/test_show_offer.py::test_the_one_key_shows_and_zero_declines"),
    Break("review list closes on a click", "ui/pages/review_list.py",
          "elif kind in (intents.MENU, intents.CONFIRM):",
          "elif kind in (intents.MENU, intents.CONFIRM, intents.POINT_DOWN):",
          "tests/ui/test_tractor_review.py::"
          "test_random_gestures_on_the_review_and_the_friend_picker_never_raise"),
    Break("friend picker confirms on any click", "ui/tractor/friend_picker.py",
          "            self._click(intent.pos)\n", "            self.confirm()\n",
          "tests/ui/test_tractor_review.py::"
          "test_random_gestures_on_the_review_and_the_friend_picker_never_raise"),
    Break("AI answer never handed over (keys)", "ui/play/seat_session.py",
          "        return self.handed(seat, self.checked(seat, action))\n",
          "        return None\n",
          "tests/ui/test_keyboard_play.py::test_random_keys_on_every_screen_of_a_hand_raise_nothing"),
    Break("AI answer never handed over (Tractor)", "ui/play/seat_session.py",
          "        return self.handed(seat, self.checked(seat, action))\n",
          "        return None\n",
          "tests/ui/test_tractor_table.py::"
          "test_random_clicks_keys_and_resizes_never_break_the_table"),
    Break("Tractor play ends after three tricks", "game/shengji/phases/play.py",
          "    if not any(state.hands):\n",
          "    if not any(state.hands) or len(state.tricks) >= 3:\n",
          "tests/test_ai_shengji_levels.py::test_mixed_levels_play_every_ruleset_to_the_end"),
    Break("the hidden ally's share paid twice (five)", "game/doudizhu/scoring.py",
          "        total -= amount\n", "",
          "tests/test_mode_common.py::test_300_random_hands_end_with_a_score_and_replay"),
    Break("the landlord paid by two farmers", "game/doudizhu/scoring.py",
          "        scores[landlord] += sign * amount\n",
          "        scores[landlord] = 2 * sign * amount\n",
          "tests/test_mode_common.py::test_300_random_hands_end_with_a_score_and_replay"),
    Break("a record's 'keep none' misread (emperor)", "game/doudizhu/actions.py",
          'return Keep(() if rest == "none" else tuple(parse_cards(rest)))',
          "return Keep(tuple(parse_cards(rest)))",
          "tests/test_mode_common.py::test_300_random_hands_end_with_a_score_and_replay"),
    Break("two-deck bombs never answer a plain play", "game/doudizhu/multideck.py",
          "    out.extend(p for p in bombs(counts, -1, 0) if beats(p, previous))\n",
          "    out.extend(p for p in bombs(counts, -1, 0)\n"
          "               if previous.is_bomb and beats(p, previous))\n",
          "tests/test_mode_common.py::"
          "test_property_every_reply_is_itself_from_the_hand_beats_the_previous_no_twins "
          "tests/test_mode_common.py::"
          "test_property_replies_equal_a_brute_force_over_every_subset"),
    Break("a two-deck trio with a pair keyed by its pair", "game/doudizhu/multideck.py",
          "return make_play(TRIO_PAIR, trios[0], ranks)",
          "return make_play(TRIO_PAIR, pairs[0], ranks)",
          "tests/test_mode_common.py::"
          "test_property_classify_agrees_with_the_reference_and_reads_once"),
    Break("an AI seat raises in the play", "ai/agents.py",
          "    return doudizhu_action(agent, view)\n",
          "    if view.phase == \"play\":\n        raise RuntimeError(\"a broken AI\")\n"
          "    return doudizhu_action(agent, view)\n",
          "tests/ui/test_keyboard_play.py::test_random_keys_on_every_screen_of_a_hand_raise_nothing"),
    Break("stand-in swallows the AI's failure", "ui/play/seat_session.py",
          "        if strict_ai():\n", "        if False:\n",
          "tests/ui/test_ai_failures.py"),
)


def run_test(clone: Path, tests: str) -> tuple[int, str]:
    """Pytest's exit status for ``tests`` in ``clone``, its summary and first error line."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, *PYTEST, *tests.split()], cwd=clone, env=env,
                          capture_output=True, text=True, check=False)
    lines = done.stdout.splitlines()
    why = next((ln[1:].strip()[:160] for ln in lines if ln.startswith("E ")), "")
    failed = [ln[7:].partition(" - ")[0].rpartition("::")[2]
              for ln in lines if ln.startswith("FAILED ")]
    tail = lines[-1] if lines else done.stderr.strip()[-200:]
    summary = f"{len(failed)} failed: {', '.join(failed)}" if failed else tail
    return done.returncode, f"{summary} | {why}" if why else summary


def check(clone: Path, entry: Break) -> tuple[str, str]:
    """Apply ``entry`` in ``clone``, run its test, put the file back: (verdict, why)."""
    path = clone / entry.path
    if not path.is_file():
        return "not run", f"{entry.path} is gone"
    text = path.read_text(encoding="utf-8")
    found = text.count(entry.old)
    if found != 1:
        return "not run", f"the text to break is in {entry.path} {found} times, not once"
    path.write_text(text.replace(entry.old, entry.new), encoding="utf-8")
    try:
        status, why = run_test(clone, entry.test)
    finally:
        path.write_text(text, encoding="utf-8")
    if status == 1:
        return "caught", why
    if status == 0:
        return "MISSED", "the test passed with the code broken"
    return "not run", f"pytest exit {status}: {why}"


def make_clone(source: Path) -> Path:
    """A fresh clone of ``source``'s committed tree (uncommitted edits are not in it)."""
    clone = Path(tempfile.mkdtemp(prefix="mutation_check_")) / "tree"
    subprocess.run(["git", "clone", "-q", str(source), str(clone)], check=True)
    return clone


def edited(clone: Path, paths: list[str]) -> list[str]:
    """The files of ``paths`` that differ from the clone's commit (a break left behind by
    an interrupted run, or work of your own): breaking them again would hide it."""
    done = subprocess.run(["git", "diff", "--name-only", "HEAD", "--", *paths], cwd=clone,
                          capture_output=True, text=True, check=True)
    return done.stdout.split()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clone", type=Path, help="an existing clean clone to break in")
    parser.add_argument("--only", default="", help="run the breaks whose name holds this")
    parser.add_argument("--baseline", action="store_true",
                        help="first run each test unbroken (it must pass)")
    args = parser.parse_args(argv)
    chosen = [b for b in BREAKS if args.only.lower() in b.name.lower()]
    if not chosen:
        parser.error(f"no break's name holds {args.only!r}")
    if args.clone is not None and not (args.clone / ".git").exists():
        parser.error(f"{args.clone} is not a git clone")
    clone = args.clone or make_clone(ROOT)
    dirty = edited(clone, sorted({b.path for b in chosen}))
    if dirty:
        parser.error(f"{clone} has edits in {', '.join(dirty)}: restore them first")
    print(f"breaking in {clone}")
    try:
        return run_all(clone, chosen, args.baseline)
    finally:
        if args.clone is None:
            shutil.rmtree(clone.parent, ignore_errors=True)


def run_all(clone: Path, chosen: list[Break], baseline: bool) -> int:
    """Each break in turn, one row each; 1 when any was missed or not run."""
    failed = 0
    for entry in chosen:
        if baseline:
            status, why = run_test(clone, entry.test)
            if status != 0:
                print(f"not run  {entry.name}: the test fails unbroken ({why})")
                failed += 1
                continue
        verdict, why = check(clone, entry)
        failed += verdict != "caught"
        print(f"{verdict:8} {entry.name}: {why}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
