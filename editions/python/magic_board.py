# Problem: 魔板 Magic Squares: the alphabetically smallest shortest sequence of moves A, B, C from
#   the 2x4 board 1 2 3 4 5 6 7 8 to a target, both read clockwise from the top left (top row
#   s0 s1 s2 s3, bottom row s7 s6 s5 s4). A swaps the rows (s7 ... s0), B shifts both rows
#   right (s3 s0 s1 s2 s5 s6 s7 s4), C turns the middle four clockwise (s0 s6 s1 s3 s4 s2 s5 s7).
# Judges: USACO Training 3.2 msquare (reads msquare.in, writes msquare.out), Luogu P2730, AcWing
#   1107: 8 integers, the target. Python 3.8+, stdlib only. HDU 1430 takes no Python (see
#   cpp/magic_board.cpp), but a first token of 8 characters is read as its pairs all the same.
#   USACO Training's gateway also wants, at the very top, a docstring with the lines ID: (your
#   own), LANG: PYTHON3 and TASK: msquare: add it before submitting there.
# Contract: msquare.in is read when it exists (and msquare.out written), else stdin and stdout.
#   The 8 integers: the length, then the sequence 60 to a line (length 0: `0` and an empty
#   line). HDU: start/target lines until EOF, one sequence per line. A target that is not a
#   permutation of 1-8, or an HDU pair that is not 8 distinct colours used by both lines: one
#   line on stderr naming the line, exit status 2 (HDU pairs before it are answered).
# Approach: one BFS (a deque) from 12345678 over all 8! boards, trying A, B, C in that order and
#   keeping each board's first discovery: its move and parent, by Cantor rank, so a sequence is
#   read back parent by parent. A board is an int, 3 bits a cell: A and B work on the two rows
#   (12 bits each), C is masked shifts, and the rank is two table lookups (the first four
#   cells' Lehmer digits depend on those four only, the last four's on the last four). HDU:
#   renaming the colours so that the start reads 12345678 keeps the answer: one tree for all.
# Complexity: O(8!) boards x 3 moves, then O(depth) per query (depth <= 22). Measured (CPU,
#   whole process): any target 50 ms under Python 3.11, 73 ms under 3.8.
# Pitfalls: the clockwise reading (rows read left to right give wrong A and B and fail the
#   sample 2 6 8 4 5 7 3 1 -> 7 / BCABCCB); moves tried in any order but A, B, C lose the
#   smallest sequence; the 60-character lines; length 0.
# Status: AC on usaco-msquare (with its file I/O) and extras under Python 3.11 and 3.8 (judged
#   by tests/suite/editions.rs; byte-compiled by 3.8 too).
# Editorial: src/bin/magic_board.rs (the full editorial).
import os
import sys
from collections import deque
from itertools import permutations

BOARDS = 40320  # 8!
FACT = [1, 1, 2, 6, 24, 120, 720, 5040, 40320]


def half_tables():
    """The rank's share from the first four / last four cells of a packed board."""
    first, last = [0] * 4096, [0] * 4096
    for t in permutations(range(8), 4):
        key = t[0] | t[1] << 3 | t[2] << 6 | t[3] << 9
        # a Lehmer digit (smaller colours after) = the colour - smaller colours before it
        first[key] = sum((t[i] - sum(u < t[i] for u in t[:i])) * FACT[7 - i] for i in range(4))
        last[key] = sum(sum(u < t[i] for u in t[i + 1:]) * FACT[3 - i] for i in range(4))
    return first, last


FIRST, LAST = half_tables()
# REVERSED[row]: a row's four cells in the opposite order (A is both rows reversed, swapped).
REVERSED = [(r & 7) << 9 | (r >> 3 & 7) << 6 | (r >> 6 & 7) << 3 | r >> 9 for r in range(4096)]


def pack(colours):
    """Cell i (clockwise) in bits 3i..3i+2, colour k stored as k - 1."""
    return sum((c - 1) << 3 * i for i, c in enumerate(colours))


def build_tree():
    """For each rank: the move that first reached it (b'A'..b'C', root 1) and its parent."""
    first, last, reversed_ = FIRST, LAST, REVERSED
    how, parent = bytearray(BOARDS), [0] * BOARDS
    root = pack(range(1, 9))
    how[first[root & 4095] + last[root >> 12]] = 1
    queue = deque([root])
    while queue:
        x = queue.popleft()
        here = first[x & 4095] + last[x >> 12]
        top, bottom = x & 4095, x >> 12
        a = reversed_[bottom] | reversed_[top] << 12
        b = top << 3 & 4095 | top >> 9 | (bottom >> 3 | (bottom & 7) << 9) << 12
        c = x & 0o70077007 | x >> 15 & 0o70 | x << 3 & 0o7000700 | x << 9 & 0o700000
        for letter, y in ((65, a), (66, b), (67, c)):
            r = first[y & 4095] + last[y >> 12]
            if not how[r]:
                how[r], parent[r] = letter, here
                queue.append(y)
    return how, parent


def sequence(tree, target):
    how, parent = tree
    r, letters = FIRST[target & 4095] + LAST[target >> 12], []
    while how[r] != 1:
        letters.append(chr(how[r]))
        r = parent[r]
    return ''.join(reversed(letters))


def shown(token):
    text = ''.join(chr(c) if 32 < c < 127 else '\\x%02x' % c for c in token[:24])
    return text + ('...' if len(token) > 24 else '')


def solve_usaco(tokens, out):
    if len(tokens) != 8:
        return 'expected the 8 colours of the target, found %d tokens' % len(tokens)
    for line, t in tokens:
        if len(t) != 1 or t not in b"12345678":
            return 'line %d: `%s` is not a colour 1-8' % (line, shown(t))
    colours = [int(t) for _, t in tokens]
    if len(set(colours)) != 8:
        return 'the target repeats a colour'
    moves = sequence(build_tree(), pack(colours))
    out.append('%d\n' % len(moves))
    out.extend(moves[k:k + 60] + '\n' for k in range(0, len(moves), 60))
    if not moves:
        out.append('\n')
    return None


def solve_hdu(tokens, out):
    tree = None
    for k in range(0, len(tokens), 2):
        line, start = tokens[k]
        target_line, target = tokens[k + 1] if k + 1 < len(tokens) else (0, b'')
        if len(start) != 8 or len(set(start)) != 8:
            return 'line %d: `%s` is not 8 distinct colours' % (line, shown(start))
        if not target_line:
            return 'line %d: start `%s` has no target line after it' % (line, shown(start))
        if len(target) != 8 or set(target) != set(start) or len(set(target)) != 8:
            return 'line %d: target `%s` does not use exactly the colours of its start' % (
                target_line, shown(target))
        tree = tree or build_tree()
        out.append(sequence(tree, pack(start.index(c) + 1 for c in target)) + '\n')
    return None


def main():
    files = os.path.exists('msquare.in')
    data = open('msquare.in', 'rb').read() if files else sys.stdin.buffer.read()
    tokens = [(no, t) for no, line in enumerate(data.splitlines(), 1) for t in line.split()]
    out = []
    if not tokens:
        error = 'empty input: expected the 8 colours of the target'
    elif len(tokens[0][1]) == 8:
        error = solve_hdu(tokens, out)
    else:
        error = solve_usaco(tokens, out)
    if files:
        with open('msquare.out', 'w') as f:
            f.write(''.join(out))
    else:
        sys.stdout.write(''.join(out))
        sys.stdout.flush()
    if error:
        sys.stderr.write('magic_board: %s\n' % error)
        sys.exit(2)


main()
