"""The shared game-tab framework: each game writes only its board and its thinking view."""
