"""Tools that drive the real app without a player: the self-test, screenshots, the
monkey tester, and the headless helpers the UI tests share."""
