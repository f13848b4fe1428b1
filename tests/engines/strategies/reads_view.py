def choose_move(position, moves, info):
    # the view, the moves and the info arrive as plain JSON values
    assert isinstance(position, dict) and isinstance(moves, list) and isinstance(info, dict)
    return moves[len(moves) // 2]
