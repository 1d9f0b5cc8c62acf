// Problem: 魔板 Magic Squares — the smallest (in letters) shortest sequence of moves A, B, C
//   that turns the 2x4 board 1 2 3 4 5 6 7 8, read clockwise from the top left, into a target.
// Judges: USACO Training 3.2 msquare, Luogu P2730, AcWing 1107 (8 integers, the target; prints
//   the length, then the sequence 60 to a line; `0` and an empty line for length 0), and
//   HDU 1430 (pairs of lines of 8 colours until EOF, start then target; prints the sequence, an
//   empty line for equal boards). A first token of 8 characters means HDU. When msquare.in is
//   in the working folder (USACO), it is read and msquare.out written; else stdin and stdout.
// Contract: a USACO target that is not a permutation of 1..8, or an HDU pair whose colours
//   differ, gets one line on stderr naming the line and exit status 2, after the cases before.
// Approach: clockwise, top row s0 s1 s2 s3, bottom row s7 s6 s5 s4: A is a plain reversal,
//   B = s3 s0 s1 s2 s5 s6 s7 s4, C = s0 s6 s1 s3 s4 s2 s5 s7. One BFS from 12345678 over all
//   8! = 40 320 boards, a queue of boards and a Cantor-indexed parent array, trying A, B, C in
//   that order and keeping first discoveries: that makes every path read back from a target's
//   parents the smallest shortest one. HDU: the moves only permute places, so renaming the
//   colours so that the start reads 12345678 (the target renamed alike) keeps the answer, and
//   the one tree answers every pair. A board is packed 4 bits a cell, so a move is a few shifts,
//   and its rank is two lookups, one per half (the first four Lehmer digits depend on the first
//   four colours only, the last four on the last four).
// Complexity: 40 320 boards x 3 moves, then O(depth) per query. Measured (callgrind, whole
//   process, g++ -O2): the depth-22 target 7.4 M instructions (target 20 M; the Rust file
//   4.9 M); ranking each board afresh in a loop costs 24 M.
// Pitfalls: reading both rows left to right gives wrong A and B (the sample 2 6 8 4 5 7 3 1 must
//   give 7 / BCABCCB); any move order but A, B, C loses the smallest sequence; the 60-letter
//   line wrap; length 0 prints an empty line.
// Status: AC on usaco-msquare (with its file I/O), hdu-1430 and extras (judged by
//   tests/suite/editions.rs: g++ -std=c++98, c++11 and c++17, -Wall -Wextra -pedantic -O2 -Werror).
// Editorial: src/bin/magic_board.rs (the full editorial).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

const int STATES = 40320;
const int FACT[8] = {1, 1, 2, 6, 24, 120, 720, 5040};

// A board packed 4 bits per cell, cell 0 highest: the top row is the high 16 bits, the bottom
// row (read right to left) the low 16. A move is a few shifts and masks, no copy of an array.
typedef unsigned int Board;

Board move_a(Board s) {  // a reversal: halves, then bytes, then nibbles swapped
    s = s >> 16 | s << 16;
    s = (s >> 8 & 0x00ff00ffu) | (s & 0x00ff00ffu) << 8;
    return (s >> 4 & 0x0f0f0f0fu) | (s & 0x0f0f0f0fu) << 4;
}
Board move_b(Board s) {  // the top half turned one cell on, the bottom half one cell back
    Board top = s >> 16, bottom = s & 0xffffu;
    return ((top >> 4 | top << 12) & 0xffffu) << 16 | ((bottom << 4 | bottom >> 12) & 0xffffu);
}
Board move_c(Board s) {  // cells 1 2 5 6 take the colours of cells 6 1 2 5
    return (s & 0xf00ff00fu) | (s << 20 & 0x0f000000u) | (s >> 4 & 0x00f00000u) | (s >> 12 & 0x00000f00u) |
           (s >> 4 & 0x000000f0u);
}
Board (*const MOVES[3])(Board) = {move_a, move_b, move_c};

int parent[STATES];
char letter[STATES];  // the move that first reached the board; 0 for the root, 1 unseen
// The Cantor rank in two lookups: the first four Lehmer digits (colour minus the smaller colours
// before it) depend on the first four colours only, the last four (smaller colours after it) on
// the last four only; each table is indexed by a half of the board.
unsigned short head_rank[1 << 16], tail_rank[1 << 16];

void rank_tables() {
    int v[4];
    for (v[0] = 0; v[0] < 8; v[0]++)
        for (v[1] = 0; v[1] < 8; v[1]++)
            for (v[2] = 0; v[2] < 8; v[2]++)
                for (v[3] = 0; v[3] < 8; v[3]++) {
                    int half = v[0] << 12 | v[1] << 8 | v[2] << 4 | v[3], head = 0, tail = 0;
                    for (int i = 0; i < 4; i++) {
                        int before = 0, after = 0;
                        for (int j = 0; j < 4; j++) {
                            before += j < i && v[j] < v[i];
                            after += j > i && v[j] < v[i];
                        }
                        head += (v[i] - before) * FACT[7 - i], tail += after * FACT[3 - i];
                    }
                    head_rank[half] = (unsigned short)head, tail_rank[half] = (unsigned short)tail;
                }
}

