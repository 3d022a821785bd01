"""What both games share at the table and after it, looked up by family (see registry)."""
