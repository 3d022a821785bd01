"""The Dou Dizhu player: bidding, hand plans, 记牌, cooperation, search, hints and review.

Everything here answers a Dou Dizhu :class:`~game.view.SeatView`; the Tractor player
is :mod:`ai.shengji`, and what both families share (the agent protocol, the match
runner, the clock, the verdict of a review) is :mod:`ai` itself.  The package
imports :mod:`game`, :mod:`ai.clock` and :mod:`ai.verdict`, never the Tractor player.
"""