int cantor(Board b) { return head_rank[b >> 16] + tail_rank[b & 0xffffu]; }

Board pack(const unsigned char *colour) {
    Board b = 0;
    for (int i = 0; i < 8; i++) b = b << 4 | colour[i];
    return b;
}

void build_tree() {
    rank_tables();
    std::vector<Board> queue(STATES);
    std::vector<int> rank_of(STATES);
    memset(letter, 1, sizeof letter);
    queue[0] = 0x01234567u;
    rank_of[0] = cantor(queue[0]);
    letter[rank_of[0]] = 0;
    for (int head = 0, tail = 1; head < tail; head++) {
        for (int m = 0; m < 3; m++) {
            Board next = MOVES[m](queue[head]);
            int r = cantor(next);
            if (letter[r] == 1) {
                letter[r] = (char)('A' + m), parent[r] = rank_of[head];
                queue[tail] = next, rank_of[tail++] = r;
            }
        }
    }
}

// The smallest shortest sequence from 12345678 to `target`, read back along the parents.
int sequence_to(Board target, char *out) {
    char back[32];
    int n = 0;
    for (int r = cantor(target); letter[r] != 0; r = parent[r]) back[n++] = letter[r];
    for (int i = 0; i < n; i++) out[i] = back[n - 1 - i];
    out[n] = 0;
    return n;
}

std::vector<const char *> token;
std::vector<int> length, line_of;

void fail(int t, const char *why) {
    fflush(stdout);
    fprintf(stderr, "magic_board: line %d: `%.*s` %s\n", line_of[t], length[t] > 24 ? 24 : length[t],
            token[t], why);
    exit(2);
}

void solve_usaco() {
    if (token.size() != 8) {
        fprintf(stderr, "magic_board: expected the 8 colours of the target, found %d tokens\n",
                (int)token.size());
        exit(2);
    }
    unsigned char target[8];
    bool seen[8] = {false};
    for (int i = 0; i < 8; i++) {
        int v = token[i][0] - '1';
        if (length[i] != 1 || v < 0 || v > 7) fail(i, "is not a colour 1-8");
        if (seen[v]) fail(i, "appears twice");
        seen[v] = true, target[i] = (unsigned char)v;
    }
    build_tree();
    char moves[32];
    int n = sequence_to(pack(target), moves);
    printf("%d\n", n);
    if (n == 0) printf("\n");
    for (int i = 0; i < n; i += 60) printf("%.60s\n", moves + i);
}

void solve_hdu() {
    build_tree();
    for (size_t t = 0; t < token.size(); t += 2) {
        if (t + 1 == token.size()) fail((int)t, "is a start with no target line after it");
        int place[256];
        for (int i = 0; i < 256; i++) place[i] = -1;
        if (length[t] != 8) fail((int)t, "is not 8 colours");
        for (int i = 0; i < 8; i++) {
            unsigned char colour = (unsigned char)token[t][i];
            if (place[colour] >= 0) fail((int)t, "repeats a colour");
            place[colour] = i;
        }
        unsigned char target[8];
        bool used[8] = {false};
        for (int i = 0; i < 8 && length[t + 1] == 8; i++) {
            int p = place[(unsigned char)token[t + 1][i]];
            if (p < 0 || used[p]) fail((int)t + 1, "does not use exactly the colours of its start");
            used[p] = true, target[i] = (unsigned char)p;
        }
        if (length[t + 1] != 8) fail((int)t + 1, "does not use exactly the colours of its start");
        char moves[32];
        sequence_to(pack(target), moves);
        printf("%s\n", moves);
    }
}

int main() {
    FILE *usaco = fopen("msquare.in", "r");
    if (usaco) {  // USACO Training: the input and the output are files
        fclose(usaco);
        if (!freopen("msquare.in", "r", stdin) || !freopen("msquare.out", "w", stdout)) return 2;
    }
    std::vector<char> in;
    char chunk[1 << 16];
    for (size_t got; (got = fread(chunk, 1, sizeof chunk, stdin)) > 0;) in.insert(in.end(), chunk, chunk + got);
    in.push_back(' ');
    for (size_t i = 0, line = 1; i < in.size(); i++) {
        char c = in[i];
        bool space = c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f';
        if (space) in[i] = 0;
        else if (i == 0 || in[i - 1] == 0)
            token.push_back(&in[i]), length.push_back(0), line_of.push_back((int)line);
        if (!space) length.back()++;
        if (c == '\n') line++;
    }
    if (token.empty()) {
        fprintf(stderr, "magic_board: empty input: expected the 8 colours of the target\n");
        return 2;
    }
    if (length[0] == 8) solve_hdu();
    else solve_usaco();
    return 0;
}
