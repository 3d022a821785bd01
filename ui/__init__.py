"""The pygame-ce app: scenes, widgets, card rendering, animation and input."""
