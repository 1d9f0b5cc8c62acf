// Problem: 跳蚱蜢 Grasshoppers — the fewest jumps between two arrangements of a ring of nine
//   plates: grasshoppers 1-8 and one empty plate 0, read clockwise. A grasshopper next to the
//   empty plate, or one plate beyond it, jumps into it, either way round.
// Judges: Lanqiao 2017 provincial C/C++ A problem 1 (lanqiao.cn 642), a result-only question:
//   how few jumps turn 012345678 into 087654321? Run with empty input, it prints 20. Otherwise
//   it reads pairs of 9-character arrangements (`0` or `.` the empty plate), start then target,
//   and prints one answer a pair.
// Contract: a 9-character token that is not an arrangement (a repeated grasshopper, a 9, no
//   empty plate) is -1 with a note on stderr; a token that is not 9 characters, or a start
//   without a target, answers the pairs before it, then one line on stderr and exit status 2.
// Approach: every arrangement is reachable (no parity barrier on this ring). Bidirectional BFS,
//   one whole level at a time from the side with the smaller frontier; a queue per side that is
//   also its list of visited boards, and a Cantor-indexed array saying which side reached each.
//   The index keeps the empty plate apart (empty plate x 8! + the rank of the grasshoppers in
//   plate order), so a jump to the next plate, which keeps their order, changes only the empty
//   plate's part; only jumps over one, or across the seam between plates 8 and 0, rank afresh.
// Complexity: O(b^(d/2)) arrangements a side (b about 2.3, d <= 20): the contest question meets
//   after 10 + 10 levels, about 27 000 arrangements a side of 362 880. Measured (callgrind,
//   whole process, g++ -O2): the contest question 19.6 M instructions (target 30 M; the best
//   public answer 114 M; the Rust file 3.8 M).
// Pitfalls: the plates form a ring (plate 8 is next to plate 0); a jump is over one plate at
//   most; start = target is 0; a line of plates instead of a ring gives 36, not 20.
// Status: AC on lanqiao-642 and extras (tests/suite/editions.rs: g++ -std=c++98, c++11 and
//   c++17, -Wall -Wextra -pedantic -O2 -Werror).
// Editorial: src/bin/grasshoppers.rs (the full editorial).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

const int STATES = 362880;
const int FACT[8] = {1, 1, 2, 6, 24, 120, 720, 5040};
const int OFFSET[4] = {1, 8, 2, 7};  // where the jumping grasshopper sits, clockwise from the empty plate

struct Node {
    int index;
    unsigned char plate[9];
    unsigned char empty, depth;
};

unsigned char side[STATES];  // 0 unseen, 1 reached from the start, 2 from the target
unsigned char dist[STATES];  // jumps from the side that reached it
unsigned char ones[512];
Node queue_of[2][STATES];

int index_of(const unsigned char *p) {
    int rank = 0, seen = 0, place = 0, empty = 0;
    for (int i = 0; i < 9; i++) {
        if (p[i] == 0) {
            empty = i;
            continue;
        }
        rank += (p[i] - 1 - ones[seen & ((1 << p[i]) - 1)]) * FACT[7 - place++];
        seen |= 1 << p[i];
    }
    return empty * 40320 + rank;
}

Node node_of(const unsigned char *p) {
    Node n;
    memcpy(n.plate, p, 9);
    for (int i = 0; i < 9; i++)
        if (p[i] == 0) n.empty = (unsigned char)i;
    n.index = index_of(p), n.depth = 0;
    return n;
}

int min_jumps(const unsigned char *start, const unsigned char *target) {
    int tail[2] = {1, 1}, head[2] = {0, 0}, answer = -1;
    queue_of[0][0] = node_of(start), queue_of[1][0] = node_of(target);
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
            for (int j = 0; j < 4; j++) {
                Node m = n;
                int from = (n.empty + OFFSET[j]) % 9;
                m.plate[n.empty] = m.plate[from], m.plate[from] = 0, m.empty = (unsigned char)from;
                bool keeps_order = j < 2 && from + n.empty != 8;  // a next plate, not across the seam
                m.index = keeps_order ? n.index + (from - n.empty) * 40320 : index_of(m.plate);
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

// Reads nine plates as an arrangement (0 the empty plate); false when they are not one.
bool parse_ring(const char *plates, unsigned char *p) {
    bool seen[9] = {false};
    for (int i = 0; i < 9; i++) {
        char c = plates[i];
        int v = c >= '1' && c <= '8' ? c - '0' : (c == '0' || c == '.') ? 0 : -1;
        if (v < 0 || seen[v]) return false;
        seen[v] = true, p[i] = (unsigned char)v;
    }
    return true;
}

int illegal = 0;

void answer(const char *start, const char *target) {
    unsigned char s[9], t[9];
    bool legal = parse_ring(start, s), legal_target = parse_ring(target, t);
    if ((!legal || !legal_target) && ++illegal <= 10)
        fprintf(stderr, "grasshoppers: arrangement `%.9s` is not legal, so unreachable\n",
                legal ? target : start);
    printf("%d\n", legal && legal_target ? min_jumps(s, t) : -1);
}

void fail(const char *what, const char *token, int length) {
    fflush(stdout);
    fprintf(stderr, "grasshoppers: %s `%.*s` (%d characters)\n", what, length > 24 ? 24 : length, token,
            length);
    exit(2);
}

int main() {
    for (int m = 1; m < 512; m++) ones[m] = (unsigned char)(ones[m >> 1] + (m & 1));
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
    if (token.empty()) answer("012345678", "087654321");  // the contest question
    for (size_t i = 0; i < token.size(); i += 2) {
        for (size_t j = i; j < i + 2 && j < token.size(); j++)
            if (length[j] != 9) fail("an arrangement is not nine plates:", token[j], length[j]);
        if (i + 1 == token.size()) fail("the start has no target after it:", token[i], length[i]);
        answer(token[i], token[i + 1]);
    }
    if (illegal > 10) fprintf(stderr, "grasshoppers: ... and %d more illegal arrangements\n", illegal - 10);
    return 0;
}
