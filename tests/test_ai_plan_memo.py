"""The plan memo shared by every decomposer of a process (ai.doudizhu.decompose._memo)."""

from __future__ import annotations

import dataclasses

from ai.doudizhu import decompose
from ai.doudizhu.shapes import FOUR


def test_a_variant_of_a_modes_shapes_gets_plans_of_its_own() -> None:
    """A bench variant named like the mode's shapes must not read the mode's plans."""
    variant = dataclasses.replace(FOUR)
    assert variant.name == FOUR.name and variant is not FOUR
    assert decompose._memo(variant, 100) is not decompose._memo(FOUR, 100)
    assert decompose._memo(FOUR, 100) is decompose._memo(FOUR, 100)
