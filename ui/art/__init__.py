"""What the app looks and sounds like: bundled assets, card faces and backs, avatars,
fonts and cached text, drawing helpers and colours, effects, tweens and sound."""
