// Problem: 八数码 Eight — a shortest sequence of blank moves that solves a 3x3 sliding board.
// Judges: POJ 1077 and AcWing 179 (one board), HDU 1043 = ZOJ 1217 (boards until EOF). Every
//   non-whitespace character is one cell, 9 cells a board, rows top to bottom, `x` the blank,
//   so boards as 9 tokens, as one 9-character token or over three lines all read alike.
// Contract: one line per board: the moves of the blank (u, d, l, r) along a shortest path to
//   1 2 3 4 5 6 7 8 x, or `unsolvable`; the solved board prints an empty line. A board with a
//   repeated tile, a foreign character or no blank is `unsolvable` with a note on stderr; a
//   trailing partial board or empty input is one line on stderr and exit status 2, after the
//   complete boards.
// Approach: parity first: a board three wide never changes its tiles' inversion parity, and
//   boards of equal parity reach each other, so an odd board is unsolvable at once. Then one BFS
//   from the goal, a queue of boards and a Cantor-indexed array of the move that first reached
//   each board and its parent; each board walks home from parent to parent, undoing the
//   recorded moves. The tree stops once it holds every board of the input, so one near board
//   costs a small tree, and one tree answers HDU's thousands of boards (searching each alone is
//   the classic HDU time-out). The index keeps the blank apart (blank cell x 8! + the rank of
//   the eight tiles): a horizontal move keeps the tiles' order, so it changes the index by 8!.
// Complexity: the tree at most 9!/2 = 181 440 boards x at most 4 moves, then O(d) per board,
//   d <= 31. Memory: 1.8 MB of moves and parents and a 2.9 MB queue. Measured (callgrind,
//   whole process, g++ -O2): 5 000 boards 79 M instructions (target 100 M; the Rust file
//   14.3 M; ranking all nine cells afresh after every move, about 110 M), the POJ sample 11 M.
// Pitfalls: print the direction the blank moves, not the tile's; parity counts the tiles only;
//   the walk home goes the opposite way of each recorded move (the tree grows from the goal).
// Status: AC on poj-1077, acwing-179, hdu-1043 and extras (cargo test --test suite editions:::
//   g++ -std=c++98, c++11 and c++17, -Wall -Wextra -pedantic -O2 -Werror).
// Editorial: src/bin/eight_puzzle.rs (the full editorial; it searches each board alone when
//   there are few, and ranks by table).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

const int STATES = 362880;
const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
const int STEP[4] = {-3, 3, -1, 1};  // the blank's moves u, d, l, r
const char HOME[4] = {'d', 'u', 'r', 'l'};  // the move that undoes each, towards the goal
// The blank's moves from each cell, -1 ending the list.
const int MOVES_FROM[9][5] = {{1, 3, -1}, {1, 2, 3, -1}, {1, 2, -1}, {0, 1, 3, -1}, {0, 1, 2, 3, -1},
                              {0, 1, 2, -1}, {0, 3, -1}, {0, 2, 3, -1}, {0, 2, -1}};
const int UNSEEN = 5, ROOT = 4;

struct Node {
    int index;
    unsigned char cell[9];
    unsigned char blank;
};

unsigned char reached_by[STATES];  // the blank's move into the board on its way from the goal
int parent[STATES];                // the board it was reached from, one move nearer the goal
bool wanted[STATES];               // the boards of the input

unsigned char ones[512];  // bits set in each 9-bit mask

// A board's index: blank cell x 8! + the Lehmer code of the eight tiles in reading order, the
// blank skipped. Each tile's digit counts the smaller tiles after it: the smaller tiles less
// those seen before it (read off a mask). A horizontal move keeps the tiles' order, so only the
// blank cell changes: index +- 8!, no ranking at all.
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

