// Problem: 字串变换 String Rewriting: strings A and B and up to 6 rules a -> b; one rewrite
//   replaces ONE occurrence of some a, at any place, by its b. The fewest rewrites from A to B.
// Judges: Luogu P1032 (NOIP 2002 提高组) and AcWing 190, the same contract: A B on the first
//   line, then one rule `a b` per line until EOF; every given string 1 to 20 characters.
//   Prints the fewest rewrites if at most 10, else NO ANSWER! (A = B prints 0).
// Contract: tokens are read in pairs as `cin >> a >> b` reads them (CRLF, tabs, blank lines are
//   whitespace). Empty input, A without B, or a rule without its replacement: one line on
//   stderr and exit status 2, nothing on stdout.
// Approach: bidirectional BFS. Forward from A with the rules, backward from B with the rules
//   reversed (b -> a); each round expands ONE WHOLE LEVEL of the side with the smaller
//   frontier. Before a round the two sides' strings are disjoint, so the distance exceeds
//   dA + dB; the first string of the new level that the other side holds closes a path of
//   exactly dA + dB + 1. One map from string to side; stop when dA + dB = 10 or a frontier
//   is empty.
// Complexity: b <= 6 * length successors a string; about 2 b^5 strings instead of b^10 one way.
// Pitfalls: one string at a time instead of one level gives answers that are too long; a rule
//   applies at EVERY place, overlapping ones included (`aa` in `aaa` at 0 and 1); 10 rewrites
//   are allowed, 11 are not; the backward side uses the reversed rules.
// Status: AC on luogu-p1032 and acwing-190 (tests/suite/editions.rs: g++ -std=c++98,
//   c++11 and c++17, -Wall -Wextra -pedantic -O2 -Werror).
// Editorial: src/bin/string_rewrite.rs (the full editorial, with the proof).
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;

typedef vector<string> Level;

// Expands a whole level of `side` with rules from[i] -> to[i]; true when it meets the other.
static bool expand(Level &level, const vector<string> &from, const vector<string> &to,
                   int side, map<string, int> &owner) {
    Level next;
    for (size_t k = 0; k < level.size(); k++) {
        const string &s = level[k];
        for (size_t r = 0; r < from.size(); r++) {
            const string &a = from[r];
            if (a.size() > s.size()) continue;
            for (size_t at = 0; at + a.size() <= s.size(); at++) {  // every place, overlaps too
                if (s.compare(at, a.size(), a) != 0) continue;
                string t = s.substr(0, at) + to[r] + s.substr(at + a.size());
                map<string, int>::iterator it = owner.find(t);
                if (it == owner.end()) {
                    owner.insert(make_pair(t, side));
                    next.push_back(t);
                } else if (it->second != side) {
                    return true;
                }
            }
        }
    }
    level.swap(next);
    return false;
}

// The fewest rewrites within 10, or -1.
static int minSteps(const string &A, const string &B, const vector<string> &a,
                    const vector<string> &b) {
    if (A == B) return 0;
    map<string, int> owner;
    owner[A] = 0;
    owner[B] = 1;
    Level level[2];
    level[0].push_back(A);
    level[1].push_back(B);
    int depth[2] = {0, 0};
    while (depth[0] + depth[1] < 10) {
        if (level[0].empty() || level[1].empty()) return -1;
        int side = level[1].size() < level[0].size() ? 1 : 0;
        bool met = side == 0 ? expand(level[0], a, b, 0, owner) : expand(level[1], b, a, 1, owner);
        depth[side]++;
        if (met) return depth[0] + depth[1];
    }
    return -1;
}

int main() {
    vector<string> tokens;
    string token;
    while (cin >> token) tokens.push_back(token);
    if (tokens.size() < 2) {
        fprintf(stderr, "string_rewrite: %s\n",
                tokens.empty() ? "empty input: expected the strings A and B"
                               : "A has no target string B");
        return 2;
    }
    if (tokens.size() % 2 == 1) {
        fprintf(stderr, "string_rewrite: rule `%s` has no replacement\n",
                tokens.back().substr(0, 24).c_str());
        return 2;
    }
    vector<string> a, b;
    for (size_t i = 2; i < tokens.size(); i += 2) {
        a.push_back(tokens[i]);
        b.push_back(tokens[i + 1]);
    }
    int steps = minSteps(tokens[0], tokens[1], a, b);
    if (steps < 0) printf("NO ANSWER!\n");
    else printf("%d\n", steps);
    return 0;
}
