"""Widgets shared by every scene: buttons, toggles, choosers and sliders, the score
chart, and the notices banner over the whole window."""
