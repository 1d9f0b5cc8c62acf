// Problem: 九宫重排 / 八数码 — the fewest moves between two 3x3 sliding-tile boards.
// Judges: Lanqiao PREV-19 (boards as 9-character tokens, start then target, `.` the blank;
//   pairs until EOF), AcWing 845 (9 one-character tokens, `x` the blank, goal 12345678x),
//   Luogu P1379 (one 9-digit token, `0` the blank, goal 123804765). A first token of one
//   character means AcWing, a lone 9-digit token means P1379, anything else is Lanqiao pairs.
// Contract: prints the fewest moves, or -1 when the target cannot be reached. A nine-cell board
//   that is not legal (a repeated tile, a 9, no blank) is -1 with a note on stderr; input that
//   is not a board at all (empty, a missing target, a wrong cell count) answers the complete
//   boards before it, then one line on stderr and exit status 2.
// Approach: inversion parity of the tiles (blank skipped) never changes on a board three wide,
//   and equal parity means reachable: a mismatch is -1 before any search. Otherwise a
//   bidirectional BFS, one whole level at a time from the side with the smaller frontier; the
//   first level where the sides touch gives the answer (the smallest sum over that level).
//   Each side's queue is an array that is also its visited list, so clearing for the next pair
//   costs what the pair cost. A board's index is its Cantor rank with the blank kept apart
//   (blank cell x 8! + the Lehmer code of the eight tiles), into a visited array of
//   9 x 8! = 362 880 bytes: a horizontal move keeps the tiles' order, so it changes the index
//   by 8! without ranking.
// Complexity: O(b^(d/2)) boards per side for a d-move answer (b about 2.7, d <= 31): a 31-move
//   pair touches about 15 000 boards instead of 181 440. Measured (callgrind, whole process,
//   g++ -O2): the 31-move pair 7.2 M instructions (target 20 M; the Rust file 1.2 M; ranking
//   all nine cells afresh after every move, 13.7 M).
// Pitfalls: the P1379 goal is 123804765, not 123456780; start = target is 0 moves; the parity
//   counts tiles only (the blank left out); the two sides must grow by whole levels (taking
//   boards from each side in turn can meet on a longer path first).
// Status: AC on lanqiao-prev-19, acwing-845, luogu-p1379 and extras (judged by
//   tests/suite/editions.rs: g++ -std=c++98, c++11 and c++17, -Wall -Wextra -pedantic -O2 -Werror).
// Editorial: src/bin/nine_grid.rs (the full editorial, and the table that ranks vertical moves
//   too).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

const int STATES = 362880;
const int FACT[8] = {1, 1, 2, 6, 24, 120, 720, 5040};
// The cells the blank can move to from each cell, -1 ending the list.
const int NEXT[9][5] = {{1, 3, -1}, {0, 2, 4, -1}, {1, 5, -1},     {0, 4, 6, -1}, {1, 3, 5, 7, -1},
                        {2, 4, 8, -1}, {3, 7, -1}, {4, 6, 8, -1}, {5, 7, -1}};

struct Node {
    int index;
    unsigned char cell[9];
    unsigned char blank, depth;
};

unsigned char side[STATES];  // 0 unseen, 1 reached from the start, 2 from the target
unsigned char dist[STATES];  // moves from the side that reached it
Node queue_of[2][STATES / 2 + 1];

unsigned char ones[512];  // bits set in each 9-bit mask

// blank cell x 8! + the Lehmer code of the eight tiles in reading order, blank skipped: each
// tile counts the smaller tiles after it (the smaller ones less those seen before, off a mask).
int index_of(const unsigned char *b) {
    int rank = 0, seen = 0, place = 0, blank = 0;
    for (int i = 0; i < 9; i++) {
        if (b[i] == 0) {
            blank = i;
            continue;
        }
        rank += (b[i] - 1 - ones[seen & ((1 << b[i]) - 1)]) * FACT[7 - place++];
        seen |= 1 << b[i];
    }
    return blank * 40320 + rank;
}

int tile_parity(const unsigned char *b) {
    int inversions = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++) inversions += b[i] && b[j] && b[j] < b[i];
    return inversions % 2;
}

Node node_of(const unsigned char *b, int depth) {
    Node n;
    memcpy(n.cell, b, 9);
    for (int i = 0; i < 9; i++)
        if (b[i] == 0) n.blank = (unsigned char)i;
    n.index = index_of(b);
    n.depth = (unsigned char)depth;
    return n;
}

