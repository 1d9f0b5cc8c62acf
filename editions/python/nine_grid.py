# Problem: 九宫重排 / 八数码 (step count): the fewest blank moves between two 3x3 boards, or -1.
# Judges: Lanqiao PREV-19 (start and target as 9-character tokens, `.` the blank; pairs until
#   EOF), AcWing 845 (9 one-character tokens, `x` the blank, goal 1 2 3 4 5 6 7 8 x), Luogu
#   P1379 (one 9-digit token, 0 the blank, goal 123804765). A first token of one character means
#   AcWing, a lone 9-digit token P1379, anything else Lanqiao pairs. Python 3.8+, stdlib only.
# Contract: one answer line per pair (`.`, `0`, `x` all mean the blank). A nine-cell board that
#   is not legal (a repeated tile, a 9, no blank) is -1 with a note on stderr; input that is not
#   a board at all (empty, a missing target, a wrong cell count) answers the complete boards
#   before it, then one line on stderr and exit status 2.
# Approach: inversion parity of the tiles first (a mismatch is -1 at once), then a bidirectional
#   BFS, one whole level at a time from the side with the smaller frontier. A board is an int,
#   3 bits a cell; its index in the visited bytearray is blank cell * 8! + the Cantor rank of
#   the eight tiles, and the rank is two table lookups: the Lehmer digits of the first four
#   tiles depend on those four only, and the last four's on the last four.
# Complexity: O(b^(d/2)) boards per side (b about 2.7, d <= 31): a 31-move pair touches about
#   15 000 boards instead of 181 440. Measured (CPU, whole process; an empty Python costs
#   8 ms): the 31-move pair 22 ms under Python 3.11, 32 ms under 3.8 (the search 6 / 11 ms).
# Pitfalls: the P1379 goal is 123804765, not 123456780; start = target is 0; the blank is kept
#   apart from the rank (its cell), or two boards would share a slot; the sides meet exactly
#   only when each expansion is a whole level.
# Status: AC on lanqiao-prev-19, acwing-845, luogu-p1379 and extras under Python 3.11 and 3.8
#   (judged by tests/suite/editions.rs; byte-compiled by 3.8 too).
# Editorial: src/bin/nine_grid.rs (the full editorial, and its shift-table rank updates).
import sys
from itertools import permutations

ORDERS = 40320  # 8!: orders of the eight tiles
FACT = [1, 1, 2, 6, 24, 120, 720, 5040, 40320]
CELLS = (1 << 27) - 1  # 9 cells, 3 bits each (tile k stored as k - 1; the blank's field is 0)


def half_tables():
    """The rank's share from the first four / last four tiles of a packed order."""
    first, last = [0] * 4096, [0] * 4096
    for t in permutations(range(8), 4):
        key = t[0] | t[1] << 3 | t[2] << 6 | t[3] << 9
        # a Lehmer digit (smaller tiles after) = the tile's value - smaller tiles before it
        first[key] = sum((t[i] - sum(u < t[i] for u in t[:i])) * FACT[7 - i] for i in range(4))
        last[key] = sum(sum(u < t[i] for u in t[i + 1:]) * FACT[3 - i] for i in range(4))
    return first, last


FIRST, LAST = half_tables()


def neighbours(cell):
    return [c for c, ok in ((cell - 3, cell >= 3), (cell + 3, cell < 6),
                            (cell - 1, cell % 3 > 0), (cell + 1, cell % 3 < 2)) if ok]


# MOVES[blank]: for each cell the blank can move to: that cell, where its field and the blank's
# start, the mask of the fields before it, and the first index with the blank there.
MOVES = [[(to, 3 * to, 3 * b, (1 << 3 * to) - 1, to * ORDERS) for to in neighbours(b)]
         for b in range(9)]


def index(blank, cells):
    # the order of the eight: the empty field cut out
    order = (cells & ((1 << 3 * blank) - 1)) | (cells >> (3 * blank + 3) << 3 * blank)
    return blank * ORDERS + FIRST[order & 4095] + LAST[order >> 12]


