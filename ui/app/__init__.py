"""The app's machinery: the window and its loop, the scene stack, player intents,
translations, the hand in play and the worker threads its AI seats think on."""
