"""Every scene that is not the table: title, menus, new game, settings, rules,
statistics, replays, the review and the hand result.  Each is imported by name."""
