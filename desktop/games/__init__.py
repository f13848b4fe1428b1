"""One module a game tab."""
