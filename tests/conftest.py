"""Every test: the search's time limit stretched, so seeded decisions are exact anywhere.

A level's time limit is only a safety net above its normal cost (:mod:`ai.clock`); on a
shared runner with every core busy an expert decision can reach it and answer otherwise,
which would make a position test pass or fail by the machine's load.  Twenty times the
net keeps it a net (a search that never stops still fails) while no sample count is cut.
"""

from __future__ import annotations

import ai.clock

ai.clock.SAFETY_NET_SCALE = 20.0
