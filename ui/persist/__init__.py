"""Persistence: statistics (SQLite), the hand in progress, finished hand records.

Every file lives in the user's data folder (platformdirs; ``XDG_DATA_HOME`` is
honoured).  Each is independent: a damaged file is moved aside with a message
and only that file starts afresh.
"""
