// Problem: 字串变换 String Rewriting: strings A and B and up to 6 rules a -> b; one rewrite
//   replaces ONE occurrence of some a, at any place, by its b. The fewest rewrites from A to B.
// Judges: Luogu P1032 (NOIP 2002 提高组) and AcWing 190, the same contract: A B on the first
//   line, then one rule `a b` per line until EOF; every given string 1 to 20 characters.
//   Prints the fewest rewrites if at most 10, else NO ANSWER! (A = B prints 0). Java 8, class
//   Main.
// Contract: whitespace-separated tokens read in pairs (CRLF, tabs, blank lines are whitespace).
//   Empty input, A without B, or a rule without its replacement: one line on stderr and exit
//   status 2, nothing on stdout.
// Approach: bidirectional BFS. Forward from A with the rules, backward from B with the rules
//   reversed (b -> a); each round expands ONE WHOLE LEVEL of the side with the smaller
//   frontier. Before a round the sides are disjoint, so the distance exceeds dA + dB; the
//   first string of the new level that the other side holds closes a path of exactly
//   dA + dB + 1. One HashMap from string to side; stop at dA + dB = 10 or an empty side.
// Complexity: b <= 6 * length successors a string; about 2 b^5 strings instead of b^10 one way.
// Pitfalls: one string at a time instead of one level gives answers that are too long; a rule
//   applies at EVERY place, overlapping ones included (indexOf from the match + 1, not from its
//   end); 10 rewrites are allowed, 11 are not; the backward side uses the reversed rules.
// Status: AC on luogu-p1032 and acwing-190 (tests/suite/editions.rs: javac --release 8
//   -Xlint:all -Werror, then java -cp DIR CLASS).
// Editorial: src/bin/string_rewrite.rs (the full editorial, with the proof).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

public class Main {
    private static final int MAX_STEPS = 10;

    /** Expands a whole level of `side` into `next`; true when it meets the other side. */
    private static boolean expand(List<String> level, List<String> next, String[] from,
                                  String[] to, int side, HashMap<String, Integer> owner) {
        for (String s : level) {
            for (int r = 0; r < from.length; r++) {
                for (int at = s.indexOf(from[r]); at >= 0; at = s.indexOf(from[r], at + 1)) {
                    String t = s.substring(0, at) + to[r] + s.substring(at + from[r].length());
                    Integer o = owner.get(t);
                    if (o == null) {
                        owner.put(t, side);
                        next.add(t);
                    } else if (o != side) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The fewest rewrites within MAX_STEPS, or -1. */
    static int minSteps(String start, String target, String[] a, String[] b) {
        if (start.equals(target)) return 0;
        HashMap<String, Integer> owner = new HashMap<String, Integer>();
        owner.put(start, 0);
        owner.put(target, 1);
        List<List<String>> sides = new ArrayList<List<String>>();
        sides.add(new ArrayList<String>());
        sides.add(new ArrayList<String>());
        sides.get(0).add(start);
        sides.get(1).add(target);
        int[] depth = {0, 0};
        while (depth[0] + depth[1] < MAX_STEPS) {
            if (sides.get(0).isEmpty() || sides.get(1).isEmpty()) return -1;
            int side = sides.get(1).size() < sides.get(0).size() ? 1 : 0;
            List<String> next = new ArrayList<String>();
            boolean met = side == 0 ? expand(sides.get(0), next, a, b, 0, owner)
                                    : expand(sides.get(1), next, b, a, 1, owner);
            sides.set(side, next);
            depth[side]++;
            if (met) return depth[0] + depth[1];
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        List<String> tokens = new ArrayList<String>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            for (String t : line.trim().split("\\s+")) {
                if (!t.isEmpty()) tokens.add(t);
            }
        }
        if (tokens.size() < 2 || tokens.size() % 2 == 1) {
            String why = tokens.isEmpty() ? "empty input: expected the strings A and B"
                : tokens.size() == 1 ? "A has no target string B"
                : "rule `" + tokens.get(tokens.size() - 1) + "` has no replacement";
            System.err.println("string_rewrite: " + why);
            System.exit(2);
        }
        int rules = (tokens.size() - 2) / 2;
        String[] a = new String[rules];
        String[] b = new String[rules];
        for (int i = 0; i < rules; i++) {
            a[i] = tokens.get(2 + 2 * i);
            b[i] = tokens.get(3 + 2 * i);
        }
        int steps = minSteps(tokens.get(0), tokens.get(1), a, b);
        System.out.println(steps < 0 ? "NO ANSWER!" : Integer.toString(steps));
    }
}
