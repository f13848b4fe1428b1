"""Qt-free game engines: one small game protocol, generic solvers, and the games themselves."""