int min_moves(const unsigned char *start, const unsigned char *target) {
    if (ones[1] == 0)
        for (int m = 1; m < 512; m++) ones[m] = (unsigned char)(ones[m >> 1] + (m & 1));
    if (tile_parity(start) != tile_parity(target)) return -1;
    int tail[2] = {1, 1}, head[2] = {0, 0}, answer = -1;
    queue_of[0][0] = node_of(start, 0);
    queue_of[1][0] = node_of(target, 0);
    if (queue_of[0][0].index == queue_of[1][0].index) return 0;
    for (int s = 0; s < 2; s++) {
        side[queue_of[s][0].index] = (unsigned char)(s + 1);
        dist[queue_of[s][0].index] = 0;
    }
    while (answer < 0 && head[0] < tail[0] && head[1] < tail[1]) {
        int a = tail[0] - head[0] <= tail[1] - head[1] ? 0 : 1, best = 1000;
        Node *q = queue_of[a];
        for (int end = tail[a]; head[a] < end; head[a]++) {
            Node n = q[head[a]];
            for (const int *to = NEXT[n.blank]; *to >= 0; to++) {
                Node m = n;
                m.cell[m.blank] = m.cell[*to], m.cell[*to] = 0, m.blank = (unsigned char)*to;
                bool horizontal = *to == n.blank + 1 || *to == n.blank - 1;  // the tiles' order is kept
                m.index = horizontal ? n.index + (*to - n.blank) * 40320 : index_of(m.cell);
                m.depth = (unsigned char)(n.depth + 1);
                if (side[m.index] == 0) {
                    side[m.index] = (unsigned char)(a + 1), dist[m.index] = m.depth;
                    q[tail[a]++] = m;
                } else if (side[m.index] != a + 1 && m.depth + dist[m.index] < best) {
                    best = m.depth + dist[m.index];
                }
            }
        }
        if (best < 1000) answer = best;
    }
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < tail[s]; i++) side[queue_of[s][i].index] = 0;
    return answer;
}

// Reads nine cells as a board (0 the blank), or returns why they are not one.
const char *parse_board(const char *cells, unsigned char *b) {
    static char why[64];
    bool seen[9] = {false};
    for (int i = 0; i < 9; i++) {
        char c = cells[i];
        int v = c >= '1' && c <= '8' ? c - '0' : (c == '.' || c == '0' || c == 'x' || c == 'X') ? 0 : -1;
        if (v < 0) return "a cell is not a tile (1-8) or a blank (. 0 x)";
        if (seen[v]) {
            if (v == 0) return "it has two blanks";
            sprintf(why, "tile %d appears twice", v);
            return why;
        }
        seen[v] = true, b[i] = (unsigned char)v;
    }
    return 0;
}

int illegal_boards = 0;

void answer(const char *start, const char *target) {
    unsigned char s[9], t[9];
    const char *bad = 0, *why = parse_board(start, s);
    if (why) bad = start;
    else if ((why = parse_board(target, t)) != 0) bad = target;
    if (bad && ++illegal_boards <= 10)
        fprintf(stderr, "nine_grid: board `%.9s` is not legal, so unreachable: %s\n", bad, why);
    printf("%d\n", bad ? -1 : min_moves(s, t));
}

void fail(const char *what, const char *token, int length) {
    fflush(stdout);
    fprintf(stderr, "nine_grid: %s `%.*s` (%d characters)\n", what, length > 24 ? 24 : length, token, length);
    exit(2);
}

int main() {
    std::vector<char> in;
    char chunk[1 << 16];
    for (size_t got; (got = fread(chunk, 1, sizeof chunk, stdin)) > 0;) in.insert(in.end(), chunk, chunk + got);
    in.push_back(' ');
    std::vector<const char *> token;
    std::vector<int> length;
    for (size_t i = 0; i < in.size(); i++) {
        bool space = in[i] == ' ' || in[i] == '\n' || in[i] == '\r' || in[i] == '\t' || in[i] == '\f';
        if (space) in[i] = 0;
        else if (i == 0 || in[i - 1] == 0) token.push_back(&in[i]), length.push_back(0);
        if (!space) length.back()++;
    }
    int n = (int)token.size();
    if (n == 0) {
        fprintf(stderr, "nine_grid: empty input: expected a board (start and target for Lanqiao PREV-19)\n");
        return 2;
    }
    if (length[0] == 1) {  // AcWing 845: boards of nine one-character cells
        for (int i = 0; i < n; i += 9) {
            char cells[9];
            for (int j = 0; j < 9; j++) {
                if (i + j >= n) fail("the last board is short after", token[n - 1], length[n - 1]);
                if (length[i + j] != 1)
                    fail("a cell of an AcWing board is not one character:", token[i + j], length[i + j]);
                cells[j] = token[i + j][0];
            }
            answer(cells, "12345678x");
        }
    } else if (n == 1 && length[0] == 9 && strspn(token[0], "0123456789") == 9) {
        answer(token[0], "123804765");  // Luogu P1379
    } else {  // Lanqiao PREV-19: start/target pairs until EOF
        for (int i = 0; i < n; i += 2) {
            for (int j = i; j < i + 2 && j < n; j++)
                if (length[j] != 9) fail("a board is not nine cells:", token[j], length[j]);
            if (i + 1 == n) fail("the start board has no target after it:", token[i], length[i]);
            answer(token[i], token[i + 1]);
        }
    }
    if (illegal_boards > 10)
        fprintf(stderr, "nine_grid: ... and %d more illegal boards\n", illegal_boards - 10);
    return 0;
}