def min_moves(start, goal):
    """Fewest moves between two states (blank << 27 | cells) of equal parity."""
    if start == goal:
        return 0
    first, last = FIRST, LAST
    mark = bytearray(9 * ORDERS)  # 0 unseen, 1 reached from the start, 2 from the goal
    frontier = [[start], [goal]]
    for side, s in enumerate((start, goal)):
        mark[index(s >> 27, s & CELLS)] = side + 1
    depth = 0
    while frontier[0] and frontier[1]:
        side = 0 if len(frontier[0]) <= len(frontier[1]) else 1
        me, nxt = side + 1, []
        for s in frontier[side]:
            cells = s & CELLS
            for to, at, here, before, base in MOVES[s >> 27]:
                tile = cells >> at & 7
                moved = cells ^ (tile << at) ^ (tile << here)  # it moves into the empty field
                order = (moved & before) | (moved >> (at + 3) << at)  # its new empty field cut out
                i = base + first[order & 4095] + last[order >> 12]
                m = mark[i]
                if not m:
                    mark[i] = me
                    nxt.append(to << 27 | moved)
                elif m != me:  # the other side holds it: every shorter path was ruled out
                    return depth + 1
        frontier[side] = nxt
        depth += 1
    return -1


def shown(token):
    text = ''.join(chr(c) if 32 < c < 127 else '\\x%02x' % c for c in token[:24])
    return text + ('...' if len(token) > 24 else '')


class Answers:
    def __init__(self):
        self.lines, self.notes, self.illegal = [], [], 0

    def parse(self, token):
        """(state, parity) of a 9-cell board, or None (with a note) for an illegal one."""
        tiles, blanks = [], [cell for cell, c in enumerate(token) if c in b'.0xX']
        for c in token:
            if 49 <= c <= 56 and c - 48 not in tiles:
                tiles.append(c - 48)
        if len(blanks) != 1 or len(tiles) != 8:
            self.illegal += 1
            if self.illegal <= 10:
                self.notes.append('nine_grid: board `%s` is not legal (tiles 1-8 and one blank), '
                                  'so unreachable\n' % shown(token))
            return None
        blank, cells = blanks[0], 0
        for t in reversed(tiles):
            cells = cells << 3 | t - 1
        # an empty field put in
        cells = (cells & ((1 << 3 * blank) - 1)) | (cells >> 3 * blank << (3 * blank + 3))
        parity = sum(u > t for i, t in enumerate(tiles) for u in tiles[:i]) % 2
        return blank << 27 | cells, parity

    def answer(self, start, goal):
        s = self.parse(start)
        g = s and self.parse(goal)
        ok = s and g and s[1] == g[1]
        self.lines.append('%d\n' % (min_moves(s[0], g[0]) if ok else -1))


def solve(tokens, out):
    if not tokens:
        return 'empty input: expected a board (start and target for Lanqiao PREV-19)'
    if len(tokens[0]) == 1:  # AcWing 845
        for k in range(0, len(tokens), 9):
            board = tokens[k:k + 9]
            if any(len(t) != 1 for t in board):
                return 'AcWing boards are 9 one-character cells'
            if len(board) < 9:
                return 'the last board has %d cells, expected 9' % len(board)
            out.answer(b''.join(board), b'12345678x')
    elif len(tokens) == 1 and len(tokens[0]) == 9 and tokens[0].isdigit():  # Luogu P1379
        out.answer(tokens[0], b'123804765')
    else:  # Lanqiao PREV-19: start/target pairs until EOF
        for k in range(0, len(tokens), 2):
            for t in tokens[k:k + 2]:
                if len(t) != 9:
                    return 'board `%s` has %d cells, expected 9' % (shown(t), len(t))
            if k + 1 == len(tokens):
                return 'start board `%s` has no target board after it' % shown(tokens[k])
            out.answer(tokens[k], tokens[k + 1])
    return None


def main():
    out = Answers()
    error = solve(sys.stdin.buffer.read().split(), out)
    sys.stdout.write(''.join(out.lines))
    sys.stdout.flush()
    if out.illegal > 10:
        out.notes.append('nine_grid: ... and %d more illegal boards\n' % (out.illegal - 10))
    if error:
        out.notes.append('nine_grid: %s\n' % error)
    sys.stderr.write(''.join(out.notes))
    sys.exit(2 if error else 0)


main()