// The BFS from the goal, until the last of the `missing` boards wanted is reached.
void build_tree(int missing) {
    std::vector<Node> queue(STATES / 2);
    memset(reached_by, UNSEEN, sizeof reached_by);
    for (int i = 0; i < 8; i++) queue[0].cell[i] = (unsigned char)(i + 1);
    queue[0].cell[8] = 0, queue[0].blank = 8, queue[0].index = index_of(queue[0].cell);
    reached_by[queue[0].index] = ROOT;
    missing -= wanted[queue[0].index];
    for (int head = 0, tail = 1; head < tail && missing > 0; head++) {
        Node n = queue[head];
        for (const int *move = MOVES_FROM[n.blank]; *move >= 0; move++) {
            int m = *move;
            Node next = n;
            int to = n.blank + STEP[m];
            next.cell[n.blank] = next.cell[to], next.cell[to] = 0, next.blank = (unsigned char)to;
            next.index = m >= 2 ? n.index + STEP[m] * 40320 : index_of(next.cell);
            if (reached_by[next.index] == UNSEEN) {
                reached_by[next.index] = (unsigned char)m, parent[next.index] = n.index;
                queue[tail++] = next, missing -= wanted[next.index];
            }
        }
    }
}

// Reads nine cells as a board (0 the blank), or returns why they are not one.
const char *parse_board(const char *cells, Node &n) {
    bool seen[9] = {false};
    for (int i = 0; i < 9; i++) {
        char c = cells[i];
        int v = c >= '1' && c <= '8' ? c - '0' : (c == 'x' || c == 'X' || c == '0' || c == '.') ? 0 : -1;
        if (v < 0) return "a cell is not a tile (1-8) or a blank (x)";
        if (seen[v]) return v == 0 ? "it has two blanks" : "a tile appears twice";
        seen[v] = true, n.cell[i] = (unsigned char)v;
        if (v == 0) n.blank = (unsigned char)i;
    }
    return 0;
}

// The blank's moves from board `r` to the goal, walking the tree towards its root.
void print_path(int r) {
    static char path[64];
    int length = 0;
    for (; reached_by[r] != ROOT; r = parent[r]) path[length++] = HOME[reached_by[r]];
    path[length] = 0;
    puts(path);
}

int main() {
    std::vector<char> cells;
    char chunk[1 << 16];
    for (size_t got; (got = fread(chunk, 1, sizeof chunk, stdin)) > 0;)
        for (size_t i = 0; i < got; i++) {
            char c = chunk[i];
            if (!(c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f')) cells.push_back(c);
        }
    if (cells.empty()) {
        fprintf(stderr, "eight_puzzle: empty input: expected a board of 9 cells\n");
        return 2;
    }
    for (int m = 1; m < 512; m++) ones[m] = (unsigned char)(ones[m >> 1] + (m & 1));
    std::vector<int> board;  // each board's index, -1 when it is unsolvable
    int illegal = 0, missing = 0;
    for (size_t at = 0; at + 9 <= cells.size(); at += 9) {
        Node n;
        const char *why = parse_board(&cells[at], n);
        if (why && ++illegal <= 10)
            fprintf(stderr, "eight_puzzle: board `%.9s` is not legal, so unsolvable: %s\n", &cells[at], why);
        board.push_back(why || tile_parity(n.cell) != 0 ? -1 : index_of(n.cell));  // the goal's parity is even
        if (board.back() >= 0 && !wanted[board.back()]) wanted[board.back()] = true, missing++;
    }
    if (missing > 0) build_tree(missing);
    for (size_t i = 0; i < board.size(); i++)
        if (board[i] < 0) puts("unsolvable");
        else print_path(board[i]);
    if (illegal > 10) fprintf(stderr, "eight_puzzle: ... and %d more illegal boards\n", illegal - 10);
    if (cells.size() % 9 != 0) {
        fflush(stdout);
        fprintf(stderr, "eight_puzzle: the last board has %d cells, expected 9\n", (int)(cells.size() % 9));
        return 2;
    }
    return 0;
}
