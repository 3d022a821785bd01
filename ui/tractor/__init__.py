"""The Tractor / 升级 table: the match session, its scene and the parts it composes."""
