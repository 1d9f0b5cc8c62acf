# Known right for AcWing 179 (八数码 with a path), written as a contestant writes it in Python:
# a plain BFS from the start over boards kept as strings, a dict from each board to the board
# it was reached from and the move, the path read back from the goal; an odd number of
# inversions is `unsolvable` at once. Slow on purpose, as such answers are (about a second
# of CPU on the farthest boards): `tests/suite/judge.rs` judges it beside busy loops with one
# job and two, under a limit far above what it takes.
import sys
from collections import deque

GOAL = "12345678x"
MOVES = ((-1, 0, "u"), (1, 0, "d"), (0, -1, "l"), (0, 1, "r"))


def solve(start):
    tiles = [c for c in start if c != "x"]
    inversions = sum(
        1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j]
    )
    if inversions % 2 == 1:
        return "unsolvable"
    came_from = {start: None}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if s == GOAL:
            break
        blank = s.index("x")
        r, c = divmod(blank, 3)
        for dr, dc, letter in MOVES:
            nr, nc = r + dr, c + dc
            if 0 <= nr < 3 and 0 <= nc < 3:
                other = nr * 3 + nc
                t = list(s)
                t[blank], t[other] = t[other], "x"
                t = "".join(t)
                if t not in came_from:
                    came_from[t] = (s, letter)
                    queue.append(t)
    path = []
    s = GOAL
    while came_from[s] is not None:
        s, letter = came_from[s]
        path.append(letter)
    return "".join(reversed(path))


def main():
    board = "".join(sys.stdin.read().split())[:9]
    print(solve(board))


if __name__ == "__main__":
    main()
