# Problem: 字串变换 String Rewriting: strings A and B and up to 6 rules a -> b; one rewrite
#   replaces ONE occurrence of some a, at any place, by its b. The fewest rewrites from A to B.
# Judges: Luogu P1032 (NOIP 2002 提高组) and AcWing 190, the same contract: A B on the first
#   line, then one rule `a b` per line until EOF; every given string 1 to 20 characters.
#   Prints the fewest rewrites if at most 10, else NO ANSWER! (A = B prints 0). Python 3.8+.
# Contract: whitespace-separated tokens read in pairs (CRLF, tabs, blank lines are whitespace).
#   Empty input, A without B, or a rule without its replacement: one line on stderr and exit
#   status 2, nothing on stdout.
# Approach: bidirectional BFS. Forward from A with the rules, backward from B with the rules
#   reversed (b -> a); each round expands ONE WHOLE LEVEL of the side with the smaller
#   frontier. Before a round the sides are disjoint, so the distance exceeds dA + dB; the
#   first string of the new level that the other side holds closes a path of exactly
#   dA + dB + 1. One dict from string (bytes) to side; stop at dA + dB = 10 or an empty side.
# Complexity: b <= 6 * length successors a string; about 2 b^5 strings instead of b^10 one way.
# Pitfalls: one string at a time instead of one level gives answers that are too long; a rule
#   applies at EVERY place, overlapping ones included (bytes.find from the match + 1, not from
#   its end); 10 rewrites are allowed, 11 are not; the backward side uses the reversed rules.
# Status: AC on luogu-p1032 and acwing-190 under Python 3.11 and 3.8 (cargo test --test
#   editions).
# Editorial: src/bin/string_rewrite.rs (the full editorial, with the proof).
import sys


def expand(level, rules, side, owner):
    """The next whole level of `side`, and whether it met the other side."""
    nxt = []
    for s in level:
        for a, b in rules:
            at = s.find(a)
            while at >= 0:
                t = s[:at] + b + s[at + len(a):]
                o = owner.get(t)
                if o is None:
                    owner[t] = side
                    nxt.append(t)
                elif o != side:
                    return nxt, True
                at = s.find(a, at + 1)  # the next place may overlap this one
    return nxt, False


def min_steps(start, target, rules):
    if start == target:
        return 0
    owner = {start: 0, target: 1}
    sides = [[start], [target]]
    directed = [rules, [(b, a) for a, b in rules]]
    depth = [0, 0]
    while depth[0] + depth[1] < 10:
        if not sides[0] or not sides[1]:
            return -1
        side = 1 if len(sides[1]) < len(sides[0]) else 0
        sides[side], met = expand(sides[side], directed[side], side, owner)
        depth[side] += 1
        if met:
            return depth[0] + depth[1]
    return -1


def main():
    tokens = sys.stdin.buffer.read().split()
    if len(tokens) < 2 or len(tokens) % 2 == 1:
        if not tokens:
            why = "empty input: expected the strings A and B"
        elif len(tokens) == 1:
            why = "A has no target string B"
        else:
            why = "rule `%s` has no replacement" % tokens[-1][:24].decode("ascii", "replace")
        sys.stderr.write("string_rewrite: %s\n" % why)
        sys.exit(2)
    rules = [(tokens[i], tokens[i + 1]) for i in range(2, len(tokens), 2)]
    steps = min_steps(tokens[0], tokens[1], rules)
    sys.stdout.write("NO ANSWER!\n" if steps < 0 else "%d\n" % steps)


main()
