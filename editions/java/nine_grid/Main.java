// Problem: 九宫重排 / 八数码 (step count): the fewest moves between two 3x3 sliding-tile
//   boards.
// Judges: Lanqiao PREV-19 (pairs of 9-character boards, `.` the blank, until EOF; -1 if
//   unreachable), AcWing 845 (9 one-character tokens, `x` the blank, goal 1 2 3 4 5 6 7 8 x;
//   -1 if unreachable), Luogu P1379 (one 9-digit token, 0 the blank, goal 123804765).
//   Told apart as in the Rust file: a first token of one character is AcWing, a lone token of
//   nine digits is P1379, anything else is Lanqiao pairs. Java 8, class Main.
// Contract: a nine-cell board that is not legal (a repeated tile, a 9, no blank) prints -1 with
//   a note on stderr; no board where one is needed (empty input, a missing target, a token that
//   is not nine cells) answers the boards before it, then one line on stderr and exit status 2.
// Approach: a board's Cantor rank (all nine cells, blank = 0) indexes a byte array of 9!.
//   1. Parity of the tiles' inversions (blank skipped) is invariant on a board three wide, and
//      equal parity means reachable: a mismatch is -1 before any search.
//   2. Bidirectional BFS one whole level at a time, always from the smaller frontier; a board
//      reached by both sides ends the search after that level (the shortest meeting wins).
// Complexity: O(b^(d/2)) boards per side for a d-move answer (b ~ 2.7, d <= 31): a 31-move pair
//   touches about 15 000 boards instead of 181 440. Memory: 9! bytes twice plus two int queues.
//   Measured (CPU time, whole process, OpenJDK 17; an empty JVM costs about 22 ms):
//   the 31-move pair 32 ms, an unreachable pair 22 ms (the floor).
// Pitfalls: P1379's goal is 123804765; start = target is 0; the parity counts tiles only.
// Status: AC on every package of its judges and on extras
//   (tests/suite/editions.rs: javac --release 8 -Xlint:all -Werror, then
//   java -cp DIR CLASS).
// Editorial: src/bin/nine_grid.rs (the full editorial, and the index tricks that make it
//   faster).
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    static final int STATES = 362880;
    static final int[] FACT = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
    // Cells the blank can move to from each cell, row by row.
    static final int[][] MOVES = {{1, 3}, {0, 2, 4}, {1, 5}, {0, 4, 6}, {1, 3, 5, 7},
        {2, 4, 8}, {3, 7}, {4, 6, 8}, {5, 7}};

    static final byte[] side = new byte[STATES];   // 0 unseen, 1 from the start, 2 from the target
    static final byte[] depth = new byte[STATES];
    static final int[][] queue = {new int[STATES / 2], new int[STATES / 2]};
    static int illegalBoards = 0;
    static final StringBuilder out = new StringBuilder();

    /** Cantor rank: each cell's value counts the smaller values after it, weighted (8-i)!. */
    static int rank(int[] b) {
        int r = 0, seen = 0;
        for (int i = 0; i < 9; i++) {
            r += (b[i] - Integer.bitCount(seen & ((1 << b[i]) - 1))) * FACT[8 - i];
            seen |= 1 << b[i];
        }
        return r;
    }

    static void unrank(int r, int[] b) {
        int used = 0;
        for (int i = 0; i < 9; i++) {
            int k = r / FACT[8 - i];
            r %= FACT[8 - i];
            int v = 0;
            for (; ; v++) if ((used >> v & 1) == 0 && k-- == 0) break;
            used |= 1 << v;
            b[i] = v;
        }
    }

    static int parity(int[] b) {
        int inversions = 0;
        for (int i = 0; i < 9; i++)
            for (int j = i + 1; j < 9; j++) if (b[i] != 0 && b[j] != 0 && b[j] < b[i]) inversions++;
        return inversions & 1;
    }

    /** Fewest moves from start to goal, or -1. */
    static int minMoves(int[] start, int[] goal) {
        if (parity(start) != parity(goal)) return -1;
        int s = rank(start), g = rank(goal);
        if (s == g) return 0;
        int[] head = {0, 0}, tail = {1, 1}, level = {0, 0};
        queue[0][0] = s; queue[1][0] = g;
        side[s] = 1; side[g] = 2; depth[s] = 0; depth[g] = 0;
        int best = -1;
        int[] b = new int[9];
        while (best < 0) {
            int w = (tail[0] - head[0] <= tail[1] - head[1]) ? 0 : 1;
            int end = tail[w];
            for (; head[w] < end; head[w]++) {
                int cur = queue[w][head[w]];
                unrank(cur, b);
                int blank = 0;
                while (b[blank] != 0) blank++;
                for (int to : MOVES[blank]) {
                    b[blank] = b[to]; b[to] = 0;
                    int next = rank(b);
                    b[to] = b[blank]; b[blank] = 0;
                    if (side[next] == 0) {
                        side[next] = (byte) (w + 1);
                        depth[next] = (byte) (level[w] + 1);
                        queue[w][tail[w]++] = next;
                    } else if (side[next] != w + 1) {
                        int total = level[w] + 1 + depth[next];
                        if (best < 0 || total < best) best = total;
                    }
                }
            }
            level[w]++;
        }
        for (int w = 0; w < 2; w++) for (int i = 0; i < tail[w]; i++) side[queue[w][i]] = 0;
        return best;
    }

    /** The nine cells as a board (blank = 0), or null with a note when they are not legal. */
    static int[] parseBoard(byte[] cells) {
        int[] b = new int[9];
        boolean[] seen = new boolean[9];
        String why = null;
        for (int i = 0; i < 9 && why == null; i++) {
            byte c = cells[i];
            int v = (c >= '1' && c <= '8') ? c - '0'
                    : (c == '.' || c == '0' || c == 'x' || c == 'X') ? 0 : -1;
            if (v < 0) why = "`" + (char) c + "` is not a tile (1-8) or a blank (. 0 x)";
            else if (seen[v]) why = v == 0 ? "it has two blanks" : "tile " + v + " appears twice";
            else { seen[v] = true; b[i] = v; }
        }
        if (why == null) return b;
        if (++illegalBoards <= 10)
            System.err.println("nine_grid: board `" + new String(cells)
                    + "` is not legal, so unreachable: " + why);
        return null;
    }

    static void answer(byte[] start, byte[] goal) {
        int[] s = parseBoard(start), g = s == null ? null : parseBoard(goal);
        out.append(s == null || g == null ? -1 : minMoves(s, g)).append('\n');
    }

    /** Answers every pair or board; returns the fatal input error, or null. */
    static String solve(List<byte[]> tokens) {
        if (tokens.isEmpty())
            return "empty input: expected a board (start and target for Lanqiao PREV-19)";
        byte[] first = tokens.get(0);
        if (first.length == 1) {                                   // AcWing 845
            for (int i = 0; i < tokens.size(); i += 9) {
                byte[] cells = new byte[9];
                for (int j = 0; j < 9; j++) {
                    if (i + j >= tokens.size()) return "the last board has " + j
                            + " cells, expected 9";
                    byte[] t = tokens.get(i + j);
                    if (t.length != 1) return "cell `" + new String(t) + "` is " + t.length
                        + " characters; AcWing boards are 9 one-character cells";
                    cells[j] = t[0];
                }
                answer(cells, "12345678x".getBytes());
            }
        } else if (tokens.size() == 1 && first.length == 9
                && new String(first).matches("[0-9]{9}")) {
            answer(first, "123804765".getBytes());                  // Luogu P1379
        } else {                                                   // Lanqiao PREV-19 pairs
            for (int i = 0; i < tokens.size(); i += 2) {
                for (int j = i; j < i + 2 && j < tokens.size(); j++) {
                    byte[] t = tokens.get(j);
                    if (t.length != 9) return "board `" + new String(t) + "` has " + t.length
                            + " cells, expected 9";
                }
                if (i + 1 == tokens.size())
                    return "start board `" + new String(tokens.get(i))
                            + "` has no target board after it";
                answer(tokens.get(i), tokens.get(i + 1));
            }
        }
        return null;
    }

    static List<byte[]> readTokens(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] chunk = new byte[1 << 16];
        for (int n; (n = in.read(chunk)) > 0; ) all.write(chunk, 0, n);
        byte[] data = all.toByteArray();
        List<byte[]> tokens = new ArrayList<byte[]>();
        for (int i = 0; i < data.length; ) {
            while (i < data.length && isSpace(data[i])) i++;
            int begin = i;
            while (i < data.length && !isSpace(data[i])) i++;
            if (i > begin) tokens.add(Arrays.copyOfRange(data, begin, i));
        }
        return tokens;
    }

    static boolean isSpace(byte c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f';
    }

    public static void main(String[] args) throws IOException {
        String error = solve(readTokens(System.in));
        System.out.print(out);
        System.out.flush();
        if (illegalBoards > 10) System.err.println("nine_grid: ... and " + (illegalBoards - 10)
                + " more illegal boards");
        if (error != null) {
            System.err.println("nine_grid: " + error);
            System.exit(2);
        }
    }
}
