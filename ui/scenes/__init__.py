"""The app's scenes, each imported explicitly by name (never found by scanning folders)."""
