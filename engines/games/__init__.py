"""The games, one module each."""
